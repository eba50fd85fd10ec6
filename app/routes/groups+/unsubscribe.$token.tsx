import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { unsubscribeTokens } from '~/models/crews/crew-emails'
import { unsubscribeByTokens, unsubscribeMemberships } from '~/models/crews/crew-emails.server'

/**
 * /groups/unsubscribe/$token: a crew email's one-click unsubscribe (decision 029), without
 * signing in: the token (group_members.email_token; a digest's link joins several with '.') is
 * the only key, and it turns those crews' emails off (email_mode 'none'), nothing else.
 * GET shows what it will do and a button, so a mail scanner following links changes nothing;
 * POST (the button, or the mail client's RFC 8058 one-click POST 'List-Unsubscribe=One-Click')
 * does it. An unknown token is a 404. Private: never cached, not indexed.
 */
export const handle = { i18n: ['settings'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }

async function memberships(params: { token?: string }, context: LoaderFunctionArgs['context']) {
  const tokens = unsubscribeTokens(params.token)
  const db = getDb(context.cloudflare.env.DB)
  const crews = await unsubscribeMemberships(db, tokens)
  if (crews.length === 0) throw new Response(null, { status: 404, statusText: 'Not Found' })
  return { db, tokens, crews }
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [{ crews }, i18n] = await Promise.all([memberships(params, context), getLanguage(request).then(serverI18n)])
  return data(
    {
      crews: crews.map((crew) => crew.name),
      off: crews.every((crew) => crew.mode === 'none'),
      title: `${i18n.t('settings:crewEmails.metaTitle')} — ${APP_NAME}`,
    },
    { headers: PRIVATE },
  )
}

export const headers: HeadersFunction = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function action({ params, context }: ActionFunctionArgs) {
  const { db, tokens, crews } = await memberships(params, context)
  await unsubscribeByTokens(db, tokens)
  return data({ done: true, crews: crews.map((crew) => crew.name) }, { headers: PRIVATE })
}

export default function CrewEmailsUnsubscribe() {
  const { crews, off } = useLoaderData<typeof loader>()
  const done = useActionData<typeof action>()
  const { t, i18n } = useTranslation('settings')
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(done?.crews ?? crews)
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t('crewEmails.title')}</h1>
      {done || off ? (
        <p role="status" className="mt-4 text-neutral-800 dark:text-neutral-200">
          {t('crewEmails.done', { crews: names })}
        </p>
      ) : (
        <>
          <p className="mt-4 text-neutral-800 dark:text-neutral-200">{t('crewEmails.intro', { crews: names })}</p>
          <Form method="post" className="mt-6">
            <Button type="submit">{t('crewEmails.button')}</Button>
          </Form>
        </>
      )}
      <p className="mt-6 text-sm text-neutral-700 dark:text-neutral-300">{t('crewEmails.again')}</p>
    </div>
  )
}

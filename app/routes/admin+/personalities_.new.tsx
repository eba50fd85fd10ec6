import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ChevronLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { personalityFormChoices } from '~/models/personalities/admin.server'
import { LINK } from './__lookups/parts'
import { handlePersonalityForm, PRIVATE } from './__personalities/editor.server'
import { PersonalityForm } from './__personalities/personality-form'
import { randomToken } from '~/utils/crypto'

/** /admin/personalities/new (moderators and admins): a new personality (app/models/personalities/admin.server.ts). */
export const handle = { i18n: ['admin', 'personalities'] }

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const language = await getLanguage(request)
  const [choices, i18n] = await Promise.all([personalityFormChoices(getDb(context.cloudflare.env.DB), language), serverI18n(language)])
  // the form's one-time key: the same form sent twice (a double click, a retry) creates one personality
  return data({ choices, formKey: randomToken(16), title: `${i18n.t('admin:personalities.newTitle')} — ${APP_NAME}` }, { headers: PRIVATE })
}

export const action = (args: ActionFunctionArgs) => handlePersonalityForm(args, null)

export const headers = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function NewPersonality() {
  const { choices, formKey } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('admin')
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <Link to="/admin/personalities" className={`${LINK} inline-flex items-center gap-1 text-sm`}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('personalities.backToList')}
      </Link>
      <h1 className="mt-3 mb-6 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('personalities.newTitle')}</h1>
      <PersonalityForm lastResult={actionData?.result} choices={choices} formKey={formKey} submitLabel={t('personalities.create')} />
    </div>
  )
}

import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/auth/permissions.server'
import { pageMeta } from '~/components/pages/meta'
import { buttonVariants } from '~/components/ui/button'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { listMyCrews, type CrewTeaser } from '~/models/crews/crew-page.server'
import { cn } from '~/utils/cn'
import { intentAction } from '~/auth/intent-action.server'
import { crewActionSpec, type CrewActionAnswer } from '~/models/crews/crew-action.server'
import { ActionAlert, CrewFacts, IntentButton } from '~/components/crews/crew-parts'

/**
 * /my-groups ('My Crews', SPEC header user menu): the member's crews with their role, the
 * requests to join they are waiting on (cancel), and the invitations they hold (accept,
 * decline). Members only (visitors sign in and come back, like /friends); never cached, not
 * indexed. Its action is the crew forms' (the crew comes from the form's groupId here).
 */
export const handle = { i18n: ['crews'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  const language = await getLanguage(request)
  const [mine, i18n] = await Promise.all([listMyCrews(getDb(context.cloudflare.env.DB), user.id, language), serverI18n(language)])
  const url = new URL(request.url)
  return data(
    {
      ...mine,
      meta: {
        title: `${i18n.t('crews:myTitle')} — ${i18n.t('crews:title')}`,
        description: i18n.t('crews:my.metaDescription'),
        canonical: `${url.origin}/my-groups`,
        noindex: true,
      },
    },
    { headers: PRIVATE },
  )
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  intentAction(request, context, crewActionSpec(request, context, undefined))
export const meta = pageMeta
export const headers: HeadersFunction = () => PRIVATE

function CrewItem({ crew, children }: { crew: CrewTeaser; children?: React.ReactNode }) {
  return (
    <li className={cn(PANEL, 'grid gap-2 p-4')}>
      <Link to={`/groups/${crew.id}`} className={cn(LINK, 'text-lg')}>
        {crew.name}
      </Link>
      <CrewFacts crew={crew} />
      {children}
    </li>
  )
}

export default function MyCrews() {
  const { crews, requests, invites } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as CrewActionAnswer | undefined
  const { t } = useTranslation('crews')
  const here = '/my-groups'
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">
        <span className="grid size-11 place-items-center rounded-2xl bg-brand-50 text-brand-800 dark:bg-violet-400/15 dark:text-violet-200">
          <UsersRound aria-hidden className="size-6" />
        </span>
        {t('myTitle')}
      </h1>
      <p className="mt-3 text-neutral-700 dark:text-neutral-300">{t('my.lead')}</p>
      <ActionAlert message={answer && !answer.ok ? answer.message : null} />

      <section aria-labelledby="my-invites" className="mt-10">
        <h2 id="my-invites" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('my.invites')}
        </h2>
        {invites.length === 0 ? (
          <p className="mt-3 text-neutral-700 dark:text-neutral-300">{t('my.invitesEmpty')}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {invites.map((invite) => (
              <CrewItem key={invite.id} crew={invite.crew}>
                <p className="text-sm text-neutral-700 dark:text-neutral-300">
                  {invite.inviterName ? t('my.invitedBy', { name: invite.inviterName }) : t('my.invitedByAnonymous')}
                </p>
                <div className="flex flex-wrap gap-2">
                  <IntentButton
                    intent="acceptInvite"
                    label={t('invites.accept')}
                    accessibleName={`${t('invites.accept')}: ${invite.crew.name}`}
                    fields={{ inviteId: invite.id }}
                    variant="default"
                  />
                  <IntentButton
                    intent="declineInvite"
                    label={t('invites.decline')}
                    accessibleName={`${t('invites.decline')}: ${invite.crew.name}`}
                    fields={{ inviteId: invite.id }}
                    redirectTo={here}
                  />
                </div>
              </CrewItem>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="my-requests" className="mt-10">
        <h2 id="my-requests" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('my.requests')}
        </h2>
        {requests.length === 0 ? (
          <p className="mt-3 text-neutral-700 dark:text-neutral-300">{t('my.requestsEmpty')}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {requests.map((crew) => (
              <CrewItem key={crew.id} crew={crew}>
                <div>
                  <IntentButton
                    intent="cancel"
                    label={t('membership.cancel')}
                    accessibleName={`${t('membership.cancel')}: ${crew.name}`}
                    fields={{ groupId: crew.id }}
                    redirectTo={here}
                  />
                </div>
              </CrewItem>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="my-crews" className="mt-10">
        <h2 id="my-crews" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('my.crews')}
        </h2>
        {crews.length === 0 ? (
          <div className="mt-3 flex flex-col items-start gap-3">
            <p className="text-neutral-700 dark:text-neutral-300">{t('my.crewsEmpty')}</p>
            <Link to="/groups" className={buttonVariants({ variant: 'outline' })}>
              {t('my.browse')}
            </Link>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {crews.map((crew) => (
              <CrewItem key={crew.id} crew={crew}>
                <p className="text-sm font-medium text-neutral-800 dark:text-neutral-200">{t(`detail.role.${crew.role}`)}</p>
              </CrewItem>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

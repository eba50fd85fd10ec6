import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser, requireUser } from '~/auth/permissions.server'
import { pageMeta } from '~/components/pages/meta'
import { buttonVariants } from '~/components/ui/button'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { CREW_FAILURE_STATUS, findLinkInvite, joinByLink, linkInviteCrew, membershipOf } from '~/models/crews/membership.server'
import { InviteTokenSchema } from '~/models/crews/schema'
import { notifierOf } from '~/models/notifications/notifications.server'
import { cn } from '~/utils/cn'
import { redirectWithToast } from '~/utils/toast.server'
import { ActionAlert } from '~/components/crews/crew-parts'

/**
 * /groups/join/{token}: a link invite. Whoever holds the link sees the crew's teaser (name,
 * description, size) and a Join button; joining needs an account (visitors sign in and come
 * back). An expired, revoked or used-up link says so; an unknown token (or a crew staff hid) is a
 * 404. The token never leaves this address: the page is not cached, not indexed, and sends no
 * referrer.
 */
export const handle = { i18n: ['crews'] }

const PRIVATE = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' }
const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const token = InviteTokenSchema.safeParse(params.token)
  if (!token.success) throw notFound()
  const db = getDb(context.cloudflare.env.DB)
  const link = await findLinkInvite(db, token.data)
  if (!link) throw notFound()
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const [crew, membership, i18n] = await Promise.all([
    linkInviteCrew(db, link.groupId),
    user ? membershipOf(db, link.groupId, user.id) : null,
    serverI18n(language),
  ])
  if (!crew) throw notFound()
  const url = new URL(request.url)
  return data(
    {
      crew,
      state: link.state,
      member: membership?.status === 'active',
      signedIn: !!user,
      meta: {
        title: i18n.t('crews:invites.joinTitle', { name: crew.name }),
        description: i18n.t('crews:invites.joinLead'),
        canonical: `${url.origin}/groups`,
        noindex: true,
      },
    },
    { headers: PRIVATE },
  )
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const token = InviteTokenSchema.safeParse(params.token)
  if (!token.success) throw notFound()
  const user = await requireUser(request, context, { redirectTo: new URL(request.url).pathname })
  const db = getDb(context.cloudflare.env.DB)
  const result = await joinByLink(notifierOf(context, db), user.id, token.data)
  if (!result.ok) {
    const i18n = await serverI18n(await getLanguage(request))
    return data(
      { ok: false as const, code: result.code, message: i18n.t(`crews:membership.errors.${result.code}`) },
      { status: CREW_FAILURE_STATUS[result.code], headers: PRIVATE },
    )
  }
  return redirectWithToast(`/groups/${result.groupId}`, { titleKey: 'crews:membership.toasts.joined', variant: 'success' })
}

export const meta = pageMeta
export const headers: HeadersFunction = () => PRIVATE

export default function JoinByLink() {
  const { crew, state, member, signedIn } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { t, i18n } = useTranslation('crews')
  const location = useLocation()
  const number = new Intl.NumberFormat(i18n.language)
  const refusal =
    state === 'ok'
      ? null
      : t(`membership.errors.${state === 'expired' ? 'inviteExpired' : state === 'revoked' ? 'inviteRevoked' : 'inviteUsedUp'}`)
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      <div className={cn(PANEL, 'p-6 sm:p-8')}>
        <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight text-neutral-950 dark:text-white">
          <UsersRound aria-hidden className="size-8 shrink-0 text-brand-700 dark:text-violet-300" />
          {t('invites.joinTitle', { name: crew.name })}
        </h1>
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
          {t(`detail.visibility.${crew.visibility}`)} ·{' '}
          {t('detail.membersCount', { count: crew.memberCount, formatted: number.format(crew.memberCount) })}
        </p>
        <p className="mt-4 whitespace-pre-line text-neutral-800 dark:text-neutral-200">{crew.description || t('detail.noDescription')}</p>
        <p className="mt-4 text-neutral-700 dark:text-neutral-300">{t('invites.joinLead')}</p>
        <ActionAlert message={answer && !answer.ok ? answer.message : refusal} />
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {member ? (
            <>
              <p className="text-neutral-800 dark:text-neutral-200">{t('invites.joinMember')}</p>
              <Link to={`/groups/${crew.id}`} className={LINK}>
                {t('invites.open')}
              </Link>
            </>
          ) : state !== 'ok' ? null : signedIn ? (
            <Form method="post">
              <button type="submit" className={buttonVariants({ variant: 'default', shape: 'pill' })}>
                {t('invites.joinButton')}
              </button>
            </Form>
          ) : (
            <Link
              to={`/auth?redirectTo=${encodeURIComponent(location.pathname)}`}
              className={buttonVariants({ variant: 'default', shape: 'pill' })}
            >
              {t('invites.joinSignIn')}
            </Link>
          )}
        </div>
      </div>
    </div>
  )
}

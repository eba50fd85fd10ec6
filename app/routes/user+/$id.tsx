import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { CircleAlert, MapPin, MessageCircle, Pencil, ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { FriendActions } from '~/components/members/friend-actions'
import { AvatarPreview } from '~/components/members/member-avatar'
import { MemberCard, useMemberName } from '~/components/members/member-card'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { ReportDialog } from '~/components/reports/report-dialog'
import { buttonVariants } from '~/components/ui/button'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { MemberIdSchema } from '~/models/members/friends-schema'
import { memberPresence } from '~/models/members/presence.server'
import { getMemberProfile } from '~/models/members/profile-page.server'
import { viewerOf } from '~/models/viewer'
import { cn } from '~/utils/cn'
import { relativeTime } from '~/utils/relative-time'
import { blockAction, type BlockActionError } from './__profile/block-action.server'
import { BlockMember } from './__profile/block-member'

/**
 * /user/{userId} (SPEC §2): a member's profile as far as their privacy allows the viewer
 * (getMemberProfile: visibleProfile, the city only when shown, crews by visibleCrew, mutual
 * friends by the profile rule). An unknown id, a profile the viewer may not see, a blocked member
 * (either way) and a suspended account all answer the same 404. Presence only when the member
 * shows it. Actions: friend buttons (posting to /friends), message, block (this route's action,
 * after a confirmation), report. Never cached; noindex unless visible to everyone (and never in
 * a sitemap; robots.txt keeps crawlers off /user/ anyway).
 */
export const handle = { i18n: ['members', 'places'] }

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }
const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = MemberIdSchema.safeParse(params.id)
  if (!id.success) throw notFound()
  const { env } = context.cloudflare
  const db = getDb(env.DB)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  const profile = await getMemberProfile(db, viewer, id.data, language)
  if (!profile) throw notFound()
  const [presence, i18n] = await Promise.all([
    profile.showOnlineStatus ? memberPresence(env, profile.id, { lastSeenAt: profile.lastSeenAt }) : null,
    serverI18n(language),
  ])
  const name = profile.displayName?.trim() ? profile.displayName : i18n.t('members:anonymous')
  const url = new URL(request.url)
  const { lastSeenAt: _lastSeen, memberSince, showOnlineStatus: _shown, profileVisibility, ...shown } = profile
  return data(
    {
      profile: shown,
      // whom the profile reaches: told to its member only
      ownVisibility: profile.isSelf ? profileVisibility : null,
      presence: presence
        ? presence.online
          ? { online: true as const, lastSeen: null }
          : presence.lastSeenAt
            ? { online: false as const, lastSeen: relativeTime(presence.lastSeenAt, language) }
            : null
        : null,
      memberSince: new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(memberSince),
      signedIn: !!user,
      meta: {
        title: `${name} — ${APP_NAME}`,
        description: i18n.t('members:meta.profileDescription', { name }),
        canonical: new URL(`/user/${profile.id}`, url.origin).toString(),
        noindex: profileVisibility !== 'everyone' || profile.staffView,
      },
    },
    { headers: PRIVATE },
  )
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  return blockAction(request, context, params.id)
}

export const meta = pageMeta
export const headers: HeadersFunction = () => PRIVATE

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className={cn(PANEL, 'p-5')}>
      <h2 id={id} className="text-lg font-bold text-neutral-950 dark:text-white">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

const CHIP = 'rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 dark:bg-violet-400/15 dark:text-violet-100'

export default function MemberProfilePage() {
  const { profile, ownVisibility, presence, memberSince, signedIn } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const failed = actionData && 'ok' in actionData && !actionData.ok ? (actionData as BlockActionError) : null
  const { t, i18n } = useTranslation('members')
  const nameOf = useMemberName()
  const name = nameOf(profile.displayName)
  const number = new Intl.NumberFormat(i18n.language)
  const here = `/user/${profile.id}`
  const moreMutual = profile.mutual.total - profile.mutual.entries.length

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <Breadcrumbs items={[{ to: '/', label: t('directory.home') }, { to: '/users', label: t('directory.breadcrumb') }, { label: name }]} />

      {failed && (
        <p
          role="alert"
          className="mt-6 flex items-center gap-2 rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-300/30 dark:bg-red-950/50 dark:text-red-200"
        >
          <CircleAlert aria-hidden className="size-4 shrink-0" />
          {failed.message}
        </p>
      )}
      {ownVisibility && (
        <p className="mt-6 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 dark:bg-violet-400/15 dark:text-violet-100">
          {t('profile.selfNote', { who: t(`profile.visibility.${ownVisibility}`) })}
        </p>
      )}
      {profile.staffView && (
        <p className="mt-6 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-400/15 dark:text-amber-100">
          <ShieldAlert aria-hidden className="size-4 shrink-0" />
          {t('profile.staffNote')}
        </p>
      )}

      <header className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
        <AvatarPreview url={profile.avatarUrl} config={profile.avatarConfig} name={name} size={112} />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-extrabold tracking-tight break-words text-neutral-950 sm:text-4xl dark:text-white">{name}</h1>
          <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-neutral-700 dark:text-neutral-300">
            {profile.pronouns && (
              <div className="flex gap-1">
                <dt className="sr-only">{t('profile.pronouns')}</dt>
                <dd>{profile.pronouns}</dd>
              </div>
            )}
            <div className="flex gap-1">
              <dt className="sr-only">{t('profile.mode')}</dt>
              <dd>{t(`modes.${profile.userMode}.label`, { defaultValue: '' })}</dd>
            </div>
            {profile.cityName && (
              <div className="flex items-center gap-1">
                <dt className="sr-only">{t('profile.city')}</dt>
                <dd className="flex items-center gap-1">
                  <MapPin aria-hidden className="size-4" />
                  {profile.cityName}
                </dd>
              </div>
            )}
          </dl>
          <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
            {presence &&
              (presence.online ? (
                <span className="me-3 inline-flex items-center gap-1.5 font-semibold text-emerald-800 dark:text-emerald-300">
                  <span aria-hidden className="size-2 rounded-full bg-emerald-600" />
                  {t('profile.online')}
                </span>
              ) : (
                <span className="me-3">{t('profile.lastSeen', { when: presence.lastSeen })}</span>
              ))}
            {t('profile.memberSince', { date: memberSince })}
          </p>

          <div role="group" aria-label={t('profile.actions')} className="mt-4 flex flex-wrap items-center gap-2">
            {profile.isSelf ? (
              <Link to="/profile/settings" className={buttonVariants({ shape: 'pill' })}>
                <Pencil aria-hidden className="size-4" />
                {t('profile.editProfile')}
              </Link>
            ) : (
              <>
                <FriendActions userId={profile.id} state={profile.friendState} redirectTo={here} signedIn={signedIn} size="default" />
                {signedIn && (
                  <Link to={`/messages?to=${profile.id}`} className={buttonVariants({ variant: 'outline', shape: 'pill' })}>
                    <MessageCircle aria-hidden className="size-4" />
                    {t('actions.message')}
                  </Link>
                )}
                {signedIn && <BlockMember name={name} />}
                <ReportDialog targetType="user" targetId={profile.id} signedIn={signedIn} />
              </>
            )}
          </div>
        </div>
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-6 lg:col-span-2">
          {profile.bio && (
            <Section id="profile-about" title={t('profile.about')}>
              <p className="whitespace-pre-line text-neutral-800 dark:text-neutral-200">{profile.bio}</p>
            </Section>
          )}
          {profile.photos.length > 0 && (
            <Section id="profile-photos" title={t('profile.photos')}>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                {profile.photos.map((photo, k) => (
                  <li key={photo.id}>
                    <img
                      src={photo.url}
                      alt={photo.caption ?? t('profile.photoAlt', { number: k + 1, name })}
                      width={photo.width ?? 320}
                      height={photo.height ?? 320}
                      loading="lazy"
                      decoding="async"
                      className="aspect-square w-full rounded-xl object-cover"
                    />
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {profile.mutual.entries.length > 0 && (
            <Section id="profile-mutual" title={t('profile.mutual')}>
              <ul className="grid gap-3 sm:grid-cols-2">
                {profile.mutual.entries.map((friend) => (
                  <li key={friend.id}>
                    <MemberCard member={friend} compact />
                  </li>
                ))}
              </ul>
              {moreMutual > 0 && (
                <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">
                  {t('profile.mutualMore', { count: moreMutual, formatted: number.format(moreMutual) })}
                </p>
              )}
            </Section>
          )}
        </div>
        <div className="flex flex-col gap-6">
          {profile.interests.length > 0 && (
            <Section id="profile-interests" title={t('profile.interests')}>
              <ul className="flex flex-wrap gap-2">
                {profile.interests.map((interest) => (
                  <li key={interest} className={CHIP}>
                    {t(`interests.${interest}`, { defaultValue: interest })}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {profile.lookingFor.length > 0 && (
            <Section id="profile-looking" title={t('profile.lookingFor')}>
              <ul className="flex flex-wrap gap-2">
                {profile.lookingFor.map((item) => (
                  <li key={item} className={CHIP}>
                    {t(`lookingFor.${item}`, { defaultValue: item })}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          {profile.crews.length > 0 && (
            <Section id="profile-crews" title={t('profile.crews')}>
              <ul className="flex flex-col gap-2">
                {profile.crews.map((crew) => (
                  <li key={crew.id} className="flex items-center justify-between gap-2">
                    <Link
                      to={`/groups/${crew.id}`}
                      className={cn(FOCUS, 'rounded font-semibold text-brand-800 hover:underline dark:text-violet-200')}
                    >
                      {crew.name}
                    </Link>
                    <span className="text-sm text-neutral-600 dark:text-neutral-400">
                      {t(`profile.crewRole.${crew.role}`, { defaultValue: '' })}
                    </span>
                  </li>
                ))}
              </ul>
            </Section>
          )}
        </div>
      </div>
    </div>
  )
}

export const ErrorBoundary = DirectoryErrorBoundary

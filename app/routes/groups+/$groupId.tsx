import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { ShieldAlert, UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { FavoriteButton } from '~/components/favorites/favorite-button'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { ReportDialog } from '~/components/reports/report-dialog'
import { buttonVariants } from '~/components/ui/button'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { crewIdForSlug, getCrewPage, inviteChoices, type CrewEvent } from '~/models/crews/crew-page.server'
import { EMAIL_MODES } from '~/models/crews/limits'
import { CrewIdSchema } from '~/models/crews/schema'
import { decodeCursor } from '~/models/feed/query'
import { FEED_LIMITS } from '~/models/feed/limits'
import { isStaff, viewerOf } from '~/models/viewer'
import { cn } from '~/utils/cn'
import { PostCard } from '~/components/feed/post-card'
import { crewAction, type CrewActionAnswer } from './__crew/crew-action.server'
import { ActionAlert, CrewFacts, IntentButton, PeopleList, Section } from '~/components/crews/crew-parts'

/**
 * /groups/{groupId} (SPEC §2 group detail): a crew as far as the viewer may see it
 * (getCrewPage: crewTeaserVisible, visibleCrew, visibleCrewMember, visibleFeedPost,
 * visibleEvent). A private crew shows a non-member only its name, description, size and 'request
 * to join' (when listed, or when they hold an invitation); an unknown id, an unlisted private
 * crew and a crew staff hid answer the same 404. A slug redirects to the id. Members: posts,
 * invitations, the email choice, leaving; leaders reach /groups/{id}/manage. Its action takes
 * every crew form (__crew/crew-action.server.ts). Never cached; a private or hidden crew is not
 * indexed.
 */
export const handle = { i18n: ['crews', 'feed', 'favorites'] }

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }
const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = CrewIdSchema.safeParse(params.groupId)
  if (!id.success) throw notFound()
  const db = getDb(context.cloudflare.env.DB)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  const url = new URL(request.url)
  const rawBefore = url.searchParams.get('before')
  const before = decodeCursor(rawBefore) ? rawBefore : null
  const page = await getCrewPage(db, viewer, id.data, language, { before })
  if (!page) {
    const bySlug = await crewIdForSlug(db, viewer, id.data)
    if (bySlug && bySlug !== id.data) throw redirect(`/groups/${encodeURIComponent(bySlug)}`)
    throw notFound()
  }
  const [i18n, friends] = await Promise.all([
    serverI18n(language),
    page.full && page.me.status === 'active' && user ? inviteChoices(db, user.id, id.data) : Promise.resolve([]),
  ])
  const when = (event: CrewEvent) => ({
    ...event,
    when: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: event.timezone }).format(
      new Date(event.startsAt),
    ),
  })
  return data(
    {
      page: page.full ? { ...page, upcoming: page.upcoming.map(when), past: page.past.map(when) } : page,
      friends,
      before,
      viewer: { signedIn: !!user, staff: isStaff(viewer) },
      meta: {
        title: `${page.crew.name} — ${i18n.t('crews:title')}`,
        description: i18n.t('crews:detail.metaDescription', { name: page.crew.name }),
        canonical: `${url.origin}/groups/${page.crew.id}`,
        noindex: page.crew.visibility !== 'public' || (page.full && page.hidden),
      },
    },
    { headers: PRIVATE },
  )
}

export const action = ({ request, params, context }: ActionFunctionArgs) => crewAction(request, context, params.groupId)

export const meta = pageMeta
export const headers: HeadersFunction = () => PRIVATE

function MembershipPanel() {
  const { page, viewer } = useLoaderData<typeof loader>()
  const { t } = useTranslation('crews')
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const { me, crew } = page
  if (!viewer.signedIn)
    return (
      <Link to={`/auth?redirectTo=${encodeURIComponent(here)}`} className={buttonVariants({ variant: 'default', shape: 'pill' })}>
        {t('membership.signIn')}
      </Link>
    )
  if (me.status === 'banned') return <p className="text-neutral-800 dark:text-neutral-200">{t('membership.banned')}</p>
  if (me.status === 'active')
    return (
      <div className="grid gap-4">
        <p className="text-neutral-800 dark:text-neutral-200">
          {t('membership.youAre', { role: t(`detail.role.${me.role ?? 'member'}`) })}
        </p>
        <div className="flex flex-wrap gap-2">
          {me.leader && (
            <>
              <Link to={`/groups/${crew.id}/manage`} className={buttonVariants({ variant: 'default', size: 'sm', shape: 'pill' })}>
                {t('detail.manage')}
              </Link>
              <Link to={`/groups/${crew.id}/edit`} className={buttonVariants({ variant: 'outline', size: 'sm', shape: 'pill' })}>
                {t('detail.edit')}
              </Link>
            </>
          )}
          {me.role === 'owner' ? (
            <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('membership.ownerLeave')}</p>
          ) : (
            <IntentButton intent="leave" label={t('membership.leave')} variant="outlineDanger" redirectTo="/my-groups" />
          )}
        </div>
        <Form method="post" className="grid gap-2">
          <input type="hidden" name="intent" value="emailMode" />
          <input type="hidden" name="redirectTo" value={here} />
          <fieldset className="grid gap-1">
            <legend className="font-semibold text-neutral-900 dark:text-neutral-100">{t('membership.emailLegend')}</legend>
            {EMAIL_MODES.map((mode) => (
              <label key={mode} className="flex items-center gap-2 text-neutral-800 dark:text-neutral-200">
                <input type="radio" name="emailMode" value={mode} defaultChecked={me.emailMode === mode} className="size-4" />
                {t(`membership.emailMode.${mode}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={cn(buttonVariants({ variant: 'outline', size: 'sm', shape: 'pill' }), 'justify-self-start')}>
            {t('membership.emailSave')}
          </button>
        </Form>
      </div>
    )
  if (me.inviteId)
    return (
      <div className="grid gap-3">
        <p className="text-neutral-800 dark:text-neutral-200">{t('invites.invitedYou')}</p>
        <div className="flex flex-wrap gap-2">
          <IntentButton
            intent="acceptInvite"
            label={t('invites.accept')}
            fields={{ inviteId: me.inviteId }}
            variant="default"
            redirectTo={here}
          />
          <IntentButton intent="declineInvite" label={t('invites.decline')} fields={{ inviteId: me.inviteId }} redirectTo={here} />
        </div>
      </div>
    )
  if (me.status === 'pending')
    return (
      <div className="grid gap-3">
        <p className="text-neutral-800 dark:text-neutral-200">{t('membership.pending')}</p>
        <IntentButton intent="cancel" label={t('membership.cancel')} redirectTo={here} />
      </div>
    )
  return (
    <IntentButton
      intent="join"
      label={crew.visibility === 'public' ? t('membership.join') : t('membership.request')}
      variant="default"
      redirectTo={here}
    />
  )
}

function EventList({ events, empty }: { events: (CrewEvent & { when: string })[]; empty: string }) {
  const { t } = useTranslation('crews')
  if (!events.length) return <p className="text-neutral-700 dark:text-neutral-300">{empty}</p>
  return (
    <ul className="grid gap-3">
      {events.map((event) => (
        <li key={event.id} className="flex flex-col">
          <Link to={`/events/${event.id}`} className={LINK}>
            {event.title}
          </Link>
          <span className="text-sm text-neutral-700 dark:text-neutral-300">
            <time dateTime={event.startsAt}>{event.when}</time>
            {event.place ? ` · ${event.place}` : ''}
            {event.cancelled ? ` · ${t('detail.cancelled')}` : ''}
          </span>
        </li>
      ))}
    </ul>
  )
}

function InviteForm() {
  const { friends } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as CrewActionAnswer | undefined
  const { t } = useTranslation('crews')
  const failed = answer && !answer.ok && answer.field === 'userId' ? answer.message : null
  return (
    <Section id="crew-invite" title={t('invites.title')}>
      {friends.length === 0 ? (
        <p className="text-neutral-700 dark:text-neutral-300">{t('invites.noFriends')}</p>
      ) : (
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="invite" />
          <label className="grid gap-1 text-sm font-medium text-neutral-900 dark:text-neutral-100">
            {t('invites.friendLabel')}
            <select
              name="userId"
              required
              aria-invalid={failed ? true : undefined}
              aria-describedby={failed ? 'crew-invite-error' : undefined}
              className="h-10 rounded-lg border border-neutral-300 bg-white px-3 text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
              defaultValue=""
            >
              <option value="" disabled>
                {t('invites.choose')}
              </option>
              {friends.map((friend) => (
                <option key={friend.id} value={friend.id}>
                  {friend.name ?? t('detail.anonymous')}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={buttonVariants({ variant: 'default', size: 'sm', shape: 'pill' })}>
            {t('invites.submit')}
          </button>
          {failed && (
            <p id="crew-invite-error" className="w-full text-sm text-red-800 dark:text-red-300">
              {failed}
            </p>
          )}
        </Form>
      )}
      <p className="mt-3 text-sm">
        <Link to="/users" className={LINK}>
          {t('invites.directory')}
        </Link>
      </p>
    </Section>
  )
}

function PostForm() {
  const answer = useActionData<typeof action>() as CrewActionAnswer | undefined
  const { t } = useTranslation('crews')
  const failed = answer && !answer.ok && (answer.field === 'content' || answer.field === 'contentWarning') ? answer.message : null
  return (
    <Form method="post" className={cn(PANEL, 'grid gap-3 p-5')} aria-labelledby="crew-new-post">
      <h3 id="crew-new-post" className="font-bold text-neutral-950 dark:text-white">
        {t('detail.newPost')}
      </h3>
      <input type="hidden" name="intent" value="post" />
      <label className="grid gap-1 text-sm font-medium text-neutral-900 dark:text-neutral-100">
        {t('detail.postLabel')}
        <textarea
          name="content"
          required
          maxLength={FEED_LIMITS.postMax}
          rows={3}
          aria-invalid={failed ? true : undefined}
          aria-describedby={failed ? 'crew-post-error' : undefined}
          className="rounded-lg border border-neutral-300 bg-white p-3 text-base text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
        />
      </label>
      <label className="grid gap-1 text-sm font-medium text-neutral-900 dark:text-neutral-100">
        {t('detail.warningLabel')}
        <input
          name="contentWarning"
          maxLength={FEED_LIMITS.contentWarningMax}
          className="h-10 rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
        />
      </label>
      {failed && (
        <p id="crew-post-error" className="text-sm text-red-800 dark:text-red-300">
          {failed}
        </p>
      )}
      <button type="submit" className={cn(buttonVariants({ variant: 'default', size: 'sm', shape: 'pill' }), 'justify-self-start')}>
        {t('detail.postSubmit')}
      </button>
    </Form>
  )
}

export default function CrewPage() {
  const { page, viewer, before } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as CrewActionAnswer | undefined
  const { t } = useTranslation('crews')
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const { crew } = page
  const general = answer && !answer.ok && !answer.field ? answer.message : null
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <Breadcrumbs items={[{ to: '/', label: t('detail.home') }, { to: '/groups', label: t('detail.breadcrumb') }, { label: crew.name }]} />
      <ActionAlert message={general} />
      {page.full && page.hidden && (
        <p className="mt-6 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-400/15 dark:text-amber-100">
          <ShieldAlert aria-hidden className="size-4 shrink-0" />
          {t('detail.staffHidden')}
        </p>
      )}
      <header className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight break-words text-neutral-950 sm:text-4xl dark:text-white">
            <UsersRound aria-hidden className="size-9 shrink-0 text-brand-700 dark:text-violet-300" />
            {crew.name}
          </h1>
          <CrewFacts crew={crew} />
        </div>
        {page.full && (
          <div className="flex flex-wrap items-center gap-2">
            <FavoriteButton type="group" id={crew.id} favorited={page.me.favorited} label={crew.name} variant="pill" />
            {viewer.signedIn && <ReportDialog targetType="group" targetId={crew.id} signedIn redirectTo={here} size="sm" />}
          </div>
        )}
      </header>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid content-start gap-6">
          <Section id="crew-about" title={t('detail.about')}>
            <p className="whitespace-pre-line text-neutral-800 dark:text-neutral-200">{crew.description || t('detail.noDescription')}</p>
            {!page.full && <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">{t('detail.privateTeaser')}</p>}
          </Section>
          {page.full && page.rules.length > 0 && (
            <Section id="crew-rules" title={t('detail.rules')}>
              <ol className="grid list-decimal gap-2 ps-5">
                {page.rules.map((rule) => (
                  <li key={rule.id}>
                    <span className="font-semibold text-neutral-900 dark:text-neutral-100">{rule.title}</span>
                    {rule.body && <p className="text-neutral-700 dark:text-neutral-300">{rule.body}</p>}
                  </li>
                ))}
              </ol>
            </Section>
          )}
          {page.full && (
            <section aria-labelledby="crew-posts" className="grid gap-4">
              <h2 id="crew-posts" className="text-2xl font-bold text-neutral-950 dark:text-white">
                {t('detail.posts')}
              </h2>
              {page.me.status === 'active' && !before && <PostForm />}
              {page.posts.posts.length === 0 ? (
                <p className="text-neutral-700 dark:text-neutral-300">{t('detail.postsEmpty')}</p>
              ) : (
                <ol className="grid gap-4">
                  {page.posts.posts.map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} viewer={viewer} redirectTo={here} headingLevel={3} />
                    </li>
                  ))}
                </ol>
              )}
              <nav aria-label={t('detail.posts')} className="flex flex-wrap justify-between gap-3">
                {before && (
                  <Link to={`/groups/${crew.id}`} className={LINK}>
                    {t('detail.newestPosts')}
                  </Link>
                )}
                {page.posts.next && (
                  <Link
                    to={`/groups/${crew.id}?before=${encodeURIComponent(page.posts.next)}`}
                    className={buttonVariants({ variant: 'outline', shape: 'pill' })}
                    rel="next"
                  >
                    {t('detail.olderPosts')}
                  </Link>
                )}
              </nav>
            </section>
          )}
        </div>
        <aside className="grid content-start gap-6">
          <div className={cn(PANEL, 'p-5')}>
            <MembershipPanel />
          </div>
          {page.full && page.me.status === 'active' && <InviteForm />}
          {page.full && (
            <>
              <Section id="crew-leaders" title={t('detail.leaders')}>
                {page.membersShown ? (
                  <PeopleList people={page.leaders} empty={t('detail.membersEmpty')} />
                ) : (
                  <p className="text-neutral-700 dark:text-neutral-300">{t('detail.membersSignIn')}</p>
                )}
              </Section>
              {page.membersShown && (
                <Section id="crew-members" title={t('detail.members')}>
                  <PeopleList people={page.members} empty={t('detail.membersEmpty')} />
                </Section>
              )}
              <Section id="crew-upcoming" title={t('detail.upcoming')}>
                <EventList events={page.upcoming} empty={t('detail.upcomingEmpty')} />
                {/* the event form offers the crews a member leads (owner, admin): the crew is chosen for them */}
                {page.me.leader && (
                  <Link to={`/events/new?crew=${crew.id}`} className={cn(LINK, 'mt-3 inline-block text-sm font-medium')}>
                    {t('detail.newEvent')}
                  </Link>
                )}
              </Section>
              <Section id="crew-past" title={t('detail.past')}>
                <EventList events={page.past} empty={t('detail.pastEmpty')} />
              </Section>
            </>
          )}
        </aside>
      </div>
    </div>
  )
}

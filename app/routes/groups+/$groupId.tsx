import type { ActionFunctionArgs, HeadersFunction } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { ShieldAlert, UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FavoriteButton } from '~/components/favorites/favorite-button'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { ReportDialog } from '~/components/reports/report-dialog'
import { buttonVariants } from '~/components/ui/button'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import type { CrewEvent } from '~/models/crews/crew-page.server'
import { cn } from '~/utils/cn'
import { PostCard } from '~/components/feed/post-card'
import { crewAction, type CrewActionAnswer } from './__crew/crew-action.server'
import { crewPageLoader, PRIVATE } from './__detail/crew-page.server'
import { InviteSection, PostForm } from './__detail/crew-forms'
import { MembershipPanel } from './__detail/membership-panel'
import { ActionAlert, CrewFacts, PeopleList, Section } from '~/components/crews/crew-parts'

/**
 * /groups/{groupId} (SPEC §2 group detail): a crew as far as the viewer may see it
 * (getCrewPage: crewTeaserVisible, visibleCrew, visibleCrewMember, visibleFeedPost,
 * visibleEvent). A private crew shows a non-member only its name, description, size and 'request
 * to join' (when listed, or when they hold an invitation); an unknown id, an unlisted private
 * crew and a crew staff hid answer the same 404. A slug redirects to the id. Members: posts,
 * invitations, the email choice, leaving; leaders reach /groups/{id}/manage. Its action takes
 * every crew form (__crew/crew-action.server.ts). Never cached; a private or hidden crew is not
 * indexed. Loader: __detail/crew-page.server.ts; the membership panel and the forms beside it.
 */
export const handle = { i18n: ['crews', 'feed', 'favorites'] }

export const loader = crewPageLoader

export const action = ({ request, params, context }: ActionFunctionArgs) => crewAction(request, context, params.groupId)

export const meta = pageMeta
export const headers: HeadersFunction = () => PRIVATE

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
          {page.full && page.me.status === 'active' && !page.hidden && <InviteSection crewId={crew.id} />}
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

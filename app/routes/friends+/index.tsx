import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { CircleAlert, MessageCircle, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/auth/permissions.server'
import { FriendActions } from '~/components/members/friend-actions'
import { MemberCard } from '~/components/members/member-card'
import { Pagination } from '~/components/list-page/pagination'
import { buttonVariants } from '~/components/ui/button'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { FRIEND_REQUESTS_PER_DAY } from '~/models/members/friends-options'
import { listSquad, type FriendRequestEntry } from '~/models/members/friends.server'
import { relativeTime } from '~/utils/relative-time'
import { friendAction, type FriendActionError } from './__squad/friend-action.server'

/**
 * /friends ('Squad', SPEC header user menu): the signed-in member's friends (24 a page, by name),
 * the requests waiting for their answer and those they sent (newest first, capped), each only
 * with members they may see. Its action takes every friend button of the site (FriendActions).
 * Private: members only, never cached, not indexed.
 */
export const handle = { i18n: ['members', 'places'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  const url = new URL(request.url)
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10)
  const language = await getLanguage(request)
  const [squad, i18n] = await Promise.all([
    listSquad(getDb(context.cloudflare.env.DB), user.id, { page: Number.isFinite(page) ? page : 1, language }),
    serverI18n(language),
  ])
  const now = Date.now()
  const withWhen = (entries: FriendRequestEntry[]) =>
    entries.map(({ member, requestId, createdAt }) => ({ member, requestId, when: relativeTime(createdAt, language, now) }))
  return data(
    {
      friends: squad.friends,
      incoming: { entries: withWhen(squad.incoming.entries), total: squad.incoming.total },
      outgoing: { entries: withWhen(squad.outgoing.entries), total: squad.outgoing.total },
      title: `${i18n.t('members:meta.squadTitle')} — ${APP_NAME}`,
    },
    { headers: PRIVATE },
  )
}

export async function action({ request, context }: ActionFunctionArgs) {
  return friendAction(request, context)
}

export const headers: HeadersFunction = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

type RequestItem = { member: Parameters<typeof MemberCard>[0]['member']; requestId: string; when: string }

function RequestList({
  id,
  title,
  empty,
  list,
  direction,
}: {
  id: string
  title: string
  empty: string
  list: { entries: RequestItem[]; total: number }
  direction: 'incoming' | 'outgoing'
}) {
  const { t, i18n } = useTranslation('members')
  const number = new Intl.NumberFormat(i18n.language)
  const more = list.total - list.entries.length
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-neutral-950 dark:text-white">
        {title} <span className="text-base font-semibold text-neutral-600 dark:text-neutral-400">({number.format(list.total)})</span>
      </h2>
      {list.entries.length === 0 ? (
        <p className="mt-3 text-neutral-700 dark:text-neutral-300">{empty}</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.entries.map((entry) => (
            <li key={entry.requestId}>
              <MemberCard member={entry.member}>
                <p className="text-sm text-neutral-600 dark:text-neutral-400">
                  {t(direction === 'incoming' ? 'squad.received' : 'squad.sent', { when: entry.when })}
                </p>
                <FriendActions
                  userId={entry.member.id}
                  state={direction}
                  redirectTo="/friends"
                  signedIn
                  name={entry.member.displayName ?? t('anonymous')}
                />
              </MemberCard>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">
          {t('squad.more', { count: more, formatted: number.format(more) })}
        </p>
      )}
    </section>
  )
}

export default function Squad() {
  const { friends, incoming, outgoing } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const failed = actionData && 'ok' in actionData && !actionData.ok ? (actionData as FriendActionError) : null
  const { t, i18n } = useTranslation('members')
  const location = useLocation()
  const number = new Intl.NumberFormat(i18n.language)
  const here = `/friends${location.search}`

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">
          <span className="grid size-11 place-items-center rounded-2xl bg-brand-50 text-brand-800 dark:bg-violet-400/15 dark:text-violet-200">
            <Users aria-hidden className="size-6" />
          </span>
          {t('squad.title')}
        </h1>
        <p className="mt-3 text-neutral-700 dark:text-neutral-300">{t('squad.lead')}</p>
        <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{t('squad.dailyLimit', { max: FRIEND_REQUESTS_PER_DAY })}</p>
      </header>

      {failed && (
        <p
          role="alert"
          className="mt-6 flex items-center gap-2 rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-300/30 dark:bg-red-950/50 dark:text-red-200"
        >
          <CircleAlert aria-hidden className="size-4 shrink-0" />
          {failed.message}
        </p>
      )}

      <RequestList id="squad-incoming" title={t('squad.incoming')} empty={t('squad.incomingEmpty')} list={incoming} direction="incoming" />
      <RequestList id="squad-outgoing" title={t('squad.outgoing')} empty={t('squad.outgoingEmpty')} list={outgoing} direction="outgoing" />

      <section aria-labelledby="squad-friends" className="mt-10">
        <h2 id="squad-friends" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('squad.friends')}{' '}
          <span className="text-base font-semibold text-neutral-600 dark:text-neutral-400">
            ({t('squad.count', { count: friends.total, formatted: number.format(friends.total) })})
          </span>
        </h2>
        {friends.entries.length === 0 ? (
          <div className="mt-3 flex flex-col items-start gap-3">
            <p className="text-neutral-700 dark:text-neutral-300">{t('squad.friendsEmpty')}</p>
            <Link to="/users" className={buttonVariants({ variant: 'outline' })}>
              {t('squad.findPeople')}
            </Link>
          </div>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {friends.entries.map((member) => (
              <li key={member.id}>
                <MemberCard member={member}>
                  <div className="flex flex-wrap items-center gap-2">
                    <FriendActions
                      userId={member.id}
                      state="friends"
                      redirectTo={here}
                      signedIn
                      name={member.displayName ?? t('anonymous')}
                    />
                    <Link to={`/messages?to=${member.id}`} className={buttonVariants({ variant: 'outline', size: 'sm', shape: 'pill' })}>
                      <MessageCircle aria-hidden className="size-4" />
                      {t('actions.message')}
                      <span className="sr-only">: {member.displayName ?? t('anonymous')}</span>
                    </Link>
                  </div>
                </MemberCard>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={friends.page} pageCount={friends.pageCount} search={location.search} />
      </section>
    </div>
  )
}

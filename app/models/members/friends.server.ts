import { and, count, desc, eq, gt, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { isUniqueViolation } from '~/db/errors'
import { cities, friendRequests, friendships, profiles } from '~/db/schema'
import type { Language } from '~/i18n/config'
import type { NotificationInput } from '~/models/notifications/notifications.server'
import { asMember } from '~/models/viewer'
import { cityShownJoin, memberCardFields, toMemberCard, type MemberCard } from './cards.server'
import {
  FRIEND_REQUEST_WINDOW_MS,
  FRIEND_REQUESTS_PER_DAY,
  FRIENDS_PAGE_SIZE,
  MUTUAL_FRIENDS_SHOWN,
  PENDING_REQUESTS_CAP,
  type FriendState,
} from './friends-options'
import { isFriendOf, visibleProfile } from './visibility.server'

/**
 * Friends ('Squad'): requests, their answers, friendships and the lists (SPEC §1, §2 /friends).
 * Every function takes the acting member's id from the session or the token (never a form).
 *
 * Rules:
 * - A member may ask only someone whose profile they may see (visibleProfile, as a plain member:
 *   active, not blocked either way, as far as its privacy reaches); anyone else, an unknown id
 *   and a blocked member answer `notFound` alike. The request must also be readable by its
 *   recipient: a member whose own profile the other may not see ('friends' or 'nobody') is
 *   told so (`profileHidden`), which says nothing about the other.
 * - Asking someone who already asked you accepts their request. A second request while one is
 *   pending, or to a friend, is a `duplicate`. At most FRIEND_REQUESTS_PER_DAY requests sent in
 *   any 24 hours (counted whatever became of them, so cancelling does not refill the quota).
 * - Only the recipient accepts or declines, only the sender cancels, either friend removes.
 * - The lists show only the members the viewer may see (a member who blocked them, or who hid
 *   their profile since, drops out).
 * - A request notifies its recipient (friend_request → /friends); an acceptance notifies the
 *   sender (friend_accepted → the accepter's profile) when they may see that profile.
 * A block ends the friendship and the pending requests (blocks.server.ts).
 */

/**
 * What the changes that notify need: the database, and the one way to notify
 * (createNotifications of models/notifications, bound to the request's notifier). Passed in,
 * not imported: the token API (a Worker edge) reaches createNotifications through the Remix
 * build (workers/from-build.ts), as the texts it renders with live there.
 */
export type FriendDeps = { db: Db; notify: (inputs: NotificationInput[]) => Promise<unknown> }

export type FriendFailure =
  'self' | 'notFound' | 'duplicate' | 'alreadyFriends' | 'rateLimited' | 'profileHidden' | 'noRequest' | 'notFriends'
export type FriendOutcome = 'requested' | 'accepted' | 'declined' | 'cancelled' | 'removed'
export type FriendResult = { ok: true; outcome: FriendOutcome; userId: string } | { ok: false; code: FriendFailure }

/** The HTTP status of each refusal (pages and API alike). */
export const FRIEND_FAILURE_STATUS: Record<FriendFailure, number> = {
  self: 400,
  notFound: 404,
  duplicate: 409,
  alreadyFriends: 409,
  rateLimited: 429,
  profileHidden: 403,
  noRequest: 404,
  notFriends: 404,
}

const pair = (a: string, b: string) => (a < b ? { userAId: a, userBId: b } : { userAId: b, userBId: a })
const fail = (code: FriendFailure): FriendResult => ({ ok: false, code })

/** SQL over friend_requests: a pending request from `from` to `to`. */
const pendingFrom = (from: string, to: string): SQL =>
  and(eq(friendRequests.fromUserId, from), eq(friendRequests.toUserId, to), eq(friendRequests.status, 'pending'))!

const friendshipOf = (a: string, b: string): SQL => {
  const p = pair(a, b)
  return and(eq(friendships.userAId, p.userAId), eq(friendships.userBId, p.userBId))!
}

/** A member's name as the other may see it (a profile row), for a notification's text. */
function nameText(key: string, name: string | null, values: Record<string, unknown> = {}) {
  return name ? { key, values: { ...values, name } } : { key: `${key}Anonymous`, values }
}

/**
 * Sends a friend request from `fromId` to `toId` (or accepts theirs, when they asked first) and
 * notifies the recipient.
 */
export async function sendFriendRequest(deps: FriendDeps, fromId: string, toId: string, now = Date.now()): Promise<FriendResult> {
  if (fromId === toId) return fail('self')
  const { db } = deps
  const [targetRows, senderRows, friendRows, pendingRows, [sent]] = await db.batch([
    db
      .select({ id: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.userId, toId), visibleProfile(asMember(fromId)))),
    db
      .select({ id: profiles.userId, displayName: profiles.displayName })
      .from(profiles)
      .where(and(eq(profiles.userId, fromId), visibleProfile(asMember(toId)))),
    db.select({ a: friendships.userAId }).from(friendships).where(friendshipOf(fromId, toId)),
    db
      .select({ id: friendRequests.id, fromUserId: friendRequests.fromUserId })
      .from(friendRequests)
      .where(or(pendingFrom(fromId, toId), pendingFrom(toId, fromId))),
    db
      .select({ n: count() })
      .from(friendRequests)
      .where(and(eq(friendRequests.fromUserId, fromId), gt(friendRequests.createdAt, new Date(now - FRIEND_REQUEST_WINDOW_MS)))),
  ])
  if (!targetRows[0]) return fail('notFound')
  if (friendRows[0]) return fail('alreadyFriends')
  const pending = pendingRows[0]
  if (pending && pending.fromUserId === toId) return acceptFriendRequest(deps, fromId, toId, now)
  if (pending) return fail('duplicate')
  if ((sent?.n ?? 0) >= FRIEND_REQUESTS_PER_DAY) return fail('rateLimited')
  const sender = senderRows[0]
  if (!sender) return fail('profileHidden')

  const id = crypto.randomUUID()
  try {
    await db.insert(friendRequests).values({ id, fromUserId: fromId, toUserId: toId, status: 'pending', createdAt: new Date(now) })
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    // the pending pair is unique: a double click (a duplicate), or the other asked at the same
    // moment (their request is accepted, as when they asked first)
    const theirs = await db.select({ id: friendRequests.id }).from(friendRequests).where(pendingFrom(toId, fromId)).get()
    return theirs ? acceptFriendRequest(deps, fromId, toId, now) : fail('duplicate')
  }
  await deps.notify([
    {
      userId: toId,
      kind: 'friend_request',
      title: nameText('members:notifications.friendRequestTitle', sender.displayName),
      content: { key: 'members:notifications.friendRequestBody' },
      actionUrl: '/friends',
      relatedId: id,
      metadata: { fromUserId: fromId },
    },
  ])
  return { ok: true, outcome: 'requested', userId: toId }
}

/** The recipient accepts a pending request from `fromId`: they become friends; the sender is told. */
export async function acceptFriendRequest(deps: FriendDeps, userId: string, fromId: string, now = Date.now()): Promise<FriendResult> {
  if (userId === fromId) return fail('self')
  const { db } = deps
  const request = await db
    .select({ id: friendRequests.id })
    .from(friendRequests)
    .innerJoin(profiles, eq(profiles.userId, friendRequests.fromUserId))
    .where(and(pendingFrom(fromId, userId), visibleProfile(asMember(userId))))
    .get()
  if (!request) return fail('noRequest')
  const p = pair(userId, fromId)
  const [updated] = await db.batch([
    db
      .update(friendRequests)
      .set({ status: 'accepted', respondedAt: new Date(now) })
      .where(and(eq(friendRequests.id, request.id), eq(friendRequests.status, 'pending')))
      .returning({ id: friendRequests.id }),
    // only when the request was still pending (a cancel at the same moment wins)
    db
      .insert(friendships)
      .select(
        sql`SELECT ${p.userAId}, ${p.userBId}, ${now} WHERE EXISTS (SELECT 1 FROM ${friendRequests} WHERE ${friendRequests.id} = ${request.id} AND ${friendRequests.status} = 'accepted')`,
      )
      .onConflictDoNothing(),
  ])
  if (updated.length === 0) return fail('noRequest')
  // the sender learns of it only if they may see the accepter's profile (now as a friend)
  const accepter = await db
    .select({ displayName: profiles.displayName })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), visibleProfile(asMember(fromId))))
    .get()
  if (accepter)
    await deps.notify([
      {
        userId: fromId,
        kind: 'friend_accepted',
        title: nameText('members:notifications.friendAcceptedTitle', accepter.displayName),
        content: { key: 'members:notifications.friendAcceptedBody' },
        actionUrl: `/user/${userId}`,
        relatedId: request.id,
        metadata: { userId },
      },
    ])
  return { ok: true, outcome: 'accepted', userId: fromId }
}

/** The recipient declines a pending request from `fromId` (the sender is not told). */
export async function declineFriendRequest(db: Db, userId: string, fromId: string, now = Date.now()): Promise<FriendResult> {
  if (userId === fromId) return fail('self')
  const rows = await db
    .update(friendRequests)
    .set({ status: 'declined', respondedAt: new Date(now) })
    .where(pendingFrom(fromId, userId))
    .returning({ id: friendRequests.id })
  return rows.length ? { ok: true, outcome: 'declined', userId: fromId } : fail('noRequest')
}

/** The sender withdraws their pending request to `toId`. */
export async function cancelFriendRequest(db: Db, userId: string, toId: string, now = Date.now()): Promise<FriendResult> {
  if (userId === toId) return fail('self')
  const rows = await db
    .update(friendRequests)
    .set({ status: 'cancelled', respondedAt: new Date(now) })
    .where(pendingFrom(userId, toId))
    .returning({ id: friendRequests.id })
  return rows.length ? { ok: true, outcome: 'cancelled', userId: toId } : fail('noRequest')
}

/** Ends the friendship between the member and `otherId` (either may). */
export async function removeFriend(db: Db, userId: string, otherId: string): Promise<FriendResult> {
  if (userId === otherId) return fail('self')
  const rows = await db.delete(friendships).where(friendshipOf(userId, otherId)).returning({ a: friendships.userAId })
  return rows.length ? { ok: true, outcome: 'removed', userId: otherId } : fail('notFriends')
}

// ---------------------------------------------------------------- state and lists

/** SQL: the state between the viewer and the member behind `memberId` (a column), seen from the viewer. */
export function friendStateSql(viewerId: string, memberId: SQL | typeof profiles.userId): SQL<FriendState> {
  return sql<FriendState>`CASE
    WHEN ${memberId} = ${viewerId} THEN 'self'
    WHEN ${isFriendOf(asMember(viewerId), memberId)} THEN 'friends'
    WHEN EXISTS (SELECT 1 FROM ${friendRequests} WHERE ${friendRequests.fromUserId} = ${viewerId} AND ${friendRequests.toUserId} = ${memberId} AND ${friendRequests.status} = 'pending') THEN 'outgoing'
    WHEN EXISTS (SELECT 1 FROM ${friendRequests} WHERE ${friendRequests.fromUserId} = ${memberId} AND ${friendRequests.toUserId} = ${viewerId} AND ${friendRequests.status} = 'pending') THEN 'incoming'
    ELSE 'none' END`
}

export type FriendRequestEntry = { member: MemberCard; requestId: string; createdAt: Date }
export type SquadLists = {
  friends: { entries: MemberCard[]; total: number; page: number; pageCount: number }
  incoming: { entries: FriendRequestEntry[]; total: number }
  outgoing: { entries: FriendRequestEntry[]; total: number }
}

/** The other member of a friendship row, for the member `userId`. */
const otherOf = (userId: string) =>
  sql`CASE WHEN ${friendships.userAId} = ${userId} THEN ${friendships.userBId} ELSE ${friendships.userAId} END`

/**
 * The member's Squad in one batch: a page of friends (by name), and the pending requests each
 * way (newest first, at most PENDING_REQUESTS_CAP), each only with members they may see.
 */
export async function listSquad(db: Db, userId: string, options: { page?: number; language: Language }): Promise<SquadLists> {
  const visible = visibleProfile(asMember(userId))
  const mine = or(eq(friendships.userAId, userId), eq(friendships.userBId, userId))
  const friendJoin = and(eq(profiles.userId, otherOf(userId)), mine)!
  const requested = Math.max(1, Math.floor(options.page ?? 1))
  const card = memberCardFields(options.language)
  const requests = (direction: 'incoming' | 'outgoing') => {
    const mineCol = direction === 'incoming' ? friendRequests.toUserId : friendRequests.fromUserId
    const otherCol = direction === 'incoming' ? friendRequests.fromUserId : friendRequests.toUserId
    const where = and(eq(mineCol, userId), eq(friendRequests.status, 'pending'), visible)
    return [
      db
        .select({ ...card, requestId: friendRequests.id, createdAt: friendRequests.createdAt })
        .from(friendRequests)
        .innerJoin(profiles, eq(profiles.userId, otherCol))
        .leftJoin(cities, cityShownJoin())
        .where(where)
        .orderBy(desc(friendRequests.createdAt))
        .limit(PENDING_REQUESTS_CAP),
      db.select({ n: count() }).from(friendRequests).innerJoin(profiles, eq(profiles.userId, otherCol)).where(where),
    ] as const
  }
  const [inRows, inCount, outRows, outCount, [friendCount]] = await db.batch([
    ...requests('incoming'),
    ...requests('outgoing'),
    db.select({ n: count() }).from(friendships).innerJoin(profiles, friendJoin).where(visible),
  ])
  const total = friendCount?.n ?? 0
  const pageCount = Math.max(1, Math.ceil(total / FRIENDS_PAGE_SIZE))
  const page = Math.min(requested, pageCount)
  const friendRows = await db
    .select(card)
    .from(friendships)
    .innerJoin(profiles, friendJoin)
    .leftJoin(cities, cityShownJoin())
    .where(visible)
    .orderBy(sql`${profiles.displayName} IS NULL`, sql`${profiles.displayName} COLLATE NOCASE`, profiles.userId)
    .limit(FRIENDS_PAGE_SIZE)
    .offset((page - 1) * FRIENDS_PAGE_SIZE)
  const entry = ({ requestId, createdAt, ...row }: (typeof inRows)[number]): FriendRequestEntry => ({
    member: toMemberCard(row),
    requestId,
    createdAt,
  })
  return {
    friends: { entries: friendRows.map(toMemberCard), total, page, pageCount },
    incoming: { entries: inRows.map(entry), total: inCount[0]?.n ?? 0 },
    outgoing: { entries: outRows.map(entry), total: outCount[0]?.n ?? 0 },
  }
}

/**
 * The friends the viewer and the member share, as far as the viewer may see them (by name, at
 * most MUTUAL_FRIENDS_SHOWN) and their number. Call it only once the member's profile passed.
 */
export function mutualFriendsQueries(db: Db, viewerId: string, memberId: string, language: Language) {
  // from the viewer's friendships (an index each way), those whose other member is the member's friend too
  const mine = or(eq(friendships.userAId, viewerId), eq(friendships.userBId, viewerId))
  const join = and(eq(profiles.userId, otherOf(viewerId)), mine)!
  const theirs = sql`EXISTS (SELECT 1 FROM ${friendships} f2 WHERE (f2.user_a_id = ${memberId} AND f2.user_b_id = ${profiles.userId}) OR (f2.user_b_id = ${memberId} AND f2.user_a_id = ${profiles.userId}))`
  const where = and(theirs, visibleProfile(asMember(viewerId)), sql`${profiles.userId} <> ${memberId}`)
  return [
    db
      .select(memberCardFields(language))
      .from(friendships)
      .innerJoin(profiles, join)
      .leftJoin(cities, cityShownJoin())
      .where(where)
      .orderBy(sql`${profiles.displayName} COLLATE NOCASE`)
      .limit(MUTUAL_FRIENDS_SHOWN),
    db.select({ n: count() }).from(friendships).innerJoin(profiles, join).where(where),
  ] as const
}

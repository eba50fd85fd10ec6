import { and, desc, eq, lt, sql } from 'drizzle-orm'
import { getDb, type Db } from '~/db/client'
import { runSqlBatch } from '~/db/sql-batch'
import { accounts, blocks, conversationParticipants, conversations, profiles, type MessageType } from '~/db/schema'
import { isFriendOf, visibleProfile } from '~/models/members/visibility.server'
import { asMember, type Viewer } from '~/models/viewer'
import { checkRateLimit, refundRateLimit } from '~/models/site/rate-limits.server'
import { sha256Hex } from '~/utils/crypto'
import { MESSAGING_LIMITS as L } from './limits'
import { conversationRoom } from './room.server'
import type { SystemEvent } from './realtime'
import { conversationAccess, conversationReadOnly, conversationShown, type ConversationAccess } from './visibility.server'

/**
 * Conversations as lists and pages need them, and how they start and change (decision 037).
 * Every read goes through the rule in visibility.server.ts; the messages themselves live in each
 * conversation's room (party/conversation.ts), which D1 only mirrors for lists (last message,
 * unread counts). Group changes are told to the room (`announce`, `refresh`) after D1 changed.
 */

type DbEnv = { DB: D1Database }
type RoomEnv = DbEnv & { Conversation: Env['Conversation'] }

export type ConversationMember = { userId: string; displayName: string | null; avatarUrl: string | null; showOnlineStatus: boolean }

export type ConversationListItem = {
  id: string
  isDirect: boolean
  title: string | null
  /** The other participants (at most OTHERS_SHOWN, in the order they joined); names only as the profile rule allows. */
  others: ConversationMember[]
  /** Participants, the viewer included. */
  participantCount: number
  lastMessageAt: Date | null
  lastMessagePreview: string | null
  lastMessageSenderId: string | null
  lastMessageType: MessageType | null
  unreadCount: number
  readOnly: boolean
  muted: boolean
}

/** Others named per list row (a group of 200 shows its title and the first few). */
const OTHERS_SHOWN = 5

/** The list's order and cursor: the last message's time, or the creation's for a conversation without one. */
const sortKey = sql<number>`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`

/**
 * The viewer's conversations, newest first, a page of MESSAGING_LIMITS.listPage; `before` is the
 * previous page's `nextBefore` (a time in ms).
 */
export async function listConversations(
  db: Db,
  viewer: Viewer,
  { before, limit = L.listPage }: { before?: number | null; limit?: number } = {},
): Promise<{ items: ConversationListItem[]; nextBefore: number | null }> {
  if (!viewer) return { items: [], nextBefore: null }
  const size = Math.min(Math.max(1, Math.trunc(limit) || L.listPage), L.listPage)
  const rows = await db
    .select({
      id: conversations.id,
      isDirect: conversations.isDirect,
      title: conversations.title,
      lastMessageAt: conversations.lastMessageAt,
      lastMessagePreview: conversations.lastMessagePreview,
      lastMessageSenderId: conversations.lastMessageSenderId,
      lastMessageType: conversations.lastMessageType,
      unreadCount: conversationParticipants.unreadCount,
      muted: conversationParticipants.muted,
      readOnly: sql<number>`${conversationReadOnly()}`,
      sortKey,
    })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(
      and(
        eq(conversationParticipants.userId, viewer.id),
        conversationShown(viewer),
        before != null && Number.isFinite(before) ? lt(sortKey, before) : undefined,
      ),
    )
    .orderBy(desc(sortKey), desc(conversations.id))
    .limit(size + 1)
    .all()
  const page = rows.slice(0, size)
  const members = await membersOf(
    db,
    viewer,
    page.map((r) => r.id),
  )
  return {
    items: page.map((r) => {
      const all = members.get(r.id) ?? []
      return {
        id: r.id,
        isDirect: r.isDirect,
        title: r.title,
        others: all.filter((p) => p.userId !== viewer.id).slice(0, OTHERS_SHOWN),
        participantCount: all.length,
        lastMessageAt: r.lastMessageAt,
        lastMessagePreview: r.lastMessagePreview,
        lastMessageSenderId: r.lastMessageSenderId,
        lastMessageType: r.lastMessageType,
        unreadCount: r.unreadCount,
        readOnly: !!r.readOnly,
        muted: r.muted,
      }
    }),
    nextBefore: rows.length > size ? Number(page[page.length - 1]!.sortKey) : null,
  }
}

/**
 * The participants of some conversations with what the viewer may see of them: names, avatars
 * and the online-status choice only of a profile visible to the viewer (visibleProfile).
 */
async function membersOf(db: Db, viewer: NonNullable<Viewer>, ids: string[]): Promise<Map<string, ConversationMember[]>> {
  const out = new Map<string, ConversationMember[]>()
  if (ids.length === 0) return out
  const rows = await db
    .select({
      conversationId: conversationParticipants.conversationId,
      userId: conversationParticipants.userId,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      showOnlineStatus: profiles.showOnlineStatus,
    })
    .from(conversationParticipants)
    .leftJoin(profiles, and(eq(profiles.userId, conversationParticipants.userId), visibleProfile(viewer)))
    .where(sql`${conversationParticipants.conversationId} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`)
    .orderBy(conversationParticipants.joinedAt, conversationParticipants.userId)
    .all()
  for (const r of rows) {
    const list = out.get(r.conversationId) ?? []
    list.push({ userId: r.userId, displayName: r.displayName, avatarUrl: r.avatarUrl, showOnlineStatus: r.showOnlineStatus ?? false })
    out.set(r.conversationId, list)
  }
  return out
}

/** How many of the member's conversations have unread messages (the header's badge, the Inbox room). */
export async function unreadConversationCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(conversationParticipants)
    .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
    .where(
      and(
        eq(conversationParticipants.userId, userId),
        sql`${conversationParticipants.unreadCount} > 0`,
        conversationShown(asMember(userId)),
      ),
    )
    .get()
  return Number(row?.n ?? 0)
}

export type ConversationHeader = ConversationAccess & {
  /** The other participants, named as the profile rule allows. */
  others: ConversationMember[]
  /** The viewer's own place in it. */
  lastReadSeq: number
  unreadCount: number
  muted: boolean
}

/** What the open conversation's page shows above the messages, or null when the viewer may not see it. */
export async function getConversationHeader(db: Db, viewer: Viewer, id: string): Promise<ConversationHeader | null> {
  if (!viewer || !id || id.length > 64) return null
  const access = await conversationAccess(db, id, viewer)
  if (!access) return null
  const [members, own] = await Promise.all([
    membersOf(db, viewer, [id]),
    db
      .select({
        lastReadSeq: conversationParticipants.lastReadSeq,
        unreadCount: conversationParticipants.unreadCount,
        muted: conversationParticipants.muted,
      })
      .from(conversationParticipants)
      .where(and(eq(conversationParticipants.conversationId, id), eq(conversationParticipants.userId, viewer.id)))
      .get(),
  ])
  return {
    ...access,
    others: (members.get(id) ?? []).filter((p) => p.userId !== viewer.id),
    lastReadSeq: own?.lastReadSeq ?? 0,
    unreadCount: own?.unreadCount ?? 0,
    muted: own?.muted ?? false,
  }
}

// ---------------------------------------------------------------- starting a direct conversation

export type StartDirectResult =
  | { ok: true; conversationId: string; created: boolean }
  | { ok: false; code: 'self' | 'notFound' | 'blocked' | 'friendsOnly' | 'rateLimited'; retryAfter?: number }

/** The get-or-create key of a direct conversation: the two ids sorted, joined with ':'. */
export const directKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`)

const startLimitKey = (userId: string) => `message-start:user:${userId}`
const HOUR = 3_600_000

/**
 * get_or_create_direct_conversation: the one conversation between the viewer and `otherUserId`.
 * Refused for oneself; for a member who is not an active member the viewer may see, or who
 * blocked the viewer (notFound: the same answer as an unknown id, as their profile gives); for a
 * member the viewer blocked (blocked); for a member who takes messages from friends only when the
 * two are not friends (friendsOnly) unless a conversation between them exists already; and past
 * MESSAGING_LIMITS.startsPerHour new conversations (rateLimited). Two members pressing "Message"
 * at once get the same conversation: the insert is keyed by direct_key (ON CONFLICT DO NOTHING)
 * and the participants are written from that row in the same batch.
 */
type DirectRefusal = Extract<StartDirectResult, { ok: false }>
export type DirectCheck = { ok: true; existing: string | null } | DirectRefusal

/**
 * May the viewer message this member, and is there a conversation already? Reads only: the
 * "Message" links (`/messages?to=`, a GET) ask this and create nothing; the first message does.
 */
export async function checkDirect(env: DbEnv, viewer: Viewer, otherUserId: string): Promise<DirectCheck> {
  if (!viewer) return { ok: false, code: 'notFound' }
  if (otherUserId === viewer.id) return { ok: false, code: 'self' }
  if (!otherUserId || otherUserId.length > 64) return { ok: false, code: 'notFound' }
  const db = getDb(env.DB)
  const key = directKey(viewer.id, otherUserId)
  const [target, blockRows, existing] = await db.batch([
    db
      .select({
        active: sql<number>`${accounts.status} = 'active'`,
        visible: sql<number>`${profiles.userId} IS NOT NULL AND ${visibleProfile(viewer)}`,
        allowFrom: profiles.allowMessagesFrom,
        friends: sql<number>`${isFriendOf(viewer, accounts.id)}`,
      })
      .from(accounts)
      .leftJoin(profiles, eq(profiles.userId, accounts.id))
      .where(eq(accounts.id, otherUserId)),
    db
      .select({ blockerId: blocks.blockerId })
      .from(blocks)
      .where(
        sql`(${blocks.blockerId} = ${viewer.id} AND ${blocks.blockedId} = ${otherUserId}) OR (${blocks.blockerId} = ${otherUserId} AND ${blocks.blockedId} = ${viewer.id})`,
      ),
    db.select({ id: conversations.id }).from(conversations).where(eq(conversations.directKey, key)),
  ])
  const other = target[0]
  if (!other?.active) return { ok: false, code: 'notFound' }
  if (blockRows.some((b) => b.blockerId === otherUserId)) return { ok: false, code: 'notFound' }
  if (blockRows.length > 0) return { ok: false, code: 'blocked' }
  if (existing[0]) return { ok: true, existing: existing[0].id }
  if (!other.visible) return { ok: false, code: 'notFound' }
  if (other.allowFrom === 'friends' && !other.friends) return { ok: false, code: 'friendsOnly' }
  return { ok: true, existing: null }
}

export async function startDirect(env: DbEnv, viewer: Viewer, otherUserId: string): Promise<StartDirectResult> {
  const check = await checkDirect(env, viewer, otherUserId)
  if (!check.ok) return check
  if (check.existing) return { ok: true, conversationId: check.existing, created: false }
  if (!viewer) return { ok: false, code: 'notFound' }
  const db = getDb(env.DB)
  const key = directKey(viewer.id, otherUserId)

  const limit = await checkRateLimit(db, startLimitKey(viewer.id), L.startsPerHour, HOUR)
  if (!limit.allowed) return { ok: false, code: 'rateLimited', retryAfter: limit.retryAfter }

  const now = Date.now()
  const participant = (userId: string) =>
    sql`INSERT INTO ${conversationParticipants} (conversation_id, user_id, joined_at) SELECT id, ${userId}, ${now} FROM ${conversations} WHERE direct_key = ${key} ON CONFLICT DO NOTHING`
  // one transaction: the conversation (or nothing, when the other's request made it), both participants from that row, the row
  const [inserted, , , row] = await runSqlBatch(db, [
    sql`INSERT INTO ${conversations} (id, is_direct, direct_key, created_by, created_at, updated_at)
      VALUES (${crypto.randomUUID()}, 1, ${key}, ${viewer.id}, ${now}, ${now}) ON CONFLICT (direct_key) DO NOTHING`,
    participant(viewer.id),
    participant(otherUserId),
    sql`SELECT id FROM ${conversations} WHERE direct_key = ${key}`,
  ])
  const created = (inserted!.meta.changes ?? 0) > 0
  // the other member's request made it first: not a new conversation for this member's limit
  if (!created) await refundRateLimit(db, startLimitKey(viewer.id))
  return { ok: true, conversationId: (row!.results[0] as { id: string }).id, created }
}

// ---------------------------------------------------------------- groups

export type GroupRefusal = 'notFound' | 'notGroup' | 'notFriends' | 'tooMany' | 'readOnly' | 'rateLimited'
export type GroupResult = { ok: true; conversationId: string; created?: boolean } | { ok: false; code: GroupRefusal; retryAfter?: number }

/**
 * Of `memberIds`, those who are not the adder's friends, active and unblocked either way: the
 * ones a group may not take. One statement (json_each: D1 binds at most 100 values).
 */
async function notAddable(db: Db, adderId: string, memberIds: string[]): Promise<string[]> {
  const adder = asMember(adderId)
  const rows = await db.all<{ id: string }>(sql`
    SELECT j.value AS id FROM json_each(${JSON.stringify(memberIds)}) j
    WHERE j.value = ${adderId}
      OR NOT EXISTS (SELECT 1 FROM ${accounts} a WHERE a.id = j.value AND a.status = 'active')
      OR NOT ${isFriendOf(adder, sql`j.value`)}
      OR EXISTS (SELECT 1 FROM ${blocks} b WHERE (b.blocker_id = ${adderId} AND b.blocked_id = j.value) OR (b.blocker_id = j.value AND b.blocked_id = ${adderId}))`)
  return rows.map((r) => r.id)
}

/** Tells the room what changed in D1 (a system message, then a refresh). A room that fails leaves D1 as it is: it reads it on its next wake. */
async function tellRoom(env: RoomEnv, conversationId: string, event: SystemEvent | null) {
  try {
    const room = await conversationRoom(env, conversationId)
    if (event) await room.announce(event)
    await room.refresh()
  } catch (error) {
    console.error('conversation room not told', conversationId, error)
  }
}

/** A group conversation's id for a member's request id: the same request twice is the same group. */
async function groupId(viewerId: string, requestId: string | undefined) {
  if (!requestId) return crypto.randomUUID()
  const hex = await sha256Hex(`group:${viewerId}:${requestId}`)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/**
 * A new group conversation with a title and some of the viewer's friends (2 to
 * groupMaxParticipants - 1 of them, unblocked, active). Input as CreateGroupSchema parsed it.
 */
export async function createGroup(
  env: RoomEnv,
  viewer: Viewer,
  input: { title: string; memberIds: string[]; requestId?: string },
): Promise<GroupResult> {
  if (!viewer) return { ok: false, code: 'notFound' }
  const title = input.title.trim()
  const memberIds = [...new Set(input.memberIds)].filter((id) => id !== viewer.id)
  if (!title || title.length > L.titleMaxLength || memberIds.length < 2) return { ok: false, code: 'notFriends' }
  if (memberIds.length + 1 > L.groupMaxParticipants) return { ok: false, code: 'tooMany' }
  const db = getDb(env.DB)
  if ((await notAddable(db, viewer.id, memberIds)).length > 0) return { ok: false, code: 'notFriends' }

  const id = await groupId(viewer.id, input.requestId)
  const again = await db.select({ createdBy: conversations.createdBy }).from(conversations).where(eq(conversations.id, id)).get()
  if (again) return again.createdBy === viewer.id ? { ok: true, conversationId: id, created: false } : { ok: false, code: 'notFound' }

  const limit = await checkRateLimit(db, startLimitKey(viewer.id), L.startsPerHour, HOUR)
  if (!limit.allowed) return { ok: false, code: 'rateLimited', retryAfter: limit.retryAfter }

  const now = Date.now()
  const ids = JSON.stringify([viewer.id, ...memberIds])
  const [inserted] = await runSqlBatch(db, [
    sql`INSERT INTO ${conversations} (id, title, is_direct, created_by, created_at, updated_at)
      VALUES (${id}, ${title}, 0, ${viewer.id}, ${now}, ${now}) ON CONFLICT DO NOTHING`,
    // only for the conversation this request made (its creation time): a repeat adds nobody back
    sql`INSERT INTO ${conversationParticipants} (conversation_id, user_id, joined_at)
      SELECT ${id}, j.value, ${now} FROM json_each(${ids}) j
      WHERE (SELECT created_at FROM ${conversations} WHERE id = ${id}) = ${now}
      ON CONFLICT DO NOTHING`,
  ])
  if (!inserted!.meta.changes) {
    await refundRateLimit(db, startLimitKey(viewer.id))
    return { ok: true, conversationId: id, created: false }
  }
  await tellRoom(env, id, { kind: 'created', actorId: viewer.id, userIds: memberIds, title })
  return { ok: true, conversationId: id, created: true }
}

/** The group the viewer takes part in, or why not. */
async function ownGroup(db: Db, viewer: Viewer, conversationId: string): Promise<ConversationAccess | GroupRefusal> {
  const access = viewer && conversationId.length <= 64 ? await conversationAccess(db, conversationId, viewer) : null
  if (!access) return 'notFound'
  if (access.isDirect) return 'notGroup'
  return access
}

/** A participant renames a group (title as RenameGroupSchema parsed it). */
export async function renameGroup(env: RoomEnv, viewer: Viewer, conversationId: string, input: { title: string }): Promise<GroupResult> {
  const db = getDb(env.DB)
  const group = await ownGroup(db, viewer, conversationId)
  if (typeof group === 'string') return { ok: false, code: group }
  const title = input.title.trim()
  if (!title || title.length > L.titleMaxLength) return { ok: false, code: 'notGroup' }
  if (title === group.title) return { ok: true, conversationId }
  await db.update(conversations).set({ title, updatedAt: new Date() }).where(eq(conversations.id, conversationId))
  await tellRoom(env, conversationId, { kind: 'renamed', actorId: viewer!.id, userIds: [], title })
  return { ok: true, conversationId }
}

/**
 * A participant adds some of their friends (unblocked, active) to a group, up to
 * groupMaxParticipants in all; those already in it are skipped.
 */
export async function addToGroup(
  env: RoomEnv,
  viewer: Viewer,
  conversationId: string,
  input: { memberIds: string[] },
): Promise<GroupResult> {
  const db = getDb(env.DB)
  const group = await ownGroup(db, viewer, conversationId)
  if (typeof group === 'string') return { ok: false, code: group }
  const present = new Set(group.participants.map((p) => p.userId))
  const fresh = [...new Set(input.memberIds)].filter((id) => !present.has(id))
  if (fresh.length === 0) return { ok: true, conversationId }
  if ((await notAddable(db, viewer!.id, fresh)).length > 0) return { ok: false, code: 'notFriends' }
  const now = Date.now()
  // the bound is checked by the insert itself, so two additions at once cannot pass it together
  const added = await db.all<{ userId: string }>(sql`INSERT INTO ${conversationParticipants} (conversation_id, user_id, joined_at)
    SELECT ${conversationId}, j.value, ${now} FROM json_each(${JSON.stringify(fresh)}) j
    WHERE (SELECT count(*) FROM ${conversationParticipants} WHERE conversation_id = ${conversationId}) + ${fresh.length} <= ${L.groupMaxParticipants}
    ON CONFLICT DO NOTHING
    RETURNING user_id AS userId`)
  if (added.length === 0) return { ok: false, code: 'tooMany' }
  await db
    .update(conversations)
    .set({ updatedAt: new Date(now) })
    .where(eq(conversations.id, conversationId))
  await tellRoom(env, conversationId, { kind: 'added', actorId: viewer!.id, userIds: added.map((a) => a.userId), title: null })
  return { ok: true, conversationId }
}

/** The viewer leaves a group: no longer a participant, their sockets to it are closed by the room. */
export async function leaveGroup(env: RoomEnv, viewer: Viewer, conversationId: string): Promise<GroupResult> {
  const db = getDb(env.DB)
  const group = await ownGroup(db, viewer, conversationId)
  if (typeof group === 'string') return { ok: false, code: group }
  await db
    .delete(conversationParticipants)
    .where(and(eq(conversationParticipants.conversationId, conversationId), eq(conversationParticipants.userId, viewer!.id)))
  await tellRoom(env, conversationId, { kind: 'left', actorId: viewer!.id, userIds: [], title: null })
  return { ok: true, conversationId }
}

// ---------------------------------------------------------------- blocks and account deletion

/**
 * After a block or unblock between two members: their direct conversation's room (if they have
 * one) reads D1 again, so it turns read-only (or writable) and closes the blocked side's sockets.
 * Called by the block actions (members' module knows nothing of messaging).
 */
export async function refreshDirectRoom(env: RoomEnv, a: string, b: string) {
  const db = getDb(env.DB)
  const row = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.directKey, directKey(a, b)))
    .get()
  if (row) await tellRoom(env, row.id, null)
}

/** How many rooms are scrubbed at once when an account is deleted. */
const SCRUB_CONCURRENCY = 4

/**
 * Before an account's rows go: every conversation it took part in forgets its messages' text and
 * photos (the room's scrubMember), and the photos it sent leave R2. Throws when a room could not
 * be scrubbed, so the account is not deleted with its messages still readable.
 */
export async function scrubMemberMessages(env: RoomEnv & { MEDIA: R2Bucket }, userId: string) {
  const db = getDb(env.DB)
  const rows = await db
    .select({ id: conversationParticipants.conversationId })
    .from(conversationParticipants)
    .where(eq(conversationParticipants.userId, userId))
    .all()
  const queue = rows.map((r) => r.id)
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const room = await conversationRoom(env, id)
      await room.scrubMember(userId)
      await deleteSentPhotos(env.MEDIA, id, userId)
    }
  }
  await Promise.all(Array.from({ length: Math.min(SCRUB_CONCURRENCY, queue.length) }, worker))
}

/** The member's photos in a conversation (R2 `messages/{conversationId}/…` with their uploader metadata). */
async function deleteSentPhotos(bucket: R2Bucket, conversationId: string, userId: string) {
  let cursor: string | undefined
  do {
    // `include` is R2's, missing from this workers-types version
    const listed = await bucket.list({ prefix: `messages/${conversationId}/`, cursor, include: ['customMetadata'] } as R2ListOptions)
    const own = listed.objects.filter((o) => o.customMetadata?.uploader === userId).map((o) => o.key)
    if (own.length) await bucket.delete(own)
    cursor = listed.truncated ? listed.cursor : undefined
  } while (cursor)
}

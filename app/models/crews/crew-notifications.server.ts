import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { accounts, blocks, groupMembers, groupNotifications, type GroupNotification, type GroupNotificationType } from '~/db/schema'
import type { Notifier } from '~/models/notifications/notifications.server'

/**
 * Group notifications (SPEC §3 group_notifications, §4 'Group notification', §7): the one way a
 * crew tells its members something. Every crew feature (posts, events, join requests, invites,
 * mentions) calls createGroupNotifications; nothing else writes group_notifications.
 *
 * - A notification goes only to an active account, never to the member who triggered it, and
 *   never between two members when either blocked the other.
 * - Reading and marking read are the notification panel's (~/models/notifications/panel.server).
 */

export type GroupNotificationInput = {
  userId: string
  groupId: string
  type: GroupNotificationType
  /** Who caused it; null for the system. */
  triggeredBy: string | null
  /** The post, event or invite concerned. */
  relatedId?: string | number | null
}

// D1 binds at most 100 values a statement: 10 rows of 8 columns
const ROWS_PER_INSERT = 10

/** Stores the group notifications the rules allow; answers the rows stored. */
export async function createGroupNotifications(
  notifier: Notifier,
  inputs: readonly GroupNotificationInput[],
): Promise<GroupNotification[]> {
  const { db } = notifier
  if (inputs.length === 0) return []
  const userIds = [...new Set(inputs.map((input) => input.userId))]
  const active = new Set<string>()
  for (let start = 0; start < userIds.length; start += 90) {
    const rows = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(inArray(accounts.id, userIds.slice(start, start + 90)), eq(accounts.status, 'active')))
    for (const row of rows) active.add(row.id)
  }
  const blocked = await blockedPairs(notifier, inputs)
  const now = new Date()
  const rows: GroupNotification[] = inputs
    .filter((input) => active.has(input.userId) && input.userId !== input.triggeredBy)
    .filter((input) => !input.triggeredBy || !blocked.has(`${input.userId}:${input.triggeredBy}`))
    .map((input) => ({
      id: crypto.randomUUID(),
      userId: input.userId,
      groupId: input.groupId,
      triggeredByUserId: input.triggeredBy,
      notificationType: input.type,
      relatedId: input.relatedId == null ? null : String(input.relatedId),
      readAt: null,
      emailStatus: null,
      createdAt: now,
    }))
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await db.insert(groupNotifications).values(rows.slice(start, start + ROWS_PER_INSERT))
  return rows
}

/** `recipient:actor` for every pair among the inputs where either blocked the other. */
async function blockedPairs(notifier: Notifier, inputs: readonly GroupNotificationInput[]): Promise<Set<string>> {
  const actors = [...new Set(inputs.flatMap((input) => (input.triggeredBy ? [input.triggeredBy] : [])))]
  const pairs = new Set<string>()
  for (const actor of actors) {
    const rows = await notifier.db
      .select({ blocker: blocks.blockerId, blocked: blocks.blockedId })
      .from(blocks)
      .where(sql`${blocks.blockerId} = ${actor} OR ${blocks.blockedId} = ${actor}`)
    for (const row of rows) pairs.add(row.blocker === actor ? `${row.blocked}:${actor}` : `${row.blocker}:${actor}`)
  }
  return pairs
}

/** The active members of a crew, but `except` (the member who caused the notification). */
export async function activeCrewMemberIds(notifier: Notifier, groupId: string, except?: string | null): Promise<string[]> {
  const rows = await notifier.db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, 'active'), except ? ne(groupMembers.userId, except) : undefined))
  return rows.map((row) => row.userId)
}

/** The crew's leaders (SPEC "crew leaders": its owner and admins), who answer join requests. */
export async function crewLeaderIds(notifier: Notifier, groupId: string): Promise<string[]> {
  const rows = await notifier.db
    .select({ userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.status, 'active'), inArray(groupMembers.role, ['owner', 'admin'])))
  return rows.map((row) => row.userId)
}

import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { accounts, blocks, groupMembers, groupNotifications, type GroupNotification, type GroupNotificationType } from '~/db/schema'
import type { Notifier } from '~/models/notifications/notifications.server'
import { deliverGroupNotifications, planGroupEmails } from './crew-emails.server'
import { leadsCrew } from './visibility.server'

/**
 * Group notifications (SPEC §3 group_notifications, §4 'Group notification', §7): the one way a
 * crew tells its members something. Every crew feature (posts, events, join requests, invites,
 * mentions) calls createGroupNotifications; nothing else writes group_notifications.
 *
 * - A notification goes only to an active account, never to the member who triggered it, and
 *   never between two members when either blocked the other.
 * - A stored row is pushed to its member's open tabs (toast and badge) and emailed as their mode
 *   for the crew says: each one, a daily digest, or none (crew-emails.server.ts, decision 029).
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

// D1 binds at most 100 values a statement: 10 rows of 9 columns
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
  if (rows.length === 0) return rows
  // each row's email, by its member's mode for the crew (decision 029)
  const plan = await planGroupEmails(notifier, rows)
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await db.insert(groupNotifications).values(rows.slice(start, start + ROWS_PER_INSERT))
  // toasts in the members' open tabs and the 'each' emails; failures swallowed
  await deliverGroupNotifications(notifier, rows, plan)
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

/**
 * Tells every active member of a crew but the one who caused it (a new post, a new event): one
 * group notification each, by createGroupNotifications' rules.
 */
export async function notifyCrewMembers(
  notifier: Notifier,
  input: { groupId: string; type: GroupNotificationType; triggeredBy: string | null; relatedId?: string | number | null },
): Promise<GroupNotification[]> {
  const members = await activeCrewMemberIds(notifier, input.groupId, input.triggeredBy)
  return createGroupNotifications(
    notifier,
    members.map((userId) => ({
      userId,
      groupId: input.groupId,
      type: input.type,
      triggeredBy: input.triggeredBy,
      relatedId: input.relatedId,
    })),
  )
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
    .where(and(eq(groupMembers.groupId, groupId), leadsCrew()))
  return rows.map((row) => row.userId)
}

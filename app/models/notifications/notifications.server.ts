import { and, desc, eq, inArray, lt } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { unreadCountQueries, unreadTotal } from './unread.server'
import { accounts, notifications, profiles, type NotificationRow } from '~/db/schema'
import { isLanguage, type Language } from '~/i18n/config'
import { serverI18n } from '~/i18n/i18next.server'
import { notificationPreferences } from '~/models/members/settings-options'
import type { EmailMessage } from '~/models/mail/messages'
import type { InboxNotification } from '~/models/messaging/realtime'
import { NOTIFICATION_KINDS, NOTIFICATION_LIMITS, isNotificationKind, type NotificationKind } from './kinds'

/**
 * Member notifications (SPEC §3 notifications, §4, §7 'Notifications'): the one way any feature
 * tells a member something (the spec's create_notification), their list, and marking them read.
 *
 * createNotifications keeps every rule in one place:
 * - a notification goes only to an active account, and only when the member's preference for
 *   its kind allows it in the app (settings 'Notifications'; kinds.ts maps kinds to preferences);
 * - a text may be a translation key, rendered in the recipient's own language, and kept with
 *   the row (metadata.text) so a page reads it again in the reader's language of the moment
 *   (a member who switches to German reads their notifications in German: toInboxNotification);
 * - the row is stored first, then pushed to the member's Inbox room (party/inbox.ts), which
 *   sends it to their open tabs at once (a toast and a higher unread badge). A failed push is
 *   swallowed (SPEC §8 'notification errors are swallowed'): the row is there for the panel.
 * A member reads, and marks read, only their own notifications: every query here is by user id.
 */

/** A text as given by the caller: final, or a key (with values) of the recipient's language. */
export type NotificationText = string | { key: string; values?: Record<string, unknown> }

export type NotificationInput = {
  userId: string
  kind: NotificationKind
  title: NotificationText
  content?: NotificationText | null
  actionUrl?: string | null
  /** Id of the row concerned (post, event, friend request…) as text. */
  relatedId?: string | number | null
  /** Extra facts for the panel (who did it, …). `kind` is added. */
  metadata?: Record<string, unknown>
}

/** The Inbox rooms' namespace (Env.Inbox); absent in tools that only write rows. */
export type InboxNamespace = Env['Inbox']

/**
 * How a notification reaches the member's open tabs: the Inbox rooms, and the request's
 * waitUntil so the push does not delay the answer (without it, the push is awaited). Empty in
 * tools and tests that only store rows.
 */
export type Realtime = {
  inbox?: InboxNamespace | null
  waitUntil?: (promise: Promise<unknown>) => void
  /**
   * The EMAILS queue and the site's origin (its links), for the crews' emails
   * (createGroupNotifications); absent in tools that only store rows.
   */
  emails?: { queue: Queue<EmailMessage>; origin: string } | null
}

/** What creating a notification needs: the database and the way to the member's tabs. */
export type Notifier = { db: Db } & Realtime

type CloudflareContext = { cloudflare: { env: Env; ctx: { waitUntil(p: Promise<unknown>): void } } }

/** The realtime side of a Remix loader or action (context.cloudflare). */
export function realtimeOf(context: CloudflareContext): Realtime {
  const { env, ctx } = context.cloudflare
  return {
    inbox: env.Inbox,
    waitUntil: (promise) => ctx.waitUntil(promise),
    emails: env.EMAILS ? { queue: env.EMAILS, origin: env.APP_ORIGIN } : null,
  }
}

/** The notifier of a Remix loader or action. */
export function notifierOf(context: CloudflareContext, db: Db): Notifier {
  return { db, ...realtimeOf(context) }
}

// D1 binds at most 100 values a statement: 10 rows of 9 columns
const ROWS_PER_INSERT = 10

/**
 * Creates notifications (the spec's create_notification), each for its member as far as their
 * preferences allow, and pushes them to the members' open tabs. Answers the rows stored.
 */
export async function createNotifications(notifier: Notifier, inputs: readonly NotificationInput[]): Promise<NotificationRow[]> {
  if (inputs.length === 0) return []
  const { db } = notifier
  const userIds = [...new Set(inputs.map((input) => input.userId))]
  const recipients = new Map<string, { language: Language; settings: unknown }>()
  for (let start = 0; start < userIds.length; start += 90) {
    const rows = await db
      .select({ userId: accounts.id, language: profiles.language, settings: profiles.notificationSettings })
      .from(accounts)
      .leftJoin(profiles, eq(profiles.userId, accounts.id))
      .where(and(inArray(accounts.id, userIds.slice(start, start + 90)), eq(accounts.status, 'active')))
    for (const row of rows)
      recipients.set(row.userId, { language: row.language && isLanguage(row.language) ? row.language : 'en', settings: row.settings })
  }
  const allowed = inputs.filter((input) => {
    const recipient = recipients.get(input.userId)
    if (!recipient) return false
    const preference = NOTIFICATION_KINDS[input.kind].preference
    return preference === null || notificationPreferences(recipient.settings)[preference].inApp
  })
  if (allowed.length === 0) return []

  const rows: NotificationRow[] = []
  const now = new Date()
  for (const input of allowed) {
    const language = recipients.get(input.userId)!.language
    const render = async (text: NotificationText | null | undefined) => {
      if (text == null || typeof text === 'string') return text ?? null
      return (await serverI18n(language)).t(text.key, text.values) as string
    }
    rows.push({
      id: crypto.randomUUID(),
      userId: input.userId,
      type: NOTIFICATION_KINDS[input.kind].type,
      title: (await render(input.title)) ?? '',
      content: await render(input.content),
      read: false,
      actionUrl: input.actionUrl ?? null,
      relatedId: input.relatedId == null ? null : String(input.relatedId),
      metadata: { ...input.metadata, kind: input.kind, ...storedTexts(input) },
      createdAt: now,
    })
  }
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await db.insert(notifications).values(rows.slice(start, start + ROWS_PER_INSERT))

  const push = pushToInboxes(notifier.inbox, rows)
  if (notifier.waitUntil) notifier.waitUntil(push)
  else await push
  return rows
}

/** One notification (see createNotifications); null when the member's preferences refuse it. */
export async function createNotification(notifier: Notifier, input: NotificationInput): Promise<NotificationRow | null> {
  const [row] = await createNotifications(notifier, [input])
  return row ?? null
}

/** The keys of a notification's texts (what is not a key was final text: nothing to keep). */
function storedTexts(input: NotificationInput): { text?: StoredTexts } {
  const text: StoredTexts = {}
  if (typeof input.title === 'object') text.title = input.title
  if (input.content != null && typeof input.content === 'object') text.content = input.content
  return text.title || text.content ? { text } : {}
}
type TextKey = { key: string; values?: Record<string, unknown> }
type StoredTexts = { title?: TextKey; content?: TextKey }
const isTextKey = (value: unknown): value is TextKey =>
  !!value && typeof value === 'object' && typeof (value as TextKey).key === 'string' && /^[a-z]+:[\w.]+$/i.test((value as TextKey).key)

/** Renders a key in the reader's language (a page's i18n `t`). */
export type Translate = (key: string, values?: Record<string, unknown>) => string

/**
 * The notification as the Inbox room sends it to a tab, and as the panel lists it. With
 * `translate` (a page's, in its reader's language), a text stored as a key is rendered again;
 * rows without their keys (older ones) keep the text they were written with.
 */
export function toInboxNotification(row: NotificationRow, translate?: Translate): InboxNotification {
  const kind = row.metadata?.kind
  const text = (row.metadata?.text ?? null) as StoredTexts | null
  const again = (stored: unknown, written: string | null) =>
    translate && isTextKey(stored) ? translate(stored.key, stored.values) : written
  return {
    id: row.id,
    type: row.type,
    kind: isNotificationKind(kind) ? kind : null,
    title: again(text?.title, row.title) ?? row.title,
    content: again(text?.content, row.content),
    actionUrl: row.actionUrl,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Sends each stored row to its member's Inbox room; never throws (a member offline is normal). */
async function pushToInboxes(inbox: InboxNamespace | null | undefined, rows: readonly NotificationRow[]) {
  await pushInboxNotifications(
    inbox,
    rows.map((row) => ({ userId: row.userId, notification: toInboxNotification(row) })),
  )
}

/**
 * Sends notifications to their members' Inbox rooms (a toast and a higher badge in their open
 * tabs); never throws. Also used for crew notifications (createGroupNotifications).
 */
export async function pushInboxNotifications(
  inbox: InboxNamespace | null | undefined,
  items: readonly { userId: string; notification: InboxNotification }[],
) {
  if (!inbox) return
  await Promise.allSettled(
    items.map(async ({ userId, notification }) => {
      const room = inbox.get(inbox.idFromName(userId))
      await room.deliver(notification)
    }),
  )
}

// ---------------------------------------------------------------- reading

/** The member's newest notifications (SPEC §7: newest first, 50). `before`: the cursor of the next page. */
export async function listNotifications(db: Db, userId: string, options: { limit?: number; before?: Date } = {}) {
  const limit = Math.min(options.limit ?? NOTIFICATION_LIMITS.notifications, NOTIFICATION_LIMITS.notifications)
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), options.before ? lt(notifications.createdAt, options.before) : undefined))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
  return rows.map((row) => toInboxNotification(row))
}

/** How many of the member's notifications and crew notifications are unread (not capped, SPEC §9). */
export async function unreadNotificationCount(db: Db, userId: string): Promise<number> {
  const [mine, crews] = await db.batch(unreadCountQueries(db, userId))
  return unreadTotal(mine, crews)
}

/**
 * Marks one of the member's notifications read. Another member's id is not found (null), never
 * changed: the WHERE names the owner. Answers the notification's action_url to go to.
 */
export async function markNotificationRead(db: Db, userId: string, id: string): Promise<{ actionUrl: string | null } | null> {
  const row = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ actionUrl: notifications.actionUrl })
    .get()
  return row ?? null
}

/** Marks all of the member's unread notifications read; answers how many changed. */
export async function markAllNotificationsRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
    .returning({ id: notifications.id })
  return rows.length
}

/** After the member marked notifications read: their other open tabs show the new unread count. */
export async function syncUnreadCount(notifier: Notifier, userId: string): Promise<void> {
  if (!notifier.inbox) return
  const inbox = notifier.inbox
  const push = (async () => {
    const count = await unreadNotificationCount(notifier.db, userId)
    await inbox.get(inbox.idFromName(userId)).syncUnread(count)
  })().catch(() => undefined)
  if (notifier.waitUntil) notifier.waitUntil(push)
  else await push
}

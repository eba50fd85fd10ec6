import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import {
  accounts,
  communityGroups,
  groupMembers,
  groupNotifications,
  profiles,
  type GroupEmailMode,
  type GroupNotification,
  type GroupNotificationType,
} from '~/db/schema'
import { isLanguage, type Language } from '~/i18n/config'
import { serverI18n } from '~/i18n/i18next.server'
import type { EmailMessage } from '~/models/mail/messages'
import { notificationPreferences, type NotificationType as PreferenceType } from '~/models/members/settings-options'
import { visibleProfile } from '~/models/members/visibility.server'
import { pushInboxNotifications, type Notifier } from '~/models/notifications/notifications.server'
import { groupNotificationUrl } from '~/models/notifications/timeline'
import { asMember } from '~/models/viewer'
import { randomToken } from '~/utils/crypto'
import { visibleCrew } from './visibility.server'
import {
  digestDay,
  digestEmailId,
  groupNotificationEmailId,
  unsubscribeHeaders,
  unsubscribeUrl,
  UNSUBSCRIBE_TOKENS_MAX,
} from './crew-emails'

/**
 * How a crew notification reaches its member besides the panel (decision 029; SPEC §7
 * 'send-group-notifications'):
 * - at once, a toast and a higher badge in their open tabs (their Inbox room);
 * - by email, as their mode for that crew says (group_members.email_mode): 'each' puts one email
 *   on the EMAILS queue now (email_status 'queued', 'sent' once the consumer delivered it),
 *   'digest' leaves it for the daily digest (email_status 'digest', see sendGroupDigests), 'none'
 *   sends nothing (null).
 * An email goes only to an active account with a verified address, an active member of the crew,
 * whose notification settings do not refuse that kind by email (a crew invitation follows 'group
 * invite', a mention 'mention'), and never about a crew staff hid. Every email carries the
 * membership's one-click unsubscribe (List-Unsubscribe, RFC 8058; /groups/unsubscribe/$token).
 */

/** The member's settings' email preference that also governs a crew notification type, if any. */
const PREFERENCE_OF: Partial<Record<GroupNotificationType, PreferenceType>> = { invite: 'group_invite', mention: 'mention' }

/** Types whose text names the member who caused them. */
const NAMED: ReadonlySet<GroupNotificationType> = new Set(['new_member', 'invite', 'mention', 'comment', 'join_request'])

type Recipient = {
  userId: string
  language: Language
  settings: unknown
  email: string | null
  verified: boolean
  /** Their membership of the crew, when active. */
  mode: GroupEmailMode | null
  token: string | null
}

/** What deciding the emails found: the rows' recipients (by `groupId:userId`) and the crews' names. */
export type GroupEmailPlan = { recipients: Map<string, Recipient>; crews: Map<string, { name: string; hidden: boolean }> }

const key = (groupId: string, userId: string) => `${groupId}:${userId}`

/** Reads the rows' recipients and crews, and sets each row's email_status before it is stored. */
export async function planGroupEmails(notifier: Notifier, rows: GroupNotification[]): Promise<GroupEmailPlan> {
  const { db } = notifier
  const recipients = new Map<string, Recipient>()
  const crews = new Map<string, { name: string; hidden: boolean }>()
  const byGroup = new Map<string, string[]>()
  for (const row of rows) byGroup.set(row.groupId, [...(byGroup.get(row.groupId) ?? []), row.userId])
  for (const [groupId, userIds] of byGroup) {
    const crew = await db
      .select({ name: communityGroups.name, hiddenAt: communityGroups.hiddenAt })
      .from(communityGroups)
      .where(eq(communityGroups.id, groupId))
      .get()
    if (crew) crews.set(groupId, { name: crew.name, hidden: crew.hiddenAt != null })
    const unique = [...new Set(userIds)]
    for (let start = 0; start < unique.length; start += 90) {
      const found = await db
        .select({
          userId: accounts.id,
          email: accounts.email,
          verifiedAt: accounts.emailVerifiedAt,
          language: profiles.language,
          settings: profiles.notificationSettings,
          mode: groupMembers.emailMode,
          token: groupMembers.emailToken,
        })
        .from(accounts)
        .leftJoin(profiles, eq(profiles.userId, accounts.id))
        .leftJoin(
          groupMembers,
          and(eq(groupMembers.userId, accounts.id), eq(groupMembers.groupId, groupId), eq(groupMembers.status, 'active')),
        )
        .where(and(inArray(accounts.id, unique.slice(start, start + 90)), eq(accounts.status, 'active')))
      for (const r of found)
        recipients.set(key(groupId, r.userId), {
          userId: r.userId,
          language: r.language && isLanguage(r.language) ? r.language : 'en',
          settings: r.settings,
          email: r.email,
          verified: r.verifiedAt != null,
          mode: r.mode,
          token: r.token,
        })
    }
  }
  for (const row of rows) {
    const recipient = recipients.get(key(row.groupId, row.userId))
    const crew = crews.get(row.groupId)
    row.emailStatus = null
    if (!recipient || !crew || crew.hidden || !emailable(recipient, row.notificationType)) continue
    if (recipient.mode === 'each') row.emailStatus = notifier.emails ? 'queued' : 'digest'
    else if (recipient.mode === 'digest') row.emailStatus = 'digest'
  }
  return { recipients, crews }
}

/** Whether the member may get this kind by email at all (their crew mode aside). */
function emailable(recipient: Recipient, type: GroupNotificationType): boolean {
  if (!recipient.email || !recipient.verified || !recipient.mode || recipient.mode === 'none') return false
  const preference = PREFERENCE_OF[type]
  return !preference || notificationPreferences(recipient.settings)[preference].email
}

/**
 * After the rows are stored: the toasts, and the 'each' emails on the queue. Never throws (SPEC
 * §8: notification errors are swallowed); an email that could not be queued waits for the digest.
 */
export async function deliverGroupNotifications(notifier: Notifier, rows: GroupNotification[], plan: GroupEmailPlan) {
  try {
    const texts = await describe(notifier.db, rows, plan)
    const push = pushInboxNotifications(
      notifier.inbox,
      rows.map((row) => ({
        userId: row.userId,
        notification: {
          id: row.id,
          type: 'other' as const,
          kind: null,
          title: texts.get(row.id)!.title,
          content: null,
          actionUrl: texts.get(row.id)!.path,
          read: false,
          createdAt: row.createdAt.toISOString(),
        },
      })),
    ).catch(() => undefined)
    if (notifier.waitUntil) notifier.waitUntil(push)
    else await push

    const each = rows.filter((row) => row.emailStatus === 'queued')
    if (each.length === 0 || !notifier.emails) return
    const { queue, origin } = notifier.emails
    try {
      const messages: EmailMessage[] = []
      for (const row of each) {
        const recipient = plan.recipients.get(key(row.groupId, row.userId))!
        const token = await ensureEmailToken(notifier.db, row.groupId, row.userId, recipient.token)
        recipient.token = token
        const text = texts.get(row.id)!
        const unsubscribe = unsubscribeUrl(origin, [token])
        messages.push({
          id: groupNotificationEmailId(row.id),
          template: 'group_notification',
          to: recipient.email!,
          locale: recipient.language,
          data: { title: text.title, group: text.group, actionUrl: `${origin}${text.path}`, unsubscribeUrl: unsubscribe },
          headers: unsubscribeHeaders(unsubscribe),
          groupNotificationIds: [row.id],
        })
      }
      for (let start = 0; start < messages.length; start += 100)
        await queue.sendBatch(messages.slice(start, start + 100).map((body) => ({ body })))
    } catch (error) {
      console.error('crew emails not queued, left for the digest', error)
      await notifier.db
        .update(groupNotifications)
        .set({ emailStatus: 'digest' })
        .where(
          and(
            inArray(
              groupNotifications.id,
              each.map((row) => row.id),
            ),
            eq(groupNotifications.emailStatus, 'queued'),
          ),
        )
    }
  } catch (error) {
    console.error('crew notifications not delivered', error)
  }
}

/** The membership's unsubscribe token, made on its first email (random, base64url). */
async function ensureEmailToken(db: Db, groupId: string, userId: string, known: string | null): Promise<string> {
  if (known) return known
  const row = await db
    .update(groupMembers)
    .set({ emailToken: sql`coalesce(${groupMembers.emailToken}, ${randomToken(32)})` })
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)))
    .returning({ token: groupMembers.emailToken })
    .get()
  return row!.token!
}

/** Each row's text in its member's language, its crew's name and where it leads. */
async function describe(db: Db, rows: GroupNotification[], plan: GroupEmailPlan) {
  const names = await actorNames(db, rows)
  const out = new Map<string, { title: string; group: string; path: string }>()
  for (const row of rows) {
    const recipient = plan.recipients.get(key(row.groupId, row.userId))
    const language = recipient?.language ?? 'en'
    const { t } = await serverI18n(language)
    const crew = plan.crews.get(row.groupId)
    // an active member sees their crew unless staff hid it (visibleCrew); others are asked
    const known = crew && (recipient?.mode ? !crew.hidden : await crewVisibleTo(db, row.groupId, row.userId))
    const group = known ? crew.name : (t('shell:notifications.unknownGroup') as string)
    const actor = row.triggeredByUserId ? names.get(key(row.userId, row.triggeredByUserId)) : undefined
    const name = actor === undefined || actor === null ? t('shell:notifications.someone') : actor.name || t('shell:notifications.anonymous')
    out.set(row.id, {
      title: t(`shell:notifications.group.${row.notificationType}`, { group, name }) as string,
      group,
      path: groupNotificationUrl(row.notificationType, row.groupId, row.relatedId),
    })
  }
  return out
}

async function crewVisibleTo(db: Db, groupId: string, userId: string): Promise<boolean> {
  const row = await db
    .select({ id: communityGroups.id })
    .from(communityGroups)
    .where(and(eq(communityGroups.id, groupId), visibleCrew(asMember(userId))))
    .get()
  return row != null
}

/**
 * The causing members' names as each recipient may see them (`recipient:actor` → {name}, null
 * when the recipient may not see the profile: 'Someone'). Only for texts that name them; a
 * profile open to everyone or to members is seen by every recipient (blocks were left out
 * before), so the profile rule is asked per recipient only for one open to friends.
 */
async function actorNames(db: Db, rows: GroupNotification[]) {
  const names = new Map<string, { name: string | null } | null>()
  const named = rows.filter((row) => row.triggeredByUserId && NAMED.has(row.notificationType))
  const actors = [...new Set(named.map((row) => row.triggeredByUserId!))]
  for (const actor of actors) {
    const profile = await db
      .select({ name: profiles.displayName, visibility: profiles.profileVisibility, status: accounts.status })
      .from(profiles)
      .innerJoin(accounts, eq(accounts.id, profiles.userId))
      .where(eq(profiles.userId, actor))
      .get()
    for (const row of named.filter((r) => r.triggeredByUserId === actor)) {
      const pair = key(row.userId, actor)
      if (names.has(pair)) continue
      if (!profile || profile.status !== 'active' || profile.visibility === 'nobody') names.set(pair, null)
      else if (profile.visibility !== 'friends') names.set(pair, { name: profile.name })
      else {
        const seen = await db
          .select({ name: profiles.displayName })
          .from(profiles)
          .where(and(eq(profiles.userId, actor), visibleProfile(asMember(row.userId))))
          .get()
        names.set(pair, seen ? { name: seen.name } : null)
      }
    }
  }
  return names
}

// ---------------------------------------------------------------- the daily digest

/** Members served by one run (the rest wait for the next run; the cron is daily, members few per day). */
const DIGEST_MEMBERS_PER_RUN = 200
/** Notifications one digest tells of (older ones beyond it go in the next one). */
const DIGEST_ITEMS_MAX = 50

/**
 * The daily digest (GROUP_DIGEST_CRON): each member with crew notifications waiting for it gets
 * ONE email of them, grouped by crew, in their language. A run at any time of day D takes the
 * rows made before D began (UTC), so the email of member and day D has one id
 * (digestEmailId): a second run, or a redelivered message, never sends it twice. Rows are claimed
 * ('queued') before the message is put on the queue, and marked 'sent' by the consumer once it is
 * delivered; rows the member may no longer get by email (mode 'none', left the crew, address not
 * verified, crew hidden) are let go (null). Answers how many digests were queued.
 */
export async function sendGroupDigests(db: Db, emails: { queue: Queue<EmailMessage>; origin: string }, at: number): Promise<number> {
  const day = digestDay(at)
  const cutoff = new Date(`${day}T00:00:00.000Z`)
  const members = await db
    .selectDistinct({ userId: groupNotifications.userId })
    .from(groupNotifications)
    .where(and(eq(groupNotifications.emailStatus, 'digest'), lt(groupNotifications.createdAt, cutoff)))
    .limit(DIGEST_MEMBERS_PER_RUN)
  let sent = 0
  for (const { userId } of members) {
    try {
      if (await sendDigest(db, emails, userId, day, cutoff)) sent += 1
    } catch (error) {
      console.error('crew digest failed', error)
    }
  }
  return sent
}

async function sendDigest(db: Db, emails: { queue: Queue<EmailMessage>; origin: string }, userId: string, day: string, cutoff: Date) {
  const rows = await db
    .select({
      row: groupNotifications,
      group: communityGroups.name,
      hiddenAt: communityGroups.hiddenAt,
      mode: groupMembers.emailMode,
      token: groupMembers.emailToken,
      email: accounts.email,
      verifiedAt: accounts.emailVerifiedAt,
      accountStatus: accounts.status,
      language: profiles.language,
      settings: profiles.notificationSettings,
    })
    .from(groupNotifications)
    .innerJoin(communityGroups, eq(communityGroups.id, groupNotifications.groupId))
    .innerJoin(accounts, eq(accounts.id, groupNotifications.userId))
    .leftJoin(profiles, eq(profiles.userId, groupNotifications.userId))
    .leftJoin(
      groupMembers,
      and(eq(groupMembers.groupId, groupNotifications.groupId), eq(groupMembers.userId, userId), eq(groupMembers.status, 'active')),
    )
    .where(
      and(eq(groupNotifications.userId, userId), eq(groupNotifications.emailStatus, 'digest'), lt(groupNotifications.createdAt, cutoff)),
    )
    .orderBy(asc(groupNotifications.createdAt))
    .limit(DIGEST_ITEMS_MAX)
  if (rows.length === 0) return false
  const first = rows[0]!
  const recipientOf = (r: (typeof rows)[number]): Recipient => ({
    userId,
    language: r.language && isLanguage(r.language) ? r.language : 'en',
    settings: r.settings,
    email: r.email,
    verified: r.verifiedAt != null,
    mode: r.mode,
    token: r.token,
  })
  const due = rows.filter((r) => r.accountStatus === 'active' && r.hiddenAt == null && emailable(recipientOf(r), r.row.notificationType))
  const dropped = rows.filter((r) => !due.includes(r)).map((r) => r.row.id)
  if (dropped.length > 0)
    await db
      .update(groupNotifications)
      .set({ emailStatus: null })
      .where(and(inArray(groupNotifications.id, dropped), eq(groupNotifications.emailStatus, 'digest')))
  if (due.length === 0) return false

  // claim them: a run beside this one finds them taken
  const claimed = new Set(
    (
      await db
        .update(groupNotifications)
        .set({ emailStatus: 'queued' })
        .where(
          and(
            inArray(
              groupNotifications.id,
              due.map((r) => r.row.id),
            ),
            eq(groupNotifications.emailStatus, 'digest'),
          ),
        )
        .returning({ id: groupNotifications.id })
    ).map((r) => r.id),
  )
  const mine = due.filter((r) => claimed.has(r.row.id))
  if (mine.length === 0) return false

  const recipient = recipientOf(first)
  const plan: GroupEmailPlan = {
    recipients: new Map(mine.map((r) => [key(r.row.groupId, userId), recipientOf(r)])),
    crews: new Map(mine.map((r) => [r.row.groupId, { name: r.group, hidden: false }])),
  }
  const texts = await describe(
    db,
    mine.map((r) => r.row),
    plan,
  )
  const tokens: string[] = []
  const sections = new Map<string, string[]>()
  for (const r of mine) {
    const crewKey = key(r.row.groupId, userId)
    const member = plan.recipients.get(crewKey)!
    if (!sections.has(r.row.groupId)) {
      member.token = await ensureEmailToken(db, r.row.groupId, userId, member.token)
      tokens.push(member.token)
      sections.set(r.row.groupId, [r.group])
    }
    const text = texts.get(r.row.id)!
    sections.get(r.row.groupId)!.push(`• ${text.title} — ${emails.origin}${text.path}`)
  }
  const unsubscribe = unsubscribeUrl(emails.origin, tokens.slice(0, UNSUBSCRIBE_TOKENS_MAX))
  const message: EmailMessage = {
    id: digestEmailId(userId, day),
    template: 'group_digest',
    to: recipient.email!,
    locale: recipient.language,
    data: {
      count: String(mine.length),
      items: [...sections.values()].map((lines) => lines.join('\n')).join('\n\n'),
      notificationsUrl: `${emails.origin}/notifications`,
      unsubscribeUrl: unsubscribe,
      crews: [...sections.values()].map((lines) => lines[0]).join(', '),
    },
    headers: unsubscribeHeaders(unsubscribe),
    groupNotificationIds: mine.map((r) => r.row.id),
  }
  try {
    await emails.queue.send(message)
  } catch (error) {
    // back to waiting: the next run tries again
    await db
      .update(groupNotifications)
      .set({ emailStatus: 'digest' })
      .where(and(inArray(groupNotifications.id, [...claimed]), eq(groupNotifications.emailStatus, 'queued')))
    throw error
  }
  return true
}

// ---------------------------------------------------------------- unsubscribing

/** The memberships an unsubscribe link names (their crews' names and modes); [] for none. */
export async function unsubscribeMemberships(db: Db, tokens: readonly string[]) {
  if (tokens.length === 0) return []
  return db
    .select({ groupId: groupMembers.groupId, name: communityGroups.name, mode: groupMembers.emailMode })
    .from(groupMembers)
    .innerJoin(communityGroups, eq(communityGroups.id, groupMembers.groupId))
    .where(and(inArray(groupMembers.emailToken, [...tokens]), isNotNull(groupMembers.emailToken)))
    .orderBy(asc(communityGroups.name))
}

/** Turns the named memberships' emails off (email_mode 'none'); answers how many the link named. */
export async function unsubscribeByTokens(db: Db, tokens: readonly string[]): Promise<number> {
  if (tokens.length === 0) return 0
  const rows = await db
    .update(groupMembers)
    .set({ emailMode: 'none' })
    .where(inArray(groupMembers.emailToken, [...tokens]))
    .returning({ groupId: groupMembers.groupId, userId: groupMembers.userId })
  // what waited for the digest of these crews is let go
  for (const row of rows)
    await db
      .update(groupNotifications)
      .set({ emailStatus: null })
      .where(
        and(
          eq(groupNotifications.groupId, row.groupId),
          eq(groupNotifications.userId, row.userId),
          eq(groupNotifications.emailStatus, 'digest'),
        ),
      )
  return rows.length
}

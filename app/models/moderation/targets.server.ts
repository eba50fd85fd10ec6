/**
 * What a reported target is, for the moderation queue (issue 41): its preview shown in place
 * (title, text, author, state, address) and the content actions it allows (hide, delete, and
 * their undo when an appeal reverses them). Each action goes through the owning domain's
 * function (feed, events, crews, marketplace, venues), which keeps its own search entry, counts
 * and rules; this module only dispatches. Staff read the target whatever its visibility: a
 * reported row is theirs to judge (reports/visibility.server.ts openReportAbout).
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '~/db/client'
import {
  accounts,
  communityGroups,
  communityPosts,
  events,
  marketplaceListings,
  newsArticles,
  personalities,
  postComments,
  profiles,
  reportedMessages,
  reports,
  resources,
  travelGuides,
  venuePhotos,
  venueReviews,
  venues,
  type ReportTargetType,
} from '~/db/schema'
import { hideCrew, unhideCrew } from '~/models/crews/admin.server'
import { hideEvent, unhideEvent } from '~/models/events/moderation.server'
import { deleteCommentAsStaff } from '~/models/feed/interactions.server'
import { setCommentHidden, setPostHidden } from '~/models/feed/moderation.server'
import { deletePostAsStaff } from '~/models/feed/posts.server'
import { setListingState } from '~/models/marketplace/admin.server'
import type { Realtime } from '~/models/notifications/notifications.server'
import { setPhotoStatus } from '~/models/venues/photos.server'
import { setReviewHidden } from '~/models/venues/reviews.server'
import type { Role } from '~/db/schema'

export type TargetPreview = {
  title: string
  text: string | null
  /** The member who wrote it, or who is reported; null for editorial content. */
  authorId: string | null
  authorName: string | null
  /** Already hidden, removed or suspended, as the moderator should know. */
  state: 'visible' | 'hidden' | 'removed' | 'suspended' | 'banned'
  href: string | null
  /** For messages: the copies stored with the reports (decision 037), never the conversation. */
  messages?: { id: string; senderId: string | null; content: string; createdAt: number }[]
}

export type ModerationContext = {
  db: Db
  realtime: Realtime
  bucket?: R2Bucket
  staff: { id: string; roles: readonly Role[]; ipHash?: string | null; sessionId?: string | null }
}

type Outcome = 'ok' | 'unchanged' | 'not_found'
const numeric = (id: string) => (/^\d{1,10}$/.test(id) ? Number(id) : null)
const clip = (text: string | null | undefined, max = 600) => (text ? (text.length > max ? `${text.slice(0, max)}…` : text) : null)

async function nameOf(db: Db, userId: string | null) {
  if (!userId) return null
  const row = await db.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.userId, userId)).get()
  return row?.name ?? null
}

async function preview(db: Db, type: ReportTargetType, id: string): Promise<TargetPreview | null> {
  const n = numeric(id)
  switch (type) {
    case 'user': {
      const row = await db
        .select({ status: accounts.status, name: profiles.displayName, bio: profiles.bio })
        .from(accounts)
        .leftJoin(profiles, eq(profiles.userId, accounts.id))
        .where(eq(accounts.id, id))
        .get()
      if (!row) return null
      const state = row.status === 'active' ? 'visible' : row.status
      return { title: row.name ?? id, text: clip(row.bio), authorId: id, authorName: row.name, state, href: `/user/${id}` }
    }
    case 'post': {
      const row = await db
        .select({ userId: communityPosts.userId, content: communityPosts.content, hidden: communityPosts.hidden })
        .from(communityPosts)
        .where(eq(communityPosts.id, id))
        .get()
      if (!row) return null
      return {
        ...(await authored(db, row.userId)),
        ...titled(row.content),
        state: row.hidden ? 'hidden' : 'visible',
        href: `/feed/${id}`,
      }
    }
    case 'comment': {
      const row = await db
        .select({ userId: postComments.userId, content: postComments.content, hidden: postComments.hidden, postId: postComments.postId })
        .from(postComments)
        .where(eq(postComments.id, id))
        .get()
      if (!row) return null
      return {
        ...(await authored(db, row.userId)),
        ...titled(row.content),
        state: row.hidden ? 'hidden' : 'visible',
        href: `/feed/${row.postId}`,
      }
    }
    case 'event': {
      if (n == null) return null
      const row = await db
        .select({ userId: events.organizerId, title: events.title, text: events.description, hiddenAt: events.hiddenAt })
        .from(events)
        .where(eq(events.id, n))
        .get()
      if (!row) return null
      return {
        ...(await authored(db, row.userId)),
        title: row.title,
        text: clip(row.text),
        state: row.hiddenAt ? 'hidden' : 'visible',
        href: `/events/${n}`,
      }
    }
    case 'group': {
      const row = await db
        .select({ name: communityGroups.name, text: communityGroups.description, hiddenAt: communityGroups.hiddenAt })
        .from(communityGroups)
        .where(eq(communityGroups.id, id))
        .get()
      if (!row) return null
      // a crew's leaders are not its author: the crew is hidden, its members are judged on their own reports
      return {
        title: row.name,
        text: clip(row.text),
        authorId: null,
        authorName: null,
        state: row.hiddenAt ? 'hidden' : 'visible',
        href: `/groups/${id}`,
      }
    }
    case 'listing': {
      if (n == null) return null
      const row = await db
        .select({
          userId: marketplaceListings.sellerId,
          title: marketplaceListings.title,
          text: marketplaceListings.description,
          status: marketplaceListings.status,
        })
        .from(marketplaceListings)
        .where(eq(marketplaceListings.id, n))
        .get()
      if (!row) return null
      return {
        ...(await authored(db, row.userId)),
        title: row.title,
        text: clip(row.text),
        state: row.status === 'archived' ? 'hidden' : 'visible',
        href: `/marketplace/${n}`,
      }
    }
    case 'review': {
      const row = await db
        .select({
          userId: venueReviews.userId,
          body: venueReviews.body,
          hidden: venueReviews.hidden,
          venueId: venueReviews.venueId,
          venue: venues.name,
        })
        .from(venueReviews)
        .innerJoin(venues, eq(venues.id, venueReviews.venueId))
        .where(eq(venueReviews.id, id))
        .get()
      if (!row) return null
      return {
        ...(await authored(db, row.userId)),
        title: row.venue,
        text: clip(row.body),
        state: row.hidden ? 'hidden' : 'visible',
        href: `/venues/${row.venueId}/reviews`,
      }
    }
    case 'photo': {
      const row = await db
        .select({
          userId: venuePhotos.userId,
          caption: venuePhotos.caption,
          status: venuePhotos.status,
          venueId: venuePhotos.venueId,
          venue: venues.name,
        })
        .from(venuePhotos)
        .innerJoin(venues, eq(venues.id, venuePhotos.venueId))
        .where(eq(venuePhotos.id, id))
        .get()
      if (!row) return null
      return {
        ...(await authored(db, row.userId)),
        title: row.venue,
        text: clip(row.caption),
        state: row.status === 'rejected' ? 'removed' : 'visible',
        href: `/venues/${row.venueId}/photos`,
      }
    }
    case 'venue':
    case 'personality':
    case 'resource':
    case 'news':
    case 'travel':
      return editorialPreview(db, type, n)
    case 'message':
    case 'conversation':
      return messagesPreview(db, type, id)
  }
}

/** A post's or comment's words: its opening as the title, the rest of it as the text only when it is longer. */
function titled(content: string) {
  return { title: clip(content, 80) ?? '', text: content.length > 80 ? clip(content) : null }
}

async function authored(db: Db, userId: string | null) {
  return { authorId: userId, authorName: await nameOf(db, userId) }
}

async function editorialPreview(
  db: Db,
  type: 'venue' | 'personality' | 'resource' | 'news' | 'travel',
  n: number | null,
): Promise<TargetPreview | null> {
  if (n == null) return null
  const [table, title, text, path] =
    type === 'venue'
      ? ([venues, venues.name, venues.description, '/venues'] as const)
      : type === 'personality'
        ? ([personalities, personalities.name, personalities.bio, '/personalities'] as const)
        : type === 'resource'
          ? ([resources, resources.title, resources.description, '/ressources'] as const)
          : type === 'news'
            ? ([newsArticles, newsArticles.title, newsArticles.summary, '/news'] as const)
            : ([travelGuides, travelGuides.title, travelGuides.summary, '/travel'] as const)
  const row = await db.select({ title, text }).from(table).where(eq(table.id, n)).get()
  if (!row) return null
  return { title: row.title, text: clip(row.text), authorId: null, authorName: null, state: 'visible', href: `${path}/${n}` }
}

/** A message report's copies; the author is who sent the reported messages (not the reporter). */
async function messagesPreview(db: Db, type: 'message' | 'conversation', id: string): Promise<TargetPreview | null> {
  const copies = await db
    .select({
      id: reportedMessages.messageId,
      senderId: reportedMessages.senderId,
      content: reportedMessages.content,
      createdAt: reportedMessages.createdAt,
      reporterId: reports.reporterId,
    })
    .from(reportedMessages)
    .innerJoin(reports, eq(reports.id, reportedMessages.reportId))
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id)))
    .orderBy(asc(reportedMessages.seq))
    .limit(50)
  if (!copies.length) return null
  const reporters = new Set(copies.map((c) => c.reporterId))
  const senders = copies.map((c) => c.senderId).filter((s): s is string => !!s && !reporters.has(s))
  const authorId = senders[0] ?? null
  const seen = new Set<string>()
  const messages = copies
    .filter((c) => !seen.has(c.id) && seen.add(c.id))
    .map((c) => ({ id: c.id, senderId: c.senderId, content: c.content, createdAt: c.createdAt.getTime() }))
  return {
    title: (await nameOf(db, authorId)) ?? '—',
    text: null,
    ...(await authored(db, authorId)),
    state: 'visible',
    href: null,
    messages,
  }
}

/** Hides or deletes the content, or undoes it (an appeal reversed); through its domain's function. */
async function contentAction(
  ctx: ModerationContext,
  type: ReportTargetType,
  id: string,
  action: 'hide' | 'delete' | 'unhide',
  reason: string,
): Promise<Outcome> {
  const { db, realtime, staff } = ctx
  const n = numeric(id)
  const hide = action === 'hide'
  const fromDecision = (r: { ok: boolean; reason?: string; code?: string }): Outcome =>
    r.ok ? 'ok' : r.reason === 'unchanged' || r.code === 'unchanged' ? 'unchanged' : 'not_found'
  switch (type) {
    case 'post':
      if (action === 'delete') return deletePostAsStaff(db, ctx.bucket, id)
      return fromDecision(
        await setPostHidden(
          { db, ...realtime },
          staff,
          hide ? { postId: id, hidden: true, reason, quiet: true } : { postId: id, hidden: false },
        ),
      )
    case 'comment':
      if (action === 'delete') return deleteCommentAsStaff(db, id)
      return fromDecision(
        await setCommentHidden(
          { db, ...realtime },
          staff,
          hide ? { commentId: id, hidden: true, reason, quiet: true } : { commentId: id, hidden: false },
        ),
      )
    case 'event':
      if (n == null) return 'not_found'
      return fromDecision(
        hide ? await hideEvent(db, staff, { eventId: n, reason, quiet: true }, realtime) : await unhideEvent(db, staff, { eventId: n }),
      )
    case 'group':
      return fromDecision(
        hide
          ? await hideCrew(db, staff, { intent: 'hide', groupId: id, reason })
          : await unhideCrew(db, staff, { intent: 'unhide', groupId: id }),
      )
    case 'listing': {
      if (n == null) return 'not_found'
      const row = await db
        .select({ status: marketplaceListings.status })
        .from(marketplaceListings)
        .where(eq(marketplaceListings.id, n))
        .get()
      if (!row) return 'not_found'
      if ((row.status === 'archived') === hide) return 'unchanged'
      return fromDecision(await setListingState(db, staff, { id: n, status: hide ? 'archived' : 'draft', featured: false }))
    }
    case 'review': {
      const row = await db
        .select({ venueId: venueReviews.venueId, hidden: venueReviews.hidden })
        .from(venueReviews)
        .where(eq(venueReviews.id, id))
        .get()
      if (!row) return 'not_found'
      if (row.hidden === hide) return 'unchanged'
      return (await setReviewHidden(db, { venueId: row.venueId, reviewId: id, hidden: hide, moderatorId: staff.id })) === 'ok'
        ? 'ok'
        : 'not_found'
    }
    case 'photo': {
      // removing a photo also deletes its file (R2): nothing to undo, an appeal can only be upheld
      if (action !== 'delete') return 'unchanged'
      const row = await db.select({ status: venuePhotos.status }).from(venuePhotos).where(eq(venuePhotos.id, id)).get()
      if (!row) return 'not_found'
      if (row.status === 'rejected') return 'unchanged'
      return (await setPhotoStatus(db, id, 'rejected', staff.id, ctx.bucket)) ? 'ok' : 'not_found'
    }
    default:
      return 'unchanged'
  }
}

export const moderationTargets = { preview, contentAction }

/** Previews of several targets at once (the queue's page). */
export async function previewTargets(db: Db, targets: readonly { type: ReportTargetType; id: string }[]) {
  const out = new Map<string, TargetPreview | null>()
  await Promise.all(targets.map(async (t) => out.set(`${t.type}:${t.id}`, await preview(db, t.type, t.id))))
  return out
}

/** Members' names by id (reporters on a case page). */
export async function memberNames(db: Db, ids: readonly string[]) {
  if (!ids.length) return new Map<string, string | null>()
  const rows = await db
    .select({ id: profiles.userId, name: profiles.displayName })
    .from(profiles)
    .where(inArray(profiles.userId, [...new Set(ids)].slice(0, 90)))
  return new Map(rows.map((r) => [r.id, r.name]))
}

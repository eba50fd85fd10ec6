/**
 * Reports of content or members to the moderators, for every content type (reports table,
 * REPORT_TARGET_TYPES / REPORT_REASONS in app/db/schema/accounts.ts).
 *
 * Rules, checked here on the server whatever the client sends:
 * - the input is parsed by zod; messages are i18n keys (`report:errors.*`: the report
 *   texts live in the venue namespace until other content types show a report dialog);
 * - the target must exist and be visible to the reporter, as its owner's rule decides
 *   (visibleVenue, visibleVenueReview, visibleVenuePhoto, visibleEvent, visibleFeedPost, visibleComment, and the editorial
 *   types' rules: visiblePersonality, visibleResource, visibleNewsArticle, visibleTravelGuide),
 *   judged as for a member; anything else answers 404 like an unknown id. A member can be reported while their
 *   account is active, whatever their profile shows (someone who hides their profile may still
 *   write to you);
 * - nobody reports themselves or their own content (403);
 * - one open report per reporter and target (409): a report counts as open until a moderator
 *   resolves or dismisses it. The check and the insert are one SQL statement, so two quick
 *   submissions cannot both get in;
 * - at most REPORTS_PER_HOUR reports per member and hour (429).
 *
 * A target type without a resolver below cannot be reported yet (400): each feature adds its
 * resolver when it gets a report button (posts, comments, messages need participant checks).
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import {
  marketplaceListings,
  accounts,
  communityGroups,
  communityPosts,
  events,
  postComments,
  newsArticles,
  personalities,
  resources,
  travelGuides,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  reports,
  venuePhotos,
  venueReviews,
  venues,
  type ReportReason,
  type ReportStatus,
  type ReportTargetType,
} from '~/db/schema'
import { asMember } from '~/models/viewer'
import { checkRateLimit } from '~/models/site/rate-limits.server'
import { visibleNewsArticle } from '../news/visibility.server'
import { visiblePersonality } from '~/models/personalities/visibility.server'
import { visibleResource } from '~/models/resources/visibility.server'
import { visibleTravelGuide } from '~/models/travel/visibility.server'
import { crewTeaserVisible } from '~/models/crews/visibility.server'
import { visibleEvent } from '~/models/events/visibility.server'
import { visibleListing } from '~/models/marketplace/visibility.server'
import { visibleComment, visibleFeedPost } from '~/models/feed/visibility.server'
import { visibleVenue, visibleVenuePhoto, visibleVenueReview } from '~/models/venues/visibility.server'
import { ReportInputSchema } from './schema'

export { REPORT_REASONS, REPORT_TARGET_TYPES, type ReportReason, type ReportTargetType }

export const REPORTS_PER_HOUR = 20
/** Statuses in which a report still waits for a moderator. */
export const OPEN_REPORT_STATUSES: ReportStatus[] = ['open', 'reviewing']

export { REPORT_DETAILS_MAX, ReportInputSchema, type ReportInput } from './schema'

export type ReportField = 'targetType' | 'targetId' | 'reason' | 'details' | 'form'
export type CreateReportResult =
  | { ok: true; id: string }
  | {
      ok: false
      status: 400 | 403 | 404 | 409 | 429
      /** Field → i18n key. 'form' holds errors about the report as a whole. */
      errors: Partial<Record<ReportField, string>>
      /** Interpolation values for the messages. */
      values: Record<string, string>
    }

// ------------------------------------------------------------------ targets

type TargetInfo = { ownerId: string | null }
type Resolver = (db: Db, id: string, reporterId: string) => Promise<TargetInfo | null>

const numericId = (id: string) => (/^\d{1,10}$/.test(id) ? Number(id) : null)

/**
 * Editorial rows (personalities, resources, news, travel guides) have no owner among members:
 * anybody who can see one may report it.
 */
const editorial =
  (
    table: typeof personalities | typeof resources | typeof newsArticles | typeof travelGuides,
    visible: (reporterId: string) => SQL,
  ): Resolver =>
  async (db, id, reporterId) => {
    const n = numericId(id)
    if (n == null) return null
    const row = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, n), visible(reporterId)))
      .get()
    return row ? { ownerId: null } : null
  }

/** How each reportable type is found, and whose it is. null = not found (or not visible to the reporter). */
const RESOLVERS: Partial<Record<ReportTargetType, Resolver>> = {
  venue: async (db, id, reporterId) => {
    const n = numericId(id)
    if (n == null) return null
    const row = await db
      .select({ id: venues.id })
      .from(venues)
      .where(and(eq(venues.id, n), visibleVenue(asMember(reporterId))))
      .get()
    // a venue has no owner among members (its suggester may report it like anybody else)
    return row ? { ownerId: null } : null
  },
  review: async (db, id, reporterId) => {
    const reporter = asMember(reporterId)
    const row = await db
      .select({ userId: venueReviews.userId })
      .from(venueReviews)
      .innerJoin(venues, eq(venues.id, venueReviews.venueId))
      .where(and(eq(venueReviews.id, id), visibleVenueReview(reporter), visibleVenue(reporter)))
      .get()
    return row ? { ownerId: row.userId } : null
  },
  photo: async (db, id, reporterId) => {
    const reporter = asMember(reporterId)
    const row = await db
      .select({ userId: venuePhotos.userId })
      .from(venuePhotos)
      .innerJoin(venues, eq(venues.id, venuePhotos.venueId))
      .where(and(eq(venuePhotos.id, id), visibleVenuePhoto(reporter), visibleVenue(reporter)))
      .get()
    return row ? { ownerId: row.userId } : null
  },
  user: async (db, id) => {
    const row = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.id, id), eq(accounts.status, 'active')))
      .get()
    return row ? { ownerId: row.id } : null
  },
  event: async (db, id, reporterId) => {
    const n = numericId(id)
    if (n == null) return null
    const row = await db
      .select({ organizerId: events.organizerId })
      .from(events)
      .where(and(eq(events.id, n), visibleEvent(asMember(reporterId))))
      .get()
    return row ? { ownerId: row.organizerId } : null
  },
  // a market item: its seller is its owner (none for Haven's own goods)
  listing: async (db, id, reporterId) => {
    const n = numericId(id)
    if (n == null) return null
    const row = await db
      .select({ sellerId: marketplaceListings.sellerId })
      .from(marketplaceListings)
      .where(and(eq(marketplaceListings.id, n), visibleListing(asMember(reporterId))))
      .get()
    return row ? { ownerId: row.sellerId } : null
  },
  personality: editorial(personalities, (reporterId) => visiblePersonality(asMember(reporterId))),
  resource: editorial(resources, (reporterId) => visibleResource(asMember(reporterId))),
  news: editorial(newsArticles, (reporterId) => visibleNewsArticle(asMember(reporterId))),
  travel: editorial(travelGuides, (reporterId) => visibleTravelGuide(asMember(reporterId))),
  post: async (db, id, reporterId) => {
    const row = await db
      .select({ userId: communityPosts.userId })
      .from(communityPosts)
      .where(and(eq(communityPosts.id, id), visibleFeedPost(asMember(reporterId))))
      .get()
    return row ? { ownerId: row.userId } : null
  },
  // a crew is reported by whoever may know of it (a listed private crew's teaser too); its leaders are not its owner
  group: async (db, id, reporterId) => {
    const row = await db
      .select({ id: communityGroups.id })
      .from(communityGroups)
      .where(and(eq(communityGroups.id, id), crewTeaserVisible(asMember(reporterId))))
      .get()
    return row ? { ownerId: null } : null
  },
  comment: async (db, id, reporterId) => {
    const row = await db
      .select({ userId: postComments.userId })
      .from(postComments)
      .where(and(eq(postComments.id, id), visibleComment(asMember(reporterId))))
      .get()
    return row ? { ownerId: row.userId } : null
  },
}

export const REPORTABLE_TYPES = Object.keys(RESOLVERS) as ReportTargetType[]

// ------------------------------------------------------------------ create

const failure = (
  status: 400 | 403 | 404 | 409 | 429,
  errors: Partial<Record<ReportField, string>>,
  values: Record<string, string> = {},
): CreateReportResult => ({ ok: false, status, errors, values })

/** Files a report for the moderators (see the rules at the top of this module). */
export async function createReport(
  db: Db,
  input: { reporterId: string } & Record<string, unknown>,
  now: Date = new Date(),
): Promise<CreateReportResult> {
  // blank details are no details (a form sends '')
  const parsed = ReportInputSchema.safeParse({
    ...input,
    details: typeof input.details === 'string' && input.details.trim() === '' ? undefined : input.details,
  })
  if (!parsed.success) {
    const errors: Partial<Record<ReportField, string>> = {}
    for (const issue of parsed.error.issues) {
      const field = (issue.path[0] ?? 'form') as ReportField
      errors[field] ??= issue.message
    }
    return failure(400, errors)
  }
  const { targetType, targetId, reason, details } = parsed.data
  const resolve = RESOLVERS[targetType]
  if (!resolve) return failure(400, { targetType: 'report:errors.target' })
  const target = await resolve(db, targetId, input.reporterId)
  if (!target) return failure(404, { form: 'report:errors.notFound' })
  if (target.ownerId === input.reporterId) return failure(403, { form: 'report:errors.self' })

  const limit = await checkRateLimit(db, `report:user:${input.reporterId}`, REPORTS_PER_HOUR, 3_600_000, now.getTime())
  if (!limit.allowed) return failure(429, { form: 'report:errors.tooMany' })

  const id = crypto.randomUUID()
  // one statement: the duplicate check and the insert cannot interleave with another request
  const result = await db.run(sql`
    INSERT INTO ${reports} (id, reporter_id, target_type, target_id, reason, details, status, created_at)
    SELECT ${id}, ${input.reporterId}, ${targetType}, ${targetId}, ${reason}, ${details ?? null}, 'open', ${now.getTime()}
    WHERE NOT EXISTS (
      SELECT 1 FROM ${reports}
      WHERE reporter_id = ${input.reporterId} AND target_type = ${targetType} AND target_id = ${targetId}
        AND status IN ('open', 'reviewing')
    )`)
  if (!result.meta.changes) return failure(409, { form: 'report:errors.duplicate' })
  return { ok: true, id }
}

/** Has this member an open report about the target? (To show 'Reported' instead of the button.) */
export async function hasOpenReport(db: Db, reporterId: string, targetType: ReportTargetType, targetId: string | number) {
  const row = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetType, targetType),
        eq(reports.targetId, String(targetId)),
        inArray(reports.status, OPEN_REPORT_STATUSES),
      ),
    )
    .get()
  return !!row
}

// ------------------------------------------------------------------ moderation

export type OpenReport = {
  id: string
  reporterId: string | null
  targetType: ReportTargetType
  targetId: string
  reason: ReportReason
  details: string | null
  status: ReportStatus
  createdAt: number
}

/** Reports waiting for a moderator, newest first (reports_status_created_idx). Callers check the role. */
export async function listOpenReports(
  db: Db,
  { targetType, limit = 50 }: { targetType?: ReportTargetType; limit?: number } = {},
): Promise<OpenReport[]> {
  const rows = await db
    .select({
      id: reports.id,
      reporterId: reports.reporterId,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      details: reports.details,
      status: reports.status,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(and(inArray(reports.status, OPEN_REPORT_STATUSES), targetType ? eq(reports.targetType, targetType) : undefined))
    .orderBy(desc(reports.createdAt))
    .limit(Math.min(Math.max(limit, 1), 200))
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }))
}

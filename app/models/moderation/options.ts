/**
 * The moderation queue's value lists and limits (issue 41), browser-safe: the forms and the
 * server read the same ones.
 */
import { MODERATION_ACTIONS, REPORT_TARGET_TYPES, type ModerationAction, type ReportTargetType } from '~/db/schema/values'

export { MODERATION_ACTIONS, type ModerationAction }

/** Actions on the content itself; which types allow them (the rest: dismiss, warn, suspend, ban). */
export const CONTENT_ACTIONS: Partial<Record<ReportTargetType, readonly ('hide' | 'delete')[]>> = {
  post: ['hide', 'delete'],
  comment: ['hide', 'delete'],
  event: ['hide'],
  group: ['hide'],
  listing: ['hide'],
  review: ['hide'],
  photo: ['delete'],
}
/** Actions on the author (the member reported, or who wrote the content). */
export const AUTHOR_ACTIONS = ['warn', 'suspend', 'ban'] as const

/** What a moderator may choose for a target: dismiss, its content actions, and the author's when it has one. */
export function actionsFor(type: ReportTargetType, hasAuthor: boolean): ModerationAction[] {
  return ['dismiss', ...(CONTENT_ACTIONS[type] ?? []), ...(hasAuthor ? AUTHOR_ACTIONS : [])]
}

/** How long a suspension may last, in days. */
export const SUSPENSION_DAYS = [1, 3, 7, 30, 90] as const

export const QUEUE_TABS = ['open', 'flagged', 'appeals', 'closed'] as const
export type QueueTab = (typeof QUEUE_TABS)[number]
export const QUEUE_SORTS = ['newest', 'most'] as const
export type QueueSort = (typeof QUEUE_SORTS)[number]
export const CASES_PER_PAGE = 25

/**
 * Mass-report detection: a case is flagged (never acted on by itself) when at least
 * MIN_REPORTERS accounts younger than NEW_ACCOUNT_DAYS reported it within WINDOW_HOURS.
 */
export const MASS_REPORT = { minReporters: 3, newAccountDays: 7, windowHours: 24 } as const

export const REASON_MAX = 1000
export const APPEAL_MAX = 2000

export const isReportTargetType = (value: unknown): value is ReportTargetType =>
  typeof value === 'string' && (REPORT_TARGET_TYPES as readonly string[]).includes(value)

/** A case's address in the back office. */
export const caseHref = (type: ReportTargetType, id: string) => `/admin/reports/${type}/${encodeURIComponent(id)}`
/** A decision's page for the member it concerns (their appeal). */
export const decisionHref = (decisionId: string) => `/moderation/${decisionId}`

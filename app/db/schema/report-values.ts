/**
 * The value lists of reports (app/db/schema/accounts.ts re-exports them for the `reports` table),
 * in a module free of drizzle so the browser can use them (app/components/reports/report-dialog.tsx).
 * No imports here.
 */

export const REPORT_TARGET_TYPES = [
  'user',
  'venue',
  'event',
  'listing',
  'post',
  'comment',
  'message',
  'group',
  'review',
  'photo',
] as const
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number]

/** Also the order the report dialog offers them in. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate_speech',
  'violence',
  'sexual_content',
  'impersonation',
  'scam',
  'misinformation',
  'self_harm',
  'underage',
  'privacy',
  'other',
] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { reports, type ReportTargetType } from '~/db/schema'
import type { Viewer } from '~/models/viewer'

/**
 * SQL: a moderator's way to private content through a report (decision 034). True while a report
 * about the row (`type`, its id column or expression) waits for a moderator. The visibility rules
 * add it to what staff see; nobody else is affected. reports_target_idx serves it. A report the
 * staff member filed themselves does not count: reporting what one may know of (a listed crew's
 * teaser, any active member) must not open the rest of it without the audited reason.
 */
export function openReportAbout(type: ReportTargetType, id: SQLWrapper, staff: NonNullable<Viewer>): SQL {
  return sql`EXISTS (SELECT 1 FROM ${reports} WHERE ${reports.targetType} = ${type} AND ${reports.targetId} = CAST(${id} AS TEXT) AND ${reports.status} IN ('open', 'reviewing') AND (${reports.reporterId} IS NULL OR ${reports.reporterId} <> ${staff.id}))`
}

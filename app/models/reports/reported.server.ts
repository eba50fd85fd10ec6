import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { reports, type ReportTargetType } from '~/db/schema'

/**
 * SQL: a moderator's way to private content through a report (decision 034). True while a report
 * about the row (`type`, its id column or expression) waits for a moderator. The visibility rules
 * add it to what staff see; nobody else is affected. reports_target_idx serves it.
 */
export function openReportAbout(type: ReportTargetType, id: SQLWrapper): SQL {
  return sql`EXISTS (SELECT 1 FROM ${reports} WHERE ${reports.targetType} = ${type} AND ${reports.targetId} = CAST(${id} AS TEXT) AND ${reports.status} IN ('open', 'reviewing'))`
}

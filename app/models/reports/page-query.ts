import { ReportInputSchema } from './schema'

/**
 * The report page's address (/reports/new?targetType=&targetId=&redirectTo=): what is reported,
 * checked as the report form checks it. Where it leads back is the route's (safeRedirect).
 */
export const ReportPageQuerySchema = ReportInputSchema.pick({ targetType: true, targetId: true })

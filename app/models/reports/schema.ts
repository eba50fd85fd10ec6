import { z } from 'zod'
import { REPORT_REASONS, REPORT_TARGET_TYPES } from '~/db/schema/values'
import { message } from '~/utils/messages'

/** The report form (the report dialog and POST /reports), for the browser and the server alike. */
export const REPORT_DETAILS_MAX = 1000

export const ReportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { errorMap: () => ({ message: 'report:errors.target' }) }),
  targetId: z
    .union([z.string(), z.number()], { errorMap: () => ({ message: 'report:errors.target' }) })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'report:errors.target')),
  reason: z.enum(REPORT_REASONS, { errorMap: () => ({ message: 'report:errors.reason' }) }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, message('report:errors.details', { max: REPORT_DETAILS_MAX }))
    .optional(),
})
export type ReportInput = z.input<typeof ReportInputSchema>

/**
 * /admin/marketplace's forms: one zod schema per intent (the action's; the query is ./admin-query.ts). Messages: `admin:market.errors.*`.
 */
import { z } from 'zod'
import { LISTING_STATUSES } from '~/db/schema/values'
import { message } from '~/utils/messages'
import { ADMIN_MARKET_LIMITS } from './admin-query'

const m = (key: string, values?: Record<string, number>) => message(`admin:market.errors.${key}`, values)
const listingId = z.coerce
  .number({ invalid_type_error: m('unknown') })
  .int(m('unknown'))
  .positive(m('unknown'))
const orderId = z.string().regex(/^[0-9a-f-]{36}$/, m('unknown'))

export const ADMIN_MARKET_SCHEMAS = {
  stock: z.object({
    intent: z.literal('stock'),
    id: listingId,
    delta: z.coerce
      .number({ invalid_type_error: m('delta', { max: ADMIN_MARKET_LIMITS.deltaMax }) })
      .int(m('delta', { max: ADMIN_MARKET_LIMITS.deltaMax }))
      .min(-ADMIN_MARKET_LIMITS.deltaMax, m('delta', { max: ADMIN_MARKET_LIMITS.deltaMax }))
      .max(ADMIN_MARKET_LIMITS.deltaMax, m('delta', { max: ADMIN_MARKET_LIMITS.deltaMax }))
      .refine((n) => n !== 0, m('delta', { max: ADMIN_MARKET_LIMITS.deltaMax })),
    reason: z
      .string({ required_error: m('reason', { min: ADMIN_MARKET_LIMITS.reasonMin }) })
      .trim()
      .min(ADMIN_MARKET_LIMITS.reasonMin, m('reason', { min: ADMIN_MARKET_LIMITS.reasonMin }))
      .max(ADMIN_MARKET_LIMITS.reasonMax, m('tooLong', { max: ADMIN_MARKET_LIMITS.reasonMax })),
  }),
  status: z.object({
    intent: z.literal('status'),
    id: listingId,
    status: z.enum(LISTING_STATUSES, { errorMap: () => ({ message: m('invalid') }) }),
    featured: z
      .enum(['on'])
      .optional()
      .transform((v) => v === 'on'),
  }),
  fulfil: z.object({ intent: z.literal('fulfil'), id: orderId }),
  refund: z.object({ intent: z.literal('refund'), id: orderId }),
  review: z.object({
    intent: z.literal('review'),
    id: z.string().min(1).max(64),
    hidden: z.enum(['1', '0']).transform((v) => v === '1'),
  }),
} as const
export type AdminMarketIntent = keyof typeof ADMIN_MARKET_SCHEMAS
export type AdminMarketInput = { [K in AdminMarketIntent]: z.output<(typeof ADMIN_MARKET_SCHEMAS)[K]> }[AdminMarketIntent]

export const isAdminMarketIntent = (value: string): value is AdminMarketIntent => Object.hasOwn(ADMIN_MARKET_SCHEMAS, value)

/**
 * /admin/marketplace's forms: one zod schema per intent (the action's; the query is ./admin-query.ts). Messages: `admin:market.errors.*`.
 */
import { z } from 'zod'
import { LISTING_STATUSES } from '~/db/schema/values'
import { message } from '~/utils/messages'
import { ADMIN_MARKET_LIMITS } from './admin-query'

export const m = (key: string, values?: Record<string, number>) => message(`admin:market.errors.${key}`, values)
export const listingId = z.coerce
  .number({ invalid_type_error: m('unknown') })
  .int(m('unknown'))
  .positive(m('unknown'))
const orderId = z.string().regex(/^[0-9a-f-]{36}$/, m('unknown'))
// the page's one-time key (a form sent twice changes things once)
export const formKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, m('invalid'))
// a stock change in the ledger: a non-zero step with its reason (an item's, or one of its variants')
export const stockDelta = z.coerce
  .number({ invalid_type_error: m('delta', { max: ADMIN_MARKET_LIMITS.deltaMax }) })
  .int(m('delta', { max: ADMIN_MARKET_LIMITS.deltaMax }))
  .min(-ADMIN_MARKET_LIMITS.deltaMax, m('delta', { max: ADMIN_MARKET_LIMITS.deltaMax }))
  .max(ADMIN_MARKET_LIMITS.deltaMax, m('delta', { max: ADMIN_MARKET_LIMITS.deltaMax }))
  .refine((n) => n !== 0, m('delta', { max: ADMIN_MARKET_LIMITS.deltaMax }))
export const stockReason = z
  .string({ required_error: m('reason', { min: ADMIN_MARKET_LIMITS.reasonMin }) })
  .trim()
  .min(ADMIN_MARKET_LIMITS.reasonMin, m('reason', { min: ADMIN_MARKET_LIMITS.reasonMin }))
  .max(ADMIN_MARKET_LIMITS.reasonMax, m('tooLong', { max: ADMIN_MARKET_LIMITS.reasonMax }))

export const ADMIN_MARKET_SCHEMAS = {
  stock: z.object({
    intent: z.literal('stock'),
    id: listingId,
    // the page's one-time key: the same form sent twice changes the stock once
    key: formKey,
    delta: stockDelta,
    reason: stockReason,
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

/** The currencies the shop sells in (ISO 4217). */
export const MARKET_CURRENCIES = ['EUR', 'USD', 'GBP', 'CAD', 'AUD'] as const
export const LISTING_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  descriptionMax: 4000,
  businessNameMax: 80,
  priceMax: 100_000,
  stockMax: 100_000,
  /** An item's photos, and each one's size before its metadata is removed (as event images: 5 MB). */
  photosMax: 8,
  photoMaxMb: 5,
  altMin: 3,
  altMax: 200,
  /** An item's variants, and the length of a size or colour ('XL', 'Rainbow'). */
  variantsMax: 24,
  variantOptionMax: 40,
} as const

/** A price as typed ('12', '12.5', '12,50') in cents, or undefined when it is not one. */
export function priceCents(text: string): number | undefined {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.trim())
  if (!match) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'))
}

const price = (key: string) =>
  z.string({ required_error: m(key, { max: LISTING_LIMITS.priceMax }) }).transform((text, ctx) => {
    const cents = priceCents(text)
    if (cents == null || cents > LISTING_LIMITS.priceMax * 100) {
      ctx.addIssue({ code: 'custom', message: m(key, { max: LISTING_LIMITS.priceMax }) })
      return z.NEVER
    }
    return cents
  })
const checkbox = z
  .enum(['on'])
  .optional()
  .transform((v) => v === 'on')

/**
 * The item editor (/admin/marketplace/new and /admin/marketplace/{id}): what it is, its price and
 * sale price (in the currency's units, stored in cents), its labels and state. The stock is set
 * at creation; afterwards it changes through the ledger (the list's 'Change stock').
 */
export const ListingFormSchema = z
  .object({
    // the new-item page's one-time key: the same form sent twice creates one item
    key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, m('invalid'))
      .optional(),
    title: z
      .string({ required_error: m('title', { min: LISTING_LIMITS.titleMin }) })
      .trim()
      .min(LISTING_LIMITS.titleMin, m('title', { min: LISTING_LIMITS.titleMin }))
      .max(LISTING_LIMITS.titleMax, m('tooLong', { max: LISTING_LIMITS.titleMax })),
    description: z
      .string()
      .trim()
      .max(LISTING_LIMITS.descriptionMax, m('tooLong', { max: LISTING_LIMITS.descriptionMax }))
      .optional()
      .transform((v) => v || null),
    businessName: z
      .string()
      .trim()
      .max(LISTING_LIMITS.businessNameMax, m('tooLong', { max: LISTING_LIMITS.businessNameMax }))
      .optional()
      .transform((v) => v || null),
    category: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/, m('invalid'))
      .optional(),
    price: price('price'),
    salePrice: z
      .string()
      .optional()
      .transform((text, ctx) => {
        if (!text?.trim()) return null
        const cents = priceCents(text)
        if (cents == null) {
          ctx.addIssue({ code: 'custom', message: m('price', { max: LISTING_LIMITS.priceMax }) })
          return z.NEVER
        }
        return cents
      }),
    currency: z.enum(MARKET_CURRENCIES, { errorMap: () => ({ message: m('invalid') }) }),
    stock: z.coerce
      .number({ invalid_type_error: m('stock', { max: LISTING_LIMITS.stockMax }) })
      .int(m('stock', { max: LISTING_LIMITS.stockMax }))
      .min(0, m('stock', { max: LISTING_LIMITS.stockMax }))
      .max(LISTING_LIMITS.stockMax, m('stock', { max: LISTING_LIMITS.stockMax }))
      .optional(),
    status: z.enum(LISTING_STATUSES, { errorMap: () => ({ message: m('invalid') }) }),
    isSale: checkbox,
    isNewArrival: checkbox,
    featured: checkbox,
  })
  .superRefine((value, ctx) => {
    if (value.salePrice != null && value.salePrice > value.price)
      ctx.addIssue({ code: 'custom', path: ['salePrice'], message: m('saleAbovePrice') })
    if (value.isSale && value.salePrice == null) ctx.addIssue({ code: 'custom', path: ['salePrice'], message: m('saleWithoutPrice') })
  })
export type ListingFormInput = z.infer<typeof ListingFormSchema>

const photoIntent = { id: listingId, key: formKey }
const photoId = z.string().regex(/^[0-9a-f-]{36}$/, m('unknown'))

/** The editor's photo forms: add one (with what it shows), move one, remove one. */
export const LISTING_PHOTO_SCHEMAS = {
  'photo-add': z.object({
    intent: z.literal('photo-add'),
    ...photoIntent,
    // Conform reads an empty file input as no file
    photo: z
      .instanceof(File, { message: m('photoType') })
      .refine((file) => file.size <= LISTING_LIMITS.photoMaxMb * 1024 * 1024, m('photoTooLarge', { max: LISTING_LIMITS.photoMaxMb })),
    alt: z
      .string({ required_error: m('alt', { min: LISTING_LIMITS.altMin }) })
      .trim()
      .min(LISTING_LIMITS.altMin, m('alt', { min: LISTING_LIMITS.altMin }))
      .max(LISTING_LIMITS.altMax, m('tooLong', { max: LISTING_LIMITS.altMax })),
  }),
  'photo-move': z.object({
    intent: z.literal('photo-move'),
    ...photoIntent,
    photoId,
    // where it goes (0 first): a place, not a step, so the same form sent twice moves it once
    position: z.coerce
      .number({ invalid_type_error: m('invalid') })
      .int(m('invalid'))
      .min(0, m('invalid'))
      .max(LISTING_LIMITS.photosMax - 1, m('invalid')),
  }),
  'photo-delete': z.object({ intent: z.literal('photo-delete'), ...photoIntent, photoId }),
} as const
export type ListingPhotoIntent = keyof typeof LISTING_PHOTO_SCHEMAS
export const isListingPhotoIntent = (value: unknown): value is ListingPhotoIntent =>
  typeof value === 'string' && Object.hasOwn(LISTING_PHOTO_SCHEMAS, value)

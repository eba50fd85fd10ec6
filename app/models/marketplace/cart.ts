/**
 * The cart and checkout forms, shared by the browser and the server: limits, intents and the
 * shipping address schema. Messages are `marketplace:cart.errors.*` and `marketplace:checkout.errors.*`.
 */
import { z } from 'zod'
import { message } from '~/utils/messages'
import { CART_LIMITS } from './cart-limits'

export { CART_LIMITS, RESERVATION_MINUTES } from './cart-limits'

const cartError = (key: string, values?: Record<string, number>) => message(`marketplace:cart.errors.${key}`, values)
const listingId = z.coerce
  .number({ invalid_type_error: cartError('unknownItem') })
  .int(cartError('unknownItem'))
  .positive(cartError('unknownItem'))
  .max(2 ** 31, cartError('unknownItem'))
/** The variant of an item that has them (0, or absent: the item itself). */
const variantId = z.coerce
  .number({ invalid_type_error: cartError('unknownItem') })
  .int(cartError('unknownItem'))
  .min(0, cartError('unknownItem'))
  .max(2 ** 31, cartError('unknownItem'))
  .default(0)
const quantity = (min: number) =>
  z.coerce
    .number({ invalid_type_error: cartError('quantity', { max: CART_LIMITS.maxQuantity }) })
    .int(cartError('quantity', { max: CART_LIMITS.maxQuantity }))
    .min(min, cartError('quantity', { max: CART_LIMITS.maxQuantity }))
    .max(CART_LIMITS.maxQuantity, cartError('quantity', { max: CART_LIMITS.maxQuantity }))

/** The cart's intents (/marketplace/cart's action): add from an item's page, change or remove a line. */
export const CART_INTENTS = {
  add: z.object({ listingId, variantId, quantity: quantity(1).default(1) }),
  /** 0 removes the line. */
  update: z.object({ listingId, variantId, quantity: quantity(0) }),
  remove: z.object({ listingId, variantId }),
} as const
export type CartIntent = keyof typeof CART_INTENTS

const checkoutError = (key: string, values?: Record<string, number>) => message(`marketplace:checkout.errors.${key}`, values)
export const ADDRESS_LIMITS = {
  nameMax: 100,
  lineMax: 120,
  postalCodeMax: 16,
  cityMax: 80,
  regionMax: 80,
  phoneMax: 24,
  emailMax: 254,
} as const

const required = (key: string, max: number) =>
  z
    .string({ required_error: checkoutError(`${key}Required`), invalid_type_error: checkoutError(`${key}Required`) })
    .trim()
    .min(1, checkoutError(`${key}Required`))
    .max(max, checkoutError('tooLong', { max }))
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, checkoutError('tooLong', { max }))
    .optional()
    .transform((v) => v || undefined)

/**
 * The checkout form (/marketplace/checkout): where to send the order, and the address for a
 * visitor's emails (a member's is their account's). `currency` names which of the cart's
 * currencies this order pays (one order per currency); `key` is the form's one-time key, so a
 * second submit finds the first order instead of making another.
 */
export const CheckoutSchema = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, checkoutError('expired')),
  currency: z.string().regex(/^[A-Z]{3}$/, checkoutError('currency')),
  email: z
    .string()
    .trim()
    .max(ADDRESS_LIMITS.emailMax, checkoutError('emailInvalid'))
    .email(checkoutError('emailInvalid'))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  name: required('name', ADDRESS_LIMITS.nameMax),
  line1: required('line1', ADDRESS_LIMITS.lineMax),
  line2: optional(ADDRESS_LIMITS.lineMax),
  postalCode: required('postalCode', ADDRESS_LIMITS.postalCodeMax),
  city: required('city', ADDRESS_LIMITS.cityMax),
  region: optional(ADDRESS_LIMITS.regionMax),
  country: z
    .string({ required_error: checkoutError('countryRequired') })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, checkoutError('countryRequired')),
  phone: optional(ADDRESS_LIMITS.phoneMax).refine((v) => !v || /^\+?[0-9 ()./-]{4,24}$/.test(v), checkoutError('phoneInvalid')),
})
export type CheckoutInput = z.infer<typeof CheckoutSchema>

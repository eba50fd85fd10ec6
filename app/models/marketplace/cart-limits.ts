/** The cart's bounds, free of zod: the item page and the cart page read them in the browser. */
export const CART_LIMITS = {
  /** Different items a cart holds (a merge at sign-in may keep more: no line is lost). */
  maxLines: 20,
  /** Of one item per order. */
  maxQuantity: 10,
} as const

/** How long checkout holds the lines' stock for the buyer (Stripe's shortest Checkout Session). */
export const RESERVATION_MINUTES = 30

/** A buyer's review of an item. */
export const REVIEW_LIMITS = { bodyMax: 1000 } as const

/** An order's states and their legal moves, free of zod (the back office's rows read them in the browser). */
import type { OrderStatus } from '~/db/schema/values'

/**
 * The legal moves of an order (every change goes through `moveOrder`, which refuses the rest):
 * the verified webhook pays a pending order; the reservation's end or the buyer cancels it;
 * staff fulfil a paid one and refund a paid or fulfilled one through the provider.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['paid', 'cancelled'],
  paid: ['fulfilled', 'refunded'],
  fulfilled: ['refunded'],
  cancelled: [],
  refunded: [],
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to)
}

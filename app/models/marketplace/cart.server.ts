/**
 * The cart. A member's lives in `carts` / `cart_items`; a visitor's in a signed cookie
 * (`haven_cart`: "v1.<id>:<qty>,….<hmac>", no row for anyone who never signs in). The first
 * request that carries both a visitor cart and a member's session merges the visitor's lines into
 * the member's cart and drops the cookie (workers/app.ts, whichever way the member signed in):
 * the visitor's quantity wins for an item both hold, every other line of either is kept
 * (decision 043).
 *
 * Quantities stay within CART_LIMITS and the item's stock when added; a line whose item went out
 * of sale, sold out, or has less stock than the line asks is flagged when the cart is read, never
 * silently dropped. What a line costs is read at that moment (the price now, `effectivePrice`).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { runSqlBatch } from '~/db/sql-batch'
import { cartItems, carts, marketplaceListings } from '~/db/schema'
import { appSecret } from '~/models/site/app-secrets.server'
import type { Viewer } from '~/models/viewer'
import { hmacSha256Hex, timingSafeEqual } from '~/utils/crypto'
import { CART_LIMITS } from './cart'
import { effectivePrice, listingCardFields, toListingCard, type ListingCard } from './list.server'
import { visibleListing } from './visibility.server'

export type CartLine = { listingId: number; quantity: number }

/** Where a cart lives: the member's rows, or the lines of the visitor's cookie. */
export type CartOwner = { kind: 'member'; userId: string } | { kind: 'visitor'; lines: CartLine[] }

// ---------------------------------------------------------------- the visitor's cookie

export const VISITOR_CART_COOKIE = 'haven_cart'
const COOKIE_MAX_AGE = 30 * 24 * 60 * 60
/** More lines than a merge could ever need: a cookie past it is refused whole. */
const COOKIE_MAX_LINES = CART_LIMITS.maxLines

type CookieKey = { secret: string }

function cookieValue(request: Request): string | null {
  const header = request.headers.get('Cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === VISITOR_CART_COOKIE) return rest.join('=')
  }
  return null
}

export function hasVisitorCart(request: Request): boolean {
  return !!cookieValue(request)
}

const encodeLines = (lines: CartLine[]) => lines.map((l) => `${l.listingId}:${l.quantity}`).join(',')

/** The lines of a cookie whose signature holds; anything else is an empty cart. */
async function decodeCookie(value: string, { secret }: CookieKey): Promise<CartLine[]> {
  const match = /^v1\.((?:\d{1,10}:\d{1,2})(?:,\d{1,10}:\d{1,2})*)\.([0-9a-f]{64})$/.exec(value)
  if (!match) return []
  const [, payload, signature] = match
  if (!timingSafeEqual(await hmacSha256Hex(secret, `cart.v1.${payload}`), signature!)) return []
  const lines: CartLine[] = []
  for (const part of payload!.split(',')) {
    const [id, qty] = part.split(':').map(Number)
    if (id! < 1 || qty! < 1 || qty! > CART_LIMITS.maxQuantity || lines.some((l) => l.listingId === id)) return []
    lines.push({ listingId: id!, quantity: qty! })
  }
  return lines.length > COOKIE_MAX_LINES ? [] : lines
}

const visitorKey = async (db: Db, env: { CART_COOKIE_SECRET?: string }): Promise<CookieKey> => ({
  secret: await appSecret(db, 'visitor-cart', env.CART_COOKIE_SECRET),
})

/** The visitor cart a request carries (empty when none, or when its signature does not hold). */
export async function readVisitorCart(request: Request, db: Db, env: { CART_COOKIE_SECRET?: string }): Promise<CartLine[]> {
  const value = cookieValue(request)
  return value ? decodeCookie(value, await visitorKey(db, env)) : []
}

/** The Set-Cookie that stores a visitor's lines (or removes the cookie when there are none). */
export async function visitorCartCookie(db: Db, env: { CART_COOKIE_SECRET?: string }, lines: CartLine[]): Promise<string> {
  if (lines.length === 0) return `${VISITOR_CART_COOKIE}=; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=0`
  const payload = encodeLines(lines)
  const { secret } = await visitorKey(db, env)
  const signature = await hmacSha256Hex(secret, `cart.v1.${payload}`)
  return `${VISITOR_CART_COOKIE}=v1.${payload}.${signature}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${COOKIE_MAX_AGE}`
}

// ---------------------------------------------------------------- reading

export type CartLineState = 'ok' | 'reduced' | 'soldOut' | 'unavailable'

export type CartLineView = {
  listingId: number
  /** What the member asked for. */
  quantity: number
  /** What checkout would take: the quantity within the stock (0 when it cannot be bought). */
  available: number
  state: CartLineState
  /** null when the item is no longer shown to this viewer (a draft, archived, a blocked seller's). */
  listing: (ListingCard & { stock: number; unitPriceCents: number }) | null
}

export type CartTotal = { currency: string; totalCents: number; items: number }

export type CartView = { lines: CartLineView[]; totals: CartTotal[]; count: number }

export async function memberCartLines(db: Db, userId: string): Promise<CartLine[]> {
  return db
    .select({ listingId: cartItems.listingId, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(cartItems.createdAt, cartItems.listingId)
    .all()
}

/** Whose cart a request reads: the signed-in member's rows, else the visitor's cookie. */
export async function cartOwner(
  request: Request,
  db: Db,
  env: { CART_COOKIE_SECRET?: string },
  user: { id: string } | null,
): Promise<CartOwner> {
  return user ? { kind: 'member', userId: user.id } : { kind: 'visitor', lines: await readVisitorCart(request, db, env) }
}

export async function cartLines(db: Db, owner: CartOwner): Promise<CartLine[]> {
  return owner.kind === 'member' ? memberCartLines(db, owner.userId) : owner.lines
}

/** How many pieces a cart holds (the header's count). */
export const cartCount = (lines: CartLine[]) => lines.reduce((n, l) => n + l.quantity, 0)

/** The member's cart count, for the shell's batch (users.server.ts getShellUser). */
export function memberCartCountQuery(db: Db, userId: string) {
  return db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
}

/** The cart's lines with their items as the viewer may see them, each line's state, and the totals by currency. */
export async function viewCart(db: Db, viewer: Viewer, lines: CartLine[]): Promise<CartView> {
  const ids = lines.map((l) => l.listingId)
  const rows = ids.length
    ? await db
        .select({
          ...listingCardFields(),
          stock: marketplaceListings.stock,
          status: marketplaceListings.status,
          unitPriceCents: effectivePrice.as('listing_unit_price'),
        })
        .from(marketplaceListings)
        .where(and(inArray(marketplaceListings.id, ids), visibleListing(viewer)))
        .all()
    : []
  const byId = new Map(rows.map((r) => [r.id, r]))
  const views: CartLineView[] = lines.map((line) => {
    const row = byId.get(line.listingId)
    if (!row) return { listingId: line.listingId, quantity: line.quantity, available: 0, state: 'unavailable', listing: null }
    const { status, ...card } = row
    const listing = { ...toListingCard(card), stock: row.stock, unitPriceCents: row.unitPriceCents }
    if (status !== 'active' || row.stock <= 0)
      return { listingId: line.listingId, quantity: line.quantity, available: 0, state: 'soldOut', listing }
    const available = Math.min(line.quantity, row.stock)
    return { listingId: line.listingId, quantity: line.quantity, available, state: available < line.quantity ? 'reduced' : 'ok', listing }
  })
  const totals = new Map<string, CartTotal>()
  for (const line of views) {
    if (!line.listing || line.available === 0) continue
    const total = totals.get(line.listing.currency) ?? { currency: line.listing.currency, totalCents: 0, items: 0 }
    total.totalCents += line.available * line.listing.unitPriceCents
    total.items += line.available
    totals.set(line.listing.currency, total)
  }
  return { lines: views, totals: [...totals.values()], count: cartCount(lines) }
}

// ---------------------------------------------------------------- changing

export type CartChange =
  { ok: true; lines: CartLine[]; quantity: number } | { ok: false; status: 404 | 409; error: 'unknownItem' | 'soldOut' | 'full' }

/** The item as a buyer could take it now: its stock, or why not. */
async function buyable(db: Db, viewer: Viewer, listingId: number) {
  const row = await db
    .select({ stock: marketplaceListings.stock, status: marketplaceListings.status })
    .from(marketplaceListings)
    .where(and(eq(marketplaceListings.id, listingId), visibleListing(viewer)))
    .get()
  if (!row) return { ok: false, status: 404, error: 'unknownItem' } as const
  if (row.status !== 'active' || row.stock <= 0) return { ok: false, status: 409, error: 'soldOut' } as const
  return { ok: true, stock: row.stock } as const
}

/**
 * Sets a line's quantity (`add`: adds to what the line holds), within the stock and the limit; 0
 * removes it. A member's cart changes in one statement (two tabs adding at once add both, within
 * the bounds); a visitor's answer carries the new lines for the cookie.
 */
export async function changeCart(
  db: Db,
  viewer: Viewer,
  owner: CartOwner,
  { listingId, quantity, mode }: { listingId: number; quantity: number; mode: 'add' | 'set' },
): Promise<CartChange> {
  if (mode === 'set' && quantity === 0) return removeFromCart(db, owner, listingId)
  const item = await buyable(db, viewer, listingId)
  if (!item.ok) return item
  const cap = Math.min(CART_LIMITS.maxQuantity, item.stock)
  if (owner.kind === 'visitor') {
    const existing = owner.lines.find((l) => l.listingId === listingId)
    if (!existing && owner.lines.length >= CART_LIMITS.maxLines) return { ok: false, status: 409, error: 'full' }
    const next = Math.min(cap, mode === 'add' ? (existing?.quantity ?? 0) + quantity : quantity)
    const lines = existing
      ? owner.lines.map((l) => (l.listingId === listingId ? { listingId, quantity: next } : l))
      : [...owner.lines, { listingId, quantity: next }]
    return { ok: true, lines, quantity: next }
  }
  const wanted = Math.min(cap, quantity)
  const cartId = crypto.randomUUID()
  const [, upserted] = await runSqlBatch(db, [
    db.insert(carts).values({ id: cartId, userId: owner.userId }).onConflictDoNothing({ target: carts.userId }).getSQL(),
    // a new line only while the cart has room; an existing one within the cap
    sql`
      INSERT INTO cart_items (cart_id, listing_id, quantity)
      SELECT c.id, ${listingId}, ${wanted} FROM carts c
      WHERE c.user_id = ${owner.userId}
        AND ((SELECT count(*) FROM cart_items i WHERE i.cart_id = c.id) < ${CART_LIMITS.maxLines}
             OR EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id AND i.listing_id = ${listingId}))
      ON CONFLICT (cart_id, listing_id) DO UPDATE SET quantity = min(${cap}, ${mode === 'add' ? sql`cart_items.quantity + excluded.quantity` : sql`excluded.quantity`})
    `,
    db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.userId, owner.userId)).getSQL(),
  ])
  if (upserted.meta.changes === 0) return { ok: false, status: 409, error: 'full' }
  const lines = await memberCartLines(db, owner.userId)
  return { ok: true, lines, quantity: lines.find((l) => l.listingId === listingId)?.quantity ?? wanted }
}

export async function removeFromCart(db: Db, owner: CartOwner, listingId: number): Promise<CartChange> {
  if (owner.kind === 'visitor') return { ok: true, lines: owner.lines.filter((l) => l.listingId !== listingId), quantity: 0 }
  await db
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.listingId, listingId),
        sql`${cartItems.cartId} IN (SELECT ${carts.id} FROM ${carts} WHERE ${carts.userId} = ${owner.userId})`,
      ),
    )
  return { ok: true, lines: await memberCartLines(db, owner.userId), quantity: 0 }
}

/** Empties what an order took from a member's cart (after checkout). */
export async function removeOrderedLines(db: Db, userId: string, listingIds: number[]) {
  if (listingIds.length === 0) return
  await db
    .delete(cartItems)
    .where(
      and(
        inArray(cartItems.listingId, listingIds),
        sql`${cartItems.cartId} IN (SELECT ${carts.id} FROM ${carts} WHERE ${carts.userId} = ${userId})`,
      ),
    )
}

/**
 * Merges a visitor's lines into the member's cart (decision 043): the visitor's quantity replaces
 * the member's for an item both hold, every other line of either stays, none is added twice. One
 * batch; running it again changes nothing. Lines of items that no longer exist are dropped (there
 * is nothing left to show); the rest are flagged as the cart is read.
 */
export async function mergeVisitorCart(db: Db, userId: string, lines: CartLine[]): Promise<void> {
  if (lines.length === 0) return
  await runSqlBatch(db, [
    db.insert(carts).values({ id: crypto.randomUUID(), userId }).onConflictDoNothing({ target: carts.userId }).getSQL(),
    ...lines.map(
      (line) => sql`
        INSERT INTO cart_items (cart_id, listing_id, quantity)
        SELECT c.id, l.id, ${Math.min(line.quantity, CART_LIMITS.maxQuantity)}
        FROM carts c JOIN marketplace_listings l ON l.id = ${line.listingId}
        WHERE c.user_id = ${userId}
        ON CONFLICT (cart_id, listing_id) DO UPDATE SET quantity = excluded.quantity
      `,
    ),
    db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.userId, userId)).getSQL(),
  ])
}

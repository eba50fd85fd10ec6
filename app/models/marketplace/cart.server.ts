/**
 * The cart. A member's lives in `carts` / `cart_items`; a visitor's in a signed cookie
 * (`haven_cart`: "v1.<id>:<qty>,….<hmac>", no row for anyone who never signs in). The first
 * request that carries both a visitor cart and a member's session merges the visitor's lines into
 * the member's cart and drops the cookie (workers/app.ts, whichever way the member signed in):
 * the visitor's quantity wins for an item both hold, every other line of either is kept
 * (decision 043).
 *
 * A line is an item, or one variant of an item that has them (a size, a colour: `variantId`, 0 for
 * none; the cookie writes "<id>-<variant>:<qty>"). Quantities stay within CART_LIMITS and the
 * stock (the variant's, for a variant) when added; a line whose item went out of sale, sold out,
 * lost its variant or has less stock than the line asks is flagged when the cart is read, never
 * silently dropped. What a line costs is read at that moment (the price now: `effectivePrice`,
 * a variant's `variantPriceNow`).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { runSqlBatch } from '~/db/sql-batch'
import { cartItems, carts, listingVariants, marketplaceListings } from '~/db/schema'
import { appSecret } from '~/models/site/app-secrets.server'
import type { Viewer } from '~/models/viewer'
import { hmacSha256Hex, timingSafeEqual } from '~/utils/crypto'
import { CART_LIMITS } from './cart'
import { effectivePrice, listingCardFields, toListingCard, type ListingCard } from './list.server'
import { variantLabel, variantPriceNow } from './variants.server'
import { visibleListing } from './visibility.server'

/** A cart line: an item, or one of its variants (`variantId`; 0 for an item without variants). */
export type CartLine = { listingId: number; variantId: number; quantity: number }

/** Whether two lines are the same item and variant. */
export const sameLine = (a: Pick<CartLine, 'listingId' | 'variantId'>, b: Pick<CartLine, 'listingId' | 'variantId'>) =>
  a.listingId === b.listingId && a.variantId === b.variantId

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

const encodeLines = (lines: CartLine[]) => lines.map((l) => `${l.listingId}${l.variantId ? `-${l.variantId}` : ''}:${l.quantity}`).join(',')

/** The lines of a cookie whose signature holds; anything else is an empty cart. */
async function decodeCookie(value: string, { secret }: CookieKey): Promise<CartLine[]> {
  const match = /^v1\.((?:\d{1,10}(?:-\d{1,10})?:\d{1,2})(?:,\d{1,10}(?:-\d{1,10})?:\d{1,2})*)\.([0-9a-f]{64})$/.exec(value)
  if (!match) return []
  const [, payload, signature] = match
  if (!timingSafeEqual(await hmacSha256Hex(secret, `cart.v1.${payload}`), signature!)) return []
  const lines: CartLine[] = []
  for (const part of payload!.split(',')) {
    const [item, qty] = part.split(':')
    const [id, variant = 0] = item!.split('-').map(Number)
    const line = { listingId: id!, variantId: variant, quantity: Number(qty) }
    if (line.listingId < 1 || line.quantity < 1 || line.quantity > CART_LIMITS.maxQuantity || lines.some((l) => sameLine(l, line)))
      return []
    lines.push(line)
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

/**
 * 'chooseVariant': a line of the item itself, but the item has variants now (added after the line
 * was); 'unavailable': the item is no longer shown, or its variant is gone.
 */
export type CartLineState = 'ok' | 'reduced' | 'soldOut' | 'unavailable' | 'chooseVariant'

export type CartLineView = {
  listingId: number
  variantId: number
  /** The variant's size and colour ("M · Black"); null for an item without variants or a variant gone. */
  variantLabel: string | null
  /** What the member asked for. */
  quantity: number
  /** What checkout would take: the quantity within the stock (0 when it cannot be bought). */
  available: number
  state: CartLineState
  /**
   * null when the item is no longer shown to this viewer (a draft, archived, a blocked seller's).
   * Its stock and unit price are the variant's for a variant's line.
   */
  listing: (ListingCard & { stock: number; unitPriceCents: number }) | null
}

export type CartTotal = { currency: string; totalCents: number; items: number }

export type CartView = { lines: CartLineView[]; totals: CartTotal[]; count: number }

export async function memberCartLines(db: Db, userId: string): Promise<CartLine[]> {
  return db
    .select({ listingId: cartItems.listingId, variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(cartItems.createdAt, cartItems.listingId, cartItems.variantId)
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

/**
 * Whether an item has variants (over `marketplace_listings`; named in full: drizzle writes a
 * one-table select's columns bare, and a bare "id" here would be the variant's).
 */
export const hasVariants = sql<number>`EXISTS (SELECT 1 FROM listing_variants v WHERE v.listing_id = marketplace_listings.id)`

/**
 * The cart's lines with their items as the viewer may see them (and the variants of those items
 * the lines name), each line's state, and the totals by currency. One round trip.
 */
export async function viewCart(db: Db, viewer: Viewer, lines: CartLine[]): Promise<CartView> {
  const ids = [...new Set(lines.map((l) => l.listingId))]
  const variantIds = [...new Set(lines.filter((l) => l.variantId > 0).map((l) => l.variantId))]
  const [rows, variants] = ids.length
    ? await db.batch([
        db
          .select({
            ...listingCardFields(),
            stock: marketplaceListings.stock,
            status: marketplaceListings.status,
            unitPriceCents: effectivePrice.as('listing_unit_price'),
            hasVariants: hasVariants.as('listing_has_variants'),
          })
          .from(marketplaceListings)
          .where(and(inArray(marketplaceListings.id, ids), visibleListing(viewer))),
        // the variants are shown only beside their item's row (read under the item's rule above)
        db
          .select({
            id: listingVariants.id,
            listingId: listingVariants.listingId,
            size: listingVariants.size,
            colour: listingVariants.colour,
            stock: listingVariants.stock,
            unitPriceCents: variantPriceNow.as('variant_unit_price'),
          })
          .from(listingVariants)
          .innerJoin(marketplaceListings, eq(marketplaceListings.id, listingVariants.listingId))
          .where(inArray(listingVariants.id, variantIds.length ? variantIds : [0])),
      ])
    : [[], []]
  const byId = new Map(rows.map((r) => [r.id, r]))
  const variantById = new Map(variants.map((v) => [v.id, v]))
  const views: CartLineView[] = lines.map((line) => {
    const row = byId.get(line.listingId)
    const base = { listingId: line.listingId, variantId: line.variantId, quantity: line.quantity, variantLabel: null }
    if (!row) return { ...base, available: 0, state: 'unavailable', listing: null }
    const { status, hasVariants: withVariants, ...card } = row
    const variant = line.variantId > 0 ? variantById.get(line.variantId) : undefined
    const sold = variant ?? row
    const listing = { ...toListingCard(card), stock: sold.stock, unitPriceCents: sold.unitPriceCents }
    if (line.variantId > 0 && variant?.listingId !== line.listingId) return { ...base, available: 0, state: 'unavailable', listing }
    const view = { ...base, variantLabel: variant ? variantLabel(variant) : null, listing }
    if (!variant && withVariants) return { ...view, available: 0, state: 'chooseVariant' }
    if (status !== 'active' || sold.stock <= 0) return { ...view, available: 0, state: 'soldOut' }
    const available = Math.min(line.quantity, sold.stock)
    return { ...view, available, state: available < line.quantity ? 'reduced' : 'ok' }
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
  | { ok: true; lines: CartLine[]; quantity: number }
  | { ok: false; status: 400 | 404 | 409; error: 'unknownItem' | 'soldOut' | 'full' | 'chooseVariant' }

type LineKey = Pick<CartLine, 'listingId' | 'variantId'>

/** The item (or its variant) as a buyer could take it now: its stock, or why not. */
async function buyable(db: Db, viewer: Viewer, { listingId, variantId }: LineKey) {
  const row = await db
    .select({
      stock: marketplaceListings.stock,
      status: marketplaceListings.status,
      hasVariants,
      variantStock: sql<
        number | null
      >`(SELECT v.stock FROM listing_variants v WHERE v.id = ${variantId} AND v.listing_id = marketplace_listings.id)`,
    })
    .from(marketplaceListings)
    .where(and(eq(marketplaceListings.id, listingId), visibleListing(viewer)))
    .get()
  if (!row) return { ok: false, status: 404, error: 'unknownItem' } as const
  // an item with variants is bought by one of them; a variant is of its own item
  if (variantId === 0 && row.hasVariants) return { ok: false, status: 400, error: 'chooseVariant' } as const
  if (variantId > 0 && row.variantStock == null) return { ok: false, status: 404, error: 'unknownItem' } as const
  const stock = variantId > 0 ? row.variantStock! : row.stock
  if (row.status !== 'active' || stock <= 0) return { ok: false, status: 409, error: 'soldOut' } as const
  return { ok: true, stock } as const
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
  { listingId, variantId, quantity, mode }: LineKey & { quantity: number; mode: 'add' | 'set' },
): Promise<CartChange> {
  const key = { listingId, variantId }
  if (mode === 'set' && quantity === 0) return removeFromCart(db, owner, key)
  const item = await buyable(db, viewer, key)
  if (!item.ok) return item
  const cap = Math.min(CART_LIMITS.maxQuantity, item.stock)
  if (owner.kind === 'visitor') {
    const existing = owner.lines.find((l) => sameLine(l, key))
    if (!existing && owner.lines.length >= CART_LIMITS.maxLines) return { ok: false, status: 409, error: 'full' }
    const next = Math.min(cap, mode === 'add' ? (existing?.quantity ?? 0) + quantity : quantity)
    const lines = existing
      ? owner.lines.map((l) => (sameLine(l, key) ? { ...key, quantity: next } : l))
      : [...owner.lines, { ...key, quantity: next }]
    return { ok: true, lines, quantity: next }
  }
  const wanted = Math.min(cap, quantity)
  const cartId = crypto.randomUUID()
  const [, upserted] = await runSqlBatch(db, [
    db.insert(carts).values({ id: cartId, userId: owner.userId }).onConflictDoNothing({ target: carts.userId }).getSQL(),
    // a new line only while the cart has room; an existing one within the cap
    sql`
      INSERT INTO cart_items (cart_id, listing_id, variant_id, quantity)
      SELECT c.id, ${listingId}, ${variantId}, ${wanted} FROM carts c
      WHERE c.user_id = ${owner.userId}
        AND ((SELECT count(*) FROM cart_items i WHERE i.cart_id = c.id) < ${CART_LIMITS.maxLines}
             OR EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id AND i.listing_id = ${listingId} AND i.variant_id = ${variantId}))
      ON CONFLICT (cart_id, listing_id, variant_id) DO UPDATE SET quantity = min(${cap}, ${mode === 'add' ? sql`cart_items.quantity + excluded.quantity` : sql`excluded.quantity`})
    `,
    db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.userId, owner.userId)).getSQL(),
  ])
  if (upserted.meta.changes === 0) return { ok: false, status: 409, error: 'full' }
  const lines = await memberCartLines(db, owner.userId)
  return { ok: true, lines, quantity: lines.find((l) => sameLine(l, key))?.quantity ?? wanted }
}

/** The member's cart lines among `keys` (over `cart_items`). */
const memberLinesIn = (userId: string, keys: LineKey[]) =>
  and(
    sql`(${cartItems.listingId}, ${cartItems.variantId}) IN (VALUES ${sql.join(
      keys.map((k) => sql`(${k.listingId}, ${k.variantId})`),
      sql`, `,
    )})`,
    sql`${cartItems.cartId} IN (SELECT ${carts.id} FROM ${carts} WHERE ${carts.userId} = ${userId})`,
  )

export async function removeFromCart(db: Db, owner: CartOwner, key: LineKey): Promise<CartChange> {
  if (owner.kind === 'visitor') return { ok: true, lines: owner.lines.filter((l) => !sameLine(l, key)), quantity: 0 }
  await db.delete(cartItems).where(memberLinesIn(owner.userId, [key]))
  return { ok: true, lines: await memberCartLines(db, owner.userId), quantity: 0 }
}

/** Empties what an order took from a member's cart (after checkout). */
export async function removeOrderedLines(db: Db, userId: string, keys: LineKey[]) {
  if (keys.length === 0) return
  await db.delete(cartItems).where(memberLinesIn(userId, keys))
}

/**
 * Merges a visitor's lines into the member's cart (decision 043): the visitor's quantity replaces
 * the member's for an item (and variant) both hold, every other line of either stays, none is
 * added twice. One batch; running it again changes nothing. Lines of items or variants that no
 * longer exist are dropped (there is nothing left to show); the rest are flagged as the cart is read.
 */
export async function mergeVisitorCart(db: Db, userId: string, lines: CartLine[]): Promise<void> {
  if (lines.length === 0) return
  await runSqlBatch(db, [
    db.insert(carts).values({ id: crypto.randomUUID(), userId }).onConflictDoNothing({ target: carts.userId }).getSQL(),
    ...lines.map(
      (line) => sql`
        INSERT INTO cart_items (cart_id, listing_id, variant_id, quantity)
        SELECT c.id, l.id, ${line.variantId}, ${Math.min(line.quantity, CART_LIMITS.maxQuantity)}
        FROM carts c JOIN marketplace_listings l ON l.id = ${line.listingId}
        WHERE c.user_id = ${userId}
          AND (${line.variantId} = 0 OR EXISTS (SELECT 1 FROM listing_variants v WHERE v.id = ${line.variantId} AND v.listing_id = l.id))
        ON CONFLICT (cart_id, listing_id, variant_id) DO UPDATE SET quantity = excluded.quantity
      `,
    ),
    db.update(carts).set({ updatedAt: new Date() }).where(eq(carts.userId, userId)).getSQL(),
  ])
}

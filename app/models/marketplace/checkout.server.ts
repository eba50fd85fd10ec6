/**
 * What the checkout page reads besides the cart: the member's address for the receipt, and the
 * countries an order may be sent to (named in the reader's language).
 */
import { asc, eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { accounts, countries } from '~/db/schema'

export async function buyerEmail(db: Db, userId: string): Promise<string | null> {
  const row = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, userId)).get()
  return row?.email ?? null
}

export type ShippingCountry = { code: string; name: string }

/** Every country by its ISO code (upper case, as the address stores it), sorted by its name in `language`. */
export async function shippingCountries(db: Db, language: string): Promise<ShippingCountry[]> {
  const rows = await db
    .select({ id: countries.id, name: countries.name, names: countries.names })
    .from(countries)
    .orderBy(asc(countries.name))
  const collator = new Intl.Collator(language)
  return rows
    .map((r) => ({ code: r.id.toUpperCase(), name: (r.names as Record<string, string> | null)?.[language] || r.name }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

/**
 * Lenient URL parameters for the lists (venues, events): a value that does not pass its schema
 * is dropped, never an error, so a bad or hand-edited URL shows the clean list (the pages then
 * redirect to the clean form, compared with `sortedSearch`).
 */
import { z } from 'zod'

/** A lookup's slug (a category, an amenity, an event type…). */
export const slugParam = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9-]{0,59}$/)
/** A country's ISO 3166-1 alpha-2 code, in lower case. */
export const countryParam = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2}$/)
/** A city's GeoNames id. */
export const cityParam = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
/** A page number (the lists cap it themselves). */
export const pageParam = z
  .string()
  .trim()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .pipe(z.number().int().min(1))

/** The value when it passes the schema, else null: a bad parameter is ignored. */
export function lenient<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, value: unknown): T | null {
  if (value == null) return null
  const parsed = schema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** A repeatable slug parameter ('a,b' in one value too), distinct, at most `max`. */
export function slugList(params: URLSearchParams, name: string, max: number) {
  const out: string[] = []
  for (const value of params.getAll(name)) {
    for (const part of value.split(',')) {
      const s = lenient(slugParam, part)
      if (s && !out.includes(s) && out.length < max) out.push(s)
    }
  }
  return out
}

/** Search parameters as one sorted text, ignoring Remix's own (`_data`, `_routes`): equal URLs compare equal. */
export const sortedSearch = (params: URLSearchParams) =>
  [...params.entries()]
    .filter(([key]) => !key.startsWith('_'))
    .map(([key, value]) => `${key}=${value}`)
    .sort()
    .join('&')

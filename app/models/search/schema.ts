/**
 * Global search, the request bodies (zod): POST /api/search's body and its filters. Every
 * refusal is a `search:errors.*` key. The zod-free rest (limits, shapes, URLs) is in query.ts,
 * re-exported here so a server module needs one import.
 */
import { z } from 'zod'
import { HITS_PER_PAGE_MAX, PAGES_MAX, PRICE_MAX, PRICE_MIN, QUERY_MAX, SEARCH_TYPES, type SearchFilters } from './query'

export * from './query'

/** Every refusal is a key of the `search` texts: zod's own English never reaches a member. */
const INVALID = 'search:errors.invalid'
const invalid = { errorMap: () => ({ message: INVALID }) }
const isoDate = z.string(invalid).regex(/^\d{4}-\d{2}-\d{2}$/, 'search:errors.date')
const whole = (min: number, max: number) => z.number(invalid).int(INVALID).min(min, INVALID).max(max, INVALID)

/** SPEC §3 search filters. Every field optional; unknown fields are refused. */
export const SearchFiltersSchema = z
  .object(
    {
      types: z.array(z.enum(SEARCH_TYPES, invalid), invalid).max(SEARCH_TYPES.length, INVALID).optional(),
      location: z.string(invalid).trim().max(100, 'search:errors.location').optional(),
      categories: z
        .array(z.string(invalid).trim().min(1, INVALID).max(60, INVALID), invalid)
        .max(24, 'search:errors.categories')
        .optional(),
      dateRange: z.object({ from: isoDate, to: isoDate }, invalid).strict(INVALID).optional(),
      priceRange: z
        .object({ min: whole(PRICE_MIN, PRICE_MAX), max: whole(PRICE_MIN, PRICE_MAX) }, invalid)
        .strict(INVALID)
        .refine((range) => range.min <= range.max, 'search:errors.price')
        .optional(),
      rating: whole(1, 5).optional(),
      featured: z.boolean(invalid).optional(),
      verified: z.boolean(invalid).optional(),
    },
    invalid,
  )
  .strict(INVALID)
// The plain type in query.ts and the schema's inferred type must stay one shape.
const sameFilters: [SearchFilters, z.infer<typeof SearchFiltersSchema>] = [{} as z.infer<typeof SearchFiltersSchema>, {} as SearchFilters]
void sameFilters

/** The body of POST /api/search (SPEC §7: {query, filters, hitsPerPage}); `page` counts from 1. */
export const SearchRequestSchema = z
  .object(
    {
      query: z.string(invalid).max(QUERY_MAX, 'search:errors.tooLong'),
      filters: SearchFiltersSchema.optional(),
      hitsPerPage: whole(1, HITS_PER_PAGE_MAX).optional(),
      page: whole(1, PAGES_MAX).optional(),
      /** Only the suggestions (the header box while typing): no hits are read. */
      suggestionsOnly: z.boolean(invalid).optional(),
    },
    invalid,
  )
  .strict(INVALID)
export type SearchRequest = z.infer<typeof SearchRequestSchema>

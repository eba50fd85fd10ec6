/**
 * The zod schemas of the news sources' forms (browser and server): a feed address to test, and a
 * source's import rules. Messages are keys of the `news` namespace (`news:errors.*`).
 */
import { z } from 'zod'
import { NEWS_CATEGORIES } from './query'
import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS, normalizeKeywords } from './rules'

export const MAX_FEED_URL_LENGTH = 2000

export const feedUrlSchema = z
  .string({ required_error: 'news:errors.feedUrl' })
  .trim()
  .max(MAX_FEED_URL_LENGTH, 'news:errors.feedUrl')
  .url('news:errors.feedUrl')
  .refine((value) => /^https?:\/\//i.test(value), 'news:errors.feedUrl')

/** Keywords typed one a line or separated by commas. */
const keywordList = z
  .string()
  .max(MAX_KEYWORDS * (MAX_KEYWORD_LENGTH + 2), 'news:errors.keywords')
  .optional()
  .transform((value) => normalizeKeywords((value ?? '').split(/[\n,]/)))

export const sourceRulesSchema = z.object({
  includeKeywords: keywordList,
  excludeKeywords: keywordList,
  defaultCategory: z
    .union([z.enum(NEWS_CATEGORIES), z.literal('')], { errorMap: () => ({ message: 'news:errors.category' }) })
    .optional()
    .transform((value) => value || null),
  language: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([a-z]{2,3})?$/, 'news:errors.language')
    .optional()
    .transform((value) => value || null),
})
export type SourceRulesInput = z.infer<typeof sourceRulesSchema>

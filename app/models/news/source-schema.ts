/**
 * The /admin/news-sources forms, for the browser and the server alike: add a source, test a feed
 * address, change a source's rules, switch it on or off. Messages are `news:errors.*` (the
 * feed address and rules, shared with the import) and `admin:newsSources.errors.*` keys.
 */
import { z } from 'zod'
import { feedUrlSchema, sourceRulesSchema } from './schema'

export const NEWS_SOURCE_LIMITS = { nameMax: 100 } as const

const E = 'admin:newsSources.errors'

const sourceId = z
  .number({ required_error: `${E}.unknown`, invalid_type_error: `${E}.unknown` })
  .int(`${E}.unknown`)
  .positive(`${E}.unknown`)
  .max(2 ** 31, `${E}.unknown`)

export const NEWS_SOURCE_SCHEMAS = {
  create: sourceRulesSchema.extend({
    intent: z.literal('create'),
    name: z
      .string({ required_error: `${E}.nameRequired` })
      .trim()
      .min(1, `${E}.nameRequired`)
      .max(NEWS_SOURCE_LIMITS.nameMax, `${E}.nameTooLong`),
    url: z
      .string({ required_error: `${E}.siteUrl` })
      .trim()
      .max(2000, `${E}.siteUrl`)
      .url(`${E}.siteUrl`)
      .refine((value) => /^https?:\/\//i.test(value), `${E}.siteUrl`),
    feedUrl: feedUrlSchema,
    countryId: z
      .string()
      .trim()
      .regex(/^[a-z]{2}$/, `${E}.country`)
      .optional()
      .transform((value) => value ?? null),
    active: z.literal('on').optional(),
  }),
  /** 'Test the feed' on the add form: fetch and parse the address, store nothing. */
  test: z.object({ intent: z.literal('test'), feedUrl: feedUrlSchema }),
  /** 'Test the feed' of a listed source. */
  testSource: z.object({ intent: z.literal('testSource'), id: sourceId }),
  rules: sourceRulesSchema.extend({ intent: z.literal('rules'), id: sourceId }),
  activate: z.object({ intent: z.literal('activate'), id: sourceId }),
  deactivate: z.object({ intent: z.literal('deactivate'), id: sourceId }),
}

export type NewsSourceIntent = keyof typeof NEWS_SOURCE_SCHEMAS
export type NewsSourceInput = { [K in NewsSourceIntent]: z.infer<(typeof NEWS_SOURCE_SCHEMAS)[K]> }[NewsSourceIntent]

export function isNewsSourceIntent(value: unknown): value is NewsSourceIntent {
  return typeof value === 'string' && Object.hasOwn(NEWS_SOURCE_SCHEMAS, value)
}

/**
 * The personality editor's form (/admin/personalities/new and /admin/personalities/{id}), for the
 * browser and the server alike. Messages are `admin:personalities.errors.*` keys.
 */
import { z } from 'zod'
import { message } from '~/utils/messages'

/** The fields a personality can be filed under: `personalities:categories.<slug>` names each. */
export const PERSONALITY_CATEGORY_SLUGS = [
  'activism',
  'arts',
  'community',
  'culture',
  'education',
  'health',
  'identity',
  'legal',
  'literature',
  'music',
  'politics',
  'science',
  'sports',
  'support',
  'travel',
] as const

export const PERSONALITY_LIMITS = {
  nameMax: 120,
  pronounsMax: 30,
  professionMax: 80,
  bioMax: 5000,
  tagsMax: 20,
  /** A portrait's size before its metadata is removed (as event images: 5 MB). */
  portraitMaxMb: 5,
  earliestYear: -3000,
} as const

const E = 'admin:personalities.errors'

const optionalText = (max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max, message(`${E}.${key}`, { max }))
    .optional()
    .transform((value) => value || null)

const year = (key: string) =>
  z
    .number({ invalid_type_error: `${E}.${key}` })
    .int(`${E}.${key}`)
    .min(PERSONALITY_LIMITS.earliestYear, `${E}.${key}`)
    .max(new Date().getUTCFullYear(), `${E}.${key}`)
    .optional()
    .transform((value) => value ?? null)

export const PersonalityFormSchema = z
  .object({
    // the new-personality page's one-time key: the same form sent twice creates one personality
    key: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, `${E}.invalidChoice`)
      .optional(),
    name: z
      .string({ required_error: `${E}.nameRequired` })
      .trim()
      .min(1, `${E}.nameRequired`)
      .max(PERSONALITY_LIMITS.nameMax, message(`${E}.nameTooLong`, { max: PERSONALITY_LIMITS.nameMax })),
    pronouns: optionalText(PERSONALITY_LIMITS.pronounsMax, 'pronounsTooLong'),
    profession: optionalText(PERSONALITY_LIMITS.professionMax, 'professionTooLong'),
    category: z
      .enum(PERSONALITY_CATEGORY_SLUGS, { errorMap: () => ({ message: `${E}.invalidChoice` }) })
      .optional()
      .transform((value) => value ?? null),
    countryId: z
      .string()
      .trim()
      .regex(/^[a-z]{2}$/, `${E}.invalidChoice`)
      .optional()
      .transform((value) => value ?? null),
    birthYear: year('yearInvalid'),
    deathYear: year('yearInvalid'),
    bio: optionalText(PERSONALITY_LIMITS.bioMax, 'bioTooLong'),
    wikipediaUrl: z
      .string()
      .trim()
      .max(500, `${E}.urlInvalid`)
      .url(`${E}.urlInvalid`)
      .refine((value) => /^https:\/\//i.test(value), `${E}.urlInvalid`)
      .optional()
      .transform((value) => value ?? null),
    tagIds: z
      .array(
        z
          .number({ invalid_type_error: `${E}.invalidChoice` })
          .int(`${E}.invalidChoice`)
          .positive(`${E}.invalidChoice`),
      )
      .max(PERSONALITY_LIMITS.tagsMax, message(`${E}.tooManyTags`, { max: PERSONALITY_LIMITS.tagsMax }))
      .default([]),
    featured: z.literal('on').optional(),
    // Conform reads an empty file input as no file
    portrait: z
      .instanceof(File, { message: `${E}.portraitType` })
      .refine(
        (file) => file.size <= PERSONALITY_LIMITS.portraitMaxMb * 1024 * 1024,
        message(`${E}.portraitTooLarge`, { max: PERSONALITY_LIMITS.portraitMaxMb }),
      )
      .optional(),
    removePortrait: z.literal('on').optional(),
  })
  .refine((v) => v.birthYear == null || v.deathYear == null || v.deathYear >= v.birthYear, {
    message: `${E}.deathBeforeBirth`,
    path: ['deathYear'],
  })

export type PersonalityFormInput = z.output<typeof PersonalityFormSchema>

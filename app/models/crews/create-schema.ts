/**
 * The crew creation form (the dialog on /groups and the page /groups/new): one zod schema,
 * shared by the browser (Conform) and the server. Messages are i18n keys with their values.
 */
import { z } from 'zod'
import { CREW_CATEGORIES, GROUP_VISIBILITIES } from '~/db/schema/values'
import { message } from '~/utils/messages'

export const CREW_LIMITS = {
  nameMin: 3,
  nameMax: 80,
  descriptionMin: 10,
  descriptionMax: 1000,
  rulesMax: 10,
  ruleMax: 140,
  cityQueryMax: 120,
  coverMaxMb: 5,
  /** Crews one member may create a day. */
  perDay: 5,
} as const

const oneLine = (text: string) => text.replace(/\s+/g, ' ')

/** An unchecked box is absent from a form: false. */
const checkbox = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean())

export const CrewSchema = z.object({
  name: z
    .string({ required_error: 'crews:create.errors.nameRequired' })
    .trim()
    .transform(oneLine)
    .pipe(
      z
        .string()
        .min(CREW_LIMITS.nameMin, message('crews:create.errors.nameTooShort', { min: CREW_LIMITS.nameMin }))
        .max(CREW_LIMITS.nameMax, message('crews:create.errors.nameTooLong', { max: CREW_LIMITS.nameMax })),
    ),
  description: z
    .string({ required_error: 'crews:create.errors.descriptionRequired' })
    .trim()
    .transform((text) => text.replace(/\r\n?/g, '\n'))
    .pipe(
      z
        .string()
        .min(CREW_LIMITS.descriptionMin, message('crews:create.errors.descriptionTooShort', { min: CREW_LIMITS.descriptionMin }))
        .max(CREW_LIMITS.descriptionMax, message('crews:create.errors.descriptionTooLong', { max: CREW_LIMITS.descriptionMax })),
    ),
  category: z.enum(CREW_CATEGORIES, { errorMap: () => ({ message: 'crews:create.errors.category' }) }),
  visibility: z.enum(GROUP_VISIBILITIES, { errorMap: () => ({ message: 'crews:create.errors.visibility' }) }),
  /** Private crews only: shown by name on /groups (public crews always are). */
  listed: checkbox.optional(),
  cityQuery: z.string().trim().max(CREW_LIMITS.cityQueryMax, 'crews:create.errors.cityNotFound').optional(),
  cityId: z.number({ invalid_type_error: 'crews:create.errors.cityNotFound' }).int().positive().optional(),
  cityLabel: z.string().trim().max(300).optional(),
  // Conform reads an empty file input as no file
  cover: z.instanceof(File).optional(),
  /** The first rules, one a line. */
  rules: z
    .string()
    .optional()
    .transform((text) =>
      (text ?? '')
        .split(/\r?\n/)
        .map((line) => oneLine(line).trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(CREW_LIMITS.ruleMax, message('crews:create.errors.ruleTooLong', { max: CREW_LIMITS.ruleMax })))
        .max(CREW_LIMITS.rulesMax, message('crews:create.errors.tooManyRules', { max: CREW_LIMITS.rulesMax })),
    ),
})
export type CrewInput = z.input<typeof CrewSchema>
export type CrewValues = z.output<typeof CrewSchema>

/**
 * The venue forms' schemas, for the browser (Conform) and the server alike: reviews, photos,
 * suggestions. Messages are i18n keys with their values (app/utils/messages.ts).
 */
import { z } from 'zod'
import { message } from '~/utils/messages'
import { PHOTO_CAPTION_MAX, REVIEW_BODY_MAX, REVIEW_BODY_MIN } from './contribution-limits'
import { CLAIMABLE_FLAGS, SUGGESTION_LIMITS } from './suggestion-limits'

// ---------------------------------------------------------------- reviews

export const ReviewSchema = z.object({
  rating: z
    .number({ required_error: 'venue:reviews.errors.rating', invalid_type_error: 'venue:reviews.errors.rating' })
    .int('venue:reviews.errors.rating')
    .min(1, 'venue:reviews.errors.rating')
    .max(5, 'venue:reviews.errors.rating'),
  // Conform reads an empty field as missing: a text is trimmed and checked before any transform
  body: z
    .string({ required_error: message('venue:reviews.errors.bodyTooShort', { min: REVIEW_BODY_MIN }) })
    .trim()
    .min(REVIEW_BODY_MIN, message('venue:reviews.errors.bodyTooShort', { min: REVIEW_BODY_MIN }))
    .transform((text) => text.replace(/\r\n?/g, '\n'))
    .pipe(z.string().max(REVIEW_BODY_MAX, message('venue:reviews.errors.bodyTooLong', { max: REVIEW_BODY_MAX }))),
})
export type ReviewInput = z.infer<typeof ReviewSchema>

export const ReviewIdSchema = z.object({ reviewId: z.string().trim().uuid('venue:reviews.errors.notFound') })

// ---------------------------------------------------------------- photos

/** The upload form: the file is checked by its bytes on the server; here only that one is chosen. */
export const PhotoUploadSchema = z.object({
  // Conform reads an empty file input as no file; the schema's shape makes it read the file as one
  photo: z.instanceof(File, { message: 'venue:photos.errors.fileRequired' }),
  caption: z
    .string()
    .trim()
    .max(PHOTO_CAPTION_MAX, message('venue:photos.errors.captionTooLong', { max: PHOTO_CAPTION_MAX }))
    .transform((text) => text.replace(/\s+/g, ' '))
    .optional(),
})

export const PhotoIdSchema = z.object({ photoId: z.string().trim().uuid('venue:photos.errors.notFound') })

// ---------------------------------------------------------------- suggestions

const optionalText = (max: number, key: string) => z.string().trim().max(max, message(key, { max })).optional()

/** http(s) URL; 'example.org' gets 'https://'. */
const website = z
  .string()
  .trim()
  .max(SUGGESTION_LIMITS.websiteMax, 'venues:suggest.errors.websiteInvalid')
  .transform((value) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`))
  .refine((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password
    } catch {
      return false
    }
  }, 'venues:suggest.errors.websiteInvalid')
  .optional()

/** A venue's public number (businesses write extensions and slashes, so wider than a member's phone). */
const phone = z
  .string()
  .trim()
  .max(SUGGESTION_LIMITS.phoneMax, 'venues:suggest.errors.phoneInvalid')
  .regex(/^\+?[0-9][0-9 ()./-]{4,28}$/, 'venues:suggest.errors.phoneInvalid')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length
    return digits >= 5 && digits <= 15
  }, 'venues:suggest.errors.phoneInvalid')
  .optional()

/**
 * Suggest a venue (/venues/suggest). The city is one of the directory's: chosen by id in the
 * combobox, or typed (the server resolves the name when no id came, e.g. without JavaScript).
 */
export const SuggestionSchema = z.object({
  name: z
    .string({ required_error: 'venues:suggest.errors.nameRequired', invalid_type_error: 'venues:suggest.errors.nameRequired' })
    .trim()
    .min(SUGGESTION_LIMITS.nameMin, 'venues:suggest.errors.nameRequired')
    .max(SUGGESTION_LIMITS.nameMax, message('venues:suggest.errors.nameTooLong', { max: SUGGESTION_LIMITS.nameMax })),
  category: z
    .string({ required_error: 'venues:suggest.errors.categoryRequired', invalid_type_error: 'venues:suggest.errors.categoryRequired' })
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,59}$/, 'venues:suggest.errors.categoryRequired'),
  // the combobox's text: the chosen city's label, or what was typed (resolved on the server)
  cityQuery: z
    .string({ required_error: 'venues:suggest.errors.cityRequired' })
    .trim()
    .max(SUGGESTION_LIMITS.cityQueryMax, 'venues:suggest.errors.cityNotFound'),
  cityId: z
    .number({ invalid_type_error: 'venues:suggest.errors.cityNotFound' })
    .int()
    .positive('venues:suggest.errors.cityNotFound')
    .optional(),
  cityLabel: z.string().trim().max(300, 'venues:suggest.errors.cityNotFound').optional(),
  address: optionalText(SUGGESTION_LIMITS.addressMax, 'venues:suggest.errors.addressTooLong'),
  description: optionalText(SUGGESTION_LIMITS.descriptionMax, 'venues:suggest.errors.descriptionTooLong'),
  website,
  phone,
  claims: z
    .array(z.enum(CLAIMABLE_FLAGS, { errorMap: () => ({ message: 'venues:suggest.errors.invalidChoice' }) }))
    .max(CLAIMABLE_FLAGS.length)
    .default([])
    .transform((list) => [...new Set(list)]),
  note: optionalText(SUGGESTION_LIMITS.noteMax, 'venues:suggest.errors.noteTooLong'),
})
export type SuggestionInput = z.infer<typeof SuggestionSchema>

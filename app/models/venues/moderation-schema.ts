/**
 * The forms of /admin/venues, one schema per intent, for the browser (Conform) and the server
 * alike. Messages are i18n keys of the admin namespace.
 */
import { z } from 'zod'
import { message } from '~/utils/messages'

export const MODERATION_LIMITS = { noteMin: 3, noteMax: 500, pageSize: 20, photos: 48 } as const

const venueId = z
  .number({ required_error: 'admin:venues.errors.unknownVenue', invalid_type_error: 'admin:venues.errors.unknownVenue' })
  .int('admin:venues.errors.unknownVenue')
  .positive('admin:venues.errors.unknownVenue')
const photoId = z
  .string({ required_error: 'admin:venues.errors.unknownPhoto', invalid_type_error: 'admin:venues.errors.unknownPhoto' })
  .trim()
  .uuid('admin:venues.errors.unknownPhoto')
const coordinate = (max: number, key: string) => z.number({ invalid_type_error: key }).min(-max, key).max(max, key).optional()

export const MODERATION_SCHEMAS = {
  approveVenue: z
    .object({
      intent: z.literal('approveVenue'),
      venueId,
      rainbowFriendly: z.boolean().default(false),
      accessible: z.boolean().default(false),
      latitude: coordinate(90, 'admin:venues.errors.latitude'),
      longitude: coordinate(180, 'admin:venues.errors.longitude'),
    })
    .superRefine((value, ctx) => {
      if ((value.latitude === undefined) !== (value.longitude === undefined)) {
        const path = value.latitude === undefined ? 'latitude' : 'longitude'
        ctx.addIssue({ code: 'custom', path: [path], message: 'admin:venues.errors.bothCoordinates' })
      }
    }),
  rejectVenue: z.object({
    intent: z.literal('rejectVenue'),
    venueId,
    note: z
      .string({ required_error: 'admin:venues.errors.noteRequired' })
      .trim()
      .min(MODERATION_LIMITS.noteMin, 'admin:venues.errors.noteRequired')
      .max(MODERATION_LIMITS.noteMax, message('admin:venues.errors.noteTooLong', { max: MODERATION_LIMITS.noteMax }))
      .transform((text) => text.replace(/\s+/g, ' ')),
  }),
  approvePhoto: z.object({ intent: z.literal('approvePhoto'), photoId }),
  rejectPhoto: z.object({ intent: z.literal('rejectPhoto'), photoId }),
}
export type ModerationIntent = keyof typeof MODERATION_SCHEMAS
export type ModerationInput = { [K in ModerationIntent]: z.infer<(typeof MODERATION_SCHEMAS)[K]> }[ModerationIntent]

export function isModerationIntent(value: unknown): value is ModerationIntent {
  return typeof value === 'string' && Object.hasOwn(MODERATION_SCHEMAS, value)
}

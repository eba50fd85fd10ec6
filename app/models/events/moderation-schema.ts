/**
 * The forms of /admin/events, one schema per intent, for the browser (Conform) and the server
 * alike. Messages are i18n keys of the admin namespace.
 */
import { z } from 'zod'
import { message } from '~/utils/messages'

export const EVENT_MODERATION_LIMITS = { reasonMin: 3, reasonMax: 500, pageSize: 25, maxPage: 40 } as const

const eventId = z
  .number({ required_error: 'admin:events.errors.unknownEvent', invalid_type_error: 'admin:events.errors.unknownEvent' })
  .int('admin:events.errors.unknownEvent')
  .positive('admin:events.errors.unknownEvent')

export const EVENT_MODERATION_SCHEMAS = {
  hide: z.object({
    intent: z.literal('hide'),
    eventId,
    reason: z
      .string({ required_error: 'admin:events.errors.reasonRequired' })
      .trim()
      .min(EVENT_MODERATION_LIMITS.reasonMin, 'admin:events.errors.reasonRequired')
      .max(EVENT_MODERATION_LIMITS.reasonMax, message('admin:events.errors.reasonTooLong', { max: EVENT_MODERATION_LIMITS.reasonMax }))
      .transform((text) => text.replace(/\s+/g, ' ')),
  }),
  unhide: z.object({ intent: z.literal('unhide'), eventId }),
  feature: z.object({ intent: z.literal('feature'), eventId }),
  unfeature: z.object({ intent: z.literal('unfeature'), eventId }),
  cancel: z.object({
    intent: z.literal('cancel'),
    eventId,
    confirm: z.literal('yes', {
      errorMap: () => ({ message: 'admin:events.errors.confirmCancel' }),
    }),
  }),
}
export type EventModerationIntent = keyof typeof EVENT_MODERATION_SCHEMAS
export type EventModerationInput = { [K in EventModerationIntent]: z.infer<(typeof EVENT_MODERATION_SCHEMAS)[K]> }[EventModerationIntent]

export function isEventModerationIntent(value: unknown): value is EventModerationIntent {
  return typeof value === 'string' && Object.hasOwn(EVENT_MODERATION_SCHEMAS, value)
}

/** The back office's views of the events: by time, or by what a moderator looks for. */
export const EVENT_ADMIN_STATES = ['upcoming', 'past', 'hidden', 'cancelled', 'draft', 'featured'] as const
export type EventAdminState = (typeof EVENT_ADMIN_STATES)[number]

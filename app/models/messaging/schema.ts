import { z } from 'zod'
import { REPORT_REASONS } from '~/db/schema/values'
import { REPORT_DETAILS_MAX } from '~/models/reports/schema'
import { message } from '~/utils/messages'
import { MESSAGING_LIMITS as L } from './limits'
import { REPORT_CONTEXT } from './room-api'

/**
 * Messaging's forms, one zod schema each, for the browser (Conform) and the server alike.
 * Messages are keys of the core `errors` namespace (`errors:messaging.*`), loaded on every page.
 */
const m = (key: string, values?: Record<string, number>) => message(`errors:messaging.${key}`, values)

/** A member id as the forms send it (accounts.id: a uuid; seeded ids are 36-character uuids too). */
const memberId = z.string().trim().min(1).max(64)

/** A form sends one `memberIds` field per chosen friend: a single value arrives as a string. */
const memberIds = (min: number) =>
  z.preprocess(
    (value) => (value == null || value === '' ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(memberId, { errorMap: () => ({ message: m('membersInvalid') }) })
      .transform((ids) => [...new Set(ids)])
      .pipe(
        z
          .array(z.string())
          .min(min, m('membersRequired', { min }))
          .max(L.groupMaxParticipants - 1, m('tooManyMembers', { max: L.groupMaxParticipants })),
      ),
  )

export const groupTitle = z
  .string({ required_error: m('titleRequired') })
  .trim()
  .min(1, m('titleRequired'))
  .max(L.titleMaxLength, m('titleTooLong', { max: L.titleMaxLength }))

/**
 * A new group: a title and at least two friends (a group of two is a direct conversation).
 * `requestId` (a uuid the form makes once when it is shown) makes the submission idempotent: the
 * same member sending the same request id twice gets the same group (a double click).
 */
export const CreateGroupSchema = z.object({
  title: groupTitle,
  memberIds: memberIds(2),
  requestId: z.string().uuid(m('invalid')).optional(),
})
export type CreateGroupInput = z.infer<typeof CreateGroupSchema>

export const RenameGroupSchema = z.object({ title: groupTitle })
export type RenameGroupInput = z.infer<typeof RenameGroupSchema>

export const AddToGroupSchema = z.object({ memberIds: memberIds(1) })
export type AddToGroupInput = z.infer<typeof AddToGroupSchema>

/** Starting a direct conversation (the "Message" buttons: /messages?to={id} or a form). */
export const StartDirectSchema = z.object({ to: memberId })

/**
 * Reporting a conversation (no message ids: its latest REPORT_CONTEXT messages are copied) or
 * some of its messages. Reasons and details as every report (report namespace's messages).
 */
export const ReportConversationSchema = z.object({
  reason: z.enum(REPORT_REASONS, { errorMap: () => ({ message: 'report:errors.reason' }) }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, message('report:errors.details', { max: REPORT_DETAILS_MAX }))
    .optional()
    .transform((value) => value || undefined),
  messageIds: z.preprocess(
    (value) => (value == null || value === '' ? undefined : Array.isArray(value) ? value : [value]),
    z
      .array(z.string().min(1).max(64), { errorMap: () => ({ message: m('messagesInvalid') }) })
      .min(1, m('messagesInvalid'))
      .max(REPORT_CONTEXT, m('messagesInvalid'))
      .transform((ids) => [...new Set(ids)])
      .optional(),
  ),
})
export type ReportConversationInput = z.infer<typeof ReportConversationSchema>

/**
 * One zod schema per moderation form (issue 41), shared by the browser and the server. Messages
 * are keys of the `moderation` namespace.
 */
import { z } from 'zod'
import { REPORT_TARGET_TYPES } from '~/db/schema/values'
import { APPEAL_MAX, MODERATION_ACTIONS, QUEUE_SORTS, QUEUE_TABS, REASON_MAX, SUSPENSION_DAYS } from './options'

const reason = z
  .string({ required_error: 'moderation:errors.reasonRequired' })
  .trim()
  .min(1, 'moderation:errors.reasonRequired')
  .max(REASON_MAX, 'moderation:errors.reasonTooLong')

/** Each action a moderator ticks carries its own reason (the author reads it; reporters do not). */
export const DecisionSchema = z
  .object({
    intent: z.literal('decide'),
    /** The form's one-time key: a repeated submit finds the decision made. */
    decisionKey: z.string().uuid('moderation:errors.form'),
    targetType: z.enum(REPORT_TARGET_TYPES),
    targetId: z.string().trim().min(1).max(64),
    actions: z
      .array(z.enum(MODERATION_ACTIONS), { required_error: 'moderation:errors.actionRequired' })
      .min(1, 'moderation:errors.actionRequired')
      .max(MODERATION_ACTIONS.length),
    reasons: z.record(z.string(), z.string().optional()).default({}),
    suspendDays: z.coerce
      .number()
      .int()
      .refine((n) => (SUSPENSION_DAYS as readonly number[]).includes(n), 'moderation:errors.suspendDays')
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.actions.includes('dismiss') && value.actions.length > 1)
      ctx.addIssue({ code: 'custom', path: ['actions'], message: 'moderation:errors.dismissAlone' })
    if (value.actions.includes('suspend') && value.actions.includes('ban'))
      ctx.addIssue({ code: 'custom', path: ['actions'], message: 'moderation:errors.suspendOrBan' })
    if (value.actions.includes('suspend') && value.suspendDays == null)
      ctx.addIssue({ code: 'custom', path: ['suspendDays'], message: 'moderation:errors.suspendDays' })
    for (const action of value.actions) {
      const parsed = reason.safeParse(value.reasons[action])
      if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['reasons', action], message: parsed.error.issues[0]!.message })
    }
  })
  .transform((value) => ({
    ...value,
    reasons: Object.fromEntries(value.actions.map((a) => [a, value.reasons[a]!.trim()])) as Record<string, string>,
  }))
export type DecisionInput = z.infer<typeof DecisionSchema>

/** The author's one appeal of a decision. */
export const AppealSchema = z.object({
  intent: z.literal('appeal'),
  text: z
    .string({ required_error: 'moderation:errors.appealRequired' })
    .trim()
    .min(10, 'moderation:errors.appealTooShort')
    .max(APPEAL_MAX, 'moderation:errors.appealTooLong'),
})

/** A moderator's answer to an appeal: keep the decision or reverse it, with a reply the author reads. */
export const AppealDecisionSchema = z.object({
  intent: z.literal('answer'),
  decisionId: z.string().uuid('moderation:errors.form'),
  outcome: z.enum(['upheld', 'reversed'], { required_error: 'moderation:errors.outcomeRequired' }),
  reply: reason,
})

/** The queue's address: tab, order, type and page (anything else falls back). */
export const QueueQuerySchema = z.object({
  tab: z.enum(QUEUE_TABS).catch('open'),
  sort: z.enum(QUEUE_SORTS).catch('newest'),
  type: z.enum(REPORT_TARGET_TYPES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
})
export type QueueQuery = z.infer<typeof QueueQuerySchema>

export function parseQueueQuery(url: URL): QueueQuery {
  return QueueQuerySchema.parse({
    tab: url.searchParams.get('tab') ?? undefined,
    sort: url.searchParams.get('sort') ?? undefined,
    type: url.searchParams.get('type') || undefined,
    page: url.searchParams.get('page') ?? undefined,
  })
}

import { z } from 'zod'

/**
 * The forms of /notifications (the page, and the header's panel posting to it): mark one read
 * (a notification or a crew notification) and go where it leads, or mark all read. Browser-safe.
 * `via=fetch` asks for JSON instead of a redirect.
 */
export const NotificationActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('read'),
    source: z.enum(['notification', 'group']),
    id: z.string().trim().min(1).max(64),
    via: z.literal('fetch').optional(),
  }),
  z.object({
    intent: z.literal('read-all'),
    redirectTo: z.string().max(2000).optional(),
    via: z.literal('fetch').optional(),
  }),
])
export type NotificationAction = z.infer<typeof NotificationActionSchema>

/** What the action answers a fetch. */
export type NotificationActionData = { ok: true; actionUrl: string | null; unread: number } | { ok: false; message: string }

import { z } from 'zod'

/**
 * The realtime rooms' protocol (decision 008): which rooms there are, what each accepts from a
 * socket and what it sends. One module for the rooms (party/*), the Worker's router
 * (workers/api/parties.ts) and the browser's partysocket client, so all of them read the same
 * types. Browser-safe: it imports zod and nothing else.
 *
 * Frames are JSON text, an object with a `type`. What a client sends is read with its room's zod
 * schema; anything else (a binary frame, a frame over MAX_CLIENT_FRAME, text that is not JSON, an
 * unknown `type`, fields of the wrong shape) is ignored: a room never throws on what a socket sends.
 * Unknown extra fields of a known message are dropped.
 */

/** The parties: the wrangler binding `Conversation` is reached at /parties/conversation/{room}. */
export const REALTIME_PARTIES = ['conversation', 'inbox'] as const
export type RealtimeParty = (typeof REALTIME_PARTIES)[number]

export function isRealtimeParty(value: string | undefined): value is RealtimeParty {
  return (REALTIME_PARTIES as readonly (string | undefined)[]).includes(value)
}

/** How a room closes a socket it will not serve; a client should not reconnect after these. */
export const ROOM_CLOSE = {
  /** No verified member reached the room (the Worker refuses visitors before; kept as a guard). */
  authRequired: { code: 4401, reason: 'Authentication required' },
  /** The member may not be in this room (an inbox that is not theirs). */
  forbidden: { code: 4403, reason: 'Forbidden' },
} as const

/** The longest client frame (in characters) a room reads; a longer one is ignored unread. */
export const MAX_CLIENT_FRAME = 16_384

// ── what a client sends ─────────────────────────────────────────────────────────────────────

/** Liveness: the room answers `pong`. */
const ping = z.object({ type: z.literal('ping') })

/** What each room accepts from a socket. */
export const clientMessageSchemas = {
  conversation: z.discriminatedUnion('type', [ping]),
  inbox: z.discriminatedUnion('type', [ping]),
} satisfies Record<RealtimeParty, z.ZodTypeAny>

export type ClientMessage<Party extends RealtimeParty = RealtimeParty> = z.infer<(typeof clientMessageSchemas)[Party]>

// ── what a room sends ───────────────────────────────────────────────────────────────────────

/** A member's notification as their Inbox room sends it (app/models/notifications). */
export const inboxNotificationSchema = z.object({
  id: z.string(),
  type: z.enum(['message', 'event', 'system', 'other']),
  /** What it is about (notifications/kinds.ts), null for a kind this client does not know. */
  kind: z.string().nullable(),
  title: z.string(),
  content: z.string().nullable(),
  actionUrl: z.string().nullable(),
  read: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
})
export type InboxNotification = z.infer<typeof inboxNotificationSchema>

/** The answer to `ping`; `at` is the room's clock (ms since the epoch). */
const pong = z.object({ type: z.literal('pong'), at: z.number() })

/** What each room sends to its sockets. */
export const serverMessageSchemas = {
  conversation: z.discriminatedUnion('type', [
    /** First frame on a new socket: the conversation id and the verified member it serves. */
    z.object({ type: z.literal('ready'), room: z.string(), userId: z.string() }),
    pong,
  ]),
  inbox: z.discriminatedUnion('type', [
    /** First frame on a new socket: the inbox (the member's id) and how many of their tabs are connected. */
    z.object({ type: z.literal('ready'), room: z.string(), tabs: z.number().int().nonnegative() }),
    pong,
    /** A new notification for the member: the tab shows a toast and raises its unread badge. */
    z.object({ type: z.literal('notification'), notification: inboxNotificationSchema }),
    /** The member's unread count changed elsewhere (marked read in another tab): the badge shows it. */
    z.object({ type: z.literal('unread'), count: z.number().int().nonnegative() }),
  ]),
} satisfies Record<RealtimeParty, z.ZodTypeAny>

export type ServerMessage<Party extends RealtimeParty = RealtimeParty> = z.infer<(typeof serverMessageSchemas)[Party]>

// ── reading and writing frames ──────────────────────────────────────────────────────────────

const NOT_JSON = Symbol('not JSON')

function readJson(frame: unknown, maxLength: number): unknown {
  if (typeof frame !== 'string' || frame.length > maxLength) return NOT_JSON
  try {
    return JSON.parse(frame)
  } catch {
    return NOT_JSON
  }
}

/** A client's frame as the message its room accepts, or null when it is anything else. Never throws. */
export function parseClientMessage<Party extends RealtimeParty>(party: Party, frame: unknown): ClientMessage<Party> | null {
  const value = readJson(frame, MAX_CLIENT_FRAME)
  if (value === NOT_JSON) return null
  const result = clientMessageSchemas[party].safeParse(value)
  return result.success ? (result.data as ClientMessage<Party>) : null
}

/** A room's frame as one of its messages (for the client), or null when it is anything else. Never throws. */
export function parseServerMessage<Party extends RealtimeParty>(party: Party, frame: unknown): ServerMessage<Party> | null {
  const value = readJson(frame, Number.POSITIVE_INFINITY)
  if (value === NOT_JSON) return null
  const result = serverMessageSchemas[party].safeParse(value)
  return result.success ? (result.data as ServerMessage<Party>) : null
}

/** The frame for a message, either way. */
export function encodeMessage(message: ClientMessage | ServerMessage): string {
  return JSON.stringify(message)
}

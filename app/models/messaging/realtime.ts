import { z } from 'zod'
import { MESSAGING_LIMITS as L } from './limits'

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
  /** The member may not be in this room (an inbox that is not theirs, a conversation they left). */
  forbidden: { code: 4403, reason: 'Forbidden' },
} as const

/** The protocol's version, sent in `ready`: a client that reads another reloads its page. */
export const PROTOCOL_VERSION = 1

/** The longest client frame (in characters) a room reads; a longer one is ignored unread. */
export const MAX_CLIENT_FRAME = 16_384

// ── what a client sends ─────────────────────────────────────────────────────────────────────

/** Liveness: the room answers `pong`. */
const ping = z.object({ type: z.literal('ping') })

/**
 * A conversation's cursor: the room numbers its messages 1, 2, 3… in the order it stored them
 * (`seq`). History pages go back from `before`, catch-up goes forward from `after`.
 */
const seq = z.number().int().nonnegative()
/** The client's own id for a message it sends (Matrix's transaction id): the same id twice is one message. */
export const txnIdSchema = z
  .string()
  .min(L.txnIdMin)
  .max(L.txnIdMax)
  .regex(/^[A-Za-z0-9_-]+$/)
const messageId = z.string().min(1).max(64)
const emoji = z.string().min(1).max(L.emojiMaxLength)

/** What a conversation's room accepts from a participant's socket. */
const conversationClient = [
  ping,
  /**
   * A new message. `content` is trimmed by the room; blank without a photo is refused. `photo` is
   * the key answered by the photo upload (POST /api/messages/{conversationId}/photos).
   */
  z.object({
    type: z.literal('send'),
    txnId: txnIdSchema,
    content: z.string().max(L.messageMaxLength * 2),
    replyToId: messageId.nullish(),
    photo: z.object({ key: z.string().min(1).max(200), alt: z.string().max(L.photoAltMaxLength) }).nullish(),
  }),
  /** The member is typing (sent at most once per TYPING.sendSuppressMs), or stopped. */
  z.object({ type: z.literal('typing') }),
  z.object({ type: z.literal('stop_typing') }),
  /** An older page: messages with seq < before (the newest page when before is null). */
  z.object({ type: z.literal('history'), before: seq.nullable(), limit: z.number().int().min(1).max(L.historyPageMax).optional() }),
  /** After a reconnect: messages with seq > after, and every change since (edits, unsends, reactions). */
  z.object({ type: z.literal('catch_up'), after: seq }),
  /** The member's client holds every message up to seq (delivered). */
  z.object({ type: z.literal('delivered'), upTo: seq }),
  /** The member read the conversation up to seq (last_read_at). */
  z.object({ type: z.literal('read'), upTo: seq }),
  /** A reaction added (on) or taken back; one per emoji per member. */
  z.object({ type: z.literal('react'), messageId, emoji, on: z.boolean() }),
  /** The sender changes their own message's text. */
  z.object({ type: z.literal('edit'), messageId, content: z.string().max(L.messageMaxLength * 2) }),
  /** The sender unsends their own message, for everyone. */
  z.object({ type: z.literal('unsend'), messageId }),
] as const

/** What each room accepts from a socket. */
export const clientMessageSchemas = {
  conversation: z.discriminatedUnion('type', conversationClient),
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

/** What happened in a group conversation, stored as a system message (never free text). */
export const SYSTEM_EVENTS = ['created', 'renamed', 'added', 'left'] as const
export const systemEventSchema = z.object({
  kind: z.enum(SYSTEM_EVENTS),
  /** Who did it (null once their account is deleted). */
  actorId: z.string().nullable(),
  /** Who was added (added), empty otherwise. */
  userIds: z.array(z.string()),
  /** The new title (created, renamed). */
  title: z.string().nullable(),
})
export type SystemEvent = z.infer<typeof systemEventSchema>

/** A message as the room sends it. Times are ms since the epoch. */
export const chatMessageSchema = z.object({
  id: z.string(),
  seq,
  senderId: z.string().nullable(),
  /** The sender's transaction id (their own client matches its 'sending' entry by it). */
  txnId: z.string().nullable(),
  /** '' once unsent. */
  content: z.string(),
  type: z.enum(['text', 'image', 'system']),
  /** The quoted message: its sender and the start of its text ('' when it was unsent). */
  replyTo: z.object({ id: z.string(), senderId: z.string().nullable(), excerpt: z.string(), unsent: z.boolean() }).nullable(),
  /** The photo, served from /media to participants only. */
  photo: z.object({ url: z.string(), alt: z.string(), width: z.number().nullable(), height: z.number().nullable() }).nullable(),
  /** One entry per emoji, with who reacted (participants only see this). */
  reactions: z.array(z.object({ emoji: z.string(), userIds: z.array(z.string()) })),
  /** A system message's event (type 'system'): the page words it in the reader's language. */
  system: systemEventSchema.nullable(),
  createdAt: z.number(),
  editedAt: z.number().nullable(),
  unsentAt: z.number().nullable(),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

/**
 * Where a participant is: the highest seq their client holds (delivered) and the highest they
 * read. Null for a member who turned read receipts off, and sent to nobody who turned them off.
 */
export const receiptSchema = z.object({ userId: z.string(), deliveredUpTo: seq.nullable(), readUpTo: seq.nullable() })
export type Receipt = z.infer<typeof receiptSchema>

/** Why the room refused what a socket asked. */
export const CONVERSATION_REFUSALS = ['blank', 'tooLong', 'rateLimited', 'readOnly', 'notFound', 'notYours', 'invalid', 'failed'] as const
export type ConversationRefusal = (typeof CONVERSATION_REFUSALS)[number]

/** What a conversation's room sends to its participants' sockets. */
const conversationServer = [
  /**
   * First frame on a new socket: the verified member, the protocol version, whether the
   * conversation is read-only for them (a block between the two of a direct conversation), the
   * newest seq, the receipts they may see, and who has a socket open now.
   */
  z.object({
    type: z.literal('ready'),
    room: z.string(),
    userId: z.string(),
    version: z.literal(PROTOCOL_VERSION),
    readOnly: z.boolean(),
    lastSeq: seq,
    receipts: z.array(receiptSchema),
    present: z.array(z.string()),
  }),
  pong,
  /** A new message, to every socket (the sender's own tabs too: they match it by txnId). */
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  /** A message changed: edited, unsent, or its reactions. */
  z.object({ type: z.literal('updated'), message: chatMessageSchema }),
  /** The answer to `send` on the sending socket: the stored message (the same one for a repeated txnId). */
  z.object({ type: z.literal('ack'), txnId: z.string(), message: chatMessageSchema }),
  /** What the room would not do; `txnId` when it was a send (the client removes its entry). */
  z.object({
    type: z.literal('refused'),
    of: z.string(),
    reason: z.enum(CONVERSATION_REFUSALS),
    txnId: z.string().nullable(),
    retryAfterMs: z.number().nullable(),
  }),
  /** A page of older messages, oldest first; `more` when there are older still. */
  z.object({ type: z.literal('history'), before: seq.nullable(), messages: z.array(chatMessageSchema), more: z.boolean() }),
  /**
   * Everything after `after`, oldest first, then the messages changed since (edits, unsends,
   * reactions); `more` when the page was full (ask again from the last seq).
   */
  z.object({
    type: z.literal('caught_up'),
    after: seq,
    messages: z.array(chatMessageSchema),
    changed: z.array(chatMessageSchema),
    more: z.boolean(),
  }),
  /** Someone is typing (expires after TYPING.displayExpiryMs), or stopped. */
  z.object({ type: z.literal('typing'), userId: z.string(), displayName: z.string() }),
  z.object({ type: z.literal('stop_typing'), userId: z.string() }),
  /** A participant's receipt moved (only to members who see receipts). */
  z.object({ type: z.literal('receipt'), receipt: receiptSchema }),
  /** Who has a socket open to the conversation now. */
  z.object({ type: z.literal('present'), userIds: z.array(z.string()) }),
  /** The conversation's state changed: read-only after a block, its title, its participants. */
  z.object({ type: z.literal('conversation'), readOnly: z.boolean(), title: z.string().nullable(), participantIds: z.array(z.string()) }),
] as const

/** What each room sends to its sockets. */
export const serverMessageSchemas = {
  conversation: z.discriminatedUnion('type', conversationServer),
  inbox: z.discriminatedUnion('type', [
    /** First frame on a new socket: the inbox (the member's id) and how many of their tabs are connected. */
    z.object({ type: z.literal('ready'), room: z.string(), tabs: z.number().int().nonnegative() }),
    pong,
    /** A new notification for the member: the tab shows a toast and raises its unread badge. */
    z.object({ type: z.literal('notification'), notification: inboxNotificationSchema }),
    /** The member's unread count changed elsewhere (marked read in another tab): the badge shows it. */
    z.object({ type: z.literal('unread'), count: z.number().int().nonnegative() }),
    /**
     * A conversation of the member has a new message (or was read in another tab): lists and the
     * panel refresh that row, the badge counts conversations with unread messages. Never the text.
     */
    z.object({ type: z.literal('conversation'), conversationId: z.string(), unreadConversations: z.number().int().nonnegative() }),
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

/**
 * Messaging's numbers in one place (SPEC §5, §9, issue 36). Browser-safe: the room, the Worker,
 * the pages and the client read the same values.
 */
export const MESSAGING_LIMITS = {
  /** The longest message, in characters after trimming. */
  messageMaxLength: 4_000,
  /** A group conversation's title, in characters after trimming. */
  titleMaxLength: 80,
  /** The most members a group conversation holds, its creator included (the bench runs a group of 200). */
  groupMaxParticipants: 250,
  /** Messages a member may send to one conversation per minute (the room counts). */
  sendsPerMinute: 30,
  /** Conversations a member may start per hour (direct or group). */
  startsPerHour: 30,
  /** Messages in one history or catch-up page. */
  historyPage: 50,
  /** The most a client may ask for in one page. */
  historyPageMax: 100,
  /** Conversations on one page of /messages' list. */
  listPage: 30,
  /** The notification panel's conversations section (SPEC §9). */
  panelConversations: 10,
  /** The last message's preview kept in D1 for lists, in characters. */
  previewLength: 120,
  /** Distinct emoji on one message, and the length of one emoji sequence. */
  reactionsPerMessage: 20,
  emojiMaxLength: 32,
  /** A client's transaction id: 8 to 64 of [A-Za-z0-9_-]. */
  txnIdMin: 8,
  txnIdMax: 64,
  /** Photos: one per message, the feed's pipeline and formats. */
  photoMaxBytes: 8 * 1024 * 1024,
  photoAltMaxLength: 300,
} as const

/** Typing (SPEC §9): a client sends `typing` at most once per 3 s; a receiver drops it after 5 s. */
export const TYPING = { sendSuppressMs: 3_000, displayExpiryMs: 5_000 } as const

/** Realtime defaults (SPEC §9): connection timeout, heartbeat, reconnect delays. */
export const REALTIME = {
  connectionTimeoutMs: 10_000,
  heartbeatMs: 25_000,
  reconnectDelaysMs: [1_000, 2_000, 5_000, 10_000],
} as const

/** The reactions the menu offers; any single emoji sequence up to emojiMaxLength is accepted. */
export const QUICK_REACTIONS = ['❤️', '😂', '😮', '😢', '👍', '🏳️‍🌈'] as const

/** Who may start a conversation with a member (profiles.allow_messages_from); the schema owns the values. */
export { MESSAGE_PRIVACY, type MessagePrivacy } from '~/db/schema/values'

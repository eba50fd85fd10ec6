import type { ChatMessage, ConversationRefusal, Receipt, SystemEvent } from './realtime'

/**
 * What the Worker asks of a conversation's room (party/conversation.ts) by RPC, beside the
 * sockets' protocol (realtime.ts). The Worker checks who may ask (visibility.server.ts) before it
 * calls; the room checks participation again against D1. Reach a room with `conversationRoom`
 * (room.server.ts), which names it (partyserver's getServerByName).
 */
export interface ConversationRoomApi {
  /**
   * A page of messages for `userId`, oldest first: the newest page when `before` is null, else
   * those with seq < before. Null when they are not a participant. The server-rendered page and
   * the no-JavaScript view read this.
   */
  page(userId: string, before: number | null, limit?: number): Promise<RoomPage | null>
  /** A message from `userId` (the no-JavaScript form, tests): the same txnId twice is one message. */
  send(userId: string, input: RoomSendInput): Promise<RoomSendResult>
  /** `userId` read up to seq `upTo` (their unread count in D1 goes to what came after). */
  markRead(userId: string, upTo: number): Promise<void>
  /**
   * D1 changed what the room knows (participants added or left, title, a block): the room reads
   * it again, tells the sockets (`conversation` frame) and closes those of non-participants.
   */
  refresh(): Promise<void>
  /** A group event as a system message (created, renamed, added, left), sent to every socket. */
  announce(event: SystemEvent): Promise<ChatMessage>
  /**
   * Copies of messages for a report by `userId` (a participant, also after a block): the given
   * ids, or the latest `REPORT_CONTEXT` messages of the conversation when null.
   */
  messagesForReport(userId: string, messageIds: string[] | null): Promise<ChatMessage[]>
  /** Account deletion: the member's messages lose their text and photos, their reactions and receipts go. */
  scrubMember(userId: string): Promise<void>
}

/** Messages copied into a report of a whole conversation. */
export const REPORT_CONTEXT = 20

export type RoomPage = {
  messages: ChatMessage[]
  /** There are older messages than the first one. */
  more: boolean
  /** The receipts `userId` may see (none when they turned receipts off). */
  receipts: Receipt[]
  lastSeq: number
  readOnly: boolean
}

export type RoomSendInput = {
  txnId: string
  content: string
  replyToId?: string | null
  photo?: { key: string; alt: string } | null
}

export type RoomSendResult = { ok: true; message: ChatMessage } | { ok: false; reason: ConversationRefusal; retryAfterMs: number | null }

import type { ChatMessage, Receipt } from '~/models/messaging/realtime'

/**
 * The open conversation's messages in the browser: what the server rendered, then what the room
 * sends (new messages, acks, history pages, catch-up, changes), merged by id and kept in seq
 * order, so a message that arrives twice (an ack and its broadcast, a catch-up after a
 * reconnect) is shown once. Pure: the view keeps it in a reducer, the unit tests call it.
 */
export type PendingMessage = {
  txnId: string
  content: string
  replyTo: ChatMessage['replyTo']
  photo: { key: string; alt: string; previewUrl: string | null } | null
  createdAt: number
}

export type ThreadState = {
  messages: ChatMessage[]
  /** Sent by this tab and not yet acknowledged by the room ('sending'), oldest first. */
  pending: PendingMessage[]
  /** There are older messages than the first held. */
  more: boolean
  receipts: Receipt[]
}

export type ThreadAction =
  | { type: 'merge'; messages: ChatMessage[] }
  | { type: 'history'; messages: ChatMessage[]; more: boolean }
  | { type: 'queue'; pending: PendingMessage }
  | { type: 'ack'; txnId: string; message: ChatMessage }
  | { type: 'drop'; txnId: string }
  | { type: 'receipts'; receipts: Receipt[] }
  | { type: 'receipt'; receipt: Receipt }

/** Messages by id, the newer copy winning (an edit, an unsend, a reaction), in seq order. */
export function mergeMessages(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held
  const byId = new Map(held.map((m) => [m.id, m]))
  for (const message of incoming) byId.set(message.id, message)
  return [...byId.values()].sort((a, b) => a.seq - b.seq)
}

/** The highest seq held: catch-up asks for what came after it. */
export function highestSeq(state: Pick<ThreadState, 'messages'>): number {
  return state.messages.reduce((max, m) => Math.max(max, m.seq), 0)
}

const withoutTxn = (pending: PendingMessage[], txnIds: Set<string>) =>
  txnIds.size === 0 ? pending : pending.filter((p) => !txnIds.has(p.txnId))

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'merge': {
      // a broadcast of this tab's own message settles its 'sending' entry as an ack would
      const settled = new Set(action.messages.flatMap((m) => (m.txnId ? [m.txnId] : [])))
      return { ...state, messages: mergeMessages(state.messages, action.messages), pending: withoutTxn(state.pending, settled) }
    }
    case 'history':
      return { ...state, messages: mergeMessages(state.messages, action.messages), more: action.more }
    case 'queue':
      if (state.pending.some((p) => p.txnId === action.pending.txnId)) return state
      return { ...state, pending: [...state.pending, action.pending] }
    case 'ack':
      return {
        ...state,
        messages: mergeMessages(state.messages, [action.message]),
        pending: withoutTxn(state.pending, new Set([action.txnId])),
      }
    case 'drop':
      return { ...state, pending: withoutTxn(state.pending, new Set([action.txnId])) }
    case 'receipts':
      return { ...state, receipts: action.receipts }
    case 'receipt':
      return {
        ...state,
        receipts: [...state.receipts.filter((r) => r.userId !== action.receipt.userId), action.receipt],
      }
  }
}

export type OwnStatus = 'sending' | 'sent' | 'delivered' | 'read'

/**
 * An own message's state from the others' receipts: read when every other participant whose
 * receipt the viewer may see read it, delivered when each of them holds it, else sent.
 */
export function ownStatus(seq: number, receipts: Receipt[], viewerId: string): OwnStatus {
  const others = receipts.filter((r) => r.userId !== viewerId)
  if (others.length === 0) return 'sent'
  if (others.every((r) => (r.readUpTo ?? 0) >= seq)) return 'read'
  if (others.every((r) => Math.max(r.deliveredUpTo ?? 0, r.readUpTo ?? 0) >= seq)) return 'delivered'
  return 'sent'
}

/** A new transaction id: 32 hex characters (txnIdSchema). */
export function newTxnId(): string {
  return crypto.randomUUID().replaceAll('-', '')
}

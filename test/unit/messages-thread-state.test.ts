import { describe, expect, it } from 'vitest'
import { highestSeq, newTxnId, ownStatus, threadReducer, type ThreadState } from '~/components/messages/thread-state'
import type { ChatMessage } from '~/models/messaging/realtime'
import { txnIdSchema } from '~/models/messaging/realtime'

/** The open conversation's state in the browser (issue 36): merged by id, in seq order, never twice. */
const message = (seq: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m${seq}`,
  seq,
  senderId: 'a',
  txnId: null,
  content: `text ${seq}`,
  type: 'text',
  replyTo: null,
  photo: null,
  reactions: [],
  system: null,
  createdAt: seq * 1000,
  editedAt: null,
  unsentAt: null,
  ...extra,
})
const empty: ThreadState = { messages: [], pending: [], more: false, receipts: [] }

describe('the thread state', () => {
  it('merges a catch-up that overlaps what it holds: each message once, in seq order, the newer copy winning', () => {
    const held = threadReducer(empty, { type: 'merge', messages: [message(1), message(2), message(3)] })
    const next = threadReducer(held, { type: 'merge', messages: [message(3, { content: 'edited', editedAt: 5 }), message(5), message(4)] })
    expect(next.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5])
    expect(next.messages[2]!.content).toBe('edited')
    expect(highestSeq(next)).toBe(5)
  })

  it('settles a sending entry by its ack or by the broadcast of the same txnId, once', () => {
    const txnId = newTxnId()
    expect(txnIdSchema.safeParse(txnId).success).toBe(true)
    const pending = { txnId, content: 'hi', replyTo: null, photo: null, createdAt: 1 }
    let state = threadReducer(empty, { type: 'queue', pending })
    state = threadReducer(state, { type: 'queue', pending })
    expect(state.pending).toHaveLength(1)
    const stored = message(7, { txnId })
    state = threadReducer(state, { type: 'merge', messages: [stored] })
    expect(state.pending).toEqual([])
    state = threadReducer(state, { type: 'ack', txnId, message: stored })
    expect(state.messages.filter((m) => m.id === stored.id)).toHaveLength(1)
  })

  it('drops a refused entry', () => {
    const pending = { txnId: newTxnId(), content: 'no', replyTo: null, photo: null, createdAt: 1 }
    const state = threadReducer(threadReducer(empty, { type: 'queue', pending }), { type: 'drop', txnId: pending.txnId })
    expect(state.pending).toEqual([])
  })

  it('tells an own message sent, delivered or read from the others’ receipts', () => {
    expect(ownStatus(3, [], 'a')).toBe('sent')
    expect(ownStatus(3, [{ userId: 'b', deliveredUpTo: 2, readUpTo: 1 }], 'a')).toBe('sent')
    expect(ownStatus(3, [{ userId: 'b', deliveredUpTo: 3, readUpTo: 1 }], 'a')).toBe('delivered')
    expect(
      ownStatus(
        3,
        [
          { userId: 'b', deliveredUpTo: 3, readUpTo: 4 },
          { userId: 'a', deliveredUpTo: 0, readUpTo: 0 },
        ],
        'a',
      ),
    ).toBe('read')
  })
})

import { describe, expect, it } from 'vitest'
import {
  clientMessageSchemas,
  encodeMessage,
  isRealtimeParty,
  MAX_CLIENT_FRAME,
  parseClientMessage,
  parseServerMessage,
  PROTOCOL_VERSION,
  REALTIME_PARTIES,
  type ClientMessage,
  type ServerMessage,
} from '~/models/messaging/realtime'

/** The realtime rooms' protocol (app/models/messaging/realtime.ts), shared by rooms and clients. */
describe('realtime messages', () => {
  it('names the parties the Worker routes, and nothing else', () => {
    expect(REALTIME_PARTIES).toEqual(['conversation', 'inbox'])
    expect(Object.keys(clientMessageSchemas).sort()).toEqual([...REALTIME_PARTIES].sort())
    expect(isRealtimeParty('conversation')).toBe(true)
    expect(isRealtimeParty('inbox')).toBe(true)
    for (const other of ['chat', 'Conversation', '', undefined, 'constructor', '__proto__']) expect(isRealtimeParty(other)).toBe(false)
  })

  it('reads a valid client message in each room, dropping unknown extra fields', () => {
    for (const party of REALTIME_PARTIES) {
      expect(parseClientMessage(party, '{"type":"ping"}')).toEqual({ type: 'ping' })
      expect(parseClientMessage(party, JSON.stringify({ type: 'ping', extra: 1, nested: { a: 1 } }))).toEqual({ type: 'ping' })
      const ping: ClientMessage<typeof party> = { type: 'ping' }
      expect(parseClientMessage(party, encodeMessage(ping))).toEqual(ping)
    }
  })

  it('answers null, without throwing, for malformed frames', () => {
    const malformed: unknown[] = [
      'not json',
      '{"type":',
      '',
      'null',
      '42',
      '"ping"',
      '["ping"]',
      '{}',
      '{"type":42}',
      '{"type":null}',
      '{"kind":"ping"}',
      `{"type":"ping","pad":"${'x'.repeat(MAX_CLIENT_FRAME)}"}`, // longer than a room reads
      '{"type":"ping","__proto__":{"polluted":true}}',
      new ArrayBuffer(8), // binary frames are not messages
      new Uint8Array([123, 125]),
      undefined,
      null,
      { type: 'ping' }, // an object, not a frame
    ]
    for (const party of REALTIME_PARTIES) {
      for (const frame of malformed) {
        let parsed: unknown
        expect(() => (parsed = parseClientMessage(party, frame))).not.toThrow()
        // the __proto__ frame is a valid ping once its unknown key is dropped; it must not pollute
        if (typeof frame === 'string' && frame.includes('__proto__')) expect(parsed).toEqual({ type: 'ping' })
        else expect(parsed).toBeNull()
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('ignores unknown message types, and server messages sent by a client', () => {
    for (const party of REALTIME_PARTIES) {
      // a conversation's client sends typing; an inbox's does not
      for (const type of ['pong', 'ready', 'message', 'caught_up', 'PING', 'ping ', ...(party === 'inbox' ? ['typing'] : [])]) {
        expect(parseClientMessage(party, JSON.stringify({ type }))).toBeNull()
      }
      expect(parseClientMessage(party, JSON.stringify({ type: 'pong', at: 1 }))).toBeNull()
    }
  })

  it('reads what each room sends, as the client will', () => {
    const ready: ServerMessage<'conversation'> = {
      type: 'ready',
      room: 'c1',
      userId: 'u1',
      version: PROTOCOL_VERSION,
      readOnly: false,
      lastSeq: 0,
      receipts: [],
      present: [],
    }
    expect(parseServerMessage('conversation', encodeMessage(ready))).toEqual(ready)
    const inboxReady: ServerMessage<'inbox'> = { type: 'ready', room: 'u1', tabs: 2 }
    expect(parseServerMessage('inbox', encodeMessage(inboxReady))).toEqual(inboxReady)
    for (const party of REALTIME_PARTIES)
      expect(parseServerMessage(party, '{"type":"pong","at":1700000000000}')).toEqual({ type: 'pong', at: 1700000000000 })

    // each room's own shape: an inbox's ready has tabs, a conversation's has the member
    expect(parseServerMessage('conversation', encodeMessage(inboxReady))).toBeNull()
    expect(parseServerMessage('inbox', encodeMessage(ready))).toBeNull()
    expect(parseServerMessage('inbox', '{"type":"ready","room":"u1","tabs":-1}')).toBeNull()
    expect(parseServerMessage('conversation', '{"type":"pong"}')).toBeNull()
    expect(parseServerMessage('conversation', '{"type":"surprise"}')).toBeNull()
    expect(() => parseServerMessage('inbox', 'garbage')).not.toThrow()
  })

  it('types each room’s messages apart (checked by npm run typecheck)', () => {
    // @ts-expect-error -- a client never sends pong
    const fromClient: ClientMessage<'conversation'> = { type: 'pong', at: 1 }
    // @ts-expect-error -- an inbox's ready carries tabs, not the member
    const inboxReady: ServerMessage<'inbox'> = { type: 'ready', room: 'u1', userId: 'u1' }
    // @ts-expect-error -- an unknown type is no message
    const unknown: ServerMessage = { type: 'typing' }
    expect([fromClient, inboxReady, unknown]).toHaveLength(3)
  })
})

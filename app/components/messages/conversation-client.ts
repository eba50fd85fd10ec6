import PartySocket from 'partysocket'
import { REALTIME } from '~/models/messaging/limits'
import {
  encodeMessage,
  parseServerMessage,
  PROTOCOL_VERSION,
  ROOM_CLOSE,
  type ClientMessage,
  type ServerMessage,
} from '~/models/messaging/realtime'

/**
 * The browser's side of a conversation's room (party/conversation.ts), loaded once the open
 * conversation hydrated. Reconnects with the spec's realtime defaults (REALTIME: 1 s growing to
 * 10 s, 10 s connection timeout, a heartbeat every 25 s), except after the room refused the socket.
 *
 * Sends are kept until the room acknowledges them (or refuses): after every (re)connect the
 * client first asks for what it missed (`catch_up` after the highest seq it holds), then sends
 * again each message still waiting, with its own txnId, so a message written offline goes out
 * once the socket is back and a retry after a lost ack is stored once (the room's rule).
 */
export type RoomFrame = ServerMessage<'conversation'>
type SendFrame = Extract<ClientMessage<'conversation'>, { type: 'send' }>

export type ConversationConnection = {
  send(frame: Omit<SendFrame, 'type'>): void
  /** Any other frame: sent when the socket is open, dropped otherwise (typing, receipts, reactions…). */
  post(frame: Exclude<ClientMessage<'conversation'>, SendFrame>): boolean
  /** The room acknowledged or refused a send: stop resending it. */
  settle(txnId: string): void
  close(): void
}

export type ConnectionStatus = 'connecting' | 'open' | 'closed'

export function connectConversation(
  conversationId: string,
  handlers: {
    onFrame: (frame: RoomFrame) => void
    onStatus: (status: ConnectionStatus) => void
    /** The highest seq the page holds (catch-up starts after it). */
    highestSeq: () => number
  },
): ConversationConnection {
  const [first, ...rest] = REALTIME.reconnectDelaysMs
  const socket = new PartySocket({
    host: window.location.host,
    protocol: window.location.protocol === 'https:' ? 'wss' : 'ws',
    party: 'conversation',
    room: conversationId,
    minReconnectionDelay: first,
    maxReconnectionDelay: rest.at(-1) ?? first,
    reconnectionDelayGrowFactor: 2,
    connectionTimeout: REALTIME.connectionTimeoutMs,
    maxRetries: 1_000,
    // our own queue resends unacknowledged messages; partysocket's would send them twice
    maxEnqueuedMessages: 0,
    shouldReconnectOnClose: (event) => event.code !== ROOM_CLOSE.authRequired.code && event.code !== ROOM_CLOSE.forbidden.code,
  })
  const waiting = new Map<string, SendFrame>()
  let ready = false

  const raw = (frame: ClientMessage<'conversation'>) => {
    if (!ready || socket.readyState !== WebSocket.OPEN) return false
    socket.send(encodeMessage(frame))
    return true
  }

  handlers.onStatus('connecting')
  socket.addEventListener('message', (event) => {
    const frame = parseServerMessage('conversation', event.data)
    if (!frame) return
    if (frame.type === 'ready') {
      if (frame.version !== PROTOCOL_VERSION) {
        window.location.reload()
        return
      }
      ready = true
      handlers.onFrame(frame)
      raw({ type: 'catch_up', after: handlers.highestSeq() })
      for (const send of waiting.values()) raw(send)
      handlers.onStatus('open')
      return
    }
    if (frame.type === 'ack') waiting.delete(frame.txnId)
    if (frame.type === 'refused' && frame.txnId) waiting.delete(frame.txnId)
    handlers.onFrame(frame)
  })
  socket.addEventListener('close', () => {
    ready = false
    handlers.onStatus('closed')
  })

  const heartbeat = setInterval(() => raw({ type: 'ping' }), REALTIME.heartbeatMs)

  return {
    send(frame) {
      const send: SendFrame = { type: 'send', ...frame }
      waiting.set(frame.txnId, send)
      raw(send)
    },
    post: raw,
    settle(txnId) {
      waiting.delete(txnId)
    },
    close() {
      clearInterval(heartbeat)
      socket.close()
    },
  }
}

import PartySocket from 'partysocket'
import { toast } from '~/components/ui/use-toast'
import { encodeMessage, parseServerMessage, ROOM_CLOSE, type InboxNotification } from '~/models/messaging/realtime'
import { conversationChanged } from './conversation-store'
import { addUnread, setUnreadCount } from './unread-store'

/**
 * The browser's side of the member's Inbox room (party/inbox.ts), loaded after the page is
 * interactive (useInbox in inbox.ts): never part of a page's first load. A new notification
 * raises a toast with its title and content (SPEC §7) and adds one to the badge; the room's
 * 'unread' message (marked read in another tab) sets the badge. Reconnects as the spec's
 * realtime defaults say (1 s growing to 10 s, 10 s connection timeout, a heartbeat every 25 s),
 * except after the room refused the socket (4401, 4403).
 */
const HEARTBEAT_MS = 25_000

export function connectInbox(userId: string, onNotification?: (notification: InboxNotification) => void): () => void {
  const socket = new PartySocket({
    host: window.location.host,
    protocol: window.location.protocol === 'https:' ? 'wss' : 'ws',
    party: 'inbox',
    room: userId,
    minReconnectionDelay: 1_000,
    maxReconnectionDelay: 10_000,
    reconnectionDelayGrowFactor: 2,
    connectionTimeout: 10_000,
    maxRetries: 100,
    shouldReconnectOnClose: (event) => event.code !== ROOM_CLOSE.authRequired.code && event.code !== ROOM_CLOSE.forbidden.code,
  })
  socket.addEventListener('message', (event) => {
    const message = parseServerMessage('inbox', event.data)
    if (!message) return
    switch (message.type) {
      case 'notification':
        addUnread(1)
        toast({ title: message.notification.title, description: message.notification.content ?? undefined })
        onNotification?.(message.notification)
        return
      case 'unread':
        setUnreadCount(message.count)
        return
      case 'conversation':
        // never a toast: the DMs link's count and an open /messages list follow
        conversationChanged(message.conversationId, message.unreadConversations)
        return
    }
  })
  const heartbeat = setInterval(() => {
    if (socket.readyState === WebSocket.OPEN) socket.send(encodeMessage({ type: 'ping' }))
  }, HEARTBEAT_MS)
  return () => {
    clearInterval(heartbeat)
    socket.close()
  }
}

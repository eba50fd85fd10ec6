import { Server, type Connection, type ConnectionContext, type WSMessage } from 'partyserver'
import { recordLastSeen } from '~/models/members/presence.server'
import { ROOM_CLOSE, type InboxNotification } from '~/models/messaging/realtime'
import { roomProtocol, userIdFrom, type ConnectionState } from './room-plumbing'

const protocol = roomProtocol('inbox')

/**
 * One Durable Object per member, reached at /parties/inbox/{userId}; only that member may
 * connect (checked in the Worker, and again here against the room's name). One socket per open
 * tab. What it sends and accepts is typed in app/models/messaging/realtime.ts.
 *
 * - Notifications: the Worker stores a notification in D1, then calls `deliver` (RPC) on the
 *   member's room, which sends it to every open tab at once (app/models/notifications).
 * - Unread count: after the member marks notifications read, `syncUnread` tells their other tabs.
 * - Presence: the member is online while a tab is connected (`presence`, asked by profile pages);
 *   when the last tab closes, the time is stored as profiles.last_seen_at. Who may see either is
 *   decided by the profile's rule and the member's show_online_status, never here.
 */
export class Inbox extends Server<Env> {
  static options = { hibernate: true }

  onConnect(connection: Connection<ConnectionState>, ctx: ConnectionContext) {
    const userId = userIdFrom(ctx)
    if (!userId || userId !== this.name) return connection.close(ROOM_CLOSE.forbidden.code, ROOM_CLOSE.forbidden.reason)
    connection.setState({ userId })
    protocol.send(connection, { type: 'ready', room: this.name, tabs: this.openTabs().length })
  }

  onMessage(connection: Connection<ConnectionState>, frame: WSMessage) {
    const message = protocol.parse(frame)
    if (!message) return // malformed or unknown: ignored
    switch (message.type) {
      case 'ping':
        return protocol.send(connection, { type: 'pong', at: Date.now() })
    }
  }

  async onClose(connection: Connection<ConnectionState>) {
    const userId = connection.state?.userId
    if (!userId || this.openTabs().some((tab) => tab.id !== connection.id)) return
    // the last tab closed: the member was last seen now
    await recordLastSeen(this.env.DB, userId)
  }

  /** RPC from the Worker: a notification stored for this member, to every open tab. */
  deliver(notification: InboxNotification): number {
    const tabs = this.openTabs()
    for (const tab of tabs) protocol.send(tab, { type: 'notification', notification })
    return tabs.length
  }

  /** RPC from the Worker: the member's unread count after they marked notifications read. */
  syncUnread(count: number): void {
    for (const tab of this.openTabs()) protocol.send(tab, { type: 'unread', count })
  }

  /**
   * RPC from a conversation's room: the member has a new message there (or read it in another
   * tab); every tab refreshes that conversation and shows how many have unread messages. Never the text.
   */
  conversationActivity(conversationId: string, unreadConversations: number): void {
    for (const tab of this.openTabs()) protocol.send(tab, { type: 'conversation', conversationId, unreadConversations })
  }

  /** RPC from the Worker: whether the member has a tab open now. */
  presence(): { online: boolean } {
    return { online: this.openTabs().length > 0 }
  }

  /** The member's verified sockets still open (a refused one never got a state). */
  private openTabs(): Connection<ConnectionState>[] {
    return [...this.getConnections<ConnectionState>()].filter((tab) => tab.state?.userId && tab.readyState === WebSocket.OPEN)
  }
}

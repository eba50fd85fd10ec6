import type { ConversationRefusal } from '~/models/messaging/realtime'
import type { RoomPage } from '~/models/messaging/room-api'

/** What the open conversation is given: its header, latest page, presence and the plain forms' answers. */
export type ConversationMember = { userId: string; displayName: string | null; avatarUrl: string | null; showOnlineStatus: boolean }
export type ConversationHeaderView = {
  id: string
  isDirect: boolean
  title: string | null
  others: ConversationMember[]
  readOnly: boolean
}
export type PresenceView = { online: true } | { online: false; lastSeen: string | null }

export type ConversationViewProps = {
  header: ConversationHeaderView
  page: RoomPage
  presence: Promise<PresenceView | null> | PresenceView | null
  viewerId: string
  /** The no-JavaScript form's transaction id (a form posted twice sends once). */
  txnId: string
  /** The no-JavaScript form's refusal, with what was typed. */
  sendError: { reason: ConversationRefusal; content: string } | null
  /** Friends who are not in the group yet (the group options' add form). */
  addable: { id: string; displayName: string | null }[]
  /** The group options' refusal (a message key). */
  groupError: string | null
}

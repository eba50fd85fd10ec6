import type { GroupNotificationType } from '~/db/schema'
import type { InboxNotification } from '~/models/messaging/realtime'

/** The notification timeline's items (panel.server.ts builds it; the header panel and /notifications show it). Browser-safe. */

/** Who did it: `null` when the member may not see them ('Someone'); `name` null without a display name ('Anonymous User'). */
export type PanelActor = { id: string; name: string | null } | null

export type PanelItem =
  | ({ source: 'notification' } & InboxNotification)
  | {
      source: 'group'
      id: string
      type: GroupNotificationType
      group: string | null
      actor: PanelActor
      actionUrl: string
      read: boolean
      createdAt: string
    }
  | { source: 'conversation'; id: string; with: PanelActor; unread: boolean; actionUrl: string; createdAt: string }
  | { source: 'like'; id: string; actor: PanelActor; actionUrl: string; createdAt: string }
  | { source: 'comment'; id: string; actor: PanelActor; content: string; actionUrl: string; createdAt: string }

export type NotificationPanel = { items: PanelItem[]; unread: number }

/**
 * Where a crew notification leads (the panel, /notifications, its toast and its email): the post
 * for a post, comment or mention in one, the event for an event, /my-groups for an invitation, the
 * crew's manage page for a join request (its leaders answer there), the crew's page otherwise.
 */
export function groupNotificationUrl(type: GroupNotificationType, groupId: string, relatedId: string | null): string {
  const crew = `/groups/${encodeURIComponent(groupId)}`
  switch (type) {
    case 'new_post':
    case 'comment':
    case 'mention':
      return relatedId ? `/feed/${encodeURIComponent(relatedId)}` : crew
    case 'event':
      return relatedId ? `/events/${encodeURIComponent(relatedId)}` : crew
    case 'invite':
      return '/my-groups'
    case 'join_request':
      return `${crew}/manage`
    case 'new_member':
    case 'request_accepted':
      return crew
  }
}

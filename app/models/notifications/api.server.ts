import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  syncUnreadCount,
  unreadNotificationCount,
} from './notifications.server'
import { markAllGroupNotificationsRead, markGroupNotificationRead, notificationPanel } from './panel.server'

/**
 * What /api/notifications (workers/api/notifications.ts) calls, handed over by the Remix build's
 * entry (app/entry.server.tsx, read by workers/from-build.ts) so the Worker does not bundle a
 * second copy of this module and of the i18n it imports.
 */
export const notificationsModel = {
  listNotifications,
  unreadNotificationCount,
  markNotificationRead,
  markAllNotificationsRead,
  syncUnreadCount,
  notificationPanel,
  markGroupNotificationRead,
  markAllGroupNotificationsRead,
}
export type NotificationsModel = typeof notificationsModel

import type { NotificationType as PreferenceType } from '~/models/members/settings-options'

/**
 * What a notification is about (kept in notifications.metadata.kind), the table's `type` it
 * is stored under (SPEC §3: message, event, system, other) and the member's preference that
 * governs it (SPEC §3 'Notification types in interface text'; null: always sent, e.g. a
 * moderator's decision about the member's own content). Browser-safe: the panel's icons read it.
 */
export const NOTIFICATION_KINDS = {
  friend_request: { type: 'other', preference: 'new_follower' },
  friend_accepted: { type: 'other', preference: 'new_follower' },
  post_liked: { type: 'other', preference: 'post_liked' },
  post_comment: { type: 'other', preference: 'post_comment' },
  mention: { type: 'other', preference: 'mention' },
  new_message: { type: 'message', preference: 'new_message' },
  group_invite: { type: 'other', preference: 'group_invite' },
  event_invite: { type: 'event', preference: 'event_invite' },
  event_changed: { type: 'event', preference: 'event_invite' },
  event_cancelled: { type: 'event', preference: 'event_invite' },
  event_waitlist_place: { type: 'event', preference: 'event_invite' },
  event_hidden: { type: 'system', preference: null },
  venue_approved: { type: 'system', preference: null },
  venue_rejected: { type: 'system', preference: null },
  post_hidden: { type: 'system', preference: null },
  crew_deleted: { type: 'system', preference: null },
  // the moderation queue (issue 41): a reporter's outcome, the author's notice, an appeal's answer
  report_outcome: { type: 'system', preference: null },
  moderation_decision: { type: 'system', preference: null },
  appeal_answered: { type: 'system', preference: null },
  system: { type: 'system', preference: null },
} as const satisfies Record<string, { type: 'message' | 'event' | 'system' | 'other'; preference: PreferenceType | null }>

export type NotificationKind = keyof typeof NOTIFICATION_KINDS

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_KINDS, value)
}

/** SPEC §9: what the panel and the list load. */
export const NOTIFICATION_LIMITS = {
  notifications: 50,
  groupNotifications: 50,
  conversations: 10,
  posts: 200,
  likes: 20,
  comments: 20,
} as const

/**
 * Friends ('Squad'): limits and the shape of a friend action, shared by the browser (the forms)
 * and the server (friends.server.ts, /friends, /api/friends). Browser-safe: no zod, no SQL.
 */

/** Friend requests a member may send in any 24 hours (whatever became of them since). */
export const FRIEND_REQUESTS_PER_DAY = 20
export const FRIEND_REQUEST_WINDOW_MS = 24 * 3_600_000
/** A page of the friends list (/friends, /api/friends). */
export const FRIENDS_PAGE_SIZE = 24
/** The pending requests shown at once, each way (the oldest beyond it wait for room). */
export const PENDING_REQUESTS_CAP = 50
/** Mutual friends named on a profile. */
export const MUTUAL_FRIENDS_SHOWN = 12

/** What a member can do about another member, by the state between them. */
export const FRIEND_INTENTS = ['request', 'accept', 'decline', 'cancel', 'remove'] as const
export type FriendIntent = (typeof FRIEND_INTENTS)[number]

/** The state between the viewer and a member, seen from the viewer. */
export type FriendState = 'self' | 'friends' | 'outgoing' | 'incoming' | 'none'

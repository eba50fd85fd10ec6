import { and, count, eq, gt } from 'drizzle-orm'
import type { Viewer } from '~/models/viewer'
import type { Db } from '~/db/client'
import { unreadCountQueries, unreadTotal } from '~/models/notifications/unread.server'
import { conversationParticipants, conversations, profiles, userRoles } from '~/db/schema'
import { conversationShown } from '~/models/messaging/visibility.server'
import { memberCartCountQuery } from '~/models/marketplace/cart.server'

export type ShellUser = {
  id: string
  displayName: string | null
  avatarUrl: string | null
  userMode: string
  roles: ('admin' | 'moderator')[]
  /** Unread notifications and crew notifications, for the header's badge (not capped, SPEC §9). */
  unreadNotifications: number
  /** Conversations with unread messages, for the DMs link (messaging's visibility rule). */
  unreadConversations: number
  /** Pieces in the member's market cart, for the header's cart link. */
  cartCount: number
}

/** What the header needs about the signed-in member: name, avatar, mode, roles and unread count, in one batch. */
export async function getShellUser(db: Db, userId: string): Promise<ShellUser | null> {
  const [profile, roles, talks, cart, unreadMine, unreadCrews] = await db.batch([
    db
      .select({ displayName: profiles.displayName, avatarUrl: profiles.avatarUrl, userMode: profiles.userMode })
      .from(profiles)
      .where(eq(profiles.userId, userId)),
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
    db
      .select({ n: count() })
      .from(conversationParticipants)
      .innerJoin(conversations, eq(conversations.id, conversationParticipants.conversationId))
      .where(
        and(
          eq(conversationParticipants.userId, userId),
          gt(conversationParticipants.unreadCount, 0),
          conversationShown({ id: userId, roles: [] }),
        ),
      ),
    memberCartCountQuery(db, userId),
    ...unreadCountQueries(db, userId),
  ])
  const row = profile[0]
  if (!row) return null
  const unreadNotifications = unreadTotal(unreadMine, unreadCrews)
  return {
    id: userId,
    ...row,
    roles: roles.map((r) => r.role),
    unreadNotifications,
    unreadConversations: talks[0]?.n ?? 0,
    cartCount: Number(cart[0]?.n ?? 0),
  }
}

/** A signed-in member as a viewer (with their roles), for code that has only their id (JSON APIs, /media). */
export async function getViewer(db: Db, userId: string): Promise<NonNullable<Viewer>> {
  const roles = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))
  return { id: userId, roles: roles.map((r) => r.role) }
}

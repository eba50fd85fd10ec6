import { eq } from 'drizzle-orm'
import type { Viewer } from '~/models/viewer'
import type { Db } from '~/db/client'
import { unreadCountQueries, unreadTotal } from '~/models/notifications/unread.server'
import { profiles, userRoles } from '~/db/schema'

export type ShellUser = {
  id: string
  displayName: string | null
  avatarUrl: string | null
  userMode: string
  roles: ('admin' | 'moderator')[]
  /** Unread notifications and crew notifications, for the header's badge (not capped, SPEC §9). */
  unreadNotifications: number
}

/** What the header needs about the signed-in member: name, avatar, mode, roles and unread count, in one batch. */
export async function getShellUser(db: Db, userId: string): Promise<ShellUser | null> {
  const [profile, roles, unreadMine, unreadCrews] = await db.batch([
    db
      .select({ displayName: profiles.displayName, avatarUrl: profiles.avatarUrl, userMode: profiles.userMode })
      .from(profiles)
      .where(eq(profiles.userId, userId)),
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
    ...unreadCountQueries(db, userId),
  ])
  const row = profile[0]
  if (!row) return null
  const unreadNotifications = unreadTotal(unreadMine, unreadCrews)
  return { id: userId, ...row, roles: roles.map((r) => r.role), unreadNotifications }
}

/** A signed-in member as a viewer (with their roles), for code that has only their id (JSON APIs, /media). */
export async function getViewer(db: Db, userId: string): Promise<NonNullable<Viewer>> {
  const roles = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))
  return { id: userId, roles: roles.map((r) => r.role) }
}

import { eq } from 'drizzle-orm'
import type { Viewer } from '~/models/viewer'
import type { Db } from '~/db/client'
import { profiles, userRoles } from '~/db/schema'

export type ShellUser = {
  id: string
  displayName: string | null
  avatarUrl: string | null
  userMode: string
  roles: ('admin' | 'moderator')[]
}

/** What the header needs about the signed-in member: name, avatar, mode and roles. */
export async function getShellUser(db: Db, userId: string): Promise<ShellUser | null> {
  const [profile, roles] = await db.batch([
    db
      .select({ displayName: profiles.displayName, avatarUrl: profiles.avatarUrl, userMode: profiles.userMode })
      .from(profiles)
      .where(eq(profiles.userId, userId)),
    db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId)),
  ])
  const row = profile[0]
  if (!row) return null
  return { id: userId, ...row, roles: roles.map((r) => r.role) }
}

/** A signed-in member as a viewer (with their roles), for code that has only their id (JSON APIs, /media). */
export async function getViewer(db: Db, userId: string): Promise<NonNullable<Viewer>> {
  const roles = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId))
  return { id: userId, roles: roles.map((r) => r.role) }
}

import type { Role } from '~/db/schema'

/**
 * Who is looking at a page, a list or an API answer: the input of every visibility rule
 * (see docs/decisions/005-visibility-rules.md).
 *
 * - `null`: a visitor (no session).
 * - `{ id, roles }`: a signed-in member; roles 'moderator' and 'admin' make them staff.
 *
 * Whether they belong to a crew, are a friend, or blocked someone (or were blocked) is not
 * carried here: the rules ask the database, in the same query that reads the rows.
 */
export type Viewer = { id: string; roles: readonly Role[] } | null

export const VISITOR: Viewer = null

/** The signed-in user (anything with an id and roles) as a viewer; null and undefined are visitors. */
export function viewerOf(user: { id: string; roles: readonly Role[] } | null | undefined): Viewer {
  return user ? { id: user.id, roles: user.roles } : null
}

/** Moderators and admins: they see what waits for moderation (pending, hidden) to act on it. */
export function isStaff(viewer: Viewer): boolean {
  return !!viewer && (viewer.roles.includes('moderator') || viewer.roles.includes('admin'))
}

/** A member judged without staff powers (what any member would see), e.g. for their own favorites. */
export function asMember(userId: string): NonNullable<Viewer> {
  return { id: userId, roles: [] }
}

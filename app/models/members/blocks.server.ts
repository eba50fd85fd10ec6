import { and, desc, eq, or } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { accounts, blocks, friendRequests, friendships, profiles } from '~/db/schema'

/**
 * Member blocks. A block is one-way (blocker → blocked), but it hides the two members from each
 * other both ways: every visibility rule about a member's rows (profile, reviews, photos, events
 * they organise, posts, comments) includes `notBlockedEitherWay`, and single checks between two
 * known members use `isBlockedEitherWay`.
 */

export type BlockResult = { ok: true } | { ok: false; code: 'self' | 'not_found' }

export async function blockMember(db: Db, blockerId: string, blockedId: string): Promise<BlockResult> {
  if (blockerId === blockedId) return { ok: false, code: 'self' }
  const target = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, blockedId)).get()
  if (!target) return { ok: false, code: 'not_found' }
  // a block also ends the friendship and any pending request between the two (one batch)
  const [userAId, userBId] = blockerId < blockedId ? [blockerId, blockedId] : [blockedId, blockerId]
  const pendingBetween = and(
    eq(friendRequests.status, 'pending'),
    or(
      and(eq(friendRequests.fromUserId, blockerId), eq(friendRequests.toUserId, blockedId)),
      and(eq(friendRequests.fromUserId, blockedId), eq(friendRequests.toUserId, blockerId)),
    ),
  )
  await db.batch([
    db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing(),
    db.delete(friendships).where(and(eq(friendships.userAId, userAId), eq(friendships.userBId, userBId))),
    db.update(friendRequests).set({ status: 'cancelled', respondedAt: new Date() }).where(pendingBetween),
  ])
  return { ok: true }
}

/** Removes the member's own block of `blockedId`; false when there was none. */
export async function unblockMember(db: Db, blockerId: string, blockedId: string) {
  const deleted = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ id: blocks.blockedId })
  return deleted.length > 0
}

export type BlockedMember = { userId: string; displayName: string | null; avatarUrl: string | null; blockedAt: Date }

/** Whom the member has blocked, newest first. */
export async function listBlocked(db: Db, blockerId: string): Promise<BlockedMember[]> {
  return db
    .select({
      userId: blocks.blockedId,
      displayName: profiles.displayName,
      avatarUrl: profiles.avatarUrl,
      blockedAt: blocks.createdAt,
    })
    .from(blocks)
    .leftJoin(profiles, eq(profiles.userId, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt))
    .all()
}

/** True when either member has blocked the other. */
export async function isBlockedEitherWay(db: Db, a: string, b: string) {
  const row = await db
    .select({ id: blocks.blockerId })
    .from(blocks)
    .where(or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))))
    .get()
  return !!row
}

import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { profiles } from '~/db/schema'
import { asMember } from '~/models/viewer'
import { visibleProfile } from '../members/visibility.server'

/**
 * A member's display name as another member may read it (visibleProfile judged as the reader):
 * a notification names who liked, commented or mentioned only when their profile reaches the
 * person told; otherwise it says 'someone'.
 */
export async function nameFor(db: Db, userId: string, readerId: string): Promise<string | null> {
  const row = await db
    .select({ name: profiles.displayName })
    .from(profiles)
    .where(and(eq(profiles.userId, userId), visibleProfile(asMember(readerId))))
    .get()
  return row?.name ?? null
}

/**
 * Who may have a crew's cover from /media (workers/api/media.ts). Kept apart from create.server.ts
 * so the Worker's /media route reads the rule without what creating a crew brings.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { communityGroups } from '~/db/schema'
import type { Viewer } from '~/models/viewer'
import { visibleCrew } from './visibility.server'

const CREW_COVER_KEY = /^crews\/([0-9a-f-]{36})\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/

/**
 * Whether crews/{crewId}/{uuid}.{ext} is the cover of a crew this viewer may see in full
 * (visibleCrew): a private crew's cover is for its members, as its page is.
 */
export async function crewCoverSeenBy(db: Db, viewer: Viewer, key: string): Promise<boolean> {
  const match = CREW_COVER_KEY.exec(key)
  if (!match) return false
  const row = await db
    .select({ id: communityGroups.id })
    .from(communityGroups)
    .where(and(eq(communityGroups.id, match[1]!), eq(communityGroups.imageUrl, `/media/${key}`), visibleCrew(viewer)))
    .get()
  return !!row
}

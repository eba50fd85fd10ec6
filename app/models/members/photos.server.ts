import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { profilePhotos, profiles } from '~/db/schema'
import type { Viewer } from '~/models/viewer'
import { visibleProfile } from './visibility.server'

/**
 * A profile photo's file (R2 `photos/…`) is served to whom may see the profile it belongs to
 * (workers/api/media.ts): a profile that hides itself hides its photos too, even from someone
 * who kept their address. True when any profile with that file passes the rule.
 */
export async function profilePhotoSeenBy(db: Db, viewer: Viewer, key: string): Promise<boolean> {
  const row = await db
    .select({ id: profilePhotos.id })
    .from(profilePhotos)
    .innerJoin(profiles, eq(profiles.userId, profilePhotos.userId))
    .where(and(eq(profilePhotos.r2Key, key), visibleProfile(viewer)))
    .limit(1)
    .get()
  return !!row
}

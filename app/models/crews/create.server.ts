import { eq, like, or } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { communityGroups, groupMembers, groupRules } from '~/db/schema'
import { syncSearchEntry } from '~/models/search/search-index.server'
import { slugify } from '~/models/venues/suggestions.server'
import { IMAGE_TYPES, type StrippedImage } from '~/utils/image-metadata.server'
import { checkRateLimit } from '~/utils/rate-limit.server'
import { CREW_LIMITS, type CrewValues } from './create-schema'

const DAY_MS = 24 * 60 * 60 * 1000

export type NewCrew = Omit<CrewValues, 'cover' | 'cityQuery' | 'cityId' | 'cityLabel'> & {
  city: { id: number; countryId: string } | null
  /** The cover, already checked and stripped of its metadata. */
  cover: StrippedImage | null
}

export type CreateCrewResult = { ok: true; id: string } | { ok: false; code: 'rate_limited'; retryAfter: number }

/**
 * Creates a crew with its creator as owner (member_count is the triggers': 1) and its first
 * rules, in one batch; the cover goes to R2 first (crews/{id}/{uuid}.{ext}) and is removed again
 * if the rows fail. A public crew is always listed; a private one as its creator chose.
 */
export async function createCrew(
  db: Db,
  bucket: R2Bucket,
  creator: { id: string },
  input: NewCrew,
  now = Date.now(),
): Promise<CreateCrewResult> {
  const limit = await checkRateLimit(db, `crew-create:${creator.id}`, CREW_LIMITS.perDay, DAY_MS, now)
  if (!limit.allowed) return { ok: false, code: 'rate_limited', retryAfter: limit.retryAfter }
  const id = crypto.randomUUID()
  const slug = await freeSlug(db, input.name, id)
  const cover = input.cover ? { key: `crews/${id}/${crypto.randomUUID()}.${IMAGE_TYPES[input.cover.kind].ext}`, image: input.cover } : null
  if (cover) await bucket.put(cover.key, cover.image.bytes, { httpMetadata: { contentType: IMAGE_TYPES[cover.image.kind].mime } })
  const at = new Date(now)
  try {
    await db.batch([
      db.insert(communityGroups).values({
        id,
        slug,
        name: input.name,
        description: input.description,
        visibility: input.visibility,
        listed: input.visibility === 'public' ? true : !!input.listed,
        category: input.category,
        cityId: input.city?.id ?? null,
        countryId: input.city?.countryId ?? null,
        imageUrl: cover ? `/media/${cover.key}` : null,
        createdBy: creator.id,
        createdAt: at,
        updatedAt: at,
      }),
      db.insert(groupMembers).values({ groupId: id, userId: creator.id, role: 'owner', status: 'active', joinedAt: at }),
      ...input.rules.map((title, position) =>
        db.insert(groupRules).values({ id: crypto.randomUUID(), groupId: id, position, title, createdAt: at }),
      ),
    ])
  } catch (error) {
    if (cover) await bucket.delete(cover.key)
    throw error
  }
  // a public crew is found by /search (the index holds what a visitor may see)
  await syncSearchEntry(db, 'group', id)
  return { ok: true, id }
}

/** The name's slug, or with -2, -3… when crews already use it (the id's start as a last resort). */
async function freeSlug(db: Db, name: string, id: string): Promise<string> {
  const base = slugify(name) || 'crew'
  const taken = new Set(
    (
      await db
        .select({ slug: communityGroups.slug })
        .from(communityGroups)
        .where(or(eq(communityGroups.slug, base), like(communityGroups.slug, `${base}-%`)))
    ).map((row) => row.slug),
  )
  if (!taken.has(base)) return base
  for (let n = 2; n < 100; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
  return `${base}-${id.slice(0, 8)}`
}

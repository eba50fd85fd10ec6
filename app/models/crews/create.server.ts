import { asc, eq, like, or } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { isUniqueViolation } from '~/db/errors'
import { communityGroups, groupMembers, groupRules } from '~/db/schema'
import { syncSearchEntry } from '~/models/search/search-index.server'
import type { Language } from '~/i18n/config'
import { getSuggestionCity, slugify } from '~/models/venues/suggestions.server'
import { IMAGE_TYPES, type StrippedImage } from '~/utils/image-metadata.server'
import { checkRateLimit } from '~/models/site/rate-limits.server'
import { leaderRole } from './membership.server'
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
  const cover = input.cover ? await storeCover(bucket, id, input.cover) : null
  const at = new Date(now)
  const rows = (slug: string) =>
    db.batch([
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
  try {
    try {
      await rows(slug)
    } catch (error) {
      // another crew took the free slug between our read and this write (two tabs, a double
      // click): the id's start makes this one's unique
      if (!isUniqueViolation(error)) throw error
      await rows(`${slugify(input.name) || 'crew'}-${id.slice(0, 8)}`)
    }
  } catch (error) {
    if (cover) await bucket.delete(cover.key)
    throw error
  }
  // a public crew is found by /search (the index holds what a visitor may see)
  await syncSearchEntry(db, 'group', id)
  return { ok: true, id }
}

/** Puts a cover (already stripped) in R2 under crews/{crewId}/{uuid}.{ext}; answers its key. */
async function storeCover(bucket: R2Bucket, groupId: string, image: StrippedImage): Promise<{ key: string }> {
  const type = IMAGE_TYPES[image.kind]
  const key = `crews/${groupId}/${crypto.randomUUID()}.${type.ext}`
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: type.mime } })
  return { key }
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

/**
 * A leader (owner or admin) changes the crew: its texts, category, city, visibility and listing,
 * its rules (the lines given, in order; a rule kept by its title keeps its explanation) and, when a
 * new one is given, its cover (the old file is removed from R2 after the rows). The search index
 * follows: a crew turned private leaves /search at once. Anyone else: 'forbidden' (the page
 * answers 404 to whom may not see the crew, 403 to a member who does not lead it).
 */
export async function updateCrew(
  db: Db,
  bucket: R2Bucket,
  leaderId: string,
  groupId: string,
  input: NewCrew,
): Promise<{ ok: true } | { ok: false; code: 'forbidden' | 'notFound' }> {
  const crew = await db
    .select({ imageUrl: communityGroups.imageUrl, hiddenAt: communityGroups.hiddenAt })
    .from(communityGroups)
    .where(eq(communityGroups.id, groupId))
    .get()
  if (!crew || crew.hiddenAt) return { ok: false, code: 'notFound' }
  if (!(await leaderRole(db, groupId, leaderId))) return { ok: false, code: 'forbidden' }
  const kept = new Map(
    (await db.select({ title: groupRules.title, body: groupRules.body }).from(groupRules).where(eq(groupRules.groupId, groupId))).map(
      (rule) => [rule.title, rule.body],
    ),
  )
  const cover = input.cover ? await storeCover(bucket, groupId, input.cover) : null
  const now = new Date()
  try {
    await db.batch([
      db
        .update(communityGroups)
        .set({
          name: input.name,
          description: input.description,
          category: input.category,
          visibility: input.visibility,
          listed: input.visibility === 'public' ? true : !!input.listed,
          cityId: input.city?.id ?? null,
          countryId: input.city?.countryId ?? null,
          ...(cover ? { imageUrl: `/media/${cover.key}` } : {}),
          updatedAt: now,
        })
        .where(eq(communityGroups.id, groupId)),
      db.delete(groupRules).where(eq(groupRules.groupId, groupId)),
      ...input.rules.map((title, position) =>
        db.insert(groupRules).values({ id: crypto.randomUUID(), groupId, position, title, body: kept.get(title) ?? null, createdAt: now }),
      ),
    ])
  } catch (error) {
    if (cover) await bucket.delete(cover.key)
    throw error
  }
  if (cover && crew.imageUrl?.startsWith(`/media/crews/${groupId}/`)) await bucket.delete(crew.imageUrl.slice('/media/'.length))
  await syncSearchEntry(db, 'group', groupId)
  return { ok: true }
}

/** The crew as its edit form starts (the caller has checked the viewer leads it). */
export async function crewForEditing(db: Db, groupId: string, language: Language) {
  const [crew, rules] = await db.batch([
    db.select().from(communityGroups).where(eq(communityGroups.id, groupId)),
    db.select({ title: groupRules.title }).from(groupRules).where(eq(groupRules.groupId, groupId)).orderBy(asc(groupRules.position)),
  ])
  const row = crew[0]
  if (!row) return null
  const city = row.cityId == null ? null : await getSuggestionCity(db, row.cityId, language)
  return {
    name: row.name,
    description: row.description ?? '',
    category: row.category,
    visibility: row.visibility,
    listed: row.listed,
    imageUrl: row.imageUrl,
    city: city ? { id: city.id, label: city.label } : null,
    rules: rules.map((rule) => rule.title).join('\n'),
  }
}

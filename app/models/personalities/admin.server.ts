/**
 * The personality editor of the back office (/admin/personalities). The caller (the route) has
 * checked the moderator role. Rules:
 * - the slug is made from the name when the entry is created ('-2', '-3'… when taken) and never
 *   changes afterwards (old links keep working);
 * - the country and the tags must exist (400 at their fields otherwise);
 * - a portrait is read from its first bytes (JPEG, PNG, WebP or GIF) and its metadata removed
 *   before it reaches R2 (stripImageMetadata: no camera GPS, serial or capture time), at
 *   personalities/{uuid}.{ext}; the one it replaces (or a removed one) is deleted from R2;
 * - the row, its tags and the tags' usage counts change in one batch (one transaction), then
 *   the search index follows (syncSearchEntry), and a security_events row says who changed what.
 * Personalities are public (visiblePersonality): the list here shows every row.
 */
import { asc, count, eq, inArray, like, or, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { countries, personalities, personalityTags, unifiedTags } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { IMAGE_TYPES, stripImageMetadata } from '~/utils/image-metadata.server'
import { recordStaffAction, type StaffActor } from '../admin/audit.server'
import { isUniqueViolation } from '~/db/errors'
import { freeSlug, slugFromName } from '../admin/lookup-schema'
import { mediaUrl } from '../members/profile.server'
import { localizedName } from '../places/localized.server'
import { recountTags } from '../tags/tags.server'
import { syncSearchEntry } from '../search/search-index.server'
import type { PersonalityFormInput } from './admin-schema'

export const ADMIN_PERSONALITIES_PAGE_SIZE = 25

export type Editor = StaffActor

export type AdminPersonalityQuery = { q: string; page: number }

export function parseAdminPersonalityQuery(url: URL): AdminPersonalityQuery {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const raw = Number(url.searchParams.get('page'))
  return { q, page: Number.isInteger(raw) && raw > 1 && raw <= 10_000 ? raw : 1 }
}

/** The editor's list: by name, found by name, profession or slug. */
export async function listAdminPersonalities(db: Db, query: AdminPersonalityQuery) {
  const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const where = query.q
    ? or(
        sql`${personalities.name} LIKE ${pattern} ESCAPE '\\'`,
        sql`${personalities.profession} LIKE ${pattern} ESCAPE '\\'`,
        like(personalities.slug, pattern),
      )
    : undefined
  const [rows, totals] = await db.batch([
    db
      .select({
        id: personalities.id,
        name: personalities.name,
        profession: personalities.profession,
        category: personalities.category,
        imageUrl: personalities.imageUrl,
        featured: personalities.featured,
        updatedAt: personalities.updatedAt,
      })
      .from(personalities)
      .where(where)
      .orderBy(asc(sql`${personalities.name} COLLATE NOCASE`), asc(personalities.id))
      .limit(ADMIN_PERSONALITIES_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PERSONALITIES_PAGE_SIZE),
    db.select({ n: count() }).from(personalities).where(where),
  ])
  const total = totals[0]?.n ?? 0
  return { rows, total, page: query.page, pageCount: Math.max(1, Math.ceil(total / ADMIN_PERSONALITIES_PAGE_SIZE)) }
}

/** What the form offers: countries (in the reader's language) and tags, by name. */
export async function personalityFormChoices(db: Db, language: Language) {
  const [countryRows, tagRows] = await db.batch([
    db
      .select({ id: countries.id, name: localizedName(countries.names, countries.name, language) })
      .from(countries)
      .orderBy(asc(localizedName(countries.names, countries.name, language))),
    db
      .select({ id: unifiedTags.id, name: unifiedTags.name })
      .from(unifiedTags)
      .orderBy(asc(sql`${unifiedTags.name} COLLATE NOCASE`)),
  ])
  return { countries: countryRows, tags: tagRows }
}

/** One personality as the form shows it, with its tags' ids; null when there is none. */
export async function personalityForEditing(db: Db, id: number) {
  const [rows, tags] = await db.batch([
    db.select().from(personalities).where(eq(personalities.id, id)),
    db.select({ id: personalityTags.tagId }).from(personalityTags).where(eq(personalityTags.personalityId, id)),
  ])
  const row = rows[0]
  return row ? { ...row, tagIds: tags.map((t) => t.id) } : null
}

export type PersonalityProblem = { field: 'countryId' | 'tagIds' | 'portrait'; message: string }
export type SavePersonalityResult =
  | { ok: true; id: number; name: string }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'invalid'; problems: PersonalityProblem[] }

const PORTRAIT_KEY = /^personalities\/[0-9a-f-]{36}\.(jpg|png|webp|gif)$/
const portraitKeyOf = (url: string | null | undefined) => {
  const key = url?.startsWith('/media/') ? url.slice('/media/'.length) : null
  return key && PORTRAIT_KEY.test(key) ? key : null
}

/**
 * Creates (`id` null) or updates a personality from the form's checked input (see the rules at
 * the top of this module).
 */
export async function savePersonality(
  db: Db,
  bucket: R2Bucket,
  editor: Editor,
  input: PersonalityFormInput,
  id: number | null,
  now = new Date(),
): Promise<SavePersonalityResult> {
  const tagIds = [...new Set(input.tagIds)]
  const [existingRows, countryRows, tagRows, tagsBefore] = await db.batch([
    db
      .select({ id: personalities.id, imageUrl: personalities.imageUrl, name: personalities.name })
      .from(personalities)
      .where(eq(personalities.id, id ?? -1)),
    db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, input.countryId ?? '')),
    db
      .select({ id: unifiedTags.id })
      .from(unifiedTags)
      .where(inArray(unifiedTags.id, tagIds.length ? tagIds : [-1])),
    db
      .select({ id: personalityTags.tagId })
      .from(personalityTags)
      .where(eq(personalityTags.personalityId, id ?? -1)),
  ])
  const existing = existingRows[0] ?? null
  if (id != null && !existing) return { ok: false, reason: 'not-found' }
  const problems: PersonalityProblem[] = []
  if (input.countryId && !countryRows.length) problems.push({ field: 'countryId', message: 'admin:personalities.errors.invalidChoice' })
  if (tagRows.length !== tagIds.length) problems.push({ field: 'tagIds', message: 'admin:personalities.errors.invalidChoice' })

  // the portrait is cleaned before anything is written, so a file we cannot read changes nothing
  let portrait: { url: string; key: string; bytes: Uint8Array; mime: string } | null = null
  if (input.portrait) {
    const image = stripImageMetadata(new Uint8Array(await input.portrait.arrayBuffer()))
    if (!image) problems.push({ field: 'portrait', message: 'admin:personalities.errors.portraitType' })
    else {
      const type = IMAGE_TYPES[image.kind]
      const key = `personalities/${crypto.randomUUID()}.${type.ext}`
      portrait = { key, url: mediaUrl(key), bytes: image.bytes, mime: type.mime }
    }
  }
  if (problems.length) return { ok: false, reason: 'invalid', problems }
  if (portrait) await bucket.put(portrait.key, portrait.bytes, { httpMetadata: { contentType: portrait.mime } })

  const imageUrl = portrait ? portrait.url : input.removePortrait ? null : (existing?.imageUrl ?? null)
  const values = {
    name: input.name,
    pronouns: input.pronouns,
    profession: input.profession,
    category: input.category,
    bio: input.bio,
    birthYear: input.birthYear,
    deathYear: input.deathYear,
    countryId: input.countryId,
    imageUrl,
    wikipediaUrl: input.wikipediaUrl,
    featured: input.featured === 'on',
    updatedAt: now,
  }

  // the same new-personality form again (a double click, a retry): the one it created the first time
  const created = async () =>
    id == null && input.key
      ? ((await db.select({ id: personalities.id }).from(personalities).where(eq(personalities.createKey, input.key)).get()) ?? null)
      : null
  const again = async (first: { id: number }): Promise<SavePersonalityResult> => {
    if (portrait) await bucket.delete(portrait.key)
    return { ok: true, id: first.id, name: input.name }
  }
  const before = await created()
  if (before) return again(before)

  let personalityId: number
  if (existing) {
    personalityId = existing.id
    await db.update(personalities).set(values).where(eq(personalities.id, personalityId))
  } else {
    const base = slugFromName(input.name) || 'personality'
    const taken = await db
      .select({ slug: personalities.slug })
      .from(personalities)
      .where(or(eq(personalities.slug, base), like(personalities.slug, `${base}-%`)))
    const insert = (slug: string) =>
      db
        .insert(personalities)
        .values({ ...values, slug, createKey: input.key ?? null, createdAt: now })
        .returning({ id: personalities.id })
    let rows: { id: number }[]
    try {
      rows = await insert(freeSlug(base, new Set(taken.map((r) => r.slug))))
    } catch (error) {
      // a slug taken between the read and this write (two tabs): a random suffix makes it unique
      if (!isUniqueViolation(error)) throw error
      const first = await created()
      if (first) return again(first)
      rows = await insert(`${base}-${crypto.randomUUID().slice(0, 8)}`)
    }
    personalityId = rows[0]!.id
  }

  // the tags, and the usage counts of every tag that gained or lost this personality
  const touched = [...new Set([...tagsBefore.map((t) => t.id), ...tagIds])]
  await db.batch([
    db.delete(personalityTags).where(eq(personalityTags.personalityId, personalityId)),
    ...(tagIds.length ? [db.insert(personalityTags).values(tagIds.map((tagId) => ({ personalityId, tagId })))] : []),
    ...(touched.length ? [recountTags(db, touched)] : []),
  ])

  const replaced = existing?.imageUrl && existing.imageUrl !== imageUrl ? portraitKeyOf(existing.imageUrl) : null
  await Promise.all([
    replaced ? bucket.delete(replaced) : null,
    syncSearchEntry(db, 'personality', personalityId),
    recordStaffAction(db, editor, {
      action: existing ? 'PERSONALITY_UPDATED' : 'PERSONALITY_CREATED',
      targetType: 'personality',
      targetId: personalityId,
      before: existing ? { name: existing.name, imageUrl: existing.imageUrl } : null,
      after: { name: input.name, imageUrl },
      details: { portrait: portrait ? 'replaced' : input.removePortrait && existing?.imageUrl ? 'removed' : 'kept' },
    }),
  ])
  return { ok: true, id: personalityId, name: input.name }
}

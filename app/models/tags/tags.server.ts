/**
 * The tags of resources and personalities (`unified_tags`, linked by resource_tags and
 * personality_tags), as /admin/tags manages them: rename, describe, merge.
 *
 * The caller (the route) has checked the moderator role. Rules (decision 024):
 * - the taxonomy is public data: every tag is listed, whatever uses it;
 * - renaming changes the name only; the slug stays. The name is the tag's public address
 *   (/ressources/{name}, as the search links it) and follows the rename; the slug is the key of
 *   the list filters (/personalities?tag={slug}) and keeps their links working;
 * - two tags may not share a name, compared without case (the table's UNIQUE name is the last
 *   guard): a rename or a merge target is looked up with COLLATE NOCASE;
 * - merging A into B moves every resource_tags and personality_tags row of A to B (INSERT OR
 *   IGNORE: an item that had both keeps one), recounts B's usage_count from its links, deletes A
 *   and puts the search index in step, all in one db.batch (one transaction);
 * - usage_count is the number of resources and personalities that carry the tag;
 * - every change keeps the site's search index in step (the 'tag' entries) and leaves a
 *   security_events row.
 *
 * Round trips: the list one batch (categories, total, page); a rename or description one read,
 * one write, the search entry and the audit row; a merge one read, one batch and the audit row.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { isUniqueViolation } from '~/db/errors'
import { runSqlBatch } from '~/db/sql-batch'
import { personalityTags, resources, resourceTags, unifiedTags } from '~/db/schema'
import { recordStaffAction, type StaffActor, type StaffAuditEntry } from '../admin/audit.server'
import { tagNameProblem, tagPath } from '../resources/query'
import { searchEntryStatements, syncSearchEntry } from '../search/search-index.server'
import { TAG_LIMITS, type TagQuery } from './schema'

export { isTagIntent, parseTagQuery, TAG_LIMITS, TAG_SCHEMAS, TAG_SORTS, tagPath, tagSearch } from './schema'
export type { TagInput, TagIntent, TagQuery, TagSort } from './schema'

type Moderator = StaffActor

export type AdminTagRow = {
  id: number
  name: string
  slug: string
  description: string | null
  category: string | null
  usageCount: number
  resources: number
  personalities: number
}
export type AdminTagList = { rows: AdminTagRow[]; categories: string[]; total: number; page: number; pageCount: number }

/** How many rows of a link table carry the tag of the row around it (a correlated subquery). */
const linkCount = (table: typeof resourceTags | typeof personalityTags) =>
  sql<number>`(SELECT count(*) FROM ${table} WHERE ${table}.tag_id = ${unifiedTags}.id)`

/** usage_count of the given tags: the resources and personalities that carry each (a query, for a batch). */
export function recountTags(db: Db, tagIds: number[]) {
  return db
    .update(unifiedTags)
    .set({ usageCount: sql`${linkCount(resourceTags)} + ${linkCount(personalityTags)}` })
    .where(inArray(unifiedTags.id, tagIds))
}

function listWhere(query: TagQuery): SQL | undefined {
  const conditions: SQL[] = []
  if (query.category) conditions.push(eq(unifiedTags.category, query.category))
  if (query.q) {
    const text = query.q.toLowerCase()
    conditions.push(sql`(instr(lower(${unifiedTags.name}), ${text}) > 0 OR instr(${unifiedTags.slug}, ${text}) > 0)`)
  }
  return conditions.length ? and(...conditions) : undefined
}

/** The list: found by name or slug and category, by name (without case) or most used first. */
export async function listAdminTags(db: Db, query: TagQuery): Promise<AdminTagList> {
  const where = listWhere(query)
  const size = TAG_LIMITS.pageSize
  const order =
    query.sort === 'usage'
      ? [desc(unifiedTags.usageCount), sql`${unifiedTags.name} COLLATE NOCASE`, asc(unifiedTags.id)]
      : [sql`${unifiedTags.name} COLLATE NOCASE`, asc(unifiedTags.id)]
  const [categoryRows, [totalRow], rows] = await db.batch([
    db
      .selectDistinct({ category: unifiedTags.category })
      .from(unifiedTags)
      .where(isNotNull(unifiedTags.category))
      .orderBy(asc(unifiedTags.category)),
    db.select({ n: count() }).from(unifiedTags).where(where),
    db
      .select({
        id: unifiedTags.id,
        name: unifiedTags.name,
        slug: unifiedTags.slug,
        description: unifiedTags.description,
        category: unifiedTags.category,
        usageCount: unifiedTags.usageCount,
        resources: linkCount(resourceTags).as('resources'),
        personalities: linkCount(personalityTags).as('personalities'),
      })
      .from(unifiedTags)
      .where(where)
      .orderBy(...order)
      .limit(size)
      .offset((query.page - 1) * size),
  ])
  const total = totalRow?.n ?? 0
  return {
    rows: rows.map((row) => ({ ...row, resources: Number(row.resources), personalities: Number(row.personalities) })),
    categories: categoryRows.map((row) => row.category!).filter(Boolean),
    total,
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / size)),
  }
}

export type TagChange =
  | { ok: true; id: number; name: string; slug: string; into?: { id: number; name: string; usageCount: number; moved: number } }
  | {
      ok: false
      reason: 'not-found' | 'duplicate' | 'unchanged' | 'into-unknown' | 'into-self' | 'conflict' | 'address' | 'resource-address'
    }

const readTag = (db: Db, id: number) =>
  db
    .select({
      id: unifiedTags.id,
      name: unifiedTags.name,
      slug: unifiedTags.slug,
      description: unifiedTags.description,
      category: unifiedTags.category,
    })
    .from(unifiedTags)
    .where(eq(unifiedTags.id, id))
    .get()

/** A tag with this name (without case), other than `except`. */
const tagNamed = (db: Db, name: string, except?: number) =>
  db
    .select({ id: unifiedTags.id, name: unifiedTags.name, slug: unifiedTags.slug })
    .from(unifiedTags)
    .where(and(sql`${unifiedTags.name} = ${name} COLLATE NOCASE`, except ? ne(unifiedTags.id, except) : undefined))
    .get()

/** A new name; the slug stays (the filters' links keep working). 409 when another tag has the name. */
export async function renameTag(db: Db, moderator: Moderator, input: { id: number; name: string }): Promise<TagChange> {
  // the address follows the name (decision 023: /ressources/{path}); it must stay a tag's
  if (tagNameProblem(input.name)) return { ok: false, reason: 'address' }
  const path = tagPath(input.name)
  const [tag, other, [pathOwner], [resource]] = await Promise.all([
    readTag(db, input.id),
    tagNamed(db, input.name, input.id),
    db
      .select({ id: unifiedTags.id })
      .from(unifiedTags)
      .where(and(sql`${unifiedTags.path} = ${path} COLLATE NOCASE`, ne(unifiedTags.id, input.id)))
      .limit(1),
    db.select({ id: resources.id }).from(resources).where(eq(resources.slug, path.toLowerCase())).limit(1),
  ])
  if (!tag) return { ok: false, reason: 'not-found' }
  if (other || pathOwner) return { ok: false, reason: 'duplicate' }
  if (resource) return { ok: false, reason: 'resource-address' }
  if (tag.name === input.name) return { ok: false, reason: 'unchanged' }
  try {
    const updated = await db
      .update(unifiedTags)
      .set({ name: input.name, path })
      .where(eq(unifiedTags.id, input.id))
      .returning({ id: unifiedTags.id })
    if (!updated.length) return { ok: false, reason: 'not-found' }
  } catch (error) {
    // the table's own guards, for a change made between the reads above and this write
    if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate' }
    if (/a resource has this slug/.test(String((error as Error)?.message ?? error))) return { ok: false, reason: 'resource-address' }
    throw error
  }
  await syncSearchEntry(db, 'tag', tag.id)
  await audit(db, moderator, tag.id, {
    action: 'TAG_RENAMED',
    before: { name: tag.name },
    after: { name: input.name },
    details: { slug: tag.slug, path },
  })
  return { ok: true, id: tag.id, name: input.name, slug: tag.slug }
}

/** A new description and category (either may be empty). */
export async function describeTag(
  db: Db,
  moderator: Moderator,
  input: { id: number; description: string | null; category: string | null },
): Promise<TagChange> {
  const tag = await readTag(db, input.id)
  if (!tag) return { ok: false, reason: 'not-found' }
  if (tag.description === input.description && tag.category === input.category) return { ok: false, reason: 'unchanged' }
  const updated = await db
    .update(unifiedTags)
    .set({ description: input.description, category: input.category })
    .where(eq(unifiedTags.id, input.id))
    .returning({ id: unifiedTags.id })
  if (!updated.length) return { ok: false, reason: 'not-found' }
  await syncSearchEntry(db, 'tag', tag.id)
  await audit(db, moderator, tag.id, {
    action: 'TAG_DESCRIBED',
    before: { description: tag.description, category: tag.category },
    after: { description: input.description, category: input.category },
    details: { slug: tag.slug, name: tag.name },
  })
  return { ok: true, id: tag.id, name: tag.name, slug: tag.slug }
}

/**
 * Merges tag `id` into the tag named `into`, in one batch: A's links move to B (an item that had
 * both keeps one link), B's usage_count is recounted, A is deleted and leaves the search index.
 */
export async function mergeTag(db: Db, moderator: Moderator, input: { id: number; into: string }): Promise<TagChange> {
  const [tag, target] = await Promise.all([readTag(db, input.id), tagNamed(db, input.into)])
  if (!tag) return { ok: false, reason: 'not-found' }
  if (!target) return { ok: false, reason: 'into-unknown' }
  if (target.id === tag.id) return { ok: false, reason: 'into-self' }
  const from = tag.id
  const to = target.id
  const statements: SQL[] = [
    sql`INSERT OR IGNORE INTO ${resourceTags} (resource_id, tag_id) SELECT resource_id, ${to} FROM ${resourceTags} WHERE tag_id = ${from}`,
    sql`INSERT OR IGNORE INTO ${personalityTags} (personality_id, tag_id) SELECT personality_id, ${to} FROM ${personalityTags} WHERE tag_id = ${from}`,
    sql`DELETE FROM ${resourceTags} WHERE tag_id = ${from}`,
    sql`DELETE FROM ${personalityTags} WHERE tag_id = ${from}`,
    recountTags(db, [to]).getSQL(),
    sql`DELETE FROM ${unifiedTags} WHERE id = ${from}`,
    ...searchEntryStatements('tag', from),
    sql`SELECT usage_count FROM ${unifiedTags} WHERE id = ${to}`,
  ]
  let results: D1Result[]
  try {
    // one D1 batch (one transaction): drizzle's own batch cannot carry raw statements with parameters
    results = await runSqlBatch(db, statements)
  } catch (error) {
    // the target was deleted (its links' foreign key) between the read and the batch
    if (/FOREIGN KEY|UNIQUE/i.test(String((error as Error)?.message ?? error))) return { ok: false, reason: 'conflict' }
    throw error
  }
  const movedResources = results[2]!.meta.changes
  const movedPersonalities = results[3]!.meta.changes
  if (!results[5]!.meta.changes) return { ok: false, reason: 'not-found' }
  const usageCount = Number((results.at(-1)!.results[0] as { usage_count?: number } | undefined)?.usage_count ?? 0)
  const moved = movedResources + movedPersonalities
  await audit(db, moderator, from, {
    action: 'TAG_MERGED',
    before: { slug: tag.slug, name: tag.name },
    details: {
      into: { id: to, slug: target.slug, name: target.name },
      links: { resources: movedResources, personalities: movedPersonalities },
      usageCount,
    },
  })
  return { ok: true, id: from, name: tag.name, slug: tag.slug, into: { id: to, name: target.name, usageCount, moved } }
}

/** One staff_audit_log row (issue 41) about a tag. */
function audit(db: Db, moderator: Moderator, tagId: number, entry: Omit<StaffAuditEntry, 'targetType' | 'targetId'>) {
  return recordStaffAction(db, moderator, {
    ...entry,
    targetType: 'tag',
    targetId: tagId,
    details: { ...entry.details, table: 'unified_tags' },
  })
}

/**
 * The lookup lists of the back office: the events' (/admin/event-types, /admin/event-amenities,
 * /admin/event-services) and the venues' (/admin/venue-categories, /admin/venue-amenities,
 * /admin/venue-services, /admin/accessibility-attributes, /admin/target-groups). Every list is a
 * `lookupTable` (id, slug, name, description, icon, sort_order) with one place that uses its
 * entries: a column of the rows themselves (events.event_type_id, venues.category_id) or a link
 * table keyed by (row, entry), which says how many rows use an entry.
 *
 * The caller (the route) has checked the moderator role. Rules:
 * - the slug is made from the name when the entry is added (a fallback word for a name without
 *   Latin letters, '-2', '-3'… when taken) and never changes afterwards: the URL filters and the
 *   translations (`events:types.<slug>`, `venues:categories.<slug>`) key on it, so renaming
 *   changes the name and description only;
 * - two entries of one list may not share a name (compared without case or accents' forms);
 * - sort_order stays dense (0, 1, 2…): every change of the order (adding, moving, removing,
 *   merging) renumbers the list in the same batch (one transaction), then moving swaps the entry
 *   with its neighbour in SQL, so two moderators moving at once never leave two entries on one place;
 * - an entry is removed only while nothing uses it: the DELETE itself checks (NOT EXISTS), so a
 *   use added after the page was read still blocks it;
 * - an entry in use is merged into another of its list instead (mergeLookup): its rows move to
 *   the other entry and it goes, in one batch whose every statement checks the other entry is
 *   still there, and whose DELETE again checks nothing uses it, so no row ever loses its entry
 *   (a link's ON DELETE CASCADE, a column's SET NULL) to a double submit or a moderator at once;
 * - every change leaves a security_events row (who, which list, what).
 *
 * Round trips: the list one statement (the counts are correlated subqueries on the links'
 * indexes); each change one read and one batch, plus the audit row.
 *
 * Nothing caches these lists or their names: the event and venue pages, filters, forms, the
 * search's hits and category choices read them per request (models/events/list.server.ts,
 * editing.server.ts; models/venues/directory.server.ts, detail.server.ts; models/search), and
 * no text index holds them (venue_text, search_index: names, places, descriptions), so a change
 * shows on the next page. A merge also marks the rows it moves as changed (updated_at: the
 * sitemap's lastmod, the calendar feeds).
 */
import { and, asc, eq, getTableName, sql, type SQL } from 'drizzle-orm'
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core'
import type { Db } from '~/db/client'
import { isUniqueViolation } from '~/db/errors'
import { runSqlBatch } from '~/db/sql-batch'
import {
  accessibilityAttributes,
  eventAmenities,
  eventAmenityLinks,
  events,
  eventServiceLinks,
  eventServices,
  eventTypes,
  targetGroups,
  venueAccessibilityLinks,
  venueAmenities,
  venueAmenityLinks,
  venueCategories,
  venues,
  venueServiceLinks,
  venueServices,
  venueTargetGroupLinks,
} from '~/db/schema'
import { recordStaffAction, type StaffActor, type StaffAuditEntry } from './audit.server'
import { ADMIN_LOOKUP_KINDS, type AdminLookupKind, freeSlug, slugFromName } from './lookup-schema'

export {
  ADMIN_LOOKUP_KIND_LIST,
  ADMIN_LOOKUP_KINDS,
  type AdminLookupKind,
  isLookupIntent,
  LOOKUP_LIMITS,
  LOOKUP_SCHEMAS,
  LOOKUP_USE_TEXTS,
} from './lookup-schema'
export type { LookupInput, LookupIntent } from './lookup-schema'

type LookupTable = typeof eventTypes
// the lookup tables share one shape (lookupTable()); only their names differ
const asLookup = (table: unknown) => table as LookupTable

/**
 * What uses a list's entries: `column` on `table`. Without `owner` the column is on the rows
 * themselves (`table` is `rows`); with it `table` is a link table keyed by (owner, column). `rows`
 * is the table of the rows that use entries (its `id`, its `updated_at`).
 */
type LookupUse = { table: SQLiteTable; column: SQLiteColumn; owner?: SQLiteColumn; rows: SQLiteTable }

/** Each list's table and what uses its entries. */
const LOOKUP_TABLES: Record<AdminLookupKind, { table: LookupTable; usedBy: LookupUse }> = {
  eventTypes: { table: eventTypes, usedBy: { table: events, column: events.eventTypeId, rows: events } },
  eventAmenities: {
    table: asLookup(eventAmenities),
    usedBy: { table: eventAmenityLinks, column: eventAmenityLinks.amenityId, owner: eventAmenityLinks.eventId, rows: events },
  },
  eventServices: {
    table: asLookup(eventServices),
    usedBy: { table: eventServiceLinks, column: eventServiceLinks.serviceId, owner: eventServiceLinks.eventId, rows: events },
  },
  venueCategories: { table: asLookup(venueCategories), usedBy: { table: venues, column: venues.categoryId, rows: venues } },
  venueAmenities: {
    table: asLookup(venueAmenities),
    usedBy: { table: venueAmenityLinks, column: venueAmenityLinks.amenityId, owner: venueAmenityLinks.venueId, rows: venues },
  },
  venueServices: {
    table: asLookup(venueServices),
    usedBy: { table: venueServiceLinks, column: venueServiceLinks.serviceId, owner: venueServiceLinks.venueId, rows: venues },
  },
  accessibilityAttributes: {
    table: asLookup(accessibilityAttributes),
    usedBy: {
      table: venueAccessibilityLinks,
      column: venueAccessibilityLinks.attributeId,
      owner: venueAccessibilityLinks.venueId,
      rows: venues,
    },
  },
  targetGroups: {
    table: asLookup(targetGroups),
    usedBy: {
      table: venueTargetGroupLinks,
      column: venueTargetGroupLinks.targetGroupId,
      owner: venueTargetGroupLinks.venueId,
      rows: venues,
    },
  },
}

export type AdminLookupEntry = {
  id: number
  slug: string
  name: string
  description: string | null
  /** 0-based place in the list. */
  position: number
  /** Rows (events, venues) that use it. */
  uses: number
}

type Moderator = StaffActor

export type LookupChange =
  | { ok: true; id: number; slug: string; name: string; position: number }
  | { ok: false; reason: 'not-found' | 'duplicate' | 'in-use' | 'edge' | 'conflict' | 'into-self' | 'into-gone'; uses?: number }

/** What a merge did: the entry merged (gone) and the one its rows now use. */
export type LookupMerge =
  | {
      ok: true
      id: number
      slug: string
      name: string
      into: { id: number; slug: string; name: string; uses: number }
      /** Rows that now use `into` instead; `alreadyLinked`: rows that used both (their link to the merged entry went). */
      moved: number
      alreadyLinked: number
    }
  | Extract<LookupChange, { ok: false }>

/** A column written whole (table.column): drizzle leaves a lone table's unqualified. */
const qualified = (table: SQLiteTable, column: SQLiteColumn) => sql`${table}.${sql.identifier(column.name)}`

/** How many rows use the entry: of the outer query's row (no id), or of one id. */
const usesOf = (kind: AdminLookupKind, id?: number): SQL<number> => {
  const { table, usedBy } = LOOKUP_TABLES[kind]
  return sql<number>`(SELECT count(*) FROM ${usedBy.table} WHERE ${qualified(usedBy.table, usedBy.column)} = ${id ?? sql`${table}.id`})`
}

/** The list in its order, with how many rows use each entry. */
export async function listLookups(db: Db, kind: AdminLookupKind): Promise<AdminLookupEntry[]> {
  const { table } = LOOKUP_TABLES[kind]
  const rows = await db
    .select({
      id: table.id,
      slug: table.slug,
      name: table.name,
      description: table.description,
      uses: usesOf(kind).as('uses'),
    })
    .from(table)
    .orderBy(asc(table.sortOrder), asc(table.name), asc(table.id))
  // the shown place is the list's order (equal sort_orders left by a seed count as distinct places)
  return rows.map((row, position) => ({ ...row, uses: Number(row.uses), position }))
}

/**
 * Renumbers the list 0, 1, 2… in its order (ties by name, then id); rows already in place are
 * not written. UPDATE … FROM: SQLite computes every new value from the table as it was before
 * writing any (a subquery in SET would read rows already renumbered). A query builder, not
 * `db.run`, so it can go into a batch.
 */
function densify(db: Db, table: LookupTable) {
  return db
    .update(table)
    .set({ sortOrder: sql`ranked.place` as unknown as number })
    .from(sql`(SELECT id, row_number() OVER (ORDER BY sort_order, name, id) - 1 AS place FROM ${table}) AS ranked`)
    .where(sql`ranked.id = ${table}.id AND ${table}.sort_order <> ranked.place`)
}

/** The same name for a reader: case, width and accents' encodings aside. */
const sameName = (a: string, b: string) => a.normalize('NFKC').toLocaleLowerCase('und') === b.normalize('NFKC').toLocaleLowerCase('und')

async function readEntry(db: Db, kind: AdminLookupKind, id: number) {
  const { table } = LOOKUP_TABLES[kind]
  return db
    .select({ id: table.id, slug: table.slug, name: table.name, uses: usesOf(kind).as('uses') })
    .from(table)
    .where(eq(table.id, id))
    .get()
}

/** Adds an entry at the end of the list, its slug made from the name. */
export async function createLookup(
  db: Db,
  kind: AdminLookupKind,
  moderator: Moderator,
  input: { name: string; description: string | null },
): Promise<LookupChange> {
  const { table } = LOOKUP_TABLES[kind]
  // two tries: a slug taken between the read and the insert (another moderator) picks the next one
  for (let attempt = 0; attempt < 2; attempt++) {
    const existing = await db.select({ slug: table.slug, name: table.name }).from(table)
    if (existing.some((row) => sameName(row.name, input.name))) return { ok: false, reason: 'duplicate' }
    const slug = freeSlug(slugFromName(input.name) || ADMIN_LOOKUP_KINDS[kind].slugFallback, new Set(existing.map((r) => r.slug)))
    try {
      const [, inserted] = await db.batch([
        densify(db, table),
        db
          .insert(table)
          .values({
            slug,
            name: input.name,
            description: input.description,
            // after densify the count is the next free place
            sortOrder: sql`(SELECT count(*) FROM ${table})` as unknown as number,
          })
          .returning({ id: table.id, sortOrder: table.sortOrder }),
      ])
      const row = inserted[0]!
      await audit(db, moderator, kind, {
        action: 'LOOKUP_CREATED',
        targetId: row.id,
        after: { slug, name: input.name, description: input.description },
      })
      return { ok: true, id: row.id, slug, name: input.name, position: row.sortOrder }
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
    }
  }
  return { ok: false, reason: 'conflict' }
}

/** Changes an entry's name and description; its slug stays. */
export async function renameLookup(
  db: Db,
  kind: AdminLookupKind,
  moderator: Moderator,
  input: { id: number; name: string; description: string | null },
): Promise<LookupChange> {
  const { table } = LOOKUP_TABLES[kind]
  const rows = await db
    .select({ id: table.id, slug: table.slug, name: table.name, description: table.description, sortOrder: table.sortOrder })
    .from(table)
  const entry = rows.find((row) => row.id === input.id)
  if (!entry) return { ok: false, reason: 'not-found' }
  if (rows.some((row) => row.id !== input.id && sameName(row.name, input.name))) return { ok: false, reason: 'duplicate' }
  const updated = await db
    .update(table)
    .set({ name: input.name, description: input.description })
    .where(eq(table.id, input.id))
    .returning({ id: table.id })
  if (!updated.length) return { ok: false, reason: 'not-found' }
  await audit(db, moderator, kind, {
    action: 'LOOKUP_RENAMED',
    targetId: entry.id,
    before: { name: entry.name, description: entry.description },
    after: { name: input.name, description: input.description },
    details: { slug: entry.slug },
  })
  return { ok: true, id: entry.id, slug: entry.slug, name: input.name, position: entry.sortOrder }
}

/** Swaps an entry with its neighbour above ('up') or below ('down'); `edge` when there is none. */
export async function moveLookup(
  db: Db,
  kind: AdminLookupKind,
  moderator: Moderator,
  input: { id: number; direction: 'up' | 'down' },
): Promise<LookupChange> {
  const { table } = LOOKUP_TABLES[kind]
  const entry = await readEntry(db, kind, input.id)
  if (!entry) return { ok: false, reason: 'not-found' }
  const step = input.direction === 'up' ? -1 : 1
  const [, swapped, after] = await db.batch([
    densify(db, table),
    // the entry and the one on the place it moves to trade places, or nothing moves when there is
    // none (UPDATE … FROM: both rows are found before either is written)
    db
      .update(table)
      .set({ sortOrder: sql`CASE WHEN ${table}.id = ${input.id} THEN me.place + ${step} ELSE me.place END` as unknown as number })
      .from(sql`(SELECT sort_order AS place FROM ${table} WHERE id = ${input.id}) AS me`)
      .where(
        sql`(${table}.id = ${input.id} OR ${table}.sort_order = me.place + ${step})
          AND EXISTS (SELECT 1 FROM ${table} AS n WHERE n.sort_order = me.place + ${step})`,
      )
      .returning({ id: table.id }),
    db.select({ sortOrder: table.sortOrder }).from(table).where(eq(table.id, input.id)),
  ])
  if (!after[0]) return { ok: false, reason: 'not-found' }
  if (!swapped.length) return { ok: false, reason: 'edge' }
  await audit(db, moderator, kind, {
    action: 'LOOKUP_MOVED',
    targetId: entry.id,
    before: { position: after[0].sortOrder - step },
    after: { position: after[0].sortOrder },
    details: { slug: entry.slug, direction: input.direction },
  })
  return { ok: true, id: entry.id, slug: entry.slug, name: entry.name, position: after[0].sortOrder }
}

/** Removes an entry nothing uses (checked by the DELETE itself); the list is renumbered. */
export async function removeLookup(db: Db, kind: AdminLookupKind, moderator: Moderator, input: { id: number }): Promise<LookupChange> {
  const { table } = LOOKUP_TABLES[kind]
  const entry = await readEntry(db, kind, input.id)
  if (!entry) return { ok: false, reason: 'not-found' }
  if (Number(entry.uses) > 0) return { ok: false, reason: 'in-use', uses: Number(entry.uses) }
  const [deleted] = await db.batch([
    db
      .delete(table)
      .where(and(eq(table.id, input.id), sql`${usesOf(kind, input.id)} = 0`))
      .returning({ id: table.id }),
    densify(db, table),
  ])
  if (!deleted.length) {
    const still = await readEntry(db, kind, input.id)
    return still ? { ok: false, reason: 'in-use', uses: Number(still.uses) } : { ok: false, reason: 'not-found' }
  }
  await audit(db, moderator, kind, {
    action: 'LOOKUP_REMOVED',
    targetId: entry.id,
    before: { slug: entry.slug, name: entry.name },
  })
  return { ok: true, id: entry.id, slug: entry.slug, name: entry.name, position: -1 }
}

/**
 * Merges entry `id` into entry `into` of the same list: every row that used `id` uses `into`
 * (a column: UPDATE; a link table: UPDATE OR IGNORE, then the links left over, of rows linked to
 * both, are deleted, so each keeps one link), the moved rows are marked changed (updated_at),
 * `id` is removed and the list renumbered: one D1 batch (one transaction). Each statement runs
 * only while `into` exists and is not `id`, and the DELETE only once nothing uses `id`, so a
 * target removed meanwhile moves nothing and removes nothing ('into-gone'), and a second submit
 * finds `id` gone ('not-found') with every row where the first put it.
 */
export async function mergeLookup(
  db: Db,
  kind: AdminLookupKind,
  moderator: Moderator,
  input: { id: number; into: number },
): Promise<LookupMerge> {
  if (input.id === input.into) return { ok: false, reason: 'into-self' }
  const { table, usedBy } = LOOKUP_TABLES[kind]
  const [entry, target] = await Promise.all([readEntry(db, kind, input.id), readEntry(db, kind, input.into)])
  if (!entry) return { ok: false, reason: 'not-found' }
  if (!target) return { ok: false, reason: 'into-gone' }
  const from = input.id
  const to = input.into
  // updated_at as drizzle's own updates write it (ms)
  const now = Date.now()
  const column = qualified(usedBy.table, usedBy.column)
  const targetThere = sql`EXISTS (SELECT 1 FROM ${table} WHERE ${table}.id = ${to} AND ${table}.id <> ${from})`
  const statements: SQL[] = usedBy.owner
    ? [
        // the rows whose page changes, then their links: a row linked to both keeps its link to `to`
        sql`UPDATE ${usedBy.rows} SET updated_at = ${now}
          WHERE id IN (SELECT ${qualified(usedBy.table, usedBy.owner)} FROM ${usedBy.table} WHERE ${column} = ${from}) AND ${targetThere}`,
        sql`UPDATE OR IGNORE ${usedBy.table} SET ${sql.identifier(usedBy.column.name)} = ${to} WHERE ${column} = ${from} AND ${targetThere}`,
        sql`DELETE FROM ${usedBy.table} WHERE ${column} = ${from} AND ${targetThere}`,
      ]
    : [
        sql`UPDATE ${usedBy.table} SET ${sql.identifier(usedBy.column.name)} = ${to}, updated_at = ${now} WHERE ${column} = ${from} AND ${targetThere}`,
      ]
  const results = await runSqlBatch(db, [
    ...statements,
    sql`DELETE FROM ${table} WHERE ${table}.id = ${from} AND ${targetThere} AND ${usesOf(kind, from)} = 0`,
    densify(db, table).getSQL(),
    sql`SELECT ${usesOf(kind, to)} AS uses`,
  ])
  const moveResult = results[usedBy.owner ? 1 : 0]!
  const leftover = usedBy.owner ? results[2]!.meta.changes : 0
  const deleted = results.at(-3)!.meta.changes
  if (!deleted) {
    // nothing changed: the entry went first (a double submit, another moderator) or its target did
    const [still, into] = await Promise.all([readEntry(db, kind, from), readEntry(db, kind, to)])
    return !still ? { ok: false, reason: 'not-found' } : !into ? { ok: false, reason: 'into-gone' } : { ok: false, reason: 'conflict' }
  }
  const moved = moveResult.meta.changes
  const uses = Number((results.at(-1)!.results[0] as { uses?: number } | undefined)?.uses ?? 0)
  await audit(db, moderator, kind, {
    action: 'LOOKUP_MERGED',
    targetId: entry.id,
    before: { slug: entry.slug, name: entry.name },
    details: { into: { id: target.id, slug: target.slug, name: target.name }, rows: { moved, alreadyLinked: leftover }, uses },
  })
  return {
    ok: true,
    id: entry.id,
    slug: entry.slug,
    name: entry.name,
    into: { id: target.id, slug: target.slug, name: target.name, uses },
    moved,
    alreadyLinked: leftover,
  }
}

/** One staff_audit_log row; the target is the entry (its type the list, e.g. 'eventTypes'). */
function audit(db: Db, moderator: Moderator, kind: AdminLookupKind, entry: Omit<StaffAuditEntry, 'targetType'>) {
  return recordStaffAction(db, moderator, {
    ...entry,
    targetType: kind,
    details: { ...entry.details, table: getTableName(LOOKUP_TABLES[kind].table) },
  })
}

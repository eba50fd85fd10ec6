/**
 * The news sources of the back office (/admin/news-sources). The caller (the route) has checked
 * the moderator role. Every change leaves a staff_audit_log row (who, which source, before and
 * after). A source switched on again is due at the next import run (its backoff cleared);
 * switched off, the import skips it and keeps its articles.
 */
import { asc, desc, eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { countries, newsSources } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { recordStaffAction, staffAuditInsert, type StaffActor, type StaffAuditEntry } from '../admin/audit.server'
import { localizedName } from '../places/localized.server'
import type { NewsSourceInput } from './source-schema'

export type Editor = StaffActor

type Input<K extends NewsSourceInput['intent']> = Extract<NewsSourceInput, { intent: K }>

/** Every source, active ones first, with its import state and the country's name. */
export async function listNewsSources(db: Db, language: Language) {
  return db
    .select({
      id: newsSources.id,
      name: newsSources.name,
      url: newsSources.url,
      feedUrl: newsSources.feedUrl,
      language: newsSources.language,
      countryId: newsSources.countryId,
      countryName: localizedName(countries.names, countries.name, language),
      active: newsSources.active,
      includeKeywords: newsSources.includeKeywords,
      excludeKeywords: newsSources.excludeKeywords,
      defaultCategory: newsSources.defaultCategory,
      lastFetchedAt: newsSources.lastFetchedAt,
      lastStatus: newsSources.lastStatus,
      lastError: newsSources.lastError,
      lastSuccessAt: newsSources.lastSuccessAt,
      lastNewCount: newsSources.lastNewCount,
      failureCount: newsSources.failureCount,
      nextAttemptAt: newsSources.nextAttemptAt,
    })
    .from(newsSources)
    .leftJoin(countries, eq(countries.id, newsSources.countryId))
    .orderBy(desc(newsSources.active), asc(newsSources.name), asc(newsSources.id))
}

export async function countryChoices(db: Db, language: Language) {
  const name = localizedName(countries.names, countries.name, language)
  return db.select({ id: countries.id, name }).from(countries).orderBy(asc(name))
}

export async function findNewsSource(db: Db, id: number) {
  return (
    (
      await db
        .select({ id: newsSources.id, name: newsSources.name, feedUrl: newsSources.feedUrl, active: newsSources.active })
        .from(newsSources)
        .where(eq(newsSources.id, id))
    )[0] ?? null
  )
}

export type SourceChange =
  { ok: true; id: number; name: string } | { ok: false; reason: 'not-found' | 'duplicate' | 'country' | 'unchanged' }

export async function createNewsSource(db: Db, editor: Editor, input: Input<'create'>): Promise<SourceChange> {
  const [taken, country] = await db.batch([
    db.select({ id: newsSources.id }).from(newsSources).where(eq(newsSources.feedUrl, input.feedUrl)),
    db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, input.countryId ?? '')),
  ])
  if (taken.length) return { ok: false, reason: 'duplicate' }
  if (input.countryId && !country.length) return { ok: false, reason: 'country' }
  // ON CONFLICT: two editors adding the same feed at once; the second is told, nothing doubles
  const [row] = await db
    .insert(newsSources)
    .values({
      name: input.name,
      url: input.url,
      feedUrl: input.feedUrl,
      language: input.language,
      countryId: input.countryId,
      active: input.active === 'on',
      includeKeywords: input.includeKeywords,
      excludeKeywords: input.excludeKeywords,
      defaultCategory: input.defaultCategory,
    })
    .onConflictDoNothing()
    .returning({ id: newsSources.id })
  if (!row) return { ok: false, reason: 'duplicate' }
  await audit(db, editor, row.id, {
    action: 'NEWS_SOURCE_CREATED',
    after: { name: input.name, feedUrl: input.feedUrl, active: input.active === 'on' },
  })
  return { ok: true, id: row.id, name: input.name }
}

export async function updateNewsSourceRules(db: Db, editor: Editor, input: Input<'rules'>): Promise<SourceChange> {
  const before = await db
    .select({
      include: newsSources.includeKeywords,
      exclude: newsSources.excludeKeywords,
      defaultCategory: newsSources.defaultCategory,
      language: newsSources.language,
    })
    .from(newsSources)
    .where(eq(newsSources.id, input.id))
    .get()
  const [row] = await db
    .update(newsSources)
    .set({
      includeKeywords: input.includeKeywords,
      excludeKeywords: input.excludeKeywords,
      defaultCategory: input.defaultCategory,
      language: input.language,
    })
    .where(eq(newsSources.id, input.id))
    .returning({ id: newsSources.id, name: newsSources.name })
  if (!row) return { ok: false, reason: 'not-found' }
  await audit(db, editor, row.id, {
    action: 'NEWS_SOURCE_RULES_CHANGED',
    before: before ?? null,
    after: {
      include: input.includeKeywords,
      exclude: input.excludeKeywords,
      defaultCategory: input.defaultCategory,
      language: input.language,
    },
  })
  return { ok: true, id: row.id, name: row.name }
}

export async function setNewsSourceActive(db: Db, editor: Editor, id: number, active: boolean): Promise<SourceChange> {
  const source = await findNewsSource(db, id)
  if (!source) return { ok: false, reason: 'not-found' }
  if (source.active === active) return { ok: false, reason: 'unchanged' }
  await db.batch([
    db
      .update(newsSources)
      .set(active ? { active, failureCount: 0, nextAttemptAt: null } : { active })
      .where(eq(newsSources.id, id)),
    staffAuditInsert(db, editor, {
      action: active ? 'NEWS_SOURCE_ACTIVATED' : 'NEWS_SOURCE_DEACTIVATED',
      targetType: 'news_source',
      targetId: id,
      before: { active: source.active },
      after: { active },
      details: { name: source.name },
    }),
  ])
  return { ok: true, id, name: source.name }
}

/** One staff_audit_log row (issue 41) about a news source. */
function audit(db: Db, editor: Editor, sourceId: number, entry: Omit<StaffAuditEntry, 'targetType' | 'targetId'>) {
  return recordStaffAction(db, editor, { ...entry, targetType: 'news_source', targetId: sourceId })
}

/**
 * Writing the wiki and information pages (/admin/cms): `content_pages`, one row per slug and
 * locale, Markdown body, status draft | published. The public page is /content/{slug}
 * (./pages.server.ts).
 *
 * The caller (the route) has checked the moderator role. Rules:
 * - every read goes through visibleContentPage with `drafts` (staff see drafts; the rule stays the
 *   one of ./pages.server.ts);
 * - a page is created as a draft; its slug and language never change afterwards (the slug is the
 *   public address and ties the language versions together): editing changes title and text;
 * - a slug is unique per language: a second version of one slug in one language is refused
 *   (checked first, and by the table's UNIQUE (slug, locale) when two editors race);
 * - publishing and unpublishing act only when they change the status (409 otherwise);
 * - every change sets `updated_by`, keeps the site's search index in step (syncSearchEntry: a
 *   published page is found by its title, a draft never) and leaves a security_events row;
 * - the preview renders the Markdown exactly as the public page does (renderMarkdown: markdown-it
 *   then sanitize-html), on the server.
 *
 * The text search is a plain substring of the title or the slug (instr, ASCII letters without
 * case): an editorial table of tens or hundreds of rows, read by staff only.
 *
 * Round trips: the list one batch (total and page); a page one batch (the row and its slug's
 * other versions); each change one read, one write, the search entry and the audit row.
 */
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { isUniqueViolation } from '~/db/errors'
import { contentPages, profiles, type Role } from '~/db/schema'
import type { Viewer } from '~/models/viewer'
import { recordStaffAction, type StaffActor, type StaffAuditEntry } from '../admin/audit.server'
import { syncSearchEntry } from '../search/search-index.server'
import { CMS_LIMITS, type CmsCreateInput, type CmsEditInput, type CmsQuery, type CmsStatus } from './cms-schema'
import { renderMarkdown, type RenderedMarkdown } from './markdown.server'
import { visibleContentPage } from './visibility.server'

export { CMS_LIMITS, CMS_SCHEMAS, CMS_STATUSES, cmsPageSchemaOf, cmsSearch, parseCmsQuery } from './cms-schema'
export type { CmsCreateInput, CmsEditInput, CmsQuery, CmsStatus } from './cms-schema'

type Editor = StaffActor & { roles: readonly Role[] }

export type CmsListRow = {
  id: number
  slug: string
  title: string
  locale: string
  status: CmsStatus
  updatedAt: Date
  updatedByName: string | null
}
export type CmsList = { rows: CmsListRow[]; total: number; page: number; pageCount: number }

const staff = (editor: Editor): Viewer => ({ id: editor.id, roles: editor.roles })

function listWhere(viewer: Viewer, query: CmsQuery): SQL {
  const conditions: SQL[] = [visibleContentPage(viewer, { drafts: true })]
  if (query.status) conditions.push(eq(contentPages.status, query.status))
  if (query.locale) conditions.push(eq(contentPages.locale, query.locale))
  if (query.q) {
    const text = query.q.toLowerCase()
    conditions.push(sql`(instr(lower(${contentPages.title}), ${text}) > 0 OR instr(${contentPages.slug}, ${text}) > 0)`)
  }
  return and(...conditions)!
}

/** The list: pages found by title or slug, status and language, most recently changed first. */
export async function listCmsPages(db: Db, viewer: Viewer, query: CmsQuery): Promise<CmsList> {
  const where = listWhere(viewer, query)
  const size = CMS_LIMITS.pageSize
  const [[totalRow], rows] = await db.batch([
    db.select({ n: count() }).from(contentPages).where(where),
    db
      .select({
        id: contentPages.id,
        slug: contentPages.slug,
        title: contentPages.title,
        locale: contentPages.locale,
        status: contentPages.status,
        updatedAt: contentPages.updatedAt,
        updatedByName: profiles.displayName,
      })
      .from(contentPages)
      .leftJoin(profiles, eq(profiles.userId, contentPages.updatedBy))
      .where(where)
      .orderBy(desc(contentPages.updatedAt), desc(contentPages.id))
      .limit(size)
      .offset((query.page - 1) * size),
  ])
  const total = totalRow?.n ?? 0
  return { rows, total, page: query.page, pageCount: Math.max(1, Math.ceil(total / size)) }
}

export type CmsPage = {
  id: number
  slug: string
  title: string
  body: string
  locale: string
  status: CmsStatus
  updatedAt: Date
  updatedByName: string | null
  /** Every version of the slug (this one included), by language. */
  versions: { id: number; locale: string; status: CmsStatus; title: string }[]
}

/** One page with its slug's versions in the other languages; null when there is none. */
export async function readCmsPage(db: Db, viewer: Viewer, id: number): Promise<CmsPage | null> {
  const visible = visibleContentPage(viewer, { drafts: true })
  const [rows, versions] = await db.batch([
    db
      .select({
        id: contentPages.id,
        slug: contentPages.slug,
        title: contentPages.title,
        body: contentPages.body,
        locale: contentPages.locale,
        status: contentPages.status,
        updatedAt: contentPages.updatedAt,
        updatedByName: profiles.displayName,
      })
      .from(contentPages)
      .leftJoin(profiles, eq(profiles.userId, contentPages.updatedBy))
      .where(and(eq(contentPages.id, id), visible)),
    db
      .select({ id: contentPages.id, locale: contentPages.locale, status: contentPages.status, title: contentPages.title })
      .from(contentPages)
      .where(and(sql`${contentPages.slug} = (SELECT p.slug FROM ${contentPages} AS p WHERE p.id = ${id})`, visible))
      .orderBy(contentPages.locale),
  ])
  const row = rows[0]
  return row ? { ...row, versions } : null
}

/** The languages a slug is written in already (the new-page form refuses them). */
export async function slugLocales(db: Db, viewer: Viewer, slug: string): Promise<string[]> {
  const rows = await db
    .select({ locale: contentPages.locale })
    .from(contentPages)
    .where(and(eq(contentPages.slug, slug), visibleContentPage(viewer, { drafts: true })))
  return rows.map((row) => row.locale)
}

/** What the editor sees before saving: the same Markdown rendering and sanitizing as /content/{slug}. */
export function previewCmsPage(input: { title: string; body: string }): RenderedMarkdown {
  return renderMarkdown(input.body, { title: input.title })
}

export type CmsChange =
  { ok: true; id: number; slug: string; locale: string; title: string } | { ok: false; reason: 'not-found' | 'duplicate' | 'unchanged' }

/** A new page, or a new language version of a slug, as a draft. */
export async function createCmsPage(db: Db, editor: Editor, input: Omit<CmsCreateInput, 'intent'>): Promise<CmsChange> {
  const taken = await db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.slug, input.slug), eq(contentPages.locale, input.locale)))
    .get()
  if (taken) return { ok: false, reason: 'duplicate' }
  let id: number
  try {
    const [row] = await db
      .insert(contentPages)
      .values({ slug: input.slug, locale: input.locale, title: input.title, body: input.body, status: 'draft', updatedBy: editor.id })
      .returning({ id: contentPages.id })
    id = row!.id
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'duplicate' }
    throw error
  }
  await audit(db, editor, id, {
    action: 'CONTENT_PAGE_CREATED',
    after: { slug: input.slug, locale: input.locale, title: input.title, status: 'draft' },
  })
  return { ok: true, id, slug: input.slug, locale: input.locale, title: input.title }
}

/** A page's new title and text; its slug, language and status stay. */
export async function updateCmsPage(db: Db, editor: Editor, input: Omit<CmsEditInput, 'intent'>): Promise<CmsChange> {
  // the title before, for the audit log (the text is in the row; its change is noted, not copied)
  const before = await db
    .select({ title: contentPages.title, body: contentPages.body })
    .from(contentPages)
    .where(eq(contentPages.id, input.id))
    .get()
  const updated = await db
    .update(contentPages)
    .set({ title: input.title, body: input.body, updatedBy: editor.id })
    .where(and(eq(contentPages.id, input.id), visibleContentPage(staff(editor), { drafts: true })))
    .returning({ id: contentPages.id, slug: contentPages.slug, locale: contentPages.locale, status: contentPages.status })
  const row = updated[0]
  if (!row) return { ok: false, reason: 'not-found' }
  // a published page's title is in the site's search
  if (row.status === 'published') await syncSearchEntry(db, 'content', row.id)
  await audit(db, editor, row.id, {
    action: 'CONTENT_PAGE_UPDATED',
    before: before ? { title: before.title } : null,
    after: { title: input.title },
    details: { slug: row.slug, locale: row.locale, bodyChanged: before ? before.body !== input.body : true },
  })
  return { ok: true, id: row.id, slug: row.slug, locale: row.locale, title: input.title }
}

/** Publishes or unpublishes a page; 'unchanged' when it already has that status. */
export async function setCmsPageStatus(db: Db, editor: Editor, input: { id: number; status: CmsStatus }): Promise<CmsChange> {
  const updated = await db
    .update(contentPages)
    .set({ status: input.status, updatedBy: editor.id })
    .where(and(eq(contentPages.id, input.id), ne(contentPages.status, input.status), visibleContentPage(staff(editor), { drafts: true })))
    .returning({ id: contentPages.id, slug: contentPages.slug, locale: contentPages.locale, title: contentPages.title })
  const row = updated[0]
  if (!row) {
    const exists = await db.select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.id, input.id)).get()
    return { ok: false, reason: exists ? 'unchanged' : 'not-found' }
  }
  await syncSearchEntry(db, 'content', row.id)
  await audit(db, editor, row.id, {
    action: input.status === 'published' ? 'CONTENT_PAGE_PUBLISHED' : 'CONTENT_PAGE_UNPUBLISHED',
    before: { status: input.status === 'published' ? 'draft' : 'published' },
    after: { status: input.status },
    details: { slug: row.slug, locale: row.locale },
  })
  return { ok: true, ...row }
}

/** One staff_audit_log row (issue 41) about a content page. */
function audit(db: Db, editor: Editor, pageId: number, entry: Omit<StaffAuditEntry, 'targetType' | 'targetId'>) {
  return recordStaffAction(db, editor, { ...entry, targetType: 'content_page', targetId: pageId })
}

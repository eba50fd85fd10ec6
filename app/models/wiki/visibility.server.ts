import { eq, sql, type SQL } from 'drizzle-orm'
import { isStaff, type Viewer } from '~/models/viewer'
import { contentPages } from '~/db/schema'

/**
 * Wiki pages (/content/{slug}), written in /admin/cms.
 *
 * Who may see a page: a published one is public; a draft is seen by staff only, where the caller
 * asks for it (`drafts`: the editor's preview).
 */
export function visibleContentPage(viewer: Viewer, { drafts = false }: { drafts?: boolean } = {}): SQL {
  if (drafts && isStaff(viewer)) return sql`1`
  return eq(contentPages.status, 'published')
}

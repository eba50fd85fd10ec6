import { eq, sql, type SQL } from 'drizzle-orm'
import { isStaff, type Viewer } from '~/models/viewer'
import { resources } from '~/db/schema'

/**
 * Resources (/ressources): helplines, organisations, guides, legal and health help.
 *
 * Who may see a resource: a published one is public; drafts and archived ones are seen by staff
 * only, where the caller asks for them (`drafts`: the editor and the resource's own page).
 */
export function visibleResource(viewer: Viewer, { drafts = false }: { drafts?: boolean } = {}): SQL {
  if (drafts && isStaff(viewer)) return sql`1`
  return eq(resources.status, 'published')
}

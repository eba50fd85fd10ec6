import { eq, sql, type SQL } from 'drizzle-orm'
import { isStaff, type Viewer } from '~/models/viewer'
import { travelGuides } from '~/db/schema'

/**
 * Travel guides (/travel/{id}).
 *
 * Who may see a guide: a published one is public; drafts and archived ones are seen by staff
 * only, where the caller asks for them (`drafts`: the editor and the guide's own page).
 */
export function visibleTravelGuide(viewer: Viewer, { drafts = false }: { drafts?: boolean } = {}): SQL {
  if (drafts && isStaff(viewer)) return sql`1`
  return eq(travelGuides.status, 'published')
}

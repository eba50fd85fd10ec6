import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { getCurrentUser } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { crewIdForSlug, getCrewPage, type CrewEvent } from '~/models/crews/crew-page.server'
import { CrewIdSchema } from '~/models/crews/schema'
import { decodeCursor } from '~/models/feed/query'
import { isStaff, viewerOf } from '~/models/viewer'
import { dateTimeFormat } from '~/utils/date-time-format'

/** /groups/{groupId}'s loader (the route module re-exports it; its action is __crew/crew-action.server.ts). */
export const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }
const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

export async function crewPageLoader({ request, params, context }: LoaderFunctionArgs) {
  const id = CrewIdSchema.safeParse(params.groupId)
  if (!id.success) throw notFound()
  const db = getDb(context.cloudflare.env.DB)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  const url = new URL(request.url)
  const rawBefore = url.searchParams.get('before')
  const before = decodeCursor(rawBefore) ? rawBefore : null
  const page = await getCrewPage(db, viewer, id.data, language, { before })
  if (!page) {
    const bySlug = await crewIdForSlug(db, viewer, id.data)
    if (bySlug && bySlug !== id.data) throw redirect(`/groups/${encodeURIComponent(bySlug)}`)
    throw notFound()
  }
  const i18n = await serverI18n(language)
  const when = (event: CrewEvent) => ({
    ...event,
    when: dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: event.timezone }).format(new Date(event.startsAt)),
  })
  return data(
    {
      page: page.full ? { ...page, upcoming: page.upcoming.map(when), past: page.past.map(when) } : page,
      before,
      viewer: { signedIn: !!user, staff: isStaff(viewer) },
      meta: {
        title: `${page.crew.name} — ${i18n.t('crews:title')}`,
        description: i18n.t('crews:detail.metaDescription', { name: page.crew.name }),
        canonical: `${url.origin}/groups/${page.crew.id}`,
        noindex: page.crew.visibility !== 'public' || (page.full && page.hidden),
      },
    },
    { headers: PRIVATE },
  )
}

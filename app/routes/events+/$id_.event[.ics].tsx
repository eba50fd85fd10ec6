import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getCurrentUser } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { getLanguage } from '~/i18n/i18next.server'
import { feedEvent, icalendar } from '~/models/events/feeds.server'
import { viewerOf } from '~/models/viewer'

/** /events/{id}/event.ics: one event as an iCalendar file ('Add to calendar'), as its viewer may see it. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : null
  if (id == null) throw new Response(null, { status: 404 })
  const db = getDb(context.cloudflare.env.DB)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const event = await feedEvent(db, viewerOf(user), id, language)
  if (!event) throw new Response(null, { status: 404 })
  const origin = new URL(request.url).origin
  return new Response(icalendar([event], { name: event.title, origin, url: new URL(`/events/${id}`, origin).toString() }), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="event-${id}.ics"`,
      'Cache-Control': 'private, no-cache',
    },
  })
}

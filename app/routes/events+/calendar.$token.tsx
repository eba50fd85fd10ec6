import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { calendarFeedEvents, icalendar } from '~/models/events/feeds.server'

/**
 * /events/calendar/{token}: a member's private calendar of the events they attend, for calendar
 * apps (no session). The token is the secret: an unknown or revoked one is a 404, and the answer
 * is never cached by anyone in between.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)
  const list = await calendarFeedEvents(db, params.token ?? '', language, new Date())
  if (!list) throw new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const i18n = await serverI18n(language)
  const origin = new URL(request.url).origin
  return new Response(icalendar(list, { name: i18n.t('events:myCalendar.feedName'), origin, url: new URL('/events', origin).toString() }), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex',
    },
  })
}

import type { AppLoadContext } from '@remix-run/cloudflare'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { eventWhen } from '~/models/events/format'
import { feedEvents, parseEventQuery, resolveEventQuery } from '~/models/events/list.server'
import { eventSearchParams, FEED_SIZE } from '~/models/events/query'
import { icalendar, newsFeed } from '~/models/events/feeds.server'
import { getDb } from '~/db/client'
import { getCurrentUser } from '~/auth/permissions.server'
import { viewerOf } from '~/models/viewer'

const TYPES = {
  ics: 'text/calendar; charset=utf-8',
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
}

/**
 * /events/feed.ics, .rss and .atom: a list's next FEED_SIZE events, filtered by the /events
 * parameters (the tab, the view and the page do not apply: a feed follows what is to come).
 * What a feed holds is its reader's, as on every page: a calendar app or a feed reader has no
 * session and gets what a visitor may see (cacheable for a few minutes); a member opening the
 * link in the browser gets their own view (a crew's events, none of a member who blocked them),
 * never cached in between.
 */
export async function listFeed(request: Request, context: AppLoadContext, format: keyof typeof TYPES) {
  const url = new URL(request.url)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  const db = getDb(context.cloudflare.env.DB)
  const [{ resolved, place }, i18n] = await Promise.all([
    resolveEventQuery(db, viewer, parseEventQuery(url), language),
    serverI18n(language),
  ])
  const now = new Date()
  const list = await feedEvents(db, viewer, resolved, language, now, FEED_SIZE)
  const qs = eventSearchParams(resolved.query, ['page', 'view', 'month', 'when']).toString()
  const self = new URL(`/events/feed.${format}${qs ? `?${qs}` : ''}`, url.origin).toString()
  const filters = [resolved.query.q ? `“${resolved.query.q}”` : null, place?.name ?? null].filter(Boolean).join(', ')
  const title = filters ? i18n.t('events:feeds.titleFiltered', { filters }) : i18n.t('events:feeds.title')
  const body =
    format === 'ics'
      ? icalendar(list, { name: title, origin: url.origin, url: self })
      : newsFeed(list, format, {
          title,
          origin: url.origin,
          url: self,
          language,
          texts: { t: (key, values) => i18n.t(key, values) as string },
          describeWhen: (e) => {
            const when = eventWhen(e.startsAt, e.endsAt, e.timezone, language, now)
            return `${when.day}, ${when.time}`
          },
        })
  return new Response(body, {
    headers: {
      'Content-Type': TYPES[format],
      'Cache-Control': viewer ? 'private, no-store' : 'public, max-age=300',
      Vary: 'Cookie',
      ...(format === 'ics' ? { 'Content-Disposition': 'inline; filename="haven-events.ics"' } : {}),
    },
  })
}

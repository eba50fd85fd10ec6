import type { AlternateFeed } from '~/components/pages/meta'
import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { getCurrentUser } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { eventWhen, formatPrice, shortTime } from '~/models/events/format'
import { eventCalendar, listEvents, parseEventQuery, resolveEventQuery } from '~/models/events/list.server'
import { localDateOf } from '~/models/events/local-date'
import { eventSearchParams } from '~/models/events/query'
import { viewerOf } from '~/models/viewer'
import { sortedSearch } from '~/utils/url-params'
import type { EventCardData } from './event-card'
import type { CalendarDayData } from './month-calendar'

/** /events' loader (the route module re-exports it). */
export async function eventsListLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const raw = parseEventQuery(url)
  const clean = eventSearchParams(raw)
  if (sortedSearch(url.searchParams) !== sortedSearch(clean)) {
    const qs = clean.toString()
    throw redirect(qs ? `/events?${qs}` : '/events', 302)
  }

  const db = getDb(context.cloudflare.env.DB)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  const now = new Date()
  const [listContext, i18n] = await Promise.all([resolveEventQuery(db, viewer, raw, language), serverI18n(language)])
  const { resolved, place, crew } = listContext
  const query = resolved.query

  let list: { cards: EventCardData[]; total: number; totalCapped: boolean; page: number; pageCount: number } | null = null
  let calendar: { month: string; previous: string; next: string; days: CalendarDayData[] } | null = null
  if (query.view === 'calendar') {
    const month = await eventCalendar(db, viewer, resolved, now)
    calendar = {
      ...month,
      days: month.days.map((day) => ({
        date: day.date,
        total: day.total,
        events: day.events.map((e) => ({
          id: e.id,
          title: e.title,
          time: shortTime(e.startsAt, e.timezone, language),
          cancelled: e.cancelled,
        })),
      })),
    }
  } else {
    const result = await listEvents(db, viewer, resolved, language, now)
    list = {
      ...result,
      cards: result.events.map((e) => ({
        id: e.id,
        title: e.title,
        when: eventWhen(e.startsAt, e.endsAt, e.timezone, language, now),
        typeSlug: e.typeSlug,
        typeName: e.typeName,
        place: [e.locationName, e.cityName].filter((part, i, all) => part && all.indexOf(part) === i).join(', ') || null,
        isOnline: e.isOnline,
        price: e.isFree ? null : formatPrice(e.priceCents, e.currency, language),
        isFree: e.isFree,
        soldOut: e.soldOut,
        full: e.capacity != null && e.attendingCount >= e.capacity,
        cancelled: e.cancelled,
        featured: e.featured,
        past: (e.endsAt ?? e.startsAt).getTime() < now.getTime(),
        going: e.attendingCount,
        rsvp: e.rsvp,
      })),
    }
  }

  const placeName = place ? (place.kind === 'city' ? `${place.name}, ${place.countryName}` : place.name) : null
  const monthName = calendar
    ? new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${calendar.month}-15T12:00:00Z`),
      )
    : null
  const title = query.q
    ? i18n.t('events:meta.titleSearch', { query: query.q })
    : monthName
      ? i18n.t('events:meta.titleCalendar', { month: monthName })
      : placeName
        ? i18n.t('events:meta.titleIn', { place: placeName })
        : query.when === 'past'
          ? i18n.t('events:meta.titlePast')
          : i18n.t('events:meta.title')
  const description = placeName ? i18n.t('events:meta.descriptionIn', { place: placeName }) : i18n.t('events:meta.description')
  const canonicalQs = eventSearchParams(query, ['page', 'view', 'month']).toString()
  const canonical = new URL(canonicalQs ? `/events?${canonicalQs}` : '/events', url.origin).toString()
  const feedQs = eventSearchParams(query, ['page', 'view', 'month', 'when']).toString()
  const feeds = {
    ics: `/events/feed.ics${feedQs ? `?${feedQs}` : ''}`,
    rss: `/events/feed.rss${feedQs ? `?${feedQs}` : ''}`,
    atom: `/events/feed.atom${feedQs ? `?${feedQs}` : ''}`,
  }

  return data(
    {
      query,
      lookups: listContext.lookups,
      countries: listContext.countries,
      cities: listContext.cities,
      place,
      crew,
      textTooShort: resolved.textTooShort,
      list,
      calendar,
      today: localDateOf(now, 'UTC'),
      feeds,
      meta: {
        title,
        description,
        canonical,
        noindex: query.view === 'calendar' || !!query.from || !!query.to,
        // feed readers find the list's feeds in the head
        alternates: [
          { type: 'application/rss+xml', href: feeds.rss, title: `${title} (RSS)` },
          { type: 'application/atom+xml', href: feeds.atom, title: `${title} (Atom)` },
        ] satisfies AlternateFeed[],
      },
    },
    { headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' } },
  )
}

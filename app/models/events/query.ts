/**
 * The /events query: its shape, constants and URL form, shared by the server (parsing and SQL in
 * app/models/events/list.server.ts) and the browser (filter form, chips, pagination, calendar).
 * Every filter lives in the URL, and the iCal and RSS feeds of a list take the same parameters.
 *
 * URL parameters: q, country (ISO alpha-2), city (GeoNames id), from and to (YYYY-MM-DD, days in
 * each event's own zone), type (slug), price (free|paid), mode (online|inperson), amenity,
 * service, access (repeatable slugs; access: the venue's accessibility), crew (crew id),
 * when (upcoming|past), view (list|calendar), month (YYYY-MM, the calendar's), page.
 */
import { COUNT_CAP } from '~/models/site/counting'

export const EVENTS_PAGE_SIZE = 20
/** Totals stop at '1,000+' (as every capped count of the site), and pages end there. */
export const EVENT_TOTAL_CAP = COUNT_CAP
export const EVENTS_MAX_PAGE = EVENT_TOTAL_CAP / EVENTS_PAGE_SIZE
export const MAX_EVENT_QUERY_LENGTH = 100
/** The text search needs this many letters or digits (a shorter `q` is shown, not searched). */
export const MIN_EVENT_QUERY_LENGTH = 2
/**
 * The longest an event may last. The upcoming list looks back this far for events still going
 * on, so it walks an index from a known instant (the forms refuse a longer event).
 */
export const MAX_EVENT_DAYS = 14
export const MAX_EVENT_MS = MAX_EVENT_DAYS * 24 * 60 * 60 * 1000
/** Titles a calendar day shows before '+N more'. */
export const CALENDAR_DAY_TITLES = 3
/** Events a feed (iCal, RSS) holds at most: the next ones of its list. */
export const FEED_SIZE = 100

export const EVENT_WHEN = ['upcoming', 'past'] as const
export type EventWhen = (typeof EVENT_WHEN)[number]
export const EVENT_VIEWS = ['list', 'calendar'] as const
export type EventView = (typeof EVENT_VIEWS)[number]
export const EVENT_PRICES = ['free', 'paid'] as const
export type EventPrice = (typeof EVENT_PRICES)[number]
export const EVENT_MODES = ['online', 'inperson'] as const
export type EventMode = (typeof EVENT_MODES)[number]

/** Repeatable lookup filters: URL parameter → query field and lookup kind. */
export const EVENT_LOOKUP_FILTERS = [
  { param: 'amenity', field: 'amenities', kind: 'amenities' },
  { param: 'service', field: 'services', kind: 'services' },
  { param: 'access', field: 'access', kind: 'accessibility' },
] as const
export type EventLookupField = (typeof EVENT_LOOKUP_FILTERS)[number]['field']

export type EventQuery = {
  q: string
  country: string | null
  city: number | null
  /** First and last day (YYYY-MM-DD), in each event's zone. */
  from: string | null
  to: string | null
  /** Event type slug. */
  type: string | null
  price: EventPrice | null
  mode: EventMode | null
  /** Has every one of these (slugs). */
  amenities: string[]
  services: string[]
  /** At a venue with every one of these accessibility attributes (slugs). */
  access: string[]
  /** A crew's id: its events only. */
  crew: string | null
  when: EventWhen
  view: EventView
  /** The calendar's month (YYYY-MM); null: the current month in UTC. */
  month: string | null
  page: number
}

/**
 * The query as URL search parameters, in a fixed order, without defaults (upcoming, the list,
 * page 1). `omit` leaves parameters out (e.g. 'page' and 'view' for a feed's URL).
 */
export function eventSearchParams(query: EventQuery, omit: ReadonlyArray<string> = []) {
  const params = new URLSearchParams()
  const set = (name: string, value: string | number | null | undefined) => {
    if (value != null && value !== '' && !omit.includes(name)) params.append(name, String(value))
  }
  set('q', query.q)
  set('country', query.country)
  set('city', query.city)
  set('from', query.from)
  set('to', query.to)
  set('type', query.type)
  set('price', query.price)
  set('mode', query.mode)
  for (const { param, field } of EVENT_LOOKUP_FILTERS) for (const s of query[field]) set(param, s)
  set('crew', query.crew)
  if (query.view === 'calendar') {
    set('view', 'calendar')
    set('month', query.month)
  } else {
    if (query.when !== 'upcoming') set('when', query.when)
    if (query.page > 1) set('page', query.page)
  }
  return params
}

/** '/events' or '/events?…' for a query. */
export function eventsHref(query: EventQuery, omit: ReadonlyArray<string> = []) {
  const qs = eventSearchParams(query, omit).toString()
  return qs ? `/events?${qs}` : '/events'
}

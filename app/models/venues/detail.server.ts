/**
 * The venue detail page (SPEC §1, §2 /venues/{id}): one D1 round trip (`db.batch`) for the venue
 * with its category, city and country, its four lookup lists, the next upcoming events there, a
 * few more spaces in the same city and the newest approved photo (for Open Graph and JSON-LD).
 *
 * Who sees what: the owners' rules, with the viewer — the venue by visibleVenue with `preview`
 * (a pending suggestion is shown to staff only, with a 'Pending review' banner; everyone else,
 * its suggester included, gets a 404 like an unknown id), its events by visibleEvent (a private
 * crew's event only to that crew's members), the nearby venues and the sharing photo as a
 * visitor would see them (they are the same for everybody).
 *
 * Formatting that depends on the clock or on Intl (opening hours, open/closed now, event dates)
 * is done here on the server, once, so the server render and the hydration agree.
 */
import { and, asc, desc, eq, gte, ne, or, sql } from 'drizzle-orm'
import { VISITOR, type Viewer } from '~/models/viewer'
import type { Db } from '~/db/client'
import {
  accessibilityAttributes,
  cities,
  countries,
  events,
  targetGroups,
  venueAccessibilityLinks,
  venueAmenities,
  venueAmenityLinks,
  venueCategories,
  venuePhotos,
  venues,
  venueServiceLinks,
  venueServices,
  venueTargetGroupLinks,
  WEEKDAYS,
  type VenueStatus,
  type Weekday,
  type WeeklyHours,
} from '~/db/schema'
import type { Language } from '~/i18n/config'
import { localClock, openState, safeTimeZone } from '~/models/venues/opening-hours'
import { visibleEvent } from '~/models/events/visibility.server'
import { visibleVenue, visibleVenuePhoto } from './visibility.server'

export const UPCOMING_EVENTS_LIMIT = 6
export const NEARBY_LIMIT = 4

export type VenueKey = { id: number } | { slug: string }
export type LookupEntry = { id: number; slug: string; name: string }

export type VenueDetail = {
  id: number
  slug: string
  name: string
  description: string | null
  status: VenueStatus
  address: string | null
  postalCode: string | null
  latitude: number | null
  longitude: number | null
  /** Always a zone this runtime knows (UTC when missing or unknown). */
  timezone: string
  phone: string | null
  email: string | null
  website: string | null
  instagram: string | null
  priceLevel: number | null
  imageUrl: string | null
  hours: WeeklyHours | null
  flags: {
    certifiedSafeSpace: boolean
    havenOwned: boolean
    rainbowFriendly: boolean
    accessible: boolean
    communityVerified: boolean
  }
  ratingAvg: number
  ratingCount: number
  checkInCount: number
  updatedAt: number
  category: LookupEntry | null
  city: { id: number; name: string } | null
  country: { id: string; name: string; englishName: string; flag: string | null }
  amenities: LookupEntry[]
  services: LookupEntry[]
  accessibility: LookupEntry[]
  targetGroups: LookupEntry[]
  /** Newest approved photo (or the venue's own image), for sharing previews. */
  photoUrl: string | null
  events: VenueEvent[]
  nearby: NearbyVenue[]
}

export type VenueEvent = {
  id: number
  title: string
  startsAt: number
  endsAt: number | null
  timezone: string
  isOnline: boolean
  isFree: boolean
  soldOut: boolean
  cancelled: boolean
  imageUrl: string | null
}

export type NearbyVenue = {
  id: number
  name: string
  address: string | null
  category: { slug: string; name: string } | null
  ratingAvg: number
  ratingCount: number
  imageUrl: string | null
  latitude: number | null
  longitude: number | null
  certifiedSafeSpace: boolean
  havenOwned: boolean
  rainbowFriendly: boolean
  accessible: boolean
  communityVerified: boolean
}

// ------------------------------------------------------------------ the route parameter

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** '123' → { id }, 'pink-flamingo-berlin-123' → { slug }, anything else → null (a 404). */
export function parseVenueParam(param: string | undefined): VenueKey | null {
  if (!param) return null
  if (/^\d+$/.test(param)) {
    const id = param.length <= 10 ? Number(param) : 0
    return id > 0 && id <= 2_147_483_647 ? { id } : null
  }
  const slug = param.toLowerCase()
  return slug.length <= 200 && SLUG.test(slug) ? { slug } : null
}

/** The id of the venue behind a slug, when this viewer may see it (null: a 404, like an unknown slug). */
export async function findVenueIdBySlug(db: Db, slug: string, viewer: Viewer): Promise<number | null> {
  const row = await db
    .select({ id: venues.id })
    .from(venues)
    .where(and(eq(venues.slug, slug), visibleVenue(viewer, { preview: true })))
    .get()
  return row?.id ?? null
}

// ------------------------------------------------------------------ the page's data

export async function getVenueDetail(
  db: Db,
  id: number,
  { language, viewer, now = new Date() }: { language: Language; viewer: Viewer; now?: Date },
): Promise<VenueDetail | null> {
  const visible = and(eq(venues.id, id), visibleVenue(viewer, { preview: true }))
  const sameCity = sql`(SELECT v2.city_id FROM venues AS v2 WHERE v2.id = ${id})`

  const [venueRows, amenityRows, serviceRows, accessRows, groupRows, eventRows, nearbyRows, photoRows] = await db.batch([
    db
      .select({
        id: venues.id,
        slug: venues.slug,
        name: venues.name,
        description: venues.description,
        status: venues.status,
        address: venues.address,
        postalCode: venues.postalCode,
        latitude: venues.latitude,
        longitude: venues.longitude,
        timezone: venues.timezone,
        phone: venues.phone,
        email: venues.email,
        website: venues.website,
        instagram: venues.instagram,
        priceLevel: venues.priceLevel,
        imageUrl: venues.imageUrl,
        hours: venues.hours,
        certifiedSafeSpace: venues.certifiedSafeSpace,
        havenOwned: venues.havenOwned,
        rainbowFriendly: venues.rainbowFriendly,
        accessible: venues.accessible,
        communityVerified: venues.communityVerified,
        ratingAvg: venues.ratingAvg,
        ratingCount: venues.ratingCount,
        checkInCount: venues.checkInCount,
        updatedAt: venues.updatedAt,
        // aliased: D1 keys rows by column name, so joined columns must not share names
        categoryId: sql<number | null>`${venueCategories.id}`.as('category_id_'),
        categorySlug: sql<string | null>`${venueCategories.slug}`.as('category_slug_'),
        categoryName: sql<string | null>`${venueCategories.name}`.as('category_name_'),
        cityId: sql<number | null>`${cities.id}`.as('city_id_'),
        cityName: sql<string | null>`${cities.name}`.as('city_name_'),
        countryId: sql<string>`${countries.id}`.as('country_id_'),
        countryName: sql<string>`${countries.name}`.as('country_name_'),
        countryLocalName: sql<string | null>`json_extract(${countries.names}, ${`$.${language}`})`.as('country_local_name_'),
        countryFlag: sql<string | null>`${countries.flag}`.as('country_flag_'),
      })
      .from(venues)
      .leftJoin(venueCategories, eq(venueCategories.id, venues.categoryId))
      .leftJoin(cities, eq(cities.id, venues.cityId))
      .innerJoin(countries, eq(countries.id, venues.countryId))
      .where(visible),
    db
      .select({ id: venueAmenities.id, slug: venueAmenities.slug, name: venueAmenities.name })
      .from(venueAmenityLinks)
      .innerJoin(venueAmenities, eq(venueAmenities.id, venueAmenityLinks.amenityId))
      .where(eq(venueAmenityLinks.venueId, id))
      .orderBy(asc(venueAmenities.sortOrder), asc(venueAmenities.name)),
    db
      .select({ id: venueServices.id, slug: venueServices.slug, name: venueServices.name })
      .from(venueServiceLinks)
      .innerJoin(venueServices, eq(venueServices.id, venueServiceLinks.serviceId))
      .where(eq(venueServiceLinks.venueId, id))
      .orderBy(asc(venueServices.sortOrder), asc(venueServices.name)),
    db
      .select({ id: accessibilityAttributes.id, slug: accessibilityAttributes.slug, name: accessibilityAttributes.name })
      .from(venueAccessibilityLinks)
      .innerJoin(accessibilityAttributes, eq(accessibilityAttributes.id, venueAccessibilityLinks.attributeId))
      .where(eq(venueAccessibilityLinks.venueId, id))
      .orderBy(asc(accessibilityAttributes.sortOrder), asc(accessibilityAttributes.name)),
    db
      .select({ id: targetGroups.id, slug: targetGroups.slug, name: targetGroups.name })
      .from(venueTargetGroupLinks)
      .innerJoin(targetGroups, eq(targetGroups.id, venueTargetGroupLinks.targetGroupId))
      .where(eq(venueTargetGroupLinks.venueId, id))
      .orderBy(asc(targetGroups.sortOrder), asc(targetGroups.name)),
    // upcoming and still running events this viewer may see (events_venue_starts_idx)
    db
      .select({
        id: events.id,
        title: events.title,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
        timezone: events.timezone,
        isOnline: events.isOnline,
        isFree: events.isFree,
        soldOut: events.soldOut,
        cancelled: events.cancelled,
        imageUrl: events.imageUrl,
      })
      .from(events)
      .where(and(eq(events.venueId, id), visibleEvent(viewer), or(gte(events.startsAt, now), gte(events.endsAt, now))))
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(UPCOMING_EVENTS_LIMIT),
    // more spaces in the same city (venues_city_status_idx)
    db
      .select({
        id: venues.id,
        name: venues.name,
        address: venues.address,
        ratingAvg: venues.ratingAvg,
        ratingCount: venues.ratingCount,
        imageUrl: venues.imageUrl,
        latitude: venues.latitude,
        longitude: venues.longitude,
        certifiedSafeSpace: venues.certifiedSafeSpace,
        havenOwned: venues.havenOwned,
        rainbowFriendly: venues.rainbowFriendly,
        accessible: venues.accessible,
        communityVerified: venues.communityVerified,
        categorySlug: sql<string | null>`${venueCategories.slug}`.as('category_slug_'),
        categoryName: sql<string | null>`${venueCategories.name}`.as('category_name_'),
      })
      .from(venues)
      .leftJoin(venueCategories, eq(venueCategories.id, venues.categoryId))
      .where(and(eq(venues.cityId, sameCity), visibleVenue(VISITOR), ne(venues.id, id)))
      .orderBy(desc(venues.featured), desc(venues.ratingAvg), desc(venues.ratingCount), asc(venues.id))
      .limit(NEARBY_LIMIT),
    db
      .select({ url: venuePhotos.url })
      .from(venuePhotos)
      .where(and(eq(venuePhotos.venueId, id), visibleVenuePhoto(VISITOR)))
      .orderBy(desc(venuePhotos.createdAt))
      .limit(1),
  ])

  const row = venueRows[0]
  if (!row) return null
  const localName = row.countryLocalName || row.countryName
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    status: row.status,
    address: row.address,
    postalCode: row.postalCode,
    latitude: row.latitude,
    longitude: row.longitude,
    timezone: safeTimeZone(row.timezone),
    phone: row.phone,
    email: row.email,
    website: safeWebUrl(row.website),
    instagram: instagramHandle(row.instagram),
    priceLevel: row.priceLevel,
    imageUrl: row.imageUrl,
    hours: row.hours ?? null,
    flags: {
      certifiedSafeSpace: row.certifiedSafeSpace,
      havenOwned: row.havenOwned,
      rainbowFriendly: row.rainbowFriendly,
      accessible: row.accessible,
      communityVerified: row.communityVerified,
    },
    ratingAvg: row.ratingAvg,
    ratingCount: row.ratingCount,
    checkInCount: row.checkInCount,
    updatedAt: row.updatedAt.getTime(),
    category:
      row.categoryId != null && row.categorySlug && row.categoryName
        ? { id: Number(row.categoryId), slug: row.categorySlug, name: row.categoryName }
        : null,
    city: row.cityId != null && row.cityName ? { id: Number(row.cityId), name: row.cityName } : null,
    country: { id: row.countryId, name: localName, englishName: row.countryName, flag: row.countryFlag },
    amenities: amenityRows,
    services: serviceRows,
    accessibility: accessRows,
    targetGroups: groupRows,
    photoUrl: photoRows[0]?.url ?? row.imageUrl ?? null,
    events: eventRows.map((e) => ({
      ...e,
      startsAt: e.startsAt.getTime(),
      endsAt: e.endsAt ? e.endsAt.getTime() : null,
    })),
    nearby: nearbyRows.map(({ categorySlug, categoryName, ...n }) => ({
      ...n,
      category: categorySlug && categoryName ? { slug: categorySlug, name: categoryName } : null,
    })),
  }
}

/** Only http(s) links are shown (never javascript: or data: URLs from imported data). */
export function safeWebUrl(value: string | null): string | null {
  if (!value) return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

/** 'haven.berlin', '@haven.berlin' or an instagram.com URL → 'haven.berlin'; anything else → null. */
export function instagramHandle(value: string | null): string | null {
  if (!value) return null
  const handle = value
    .trim()
    .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
    .replace(/^@/, '')
    .replace(/\/.*$/, '')
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? handle : null
}

// ------------------------------------------------------------------ opening hours, formatted once on the server

export type HoursSlotView = { open: string; close: string; openLabel: string; closeLabel: string; overnight: boolean; allDay: boolean }
export type HoursDayView = { day: Weekday; isToday: boolean; slots: HoursSlotView[] }
export type OpenStateView =
  | { status: 'unknown' }
  | { status: 'open'; closesAt: string | null }
  | { status: 'closed'; opensAt: { day: Weekday; time: string; today: boolean } | null }
export type HoursView = {
  timezone: string
  /** Long zone name in the reader's language, e.g. 'Central European Summer Time'. */
  zoneName: string | null
  /** Venue's wall-clock time now, in the reader's language. */
  localTime: string
  today: Weekday
  /** False when no day has hours: the table is not shown. */
  known: boolean
  state: OpenStateView
  days: HoursDayView[]
}

const timeFormats = new Map<string, Intl.DateTimeFormat>()
/** Hours and minutes in the reader's convention: '5:30 PM' (en), '05:30' where the clock runs to 23. */
function timeFormat(language: string, timeZone = 'UTC') {
  const key = `${language}|${timeZone}`
  let f = timeFormats.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone })
    const cycle = f.resolvedOptions().hourCycle
    if (cycle === 'h23' || cycle === 'h24')
      f = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })
    timeFormats.set(key, f)
  }
  return f
}

/** '17:30' in the reader's convention ('5:30 PM', '17:30', '17時30分'). Invalid input comes back as is. */
export function formatClock(hhmm: string, language: string): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm)
  if (!m) return hhmm
  const hours = Number(m[1])
  const minutes = Number(m[2])
  if (hours > 24 || minutes > 59) return hhmm
  return timeFormat(language).format(Date.UTC(1970, 0, 1, hours % 24, minutes))
}

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}
const VALID_TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/

/** The week table (Monday first), today and open/closed now, all in the venue's time zone. */
export function hoursView(hours: WeeklyHours | null, timeZone: string, language: string, now: Date = new Date()): HoursView {
  const zone = safeTimeZone(timeZone)
  const clock = localClock(zone, now)
  const clean: WeeklyHours = {}
  for (const day of WEEKDAYS) {
    const slots = (hours?.[day] ?? []).filter((s) => s && VALID_TIME.test(s.open) && VALID_TIME.test(s.close))
    if (slots.length) clean[day] = [...slots].sort((a, b) => toMinutes(a.open) - toMinutes(b.open))
  }
  const state = openState(clean, zone, now)
  let zoneName: string | null = null
  let localTime = ''
  try {
    zoneName =
      new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'long' }).formatToParts(now).find((p) => p.type === 'timeZoneName')
        ?.value ?? null
    localTime = timeFormat(language, zone).format(now)
  } catch {
    localTime = `${String(Math.floor(clock.minutes / 60)).padStart(2, '0')}:${String(clock.minutes % 60).padStart(2, '0')}`
  }
  return {
    timezone: zone,
    zoneName,
    localTime,
    today: clock.day,
    known: WEEKDAYS.some((d) => (clean[d]?.length ?? 0) > 0),
    state:
      state.status === 'open'
        ? { status: 'open', closesAt: state.closesAt ? formatClock(state.closesAt, language) : null }
        : state.status === 'closed'
          ? { status: 'closed', opensAt: state.opensAt ? { ...state.opensAt, time: formatClock(state.opensAt.time, language) } : null }
          : { status: 'unknown' },
    days: WEEKDAYS.map((day) => ({
      day,
      isToday: day === clock.day,
      slots: (clean[day] ?? []).map((s) => {
        const allDay = s.open === '00:00' && (s.close === '23:59' || s.close === '24:00' || s.close === '00:00')
        return {
          open: s.open,
          close: s.close,
          openLabel: formatClock(s.open, language),
          closeLabel: formatClock(s.close, language),
          // '22:00'–'05:00' ends the next morning; a close at midnight ('00:00') is the end of this day
          overnight: !allDay && toMinutes(s.close) < toMinutes(s.open) && s.close !== '00:00',
          allDay,
        }
      }),
    })),
  }
}

/** An event's start in the venue's time zone, in the reader's language: 'Sat, 14 Jun, 22:00'. */
export function formatEventStart(ms: number, timeZone: string, language: string): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' }
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: safeTimeZone(timeZone) }).format(ms)
  } catch {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(ms)
  }
}

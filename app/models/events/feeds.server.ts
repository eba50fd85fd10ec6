/**
 * Events as feeds: an .ics file per event, a subscribable .ics feed and RSS/Atom for any filtered
 * list (the /events parameters), and a member's private calendar of the events they attend (a
 * secret URL, revocable). Built with ical-generator and feed; the tests parse them back with
 * ical.js and an XML parser.
 *
 * Times go out as UTC instants: every calendar shows them in its reader's zone, and no VTIMEZONE
 * table is needed. What a feed holds is what its reader may see (visibleEvent): a list feed's
 * reader is whoever fetches it (a calendar app has no session: a visitor), the private feed's
 * is its member.
 */
import { and, asc, eq } from 'drizzle-orm'
import { Feed } from 'feed'
import ical, { ICalEventStatus } from 'ical-generator'
import type { Db } from '~/db/client'
import { eventCalendarFeeds, eventRsvps, events } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { asMember } from '~/models/viewer'
import { APP_NAME } from '~/config'
import { randomToken, sha256Hex } from '~/utils/crypto'
import { visibleEvent } from './visibility.server'
import { feedColumns, notOverYet, type FeedEvent } from './list.server'
import { FEED_SIZE } from './query'

export type { FeedEvent }

type Texts = { t: (key: string, values?: Record<string, unknown>) => string }

const PRODUCT = { company: 'Haven', product: 'Events', language: 'EN' }

function where(event: FeedEvent) {
  if (event.isOnline) return 'Online'
  return [event.locationName, event.address, event.cityName].filter((part, i, all) => part && all.indexOf(part) === i).join(', ')
}

/** An iCalendar of events (one event's file, a list's feed, a member's calendar). */
export function icalendar(list: FeedEvent[], { name, origin, url }: { name: string; origin: string; url: string }) {
  const calendar = ical({ name, prodId: PRODUCT, url, ttl: 60 * 60 })
  for (const e of list) {
    const link = new URL(`/events/${e.id}`, origin).toString()
    calendar.createEvent({
      id: `event-${e.id}@${new URL(origin).hostname}`,
      start: e.startsAt,
      end: e.endsAt ?? new Date(e.startsAt.getTime() + 2 * 60 * 60 * 1000),
      summary: e.title,
      description: [e.description ?? '', link].filter(Boolean).join('\n\n'),
      location: where(e) || null,
      url: link,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      lastModified: e.updatedAt,
      stamp: e.updatedAt,
    })
  }
  return calendar.toString()
}

/** RSS 2.0 or Atom 1.0 of a list's next events. */
export function newsFeed(
  list: FeedEvent[],
  format: 'rss' | 'atom',
  {
    title,
    origin,
    url,
    language,
    texts,
    describeWhen,
  }: { title: string; origin: string; url: string; language: Language; texts: Texts; describeWhen: (e: FeedEvent) => string },
) {
  const feed = new Feed({
    id: url,
    title,
    link: new URL('/events', origin).toString(),
    description: texts.t('events:feeds.description'),
    language,
    updated:
      list.reduce<Date | undefined>((latest, e) => (!latest || e.updatedAt > latest ? e.updatedAt : latest), undefined) ?? new Date(0),
    generator: APP_NAME,
    copyright: APP_NAME,
    feedLinks: format === 'rss' ? { rss: url } : { atom: url },
  })
  for (const e of list) {
    const link = new URL(`/events/${e.id}`, origin).toString()
    const place = where(e)
    feed.addItem({
      id: link,
      guid: link,
      link,
      title: e.cancelled ? texts.t('events:feeds.cancelled', { title: e.title }) : e.title,
      date: e.updatedAt,
      published: e.startsAt,
      description: [describeWhen(e), place ? texts.t('events:feeds.location', { place }) : null, e.description].filter(Boolean).join(' — '),
    })
  }
  return format === 'rss' ? feed.rss2() : feed.atom1()
}

// ------------------------------------------------------------------ the private calendar

/** A new secret for the member's calendar URL (any earlier one stops working). Returns the token. */
export async function renewCalendarFeed(db: Db, userId: string): Promise<string> {
  const token = randomToken()
  const tokenHash = await sha256Hex(token)
  await db
    .insert(eventCalendarFeeds)
    .values({ userId, tokenHash, createdAt: new Date() })
    .onConflictDoUpdate({ target: eventCalendarFeeds.userId, set: { tokenHash, createdAt: new Date() } })
  return token
}

export async function revokeCalendarFeed(db: Db, userId: string) {
  await db.delete(eventCalendarFeeds).where(eq(eventCalendarFeeds.userId, userId))
}

export async function hasCalendarFeed(db: Db, userId: string) {
  const row = await db
    .select({ userId: eventCalendarFeeds.userId })
    .from(eventCalendarFeeds)
    .where(eq(eventCalendarFeeds.userId, userId))
    .get()
  return !!row
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/

/**
 * The events the member behind a calendar token attends (going, not over), as they may see
 * them; null for an unknown or revoked token.
 */
export async function calendarFeedEvents(db: Db, token: string, language: Language, now: Date): Promise<FeedEvent[] | null> {
  if (!TOKEN.test(token)) return null
  const owner = await db
    .select({ userId: eventCalendarFeeds.userId })
    .from(eventCalendarFeeds)
    .where(eq(eventCalendarFeeds.tokenHash, await sha256Hex(token)))
    .get()
  if (!owner) return null
  const rows = await db
    .select(feedColumns(language))
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.eventId))
    .where(
      and(
        eq(eventRsvps.userId, owner.userId),
        eq(eventRsvps.status, 'attending'),
        // judged as any member (a moderator's calendar holds no more than anyone's)
        visibleEvent(asMember(owner.userId)),
        notOverYet(now),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(FEED_SIZE)
  return rows as FeedEvent[]
}

/** One event as a feed row (its .ics file), when the viewer may see it. */
export async function feedEvent(
  db: Db,
  viewer: Parameters<typeof visibleEvent>[0],
  id: number,
  language: Language,
): Promise<FeedEvent | null> {
  const row = await db
    .select(feedColumns(language))
    .from(events)
    .where(and(eq(events.id, id), visibleEvent(viewer)))
    .get()
  return (row as FeedEvent | undefined) ?? null
}

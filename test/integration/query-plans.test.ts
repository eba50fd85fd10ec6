import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { getDb } from '~/db/client'
import { listStaffAudit, parseStaffAuditQuery, staffAuditChoices } from '~/models/admin/audit.server'
import { caseDetail, listCases, queueCounts } from '~/models/moderation/queue.server'
import { parseQueueQuery } from '~/models/moderation/schema'
import {
  accessibilityAttributes,
  accounts,
  cities,
  countries,
  eventAmenities,
  eventServices,
  eventTypes,
  targetGroups,
  venueAmenities,
  venueCategories,
  venues,
} from '~/db/schema'
import { getEventDetail } from '~/models/events/detail.server'
import { eventCalendar, feedEvents, listEvents, parseEventQuery, resolveEventQuery } from '~/models/events/list.server'
import { listAdminEvents, parseAdminEventQuery } from '~/models/events/moderation.server'
import { getCityDetail, getCountryCities, getCountryDetail, parsePlacesQuery, searchPlaces } from '~/models/places/places.server'
import { searchCities } from '~/models/places/city-search.server'
import { getVenueDetail } from '~/models/venues/detail.server'
import { listVenuePoints, loadVenueDirectory, parseVenueQuery } from '~/models/venues/directory.server'
import { listFeed } from '~/models/feed/posts.server'
import { crewFilterChoices, listCrews } from '~/models/crews/list.server'
import {
  DIRECTORY_NAME_SORT_MAX,
  directoryNameMatch,
  listDirectory,
  parseDirectoryQuery,
  resolveDirectoryQuery,
} from '~/models/members/directory.server'
import { parseCrewQuery } from '~/models/crews/list-query'
import { listResources, parseResourceQuery, resolveResourceQuery } from '~/models/resources/list.server'
import { listNews, parseNewsQuery, resolveNewsQuery } from '~/models/news/list.server'
import { listMarketplace, parseMarketplaceQuery, resolveMarketplaceQuery } from '~/models/marketplace/list.server'
import { listAdminListings, listAdminOrders, listAdminReviews, parseAdminMarketQuery } from '~/models/marketplace/admin.server'
import {
  sitemapCrews,
  sitemapFileCounts,
  sitemapPlaces,
  sitemapResources,
  sitemapListings,
  sitemapNewsArticles,
  sitemapResourceTopics,
  sitemapVenues,
} from '~/models/seo/sitemap.server'
import { rebuildSearchIndex } from '~/models/search/search-index.server'
import type { SearchRequest } from '~/models/search/schema'
import { searchSite } from '~/models/search/search.server'
import { VISITOR, type Viewer } from '~/models/viewer'
import { searchUsers, userDetail } from '~/models/admin/users.server'
import { parseUserQuery } from '~/models/admin/users-schema'
import { recordingD1, type RecordedStatement } from './helpers'

/**
 * Query plans as tests (issue 14): every statement the hot pages run — /venues with each filter
 * and order, the map's points, /venues/{id}, /places, /country/{id}, /city/{id} — is recorded on
 * its way to the real local D1 and explained. A full scan of venues, cities or events fails:
 * `SCAN <table>`, or a whole-index `SCAN <table> USING … INDEX` in a statement without a LIMIT
 * (with one, the walk stops after its rows). Each later list (events, feed, crews, marketplace,
 * search) adds its cases here.
 */

const recorded: RecordedStatement[] = []

const db = () => getDb(recordingD1(env.DB, recorded))

const BERLIN = 2950159

beforeAll(async () => {
  const d = getDb(env.DB)
  const names = (en: string) => ({ en })
  await d.insert(countries).values([
    { id: 'de', name: 'Germany', names: names('Germany'), continent: 'EU', timezones: ['Europe/Berlin'] },
    { id: 'us', name: 'United States', names: names('United States'), continent: 'NA', timezones: ['America/New_York'] },
    { id: 'aq', name: 'Antarctica', names: names('Antarctica'), continent: 'AN', timezones: ['UTC'] },
  ])
  await d.insert(cities).values([
    {
      id: BERLIN,
      countryId: 'de',
      name: 'Berlin',
      asciiName: 'Berlin',
      population: 3_426_354,
      latitude: 52.52,
      longitude: 13.41,
      timezone: 'Europe/Berlin',
    },
    {
      id: 5128581,
      countryId: 'us',
      name: 'New York',
      asciiName: 'New York',
      population: 8_175_133,
      latitude: 40.71,
      longitude: -74.0,
      timezone: 'America/New_York',
    },
  ])
  await d.insert(venueCategories).values([
    { slug: 'bar', name: 'Bar' },
    { slug: 'club', name: 'Club' },
  ])
  await d.insert(venueAmenities).values([
    { slug: 'wifi', name: 'Wi-Fi' },
    { slug: 'card-payment', name: 'Card payment' },
  ])
  await d.insert(accessibilityAttributes).values([{ slug: 'step-free-entrance', name: 'Step-free entrance' }])
  await d.insert(targetGroups).values([
    { slug: 'lesbians', name: 'Lesbians' },
    { slug: 'trans-non-binary', name: 'Trans and non-binary' },
  ])
  // one row a statement: D1 binds at most 100 values per statement
  for (let i = 0; i < 30; i++) {
    await d.insert(venues).values({
      slug: `venue-${i}`,
      name: i % 2 ? `Rainbow Bar ${i}` : `Café Lavender ${i}`,
      description: 'A friendly place with drinks and music',
      countryId: i % 3 ? 'de' : 'us',
      cityId: i % 3 ? BERLIN : 5128581,
      categoryId: 1 + (i % 2),
      latitude: 52.5,
      longitude: 13.4,
      timezone: 'Europe/Berlin',
      status: 'published' as const,
      ratingAvg: (i % 5) + 0.5,
    })
  }
  await d.insert(eventTypes).values([{ slug: 'party', name: 'Party' }])
  await d.insert(eventAmenities).values([{ slug: 'quiet-room', name: 'Quiet room' }])
  await d.insert(eventServices).values([{ slug: 'first-aid', name: 'First aid' }])
  // events every 6 hours from 60 days ago to 60 days ahead, in Berlin and New York, some online
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 480)
     INSERT INTO events (slug, title, description, event_type_id, city_id, country_id, is_online, starts_at, ends_at, timezone, local_date, is_free, status)
     SELECT 'event-' || i, CASE WHEN i % 4 = 0 THEN 'Rainbow Party ' ELSE 'Book Club ' END || i, 'Come along',
       CASE WHEN i % 4 = 0 THEN 1 END, CASE WHEN i % 2 = 0 THEN ${BERLIN} ELSE 5128581 END, CASE WHEN i % 2 = 0 THEN 'de' ELSE 'us' END,
       i % 7 = 0, ${Date.now()} + (i - 240) * 21600000, ${Date.now()} + (i - 240) * 21600000 + 7200000, 'UTC',
       date((${Date.now()} + (i - 240) * 21600000) / 1000, 'unixepoch'), i % 3 = 0, 'published' FROM n`,
  ).run()
  // a map area too large to start from (more than AREA_SORT_MAX visible venues): in one statement
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${LARGE_AREA_VENUES})
     INSERT INTO venues (slug, name, country_id, latitude, longitude, timezone, status, rating_avg)
     SELECT 'polar-' || i, 'Polar Station ' || i, 'aq', -80 + (i % 10) * 0.1, (i % 20) - 10, 'UTC', 'published', i % 5 FROM n`,
  ).run()
})

const LARGE_AREA_VENUES = 3001
const LARGE_AREA = '-11,-81,11,-78'
const SMALL_AREA = '13.3,52.45,13.5,52.55'

/**
 * The tables that grow with the site (issue 39): a scan of any of them is a page that slows as
 * it grows. Lookup tables (countries, categories, amenities…) stay small and may be read whole.
 */
const GROWING = [
  'venues',
  'cities',
  'events',
  'profiles',
  'community_posts',
  'post_likes',
  'post_comments',
  'venue_reviews',
  'venue_check_ins',
  'conversations',
  'conversation_participants',
  'messages',
  'marketplace_listings',
  'listing_reviews',
  'orders',
  'event_rsvps',
  'notifications',
  'friendships',
  'friend_requests',
  'favorites',
  'community_groups',
  'group_members',
  'resources',
  'news_articles',
  'blocks',
  'reports',
]

/** A recorded statement's plan (EXPLAIN QUERY PLAN): its lines with their parents. */
async function planOf({ sql, params }: RecordedStatement) {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ id: number; parent: number; detail: string }>()
  return results
}

/**
 * The plan's lines that read a whole growing table (GROWING): a table scan; a whole
 * index scanned without a LIMIT to stop it; or an index searched by status alone (every
 * published venue) without a LIMIT, or sorted in a temporary B-tree before the LIMIT applies
 * (the order's own index is missing).
 */
async function fullScans({ sql, params }: RecordedStatement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ id: number; parent: number; detail: string }>()
  const limited = /\blimit\b/i.test(sql)
  // a walk of the primary key that stops at its LIMIT (NOT INDEXED, decision 041), or a count
  // that stops at '1,000+' (cappedCount): bounded by design
  const walksByKey = /\bNOT INDEXED\b/.test(sql) || /^select \(SELECT count\(\*\) FROM \(SELECT 1 FROM/i.test(sql)
  // a sort applies to the rows of the loops beside it (same parent), not to a subquery's
  const sortedUnder = new Set(results.filter((r) => r.detail.startsWith('USE TEMP B-TREE FOR ORDER BY')).map((r) => r.parent))
  return results
    .filter(({ detail, parent }) => {
      const scan = new RegExp(`^SCAN (${GROWING.join('|')})\\b(.*)$`).exec(detail)
      if (scan) return (!/USING (COVERING )?INDEX/.test(scan[2]!) && !walksByKey) || !limited
      const byStatusOnly = /^SEARCH (venues|events) USING (COVERING )?INDEX \S+ \(status=\?\)$/.test(detail)
      return byStatusOnly && (!limited || sortedUnder.has(parent))
    })
    .map((r) => r.detail)
}

/**
 * The indexes of venues a statement's plan searches: where a list's walk starts. The stale open
 * windows are read by their own index, not as a list (decision 016), and are left out.
 */
async function venueIndexesSearched({ sql, params }: RecordedStatement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>()
  return results.flatMap(({ detail }) => {
    const index = /^SEARCH venues USING (?:COVERING )?INDEX (\S+)/.exec(detail)?.[1]
    return index && index !== 'venues_open_until_idx' ? [index] : []
  })
}

/** Runs one page's reads and checks the plan of each statement. */
async function expectNoFullScan(label: string, run: () => Promise<unknown>) {
  recorded.length = 0
  await run()
  expect(recorded.length, `${label} ran no statement`).toBeGreaterThan(0)
  const offending: string[] = []
  for (const statement of recorded) {
    for (const line of await fullScans(statement)) offending.push(`${line}\n    in: ${statement.sql.slice(0, 300)}`)
  }
  expect(offending, `${label}: full scans`).toEqual([])
}

const VENUE_LISTS = [
  '/venues',
  '/venues?page=20',
  '/venues?q=bar',
  '/venues?q=berlin',
  '/venues?q=rainbow&sort=name',
  '/venues?q=ra',
  '/venues?q=%E6%9D%B1%E4%BA%AC',
  '/venues?country=de',
  `/venues?city=${BERLIN}`,
  '/venues?category=bar&safe=1&rainbow=1',
  '/venues?open=1',
  '/venues?category=club&open=1',
  '/venues?amenity=wifi&access=step-free-entrance',
  '/venues?group=lesbians&group=trans-non-binary',
  '/venues?minRating=4.5&sort=newest',
  '/venues?sort=checkins',
  '/venues?sort=name',
  '/venues?sort=newest',
  '/venues?country=us&sort=checkins',
  '/venues?bbox=-10,35,30,60',
  `/venues?bbox=${LARGE_AREA}&sort=name`,
  `/venues?bbox=${LARGE_AREA}&category=bar`,
  '/venues?q=a&country=de&category=bar&rainbow=1&amenity=card-payment&open=1&minRating=3&sort=name',
]

describe('the hot queries read by index, never a whole table of venues, cities or events', () => {
  for (const path of VENUE_LISTS) {
    it(`${path}`, async () => {
      await expectNoFullScan(path, () => loadVenueDirectory(db(), parseVenueQuery(new URL(path, 'http://x')), 'en'))
    })
  }

  // SQLite has no statistics to tell a place from a category: both are an equality on an
  // index's first column; a place is the narrower (a country's bars, not all bars)
  it('a list with a place walks the place’s index, in any order; a category, link or flag is only tested', async () => {
    for (const path of [
      '/venues?q=a&country=de&category=bar&rainbow=1&amenity=card-payment&open=1&minRating=3&sort=name',
      '/venues?country=de&category=bar',
      `/venues?city=${BERLIN}&category=club&open=1`,
      '/venues?country=us&category=bar&minRating=3',
      `/venues?city=${BERLIN}&open=1`,
      `/venues?city=${BERLIN}&sort=name`,
      '/venues?country=de&sort=newest',
      '/venues?country=us&sort=checkins',
    ]) {
      recorded.length = 0
      await loadVenueDirectory(db(), parseVenueQuery(new URL(path, 'http://x')), 'en')
      const starts: string[] = []
      for (const statement of recorded) starts.push(...(await venueIndexesSearched(statement)))
      expect(starts.length, path).toBeGreaterThan(0)
      expect(
        starts.filter((index) => !/^venues_(country|city)_/.test(index)),
        path,
      ).toEqual([])
    }
  })

  // the area's probe counts from the area index; a small area starts every list's walk there (an
  // empty one walked the rating index to its end: every venue's row), a large one walks the order's
  const areaLists = (area: string) =>
    [
      '',
      '&sort=name',
      '&sort=newest',
      '&sort=checkins',
      '&category=bar&rainbow=1&minRating=3',
      '&amenity=wifi',
      '&open=1',
      '&country=aq',
    ].map((filters) => `/venues?bbox=${area}${filters}`)
  it('a list in a small map area walks the area’s index, in any order; a large area walks the order’s', async () => {
    for (const [area, fromArea] of [
      [SMALL_AREA, true],
      ['170,40,-170,41', true],
      [LARGE_AREA, false],
    ] as const) {
      for (const path of areaLists(area)) {
        for (const run of [
          () => loadVenueDirectory(db(), parseVenueQuery(new URL(path, 'http://x')), 'en'),
          () => listVenuePoints(db(), parseVenueQuery(new URL(path, 'http://x'))),
        ]) {
          recorded.length = 0
          await run()
          const probeStarts: string[] = []
          const listStarts: string[] = []
          for (const statement of recorded) {
            const { sql } = statement
            const probe = /INDEXED BY venues_area_idx/.test(sql)
            ;(probe ? probeStarts : listStarts).push(...(await venueIndexesSearched(statement)))
            // a list the area alone filters counts nothing: its total is the probe's
            if (/\bcount\(\*\)/.test(sql) && !probe) expect(path, 'a count of the area alone').not.toMatch(/^\/venues\?bbox=[^&]+$/)
          }
          // the probe reads the area index alone; a small area's lists start there, a large one's never
          expect(probeStarts, path).toEqual(['venues_area_idx'])
          if (fromArea) expect(new Set(listStarts), path).toEqual(new Set(['venues_area_idx']))
          else expect(listStarts, path).not.toContain('venues_area_idx')
        }
      }
    }
  })

  it('counts a large map area alone as 1,000+ from its probe, a small one exactly', async () => {
    const total = async (area: string) => {
      const { result } = await loadVenueDirectory(db(), parseVenueQuery(new URL(`/venues?bbox=${area}`, 'http://x')), 'en')
      return [result.total, result.totalCapped]
    }
    expect(await total(LARGE_AREA)).toEqual([1000, true])
    expect(await total(SMALL_AREA)).toEqual([30, false])
    expect(await total('170,40,-170,41')).toEqual([0, false])
  })

  for (const path of [
    '/venues',
    '/venues?open=1',
    '/venues?q=bar',
    '/venues?category=bar&bbox=-10,35,30,60',
    `/venues?bbox=${LARGE_AREA}`,
  ]) {
    it(`map points ${path}`, async () => {
      await expectNoFullScan(`points ${path}`, () => listVenuePoints(db(), parseVenueQuery(new URL(path, 'http://x'))))
    })
  }

  it('/venues/{id}', async () => {
    await expectNoFullScan('/venues/1', () => getVenueDetail(db(), 1, { language: 'en', viewer: VISITOR }))
  })

  for (const path of [
    '/places',
    '/places?q=ber',
    '/places?q=be',
    '/places?q=m%C3%BCnchen',
    '/places?continent=EU',
    '/places?minPop=100000&maxPop=500000',
    '/places?sort=name-asc&page=40',
    '/places?sort=name-desc&continent=EU&minPop=50000',
    '/places?near=52.52,13.40',
  ]) {
    it(path, async () => {
      await expectNoFullScan(path, () => searchPlaces(db(), parsePlacesQuery(new URL(path, 'http://x')), 'en'))
    })
  }

  it('the city picker (/resources/cities)', async () => {
    await expectNoFullScan('cities', () => searchCities(db(), 'berl', 'en'))
  })

  it('/country/{id} and its cities', async () => {
    await expectNoFullScan('/country/de', () => getCountryDetail(db(), 'de', 'en', VISITOR))
    await expectNoFullScan('/country/de/cities', () =>
      getCountryCities(db(), 'de', 'en', { region: undefined, sort: 'population', page: 1 }),
    )
  })

  it('/city/{id}', async () => {
    await expectNoFullScan('/city', () => getCityDetail(db(), BERLIN, 'en', VISITOR))
  })
})

const today = new Date().toISOString().slice(0, 10)
const EVENT_LISTS = [
  '/events',
  '/events?when=past',
  '/events?page=10',
  '/events?q=party',
  '/events?q=book&when=past',
  `/events?city=${BERLIN}`,
  '/events?country=us&when=past',
  '/events?type=party',
  `/events?from=${today}&to=${today}`,
  '/events?price=free&mode=online',
  '/events?amenity=quiet-room&service=first-aid&access=step-free-entrance',
  '/events?crew=some-crew',
  '/events?view=calendar',
  `/events?view=calendar&city=${BERLIN}&type=party`,
]
// a member's lists test crews and blocks as well as a visitor's
const MEMBER: Viewer = { id: 'member-1', roles: [] }

describe('the event lists read by index, never the whole table of events', () => {
  for (const viewer of [VISITOR, MEMBER]) {
    for (const path of EVENT_LISTS) {
      it(`${path} (${viewer ? 'member' : 'visitor'})`, async () => {
        await expectNoFullScan(path, async () => {
          const { resolved } = await resolveEventQuery(db(), viewer, parseEventQuery(new URL(path, 'http://x')), 'en')
          const now = new Date()
          if (resolved.query.view === 'calendar') await eventCalendar(db(), viewer, resolved, now)
          else await listEvents(db(), viewer, resolved, 'en', now)
          await feedEvents(db(), viewer, resolved, 'en', now, 100)
        })
      })
    }
  }

  // the month's days and totals are counted on the index alone (it holds what visibleEvent reads);
  // read row by row, 8 000 events of a month at scale took 96 ms of SQLite for 90 rows
  for (const viewer of [VISITOR, MEMBER]) {
    it(`the calendar counts its month on events_local_date_idx alone (${viewer ? 'member' : 'visitor'})`, async () => {
      recorded.length = 0
      const { resolved } = await resolveEventQuery(db(), viewer, parseEventQuery(new URL('/events?view=calendar', 'http://x')), 'en')
      await eventCalendar(db(), viewer, resolved, new Date())
      const [statement] = recorded.filter((r) => /INDEXED BY events_local_date_idx/.test(r.sql))
      expect(statement, 'the calendar statement').toBeTruthy()
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${statement!.sql}`)
        .bind(...statement!.params)
        .all<{ detail: string }>()
      const monthReads = results.map((r) => r.detail).filter((d) => /^SEARCH events USING .*events_local_date_idx \(local_date>/.test(d))
      expect(monthReads).toEqual(['SEARCH events USING COVERING INDEX events_local_date_idx (local_date>? AND local_date<?)'])
    })
  }

  // lists with and without a filter of their own (eventsAsListed names the start's index for the second)
  const listEventsRecorded = async (viewer: Viewer, path: string) => {
    recorded.length = 0
    const { resolved } = await resolveEventQuery(db(), viewer, parseEventQuery(new URL(path, 'http://x')), 'en')
    await listEvents(db(), viewer, resolved, 'en', new Date())
    return [...recorded]
  }
  const EVENT_LISTS_BY_ORDER = [
    '/events',
    '/events?when=past',
    '/events?amenity=quiet-room',
    '/events?price=free&mode=offline',
    '/events?type=party&country=de',
    `/events?city=${BERLIN}&price=free`,
  ]
  // a list's count to '1,000+' walks its index alone (LISTED_BY_INDEX, migration 0036): reading
  // each walked event's row cost 26–36 ms of SQLite for a filter few events match
  for (const viewer of [VISITOR, MEMBER]) {
    for (const path of EVENT_LISTS_BY_ORDER) {
      it(`${path} counts on a covering index (${viewer ? 'member' : 'visitor'})`, async () => {
        const [count] = (await listEventsRecorded(viewer, path)).filter((r) =>
          /^select \(SELECT count\(\*\) FROM \(SELECT 1 FROM "events"/i.test(r.sql),
        )
        expect(count, 'the count statement').toBeTruthy()
        const walks = (await planOf(count!)).map((r) => r.detail).filter((d) => /^(SEARCH|SCAN) events\b/.test(d))
        expect(walks.length, walks.join('; ')).toBeGreaterThan(0)
        for (const walk of walks)
          expect(walk).toMatch(/^SEARCH events USING COVERING INDEX events_(starts_ends|(type|country|city)_starts)_idx /)
      })
    }
  }

  // a page walks an index in the list's order and stops at its 20 events: an index led by the
  // status gives two ranges (published, cancelled) to merge by sorting every upcoming match
  for (const viewer of [VISITOR, MEMBER]) {
    for (const path of EVENT_LISTS_BY_ORDER) {
      it(`${path}: its page is read in order, never sorted (${viewer ? 'member' : 'visitor'})`, async () => {
        const [page] = (await listEventsRecorded(viewer, path)).filter((r) =>
          /from "events"( INDEXED BY \w+)? where .* order by "events"."starts_at" (asc|desc), "events"."id" (asc|desc) limit \?/is.test(
            r.sql,
          ),
        )
        expect(page, 'the page statement').toBeTruthy()
        const lines = (await planOf(page!)).filter((r) => r.parent === 0).map((r) => r.detail)
        expect(lines, lines.join('; ')).not.toContain('USE TEMP B-TREE FOR ORDER BY')
      })
    }
  }

  // the list's feeds (iCalendar, RSS, Atom) read its next events as its page does
  for (const viewer of [VISITOR, MEMBER]) {
    for (const path of EVENT_LISTS_BY_ORDER.filter((p) => !p.includes('when=past'))) {
      it(`${path}: its feed is read in order, never sorted (${viewer ? 'member' : 'visitor'})`, async () => {
        recorded.length = 0
        const { resolved } = await resolveEventQuery(db(), viewer, parseEventQuery(new URL(path, 'http://x')), 'en')
        await feedEvents(db(), viewer, resolved, 'en', new Date(), 100)
        const [feed] = recorded.filter((r) => /order by "events"."starts_at" asc, "events"."id" asc limit \?$/is.test(r.sql))
        expect(feed, 'the feed statement').toBeTruthy()
        const lines = (await planOf(feed!)).filter((r) => r.parent === 0).map((r) => r.detail)
        expect(lines, lines.join('; ')).not.toContain('USE TEMP B-TREE FOR ORDER BY')
      })
    }
  }

  it('/events/{id}', async () => {
    await expectNoFullScan('/events/1', () => getEventDetail(db(), MEMBER, 1, 'en'))
  })
})

// the back office: staff see every event (visibleEvent with drafts), each state from its own index
const ADMIN_EVENT_LISTS = [
  '/admin/events',
  '/admin/events?state=past&page=5',
  '/admin/events?state=hidden',
  '/admin/events?state=cancelled',
  '/admin/events?state=draft',
  '/admin/events?state=featured',
  '/admin/events?q=party',
  '/admin/events?q=book&state=hidden',
  '/admin/events?event=1',
]
const MODERATOR: Viewer = { id: 'moderator-1', roles: ['moderator'] }

describe('the back office’s event list reads by index', () => {
  for (const path of ADMIN_EVENT_LISTS) {
    it(path, async () => {
      await expectNoFullScan(path, () => listAdminEvents(db(), MODERATOR, parseAdminEventQuery(new URL(path, 'http://x')), 'en'))
    })
  }
})

/**
 * The feed (issue 39): a page of posts walks an index in the page's order and stops at the page, or
 * drives from the viewer's friends, crews or one crew; never the OR of the visibility rule answered
 * through the author and visibility indexes and every reached post sorted (0.6–2 s at 100 000
 * posts), and never a walk of every post of one visibility class.
 */
async function postPlanFaults({ sql, params }: RecordedStatement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ id: number; parent: number; detail: string }>()
  const underOr = (row: { parent: number }) => {
    const branch = results.find((r) => r.id === row.parent)
    return !!branch && results.some((r) => r.id === branch.parent && r.detail === 'MULTI-INDEX OR')
  }
  return results
    .filter(
      (row) =>
        // a walk of the posts in another order than the page's
        (/^SCAN community_posts\b/.test(row.detail) && !/USING (COVERING )?INDEX community_posts_created_idx\b/.test(row.detail)) ||
        // every post of one visibility class
        /^SEARCH community_posts USING (COVERING )?INDEX community_posts_visibility_created_idx\b/.test(row.detail) ||
        // the visibility rule's OR answered through indexes, every reached post then sorted
        (/^SEARCH community_posts USING/.test(row.detail) && underOr(row)) ||
        // a tab's posts read row by row to be sorted (tested against the rule before the sort,
        // 30–50 ms for 300 friends' posts): only the index's own columns may be sorted, the rows
        // then read are a window of them (TAB_WINDOW) or the page's, by key
        (/^SEARCH community_posts USING INDEX (?!sqlite_autoindex_community_posts_1 \(id=\?\))/.test(row.detail) &&
          results.some((r) => r.parent === row.parent && r.detail === 'USE TEMP B-TREE FOR ORDER BY')),
    )
    .map((r) => r.detail)
}

async function expectFeedByIndex(label: string, run: () => Promise<unknown>) {
  recorded.length = 0
  await run()
  const statements = recorded.filter((s) => /\bfrom "community_posts"/i.test(s.sql))
  expect(statements.length, `${label} read no posts`).toBeGreaterThan(0)
  const offending: string[] = []
  for (const statement of statements) {
    for (const line of await postPlanFaults(statement)) offending.push(`${line}\n    in: ${statement.sql.slice(0, 300)}`)
  }
  expect(offending, `${label}: posts read by the visibility rule's OR or a whole visibility class`).toEqual([])
}

describe('the feed reads a page by index', () => {
  const CREW = 'crew-plan-1'
  for (const viewer of [VISITOR, MEMBER, MODERATOR]) {
    const who = !viewer ? 'visitor' : viewer.roles.length ? 'moderator' : 'member'
    for (const tab of ['everyone', 'friends', 'crews'] as const) {
      if (!viewer && tab !== 'everyone') continue
      it(`/feed?tab=${tab} (${who})`, async () => {
        await expectFeedByIndex(`/feed?tab=${tab}`, () => listFeed(db(), viewer, { tab }))
      })
    }
    it(`a crew page's posts (${who})`, async () => {
      await expectFeedByIndex('crew posts', () => listFeed(db(), viewer, { tab: 'everyone', crewId: CREW }))
    })
  }
})

/**
 * The sitemaps (issue 39): a venue, resource or crew file is one walk of the primary key over its id range,
 * the index finds each table's last visible id walking back from the newest, and the places file
 * reads the cities with venues from their partial index; nothing is sorted in a temporary table and
 * no status index is read whole.
 */
describe('the sitemaps read by primary key and partial index', () => {
  const runs = {
    'the index': () => sitemapFileCounts(db()),
    'venues-1.xml': () => sitemapVenues(db(), 1),
    'resources-1.xml': () => sitemapResources(db(), 1),
    'resources.xml (topics)': () => sitemapResourceTopics(db()),
    'places.xml': () => sitemapPlaces(db()),
    'crews-1.xml': () => sitemapCrews(db(), 1),
    'crews-5.xml': () => sitemapCrews(db(), 5),
    'crews-16.xml': () => sitemapCrews(db(), 16),
    'marketplace.xml': () => sitemapListings(db()),
  }
  for (const [label, run] of Object.entries(runs)) {
    it(label, async () => {
      recorded.length = 0
      await run()
      expect(recorded.length).toBeGreaterThan(0)
      const faults: string[] = []
      for (const { sql, params } of recorded) {
        // the refresh of an empty summary (here: no resources) is the cron's query, not the file's
        if (/^(insert into|delete from) "resource_facets"/i.test(sql)) continue
        const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...params)
          .all<{ detail: string }>()
        for (const { detail } of results) {
          const fault =
            detail.startsWith('USE TEMP B-TREE') ||
            /^SEARCH (venues|resources) USING (?!INTEGER PRIMARY KEY)/.test(detail) ||
            /^(SCAN|SEARCH) community_groups\b(?! USING INDEX sqlite_autoindex_community_groups_1 \(id[<>])/.test(detail) ||
            (/^SCAN (venues|resources)\b/.test(detail) && !/\blimit\b/i.test(sql)) ||
            (/^SCAN cities\b/.test(detail) && !detail.includes('cities_with_venues_idx'))
          if (fault) faults.push(`${detail}\n    in: ${sql.slice(0, 200)}`)
        }
      }
      expect(faults, `${label}: sorted, or read by a whole index or table`).toEqual([])
    })
  }
})

/**
 * /ressources (issue 39): the filters' counts come from resource_facets, not five GROUP BYs over every
 * resource, and a page walks resources_list_order_idx in the list's order instead of sorting every
 * visible resource.
 */
describe('the resources list reads its counts from their summary and a page by its order index', () => {
  for (const path of ['/ressources', '/ressources?page=3', '/ressources?country=de', '/ressources?category=hotline']) {
    it(path, async () => {
      recorded.length = 0
      const resolved = await resolveResourceQuery(db(), VISITOR, parseResourceQuery(new URL(path, 'http://x')), 'en')
      await listResources(db(), VISITOR, resolved, 'en')
      const faults: string[] = []
      for (const { sql, params } of recorded) {
        // the refresh of an empty summary (a new database) is the cron's query, not the page's
        if (/^insert into "resource_facets"/i.test(sql)) continue
        const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...params)
          .all<{ detail: string }>()
        for (const { detail } of results) {
          if (/^(SCAN|SEARCH) resources\b/.test(detail) && /GROUP BY/i.test(sql)) faults.push(`grouped: ${detail}`)
          if (detail === 'USE TEMP B-TREE FOR ORDER BY' && /from "resources"/i.test(sql)) faults.push(`sorted: ${sql.slice(0, 200)}`)
        }
      }
      expect(faults).toEqual([])
    })
  }
})

/** /groups (issue 39): a page walks its order's index and stops; the total is counted to '1,000+' only. */
describe('the crews list walks its order’s index', () => {
  for (const viewer of [VISITOR, MEMBER]) {
    for (const path of ['/groups', '/groups?sort=newest', '/groups?sort=name&page=3', '/groups?size=small']) {
      it(`${path} (${viewer ? 'member' : 'visitor'})`, async () => {
        recorded.length = 0
        await listCrews(db(), viewer, parseCrewQuery(new URL(path, 'http://x')), 'en')
        const sorted: string[] = []
        for (const { sql, params } of recorded) {
          const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
            .bind(...params)
            .all<{ detail: string }>()
          if (results.some((r) => r.detail === 'USE TEMP B-TREE FOR ORDER BY')) sorted.push(sql.slice(0, 200))
          if (/^select \(SELECT count\(\*\)/i.test(sql)) expect(sql).toMatch(/LIMIT \?\)\)/i)
        }
        expect(sorted, 'sorted every matching crew').toEqual([])
      })
    }
  }

  // the filters' places: every crew grouped by place on its place's index alone (migration 0036)
  for (const viewer of [VISITOR, MEMBER]) {
    it(`the places offered group the crews on a covering index (${viewer ? 'member' : 'visitor'})`, async () => {
      recorded.length = 0
      await crewFilterChoices(db(), viewer, 'en')
      expect(recorded).toHaveLength(2)
      for (const statement of recorded) {
        const walks = (await planOf(statement)).map((r) => r.detail).filter((d) => /^(SEARCH|SCAN) community_groups\b/.test(d))
        expect(walks).toEqual([expect.stringMatching(/^SEARCH community_groups USING COVERING INDEX community_groups_(city|country)_idx /)])
      }
    })
  }
})

/**
 * /users (issue 39, decision 042): a page walks the order's index (profiles_directory_order_idx, or
 * profiles_city_directory_idx in a city) and stops at the page; only a name's few hits, read by
 * primary key, or the range of a name's start, are sorted; the total is counted to '1,000+' only;
 * the cities offered come from directory_cities, never a GROUP BY over the profiles.
 */
async function directoryPlanFaults({ sql, params }: RecordedStatement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ id: number; parent: number; detail: string }>()
  const readsProfiles = /\bfrom "profiles"/i.test(sql)
  const bounded = results.some((r) =>
    /^SEARCH profiles USING (INDEX sqlite_autoindex_profiles_1 \(user_id=\?\)|(COVERING )?INDEX profiles_display_name_idx \(display_name>\? AND display_name<\?\))/.test(
      r.detail,
    ),
  )
  const faults: string[] = []
  for (const { detail } of results) {
    if (/^SCAN profiles\b/.test(detail) && !/\blimit\b/i.test(sql)) faults.push(`walked whole: ${detail}`)
    if (
      /^SCAN profiles\b/.test(detail) &&
      /\border by\b/i.test(sql) &&
      !/USING (COVERING )?INDEX profiles_directory_order_idx\b/.test(detail)
    )
      faults.push(`not in the order's index: ${detail}`)
    if (/^(SCAN|SEARCH) profiles\b/.test(detail) && /\bgroup by\b/i.test(sql)) faults.push(`grouped: ${detail}`)
    if (detail === 'USE TEMP B-TREE FOR ORDER BY' && readsProfiles && !bounded) faults.push('sorted every listed profile')
  }
  if (/^select \(SELECT count\(\*\) FROM \(/i.test(sql)) expect(sql).toMatch(/LIMIT \?\)\)/i)
  return faults.map((f) => `${f}\n    in: ${sql.slice(0, 300)}`)
}

describe('the member directory walks its order’s index', () => {
  const paths = [
    '/users',
    '/users?page=3',
    `/users?city=${BERLIN}`,
    '/users?mode=dating&interest=music',
    '/users?q=ezra',
    `/users?q=ezra&city=${BERLIN}`,
    '/users?q=%21%21',
  ]
  for (const viewer of [VISITOR, MEMBER]) {
    const who = viewer ? 'member' : 'visitor'
    for (const path of paths) {
      it(`${path} (${who})`, async () => {
        const query = parseDirectoryQuery(new URL(path, 'http://x'))
        recorded.length = 0
        const resolved = await resolveDirectoryQuery(db(), viewer, query, 'en')
        // the chosen city kept (no member shows it here): the plan of a list within a city
        await listDirectory(db(), viewer, { ...resolved, query: { ...resolved.query, city: query.city } }, 'en')
        const faults: string[] = []
        // the refresh of an empty summary (here: no member shows a city) is the cron's query, not the page's
        for (const statement of recorded.filter((s) => !/^insert into "directory_cities"/i.test(s.sql)))
          faults.push(...(await directoryPlanFaults(statement)))
        expect(faults).toEqual([])
      })
    }
    it(`a common name, many hits (${who})`, async () => {
      recorded.length = 0
      const query = parseDirectoryQuery(new URL('/users?q=e', 'http://x'))
      const name = { q: 'e', match: directoryNameMatch('e'), hits: DIRECTORY_NAME_SORT_MAX + 1 }
      await listDirectory(db(), viewer, { query, name }, 'en')
      const faults: string[] = []
      for (const statement of recorded) faults.push(...(await directoryPlanFaults(statement)))
      expect(faults).toEqual([])
      // the page walks the order's index; the hits are only tested
      const page = recorded.find((s) => /order by/i.test(s.sql))!
      const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${page.sql}`)
        .bind(...page.params)
        .all<{ detail: string }>()
      expect(results.map((r) => r.detail)).toContain('SCAN profiles USING INDEX profiles_directory_order_idx')
    })
  }
})

/**
 * The site search (issue 38): the index proposes candidates and each type's rows are then read by
 * their keys, the candidates' ids driving (a CROSS JOIN from json_each). With `id IN (ids)` in the
 * WHERE, SQLite chose the visibility rule's own index (venues by status) and tested every published
 * venue against the ids: 30 ms for 9 hits at scale. Nothing but the ids and the index is scanned.
 */
describe('the site search reads its hits by key', () => {
  beforeAll(async () => {
    await rebuildSearchIndex(getDb(env.DB))
  })
  const requests: SearchRequest[] = [
    { query: 'rainbow' },
    { query: 'berlin', hitsPerPage: 20 },
    { query: 'ra', suggestionsOnly: true },
    { query: 'club', filters: { types: ['event'] } },
    { query: 'rainbw party' },
  ]
  for (const viewer of [VISITOR, MEMBER]) {
    for (const request of requests) {
      it(`${JSON.stringify(request)} (${viewer ? 'member' : 'visitor'})`, async () => {
        recorded.length = 0
        const answer = await searchSite(db(), viewer, request)
        expect(answer.suggestions.length + answer.hits.length, 'found nothing to read').toBeGreaterThan(0)
        const faults: string[] = []
        for (const { sql, params } of recorded) {
          const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
            .bind(...params)
            .all<{ detail: string }>()
          for (const { detail } of results) {
            const scan = /^SCAN (\S+)/.exec(detail)?.[1]
            const byKey = /^SEARCH \S+ USING (INTEGER PRIMARY KEY|(COVERING )?INDEX sqlite_autoindex_\S+|PRIMARY KEY)\b/.test(detail)
            const other = /^SEARCH (\S+)/.exec(detail)?.[1]
            if (
              (scan && !/^(json_each|wanted|search_index|search_cjk|titled|CONSTANT)$/.test(scan) && !scan.startsWith('(subquery')) ||
              detail.startsWith('USE TEMP B-TREE')
            )
              faults.push(`${detail}\n    in: ${sql.slice(0, 200)}`)
            else if (other && !byKey && !/^(search_typo_keys|search_entries|user_blocks|crew_members|community_group_members)$/.test(other))
              faults.push(`${detail}\n    in: ${sql.slice(0, 200)}`)
          }
        }
        expect(faults, 'read by an index other than a key, or scanned').toEqual([])
      })
    }
  }
})

/**
 * Beside each list's own checks above: no page added since the venues (the feed, a crew's posts,
 * the crews, resources and directory lists, the sitemaps, the search) scans a growing table whole.
 */
describe('no later page scans a growing table', () => {
  const pages: [string, () => Promise<unknown>][] = [
    ['/feed (member)', () => listFeed(db(), MEMBER, { tab: 'everyone' })],
    ['/feed?tab=friends (member)', () => listFeed(db(), MEMBER, { tab: 'friends' })],
    ['/feed?tab=crews (member)', () => listFeed(db(), MEMBER, { tab: 'crews' })],
    ['a crew’s posts (visitor)', () => listFeed(db(), VISITOR, { tab: 'everyone', crewId: 'crew-plan-1' })],
    ['/groups (member)', () => listCrews(db(), MEMBER, parseCrewQuery(new URL('/groups?sort=name&page=2', 'http://x')), 'en')],
    ['/groups?q=hikers+ber (visitor)', () => listCrews(db(), VISITOR, parseCrewQuery(new URL('/groups?q=hikers+ber', 'http://x')), 'en')],
    ...['/news', '/news?category=community&page=2', '/news?language=de&country=de'].map((path): [string, () => Promise<unknown>] => [
      `${path} (visitor)`,
      async () => listNews(db(), VISITOR, (await resolveNewsQuery(db(), VISITOR, parseNewsQuery(new URL(path, 'http://x')), 'en')).query),
    ]),
    [
      '/ressources (visitor)',
      async () =>
        listResources(
          db(),
          VISITOR,
          await resolveResourceQuery(db(), VISITOR, parseResourceQuery(new URL('/ressources?page=2', 'http://x')), 'en'),
          'en',
        ),
    ],
    [
      '/users?q=ezra (member)',
      async () =>
        listDirectory(
          db(),
          MEMBER,
          await resolveDirectoryQuery(db(), MEMBER, parseDirectoryQuery(new URL('/users?q=ezra', 'http://x')), 'en'),
          'en',
        ),
    ],
    ['sitemap index', () => sitemapFileCounts(db())],
    ['venues-1.xml', () => sitemapVenues(db(), 1)],
    ['news.xml', () => sitemapNewsArticles(db())],
    ['search "rainbow" (member)', () => searchSite(db(), MEMBER, { query: 'rainbow' })],
  ]
  for (const [label, run] of pages) {
    it(label, async () => {
      await expectNoFullScan(label, run)
    })
  }
})

/**
 * /marketplace (issue 40): each order walks its own index, what can be bought first
 * (marketplace_listings_order_*_idx over the generated columns buyable and price_now, migration
 * 0040), and stops at the page; the total is counted to '1,000+' only. Filters narrow the walk.
 */
describe('the market list walks its order’s index', () => {
  for (const viewer of [VISITOR, MEMBER]) {
    for (const path of [
      '/marketplace',
      '/marketplace?sort=newest&page=3',
      '/marketplace?sort=price-asc',
      '/marketplace?sort=price-desc',
      '/marketplace?sort=rating',
      '/marketplace?stock=1&sort=price-asc',
    ]) {
      it(`${path} (${viewer ? 'member' : 'visitor'})`, async () => {
        const d = db()
        const resolved = await resolveMarketplaceQuery(d, parseMarketplaceQuery(new URL(path, 'http://x')))
        recorded.length = 0
        await listMarketplace(d, viewer, resolved)
        const sorted: string[] = []
        for (const statement of recorded) {
          const plan = (await planOf(statement)).map((r) => r.detail)
          if (plan.includes('USE TEMP B-TREE FOR ORDER BY')) sorted.push(`${plan.join(' | ')}\n    in: ${statement.sql.slice(0, 200)}`)
          if (/^select \(SELECT count\(\*\)/i.test(statement.sql)) expect(statement.sql).toMatch(/LIMIT \?\)\)/i)
        }
        expect(sorted, 'sorted every visible item').toEqual([])
      })
    }
  }
})

/**
 * /admin/marketplace (issue 40): each tab walks an index in its order and stops at the page (items
 * by their id, a state by (status, id); orders and reviews by when, a state or 'hidden' by its own
 * index); the total is counted to '1,000+' only. Words filter the walk (staff's lists are short
 * enough to read through; no LIKE can use an index).
 */
describe('the market’s back office reads each tab by index', () => {
  const LISTS = {
    products: listAdminListings,
    orders: listAdminOrders,
    reviews: listAdminReviews,
  } as const
  for (const path of [
    '/admin/marketplace',
    '/admin/marketplace?status=active&page=3',
    '/admin/marketplace?q=tee',
    '/admin/marketplace?q=tee&status=draft',
    '/admin/marketplace?tab=orders',
    '/admin/marketplace?tab=orders&status=paid&page=2',
    '/admin/marketplace?tab=orders&q=alex',
    '/admin/marketplace?tab=reviews',
    '/admin/marketplace?tab=reviews&status=hidden',
    '/admin/marketplace?tab=reviews&q=love',
  ]) {
    it(path, async () => {
      const query = parseAdminMarketQuery(new URL(path, 'http://x'))
      await expectNoFullScan(path, () => LISTS[query.tab](db(), query))
      const sorted: string[] = []
      for (const statement of recorded) {
        const plan = (await planOf(statement)).map((r) => r.detail)
        if (plan.some((line) => line.startsWith('USE TEMP B-TREE FOR')))
          sorted.push(`${plan.join(' | ')}\n    in: ${statement.sql.slice(0, 200)}`)
      }
      expect(sorted, 'sorted every row of the tab').toEqual([])
    })
  }
})

/**
 * The staff audit log (issue 41): each filter of /admin/audit is answered by the index made for
 * it, walked in the page's order (newest first, never a sort of the log), and the cursor is a
 * range on that walk; the filters' choices are skip scans of the indexes' first columns.
 */
describe('the staff audit log reads each filter by its index, in order', () => {
  const CASES: [string, string][] = [
    ['/admin/audit', 'staff_audit_log_created_idx'],
    ['/admin/audit?before=1700000000000.42', 'staff_audit_log_created_idx'],
    ['/admin/audit?from=2024-01-01&to=2024-01-31', 'staff_audit_log_created_idx'],
    ['/admin/audit?actor=00000000-0000-4000-8000-000000000001', 'staff_audit_log_actor_idx'],
    ['/admin/audit?actor=00000000-0000-4000-8000-000000000001&from=2024-01-01&before=1700000000000.42', 'staff_audit_log_actor_idx'],
    ['/admin/audit?action=EVENT_HIDDEN', 'staff_audit_log_action_idx'],
    ['/admin/audit?action=EVENT_HIDDEN&to=2024-01-31', 'staff_audit_log_action_idx'],
    ['/admin/audit?type=event&target=12', 'staff_audit_log_target_idx'],
    ['/admin/audit?type=event&target=12&before=1700000000000.42', 'staff_audit_log_target_idx'],
  ]
  for (const [path, index] of CASES) {
    it(path, async () => {
      recorded.length = 0
      await listStaffAudit(db(), parseStaffAuditQuery(new URL(path, 'http://x')))
      expect(recorded).toHaveLength(1)
      const plan = (await planOf(recorded[0]!)).map((r) => r.detail)
      expect(plan.join(' | ')).toMatch(
        new RegExp(`^SEARCH staff_audit_log USING INDEX ${index}\\b|^SCAN staff_audit_log USING INDEX ${index}$`),
      )
      expect(
        plan.filter((line) => line.startsWith('USE TEMP B-TREE')),
        path,
      ).toEqual([])
    })
  }

  it('the filters’ choices step through the indexes’ first columns, never the whole log', async () => {
    recorded.length = 0
    await staffAuditChoices(db())
    const offending: string[] = []
    for (const statement of recorded) {
      for (const line of (await planOf(statement)).map((r) => r.detail))
        if (/^SCAN staff_audit_log\b/.test(line)) offending.push(`${line}\n    in: ${statement.sql.slice(0, 200)}`)
    }
    expect(offending).toEqual([])
  })
})

/**
 * The moderation queue (issue 41): open reports are grouped by target from
 * reports_status_target_idx (never the whole table of reports, which only grows); a case reads
 * its reports by reports_target_idx; appeals waiting come from their partial index.
 */
describe('the moderation queue reads open reports by index, never the whole table', () => {
  for (const path of ['/admin/reports', '/admin/reports?sort=most', '/admin/reports?tab=flagged&type=post', '/admin/reports?tab=appeals']) {
    it(path, async () => {
      await expectNoFullScan(path, () => listCases(db(), parseQueueQuery(new URL(path, 'http://x'))))
    })
  }
  it('a case and the counts', async () => {
    await expectNoFullScan('/admin/reports/post/{id}', () => caseDetail(db(), 'post', '00000000-0000-4000-8000-000000000001'))
    await expectNoFullScan('queue counts', () => queueCounts(db()))
  })
})

describe('/admin/users (issue 41): each filter from its own index', () => {
  // accounts is read by its primary key walk (NOT INDEXED, stopping at the page) or from the
  // filter's set: a name's full-text hits, an email's or phone's unique index range, a role's rows
  for (const path of [
    '/admin/users',
    '/admin/users?page=4',
    '/admin/users?state=banned',
    '/admin/users?name=alex',
    '/admin/users?name=alex&state=suspended',
    '/admin/users?email=alex%40',
    '/admin/users?phone=%2B4915',
    '/admin/users?role=moderator',
    '/admin/users?role=admin&state=active&page=2',
  ]) {
    it(path, async () => {
      recorded.length = 0
      await searchUsers(db(), parseUserQuery(new URL(path, 'http://x')))
      const faults: string[] = []
      for (const statement of recorded) {
        const limited = /\blimit\b/i.test(statement.sql)
        for (const { detail } of await planOf(statement)) {
          const walk = /^SCAN accounts\b/.test(detail) && !(/\bNOT INDEXED\b/.test(statement.sql) && limited)
          const whole = /^SCAN (profiles|reports|sessions)\b/.test(detail)
          if (walk || whole) faults.push(`${detail}\n    in: ${statement.sql.slice(0, 300)}`)
        }
      }
      expect(faults).toEqual([])
    })
  }

  it("/admin/users/{id}: a member's page", async () => {
    const id = crypto.randomUUID()
    await getDb(env.DB)
      .insert(accounts)
      .values({ id, email: `${id}@plan.test` })
    recorded.length = 0
    expect(await userDetail(db(), { id: 'system' }, id)).not.toBeNull()
    const faults: string[] = []
    for (const statement of recorded) {
      for (const { detail } of await planOf(statement)) {
        if (/^SCAN (accounts|profiles|reports|sessions|security_events|moderation_actions|passkeys|user_roles)\b/.test(detail))
          faults.push(`${detail}\n    in: ${statement.sql.slice(0, 300)}`)
      }
    }
    expect(faults).toEqual([])
  })
})

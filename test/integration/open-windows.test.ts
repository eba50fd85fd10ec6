import { createScheduledController, env } from 'cloudflare:test'
import { eq, inArray, lte, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '~/db/client'
import { cities, countries, venueCategories, venues, WEEKDAYS, type WeeklyHours } from '~/db/schema'
import { listVenuePoints, loadVenueDirectory, parseVenueQuery, searchVenues } from '~/models/venues/directory.server'
import { isOpenNow } from '~/models/venues/opening-hours'
import { refreshOpenWindows, STALE_WINDOWS_JUDGED } from '~/models/venues/open-windows.server'
import worker from '../../workers/app'
import { db } from './helpers'

/**
 * 'Open now' by the venues' open windows (migration 0012, decision 016): the Cron Trigger keeps
 * them, an edit of the hours makes one stale, and the lists answer exactly what openState says of
 * each venue at the real clock, whether the windows are fresh, a few are stale or too many are.
 */
const ORIGIN = 'https://haven.test'
const ZONES = ['Europe/Berlin', 'Pacific/Auckland', 'Asia/Kathmandu', 'America/New_York', 'Asia/Tokyo', 'Pacific/Chatham']
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Venue i's hours: a slot of 2–8 hours from a different hour each, on most days, some past
 * midnight; some have none, and some are open around the clock (so some are open at any hour).
 */
function hoursOf(i: number): WeeklyHours | null {
  if (i % 10 === 5) return Object.fromEntries(WEEKDAYS.map((d) => [d, [{ open: '00:00', close: '00:00' }]]))
  if (i % 11 === 0) return null
  const open = (i * 5) % 24
  const close = (open + 2 + (i % 7)) % 24
  const slot = { open: `${pad(open)}:${pad((i * 15) % 60)}`, close: `${pad(close)}:00` }
  return Object.fromEntries(WEEKDAYS.filter((_, d) => (i + d) % 4 !== 0).map((d) => [d, [slot]]))
}

const VENUES = Array.from({ length: 72 }, (_, k) => {
  const i = k + 1
  return {
    id: i,
    slug: `venue-${i}`,
    name: `Venue ${pad(i)}`,
    countryId: 'de',
    cityId: 1,
    categoryId: 1,
    timezone: ZONES[i % ZONES.length],
    hours: hoursOf(i),
    ratingAvg: (i % 50) / 10,
    latitude: 52.5,
    longitude: 13.4,
    // one in nine is not public: never listed, whatever its window
    status: i % 9 === 0 ? ('pending' as const) : ('published' as const),
  }
})

/** What openState says of each public venue now: the lists must say the same. */
const openByHours = (now: Date) =>
  VENUES.filter((v) => v.status === 'published' && isOpenNow(v.hours, v.timezone, now))
    .map((v) => v.id)
    .sort((a, b) => a - b)

const listed = async (now: Date) => {
  const ids: number[] = []
  for (let page = 1; ; page++) {
    const r = await searchVenues(db(), parseVenueQuery(new URL(`/venues?open=1&sort=name&page=${page}`, ORIGIN)), 'en', now)
    ids.push(...r.venues.map((v) => v.id))
    if (page >= r.pageCount) return { ids: ids.sort((a, b) => a - b), total: r.total, truncated: r.truncated }
  }
}

const staleCount = async (now: number) =>
  (
    await db()
      .select({ n: sql<number>`count(*)` })
      .from(venues)
      .where(lte(venues.openUntil, now))
  )[0].n

beforeAll(async () => {
  await db()
    .insert(countries)
    .values({ id: 'de', name: 'Germany', names: {}, continent: 'EU', timezones: ['Europe/Berlin'] })
  await db()
    .insert(cities)
    .values({ id: 1, countryId: 'de', name: 'Berlin', asciiName: 'Berlin', latitude: 52.5, longitude: 13.4, timezone: 'Europe/Berlin' })
  await db().insert(venueCategories).values({ id: 1, slug: 'bar', name: 'Bar', sortOrder: 1 })
  const [first, ...rest] = VENUES.map((v) => db().insert(venues).values(v))
  await db().batch([first, ...rest])
})

describe('open windows', () => {
  it('start stale, and the Cron Trigger computes them: open exactly where the hours say', async () => {
    expect(await staleCount(Date.now())).toBe(VENUES.length)
    // the handler reads its own clock; hours change state only at whole minutes, so the test runs
    // within one minute and the windows it computes hold for the instant checked below
    const left = 60_000 - (Date.now() % 60_000)
    if (left < 3_000) await new Promise((resolve) => setTimeout(resolve, left + 10))
    const before = Date.now()
    // the Worker's own scheduled handler, as the minute's Cron Trigger calls it
    await worker.scheduled(createScheduledController({ cron: '* * * * *', scheduledTime: before }), env)
    expect(await staleCount(before)).toBe(0)
    const rows = await db().select({ id: venues.id, from: venues.openFrom, until: venues.openUntil }).from(venues)
    const now = Date.now()
    for (const row of rows) {
      const v = VENUES[row.id - 1]
      expect(row.until, `venue ${row.id}`).toBeGreaterThan(now)
      expect(row.from != null && row.from <= now, `venue ${row.id} open`).toBe(isOpenNow(v.hours, v.timezone, now))
    }
  })

  it('list the venues open now, whether their windows are fresh or a few are stale', async () => {
    const now = new Date()
    await refreshOpenWindows(db(), now.getTime())
    const fresh = await listed(now)
    expect(fresh.ids).toEqual(openByHours(now))
    expect(fresh.total).toBe(fresh.ids.length)
    // six public venues are open around the clock, and the others by the hour
    expect(fresh.ids.length).toBeGreaterThanOrEqual(6)
    // a third of the windows made stale by an edit of their zone: judged by their hours
    const edited = VENUES.filter((v) => v.id % 3 === 0)
    for (const v of edited) await db().update(venues).set({ timezone: 'UTC' }).where(eq(venues.id, v.id))
    const stale = await listed(now)
    for (const v of edited) await db().update(venues).set({ timezone: v.timezone }).where(eq(venues.id, v.id))
    expect(stale.ids).toEqual(
      VENUES.filter((v) => v.status === 'published' && isOpenNow(v.hours, v.id % 3 === 0 ? 'UTC' : v.timezone, now))
        .map((v) => v.id)
        .sort((a, b) => a - b),
    )
    const points = await listVenuePoints(db(), parseVenueQuery(new URL('/venues?open=1', ORIGIN)), now)
    expect(points.map((p) => p.id).sort((a, b) => a - b)).toEqual(openByHours(now))
  })

  it('fall back to the hours when more windows are stale than a list judges, and refresh them after answering', async () => {
    const now = new Date()
    // hidden venues with stale windows: enough to pass the limit, never listed
    const extra = STALE_WINDOWS_JUDGED + 10
    await db().run(sql`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${extra})
      INSERT INTO venues (slug, name, country_id, city_id, status, timezone, hours)
      SELECT 'hidden-' || i, 'Hidden ' || i, 'de', 1, 'pending', 'Europe/Berlin', '{"mon":[{"open":"00:00","close":"00:00"}]}' FROM n`)
    expect(await staleCount(now.getTime())).toBeGreaterThan(STALE_WINDOWS_JUDGED)
    const work: Promise<unknown>[] = []
    const directory = await loadVenueDirectory(db(), parseVenueQuery(new URL('/venues?open=1', ORIGIN)), 'en', now, (p) => work.push(p))
    expect(directory.result.total).toBe(openByHours(now).length)
    // the first page in the default order: best rated first, then by id
    const firstPage = openByHours(now)
      .map((id) => VENUES[id - 1])
      .sort((a, b) => b.ratingAvg - a.ratingAvg || a.id - b.id)
      .slice(0, 20)
      .map((v) => v.id)
    expect(directory.result.venues.map((v) => v.id)).toEqual(firstPage)
    expect(work).toHaveLength(1)
    await Promise.all(work)
    expect(await staleCount(now.getTime())).toBe(0)
    expect((await listed(now)).ids).toEqual(openByHours(now))
    await db()
      .delete(venues)
      .where(sql`${venues.slug} LIKE 'hidden-%'`)
  })

  it('become stale when the hours or the zone change, with a mark a refresh that read the old one cannot overwrite', async () => {
    const now = Date.now()
    await refreshOpenWindows(db(), now)
    const id = 2
    const untilOf = async () => (await db().select({ until: venues.openUntil }).from(venues).where(eq(venues.id, id)))[0].until
    await db()
      .update(venues)
      .set({ hours: { tue: [{ open: '10:00', close: '11:00' }] } })
      .where(eq(venues.id, id))
    const first = await untilOf()
    expect(first).toBeLessThan(0)
    // an update that changes neither leaves the window alone
    await db().update(venues).set({ name: 'Venue 02 renamed' }).where(eq(venues.id, id))
    expect(await untilOf()).toBe(first)
    // a refresh reads the stale window, the hours change before it writes: its window is dropped
    const racing = new Proxy(db(), {
      get(target, key, receiver) {
        if (key !== 'run') return Reflect.get(target, key, receiver)
        return async (statement: Parameters<Db['run']>[0]) => {
          await target
            .update(venues)
            .set({ hours: VENUES[id - 1].hours })
            .where(eq(venues.id, id))
          return target.run(statement)
        }
      },
    }) as Db
    await refreshOpenWindows(racing, now, { maxBatches: 1 })
    expect(await untilOf()).toBeLessThan(first)
    // the next run computes it from the hours it now has
    await refreshOpenWindows(db(), now)
    const [row] = await db()
      .select()
      .from(venues)
      .where(inArray(venues.id, [id]))
    expect(row.openUntil).toBeGreaterThan(now)
    expect(row.openFrom != null && row.openFrom <= now).toBe(isOpenNow(VENUES[id - 1].hours, VENUES[id - 1].timezone, now))
  })
})

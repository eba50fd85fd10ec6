/**
 * The requests the benchmarks time, shared by bench:venues, bench:places and bench:scale: every
 * filter and order of the venue directory and its map points, the places searches and pages.
 */
/** A GET of `path`, or a POST of `body` as JSON when it is given (the search API). */
export type BenchCase = [label: string, path: string, headers?: Record<string, string>, body?: unknown]

export const VENUE_CASES: BenchCase[] = [
  ['default (top rated)', '/venues'],
  ['page 20', '/venues?page=20'],
  ['text "bar"', '/venues?q=bar'],
  ['text "berlin" (location)', '/venues?q=berlin'],
  ['text "rainbow" + sort name', '/venues?q=rainbow&sort=name'],
  ['country de', '/venues?country=de'],
  ['city Berlin', '/venues?city=2950159'],
  ['city Berlin + open now', '/venues?city=2950159&open=1'],
  ['country nz + sort name', '/venues?country=nz&sort=name'],
  ['category bar + safe + rainbow', '/venues?category=bar&safe=1&rainbow=1'],
  ['open now', '/venues?open=1'],
  ['open now + category club', '/venues?category=club&open=1'],
  ['amenity wifi + access step-free', '/venues?amenity=wifi&access=step-free-entrance'],
  ['groups (any of 3)', '/venues?group=lesbians&group=trans-non-binary&group=queer-youth'],
  ['min rating 4.5 + newest', '/venues?minRating=4.5&sort=newest'],
  ['most check-ins', '/venues?sort=checkins'],
  ['map area Europe', '/venues?bbox=-10,35,30,60'],
  ['map area Berlin', '/venues?bbox=13,52.3,13.8,52.7'],
  ['map area with no venue (Pacific)', '/venues?bbox=170,40,-170,41'],
  ['everything at once', '/venues?q=a&country=de&category=bar&rainbow=1&amenity=card-payment&open=1&minRating=3&sort=name'],
  ['points (map)', '/resources/venue-map'],
  ['points open now', '/resources/venue-map?open=1'],
]

/** /events and its feeds (issue 15): the lists, the calendar and a feed, as a visitor. */
export const EVENT_CASES: BenchCase[] = [
  ['upcoming (default)', '/events'],
  ['upcoming page 10', '/events?page=10'],
  ['past', '/events?when=past'],
  ['text "party"', '/events?q=party'],
  ['text "berlin" (location)', '/events?q=berlin'],
  ['city Berlin', '/events?city=2950159'],
  ['country de + type party', '/events?country=de&type=party'],
  ['free + online', '/events?price=free&mode=online'],
  ['amenity quiet room', '/events?amenity=quiet-room'],
  ['calendar (this month)', '/events?view=calendar'],
  ['calendar, city Berlin', '/events?view=calendar&city=2950159'],
  ['feed (iCal)', '/events/feed.ics'],
]

/** The soonest public event that is no crew's (an event page every bench can open). */
export const SOONEST_EVENT = `SELECT id FROM events WHERE status = 'published' AND hidden_at IS NULL AND group_id IS NULL
  AND starts_at > unixepoch() * 1000 ORDER BY starts_at LIMIT 1`

export const PLACES_CASES: BenchCase[] = [
  ['default (largest first)', '/places'],
  ['text "ber"', '/places?q=ber'],
  ['text "deutschland" (de)', '/places?q=deutschland', { Cookie: 'lng=de' }],
  ['continent AS', '/places?continent=AS'],
  ['population 100k–500k', '/places?minPop=100000&maxPop=500000'],
  ['name A–Z, page 400', '/places?sort=name-asc&page=400'],
  ['name Z–A + EU + pop ≥ 50k', '/places?sort=name-desc&continent=EU&minPop=50000'],
  ['text "san" + SA + name A–Z', '/places?q=san&continent=SA&sort=name-asc'],
  ['near Berlin', '/places?near=52.52,13.40'],
  ['near mid-Pacific (widens)', '/places?near=0.00,-160.00'],
  ['near Berlin, page 20', '/places?near=52.52,13.40&page=20'],
  ['country /country/de', '/country/de'],
  ['cities /country/us/cities', '/country/us/cities?page=3'],
  ['city /city/2950159', '/city/2950159'],
]

export function percentile(sorted: number[], p: number) {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}

/** Time to the complete response of one request, ms. */
export async function timeRequest(url: string, headers: Record<string, string> = {}, body?: unknown): Promise<number> {
  return (await measureRequest(url, headers, body)).ms
}

/**
 * Time to the complete response of one request, ms, and the part the Worker spent waiting for
 * D1 as its Server-Timing header says (`db;dur=…`, workers/query-budget.ts).
 */
export async function measureRequest(
  url: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<{ ms: number; dbMs: number }> {
  // `wrangler dev` restarts when a build in the shared working tree rewrites build/: wait it out
  for (let attempt = 1; ; attempt++) {
    try {
      const started = performance.now()
      const res = await fetch(
        url,
        body === undefined
          ? { headers, redirect: 'manual' }
          : { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body), redirect: 'manual' },
      )
      // the body read and dropped chunk by chunk: as one 250 kB string it went to the old space, and
      // the client collected that every ~0.3 s (2–9 ms stalls counted against the page)
      const reader = res.body?.getReader()
      while (reader && !(await reader.read()).done);
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
      const ms = performance.now() - started
      const db = /(?:^|,)\s*db;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')
      return { ms, dbMs: db ? Number(db[1]) : NaN }
    } catch (error) {
      if (attempt >= 40 || !/fetch failed|other side closed|ECONNREFUSED/.test(String(error) + String((error as Error).cause))) throw error
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
}

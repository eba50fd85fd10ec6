/**
 * `npm run bench:events [-- --scale 50] [-- --dir <folder>] [-- --runs=100] [-- --no-build] [-- --port 8794] [-- --samples <file.json>]`:
 * server time of /events (issue 15): the lists with a set of filters (text, place, type, price
 * and mode, an amenity, deep pages, the past), the month calendar (this month, next month, a
 * city's), the iCal feed and an event's page, each beside the home page's in the same rounds
 * (bench/scale-runner.ts, as bench:scale). At the default scale (1: the demo's 400 events, as
 * `npm start` has them) on a scratch D1 of its own, or at `--scale N` (50: 20 000 events); each
 * scale's folder (<tmp>/haven-scale-<N>) is kept and reused while the migrations are the same.
 */
import { tmpdir } from 'node:os'
import path from 'node:path'
import { addMonths } from '../app/models/events/local-date'
import { EVENT_CASES, SOONEST_EVENT, type BenchCase } from './cases'
import { arg, buildUnlessAsked, HOME, prepareScaleDir, queryScaleDir, runScaleBench } from './scale-runner'

const SCALE = Math.max(1, Number(arg('--scale') ?? 1) || 1)
const DIR = prepareScaleDir(SCALE, path.resolve(arg('--dir') ?? path.join(tmpdir(), `haven-scale-${SCALE}`)))
const RUNS = Math.max(5, Number(arg('--runs') ?? 100) || 100)
buildUnlessAsked()

const [counts] = queryScaleDir<{ events: number; upcoming: number; hidden: number }>(
  DIR,
  `SELECT (SELECT count(*) FROM events) AS events,
          (SELECT count(*) FROM events WHERE starts_at > unixepoch() * 1000) AS upcoming,
          (SELECT count(*) FROM events WHERE hidden_at IS NOT NULL) AS hidden`,
)
const [soonest] = queryScaleDir<{ id: number }>(DIR, SOONEST_EVENT)
const nextMonth = addMonths(new Date().toISOString().slice(0, 7), 1)

const CASES: BenchCase[] = [
  HOME,
  ...EVENT_CASES.map(([label, p, h]): BenchCase => [`events: ${label}`, p, h]),
  ['events: calendar (next month)', `/events?view=calendar&month=${nextMonth}`],
  ['event detail (soonest)', `/events/${soonest?.id ?? 1}`],
]

await runScaleBench({
  dir: DIR,
  port: Number(arg('--port') ?? 8794),
  cases: CASES,
  runs: RUNS,
  samplesFile: arg('--samples'),
  heading: `scale ${SCALE}: ${counts?.events.toLocaleString('en')} events (${counts?.upcoming.toLocaleString('en')} to come, ${counts?.hidden.toLocaleString('en')} hidden)`,
})

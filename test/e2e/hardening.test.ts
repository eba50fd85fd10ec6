import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '~/models/accounts/sessions.server'
import { E2E_HARDENING_PORT, E2E_HARDENING_STATE } from './config'
import { crawlForms, fuzzTargets, makeWorld, VIEWERS, type Crawled, type World } from './hardening/harness'
import { describe as describeRequest, plan, run, type Outcome } from './hardening/fuzz'
import { askCell, cellMatches, describeCell, endsSession, ruleOf, subjectsOf, type Cell, type Rule } from './hardening/matrix'
import { seedCanaries } from './leak/canaries'
import { serveState } from './leak/server'
import { seedMoreViewers } from './leak/viewers'
import { testDb } from './local-db'

/**
 * The checks that keep issue 35's hardening so (docs/decisions/036-hardening-checks.md), on a
 * `wrangler dev` of their own over a copy of the seeded state with the leak crawl's canaries
 * and viewers, plus a plain member, a moderator and an admin:
 * - the authorization matrix: every route, action, API endpoint and room × visitor, member,
 *   crew member, outsider, blocked member, moderator and admin, each cell answered as the rule
 *   table of hardening/matrix.ts expects; a route the table does not classify fails;
 * - the bounded fuzz: every form a short crawl finds and every API endpoint gets the probe's
 *   payload families, as a visitor and as a member; no answer may be a server error.
 */
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 35)
/** Requests per viewer: about every family once for every target. */
const FUZZ_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 1500)
/** The most a viewer's fuzz may take; what is left of the plan then is reported, not sent. */
const FUZZ_SECONDS = Number(process.env.FUZZ_SECONDS ?? 55)
const CONCURRENCY = 6

const db = testDb(E2E_HARDENING_STATE)
let server: Awaited<ReturnType<typeof serveState>> | null = null
let world: World
const crawled = {} as Record<'visitor' | 'member', Crawled>

beforeAll(async () => {
  const set = await seedCanaries(E2E_HARDENING_STATE)
  const more = await seedMoreViewers(E2E_HARDENING_STATE, set)
  server = await serveState({ port: E2E_HARDENING_PORT, persistTo: E2E_HARDENING_STATE, label: 'the hardening checks' })
  world = await makeWorld(server.baseUrl, set, more)
  crawled.visitor = await crawlForms(world, 'visitor')
  crawled.member = await crawlForms(world, 'member')
}, 300_000)

afterAll(() => {
  server?.stop()
})

describe('the authorization matrix', () => {
  it('classifies every route, action, API endpoint and room of the route table', () => {
    const unclassified = world.endpoints.map(ruleOf).filter((rule): rule is string => typeof rule === 'string')
    expect(unclassified).toEqual([])
    // the table was read: pages, actions, both APIs and both rooms
    for (const kind of ['page', 'action', 'api', 'token-api', 'room'])
      expect(world.endpoints.filter((e) => e.kind === kind).length, kind).toBeGreaterThan(1)
  })

  it('answers each viewer as the rules expect, and never with a server error', async () => {
    const cells: (() => Promise<Cell>)[] = []
    const last: (() => Promise<Cell>)[] = []
    for (const endpoint of world.endpoints) {
      const rule = ruleOf(endpoint) as Rule
      if (typeof rule === 'string') continue // the test above names it
      for (const subject of subjectsOf(world, endpoint, rule, crawled.visitor.addresses))
        for (const viewer of VIEWERS) {
          const expected = rule.expect(subject.sample, endpoint)[viewer]
          ;(endsSession(subject) ? last : cells).push(() =>
            askCell(world, subject, viewer, expected, rule.why, crawled.member.formsByRoute),
          )
        }
    }
    const started = Date.now()
    const answered: Cell[] = []
    let next = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < cells.length) answered.push(await cells[next++]!())
      }),
    )
    // sign-out and panic end the viewer's session: after every other cell
    for (const cell of last) answered.push(await cell())
    const wrong = answered.filter((cell) => !cellMatches(cell))
    console.log(
      `[matrix] ${answered.length} cells (${world.endpoints.length} endpoints × ${VIEWERS.length} viewers) in ${Math.round((Date.now() - started) / 1000)} s, ${wrong.length} not as expected`,
    )
    expect(wrong.map(describeCell)).toEqual([])
  }, 600_000)
})

describe('the bounded fuzz', () => {
  it.each(['visitor', 'member'] as const)(
    'answers no request with a server error, as a %s',
    async (viewer) => {
      // the matrix signed its viewers out (its last cells): the member's fuzz gets a session of its own
      const cookie = viewer === 'member' ? `${SESSION_COOKIE}=${await db.sessionFor(world.more.ids.member)}` : undefined
      const targets = fuzzTargets(world, crawled[viewer].forms, viewer)
      const batches = plan(targets, FUZZ_SEED, FUZZ_REQUESTS, world.baseUrl)
      const planned = batches.reduce((n, batch) => n + batch.length, 0)
      const started = Date.now()
      const { outcomes, unsent } = await run(world.baseUrl, batches, {
        cookie,
        concurrency: CONCURRENCY,
        deadline: started + FUZZ_SECONDS * 1000,
      })
      const classes: Record<string, number> = {}
      for (const { status } of outcomes) {
        const name = status ? `${String(status)[0]}xx` : 'failed'
        classes[name] = (classes[name] ?? 0) + 1
      }
      console.log(
        `[fuzz] ${viewer}, seed ${FUZZ_SEED}: ${outcomes.length} of ${planned} planned requests in ${Math.round((Date.now() - started) / 1000)} s` +
          ` over ${targets.length} targets (${crawled[viewer].forms.length} forms of ${crawled[viewer].pages} pages)` +
          `${unsent ? `, ${unsent} batches left at the time bound` : ''} — ${Object.entries(classes)
            .sort()
            .map(([k, n]) => `${k} ${n}`)
            .join(', ')}`,
      )
      const faults = (o: Outcome) =>
        o.status >= 500 || o.status === 0 || (o.location?.length ?? 0) > 8192
          ? [
              `${viewer} ${describeRequest(o.request)} → ${o.status || o.error}` +
                `${(o.location?.length ?? 0) > 8192 ? ` with a Location of ${o.location!.length} characters` : ''}` +
                `${o.body ? ` ${JSON.stringify(o.body.slice(0, 120))}` : ''}`,
            ]
          : []
      expect(outcomes.flatMap(faults)).toEqual([])
      // every target had its first request, however slow the machine
      expect(batches.length - unsent).toBeGreaterThanOrEqual(targets.length)
      // the member stayed signed in throughout (no form of the fuzz ended the session)
      if (cookie) {
        const response = await fetch(`${world.baseUrl}/profile/settings`, { headers: { Cookie: cookie }, redirect: 'manual' })
        await response.body?.cancel()
        expect(response.status).toBe(200)
      }
    },
    300_000,
  )
})

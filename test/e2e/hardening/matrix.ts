/**
 * The authorization matrix: every endpoint of the route table (routes.ts) × every viewer, each
 * cell's answer checked against the class of answer the rules below expect. The rules are keyed
 * on the route's area and pattern; a route no rule classifies is a failure of its own, so a new
 * route must be placed in the table before the suite passes.
 */
import { defaultEntries, type FoundForm } from './forms'
import { apiSample, cookieOf, VIEWERS, type Viewer, type World } from './harness'
import { knock, type Answer } from './knock'
import { fill, type Endpoint } from './routes'

/**
 * ok        2xx or 3xx, and not to the sign-in page
 * signIn    a redirect to /auth (pages), or 401 (APIs, rooms)
 * refused   401, 403, 404, or a redirect away (to / with 'Access Denied') — never the page
 * hidden    404: the same answer as for a row that does not exist
 * upgrade   101: the room lets the socket in
 * notDone   a 4xx, or a redirect to sign in or home: whatever the form, nothing was done
 * answered  anything but a server error (the answer depends on the input: an empty form is a 400)
 */
export type Expected = 'ok' | 'signIn' | 'refused' | 'hidden' | 'upgrade' | 'notDone' | 'answered'

/** Which address of a route a cell asks for. */
export type Sample = 'static' | 'public' | 'private' | 'placeholder' | 'foreignOrigin'

export type Subject = { endpoint: Endpoint; sample: Sample; url: string }

type Expectation = Record<Viewer, Expected>
const SIGNED_IN = VIEWERS.filter((v) => v !== 'visitor')
const STAFF = new Set<Viewer>(['moderator', 'admin'])
const all = (expected: Expected): Expectation => Object.fromEntries(VIEWERS.map((v) => [v, expected])) as Expectation
const visitorThen = (visitor: Expected, others: Expected): Expectation => ({ ...all(others), visitor })
const only = (viewers: Viewer[], yes: Expected, no: Expected, visitor: Expected): Expectation =>
  ({ ...Object.fromEntries(SIGNED_IN.map((v) => [v, viewers.includes(v) ? yes : no])), visitor }) as Expectation
/** Members who are no staff refused; moderators and admins answered (what they may do is the back office's own tests'). */
const staffOnly = (staff: Expected): Expectation =>
  ({ ...Object.fromEntries(SIGNED_IN.map((v) => [v, STAFF.has(v) ? staff : 'refused'])), visitor: 'signIn' }) as Expectation

/** The back office's screens for admins only (moderators refused): /admin/email-templates (issue 41) and its neighbours. */
const ADMIN_ONLY = String.raw`/(users|analytics|email-templates|audit)`
/** Admins answered; moderators, members and the rest refused; a visitor sent to sign in. */
const adminOnly = (admin: Expected): Expectation =>
  ({ ...Object.fromEntries(SIGNED_IN.map((v) => [v, v === 'admin' ? admin : 'refused'])), visitor: 'signIn' }) as Expectation

export type Rule = {
  /** Why these answers: the rule as the spec or a decision says it. */
  why: string
  /** Matches `${method} ${pattern}` (a page's GET, an action's POST, an API's method). */
  match: RegExp
  /** The addresses asked for, besides the route's own for a route without parameters. */
  samples?: Sample[]
  expect: (sample: Sample, endpoint: Endpoint) => Expectation
}

const MEMBER_PAGES = String.raw`/(feed|feed/new|friends|messages|favorites|my-groups|notifications|profile/settings|profile/orders|events/new|events/my-calendar|groups/new|venues/suggest)`
const PUBLIC_PAGES = String.raw`/(|\*|accessibility|cookies|credits|dmca|legal|privacy|terms|about-hub|about|blog|community|contact|press|sustainability|values|vision|places|robots\.txt|sitemap|sitemap\.xml|offline|language|theme|search|content|events|events/feed\.(atom|ics|rss)|groups|marketplace|marketplace/cart|marketplace/checkout|news|news/feed\.(atom|rss)|personalities|ressources|tags|travel|users|venues|resources/cities|resources/venue-map)`

/** The table. Order matters only for reading: a route must match exactly one rule. */
export const RULES: Rule[] = [
  {
    why: 'the back office: staff only; a visitor is sent to sign in, a member without a role refused (requireRole)',
    match: new RegExp(String.raw`^(GET|POST) /admin(?!${ADMIN_ONLY}(/|$))(/|$)`),
    samples: ['placeholder'],
    expect: (_sample, endpoint) => staffOnly(endpoint.method === 'GET' && !endpoint.pattern.includes(':') ? 'ok' : 'answered'),
  },
  {
    why: "the back office's admin-only screens (SPEC §6, requireRole(…, 'admin')): a moderator is refused like a member",
    match: new RegExp(String.raw`^(GET|POST) /admin${ADMIN_ONLY}(/|$)`),
    samples: ['placeholder'],
    expect: (_sample, endpoint) => adminOnly(endpoint.method === 'GET' && !endpoint.pattern.includes(':') ? 'ok' : 'answered'),
  },
  {
    why: 'member areas (SPEC §2, site-map membersOnly, the forms members post): a visitor is sent to sign in',
    match: new RegExp(`^((GET|POST) ${MEMBER_PAGES}|POST /(reports|profile/mode))$`),
    expect: (_sample, endpoint) => visitorThen('signIn', endpoint.method === 'GET' ? 'ok' : 'answered'),
  },
  {
    why: 'a moderation decision (issue 41): its author alone reads it and appeals; a visitor is sent to sign in, anybody else gets 404',
    match: /^(GET|POST) \/moderation\/:id$/,
    expect: () => visitorThen('signIn', 'hidden'),
  },
  {
    why: 'public pages: everyone reads them; the splat is the not-found page',
    match: new RegExp(`^GET ${PUBLIC_PAGES}$`),
    expect: (_sample, endpoint) => all(endpoint.pattern === '/*' ? 'hidden' : 'ok'),
  },
  {
    why: 'forms anyone may post (contact, theme, language, sign-in and reset): never a server error',
    match: /^POST \/(contact|theme|language|auth|auth\/reset|auth\/logout|auth\/panic|marketplace\/cart|marketplace\/checkout)$/,
    expect: () => all('answered'),
  },
  {
    why: 'sign-in pages: anyone; a signed-in member may be sent on (and a link without its token back to sign in)',
    match: /^GET \/auth(\/(verify|reset|logout))?$/,
    expect: (_sample, endpoint) => all(endpoint.pattern === '/auth/verify' ? 'answered' : 'ok'),
  },
  {
    why: 'the report form as a page (where Report leads without JavaScript): members; an address without what is reported is a 400',
    match: /^GET \/reports\/new$/,
    expect: () => visitorThen('signIn', 'answered'),
  },
  {
    why: 'routes that only take forms: a GET changes nothing (it sends on, or 405)',
    match: /^GET \/(reports|profile\/mode)$/,
    expect: () => all('answered'),
  },
  {
    why: 'sign-out links: GET changes nothing (POST only), it sends on',
    match: /^GET \/auth\/panic$/,
    expect: () => all('ok'),
  },
  {
    why: 'a private crew (decision 030): its page for its members only, the same 404 as an unknown crew for others; staff too, without a report about it (decision 034)',
    match: /^GET \/groups\/:groupId$/,
    samples: ['public', 'private'],
    expect: (sample) => (sample === 'private' ? only(['crewMember'], 'ok', 'hidden', 'hidden') : all('ok')),
  },
  {
    why: 'an event of a private crew (decision 030): for the crew’s members only, staff too without a report (decision 034); its calendar file likewise',
    match: /^GET \/events\/:id(\/event\.ics)?$/,
    samples: ['public', 'private'],
    expect: (sample) => (sample === 'private' ? only(['crewMember'], 'ok', 'hidden', 'hidden') : all('ok')),
  },
  {
    why: 'leaders’ and organizers’ pages: a visitor signs in, a member who leads nothing is refused',
    match: /^(GET|POST) \/(groups\/:groupId\/(edit|manage)|events\/:id\/edit)$/,
    samples: ['private'],
    // the private crew's member leads nothing; staff's powers over private crews are item 12's (admin screens' own tests)
    expect: (_sample, endpoint) => ({
      ...only([], 'ok', endpoint.method === 'GET' ? 'refused' : 'notDone', 'signIn'),
      moderator: 'answered',
      admin: 'answered',
    }),
  },
  {
    why: 'a crew’s invite page (its member’s friends to invite, issue 39): for an active member of a crew they may see; anyone else gets the private crew’s 404 (staff too, decision 034) and invites nobody; a visitor signs in',
    match: /^(GET|POST) \/groups\/:groupId\/invite$/,
    samples: ['private'],
    expect: (_sample, endpoint) =>
      endpoint.method === 'GET' ? only(['crewMember'], 'ok', 'hidden', 'signIn') : only(['crewMember'], 'answered', 'notDone', 'signIn'),
  },
  {
    why: 'acting on a post, an event, a crew, a member, a venue or a market item (a buyer’s review) takes a member: a visitor is sent to sign in',
    match: /^POST \/(feed\/:postId|events\/:id|groups\/:groupId|user\/:id|venues\/:id\/(check-in|photos|reviews)|marketplace\/:listing)$/,
    samples: ['public'],
    expect: () => visitorThen('signIn', 'answered'),
  },
  {
    why: 'a venue’s own pages for its photos, reviews and check-ins: they send on to the venue or sign in',
    match: /^GET \/venues\/:id\/(check-in|photos|reviews)$/,
    samples: ['public'],
    expect: () => all('answered'),
  },
  {
    why: 'public pages of one row: everyone reads the public ones',
    match:
      /^GET \/(city\/:id|country\/:id|country\/:id\/cities|content\/:slug|feed\/:postId|marketplace\/:listing|news\/:id|personalities\/:id|professions\/:name|ressources\/:key|tags\/:tagName|travel\/:id|user\/:id|venues\/:id|sitemaps\/:file|resources\/texts\/:lng\/:ns)$/,
    samples: ['public'],
    expect: () => all('ok'),
  },
  {
    why: 'addresses with a secret token: an unknown token is a 404 for everyone',
    match: /^(GET|POST) \/(events\/calendar\/:token|groups\/join\/:token|groups\/unsubscribe\/:token|news\/demo-feed\/:file)$/,
    samples: ['placeholder'],
    expect: () => all('hidden'),
  },
  {
    why: 'a market order and its local test payment: its buyer and staff only (and a visitor order’s emailed link); an unknown order is a 404 for everyone',
    match: /^(GET|POST) \/marketplace\/(orders|pay)\/:orderId$/,
    samples: ['placeholder'],
    expect: () => all('hidden'),
  },
  {
    why: 'the payment provider’s webhook: no session; its signature is the only proof (400 without it)',
    match: /^POST \/api\/payments\/:provider\/webhook$/,
    expect: () => all('answered'),
  },
  {
    why: 'the open JSON endpoints: health, newsletter, analytics, a passkey sign-in (its own checks), the site search',
    match: /^(GET|POST) \/api\/(health|newsletter|newsletter\/confirm|analytics|passkeys|search|search\/categories)$/,
    expect: () => all('answered'),
  },
  {
    why: 'the member JSON API (workers/api/auth-guard.ts requireMember): 401 without a session',
    match: /^(GET|POST|PATCH|DELETE) \/api\/(passkeys\/:id|favorites|notifications|friends|feed|messages)(\/.*)?$/,
    expect: () => visitorThen('signIn', 'answered'),
  },
  {
    why: 'the token API’s account endpoints take a bearer token, never a browser’s cookie',
    match: /^(GET|PUT|POST) \/auth\/v1\/(user|logout)$/,
    expect: () => all('signIn'),
  },
  {
    why: 'the token API’s open endpoints (sign-up, tokens, codes, recovery, its keys): never a server error',
    match: /^(GET|POST) \/auth\/v1\/(signup|otp|token|verify|recover|\.well-known\/jwks\.json)$/,
    expect: () => all('answered'),
  },
  {
    why: 'a member’s inbox room admits only its owner; a conversation only its participants; never from another site (refused before the session is read)',
    match: /^GET \/parties\/(inbox|conversation)\/:room$/,
    samples: ['private', 'foreignOrigin'],
    expect: (sample) => (sample === 'foreignOrigin' ? all('refused') : only(['crewMember'], 'upgrade', 'refused', 'signIn')),
  },
]

/** The rule of an endpoint: exactly one, or the reason there is none. */
export function ruleOf(endpoint: Endpoint): Rule | string {
  const key = `${endpoint.method} ${endpoint.pattern}`
  const rules = RULES.filter((rule) => rule.match.test(key))
  if (rules.length === 1) return rules[0]!
  if (rules.length === 0) return `${key} (${endpoint.kind}) is classified by no rule of test/e2e/hardening/matrix.ts: add it to RULES`
  return `${key} is classified by ${rules.length} rules: ${rules.map((r) => r.why).join(' | ')}`
}

/** The address of a subject: the private canaries, a crawled public address, or a placeholder. */
export function subjectsOf(world: World, endpoint: Endpoint, rule: Rule, crawled: Map<string, string>): Subject[] {
  const pattern = endpoint.pattern
  if (endpoint.kind === 'room') {
    const room = pattern.includes('inbox') ? world.set.ids.crewMember : world.more.conversationId
    const url = pattern.replace(':room', room)
    return (rule.samples ?? ['private']).map((sample) => ({ endpoint, sample, url }))
  }
  if (!/[:*]/.test(pattern)) return [{ endpoint, sample: 'static', url: pattern }]
  const privateOf: Record<string, string | undefined> = {
    '/groups/:groupId': world.set.crewId,
    '/events/:id': world.set.keys.find((k) => k.kind === 'event')?.value,
  }
  return (rule.samples ?? ['placeholder']).flatMap((sample): Subject[] => {
    if (sample === 'private') {
      const id = Object.entries(privateOf).find(([prefix]) => pattern.startsWith(prefix))?.[1]
      if (!id) throw new Error(`no private sample for ${pattern}`)
      return [{ endpoint, sample, url: fill(pattern, () => id) }]
    }
    if (sample === 'public') {
      const suffix = /\/(edit|manage|check-in|photos|reviews|event\.ics)$/.exec(pattern)?.[0] ?? ''
      const url = crawled.get(pattern.slice(0, pattern.length - suffix.length)) ?? publicFallback(world, pattern)
      if (!url) throw new Error(`the crawl found no address of ${pattern}: give it a public sample in publicFallback`)
      return [{ endpoint, sample, url: url + suffix }]
    }
    const url =
      endpoint.kind === 'api'
        ? fill(pattern, (name) => apiSample(world, name, pattern))
        : fill(pattern, (name) => (name === '*' ? 'no-such-page' : 'zz-no-such-key'))
    return [{ endpoint, sample, url }]
  })
}

/** Public addresses no visitor's page links to (a post is linked from the members' feed only). */
function publicFallback(world: World, pattern: string): string | undefined {
  const key = (kind: string) => world.set.keys.filter((k) => k.kind === kind).at(-1)?.value ?? ''
  const values: Record<string, string[]> = {
    '/feed/:postId': [key('post')],
    '/country/:id/cities': [world.set.host.countryId],
    '/professions/:name': [key('profession')],
    '/tags/:tagName': [key('tag')],
    '/resources/texts/:lng/:ns': ['en', 'pages'],
  }
  const list = values[pattern]
  if (!list) return undefined
  let i = 0
  return fill(pattern, () => list[i++]!)
}

function classify(answer: Answer, subject: Subject): Set<Expected> {
  const { status, location } = answer
  const found = new Set<Expected>()
  if (status >= 500 || status === 0) return found
  found.add('answered')
  const target = location ? new URL(location, 'http://x') : null
  const toSignIn = !!target && target.pathname === '/auth'
  if (status === 101) found.add('upgrade')
  if ((status >= 200 && status < 300) || (status >= 300 && status < 400 && !toSignIn)) found.add('ok')
  if (toSignIn || status === 401) found.add('signIn')
  if ((status >= 400 && status < 500) || toSignIn || (target && target.pathname === '/')) found.add('notDone')
  if (status === 404) found.add('hidden')
  const away = !!target && target.pathname !== new URL(subject.url, 'http://x').pathname
  if (status === 401 || status === 403 || status === 404 || (status >= 300 && status < 400 && away && !toSignIn)) found.add('refused')
  return found
}

export type Cell = { subject: Subject; viewer: Viewer; expected: Expected; answer: Answer; why: string }

/** Asks every cell; `bodies` gives a POST its form (a member's, so a visitor's refusal is of a real submission). */
export async function askCell(
  world: World,
  subject: Subject,
  viewer: Viewer,
  expected: Expected,
  why: string,
  forms: Map<string, FoundForm>,
): Promise<Cell> {
  const cookie = cookieOf(world, viewer)
  const origin = subject.sample === 'foreignOrigin' ? 'https://evil.example' : world.baseUrl
  const headers: Record<string, string> = { Origin: origin, 'Accept-Language': 'en', ...(cookie ? { Cookie: cookie } : {}) }
  let answer: Answer
  if (subject.endpoint.kind === 'room') {
    answer = await knock(world.baseUrl + subject.url, headers)
  } else {
    const { method } = subject.endpoint
    let body: string | undefined
    if (method !== 'GET') {
      // a visitor posts the form a member would (it must not go through); members an empty one (nothing changes)
      const form = viewer === 'visitor' ? forms.get(subject.endpoint.pattern) : undefined
      body = subject.endpoint.kind === 'action' ? new URLSearchParams(form ? defaultEntries(form) : []).toString() : '{}'
      headers['Content-Type'] = subject.endpoint.kind === 'action' ? 'application/x-www-form-urlencoded' : 'application/json'
    }
    const response = await fetch(world.baseUrl + subject.url, {
      method,
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
    })
    await response.body?.cancel()
    answer = { status: response.status, location: response.headers.get('Location') ?? undefined }
  }
  return { subject, viewer, expected, answer, why }
}

/** Cells that end the viewer's session (sign-out, panic): asked after all others. */
export const endsSession = (subject: Subject) =>
  subject.endpoint.method === 'POST' && /^\/auth\/(logout|panic)$/.test(subject.endpoint.pattern)

export const cellMatches = (cell: Cell) => classify(cell.answer, cell.subject).has(cell.expected)

export function describeCell(cell: Cell) {
  const { subject, viewer, expected, answer } = cell
  const where = answer.location ? ` → ${answer.location.slice(0, 80)}` : ''
  return `${viewer} ${subject.endpoint.method} ${subject.url} (${subject.endpoint.pattern}, ${subject.sample}): expected ${expected}, got ${answer.status}${where} — ${cell.why}`
}

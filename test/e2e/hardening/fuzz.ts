/**
 * A bounded, deterministic fuzz: every form the crawl found and every endpoint of the APIs gets
 * the probe's payload families, in a plan fixed by a seeded PRNG (same seed, same requests in
 * the same order), sent a few at a time until the plan or the time runs out.
 */
import { defaultEntries, type FoundForm } from './forms'

export const FAMILIES = [
  'control',
  'percent',
  'long',
  'types',
  'bodySize',
  'duplicate',
  'intent',
  'unicode',
  'numbers',
  'arrays',
  'parallel',
] as const
export type Family = (typeof FAMILIES)[number]

/** What gets fuzzed: a form (its default submission), an API endpoint (a JSON body), or a route's address. */
export type Target =
  | { kind: 'form'; form: FoundForm }
  | { kind: 'api'; method: string; path: string; body: Record<string, unknown> }
  | { kind: 'path'; segments: string[] }

export type FuzzRequest = {
  family: Family
  method: string
  /** Path and query, as sent (may hold malformed escapes on purpose). */
  url: string
  headers: Record<string, string>
  body?: string | FormData
  /** Sent together with the next requests of the same group, at once. */
  group?: number
}

export type Outcome = { request: FuzzRequest; status: number; location?: string; error?: string; body?: string }

/** mulberry32: small, fast, and the same sequence everywhere. */
export function prng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! }
}
type Rng = ReturnType<typeof prng>

/**
 * The longest URL a request reaches the Worker with: Cloudflare answers 414 to a longer one at
 * its edge. Under `wrangler dev` the proxy copies the URL into a header as well, and past 64 KiB
 * the doubled header outgrows workerd's limit: the proxy then answers 431, or 503 ("Your worker
 * restarted mid-request") when the connection drops mid-body, depending on timing. That was
 * the dev proxy, never the Worker, so the plan keeps every URL within the edge's limit.
 */
export const EDGE_MAX_URL = 16 * 1024

/** `url` cut to EDGE_MAX_URL characters, without leaving half a percent escape at its end. */
export function withinEdgeLimit(url: string) {
  if (url.length <= EDGE_MAX_URL) return url
  return url.slice(0, EDGE_MAX_URL).replace(/%[0-9A-Fa-f]?$/, '')
}

/** A value: text to encode, or raw bytes of the URL encoding as they are (malformed on purpose). */
type Value = { text: string } | { raw: string }

const PAYLOADS: Record<Exclude<Family, 'types' | 'bodySize' | 'duplicate' | 'intent' | 'arrays' | 'parallel'>, Value[]> = {
  control: [
    { text: 'a\u0000b' },
    { text: '\u0000' },
    { text: 'x\u0001\u0002\u0003\u001b[31m\u007f' },
    { text: 'line\r\nSet-Cookie: x=1' },
    { text: '\u0000%00\\0' },
    { raw: 'a%00b' },
  ],
  percent: [{ raw: '%ZZ' }, { raw: '%E0%A4%A' }, { raw: '%' }, { raw: '%FF' }, { raw: '%%%' }, { raw: 'a%2' }, { raw: '%C0%AF' }],
  long: [{ text: 'a'.repeat(100_000) }, { text: 'é'.repeat(20_000) }, { text: `${'x '.repeat(5_000)}` }, { text: '@'.repeat(3_000) }],
  unicode: [
    { raw: '%ED%A0%80' }, // a lone surrogate, as UTF-8 bytes
    { text: '\ufeff\u202eevil\u202c' },
    { text: 'z\u200b\u200d\u2060' },
    { text: '👩‍👩‍👧‍👦🏳️‍🌈' },
    { text: `e${'\u0301'.repeat(500)}` },
    { text: '\uffff\ufffe' },
    { text: 'İıẞ ﬃ' },
    { text: '𝕳𝖆𝖛𝖊𝖓' },
  ],
  numbers: [
    { text: '-1' },
    { text: '0' },
    { text: '1e308' },
    { text: '9007199254740993' },
    { text: 'NaN' },
    { text: 'Infinity' },
    { text: '-0' },
    { text: '99999999999999999999999' },
    { text: '0x10' },
    { text: '2.5' },
  ],
}
const WRONG_TYPES: unknown[] = [null, true, 0, -1, 1e308, '', 'x', [], ['a', 'b'], {}, { nested: { deeper: [1] } }]
const HUGE = 'h'.repeat(2 * 1024 * 1024)

const enc = (value: Value) => {
  if ('raw' in value) return value.raw
  try {
    return encodeURIComponent(value.text)
  } catch {
    return '%ED%A0%80' // encodeURIComponent refuses lone surrogates
  }
}
const asText = (value: Value) => ('text' in value ? value.text : decodeURIComponentSafe(value.raw))
const decodeURIComponentSafe = (raw: string) => {
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}
const urlencoded = (entries: [string, Value][]) => entries.map(([name, value]) => `${enc({ text: name })}=${enc(value)}`).join('&')

function withAction(action: string, extra: string) {
  if (!extra) return action
  return action + (action.includes('?') ? '&' : '?') + extra
}

/** The requests of one family for one target (several for `parallel`). */
export function requestsFor(target: Target, family: Family, rng: Rng, origin: string): FuzzRequest[] {
  const headers: Record<string, string> = { Origin: origin, 'Accept-Language': 'en', Accept: 'text/html,application/json;q=0.9' }
  if (target.kind === 'path') {
    const values: Value[] =
      family === 'percent' || family === 'control' || family === 'unicode' || family === 'long' || family === 'numbers'
        ? PAYLOADS[family]
        : [{ text: '-1' }, { raw: '%ZZ' }, { text: '..' }, { raw: '%2e%2e%2f%2e%2e' }]
    const value = rng.pick(values)
    const url = '/' + target.segments.map((s) => (s.startsWith(':') || s === '*' ? enc(value) : s)).join('/')
    return [{ family, method: 'GET', url: family === 'long' ? `${url}?q=${'a'.repeat(50_000)}` : url, headers }]
  }
  if (target.kind === 'api') {
    const json = (body: unknown) => JSON.stringify(body)
    const base = target.body
    const one = (body: string | undefined, extra: Record<string, string> = {}, url = target.path): FuzzRequest => ({
      family,
      method: target.method,
      url,
      headers: { ...headers, 'Content-Type': 'application/json', ...extra },
      body: target.method === 'GET' ? undefined : body,
    })
    const keys = Object.keys(base)
    const key = rng.pick(keys)
    switch (family) {
      case 'parallel':
        return Array.from({ length: 6 }, () => one(json(base)))
      case 'bodySize':
        return [rng.next() < 0.5 ? one(json({ ...base, [key]: HUGE })) : one('', { 'Content-Type': 'application/json' })]
      case 'types':
        return [
          rng.next() < 0.3
            ? one(rng.pick(['{', '[1,', 'null', '"x"', '{"a":', '\u0000', '{}{}']))
            : one(json({ ...base, [key]: rng.pick(WRONG_TYPES) })),
        ]
      case 'arrays':
        return [one(json(rng.next() < 0.3 ? [base] : { ...base, [key]: [base[key], base[key]] }))]
      case 'duplicate':
        // a JSON text with the same key twice; a form body with every field twice
        return [
          rng.next() < 0.5
            ? one(`{${keys.map((k) => `${JSON.stringify(k)}:1,${JSON.stringify(k)}:${JSON.stringify(base[k])}`).join(',')}}`)
            : one(urlencoded(keys.flatMap((k) => [[k, { text: 'a' }] as [string, Value], [k, { text: String(base[k]) }]])), {
                'Content-Type': 'application/x-www-form-urlencoded',
              }),
        ]
      case 'intent':
        return [one(json({ ...base, intent: 'fuzz-unknown', action: 'fuzz-unknown', type: 'fuzz-unknown', grant_type: 'fuzz' }))]
      default: {
        const value = rng.pick(PAYLOADS[family])
        // in the body, and in the query string (a raw escape where it is one)
        const query = `${enc({ text: key })}=${enc(value)}`
        return [one(json({ ...base, [key]: asText(value) }), {}, withAction(target.path, rng.next() < 0.5 ? query : ''))]
      }
    }
  }
  const form = target.form
  const entries: [string, Value][] = defaultEntries(form).map(([name, value]) => [name, { text: value }])
  const names = form.fields.filter((f) => f.type !== 'submit').map((f) => f.name)
  const fieldName = names.length ? rng.pick(names) : 'q'
  const replace = (value: Value): [string, Value][] =>
    entries.some(([name]) => name === fieldName)
      ? entries.map(([name, v]) => [name, name === fieldName ? value : v])
      : [...entries, [fieldName, value]]
  const send = (list: [string, Value][], extra: Partial<FuzzRequest> = {}): FuzzRequest => {
    if (form.method === 'GET') return { family, method: 'GET', url: withAction(form.action, urlencoded(list)), headers, ...extra }
    if (form.enctype === 'multipart/form-data' && !extra.body) {
      const data = new FormData()
      for (const [name, value] of list) data.append(name, asText(value))
      return { family, method: 'POST', url: form.action, headers, body: data, ...extra }
    }
    return {
      family,
      method: 'POST',
      url: form.action,
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: urlencoded(list),
      ...extra,
    }
  }
  switch (family) {
    case 'parallel':
      return Array.from({ length: 6 }, () => send(entries))
    case 'bodySize':
      if (form.method === 'GET') return [send(replace({ text: 'q'.repeat(50_000) }))]
      return [rng.next() < 0.5 ? send(replace({ text: HUGE })) : send([], { body: '' })]
    case 'types':
      // a JSON body where a form is expected, or a field's value in JSON shape
      if (form.method === 'POST' && rng.next() < 0.5)
        return [
          send([], {
            headers: { ...headers, 'Content-Type': 'application/json' },
            body: JSON.stringify(Object.fromEntries(entries.map(([n]) => [n, rng.pick(WRONG_TYPES)]))),
          }),
        ]
      return [send(replace({ text: JSON.stringify(rng.pick(WRONG_TYPES)) }))]
    case 'arrays':
      return [send(rng.next() < 0.5 ? [...entries, ...entries] : entries.map(([n, v]) => [`${n}[]`, v] as [string, Value]))]
    case 'duplicate':
      return [send([...replace({ text: 'first' }), [fieldName, { text: 'second' }]])]
    case 'intent': {
      const unknown = rng.pick(['fuzz-unknown', '', 'constructor', '__proto__', 'toString'])
      return [send([...entries.filter(([n]) => n !== 'intent'), ['intent', { text: unknown }]])]
    }
    default:
      return [send(replace(rng.pick(PAYLOADS[family])))]
  }
}

/** The plan: each round gives every target one family (shifted per target), until `count` requests. */
export function plan(targets: Target[], seed: number, count: number, origin: string): FuzzRequest[][] {
  const rng = prng(seed)
  const batches: FuzzRequest[][] = []
  let total = 0
  for (let round = 0; total < count && targets.length; round++) {
    for (let i = 0; i < targets.length && total < count; i++) {
      const family = FAMILIES[(round + i) % FAMILIES.length]!
      const requests = requestsFor(targets[i]!, family, rng, origin).map((r) => ({ ...r, url: withinEdgeLimit(r.url) }))
      batches.push(requests)
      total += requests.length
    }
  }
  return batches
}

/** Sends the batches `concurrency` at a time (a batch's requests at once) until done or the deadline. */
export async function run(
  baseUrl: string,
  batches: FuzzRequest[][],
  options: { cookie?: string; concurrency: number; deadline: number },
): Promise<{ outcomes: Outcome[]; unsent: number }> {
  const outcomes: Outcome[] = []
  let next = 0
  const send = async (request: FuzzRequest): Promise<Outcome> => {
    const headers = { ...request.headers, ...(options.cookie ? { Cookie: options.cookie } : {}) }
    try {
      const response = await fetch(baseUrl + request.url, {
        method: request.method,
        headers,
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      })
      // a server error's answer is kept (its start) for the report; others are not read
      const body = response.status >= 500 ? (await response.text()).slice(0, 300) : (await response.body?.cancel(), undefined)
      return { request, status: response.status, location: response.headers.get('Location') ?? undefined, body }
    } catch (error) {
      return { request, status: 0, error: String(error) }
    }
  }
  const worker = async () => {
    while (next < batches.length && Date.now() < options.deadline) {
      const batch = batches[next++]!
      outcomes.push(...(await Promise.all(batch.map(send))))
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker))
  return { outcomes, unsent: batches.length - next }
}

/** The request as one line: enough to send it again. */
export function describe(request: FuzzRequest) {
  const url = request.url.length > 160 ? `${request.url.slice(0, 160)}… (${request.url.length} chars)` : request.url
  let body = ''
  if (typeof request.body === 'string')
    body = request.body.length > 160 ? ` body ${request.body.slice(0, 160)}… (${request.body.length} chars)` : ` body ${request.body}`
  else if (request.body) body = ' body multipart'
  return `${request.method} ${url} [${request.family}]${request.headers['Content-Type'] ? ` ${request.headers['Content-Type']}` : ''}${body}`
}

import { env, SELF } from 'cloudflare:test'
import { getDb } from '~/db/client'
import { accounts, profiles, sessions } from '~/db/schema'
import { SESSION_COOKIE } from '~/models/accounts/sessions.server'
import { randomToken, sha256Hex } from '~/utils/crypto'
import type { FlashToast } from '~/utils/toast.server'

export const db = () => getDb(env.DB)

/** The origin the tests' requests come from (a POST carries it as Origin, as a browser does). */
export const ORIGIN = 'https://haven.test'

/**
 * A request to the Worker as a browser makes it: English, redirects not followed, a POST with its
 * Origin and Host (the CSRF check), the member's session cookie when given.
 */
export const call = (path: string, init: RequestInit & { cookie?: string } = {}) => SELF.fetch(browserRequest(path, init))

/**
 * A request to a JSON API as an app sends it: no Origin, no cookie unless a header carries it,
 * a body (not a string already) as JSON. POST unless `method` says otherwise.
 */
export const callApi = (
  path: string,
  { body, ...init }: Omit<RequestInit, 'body' | 'headers'> & { body?: unknown; headers?: Record<string, string> } = {},
) =>
  SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    ...init,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...init.headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })

/** The request `call` sends (for a test that hands it to the Worker's fetch handler itself). */
export const browserRequest = (path: string, init: RequestInit & { cookie?: string } = {}) =>
  new Request(`${ORIGIN}${path}`, {
    redirect: 'manual',
    ...init,
    headers: {
      'Accept-Language': 'en',
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...(init.method === 'POST' ? { Origin: ORIGIN, Host: 'haven.test' } : {}),
      ...init.headers,
    },
  })

/** A form's fields (files too) as a multipart body. */
export const formData = (fields: Record<string, string | File | string[]>) => {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) body.append(key, one)
  return body
}

/** Creates a member with a live browser session and returns the Cookie header that carries it. */
export async function createMemberWithSession(name = 'Test Member') {
  const id = crypto.randomUUID()
  const token = randomToken()
  const database = db()
  await database.insert(accounts).values({ id, email: `${id}@test.haven.local` })
  await database.insert(profiles).values({ userId: id, displayName: name })
  const sessionId = await sha256Hex(token)
  await database.insert(sessions).values({ id: sessionId, accountId: id, expiresAt: new Date(Date.now() + 3_600_000) })
  return { id, cookie: `${SESSION_COOKIE}=${token}`, sessionId }
}

export async function waitFor<T>(probe: () => Promise<T | null | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 50))
  }
}

export { withoutPageTexts } from '../page-html'

/** A statement a recording binding ran, with its parameters. */
export type RecordedStatement = { sql: string; params: unknown[] }

/** The D1 binding, recording each statement it runs (alone or in a batch) with its parameters into `recorded`. */
export function recordingD1(d1: D1Database, recorded: RecordedStatement[]): D1Database {
  const targets = new WeakMap<D1PreparedStatement, { statement: D1PreparedStatement; record: RecordedStatement }>()
  const track = (statement: D1PreparedStatement, record: RecordedStatement): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, key) {
        if (key === 'bind') return (...values: unknown[]) => track(target.bind(...values), { sql: record.sql, params: values })
        const value = Reflect.get(target, key) as unknown
        if (typeof value !== 'function') return value
        return (...args: unknown[]) => {
          if (key === 'all' || key === 'raw' || key === 'first' || key === 'run') recorded.push(record)
          return (value as (...a: unknown[]) => unknown).apply(target, args)
        }
      },
    })
    targets.set(proxy, { statement, record })
    return proxy
  }
  return {
    prepare: (sql) => track(d1.prepare(sql), { sql, params: [] }),
    batch: (statements) =>
      d1.batch(
        statements.map((proxy) => {
          const { statement, record } = targets.get(proxy)!
          recorded.push(record)
          return statement
        }),
      ),
    exec: (sql) => d1.exec(sql),
    withSession: (constraint) => d1.withSession(constraint),
    dump: () => d1.dump(),
  }
}

/** A plain form's POST (urlencoded, a list as repeated fields), as a browser sends it without JavaScript. */
export const postForm = (path: string, fields: Record<string, string | string[]>, cookie?: string, headers?: Record<string, string>) => {
  const body = new URLSearchParams()
  for (const [key, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) body.append(key, one)
  return call(path, { method: 'POST', cookie, body, headers })
}

/** A page or endpoint read as the member behind `cookie` (a visitor without one). */
export const getPage = (path: string, cookie?: string) => call(path, { cookie })

/**
 * The toast a response leaves for the next page (app/utils/toast.server.ts: the `haven_toast`
 * cookie, base64 of its UTF-8 JSON), or null when it sets none.
 */
export function flashToast(response: Response): FlashToast | null {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('haven_toast='))
  const value = cookie && decodeURIComponent(cookie.split(';')[0].slice('haven_toast='.length))
  if (!value) return null
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)))) as FlashToast
}

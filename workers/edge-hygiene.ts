import type { MiddlewareHandler } from 'hono'
import { hasControl, hasStrayControl, withoutControl } from '~/utils/text-hygiene'
import { authErrorResponse } from './api/auth/errors'
import { errorResponse } from './api/errors'

/**
 * What every request's address and plain form body may hold, checked once before routing
 * (issue 35): a path whose percent-encoding does not decode is a 400 and a path holding a
 * control character a 404 (no page or file is named so); control characters other than tab and
 * line breaks are removed from the query's values and from a url-encoded form's fields, so no
 * search, page or action reads them (a NUL cut FTS5 queries short: 500s). Multipart forms keep
 * theirs here: their text reaches SQL only through the models, whose search builders drop them.
 */
export const edgeHygiene: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  const request = c.req.raw
  const url = new URL(request.url)
  let path: string
  try {
    path = decodeURIComponent(url.pathname)
  } catch {
    return refuse(request, url, 400, 'badRequest')
  }
  if (hasControl(path)) return refuse(request, url, 404, 'notFound')
  const cleanUrl = cleanQuery(url)
  const body = await cleanFormBody(request)
  if (cleanUrl || body !== null) {
    // Hono's request keeps its Request in the public `raw` field: every handler after this one
    // (the API's, Remix's) reads the cleaned one
    c.req.raw = new Request(
      cleanUrl ?? request.url,
      body === null ? request : { method: request.method, headers: withoutLength(request.headers), body, signal: request.signal },
    )
  }
  await next()
}

/** The address with control characters removed from its query's names and values, or null when it had none. */
function cleanQuery(url: URL): string | null {
  if (!url.search) return null
  const entries = [...url.searchParams]
  if (!entries.some(([key, value]) => hasStrayControl(key) || hasStrayControl(value))) return null
  const clean = new URL(url)
  clean.search = new URLSearchParams(entries.map(([key, value]) => [withoutControl(key), withoutControl(value)])).toString()
  return clean.toString()
}

/** A url-encoded form's body without control characters (other than tab and line breaks), or null when it is fine as sent. */
async function cleanFormBody(request: Request): Promise<string | null> {
  if (request.method !== 'POST' || !request.body) return null
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) return null
  const text = await request.clone().text()
  const fields = [...new URLSearchParams(text)]
  if (!fields.some(([key, value]) => hasStrayControl(key) || hasStrayControl(value))) return null
  return new URLSearchParams(fields.map(([key, value]) => [withoutControl(key), withoutControl(value)])).toString()
}

function withoutLength(headers: Headers) {
  const copy = new Headers(headers)
  copy.delete('Content-Length')
  return copy
}

/** The refusal in the caller's language: the APIs' JSON shapes, a short text for pages and files. */
async function refuse(request: Request, url: URL, status: 400 | 404, code: 'badRequest' | 'notFound') {
  if (/^\/auth\/v1(\/|$)/.test(url.pathname))
    return authErrorResponse(request, status, code === 'badRequest' ? 'bad_request' : 'not_found', code)
  const answer = await errorResponse(request, status, code)
  if (/^\/api(\/|$)/.test(url.pathname)) return answer
  const { error } = (await answer.json()) as { error: string }
  return new Response(error, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
}

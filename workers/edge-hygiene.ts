import type { MiddlewareHandler } from 'hono'
import { hasControl, hasStrayControl, withoutControl } from '~/utils/text-hygiene'
import { authErrorResponse } from './api/auth/errors'
import { errorResponse } from './api/errors'

/**
 * What every request's address and plain form body may hold, checked once before routing
 * (issue 35): a path whose percent-encoding does not decode is a 400 and a path holding a
 * control character a 404 (no page or file is named so); control characters other than tab and
 * line breaks are removed from the query's values and from a form's text fields, so no search,
 * page or action reads them (a NUL cut FTS5 queries short: 500s). A multipart form larger than
 * MULTIPART_CLEANED_MAX (one carrying a photo) is not read twice here: its text reaches SQL only
 * through the models, whose search builders drop control characters themselves.
 */
/** Largest multipart body whose text fields are cleaned here (bytes): any form without a photo. */
export const MULTIPART_CLEANED_MAX = 256 * 1024

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
      body === null
        ? request
        : { method: request.method, headers: withoutBodyHeaders(request.headers, body), body, signal: request.signal },
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

/** A form's body without control characters (other than tab and line breaks) in its text, or null when it is fine as sent. */
async function cleanFormBody(request: Request): Promise<string | FormData | null> {
  if (request.method !== 'POST' || !request.body) return null
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase()
  if (type.startsWith('application/x-www-form-urlencoded')) {
    // read as bytes: workerd warns of .text() on a body whose type is not text/*
    const fields = [...new URLSearchParams(new TextDecoder().decode(await request.clone().arrayBuffer()))]
    if (!fields.some(([key, value]) => hasStrayControl(key) || hasStrayControl(value))) return null
    return new URLSearchParams(fields.map(([key, value]) => [withoutControl(key), withoutControl(value)])).toString()
  }
  const length = Number(request.headers.get('Content-Length') ?? NaN)
  if (!type.startsWith('multipart/form-data') || !(length <= MULTIPART_CLEANED_MAX)) return null
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    return null // unreadable: the handler answers it as before
  }
  const fields = [...form]
  if (!fields.some(([key, value]) => hasStrayControl(key) || (typeof value === 'string' && hasStrayControl(value)))) return null
  const clean = new FormData()
  for (const [key, value] of fields) {
    if (typeof value === 'string') clean.append(withoutControl(key), withoutControl(value))
    else clean.append(withoutControl(key), value, value.name)
  }
  return clean
}

/** The request's headers for a new body: its length and (for a form, whose boundary changes) its type are the new body's. */
function withoutBodyHeaders(headers: Headers, body: string | FormData) {
  const copy = new Headers(headers)
  copy.delete('Content-Length')
  if (typeof body !== 'string') copy.delete('Content-Type')
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

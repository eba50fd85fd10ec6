import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { getDb } from '~/db/client'
import { recordAnalyticsEvent, sanitizeTrackedUrl } from '~/models/analytics/analytics.server'
import { classifyUserAgent } from '~/utils/user-agent'
import { jsonError } from './errors'
import { parseBody } from './validate'

export const analytics = new Hono<{ Bindings: Env }>()

/** Largest accepted request body (bytes); larger answers 413 before anything is parsed. */
export const ANALYTICS_MAX_BODY = 8 * 1024
/** Largest `data` object, serialised as JSON (characters). */
export const ANALYTICS_MAX_DATA = 4 * 1024
export const ANALYTICS_MAX_URL = 2048
/** Event names: 'page_view' or custom ones such as 'search:submit' or 'venue.favorite'. */
export const EVENT_NAME = /^[a-z0-9_:.-]{1,64}$/

/** A same-origin path ("/venues?x=1", not "//host") or an absolute http(s) URL. */
function isPageUrl(value: string) {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\')
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

const optionalText = (max: number, pattern?: RegExp) =>
  (pattern ? z.string().max(max, 'invalidInput').regex(pattern, 'invalidInput') : z.string().max(max, 'invalidInput'))
    .nullish()
    .transform((v) => (v ? v : null))

const AnalyticsEventSchema = z.object({
  name: z.string({ message: 'invalidInput' }).regex(EVENT_NAME, 'invalidInput'),
  data: z
    .record(z.string(), z.unknown(), { message: 'invalidInput' })
    .nullish()
    .refine((d) => d == null || JSON.stringify(d).length <= ANALYTICS_MAX_DATA, 'invalidInput')
    .transform((d) => d ?? null),
  url: z.string({ message: 'invalidInput' }).max(ANALYTICS_MAX_URL, 'invalidInput').refine(isPageUrl, 'invalidInput'),
  title: optionalText(300),
  hostname: optionalText(253, /^[a-z0-9.-]*$/i),
  language: optionalText(35, /^[a-z0-9-]*$/i),
  referrer: z
    .string()
    .max(ANALYTICS_MAX_URL, 'invalidInput')
    .refine((v) => v === '' || isPageUrl(v), 'invalidInput')
    .nullish()
    .transform((v) => (v ? v : null)),
  screenSize: optionalText(11, /^\d{1,5}x\d{1,5}$/),
})

/** Only pages of this site may report: a browser's Origin (when sent) must be our own host. */
function isCrossSite(request: Request) {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true
  const origin = request.headers.get('origin')
  if (!origin) return false
  try {
    return new URL(origin).host !== new URL(request.url).host
  } catch {
    return true
  }
}

/**
 * POST /api/analytics {name, data, url, title, hostname, language, referrer, screenSize}
 * (SPEC §7). The client sends it only after the member consented to analytics. Browser, OS
 * and device come from the User-Agent here; no IP address, member id or session is stored.
 * Answers 204, 413 for an oversized body, 422 for invalid input.
 */
analytics.post(
  '/',
  bodyLimit({
    maxSize: ANALYTICS_MAX_BODY,
    onError: (c) => jsonError(c, 413, 'payloadTooLarge'),
  }),
  async (c) => {
    if (isCrossSite(c.req.raw)) return jsonError(c, 403, 'forbidden')
    const body = await parseBody(c, AnalyticsEventSchema)
    if (body.error) return body.error
    const event = body.data
    const agent = classifyUserAgent(c.req.header('user-agent'), {
      mobile: c.req.header('sec-ch-ua-mobile'),
      platform: c.req.header('sec-ch-ua-platform'),
    })
    await recordAnalyticsEvent(getDb(c.env.DB), {
      name: event.name,
      data: event.data,
      url: sanitizeTrackedUrl(event.url),
      title: event.title,
      hostname: event.hostname,
      language: event.language,
      referrer: sanitizeTrackedUrl(event.referrer),
      screenSize: event.screenSize,
      ...agent,
    })
    return c.body(null, 204)
  },
)

import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { getDb } from '~/db/client'
import { recordAnalyticsEvent, sanitizeTrackedUrl } from '~/models/analytics/analytics.server'
import { checkRateLimit } from '~/models/site/rate-limits.server'
import { clientIpHash } from '~/utils/rate-limit.server'
import { withoutControl } from '~/utils/text-hygiene'
import { classifyUserAgent } from '~/utils/user-agent'
import { ownPagesOnly } from './auth-guard'
import { jsonError } from './errors'
import { parseBody } from './validate'

export const analytics = new Hono<{ Bindings: Env }>()

/** Largest accepted request body (bytes); larger answers 413 before anything is parsed. */
export const ANALYTICS_MAX_BODY = 8 * 1024
/**
 * What one stored row may hold (characters), about 1 KB in all (issue 35: rows of 3.9 KB): a
 * longer `data` is refused (it is ours: a page view's path), a longer URL, referrer or title is
 * cut (a page with many filters is still counted).
 */
export const ANALYTICS_MAX_DATA = 200
export const ANALYTICS_MAX_URL = 256
export const ANALYTICS_MAX_TITLE = 100
/** Reports one visitor (client address) may send: a person reads far fewer pages a minute. */
export const ANALYTICS_RATE = { limit: 30, windowMs: 60_000 } as const
/** Longest URL taken in (it is cut to ANALYTICS_MAX_URL before it is stored). */
const URL_INPUT_MAX = 2048
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
  url: z.string({ message: 'invalidInput' }).max(URL_INPUT_MAX, 'invalidInput').refine(isPageUrl, 'invalidInput'),
  title: optionalText(URL_INPUT_MAX).transform((v) => v && withoutControl(v).slice(0, ANALYTICS_MAX_TITLE)),
  hostname: optionalText(100, /^[a-z0-9.-]*$/i),
  language: optionalText(35, /^[a-z0-9-]*$/i),
  referrer: z
    .string()
    .max(URL_INPUT_MAX, 'invalidInput')
    .refine((v) => v === '' || isPageUrl(v), 'invalidInput')
    .nullish()
    .transform((v) => (v ? v : null)),
  screenSize: optionalText(11, /^\d{1,5}x\d{1,5}$/),
})

/** A stored URL: without secrets and positions (sanitizeTrackedUrl), at most ANALYTICS_MAX_URL characters. */
const storedUrl = (value: string | null) => sanitizeTrackedUrl(value)?.slice(0, ANALYTICS_MAX_URL) ?? null

/**
 * POST /api/analytics {name, data, url, title, hostname, language, referrer, screenSize}
 * (SPEC §7). The client sends it only after the member consented to analytics. Browser, OS
 * and device come from the User-Agent here; no IP address, member id or session is stored.
 * Only this site's pages report: the Origin must be ours (or, without one, the browser's
 * Sec-Fetch-Site same-origin), which the page's own fetch always sends; anything else is 403.
 * Each visitor (a hash of the client address; the client sends no cookie, so there is no
 * session to count by) may send ANALYTICS_RATE reports a minute, then 429 with Retry-After.
 * Answers 204, 413 for an oversized body, 422 for invalid input.
 */
analytics.post(
  '/',
  bodyLimit({
    maxSize: ANALYTICS_MAX_BODY,
    onError: (c) => jsonError(c, 413, 'payloadTooLarge'),
  }),
  ownPagesOnly,
  async (c) => {
    const db = getDb(c.env.DB)
    const visitor = await clientIpHash(c.req.raw)
    const rate = await checkRateLimit(db, `analytics:ip:${visitor}`, ANALYTICS_RATE.limit, ANALYTICS_RATE.windowMs)
    if (!rate.allowed) {
      c.header('Retry-After', String(rate.retryAfter))
      return jsonError(c, 429, 'tooManyRequests')
    }
    const body = await parseBody(c, AnalyticsEventSchema)
    if (body.error) return body.error
    const event = body.data
    const agent = classifyUserAgent(c.req.header('user-agent'), {
      mobile: c.req.header('sec-ch-ua-mobile'),
      platform: c.req.header('sec-ch-ua-platform'),
    })
    await recordAnalyticsEvent(db, {
      name: event.name,
      data: event.data,
      url: storedUrl(event.url),
      title: event.title,
      hostname: event.hostname,
      language: event.language,
      referrer: storedUrl(event.referrer),
      screenSize: event.screenSize,
      ...agent,
    })
    return c.body(null, 204)
  },
)

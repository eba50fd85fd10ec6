import type { Db } from '~/db/client'
import { analyticsEvents, type DeviceType } from '~/db/schema'

/**
 * One analytics event as stored (SPEC §3 Analytics event). Privacy by design: no IP address,
 * no member id and no session id are ever written; browser, os and device are coarse labels
 * derived on the server from the User-Agent.
 */
export type AnalyticsEventInput = {
  name: string
  data: Record<string, unknown> | null
  url: string | null
  title: string | null
  hostname: string | null
  language: string | null
  referrer: string | null
  screenSize: string | null
  browser: string
  os: string
  device: DeviceType
}

export async function recordAnalyticsEvent(db: Db, event: AnalyticsEventInput) {
  await db.insert(analyticsEvents).values({ ...event, sessionId: null, userId: null })
}

/** Query-string parameters that may carry secrets or personal data; never stored. */
const SENSITIVE_PARAM = /token|code|key|secret|pass|session|auth|email|mail|phone|sig|otp|nonce|state/i
/** Positions (Near Me's `near=lat,lng`, map views) are never stored: exact names, not substrings. */
const POSITION_PARAMS = new Set(['near', 'lat', 'lng', 'lon', 'latitude', 'longitude', 'bbox', 'position'])

/**
 * Drops the fragment and any sensitive query parameter from a page URL (absolute or a path),
 * so a confirmation link or a reset token never lands in the analytics table.
 */
export function sanitizeTrackedUrl(value: string | null | undefined): string | null {
  if (!value) return null
  const isPath = value.startsWith('/')
  let url: URL
  try {
    url = new URL(value, 'http://path.invalid')
  } catch {
    return null
  }
  for (const name of [...url.searchParams.keys()]) {
    if (SENSITIVE_PARAM.test(name) || POSITION_PARAMS.has(name.toLowerCase())) url.searchParams.delete(name)
  }
  url.hash = ''
  return isPath ? `${url.pathname}${url.search}` : `${url.origin}${url.pathname}${url.search}`
}

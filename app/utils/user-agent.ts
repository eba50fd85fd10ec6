/**
 * A small User-Agent classifier for analytics (SPEC §3 Analytics event): browser, operating
 * system and device kind. It runs on the server, so the client never has to send them, and it
 * keeps nothing but these three coarse labels (no version numbers: less fingerprinting).
 *
 * Order matters: many browsers carry the tokens of the ones they derive from (Edge and Opera
 * say "Chrome", Chrome says "Safari", iOS says "like Mac OS X"), so the specific ones come first.
 */

export const BROWSERS = ['Edge', 'Chrome', 'Firefox', 'Safari', 'Samsung Internet', 'Opera', 'other'] as const
export const OPERATING_SYSTEMS = ['Windows', 'macOS', 'iOS', 'Android', 'Linux', 'ChromeOS', 'other'] as const
export type Browser = (typeof BROWSERS)[number]
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number]
/** analytics_events.device_type's values (DEVICE_TYPES in app/db/schema/system.ts; the insert's type checks they agree). */
export type DeviceType = 'mobile' | 'tablet' | 'desktop'
export type UserAgentInfo = { browser: Browser; os: OperatingSystem; device: DeviceType }

/** Optional client hints (Sec-CH-UA-Mobile, Sec-CH-UA-Platform) that Chromium browsers send. */
export type UserAgentHints = { mobile?: string | null; platform?: string | null }

export function detectBrowser(ua: string): Browser {
  if (/SamsungBrowser\//i.test(ua)) return 'Samsung Internet'
  if (/\b(OPR|OPT|OPiOS|Opera)\b|Opera Mini/i.test(ua)) return 'Opera'
  if (/\b(Edg|EdgA|EdgiOS|Edge)\//.test(ua)) return 'Edge'
  if (/\b(Firefox|FxiOS)\//.test(ua)) return 'Firefox'
  if (/\b(Chrome|CriOS|Chromium|HeadlessChrome)\//.test(ua)) return 'Chrome'
  // Safari proper says "Version/x Safari/y"; iOS in-app web views lack "Safari" but are WebKit.
  if (/Version\/[\d.]+.*Safari\//.test(ua) || (/AppleWebKit\//.test(ua) && /\b(iPhone|iPad|iPod)\b/.test(ua))) {
    return 'Safari'
  }
  return 'other'
}

export function detectOs(ua: string, platformHint?: string | null): OperatingSystem {
  if (/Windows (NT|Phone)|Win64|Win32|WOW64/i.test(ua)) return 'Windows'
  if (/\b(iPhone|iPad|iPod)\b/.test(ua)) return 'iOS'
  if (/\bCrOS\b/.test(ua)) return 'ChromeOS'
  if (/Android/i.test(ua)) return 'Android'
  if (/Macintosh|Mac OS X/.test(ua)) return 'macOS'
  if (/Linux|X11|Ubuntu|Fedora/i.test(ua)) return 'Linux'
  // Reduced UAs can be vague; the platform hint (e.g. "macOS", quoted) settles it.
  const hint = platformHint?.replace(/"/g, '').trim()
  if (hint === 'Chrome OS' || hint === 'Chromium OS') return 'ChromeOS'
  if (hint && (OPERATING_SYSTEMS as readonly string[]).includes(hint)) return hint as OperatingSystem
  return 'other'
}

export function detectDevice(ua: string, mobileHint?: string | null): DeviceType {
  // Tablets first: iPad, Android without "Mobile", Kindle/Silk, Firefox's "Tablet" token.
  if (/\biPad\b|Tablet|PlayBook|Kindle|Silk\//i.test(ua) && !/Tablet PC/i.test(ua)) return 'tablet'
  if (/Android/i.test(ua) && !/Mobile/i.test(ua)) return 'tablet'
  if (/\b(iPhone|iPod)\b|Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|webOS/i.test(ua)) return 'mobile'
  if (mobileHint === '?1') return 'mobile'
  return 'desktop'
}

/** Classifies a User-Agent string; empty or unknown agents are 'other' on a desktop. */
export function classifyUserAgent(userAgent: string | null | undefined, hints: UserAgentHints = {}): UserAgentInfo {
  const ua = (userAgent ?? '').slice(0, 1024)
  return { browser: detectBrowser(ua), os: detectOs(ua, hints.platform), device: detectDevice(ua, hints.mobile) }
}

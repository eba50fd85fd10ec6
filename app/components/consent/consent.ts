/**
 * Cookie consent (SPEC §3 Cookie consent record, §4, §5, §9): the member's choice lives in
 * localStorage under a key carrying the product's name. Necessary cookies are always on.
 * Every change is announced on `window` with the 'consent-updated' event (detail: the record,
 * or null after a reset), so the banner and analytics follow at once, in this tab and others.
 */
import { useMemo, useSyncExternalStore } from 'react'
import { STORAGE_PREFIX } from '~/config'
import { readCookie } from '~/utils/cookies'

export const CONSENT_VERSION = '1.0'
export const CONSENT_STORAGE_KEY = `${STORAGE_PREFIX}-cookie-consent`
export const CONSENT_EVENT = 'consent-updated'
/**
 * A cookie mirroring only the fact that a choice of this version exists (not the choice), so
 * the server renders the banner in the first HTML for visitors who have not chosen yet: no
 * late banner after hydration, no layout or paint shift. localStorage stays the record.
 */
export const CONSENT_COOKIE = `${STORAGE_PREFIX}-consent-version`
/** Asks the mounted <CookieConsent /> to open the preferences dialog. */
export const OPEN_PREFERENCES_EVENT = `${STORAGE_PREFIX}:open-cookie-preferences`

export const CONSENT_CATEGORIES = ['necessary', 'functional', 'analytics', 'marketing'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]
export type OptionalCategory = Exclude<ConsentCategory, 'necessary'>

export type ConsentPreferences = {
  necessary: true
  functional: boolean
  analytics: boolean
  marketing: boolean
}
export type ConsentRecord = {
  preferences: ConsentPreferences
  version: typeof CONSENT_VERSION
  /** ISO 8601 time of the choice. */
  timestamp: string
}

export const NECESSARY_ONLY: ConsentPreferences = { necessary: true, functional: false, analytics: false, marketing: false }
export const ACCEPT_ALL: ConsentPreferences = { necessary: true, functional: true, analytics: true, marketing: true }

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null // storage disabled (privacy mode, blocked cookies)
  }
}

/** Parses a stored value: null when missing, corrupt or of another version. */
export function parseConsent(raw: string | null | undefined): ConsentRecord | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<ConsentRecord> | null
    if (!value || value.version !== CONSENT_VERSION || typeof value.preferences !== 'object' || !value.preferences) {
      return null
    }
    const p = value.preferences as Record<string, unknown>
    return {
      preferences: { necessary: true, functional: p.functional === true, analytics: p.analytics === true, marketing: p.marketing === true },
      version: CONSENT_VERSION,
      timestamp: typeof value.timestamp === 'string' ? value.timestamp : new Date(0).toISOString(),
    }
  } catch {
    return null
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(CONSENT_STORAGE_KEY) ?? null
  } catch {
    return null
  }
}

export function readConsent(): ConsentRecord | null {
  return parseConsent(readRaw())
}

function announce(record: ConsentRecord | null) {
  window.dispatchEvent(new CustomEvent<ConsentRecord | null>(CONSENT_EVENT, { detail: record }))
}

/** Stores a choice (necessary forced on), announces it and returns the stored record. */
export function saveConsent(preferences: Omit<ConsentPreferences, 'necessary'> & { necessary?: boolean }): ConsentRecord {
  const record: ConsentRecord = {
    preferences: {
      necessary: true,
      functional: preferences.functional === true,
      analytics: preferences.analytics === true,
      marketing: preferences.marketing === true,
    },
    version: CONSENT_VERSION,
    timestamp: new Date().toISOString(),
  }
  try {
    storage()?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
  } catch {
    // quota or disabled storage: the choice still applies to this page view
  }
  writeConsentCookie(true)
  memoryRecord = storage() ? undefined : JSON.stringify(record)
  announce(record)
  return record
}

/** Forgets the choice, so the banner asks again. */
export function resetConsent() {
  try {
    storage()?.removeItem(CONSENT_STORAGE_KEY)
  } catch {
    // nothing stored
  }
  memoryRecord = undefined
  writeConsentCookie(false)
  announce(null)
}

export function writeConsentCookie(chosen: boolean) {
  document.cookie = chosen
    ? `${CONSENT_COOKIE}=${CONSENT_VERSION}; path=/; max-age=31536000; samesite=lax`
    : `${CONSENT_COOKIE}=; path=/; max-age=0; samesite=lax`
}

/** Server side: whether the visitor's browser says a choice of this version exists. */
export function hasConsentCookie(request: Request): boolean {
  return readCookie(request, CONSENT_COOKIE) === CONSENT_VERSION
}

/** Whether a category is allowed; necessary always is. */
export function hasConsent(category: ConsentCategory): boolean {
  if (category === 'necessary') return true
  return parseConsent(snapshot())?.preferences[category] === true
}

export function openCookiePreferences() {
  window.dispatchEvent(new CustomEvent(OPEN_PREFERENCES_EVENT))
}

// --- React binding -------------------------------------------------------------------------

/** Without storage, a choice is kept in memory for this page so the banner still goes away. */
let memoryRecord: string | undefined

function snapshot(): string | null {
  return memoryRecord ?? readRaw()
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_STORAGE_KEY) onChange()
  }
  window.addEventListener(CONSENT_EVENT, onChange)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CONSENT_EVENT, onChange)
    window.removeEventListener('storage', onStorage)
  }
}

/** Marks "not known yet": the server and the hydration render, before storage can be read. */
const UNKNOWN = '\u0000unknown'

/**
 * The current consent, following every change. On the server and during hydration the
 * record cannot be read: `undefined` when the consent cookie says a choice exists (render no
 * banner), `null` when it does not (render the banner in the first HTML).
 */
export function useConsent(choiceKnownToServer = true): ConsentRecord | null | undefined {
  const raw = useSyncExternalStore(subscribe, snapshot, () => (choiceKnownToServer ? UNKNOWN : null))
  return useMemo(() => (raw === UNKNOWN ? undefined : parseConsent(raw)), [raw])
}

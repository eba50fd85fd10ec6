import { readCookie } from './cookies'

/**
 * Display preferences applied before first paint: theme (light, dark, system) and the
 * accessibility settings. `applyStoredPreferences` runs both inline in <head> (serialised
 * with toString, so it must stay self-contained: no imports, no closures) and after changes.
 */
export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]
/** localStorage and cookie name of the theme (SPEC §9: 'ui-theme'; mirrored as '<product>-theme'). */
export const THEME_KEY = 'ui-theme'
export const ACCESSIBILITY_KEY = 'accessibility-settings'
/** Fired on window when a preference changes, so open components can follow. */
export const PREFERENCES_EVENT = 'haven:preferences'

export type AccessibilitySettings = {
  fontSize: 'small' | 'medium' | 'large' | 'x-large'
  highContrast: boolean
  reduceMotion: boolean
  screenReaderOptimized: boolean
  focusIndicators: boolean
}

export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = {
  fontSize: 'medium',
  highContrast: false,
  reduceMotion: false,
  screenReaderOptimized: false,
  focusIndicators: false,
}

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value)
}

/**
 * Reads theme and accessibility settings from storage and sets them on <html>:
 * class `dark`, data-font-size, and the classes high-contrast, reduce-motion, sr-optimized,
 * focus-indicators. Self-contained on purpose (see above).
 */
export function applyStoredPreferences() {
  const root = document.documentElement
  // scripts run: UI that needs JavaScript (the cookie banner) may show
  root.classList.add('js')
  let theme = 'system'
  try {
    theme = localStorage.getItem('ui-theme') || (document.cookie.match(/(?:^|; )ui-theme=(light|dark|system)/) || [])[1] || 'system'
  } catch {
    // storage may be blocked (private mode, settings): the defaults apply
  }
  const dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches)
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
  let a11y: Record<string, unknown> = {}
  try {
    a11y = JSON.parse(localStorage.getItem('accessibility-settings') || '{}') || {}
  } catch {
    // storage may be blocked (private mode, settings): the defaults apply
  }
  root.dataset.fontSize = typeof a11y.fontSize === 'string' ? a11y.fontSize : 'medium'
  root.classList.toggle('high-contrast', a11y.highContrast === true)
  root.classList.toggle('reduce-motion', a11y.reduceMotion === true)
  root.classList.toggle('sr-optimized', a11y.screenReaderOptimized === true)
  root.classList.toggle('focus-indicators', a11y.focusIndicators === true)
}

/** Cookie the server reads to render the right theme class without JavaScript. */
export function readThemeCookie(request: Request): Theme {
  const value = readCookie(request, THEME_KEY)
  return isTheme(value) ? value : 'system'
}

/** Stores the theme (localStorage under both keys the spec names, and a cookie for the server). */
export function saveTheme(theme: Theme, productKey: string) {
  try {
    localStorage.setItem(THEME_KEY, theme)
    localStorage.setItem(`${productKey}-theme`, theme)
  } catch {
    // storage can be disabled; the cookie still carries the choice
  }
  document.cookie = `${THEME_KEY}=${theme}; path=/; max-age=31536000; samesite=lax`
  applyStoredPreferences()
  window.dispatchEvent(new CustomEvent(PREFERENCES_EVENT))
}

export function saveAccessibilitySettings(settings: AccessibilitySettings) {
  try {
    localStorage.setItem(ACCESSIBILITY_KEY, JSON.stringify(settings))
  } catch {
    // without storage the settings last for this page only
  }
  applyStoredPreferences()
  window.dispatchEvent(new CustomEvent(PREFERENCES_EVENT))
}

export function readAccessibilitySettings(): AccessibilitySettings {
  try {
    return { ...DEFAULT_ACCESSIBILITY, ...JSON.parse(localStorage.getItem(ACCESSIBILITY_KEY) || '{}') }
  } catch {
    return DEFAULT_ACCESSIBILITY
  }
}

import { useLocation } from '@remix-run/react'
import { Check, ChevronDown, Languages } from 'lucide-react'
import { useEffect, useRef, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { FOCUS_RING, FOCUS_RING_INSET } from '~/components/ui/button'
import { directionOf, FALLBACK_LANGUAGE, isLanguage, LANGUAGE_COOKIE, LANGUAGES, type Language } from '~/i18n/config'
import { cn } from '~/utils/cn'

/** Every interface language by its own name (endonym), so people find theirs in any language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  it: 'Italiano',
  ru: 'Русский',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
  ar: 'العربية',
}

/**
 * Language picker: a disclosure (<details>) holding a POST form with one button per language.
 * Without JavaScript the browser opens it and posts to /language, which sets the `lng` cookie
 * and redirects back. With JavaScript the choice is also mirrored to localStorage, and Escape
 * or a click elsewhere closes the list. A full page load follows, so the whole page (and
 * <html lang dir>) switches language at once.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('shell')
  const location = useLocation()
  const current: Language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE
  const details = useRef<HTMLDetailsElement>(null)
  const summary = useRef<HTMLElement>(null)

  useEffect(() => {
    const element = details.current
    if (!element) return
    const close = (focus: boolean) => {
      if (!element.open) return
      element.open = false
      if (focus) summary.current?.focus()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && element.open) {
        event.preventDefault()
        close(true)
      }
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) close(false)
    }
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !element.contains(event.relatedTarget)) close(false)
    }
    element.addEventListener('keydown', onKeyDown)
    element.addEventListener('focusout', onFocusOut)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      element.removeEventListener('keydown', onKeyDown)
      element.removeEventListener('focusout', onFocusOut)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [])

  function remember(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter
    const value = submitter instanceof HTMLButtonElement ? submitter.value : null
    if (!isLanguage(value)) return
    try {
      localStorage.setItem(LANGUAGE_COOKIE, value)
    } catch {
      // storage disabled: the cookie set by /language still carries the choice
    }
  }

  return (
    <details ref={details} className="group relative">
      <summary
        ref={summary}
        className={cn(
          'flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-full px-2 sm:px-2.5 text-sm font-medium text-neutral-800 hover:bg-neutral-900/5 dark:text-neutral-100 dark:hover:bg-white/10 [&::-webkit-details-marker]:hidden',
          FOCUS_RING,
        )}
      >
        <Languages aria-hidden className="size-5" />
        {/* the name comes from text, not aria-label, so it never contradicts what is visible */}
        <span className="sr-only">{t('language.label', { language: LANGUAGE_NAMES[current] })}</span>
        <span aria-hidden className="uppercase sm:hidden">
          {current}
        </span>
        <span aria-hidden className="hidden sm:inline">
          {LANGUAGE_NAMES[current]}
        </span>
        <ChevronDown aria-hidden className="hidden size-4 transition-transform group-open:rotate-180 sm:block" />
      </summary>
      <form
        method="post"
        action="/language"
        onSubmit={remember}
        className="absolute end-0 top-full z-50 mt-2 w-56 rounded-xl border border-neutral-200 bg-white/95 p-1.5 shadow-xl shadow-neutral-900/10 backdrop-blur-md dark:border-neutral-700 dark:bg-neutral-900/95 dark:shadow-black/40"
      >
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <fieldset>
          <legend className="px-2.5 pb-1 pt-1.5 text-xs font-semibold uppercase tracking-wide text-neutral-600 dark:text-neutral-400">
            {t('language.choose')}
          </legend>
          <ul className="grid gap-0.5">
            {LANGUAGES.map((code) => {
              const selected = code === current
              return (
                <li key={code}>
                  <button
                    type="submit"
                    name="lng"
                    value={code}
                    aria-current={selected ? 'true' : undefined}
                    className={cn(
                      'flex w-full items-center justify-between gap-3 rounded-lg px-2.5 py-2 text-start text-sm font-medium hover:bg-brand-50 hover:text-brand-800 dark:hover:bg-violet-400/15 dark:hover:text-white',
                      selected
                        ? 'bg-brand-50 text-brand-800 dark:bg-violet-400/15 dark:text-white'
                        : 'text-neutral-800 dark:text-neutral-100',
                      FOCUS_RING_INSET,
                    )}
                  >
                    <span lang={code} dir={directionOf(code)}>
                      {LANGUAGE_NAMES[code]}
                    </span>
                    {selected ? <Check aria-hidden className="size-4 text-brand-700 dark:text-violet-300" /> : null}
                  </button>
                </li>
              )
            })}
          </ul>
        </fieldset>
      </form>
    </details>
  )
}

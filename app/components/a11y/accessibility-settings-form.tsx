import { Check, RotateCcw } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { Switch } from '~/components/ui/switch'
import { cn } from '~/utils/cn'
import {
  DEFAULT_ACCESSIBILITY,
  PREFERENCES_EVENT,
  readAccessibilitySettings,
  saveAccessibilitySettings,
  type AccessibilitySettings,
} from '~/utils/preferences'
import { LINK, PANEL } from './styles'

export const FONT_SIZES = ['small', 'medium', 'large', 'x-large'] as const satisfies readonly AccessibilitySettings['fontSize'][]
/** Relative size of the "Aa" sample on each text-size choice. */
const SAMPLE_SIZE: Record<AccessibilitySettings['fontSize'], string> = {
  small: 'text-sm',
  medium: 'text-base',
  large: 'text-lg',
  'x-large': 'text-xl',
}

export const TOGGLES = ['highContrast', 'reduceMotion', 'screenReaderOptimized', 'focusIndicators'] as const
type Toggle = (typeof TOGGLES)[number]

/** The stored settings, with anything unexpected (old or hand-edited storage) replaced by its default. */
export function sanitizeSettings(value: Partial<Record<keyof AccessibilitySettings, unknown>>): AccessibilitySettings {
  const fontSize = (FONT_SIZES as readonly unknown[]).includes(value.fontSize)
    ? (value.fontSize as AccessibilitySettings['fontSize'])
    : DEFAULT_ACCESSIBILITY.fontSize
  const settings: AccessibilitySettings = { ...DEFAULT_ACCESSIBILITY, fontSize }
  for (const key of TOGGLES) settings[key] = value[key] === true
  return settings
}

type Status = { text: string; id: number }

/**
 * Text size, high contrast, reduced motion, screen-reader mode and focus indicators (SPEC §3).
 * Every change is saved at once (localStorage 'accessibility-settings'), applied to <html>
 * on this and every later page, and announced politely.
 */
export function AccessibilitySettingsForm() {
  const { t } = useTranslation('a11y')
  const [settings, setSettings] = useState<AccessibilitySettings>(DEFAULT_ACCESSIBILITY)
  const [status, setStatus] = useState<Status | null>(null)
  const [systemReducedMotion, setSystemReducedMotion] = useState(false)
  const baseId = useId()

  useEffect(() => {
    const sync = () => setSettings(sanitizeSettings(readAccessibilitySettings()))
    sync()
    window.addEventListener(PREFERENCES_EVENT, sync)
    const media = window.matchMedia('(prefers-reduced-motion: reduce)')
    const followMedia = () => setSystemReducedMotion(media.matches)
    followMedia()
    media.addEventListener('change', followMedia)
    return () => {
      window.removeEventListener(PREFERENCES_EVENT, sync)
      media.removeEventListener('change', followMedia)
    }
  }, [])

  const save = (next: AccessibilitySettings, message: string) => {
    setSettings(next)
    saveAccessibilitySettings(next)
    // a new node each time, so that repeating the same message is announced again
    setStatus((previous) => ({ text: message, id: (previous?.id ?? 0) + 1 }))
  }
  const change = <K extends keyof AccessibilitySettings>(key: K, value: AccessibilitySettings[K]) =>
    save({ ...settings, [key]: value }, t('settings.saved'))

  const fontLegendId = `${baseId}-font`
  const fontHelpId = `${baseId}-font-help`

  return (
    <section aria-labelledby={`${baseId}-title`} className={cn(PANEL, 'p-5 sm:p-8')}>
      <h2 id={`${baseId}-title`} className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
        {t('settings.title')}
      </h2>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('settings.intro')}</p>
      <noscript>
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {t('settings.needsJavaScript')}
        </p>
      </noscript>

      <form className="mt-6" onSubmit={(event) => event.preventDefault()}>
        <fieldset aria-describedby={fontHelpId}>
          <legend id={fontLegendId} className="text-base font-semibold text-neutral-900 dark:text-white">
            {t('settings.fontSize.label')}
          </legend>
          <p id={fontHelpId} className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
            {t('settings.fontSize.description')}
          </p>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {FONT_SIZES.map((size) => {
              const checked = settings.fontSize === size
              return (
                <label
                  key={size}
                  className={cn(
                    'relative flex cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 px-3 py-3 text-center transition-colors',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:has-[:focus-visible]:outline-violet-300',
                    checked
                      ? 'border-brand-600 bg-brand-50 text-brand-800 dark:border-violet-300 dark:bg-violet-400/15 dark:text-white'
                      : 'border-neutral-300 bg-white text-neutral-800 hover:border-brand-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:border-violet-300',
                  )}
                >
                  <input
                    type="radio"
                    name="fontSize"
                    value={size}
                    checked={checked}
                    onChange={() => change('fontSize', size)}
                    className="sr-only"
                  />
                  <span aria-hidden="true" className={cn('font-semibold', SAMPLE_SIZE[size], 'leading-none')}>
                    Aa
                  </span>
                  <span className="text-sm font-medium">
                    {t(`settings.fontSize.options.${size}`)}
                    {size === DEFAULT_ACCESSIBILITY.fontSize && (
                      <span className="block text-xs font-normal text-neutral-600 dark:text-neutral-400">
                        {t('settings.fontSize.default')}
                      </span>
                    )}
                  </span>
                  {checked && <Check aria-hidden="true" className="absolute end-2 top-2 size-4" />}
                </label>
              )
            })}
          </div>
        </fieldset>

        <ul className="mt-8 divide-y divide-neutral-200 border-y border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
          {TOGGLES.map((key: Toggle) => {
            const id = `${baseId}-${key}`
            return (
              <li key={key} className="flex items-start justify-between gap-4 py-4">
                <div className="min-w-0">
                  <label htmlFor={id} className="cursor-pointer text-base font-semibold text-neutral-900 dark:text-white">
                    {t(`settings.${key}.label`)}
                  </label>
                  <p id={`${id}-help`} className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
                    {t(`settings.${key}.description`)}
                  </p>
                  {key === 'reduceMotion' && systemReducedMotion && (
                    <p className="mt-1 text-sm font-medium text-brand-700 dark:text-violet-300">{t('settings.systemMotion')}</p>
                  )}
                </div>
                <Switch
                  id={id}
                  name={key}
                  checked={settings[key]}
                  onCheckedChange={(checked) => change(key, checked)}
                  aria-describedby={`${id}-help`}
                  className="mt-0.5"
                />
              </li>
            )
          })}
        </ul>

        <div className="mt-6 flex flex-wrap items-center gap-4">
          <Button type="button" variant="outline" onClick={() => save(DEFAULT_ACCESSIBILITY, t('settings.resetDone'))}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('settings.reset')}
          </Button>
          <p
            role="status"
            aria-live="polite"
            aria-atomic="true"
            className="flex items-center gap-1.5 text-sm font-medium text-green-800 dark:text-green-300"
          >
            {status && (
              <span key={status.id} className="inline-flex items-center gap-1.5">
                <Check aria-hidden="true" className="size-4" />
                {status.text}
              </span>
            )}
          </p>
        </div>
      </form>

      <div
        className="mt-8 rounded-xl border border-dashed border-neutral-300 p-4 dark:border-neutral-700"
        aria-labelledby={`${baseId}-preview`}
        role="group"
      >
        <p id={`${baseId}-preview`} className="text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
          {t('settings.preview')}
        </p>
        <p className="mt-2 text-neutral-800 dark:text-neutral-200">
          {t('settings.previewText')}{' '}
          <a href="#a11y-statement" className={LINK}>
            {t('settings.previewLink')}
          </a>
        </p>
      </div>
    </section>
  )
}

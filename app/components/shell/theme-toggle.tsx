import { useLocation, useRouteLoaderData } from '@remix-run/react'
import { Monitor, Moon, Sun } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FOCUS_RING } from '~/components/ui/button'
import { STORAGE_PREFIX } from '~/config'
import type { loader as rootLoader } from '~/root'
import { cn } from '~/utils/cn'
import { applyStoredPreferences, isTheme, PREFERENCES_EVENT, saveTheme, THEME_KEY, THEMES, type Theme } from '~/utils/preferences'

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const

function storedTheme(fallback: Theme): Theme {
  try {
    const value = localStorage.getItem(THEME_KEY)
    return isTheme(value) ? value : fallback
  } catch {
    return fallback
  }
}

/**
 * Light, dark or system (SPEC §1, default system): three toggle buttons with aria-pressed.
 * The server renders the choice from the theme cookie; after mount the stored choice wins.
 * While 'system' is chosen, a change of the device's colour scheme is followed live.
 */
export function ThemeToggle() {
  const { t } = useTranslation('shell')
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const [theme, setTheme] = useState<Theme>(root?.theme ?? 'system')
  const labelId = useId()
  const location = useLocation()

  useEffect(() => {
    setTheme(storedTheme(root?.theme ?? 'system'))
    const sync = () => setTheme(storedTheme('system'))
    window.addEventListener(PREFERENCES_EVENT, sync)
    return () => window.removeEventListener(PREFERENCES_EVENT, sync)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (theme !== 'system') return
    const media = window.matchMedia('(prefers-color-scheme: dark)')
    const follow = () => applyStoredPreferences()
    media.addEventListener('change', follow)
    return () => media.removeEventListener('change', follow)
  }, [theme])

  return (
    <div className="flex items-center gap-3">
      <span id={labelId} className="text-sm font-medium text-neutral-700 dark:text-neutral-300">
        {t('theme.label')}
      </span>
      {/* Without JavaScript the buttons post to /theme, which sets the cookie the server reads. */}
      <form method="post" action="/theme">
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        <div
          role="group"
          aria-labelledby={labelId}
          className="inline-flex rounded-full border border-neutral-300 bg-white/70 p-0.5 dark:border-neutral-700 dark:bg-neutral-900/70"
        >
          {THEMES.map((value) => {
            const Icon = ICONS[value]
            const pressed = value === theme
            return (
              <button
                key={value}
                type="submit"
                name="theme"
                value={value}
                aria-pressed={pressed}
                onClick={(event) => {
                  event.preventDefault()
                  setTheme(value)
                  saveTheme(value, STORAGE_PREFIX)
                }}
                className={cn(
                  'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors',
                  pressed
                    ? 'bg-brand-700 text-white shadow-sm dark:bg-violet-400 dark:text-neutral-950'
                    : 'text-neutral-700 hover:bg-neutral-900/5 dark:text-neutral-300 dark:hover:bg-white/10',
                  FOCUS_RING,
                )}
              >
                <Icon aria-hidden className="size-4" />
                {t(`theme.${value}`)}
              </button>
            )
          })}
        </div>
      </form>
    </div>
  )
}

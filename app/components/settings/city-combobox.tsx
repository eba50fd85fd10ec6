import { MapPin, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/utils/cn'
import { describedBy, FOCUS, INPUT } from './fields'
import { PROFILE_LIMITS } from './options'

export type CityOption = { id: number; name: string; region: string | null; country: string }

export const cityLabel = (city: CityOption) => [city.name, city.region && city.region !== city.name ? city.region : null, city.country].filter(Boolean).join(', ')

/**
 * Location as a city of the directory (never coordinates): an ARIA 1.2 combobox with
 * search-as-you-type over /resources/cities. It submits three fields: the text (`cityQuery`),
 * the chosen id (`cityId`) and the label that id stands for (`cityLabel`). Without JavaScript
 * it is a plain text field: when the text no longer matches the label, the server looks the
 * typed city up itself (app/routes/profile.settings.tsx).
 */
export function CityCombobox({ initial, error }: { initial: CityOption | null; error?: string }) {
  const { t } = useTranslation('settings')
  const id = useId()
  const inputId = 'cityQuery'
  const listId = `${id}-list`
  const [text, setText] = useState(initial ? cityLabel(initial) : '')
  const [chosen, setChosen] = useState<CityOption | null>(initial)
  const [options, setOptions] = useState<CityOption[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState<'idle' | 'loading' | 'done'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const controller = useRef<AbortController>()

  useEffect(() => () => {
    clearTimeout(timer.current)
    controller.current?.abort()
  }, [])

  const search = (query: string) => {
    clearTimeout(timer.current)
    controller.current?.abort()
    if (query.trim().length < 2) {
      setOptions([])
      setOpen(false)
      setStatus('idle')
      return
    }
    setStatus('loading')
    timer.current = setTimeout(async () => {
      const abort = new AbortController()
      controller.current = abort
      try {
        const res = await fetch(`/resources/cities?q=${encodeURIComponent(query.trim())}`, { signal: abort.signal })
        const body = (await res.json()) as { cities: CityOption[] }
        setOptions(body.cities)
        setActive(body.cities.length ? 0 : -1)
        setOpen(true)
        setStatus('done')
      } catch {
        if (!abort.signal.aborted) setStatus('idle')
      }
    }, 250)
  }

  const choose = (city: CityOption) => {
    setChosen(city)
    setText(cityLabel(city))
    setOpen(false)
    setOptions([])
    setStatus('idle')
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i + 1) % options.length)
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1))
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault() // choose, do not submit the form
      choose(options[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }

  const showList = open && (options.length > 0 || status === 'done')
  return (
    <div>
      <label htmlFor={inputId} className="block text-sm font-medium text-neutral-900 dark:text-white">
        {t('profile.city')}
      </label>
      <p id={`${inputId}-hint`} className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
        {t('profile.cityHint')}
      </p>
      <div className="relative mt-1.5">
        <MapPin aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500 dark:text-neutral-400" />
        <input
          id={inputId}
          name="cityQuery"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={PROFILE_LIMITS.cityQueryMax}
          placeholder={t('profile.cityPlaceholder')}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 && options[active] ? `${listId}-${options[active].id}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, true, error)}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setChosen(null)
            search(event.target.value)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          className={cn(INPUT, 'ps-9 pe-10')}
        />
        {text && (
          <button
            type="button"
            onClick={() => {
              setText('')
              setChosen(null)
              search('')
              document.getElementById(inputId)?.focus()
            }}
            className={cn('absolute end-1.5 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-md text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800', FOCUS)}
          >
            <X aria-hidden className="size-4" />
            <span className="sr-only">{t('profile.cityClear')}</span>
          </button>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('profile.city')}
          hidden={!showList}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
        >
          {options.map((city, index) => (
            <li
              key={city.id}
              id={`${listId}-${city.id}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(city)}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm text-neutral-900 dark:text-neutral-100',
                index === active && 'bg-brand-600 text-white dark:bg-violet-500 dark:text-neutral-950',
              )}
            >
              <span className="font-medium">{city.name}</span>
              <span className={cn('ms-1', index === active ? 'text-white/90 dark:text-neutral-900' : 'text-neutral-600 dark:text-neutral-400')}>
                {[city.region, city.country].filter(Boolean).join(', ')}
              </span>
            </li>
          ))}
          {options.length === 0 && status === 'done' && <li className="px-3 py-2 text-sm text-neutral-600 dark:text-neutral-400">{t('profile.cityNone')}</li>}
        </ul>
      </div>
      <p aria-live="polite" className="sr-only">
        {status === 'loading' ? t('profile.citySearching') : status === 'done' ? t('profile.cityResults', { count: options.length }) : ''}
      </p>
      <input type="hidden" name="cityId" value={chosen?.id ?? ''} />
      <input type="hidden" name="cityLabel" value={chosen ? cityLabel(chosen) : ''} />
      {error && (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  )
}

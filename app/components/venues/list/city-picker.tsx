/**
 * The suggest form's city: a city of the directory, found as you type through /resources/cities
 * (the same search as 'My Vibe'), as an ARIA 1.2 combobox. It submits `cityQuery` (the text),
 * `cityId` (the chosen city) and `cityLabel` (the label that id stands for). Without JavaScript
 * it is a plain text field and the server looks the typed name up.
 */
import { MapPin, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { describedBy, INPUT_CLASS } from '~/components/ui/field'
import { cn } from '~/utils/cn'
import { FOCUS } from './filters-form'

export type CityChoice = { id: number; name: string; region: string | null; country: string }
export const cityChoiceLabel = (city: CityChoice) =>
  [city.name, city.region && city.region !== city.name ? city.region : null, city.country].filter(Boolean).join(', ')

export function CityPicker({
  defaultText,
  defaultId,
  error,
  required,
}: {
  defaultText: string
  defaultId: number | null
  error?: string
  required?: boolean
}) {
  const { t } = useTranslation('venues')
  const listId = `${useId()}-cities`
  const inputId = 'suggest-city'
  const [text, setText] = useState(defaultText)
  const [chosen, setChosen] = useState<{ id: number; label: string } | null>(defaultId != null ? { id: defaultId, label: defaultText } : null)
  const [options, setOptions] = useState<CityChoice[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState<'idle' | 'loading' | 'done'>('idle')
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const controller = useRef<AbortController>()

  useEffect(
    () => () => {
      clearTimeout(timer.current)
      controller.current?.abort()
    },
    [],
  )

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
        const body = (await res.json()) as { cities: CityChoice[] }
        setOptions(body.cities)
        setActive(body.cities.length ? 0 : -1)
        setOpen(true)
        setStatus('done')
      } catch {
        if (!abort.signal.aborted) setStatus('idle')
      }
    }, 250)
  }

  const choose = (city: CityChoice) => {
    const label = cityChoiceLabel(city)
    setChosen({ id: city.id, label })
    setText(label)
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
      event.preventDefault() // choose, do not submit
      choose(options[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
    }
  }

  const showList = open && (options.length > 0 || status === 'done')
  return (
    <div>
      <label htmlFor={inputId} className="block font-medium text-neutral-900 dark:text-white">
        {t('suggest.fields.city')}
      </label>
      <p id={`${inputId}-hint`} className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
        {t('suggest.fields.cityHint')}
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
          maxLength={120}
          required={required}
          placeholder={t('suggest.fields.cityPlaceholder')}
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
          className={cn(INPUT_CLASS, 'ps-9 pe-10')}
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
            className={cn(
              'absolute end-1.5 top-1/2 grid size-8 -translate-y-1/2 place-items-center rounded-md text-neutral-600 hover:bg-neutral-100 dark:text-neutral-300 dark:hover:bg-neutral-800',
              FOCUS,
            )}
          >
            <X aria-hidden className="size-4" />
            <span className="sr-only">{t('suggest.fields.cityClear')}</span>
          </button>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={t('suggest.fields.city')}
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
                index === active && 'bg-brand-700 text-white dark:bg-violet-300 dark:text-neutral-950',
              )}
            >
              <span className="font-medium">{city.name}</span>
              <span className={cn('ms-1', index === active ? 'text-white/90 dark:text-neutral-900' : 'text-neutral-600 dark:text-neutral-400')}>
                {[city.region, city.country].filter(Boolean).join(', ')}
              </span>
            </li>
          ))}
          {options.length === 0 && status === 'done' && (
            <li className="px-3 py-2 text-sm text-neutral-600 dark:text-neutral-400">{t('suggest.fields.cityNone')}</li>
          )}
        </ul>
      </div>
      <p aria-live="polite" className="sr-only">
        {status === 'loading' ? t('suggest.fields.citySearching') : status === 'done' ? t('suggest.fields.cityResults', { count: options.length }) : ''}
      </p>
      <input type="hidden" name="cityId" value={chosen?.id ?? ''} />
      <input type="hidden" name="cityLabel" value={chosen?.label ?? ''} />
      {error && (
        <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  )
}

/**
 * A city of the directory (never coordinates), found as you type through /resources/cities, as an
 * ARIA 1.2 combobox. Used by 'My Vibe' (app/routes/_settings+/__sections/profile-section.tsx) and the
 * suggest-a-venue form (app/routes/venues+/suggest.tsx); each caller passes its own texts.
 *
 * It submits three fields: the text (`cityQuery`), the chosen id (`cityId`) and the label that id
 * stands for (`cityLabel`). Without JavaScript it is a plain text field: when the text no longer
 * matches the label, the server looks the typed city up itself.
 */
import { MapPin, X } from 'lucide-react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { FOCUS_RING } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import type { CityChoice } from '~/models/places/city-search.server'
import { cn } from '~/utils/cn'

/** One answer of /resources/cities. */
export type { CityChoice }

/** "Name, Region, Country" (the region left out when it repeats the name). */
export const cityChoiceLabel = (city: CityChoice) =>
  [city.name, city.region && city.region !== city.name ? city.region : null, city.country].filter(Boolean).join(', ')

/** The visible texts, already translated by the caller. */
export type CityComboboxLabels = {
  label: string
  hint: string
  placeholder: string
  clear: string
  none: string
  searching: string
  results: (count: number) => string
}

export function CityCombobox({
  labels,
  initial,
  inputId = 'cityQuery',
  maxLength,
  required,
  error,
  errorId = `${inputId}-error`,
  labelClassName = 'block font-medium text-neutral-900 dark:text-white',
  inputClassName = INPUT_CLASS,
}: {
  labels: CityComboboxLabels
  /** The city shown first: a directory city, or the text and id a refused submit sent back. */
  initial?: CityChoice | { id: number | null; label: string } | null
  /** The text input's id (its name is always `cityQuery`). */
  inputId?: string
  maxLength: number
  required?: boolean
  error?: string
  /** The id of the error message (a form library may name it). */
  errorId?: string
  labelClassName?: string
  /** The base look of the text input, to match the surrounding form. */
  inputClassName?: string
}) {
  const listId = `${useId()}-cities`
  const initialLabel = initial ? ('name' in initial ? cityChoiceLabel(initial) : initial.label) : ''
  const [text, setText] = useState(initialLabel)
  const [chosen, setChosen] = useState<{ id: number; label: string } | null>(
    initial?.id != null ? { id: initial.id, label: initialLabel } : null,
  )
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
      <label htmlFor={inputId} className={labelClassName}>
        {labels.label}
      </label>
      <p id={`${inputId}-hint`} className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
        {labels.hint}
      </p>
      <div className="relative mt-1.5">
        <MapPin
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500 dark:text-neutral-400"
        />
        <input
          id={inputId}
          name="cityQuery"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLength}
          required={required}
          placeholder={labels.placeholder}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 && options[active] ? `${listId}-${options[active].id}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${inputId}-hint`, error && errorId].filter(Boolean).join(' ')}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setChosen(null)
            search(event.target.value)
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          className={cn(inputClassName, 'ps-9 pe-10')}
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
              FOCUS_RING,
            )}
          >
            <X aria-hidden className="size-4" />
            <span className="sr-only">{labels.clear}</span>
          </button>
        )}
        <ul
          id={listId}
          role="listbox"
          aria-label={labels.label}
          hidden={!showList}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-neutral-200 bg-white py-1 shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
        >
          {options.map((city, index) => (
            // keys are the input's (ARIA combobox: arrows move aria-activedescendant, Enter chooses)
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={city.id}
              id={`${listId}-${city.id}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(city)}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm',
                index === active
                  ? 'bg-brand-700 text-white dark:bg-violet-300 dark:text-neutral-950'
                  : 'text-neutral-900 dark:text-neutral-100',
              )}
            >
              <span className="font-medium">{city.name}</span>
              <span
                className={cn('ms-1', index === active ? 'text-white/90 dark:text-neutral-900' : 'text-neutral-600 dark:text-neutral-400')}
              >
                {[city.region, city.country].filter(Boolean).join(', ')}
              </span>
            </li>
          ))}
          {options.length === 0 && status === 'done' && (
            <li className="px-3 py-2 text-sm text-neutral-600 dark:text-neutral-400">{labels.none}</li>
          )}
        </ul>
      </div>
      <p aria-live="polite" className="sr-only">
        {status === 'loading' ? labels.searching : status === 'done' ? labels.results(options.length) : ''}
      </p>
      <input type="hidden" name="cityId" value={chosen?.id ?? ''} />
      <input type="hidden" name="cityLabel" value={chosen?.label ?? ''} />
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  )
}

import { Form, Link, useNavigate, useNavigation } from '@remix-run/react'
import { Crosshair, Loader2, LocateFixed, Search, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import type { PlacesQuery } from '~/models/places/places.server'
import { cn } from '~/utils/cn'
import { useHydrated } from '~/utils/use-hydrated'
import { CONTINENT_CODES } from './continents'
import { FOCUS, PANEL } from '~/components/ui/surface'

const FIELD =
  'h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 placeholder:text-neutral-500 dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-100 dark:placeholder:text-neutral-400 ' +
  FOCUS
const LABEL = 'mb-1 block text-sm font-medium text-neutral-800 dark:text-neutral-200'

/** Rounds a position to 2 decimals (about 1 km): precise enough for "nearest cities", no more. */
export function roundedNear(lat: number, lng: number) {
  return `${lat.toFixed(2)},${lng.toFixed(2)}`
}

type GeoError = 'geoDenied' | 'geoUnavailable' | 'geoUnsupported'

/**
 * The /places search: a plain GET form (every option in the URL, works without JavaScript).
 * Near Me needs JavaScript (browser geolocation): the button appears once hydrated.
 */
export function PlacesSearchForm({ query }: { query: PlacesQuery }) {
  const { t } = useTranslation('places')
  const navigate = useNavigate()
  const navigation = useNavigation()
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()
  const [locating, setLocating] = useState(false)
  const [geoError, setGeoError] = useState<GeoError | null>(null)

  const searching = navigation.state === 'loading' && navigation.location.pathname === '/places'
  const near = query.near ? roundedNear(query.near.lat, query.near.lng) : null

  function locate() {
    setGeoError(null)
    if (!('geolocation' in navigator)) {
      setGeoError('geoUnsupported')
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        // keep the typed filters, drop the page and the name sort: nearest first
        const params = formParams(formRef.current)
        params.delete('sort')
        params.set('near', roundedNear(position.coords.latitude, position.coords.longitude))
        navigate(`/places?${params.toString()}`)
      },
      (error) => {
        setLocating(false)
        setGeoError(error.code === error.PERMISSION_DENIED ? 'geoDenied' : 'geoUnavailable')
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    )
  }

  /** With JavaScript: a clean URL (no empty fields, no default sort), and selects apply at once. */
  const go = () => {
    const params = formParams(formRef.current)
    const qs = params.toString()
    navigate(qs ? `/places?${qs}` : '/places')
  }
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    go()
  }
  const autoSubmit = () => go()

  return (
    <div className={cn(PANEL, 'p-4 sm:p-5')}>
      <Form ref={formRef} method="get" action="/places" role="search" onSubmit={onSubmit}>
        {near && <input type="hidden" name="near" value={near} />}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <label htmlFor="places-q" className={LABEL}>
              {t('directory.searchLabel')}
            </label>
            <div className="relative">
              <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500" />
              <input
                id="places-q"
                name="q"
                type="search"
                defaultValue={query.q}
                maxLength={100}
                autoComplete="off"
                placeholder={t('directory.searchPlaceholder')}
                className={cn(FIELD, 'ps-9')}
              />
            </div>
          </div>
          <div className="flex gap-2">
            <button type="submit" className={buttonVariants({ className: 'grow basis-0 sm:grow-0 sm:basis-auto' })}>
              {searching ? <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" /> : <Search aria-hidden className="size-4" />}
              {t('directory.submit')}
            </button>
            {hydrated && (
              <button
                type="button"
                onClick={locate}
                disabled={locating}
                aria-pressed={near ? true : undefined}
                className={buttonVariants({ variant: near ? 'subtle' : 'outline', className: 'grow basis-0 sm:grow-0 sm:basis-auto' })}
              >
                {locating ? (
                  <Loader2 aria-hidden className="size-4 motion-safe:animate-spin" />
                ) : (
                  <LocateFixed aria-hidden className="size-4" />
                )}
                {locating ? t('directory.locating') : t('directory.nearMe')}
              </button>
            )}
          </div>
        </div>

        <fieldset className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
          <legend className="sr-only">{t('directory.filters')}</legend>
          <div className="col-span-2 md:col-span-1">
            <label htmlFor="places-continent" className={LABEL}>
              {t('directory.continent')}
            </label>
            <select id="places-continent" name="continent" defaultValue={query.continent ?? ''} onChange={autoSubmit} className={FIELD}>
              <option value="">{t('directory.allContinents')}</option>
              {CONTINENT_CODES.map((c) => (
                <option key={c} value={c}>
                  {t(`continents.${c}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="places-min" className={LABEL}>
              {t('directory.minPop')}
            </label>
            <input
              id="places-min"
              name="minPop"
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              defaultValue={query.minPop ?? ''}
              placeholder={t('directory.minPlaceholder')}
              className={FIELD}
            />
          </div>
          <div>
            <label htmlFor="places-max" className={LABEL}>
              {t('directory.maxPop')}
            </label>
            <input
              id="places-max"
              name="maxPop"
              type="number"
              inputMode="numeric"
              min={0}
              step={1000}
              defaultValue={query.maxPop ?? ''}
              placeholder={t('directory.maxPlaceholder')}
              className={FIELD}
            />
          </div>
          <div className="col-span-2 md:col-span-1">
            <label htmlFor="places-sort" className={LABEL}>
              {t('directory.sort')}
            </label>
            <select id="places-sort" name="sort" defaultValue={query.sort} onChange={autoSubmit} className={FIELD}>
              {near && <option value="distance">{t('directory.sorts.distance')}</option>}
              <option value="population">{t('directory.sorts.population')}</option>
              <option value="name-asc">{t('directory.sorts.name-asc')}</option>
              <option value="name-desc">{t('directory.sorts.name-desc')}</option>
            </select>
          </div>
        </fieldset>
      </Form>

      {(near || geoError) && (
        <div className="mt-4 space-y-2 border-t border-neutral-200 pt-3 text-sm dark:border-neutral-800">
          {geoError && (
            <p role="alert" className="text-red-700 dark:text-red-300">
              {t(`directory.${geoError}`)}
            </p>
          )}
          {near && (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-neutral-700 dark:text-neutral-300">
              <Crosshair aria-hidden className="size-4 text-brand-700 dark:text-violet-300" />
              <span>{t('directory.nearPrivacy')}</span>
              <Link
                to={withoutNear(query)}
                className={cn(
                  'inline-flex items-center gap-1 rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-violet-300',
                  FOCUS,
                )}
              >
                <X aria-hidden className="size-3.5" />
                {t('directory.nearClear')}
              </Link>
            </p>
          )}
        </div>
      )}
    </div>
  )
}

/** The form's values as search params, without empty fields, the page or the default sort. */
function formParams(form: HTMLFormElement | null) {
  const params = new URLSearchParams()
  if (!form) return params
  const data = new FormData(form)
  const defaultSort = data.get('near') ? 'distance' : 'population'
  for (const [key, value] of data.entries()) {
    if (typeof value !== 'string' || value.trim() === '' || key === 'page') continue
    if (key === 'sort' && value === defaultSort) continue
    params.set(key, value.trim())
  }
  return params
}

function withoutNear(query: PlacesQuery) {
  const params = new URLSearchParams()
  if (query.q) params.set('q', query.q)
  if (query.continent) params.set('continent', query.continent)
  if (query.minPop != null) params.set('minPop', String(query.minPop))
  if (query.maxPop != null) params.set('maxPop', String(query.maxPop))
  if (query.sort !== 'distance' && query.sort !== 'population') params.set('sort', query.sort)
  const qs = params.toString()
  return qs ? `/places?${qs}` : '/places'
}

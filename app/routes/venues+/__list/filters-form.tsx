/**
 * The /venues filters: one GET form, so every filter lives in the URL and the form works
 * without JavaScript ('Apply filters' submits it). With JavaScript a select or a toggle applies
 * at once (the text query on Enter or 'Search'); the URL stays the single source of truth — the
 * form only builds a clean URL (no empty fields, no default sort, no page) and navigates to it.
 */
import { Form } from '@remix-run/react'
import { Check, ChevronDown, Clock, SlidersHorizontal } from 'lucide-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterSearchRow, FilterSelect } from '~/components/list-page/filter-bar'
import { buttonVariants } from '~/components/ui/button'
import { FILTER_FIELD, FILTER_FOCUS, FILTER_LABEL } from '~/components/ui/filter-fields'
import { useLookupLabel, VENUE_FLAGS } from '~/components/venues/vocabulary'
import type { CityOption, PlaceOption, VenueLookups, VenuePlace } from '~/models/venues/directory.server'
import { cn } from '~/utils/cn'
import { useHydrated } from '~/utils/use-hydrated'
import { CheckboxGroup } from './lookup-checkbox-group'
import {
  defaultVenueSort,
  LOOKUP_FILTERS,
  queryString,
  VENUE_FLAG_PARAMS,
  VENUE_SORTS,
  type VenueQuery,
} from '../../../models/venues/query'

export { FILTER_FOCUS as FOCUS }
/** A checkbox drawn as a pill: checked state by colour AND a check mark; focus ring on the pill. */
const PILL = cn(
  'group inline-flex cursor-pointer select-none items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
  'border-neutral-300 bg-white text-neutral-800 hover:border-brand-600 hover:text-brand-800',
  'dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-200 dark:hover:border-violet-300 dark:hover:text-violet-100',
  'has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white',
  'dark:has-checked:border-violet-300 dark:has-checked:bg-violet-300 dark:has-checked:text-neutral-950',
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 dark:has-focus-visible:outline-violet-300',
  'motion-reduce:transition-none [.reduce-motion_&]:transition-none',
)

type Props = {
  query: VenueQuery
  lookups: VenueLookups
  countries: PlaceOption[]
  cities: CityOption[]
  place: VenuePlace | null
  /** With JavaScript: navigate to the form's URL (the page keeps the URL as its state). */
  onApply: (search: string) => void
  moreOpen: boolean
  onMoreToggle: (open: boolean) => void
}

/** The form's values as clean search params: no empty field, default sort or page. */
export function formSearch(form: HTMLFormElement, changed?: string) {
  const data = new FormData(form)
  const params = new URLSearchParams()
  const q = String(data.get('q') ?? '').trim()
  for (const [key, raw] of data.entries()) {
    if (typeof raw !== 'string') continue
    const value = raw.trim()
    if (!value || key === 'page') continue
    if (key === 'sort' && value === defaultVenueSort({ q })) continue
    if (key === 'sort' && value === 'relevance' && !q) continue
    // a new country drops the city (it belongs to the previous one)
    if (key === 'city' && changed === 'country') continue
    params.append(key, value)
  }
  const qs = queryString(params)
  return qs ? `?${qs}` : ''
}

export function VenueFilters({ query, lookups, countries, cities, place, onApply, moreOpen, onMoreToggle }: Props) {
  const { t, i18n } = useTranslation('venues')
  const label = useLookupLabel()
  const formRef = useRef<HTMLFormElement>(null)
  const hydrated = useHydrated()

  const apply = (changed?: string) => {
    if (formRef.current) onApply(formSearch(formRef.current, changed))
  }
  const autoApply = (event: React.ChangeEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement | HTMLSelectElement
    if (target.name === 'q') return // text applies on Enter / Search
    apply(target.name)
  }

  const countryValue = query.country ?? (place?.kind === 'city' ? place.countryId : '')
  const countryOptions = [...countries]
  if (place && !countryOptions.some((c) => c.id === (place.kind === 'city' ? place.countryId : place.id))) {
    countryOptions.unshift(
      place.kind === 'city'
        ? { id: place.countryId, name: place.countryName, flag: place.flag, count: 0 }
        : { id: place.id, name: place.name, flag: place.flag, count: 0 },
    )
  }
  const cityOptions = [...cities]
  if (place?.kind === 'city' && !cityOptions.some((c) => c.id === place.id))
    cityOptions.unshift({ id: place.id, name: place.name, count: 0 })
  const number = new Intl.NumberFormat(i18n.language)
  const moreCount = query.amenities.length + query.services.length + query.access.length + query.groups.length

  return (
    <Form
      ref={formRef}
      method="get"
      action="/venues"
      role="search"
      aria-label={t('filters.heading')}
      onSubmit={(event) => {
        event.preventDefault()
        apply()
      }}
      onChange={autoApply}
      className="rounded-2xl border border-neutral-200/80 bg-white/90 p-4 shadow-sm sm:p-5 dark:border-neutral-800 dark:bg-neutral-900/85"
    >
      {query.bbox && <input type="hidden" name="bbox" value={query.bbox.join(',')} />}

      <FilterSearchRow
        id="venues-q"
        label={t('filters.search')}
        value={query.q}
        maxLength={100}
        placeholder={t('filters.searchPlaceholder')}
        submit={t('filters.submit')}
        submitClassName="sm:w-auto"
      />

      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
        <FilterSelect
          id="venues-country"
          name="country"
          label={t('filters.country')}
          value={countryValue}
          any={t('filters.anyCountry')}
          className="col-span-2 md:col-span-1"
          options={countryOptions.map((c) => ({
            value: c.id,
            label: (
              <>
                {c.name}
                {c.count ? ` (${number.format(c.count)})` : ''}
              </>
            ),
          }))}
        />
        {cityOptions.length > 0 && (
          <FilterSelect
            id="venues-city"
            name="city"
            label={t('filters.city')}
            value={query.city ?? ''}
            any={t('filters.anyCity')}
            className="col-span-2 md:col-span-1"
            options={cityOptions.map((c) => ({
              value: c.id,
              label: (
                <>
                  {c.name}
                  {c.count ? ` (${number.format(c.count)})` : ''}
                </>
              ),
            }))}
          />
        )}
        <FilterSelect
          id="venues-category"
          name="category"
          label={t('filters.category')}
          value={query.category ?? ''}
          any={t('filters.anyCategory')}
          className="col-span-2 md:col-span-1"
          options={lookups.categories.map((c) => ({ value: c.slug, label: label('categories', c) }))}
        />
        <div>
          <label htmlFor="venues-rating" className={FILTER_LABEL}>
            {t('filters.minRating')}
          </label>
          <select id="venues-rating" name="minRating" defaultValue={query.minRating ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyRating')}</option>
            {[query.minRating, 4.5, 4, 3, 2]
              .filter((r, i, all): r is number => r != null && all.indexOf(r) === i)
              .sort((a, b) => b - a)
              .map((r) => (
                <option key={r} value={r}>
                  {t('filters.ratingAtLeast', { rating: number.format(r) })}
                </option>
              ))}
          </select>
        </div>
        <div>
          <label htmlFor="venues-sort" className={FILTER_LABEL}>
            {t('filters.sort')}
          </label>
          <select id="venues-sort" name="sort" defaultValue={query.sort} className={FILTER_FIELD}>
            {VENUE_SORTS.filter((s) => s !== 'relevance' || query.q).map((s) => (
              <option key={s} value={s}>
                {t(`filters.sorts.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <fieldset className="mt-4" aria-describedby="venues-flags-hint">
        <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('filters.flags')}</legend>
        <p id="venues-flags-hint" className="sr-only">
          {t('filters.flagsHint')}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {VENUE_FLAGS.map(({ key, param, icon: Icon }) => (
            <label key={key} className={PILL}>
              <input
                type="checkbox"
                name={param}
                value="1"
                defaultChecked={query.flags.includes(VENUE_FLAG_PARAMS[param])}
                className="sr-only"
              />
              <Check aria-hidden className="hidden size-3.5 group-has-checked:inline" />
              <Icon aria-hidden className="size-3.5 group-has-checked:hidden" />
              {t(`flags.${key}.label`)}
            </label>
          ))}
          <span aria-hidden className="mx-1 hidden w-px self-stretch bg-neutral-200 sm:block dark:bg-neutral-700" />
          <label className={PILL} title={t('filters.openNowHint')}>
            <input
              type="checkbox"
              name="open"
              value="1"
              defaultChecked={query.open}
              className="sr-only"
              aria-describedby="venues-open-hint"
            />
            <Check aria-hidden className="hidden size-3.5 group-has-checked:inline" />
            <Clock aria-hidden className="size-3.5 group-has-checked:hidden" />
            {t('filters.openNow')}
          </label>
          <span id="venues-open-hint" className="sr-only">
            {t('filters.openNowHint')}
          </span>
        </div>
      </fieldset>

      <details
        open={moreOpen}
        onToggle={(event) => onMoreToggle((event.currentTarget as HTMLDetailsElement).open)}
        className="group/more mt-4 border-t border-neutral-200 pt-3 dark:border-neutral-800"
      >
        <summary
          className={cn(
            'inline-flex cursor-pointer list-none items-center gap-2 rounded-md py-1 text-sm font-semibold text-brand-700 hover:underline dark:text-violet-300 [&::-webkit-details-marker]:hidden',
            FILTER_FOCUS,
          )}
        >
          <SlidersHorizontal aria-hidden className="size-4" />
          {t('filters.more')}
          {moreCount > 0 && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white dark:bg-violet-300 dark:text-neutral-950">
              {t('filters.moreSelected', { count: moreCount })}
            </span>
          )}
          <ChevronDown aria-hidden className="size-4 transition-transform group-open/more:rotate-180 motion-reduce:transition-none" />
        </summary>
        <div className="mt-3 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {LOOKUP_FILTERS.map(({ param, field, kind }) => (
            <CheckboxGroup
              key={param}
              legend={t(`filters.${kind}`)}
              hint={t(`filters.${kind}Hint`)}
              name={param}
              kind={kind}
              options={lookups[kind]}
              checked={query[field]}
            />
          ))}
        </div>
      </details>

      {!hydrated && (
        <div className="mt-4 flex justify-end border-t border-neutral-200 pt-3 dark:border-neutral-800">
          <button type="submit" className={buttonVariants({ variant: 'outline' })}>
            {t('filters.apply')}
          </button>
        </div>
      )}
    </Form>
  )
}

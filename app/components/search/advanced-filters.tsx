import { Suspense, lazy } from 'react'
import { useTranslation } from 'react-i18next'
import { PRICE_MAX, PRICE_MIN, PRICE_STEP, RATINGS } from '~/models/search/query'
import { cn } from '~/utils/cn'
import { FIELD_LABEL } from './filter-styles'
import { priceRange, type FilterState } from './items'

// the calendar (react-day-picker, date-fns) loads when the advanced section first opens
const DateRange = lazy(() => import('./date-range'))

/** The filter panel's advanced section (SPEC §2): a two-month date range, price, minimum rating, featured and verified. */
export function AdvancedFilters({ id, filters, set }: { id: string; filters: FilterState; set: (patch: Partial<FilterState>) => void }) {
  const { t, i18n } = useTranslation('shell')
  const price = new Intl.NumberFormat(i18n.language)
  return (
    <div id={id} className="mt-3 space-y-4">
      <fieldset>
        <legend className={cn(FIELD_LABEL, 'mb-1')}>{t('search.dates')}</legend>
        <p className="mb-2 text-xs text-neutral-600 dark:text-neutral-300">
          {filters.from && filters.to ? t('search.datesChosen', { from: filters.from, to: filters.to }) : t('search.datesHint')}
        </p>
        <Suspense fallback={<div className="h-72" aria-hidden />}>
          <DateRange from={filters.from} to={filters.to} onChange={(range) => set({ from: range?.from, to: range?.to })} />
        </Suspense>
      </fieldset>

      <fieldset>
        <legend className={cn(FIELD_LABEL, 'mb-1')}>{t('search.price')}</legend>
        <p className="mb-1 text-sm text-neutral-700 dark:text-neutral-200" aria-live="polite">
          {t('search.priceValue', { min: price.format(filters.minPrice), max: price.format(filters.maxPrice) })}
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['min', 'max'] as const).map((thumb) => (
            <label key={thumb} className="flex flex-col gap-1 text-xs text-neutral-700 dark:text-neutral-200">
              {thumb === 'min' ? t('search.minPrice') : t('search.maxPrice')}
              <input
                type="range"
                min={PRICE_MIN}
                max={PRICE_MAX}
                step={PRICE_STEP}
                value={thumb === 'min' ? filters.minPrice : filters.maxPrice}
                onChange={(event) => {
                  const next = priceRange({ min: filters.minPrice, max: filters.maxPrice }, thumb, Number(event.target.value), PRICE_STEP)
                  set({ minPrice: next.min, maxPrice: next.max })
                }}
                className="accent-brand-700 dark:accent-violet-300"
              />
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor={`${id}-rating`} className={cn(FIELD_LABEL, 'mb-1 block')}>
          {t('search.rating')}
        </label>
        <select
          id={`${id}-rating`}
          value={filters.rating ?? ''}
          onChange={(event) => set({ rating: event.target.value ? Number(event.target.value) : undefined })}
          className="h-9 rounded-lg border border-neutral-300 bg-white px-2 text-sm text-neutral-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 dark:border-neutral-600 dark:bg-neutral-950 dark:text-neutral-100 dark:focus:outline-violet-300"
        >
          <option value="">{t('search.anyRating')}</option>
          {RATINGS.map((rating) => (
            <option key={rating} value={rating}>
              {t('search.ratingAtLeast', { count: rating })}
            </option>
          ))}
        </select>
      </div>

      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {(['featured', 'verified'] as const).map((flag) => (
          <label key={flag} className="inline-flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={filters[flag]}
              onChange={(event) => set({ [flag]: event.target.checked })}
              className="size-4 accent-brand-700 dark:accent-violet-300"
            />
            {t(`search.${flag}`)}
          </label>
        ))}
      </div>
    </div>
  )
}

import { Link } from '@remix-run/react'
import { SlidersHorizontal } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterForm, FilterInput, FilterSearchRow, FilterSelect } from '~/components/list-page/filter-bar'
import { buttonVariants } from '~/components/ui/button'
import { FILTER_LABEL } from '~/components/ui/filter-fields'
import { PRICE_MAX, PRICE_MIN, PRICE_STEP, QUERY_MAX, RATINGS, SEARCH_TYPES, searchUrl, type parseSearchUrl } from '~/models/search/query'
import { cn } from '~/utils/cn'

export type SearchState = ReturnType<typeof parseSearchUrl>

/** A checkbox drawn as a chip (the header box's filter chips, as plain inputs that work without JavaScript). */
function Chip({ name, value, checked, children }: { name: string; value: string; checked: boolean; children: ReactNode }) {
  return (
    <label
      className={cn(
        'inline-flex cursor-pointer items-center gap-2 rounded-full border border-neutral-300 bg-white px-3 py-1.5 text-sm font-medium text-neutral-800 select-none',
        'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        'dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-200 dark:has-[:checked]:border-violet-300 dark:has-[:checked]:bg-violet-400/15 dark:has-[:checked]:text-violet-100',
      )}
    >
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-4 accent-brand-700 dark:accent-violet-300"
      />
      {children}
    </label>
  )
}

/**
 * The search as one GET form to /search (SPEC §2: q, types, location, categories and the
 * advanced filters), every field a plain input: it works without JavaScript, and the loader
 * turns what the browser sends (repeated checkboxes, empty fields) into the clean URL.
 */
export function SearchForm({ state, categories }: { state: SearchState; categories: { name: string; count: number }[] }) {
  const { t, i18n } = useTranslation('search')
  const number = new Intl.NumberFormat(i18n.language)
  // the chosen categories stay offered even when this result has none of them
  const categoryChoices = [...new Set([...state.categories, ...categories.map((c) => c.name)])]
  const counted = new Map(categories.map((c) => [c.name, c.count]))
  const advanced = !!(
    state.from ||
    state.minPrice !== undefined ||
    state.maxPrice !== undefined ||
    state.rating ||
    state.featured ||
    state.verified
  )
  const filtered = advanced || state.types.length > 0 || !!state.location || state.categories.length > 0

  return (
    <FilterForm action="/search" label={t('page.formLabel')}>
      <FilterSearchRow
        id="search-q"
        label={t('page.query')}
        value={state.q}
        maxLength={QUERY_MAX}
        placeholder={t('page.placeholder')}
        submit={t('page.submit')}
      >
        <FilterInput
          id="search-location"
          name="location"
          type="text"
          className="sm:w-56"
          label={t('page.location')}
          value={state.location}
          maxLength={100}
          autoComplete="off"
          placeholder={t('page.locationPlaceholder')}
        />
      </FilterSearchRow>

      <fieldset className="mt-4">
        <legend className={FILTER_LABEL}>{t('page.types')}</legend>
        <div className="flex flex-wrap gap-2">
          {SEARCH_TYPES.map((type) => (
            <Chip key={type} name="types" value={type} checked={state.types.includes(type)}>
              {t(`shell:search.types.${type}`)}
            </Chip>
          ))}
        </div>
      </fieldset>

      <details open={advanced || state.categories.length > 0} className="group mt-4">
        <summary className="inline-flex cursor-pointer items-center gap-2 rounded-md text-sm font-semibold text-brand-800 hover:underline dark:text-violet-200">
          <SlidersHorizontal aria-hidden className="size-4" />
          {t('page.filters')}
        </summary>
        <div className="mt-4 space-y-4">
          {categoryChoices.length > 0 && (
            <fieldset>
              <legend className={FILTER_LABEL}>{t('page.categories')}</legend>
              <div className="flex flex-wrap gap-2">
                {categoryChoices.map((name) => (
                  <Chip key={name} name="categories" value={name} checked={state.categories.includes(name)}>
                    {name}
                    {counted.has(name) && (
                      <span className="text-neutral-600 dark:text-neutral-400">{number.format(counted.get(name)!)}</span>
                    )}
                  </Chip>
                ))}
              </div>
            </fieldset>
          )}
          <div className="grid grid-cols-2 gap-3 md:grid-cols-5 md:items-end">
            {(['from', 'to'] as const).map((end) => (
              <FilterInput
                key={end}
                id={`search-${end}`}
                name={end}
                type="date"
                label={t(`page.${end}`)}
                value={state[end]}
                aria-describedby="search-dates-hint"
              />
            ))}
            {(['minPrice', 'maxPrice'] as const).map((bound) => (
              <FilterInput
                key={bound}
                id={`search-${bound}`}
                name={bound}
                type="number"
                inputMode="numeric"
                min={PRICE_MIN}
                max={PRICE_MAX}
                step={PRICE_STEP}
                label={t(`page.${bound}`)}
                value={state[bound]}
              />
            ))}
            <FilterSelect
              id="search-rating"
              name="rating"
              className="col-span-2 md:col-span-1"
              label={t('page.rating')}
              value={state.rating ?? ''}
              any={t('page.anyRating')}
              options={RATINGS.map((rating) => ({ value: rating, label: t('page.ratingAtLeast', { rating: number.format(rating) }) }))}
            />
          </div>
          <p id="search-dates-hint" className="text-sm text-neutral-600 dark:text-neutral-400">
            {t('page.datesHint')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Chip name="featured" value="true" checked={state.featured}>
              {t('page.featured')}
            </Chip>
            <Chip name="verified" value="true" checked={state.verified}>
              {t('page.verified')}
            </Chip>
          </div>
        </div>
      </details>

      {filtered && (
        <div className="mt-4 border-t border-neutral-200 pt-3 dark:border-neutral-800">
          <Link to={searchUrl({ q: state.q })} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            {t('page.clear')}
          </Link>
        </div>
      )}
    </FilterForm>
  )
}

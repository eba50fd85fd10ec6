import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PRICE_MAX, PRICE_MIN, SEARCH_TYPES } from '~/models/search/query'
import { AdvancedFilters } from './advanced-filters'
import { CHIP_CLASS, CHIP_OFF, CHIP_ON, FIELD_LABEL, TEXT_BUTTON } from './filter-styles'
import { cn } from '~/utils/cn'
import { EMPTY_FILTERS, toggled, type FilterState } from './items'

/** The popular categories, asked once per page load; none when the request fails (SPEC §8: silent). */
let categoriesRequest: Promise<string[]> | null = null
function loadCategories() {
  return (categoriesRequest ??= fetch('/api/search/categories', { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<{ categories?: unknown }>) : { categories: [] }))
    .then((body) => (Array.isArray(body.categories) ? body.categories.filter((c): c is string => typeof c === 'string') : []))
    .catch(() => {
      categoriesRequest = null // another try next time the panel opens
      return []
    }))
}

/**
 * The header box's filter panel (SPEC §2): type chips, a location box, popular categories and an
 * advanced section (a two-month date range, price, rating, featured and verified). A disclosure
 * under the box, not a dialog: the page stays usable, Escape or a press outside closes it.
 */
export function FilterPanel({
  id,
  className,
  filters,
  onChange,
  onSearch,
}: {
  id: string
  className?: string
  filters: FilterState
  onChange: (next: FilterState) => void
  onSearch: () => void
}) {
  const { t } = useTranslation('shell')
  const fieldId = useId()
  const [categories, setCategories] = useState<string[]>([])
  const [advanced, setAdvanced] = useState(
    !!(
      filters.from ||
      filters.rating ||
      filters.featured ||
      filters.verified ||
      filters.minPrice > PRICE_MIN ||
      filters.maxPrice < PRICE_MAX
    ),
  )
  useEffect(() => {
    let live = true
    void loadCategories().then((names) => live && setCategories(names))
    return () => {
      live = false
    }
  }, [])
  const set = (patch: Partial<FilterState>) => onChange({ ...filters, ...patch })

  return (
    <div id={id} role="group" aria-label={t('search.filterPanel')} className={cn(className, 'space-y-4 p-4')}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-base font-semibold">{t('search.filters')}</p>
        <button type="button" className={TEXT_BUTTON} onClick={() => onChange(EMPTY_FILTERS)}>
          {t('search.clearAll')}
        </button>
      </div>

      <fieldset>
        <div className="mb-2 flex items-center justify-between gap-2">
          <legend className={FIELD_LABEL}>{t('search.contentTypes')}</legend>
          {filters.types.length ? (
            <button type="button" className={TEXT_BUTTON} aria-label={t('search.clearTypes')} onClick={() => set({ types: [] })}>
              {t('search.clear')}
            </button>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {SEARCH_TYPES.map((type) => {
            const on = filters.types.includes(type)
            return (
              <button
                key={type}
                type="button"
                aria-pressed={on}
                className={cn(CHIP_CLASS, on ? CHIP_ON : CHIP_OFF)}
                onClick={() => set({ types: toggled(filters.types, type) })}
              >
                {t(`search.types.${type}`)}
              </button>
            )
          })}
        </div>
      </fieldset>

      <div>
        <label htmlFor={`${fieldId}-location`} className={cn(FIELD_LABEL, 'mb-1 block')}>
          {t('search.location')}
        </label>
        <input
          id={`${fieldId}-location`}
          type="text"
          value={filters.location}
          maxLength={100}
          placeholder={t('search.locationPlaceholder')}
          autoComplete="address-level2"
          onChange={(event) => set({ location: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              onSearch()
            }
          }}
          className="h-9 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 placeholder:text-neutral-500 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 dark:border-neutral-600 dark:bg-neutral-950 dark:text-neutral-100 dark:placeholder:text-neutral-400 dark:focus:outline-violet-300"
        />
      </div>

      {categories.length ? (
        <fieldset>
          <legend className={cn(FIELD_LABEL, 'mb-2')}>{t('search.categories')}</legend>
          <div className="flex flex-wrap gap-2">
            {categories.map((name) => {
              const on = filters.categories.includes(name)
              return (
                <button
                  key={name}
                  type="button"
                  aria-pressed={on}
                  className={cn(CHIP_CLASS, on ? CHIP_ON : CHIP_OFF)}
                  onClick={() => set({ categories: toggled(filters.categories, name) })}
                >
                  {name}
                </button>
              )
            })}
          </div>
        </fieldset>
      ) : null}

      <div>
        <button
          type="button"
          aria-expanded={advanced}
          aria-controls={`${fieldId}-advanced`}
          onClick={() => setAdvanced((open) => !open)}
          className={cn(TEXT_BUTTON, 'inline-flex items-center gap-1 no-underline')}
        >
          {t('search.advanced')}
          <ChevronDown
            aria-hidden
            className={cn(
              'size-4 transition-transform motion-reduce:transition-none [.reduce-motion_&]:transition-none',
              advanced && 'rotate-180',
            )}
          />
        </button>
        {advanced ? <AdvancedFilters id={`${fieldId}-advanced`} filters={filters} set={set} /> : null}
      </div>

      <div className="flex justify-end border-t border-neutral-200 pt-3 dark:border-neutral-700">
        <button
          type="button"
          onClick={onSearch}
          className="inline-flex h-9 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-violet-300 dark:text-neutral-950 dark:hover:bg-violet-200 dark:focus-visible:outline-violet-300"
        >
          {t('search.showResults')}
        </button>
      </div>
    </div>
  )
}

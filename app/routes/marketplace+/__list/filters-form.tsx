import { useTranslation } from 'react-i18next'
import { FilterForm, FilterInput, FilterSearchRow, FilterSelect } from '~/components/list-page/filter-bar'
import { FILTER_FIELD, FILTER_FOCUS, FILTER_LABEL } from '~/components/ui/filter-fields'
import type { MarketplaceCategory } from '~/models/marketplace/list.server'
import {
  MARKETPLACE_FLAGS,
  MARKETPLACE_SORTS,
  MAX_MARKETPLACE_PRICE,
  MAX_MARKETPLACE_QUERY_LENGTH,
  type MarketplaceQuery,
} from '~/models/marketplace/query'
import { cn } from '~/utils/cn'

/** The market's filters as one GET form to /marketplace (it works without JavaScript; the loader redirects to the clean URL). */
export function MarketplaceFilters({ query, categories }: { query: MarketplaceQuery; categories: MarketplaceCategory[] }) {
  const { t } = useTranslation('marketplace')
  return (
    <FilterForm action="/marketplace" label={t('filters.heading')}>
      <FilterSearchRow
        id="marketplace-q"
        label={t('filters.search')}
        value={query.q}
        maxLength={MAX_MARKETPLACE_QUERY_LENGTH}
        placeholder={t('filters.searchPlaceholder')}
        submit={t('filters.apply')}
      />
      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        <FilterSelect
          id="marketplace-category"
          name="category"
          label={t('filters.category')}
          value={query.category ?? ''}
          any={t('filters.anyCategory')}
          options={categories.map((c) => ({ value: c.slug, label: t(`categories.${c.slug}`, { defaultValue: c.name }) }))}
        />
        <FilterInput
          id="marketplace-min"
          name="min"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_MARKETPLACE_PRICE}
          label={t('filters.minPrice')}
          value={query.min ?? undefined}
          aria-describedby="marketplace-price-hint"
        />
        <FilterInput
          id="marketplace-max"
          name="max"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_MARKETPLACE_PRICE}
          label={t('filters.maxPrice')}
          value={query.max ?? undefined}
          aria-describedby="marketplace-price-hint"
        />
        <div>
          <label htmlFor="marketplace-sort" className={FILTER_LABEL}>
            {t('filters.sort')}
          </label>
          <select id="marketplace-sort" name="sort" defaultValue={query.sort} className={FILTER_FIELD}>
            {MARKETPLACE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p id="marketplace-price-hint" className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
        {t('filters.priceHint')}
      </p>
      <fieldset className="mt-3">
        <legend className="text-sm font-semibold text-neutral-900 dark:text-white">{t('filters.show')}</legend>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {MARKETPLACE_FLAGS.map((flag) => (
            <li key={flag}>
              <label className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm text-neutral-800 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800">
                <input
                  type="checkbox"
                  name={flag}
                  value="1"
                  defaultChecked={query.flags.includes(flag)}
                  className={cn('size-4 shrink-0 rounded accent-brand-700 dark:accent-violet-300', FILTER_FOCUS)}
                />
                {t(`filters.flags.${flag}`)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </FilterForm>
  )
}

import { Form } from '@remix-run/react'
import { Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { FILTER_FIELD, FILTER_LABEL } from '~/components/ui/filter-fields'
import { PANEL } from '~/components/ui/surface'
import { CREW_CATEGORIES } from '~/db/schema/values'
import type { CrewFilterChoices } from '~/models/crews/list.server'
import { CREW_SIZE_CHOICES, CREW_SORTS, MAX_CREW_QUERY_LENGTH, type CrewQuery } from '~/models/crews/list-query'
import { cn } from '~/utils/cn'

/**
 * The crews' filters as one GET form to /groups (it works without JavaScript; the loader
 * redirects to the clean URL): words, city, country, category, size and sort.
 */
export function CrewFilters({ query, choices }: { query: CrewQuery; choices: CrewFilterChoices }) {
  const { t } = useTranslation('crews')
  const select = (
    id: string,
    name: keyof CrewQuery,
    label: string,
    value: string,
    options: { value: string; label: string }[],
    any?: string,
  ) => (
    <div className="min-w-0">
      <label htmlFor={id} className={FILTER_LABEL}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={FILTER_FIELD}>
        {any != null && <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
  return (
    <Form method="get" action="/groups" role="search" aria-label={t('list.filters')} className={cn(PANEL, 'p-4 sm:p-5')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="groups-q" className={FILTER_LABEL}>
            {t('list.search')}
          </label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500" />
            <input
              id="groups-q"
              name="q"
              type="search"
              defaultValue={query.q}
              maxLength={MAX_CREW_QUERY_LENGTH}
              autoComplete="off"
              placeholder={t('list.searchPlaceholder')}
              className={cn(FILTER_FIELD, 'ps-9')}
            />
          </div>
        </div>
        <button type="submit" className={buttonVariants()}>
          <Search aria-hidden className="size-4" />
          {t('list.apply')}
        </button>
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {select(
          'groups-city',
          'city',
          t('list.city'),
          query.city == null ? '' : String(query.city),
          choices.cities.map((city) => ({ value: String(city.id), label: city.name })),
          t('list.anyCity'),
        )}
        {select(
          'groups-country',
          'country',
          t('list.country'),
          query.country ?? '',
          choices.countries.map((country) => ({ value: country.id, label: country.name })),
          t('list.anyCountry'),
        )}
        {select(
          'groups-category',
          'category',
          t('list.category'),
          query.category ?? '',
          CREW_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
          t('list.anyCategory'),
        )}
        {select(
          'groups-size',
          'size',
          t('list.size'),
          query.size ?? '',
          CREW_SIZE_CHOICES.map((size) => ({ value: size, label: t(`list.sizes.${size}`) })),
          t('list.anySize'),
        )}
        {select(
          'groups-sort',
          'sort',
          t('list.sort'),
          query.sort,
          CREW_SORTS.map((sort) => ({ value: sort, label: t(`list.sorts.${sort}`) })),
        )}
      </div>
    </Form>
  )
}

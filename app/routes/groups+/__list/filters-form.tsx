import { useTranslation } from 'react-i18next'
import { FilterForm, FilterSearchRow, FilterSelect } from '~/components/list-page/filter-bar'
import { CREW_CATEGORIES } from '~/db/schema/values'
import type { CrewFilterChoices } from '~/models/crews/list.server'
import { CREW_SIZE_CHOICES, CREW_SORTS, MAX_CREW_QUERY_LENGTH, type CrewQuery } from '~/models/crews/list-query'

/**
 * The crews' filters as one GET form to /groups (it works without JavaScript; the loader
 * redirects to the clean URL): words, city, country, category, size and sort.
 */
export function CrewFilters({ query, choices }: { query: CrewQuery; choices: CrewFilterChoices }) {
  const { t } = useTranslation('crews')
  return (
    <FilterForm action="/groups" label={t('list.filters')}>
      <FilterSearchRow
        id="groups-q"
        label={t('list.search')}
        value={query.q}
        maxLength={MAX_CREW_QUERY_LENGTH}
        placeholder={t('list.searchPlaceholder')}
        submit={t('list.apply')}
      />
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <FilterSelect
          id="groups-city"
          name="city"
          label={t('list.city')}
          value={query.city == null ? '' : String(query.city)}
          any={t('list.anyCity')}
          className="min-w-0"
          options={choices.cities.map((city) => ({ value: String(city.id), label: city.name }))}
        />
        <FilterSelect
          id="groups-country"
          name="country"
          label={t('list.country')}
          value={query.country ?? ''}
          any={t('list.anyCountry')}
          className="min-w-0"
          options={choices.countries.map((country) => ({ value: country.id, label: country.name }))}
        />
        <FilterSelect
          id="groups-category"
          name="category"
          label={t('list.category')}
          value={query.category ?? ''}
          any={t('list.anyCategory')}
          className="min-w-0"
          options={CREW_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
        />
        <FilterSelect
          id="groups-size"
          name="size"
          label={t('list.size')}
          value={query.size ?? ''}
          any={t('list.anySize')}
          className="min-w-0"
          options={CREW_SIZE_CHOICES.map((size) => ({ value: size, label: t(`list.sizes.${size}`) }))}
        />
        <FilterSelect
          id="groups-sort"
          name="sort"
          label={t('list.sort')}
          value={query.sort}
          className="min-w-0"
          options={CREW_SORTS.map((sort) => ({ value: sort, label: t(`list.sorts.${sort}`) }))}
        />
      </div>
    </FilterForm>
  )
}

import { useTranslation } from 'react-i18next'
import { FilterForm, FilterSearchRow, FilterSelect } from '~/components/list-page/filter-bar'
import { FILTER_LABEL } from '~/components/ui/filter-fields'
import type { DirectoryCity } from '~/models/members/directory.server'
import { MAX_DIRECTORY_INTERESTS, MAX_DIRECTORY_QUERY_LENGTH, type DirectoryQuery } from '~/models/members/directory-query'
import { INTERESTS, USER_MODES } from '~/models/members/options'

/**
 * The directory's filters as one GET form to /users (it works without JavaScript; the loader
 * redirects to the clean URL): name, city (only cities members show), mode, interests.
 */
export function DirectoryFilters({ query, cities }: { query: DirectoryQuery; cities: DirectoryCity[] }) {
  const { t } = useTranslation('members')
  return (
    <FilterForm action="/users" label={t('filters.heading')}>
      <FilterSearchRow
        id="users-q"
        label={t('filters.search')}
        value={query.q}
        maxLength={MAX_DIRECTORY_QUERY_LENGTH}
        placeholder={t('filters.searchPlaceholder')}
        submit={t('filters.apply')}
      >
        <FilterSelect
          id="users-city"
          name="city"
          label={t('filters.city')}
          value={query.city ?? ''}
          any={t('filters.anyCity')}
          className="sm:w-56"
          options={cities.map((city) => ({ value: city.id, label: city.name }))}
        />
        <FilterSelect
          id="users-mode"
          name="mode"
          label={t('filters.mode')}
          value={query.mode ?? ''}
          any={t('filters.anyMode')}
          className="sm:w-56"
          options={USER_MODES.map((mode) => ({ value: mode, label: t(`modes.${mode}.label`) }))}
        />
      </FilterSearchRow>
      <fieldset className="mt-4">
        <legend className={FILTER_LABEL}>{t('filters.interests')}</legend>
        <p id="users-interests-hint" className="mb-2 text-sm text-neutral-600 dark:text-neutral-400">
          {t('filters.interestsHint', { max: MAX_DIRECTORY_INTERESTS })}
        </p>
        <ul className="flex flex-wrap gap-2" aria-describedby="users-interests-hint">
          {INTERESTS.map((interest) => (
            <li key={interest}>
              <label className="inline-flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-neutral-300 px-3 text-sm text-neutral-800 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 dark:border-neutral-700 dark:text-neutral-200 dark:has-[:checked]:border-violet-300 dark:has-[:checked]:bg-violet-400/15 dark:has-[:checked]:text-violet-100">
                <input
                  type="checkbox"
                  name="interest"
                  value={interest}
                  defaultChecked={query.interests.includes(interest)}
                  className="size-4 accent-brand-700"
                />
                {t(`interests.${interest}`)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </FilterForm>
  )
}

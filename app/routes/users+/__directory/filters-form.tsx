import { Form } from '@remix-run/react'
import { Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { FILTER_FIELD, FILTER_LABEL } from '~/components/ui/filter-fields'
import { PANEL } from '~/components/ui/surface'
import type { DirectoryCity } from '~/models/members/directory.server'
import { MAX_DIRECTORY_INTERESTS, MAX_DIRECTORY_QUERY_LENGTH, type DirectoryQuery } from '~/models/members/directory-query'
import { INTERESTS, USER_MODES } from '~/models/members/options'
import { cn } from '~/utils/cn'

/**
 * The directory's filters as one GET form to /users (it works without JavaScript; the loader
 * redirects to the clean URL): name, city (only cities members show), mode, interests.
 */
export function DirectoryFilters({ query, cities }: { query: DirectoryQuery; cities: DirectoryCity[] }) {
  const { t } = useTranslation('members')
  return (
    <Form method="get" action="/users" role="search" aria-label={t('filters.heading')} className={cn(PANEL, 'p-4 sm:p-5')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="users-q" className={FILTER_LABEL}>
            {t('filters.search')}
          </label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500" />
            <input
              id="users-q"
              name="q"
              type="search"
              defaultValue={query.q}
              maxLength={MAX_DIRECTORY_QUERY_LENGTH}
              autoComplete="off"
              placeholder={t('filters.searchPlaceholder')}
              className={cn(FILTER_FIELD, 'ps-9')}
            />
          </div>
        </div>
        <div className="sm:w-56">
          <label htmlFor="users-city" className={FILTER_LABEL}>
            {t('filters.city')}
          </label>
          <select id="users-city" name="city" defaultValue={query.city ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyCity')}</option>
            {cities.map((city) => (
              <option key={city.id} value={city.id}>
                {city.name}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:w-56">
          <label htmlFor="users-mode" className={FILTER_LABEL}>
            {t('filters.mode')}
          </label>
          <select id="users-mode" name="mode" defaultValue={query.mode ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyMode')}</option>
            {USER_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`modes.${mode}.label`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonVariants()}>
          <Search aria-hidden className="size-4" />
          {t('filters.apply')}
        </button>
      </div>
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
    </Form>
  )
}

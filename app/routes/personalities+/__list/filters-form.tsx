import { Link } from '@remix-run/react'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FilterForm, FilterSearchRow, FilterSelect } from '~/components/list-page/filter-bar'
import { buttonVariants } from '~/components/ui/button'
import { FILTER_FIELD, FILTER_LABEL } from '~/components/ui/filter-fields'
import type { PersonalityChoices } from '~/models/personalities/list.server'
import {
  MAX_PERSONALITY_QUERY_LENGTH,
  PERSONALITY_ERAS,
  PERSONALITY_SORTS,
  personalitiesHref,
  type PersonalityQuery,
} from '~/models/personalities/query'

/**
 * The list's filters as one GET form to /personalities (it works without JavaScript; the loader
 * redirects to the clean URL). A tag chosen from a page travels along until removed.
 */
export function PersonalityFilters({
  query,
  choices,
  tag,
}: {
  query: PersonalityQuery
  choices: PersonalityChoices
  tag: { name: string; slug: string } | null
}) {
  const { t } = useTranslation('personalities')
  return (
    <FilterForm action="/personalities" label={t('filters.heading')}>
      {tag && <input type="hidden" name="tag" value={tag.slug} />}
      <FilterSearchRow
        id="personalities-q"
        label={t('filters.search')}
        value={query.q}
        maxLength={MAX_PERSONALITY_QUERY_LENGTH}
        placeholder={t('filters.searchPlaceholder')}
        submit={t('filters.apply')}
      />

      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-5">
        <FilterSelect
          id="personalities-profession"
          name="profession"
          label={t('filters.profession')}
          value={query.profession ?? ''}
          any={t('filters.anyProfession')}
          options={choices.professions.map((p) => ({ value: p.slug, label: p.name }))}
        />
        <FilterSelect
          id="personalities-category"
          name="category"
          label={t('filters.category')}
          value={query.category ?? ''}
          any={t('filters.anyCategory')}
          options={choices.categories.map((c) => ({ value: c, label: t(`categories.${c}`, { defaultValue: c }) }))}
        />
        <FilterSelect
          id="personalities-country"
          name="country"
          label={t('filters.country')}
          value={query.country ?? ''}
          any={t('filters.anyCountry')}
          options={choices.countries.map((c) => ({
            value: c.id,
            label: (
              <>
                {c.flag ? `${c.flag} ` : ''}
                {c.name}
              </>
            ),
          }))}
        />
        <FilterSelect
          id="personalities-era"
          name="era"
          label={t('filters.era')}
          value={query.era ?? ''}
          any={t('filters.anyEra')}
          options={PERSONALITY_ERAS.map((era) => ({ value: era, label: t(`eras.${era}`) }))}
        />
        <div>
          <label htmlFor="personalities-sort" className={FILTER_LABEL}>
            {t('filters.sort')}
          </label>
          <select id="personalities-sort" name="sort" defaultValue={query.sort} className={FILTER_FIELD}>
            {PERSONALITY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      {tag && (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 dark:bg-violet-400/15 dark:text-violet-200">
            {t('filters.tag', { tag: tag.name })}
          </span>
          <Link
            to={personalitiesHref({ ...query, tag: null, page: 1 })}
            aria-label={t('filters.removeTag', { tag: tag.name })}
            className={buttonVariants({ variant: 'outline', size: 'sm', shape: 'pill' })}
          >
            <X aria-hidden className="size-4" />
          </Link>
        </p>
      )}
    </FilterForm>
  )
}

import { Link } from '@remix-run/react'
import { X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FilterForm, FilterSearchRow, FilterSelect } from '~/components/list-page/filter-bar'
import { buttonVariants } from '~/components/ui/button'
import { FILTER_FIELD, FILTER_LABEL } from '~/components/ui/filter-fields'
import type { ResourceChoices } from '~/models/resources/list.server'
import { MAX_RESOURCE_QUERY_LENGTH, resourcesHref, type ResourceQuery } from '~/models/resources/query'

/** A language code's name in the reader's language ('de' → 'German'), or the code. */
export function useLanguageName() {
  const { i18n } = useTranslation()
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([i18n.language], { type: 'language' })
  } catch {
    names = null
  }
  return (code: string) => names?.of(code) ?? code
}

/**
 * The list's filters as one GET form to /ressources (it works without JavaScript; the loader
 * redirects to the clean URL, a chosen topic to its own page /ressources/{tag path}).
 */
export function ResourceFilters({
  query,
  choices,
  tag,
}: {
  query: ResourceQuery
  choices: ResourceChoices
  tag: { name: string; slug: string; path: string } | null
}) {
  const { t } = useTranslation('resources')
  const languageName = useLanguageName()
  const withCount = (label: string, count: number) => t('filters.withCount', { label, count })
  return (
    <FilterForm action="/ressources" label={t('filters.heading')}>
      <FilterSearchRow
        id="resources-q"
        label={t('filters.search')}
        value={query.q}
        maxLength={MAX_RESOURCE_QUERY_LENGTH}
        placeholder={t('filters.searchPlaceholder')}
        submit={t('filters.apply')}
      />

      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-5">
        <div>
          <label htmlFor="resources-tag" className={FILTER_LABEL}>
            {t('filters.tag')}
          </label>
          <select id="resources-tag" name="tag" defaultValue={query.tag ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyTag')}</option>
            {tag && !choices.tags.some((c) => c.slug === tag.slug) && <option value={tag.slug}>{tag.name}</option>}
            {choices.tags.map((c) => (
              <option key={c.slug} value={c.slug}>
                {withCount(c.name, c.count)}
              </option>
            ))}
          </select>
        </div>
        <FilterSelect
          id="resources-category"
          name="category"
          label={t('filters.category')}
          value={query.category ?? ''}
          any={t('filters.anyCategory')}
          options={choices.categories.map((c) => ({ value: c.type, label: withCount(t(`types.${c.type}`), c.count) }))}
        />
        <FilterSelect
          id="resources-profession"
          name="profession"
          label={t('filters.profession')}
          value={query.profession ?? ''}
          any={t('filters.anyProfession')}
          options={choices.professions.map((p) => ({ value: p.slug, label: withCount(p.name, p.count) }))}
        />
        <FilterSelect
          id="resources-country"
          name="country"
          label={t('filters.country')}
          value={query.country ?? ''}
          any={t('filters.anyCountry')}
          options={choices.countries.map((c) => ({
            value: c.id,
            label: (
              <>
                {c.flag ? `${c.flag} ` : ''}
                {withCount(c.name, c.count)}
              </>
            ),
          }))}
        />
        <FilterSelect
          id="resources-language"
          name="language"
          label={t('filters.language')}
          value={query.language ?? ''}
          any={t('filters.anyLanguage')}
          options={choices.languages.map((l) => ({ value: l.code, label: withCount(languageName(l.code), l.count) }))}
        />
      </div>

      {tag && (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 dark:bg-violet-400/15 dark:text-violet-200">
            {t('filters.tag')}: {tag.name}
          </span>
          <Link
            to={resourcesHref({ ...query, tag: null, page: 1 })}
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

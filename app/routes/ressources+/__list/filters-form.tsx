import { Form, Link } from '@remix-run/react'
import { Search, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { FILTER_FIELD, FILTER_LABEL } from '~/components/ui/filter-fields'
import { PANEL } from '~/components/ui/surface'
import type { ResourceChoices } from '~/models/resources/list.server'
import { MAX_RESOURCE_QUERY_LENGTH, resourcesHref, type ResourceQuery } from '~/models/resources/query'
import { cn } from '~/utils/cn'

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
    <Form method="get" action="/ressources" role="search" aria-label={t('filters.heading')} className={cn(PANEL, 'p-4 sm:p-5')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="resources-q" className={FILTER_LABEL}>
            {t('filters.search')}
          </label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500" />
            <input
              id="resources-q"
              name="q"
              type="search"
              defaultValue={query.q}
              maxLength={MAX_RESOURCE_QUERY_LENGTH}
              autoComplete="off"
              placeholder={t('filters.searchPlaceholder')}
              className={cn(FILTER_FIELD, 'ps-9')}
            />
          </div>
        </div>
        <button type="submit" className={buttonVariants()}>
          <Search aria-hidden className="size-4" />
          {t('filters.apply')}
        </button>
      </div>

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
        <div>
          <label htmlFor="resources-category" className={FILTER_LABEL}>
            {t('filters.category')}
          </label>
          <select id="resources-category" name="category" defaultValue={query.category ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyCategory')}</option>
            {choices.categories.map((c) => (
              <option key={c.type} value={c.type}>
                {withCount(t(`types.${c.type}`), c.count)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="resources-profession" className={FILTER_LABEL}>
            {t('filters.profession')}
          </label>
          <select id="resources-profession" name="profession" defaultValue={query.profession ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyProfession')}</option>
            {choices.professions.map((p) => (
              <option key={p.slug} value={p.slug}>
                {withCount(p.name, p.count)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="resources-country" className={FILTER_LABEL}>
            {t('filters.country')}
          </label>
          <select id="resources-country" name="country" defaultValue={query.country ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyCountry')}</option>
            {choices.countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.flag ? `${c.flag} ` : ''}
                {withCount(c.name, c.count)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="resources-language" className={FILTER_LABEL}>
            {t('filters.language')}
          </label>
          <select id="resources-language" name="language" defaultValue={query.language ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyLanguage')}</option>
            {choices.languages.map((l) => (
              <option key={l.code} value={l.code}>
                {withCount(languageName(l.code), l.count)}
              </option>
            ))}
          </select>
        </div>
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
    </Form>
  )
}

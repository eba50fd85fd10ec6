import { Form, Link } from '@remix-run/react'
import { Search, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { FILTER_FIELD, FILTER_LABEL } from '~/components/ui/filter-fields'
import { PANEL } from '~/components/ui/surface'
import type { PersonalityChoices } from '~/models/personalities/list.server'
import {
  MAX_PERSONALITY_QUERY_LENGTH,
  PERSONALITY_ERAS,
  PERSONALITY_SORTS,
  personalitiesHref,
  type PersonalityQuery,
} from '~/models/personalities/query'
import { cn } from '~/utils/cn'

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
    <Form method="get" action="/personalities" role="search" aria-label={t('filters.heading')} className={cn(PANEL, 'p-4 sm:p-5')}>
      {tag && <input type="hidden" name="tag" value={tag.slug} />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="personalities-q" className={FILTER_LABEL}>
            {t('filters.search')}
          </label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500" />
            <input
              id="personalities-q"
              name="q"
              type="search"
              defaultValue={query.q}
              maxLength={MAX_PERSONALITY_QUERY_LENGTH}
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
          <label htmlFor="personalities-profession" className={FILTER_LABEL}>
            {t('filters.profession')}
          </label>
          <select id="personalities-profession" name="profession" defaultValue={query.profession ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyProfession')}</option>
            {choices.professions.map((p) => (
              <option key={p.slug} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="personalities-category" className={FILTER_LABEL}>
            {t('filters.category')}
          </label>
          <select id="personalities-category" name="category" defaultValue={query.category ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyCategory')}</option>
            {choices.categories.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`, { defaultValue: c })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="personalities-country" className={FILTER_LABEL}>
            {t('filters.country')}
          </label>
          <select id="personalities-country" name="country" defaultValue={query.country ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyCountry')}</option>
            {choices.countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.flag ? `${c.flag} ` : ''}
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="personalities-era" className={FILTER_LABEL}>
            {t('filters.era')}
          </label>
          <select id="personalities-era" name="era" defaultValue={query.era ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyEra')}</option>
            {PERSONALITY_ERAS.map((era) => (
              <option key={era} value={era}>
                {t(`eras.${era}`)}
              </option>
            ))}
          </select>
        </div>
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
    </Form>
  )
}

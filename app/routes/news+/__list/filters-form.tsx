import { Form } from '@remix-run/react'
import { Funnel } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { FILTER_FIELD, FILTER_LABEL } from '~/components/ui/filter-fields'
import { PANEL } from '~/components/ui/surface'
import type { NewsChoices } from '~/models/news/list.server'
import type { NewsQuery } from '~/models/news/query'
import { cn } from '~/utils/cn'
import { useLanguageName } from './news-card'

/** The list's filters as one GET form to /news (it works without JavaScript; the loader redirects to the clean URL). */
export function NewsFilters({ query, choices }: { query: NewsQuery; choices: NewsChoices }) {
  const { t } = useTranslation('news')
  const languageName = useLanguageName()
  return (
    <Form method="get" action="/news" role="search" aria-label={t('filters.heading')} className={cn(PANEL, 'p-4 sm:p-5')}>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(4,minmax(0,1fr))_auto] md:items-end">
        <div>
          <label htmlFor="news-category" className={FILTER_LABEL}>
            {t('filters.category')}
          </label>
          <select id="news-category" name="category" defaultValue={query.category ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyCategory')}</option>
            {choices.categories.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`, { defaultValue: c })}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="news-source" className={FILTER_LABEL}>
            {t('filters.source')}
          </label>
          <select id="news-source" name="source" defaultValue={query.source ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anySource')}</option>
            {choices.sources.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="news-language" className={FILTER_LABEL}>
            {t('filters.language')}
          </label>
          <select id="news-language" name="language" defaultValue={query.language ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyLanguage')}</option>
            {choices.languages.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="news-country" className={FILTER_LABEL}>
            {t('filters.country')}
          </label>
          <select id="news-country" name="country" defaultValue={query.country ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyCountry')}</option>
            {choices.countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.flag ? `${c.flag} ` : ''}
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={cn(buttonVariants(), 'col-span-2 md:col-span-1')}>
          <Funnel aria-hidden className="size-4" />
          {t('filters.apply')}
        </button>
      </div>
    </Form>
  )
}

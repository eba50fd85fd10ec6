import { Funnel } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FilterForm, FilterSelect } from '~/components/list-page/filter-bar'
import { buttonVariants } from '~/components/ui/button'
import type { NewsChoices } from '~/models/news/list.server'
import type { NewsQuery } from '~/models/news/query'
import { cn } from '~/utils/cn'
import { useLanguageName } from './news-card'

/** The list's filters as one GET form to /news (it works without JavaScript; the loader redirects to the clean URL). */
export function NewsFilters({ query, choices }: { query: NewsQuery; choices: NewsChoices }) {
  const { t } = useTranslation('news')
  const languageName = useLanguageName()
  return (
    <FilterForm action="/news" label={t('filters.heading')}>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-[repeat(4,minmax(0,1fr))_auto] md:items-end">
        <FilterSelect
          id="news-category"
          name="category"
          label={t('filters.category')}
          value={query.category ?? ''}
          any={t('filters.anyCategory')}
          options={choices.categories.map((c) => ({ value: c, label: t(`categories.${c}`, { defaultValue: c }) }))}
        />
        <FilterSelect
          id="news-source"
          name="source"
          label={t('filters.source')}
          value={query.source ?? ''}
          any={t('filters.anySource')}
          options={choices.sources.map((s) => ({ value: s.id, label: s.name }))}
        />
        <FilterSelect
          id="news-language"
          name="language"
          label={t('filters.language')}
          value={query.language ?? ''}
          any={t('filters.anyLanguage')}
          options={choices.languages.map((code) => ({ value: code, label: languageName(code) }))}
        />
        <FilterSelect
          id="news-country"
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
        <button type="submit" className={cn(buttonVariants(), 'col-span-2 md:col-span-1')}>
          <Funnel aria-hidden className="size-4" />
          {t('filters.apply')}
        </button>
      </div>
    </FilterForm>
  )
}

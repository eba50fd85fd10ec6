import { useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { ResultsSection } from '~/components/list-page/results-section'
import type { ResourceCard as CardData, ResourceChoices } from '~/models/resources/list.server'
import { MIN_RESOURCE_QUERY_LENGTH, RESOURCES_PAGE_SIZE, type ResourceQuery } from '~/models/resources/query'
import { ResourceFilters } from './filters-form'
import { ResourceCard } from '~/components/resources/resource-card'
import { TagCloud } from './tag-cloud'

export type ResourceListData = {
  query: ResourceQuery
  choices: ResourceChoices
  tag: { name: string; slug: string; path: string; href: string; description: string | null } | null
  textTooShort: boolean
  list: { cards: CardData[]; total: number; totalCapped: boolean; page: number; pageCount: number }
}

/** /ressources and a tag's page: heading, filters, the page of cards, pages, and the topics. */
export function ResourceList({ data }: { data: ResourceListData }) {
  const { query, choices, tag, textTooShort, list } = data
  const { t, i18n } = useTranslation('resources')
  const location = useLocation()
  const navigation = useNavigation()
  const updating = navigation.state === 'loading' && navigation.location.pathname.startsWith('/ressources')
  const number = new Intl.NumberFormat(i18n.language)

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:py-12">
      <header className="max-w-3xl">
        <Breadcrumbs
          items={[
            { to: '/', label: t('list.home') },
            ...(tag ? [{ to: '/ressources', label: t('list.breadcrumb') }, { label: tag.name }] : [{ label: t('list.breadcrumb') }]),
          ]}
        />
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
          {tag ? tag.name : t('list.title')}
        </h1>
        <p className="mt-3 text-lg text-pretty text-neutral-700 dark:text-neutral-300">
          {tag ? (tag.description ?? t('list.tagLead', { tag: tag.name })) : t('list.lead')}
        </p>
        <p className="mt-2 text-sm font-medium text-red-800 dark:text-red-300">{t('list.crisisNote')}</p>
      </header>

      <div className="mt-8">
        <ResourceFilters key={location.pathname + location.search} query={query} choices={choices} tag={tag} />
      </div>

      {textTooShort && (
        <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">{t('list.queryTooShort', { min: MIN_RESOURCE_QUERY_LENGTH })}</p>
      )}

      <ResultsSection
        id="resources-results-heading"
        list={list}
        pageSize={RESOURCES_PAGE_SIZE}
        search={location.search}
        updating={updating}
        texts={{
          heading: t('list.resultsHeading'),
          results: t('list.results', { count: list.total, formatted: `${number.format(list.total)}${list.totalCapped ? '+' : ''}` }),
          page: t('list.resultsPage', { page: number.format(list.page), pages: number.format(list.pageCount) }),
          updating: t('list.updating'),
        }}
        empty={{
          text: t('list.empty'),
          hint: t('list.emptyHint'),
          clear: location.search || tag ? { to: '/ressources', label: t('list.clearFilters') } : null,
        }}
      >
        {(card) => <ResourceCard resource={card} />}
      </ResultsSection>

      <div className="mt-10">
        <TagCloud tags={choices.tags} current={tag?.slug ?? null} />
      </div>
    </div>
  )
}

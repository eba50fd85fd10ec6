import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { pageMeta } from '~/components/pages/meta'
import { TextPage, Txt } from '~/components/pages/page-layout'
import { DataTable } from '~/components/pages/data-table'
import { usePageText } from '~/components/pages/use-page-text'
import { pageLoader } from '~/content/page-meta.server'

/** Texts of this page live in the `pages` namespace, loaded for the routes that need it. */
export const handle = { i18n: ['pages'] }

export const loader = ({ request }: LoaderFunctionArgs) => pageLoader(request, 'credits')
export const meta = pageMeta

const SOURCES = ['cities', 'regions', 'countries', 'continents', 'timezones', 'names', 'population', 'safety'] as const

function SourcesTable() {
  const { t } = usePageText()
  return (
    <DataTable
      caption={t('credits.table.caption')}
      columns={[t('credits.table.data'), t('credits.table.source'), t('credits.table.licence')]}
      rows={SOURCES.map((key) => ({
        key,
        cells: [
          <Txt key="d" k={`credits.sources.${key}.data`} />,
          <Txt key="s" k={`credits.sources.${key}.source`} />,
          <Txt key="l" k={`credits.sources.${key}.licence`} />,
        ],
      }))}
    />
  )
}

export default function CreditsPage() {
  return <TextPage page="credits" extra={{ data: <SourcesTable /> }} />
}

import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { DataTable } from '~/components/pages/data-table'
import { pageMeta } from '~/components/pages/meta'
import { TextPage, Txt } from '~/components/pages/page-layout'
import { usePageText } from '~/components/pages/use-page-text'
import { pageLoader } from '~/content/page-meta.server'
import { STORAGE_CATEGORIES, STORAGE_ITEMS, type StorageItem } from '~/content/storage'

/** Texts of this page live in the `pages` namespace, loaded for the routes that need it. */
export const handle = { i18n: ['pages'] }

export const loader = ({ request }: LoaderFunctionArgs) => pageLoader(request, 'cookies')
export const meta = pageMeta

function Names({ item, none }: { item: StorageItem; none: string }) {
  if (item.names.length === 0) return <span>{none}</span>
  return (
    <span className="flex flex-wrap gap-1">
      {item.names.map((name) => (
        <code key={name} className="rounded bg-neutral-900/5 px-1.5 py-0.5 font-mono text-[0.8125rem] dark:bg-white/10">
          {name}
        </code>
      ))}
    </span>
  )
}

function Categories() {
  return (
    <dl className="mt-6 grid gap-4 sm:grid-cols-2">
      {STORAGE_CATEGORIES.map((category) => {
        const items = STORAGE_ITEMS.filter((i) => i.category === category && i.names.length > 0)
        return (
          <div key={category} className="rounded-xl border border-neutral-200 p-4 dark:border-neutral-800">
            <dt className="font-semibold text-neutral-900 dark:text-white">
              <Txt k={`cookies.categories.${category}.name`} />
            </dt>
            <dd className="mt-1 text-sm leading-6">
              <Txt k={`cookies.categories.${category}.description`} />
              {items.length > 0 && (
                <span className="mt-2 flex flex-wrap gap-1">
                  {items
                    .flatMap((item) => item.names)
                    .map((name) => (
                      <code key={name} className="rounded bg-neutral-900/5 px-1.5 py-0.5 font-mono text-xs dark:bg-white/10">
                        {name}
                      </code>
                    ))}
                </span>
              )}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

function StorageTable() {
  const { t } = usePageText()
  const typeLabel = (item: StorageItem) => (item.type === 'none' ? '—' : <Txt k={`cookies.table.${item.type}`} />)
  return (
    <DataTable
      caption={t('cookies.table.caption')}
      columns={[
        t('cookies.table.name'),
        t('cookies.table.type'),
        t('cookies.table.category'),
        t('cookies.table.purpose'),
        t('cookies.table.duration'),
      ]}
      rows={STORAGE_ITEMS.map((item) => ({
        key: item.key,
        cells: [
          <Names key="n" item={item} none={t('cookies.table.none')} />,
          typeLabel(item),
          <Txt key="c" k={`cookies.categories.${item.category}.name`} />,
          <Txt key="p" k={`cookies.items.${item.key}.purpose`} />,
          <Txt key="d" k={`cookies.items.${item.key}.duration`} />,
        ],
      }))}
    />
  )
}

export default function CookiesPage() {
  return <TextPage page="cookies" extra={{ categories: <Categories />, storage: <StorageTable /> }} />
}

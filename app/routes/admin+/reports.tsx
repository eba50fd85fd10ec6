import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FOCUS } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { REPORT_TARGET_TYPES } from '~/db/schema/values'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { QUEUE_SORTS, QUEUE_TABS, type QueueTab } from '~/models/moderation/options'
import { listCases, queueCounts } from '~/models/moderation/queue.server'
import { parseQueueQuery } from '~/models/moderation/schema'
import { cn } from '~/utils/cn'
import { BackToDashboard, Empty, LABEL } from './__admin/parts'
import { CaseCard } from './__reports/case-card'

/**
 * /admin/reports (moderators and admins): the moderation queue (issue 41). Open reports grouped
 * by what they are about, with the number of reporters, newest or most-reported first; a tab
 * for cases flagged as a possible mass report (many new accounts within a day: a human decides),
 * the appeals waiting, and the decisions taken. Each case opens at /admin/reports/{type}/{id}.
 * Tab, order, type and page live in the address.
 */
export const handle = { i18n: ['admin', 'moderation', 'report'] }

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const url = new URL(request.url)
  const query = parseQueueQuery(url)
  const db = getDb(context.cloudflare.env.DB)
  const [{ cases, hasNext }, counts, i18n] = await Promise.all([
    listCases(db, query),
    queueCounts(db),
    getLanguage(request).then(serverI18n),
  ])
  return { query, cases, hasNext, counts, title: `${i18n.t('moderation:queue.title')} — ${APP_NAME}` }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? APP_NAME }, { name: 'robots', content: 'noindex' }]

export default function ReportQueue() {
  const { query, cases, hasNext, counts } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation(['moderation', 'admin'])
  const number = new Intl.NumberFormat(i18n.language)
  const href = (change: Partial<{ tab: QueueTab; sort: string; page: number }>) => {
    const params = new URLSearchParams()
    const next = { ...query, page: 1, ...change }
    if (next.tab !== 'open') params.set('tab', next.tab)
    if (next.sort !== 'newest') params.set('sort', next.sort)
    if (query.type) params.set('type', query.type)
    if (next.page > 1) params.set('page', String(next.page))
    const search = params.toString()
    return `/admin/reports${search ? `?${search}` : ''}`
  }
  const tabCount: Partial<Record<QueueTab, number>> = { open: counts.cases, appeals: counts.appeals }
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <BackToDashboard />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('queue.title')}</h1>
      <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{t('queue.intro')}</p>

      <nav aria-label={t('queue.tabs')} className="mt-6 flex flex-wrap gap-2">
        {QUEUE_TABS.map((tab) => (
          <Link
            key={tab}
            to={href({ tab })}
            aria-current={query.tab === tab ? 'page' : undefined}
            className={buttonVariants({ variant: query.tab === tab ? 'default' : 'outline', size: 'sm' })}
          >
            {t(`queue.tab.${tab}`)}
            {tabCount[tab] != null && <span className="ms-1.5 tabular-nums">({number.format(tabCount[tab]!)})</span>}
          </Link>
        ))}
      </nav>

      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        {query.tab !== 'open' && <input type="hidden" name="tab" value={query.tab} />}
        <div>
          <label htmlFor="queue-type" className={LABEL}>
            {t('queue.type')}
          </label>
          <select id="queue-type" name="type" defaultValue={query.type ?? ''} className={cn(INPUT_CLASS, 'mt-1')}>
            <option value="">{t('queue.allTypes')}</option>
            {REPORT_TARGET_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        {(query.tab === 'open' || query.tab === 'flagged') && (
          <div>
            <label htmlFor="queue-sort" className={LABEL}>
              {t('queue.sort')}
            </label>
            <select id="queue-sort" name="sort" defaultValue={query.sort} className={cn(INPUT_CLASS, 'mt-1')}>
              {QUEUE_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`queue.sorts.${sort}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <button type="submit" className={buttonVariants({ variant: 'outline' })}>
          {t('queue.apply')}
        </button>
      </Form>

      <section aria-label={t(`queue.tab.${query.tab}`)} className="mt-6 space-y-4">
        {cases.length === 0 ? (
          <Empty>{t(`queue.empty.${query.tab}`)}</Empty>
        ) : (
          cases.map((item) => <CaseCard key={`${item.targetType}:${item.targetId}:${item.decision?.id ?? ''}`} item={item} />)
        )}
      </section>

      {(query.page > 1 || hasNext) && (
        <nav aria-label={t('queue.pages')} className="mt-6 flex justify-between gap-3">
          {query.page > 1 ? (
            <Link
              to={href({ tab: query.tab, sort: query.sort, page: query.page - 1 })}
              className={cn(buttonVariants({ variant: 'outline' }), FOCUS)}
            >
              <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
              {t('queue.previous')}
            </Link>
          ) : (
            <span />
          )}
          {hasNext && (
            <Link
              to={href({ tab: query.tab, sort: query.sort, page: query.page + 1 })}
              className={cn(buttonVariants({ variant: 'outline' }), FOCUS)}
            >
              {t('queue.next')}
              <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
            </Link>
          )}
        </nav>
      )}
    </div>
  )
}

import type { MetaFunction } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ChevronLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { cn } from '~/utils/cn'
import { FormAlert, LINK } from './__lookups/parts'
import { newsSourcesAction, newsSourcesLoader, PRIVATE } from './__news-sources/source-admin.server'
import { SourceCard } from './__news-sources/source-card'
import { AddSourceForm, TestFeedForm } from './__news-sources/source-forms'

/**
 * /admin/news-sources (moderators and admins): the feeds the news import reads
 * (app/models/news/import.server.ts). Add a source with its rules, test any feed address
 * (fetched and parsed, nothing stored), see each source's last fetch, result, error, failures
 * and next attempt, change its rules, switch it off or on. Every form is a plain POST that works
 * without JavaScript; the action checks the role again, validates with the intent's zod schema
 * (translated messages, 4xx), and redirects back with a toast. Every change is audited.
 * Loader and action: __news-sources/source-admin.server.ts; the forms and cards beside it.
 */
export const handle = { i18n: ['admin', 'news'] }

export const loader = newsSourcesLoader

export const headers = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

export const action = newsSourcesAction

export default function AdminNewsSources() {
  const { sources, countries } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('admin')
  const answeredSource = actionData?.target && sources.some((s) => String(s.id) === actionData.target)
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <Link to="/admin" className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('venues.backToDashboard')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('newsSources.title')}</h1>
      <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{t('newsSources.intro')}</p>

      {actionData && !answeredSource && actionData.intent !== 'create' && actionData.intent !== 'test' && (
        <FormAlert result={actionData.result} className="mt-6" />
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="add-source" className={cn(PANEL, 'p-5 sm:p-6')}>
          <AddSourceForm countries={countries} failed={actionData?.intent === 'create' ? (actionData.result ?? null) : null} />
        </section>
        <section aria-labelledby="test-feed" className={cn(PANEL, 'self-start p-5 sm:p-6')}>
          <TestFeedForm answer={actionData?.intent === 'test' ? actionData : null} />
        </section>
      </div>

      <h2 className="mt-10 text-2xl font-bold text-neutral-950 dark:text-white">
        {t('newsSources.listHeading', { count: sources.length })}
      </h2>
      <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{t('newsSources.timesInUtc')}</p>
      <ul className="mt-4 space-y-4">
        {sources.map((source) => (
          <li key={source.id} id={`source-${source.id}`}>
            <SourceCard source={source} answer={actionData && actionData.target === String(source.id) ? actionData : null} />
          </li>
        ))}
      </ul>
    </div>
  )
}

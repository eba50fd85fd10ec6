import { Form, type useLoaderData, useNavigation } from '@remix-run/react'
import { CircleCheck, CircleX, Power, PowerOff, Rss, Save } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { FormErrorSummary } from '~/components/ui/form'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import { NEWS_SOURCE_SCHEMAS } from '~/models/news/source-schema'
import { cn } from '~/utils/cn'
import { FormAlert, LINK } from '../__lookups/parts'
import type { ActionData, newsSourcesLoader } from './source-admin.server'
import { RulesFields, TestResult } from './source-forms'

/** One news source on /admin/news-sources: its state, test, switch and rules. */
type Source = ReturnType<typeof useLoaderData<typeof newsSourcesLoader>>['sources'][number]

export function SourceCard({ source, answer }: { source: Source; answer: ActionData | null }) {
  const { t } = useTranslation(['admin', 'news'])
  const navigation = useNavigation()
  const busy = (intent: string) => navigation.formData?.get('intent') === intent && navigation.formData?.get('id') === String(source.id)
  const rulesFailed = answer?.intent === 'rules' ? (answer.result ?? null) : null
  const { form, fields, formProps } = useValidatedForm({
    id: `news-source-rules-${source.id}`,
    schema: NEWS_SOURCE_SCHEMAS.rules,
    lastResult: rulesFailed,
    shouldValidate: 'onSubmit',
    defaultValue: {
      includeKeywords: (source.includeKeywords ?? []).join('\n'),
      excludeKeywords: (source.excludeKeywords ?? []).join('\n'),
      defaultCategory: source.defaultCategory ?? '',
      language: source.language ?? '',
    },
  })
  const ok = source.lastStatus === 'ok'
  return (
    <article aria-labelledby={`source-${source.id}-name`} className={cn(PANEL, 'p-5')}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`source-${source.id}-name`} className="text-lg font-bold text-neutral-950 dark:text-white">
            <a href={source.url} target="_blank" rel="noopener noreferrer" className={LINK}>
              {source.name}
            </a>
          </h3>
          <p className="mt-1 break-all text-sm text-neutral-700 dark:text-neutral-300">
            <span className="font-medium">{t('admin:newsSources.fields.feedUrl')}:</span> <code dir="ltr">{source.feedUrl ?? '—'}</code>
          </p>
          <p className="text-sm text-neutral-700 dark:text-neutral-300">
            {[
              source.language?.toUpperCase(),
              source.countryName,
              source.defaultCategory ? t(`news:categories.${source.defaultCategory}`) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-3 py-1 text-sm font-semibold',
            source.active
              ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200'
              : 'bg-neutral-200 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200',
          )}
        >
          {source.active ? t('admin:newsSources.status.active') : t('admin:newsSources.status.inactive')}
        </span>
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-neutral-900 dark:text-white">{t('admin:newsSources.state.lastFetched')}</dt>
          <dd className="text-neutral-700 dark:text-neutral-300">{source.lastFetchedAt ?? t('admin:newsSources.state.never')}</dd>
        </div>
        <div>
          <dt className="font-medium text-neutral-900 dark:text-white">{t('admin:newsSources.state.result')}</dt>
          <dd className="flex items-start gap-1.5 text-neutral-700 dark:text-neutral-300">
            {source.lastStatus ? (
              <>
                {ok ? (
                  <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-300" />
                ) : (
                  <CircleX aria-hidden className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-300" />
                )}
                <span>
                  {ok
                    ? t('admin:newsSources.state.ok', { count: source.lastNewCount ?? 0 })
                    : t('admin:newsSources.state.error', { message: source.lastError ?? '—' })}
                </span>
              </>
            ) : (
              t('admin:newsSources.state.never')
            )}
          </dd>
        </div>
        {source.lastSuccessAt && (
          <div>
            <dt className="font-medium text-neutral-900 dark:text-white">{t('admin:newsSources.state.lastSuccess')}</dt>
            <dd className="text-neutral-700 dark:text-neutral-300">{source.lastSuccessAt}</dd>
          </div>
        )}
        {source.failureCount > 0 && (
          <div>
            <dt className="font-medium text-neutral-900 dark:text-white">{t('admin:newsSources.state.failures')}</dt>
            <dd className="text-neutral-700 dark:text-neutral-300">
              {source.failureCount}
              {source.nextAttemptAt ? ` · ${t('admin:newsSources.state.nextAttempt', { when: source.nextAttemptAt })}` : ''}
            </dd>
          </div>
        )}
      </dl>

      {answer && answer.intent !== 'rules' && <FormAlert result={answer.result} className="mt-4" />}
      {answer?.test && <TestResult test={answer.test} />}

      <div className="mt-4 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value="testSource" />
          <input type="hidden" name="id" value={source.id} />
          <button type="submit" disabled={busy('testSource')} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            <Rss aria-hidden className="size-4" />
            {t('admin:newsSources.test.submit')}
            <span className="sr-only">: {source.name}</span>
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value={source.active ? 'deactivate' : 'activate'} />
          <input type="hidden" name="id" value={source.id} />
          <button
            type="submit"
            disabled={busy('activate') || busy('deactivate')}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            {source.active ? <PowerOff aria-hidden className="size-4" /> : <Power aria-hidden className="size-4" />}
            {source.active ? t('admin:newsSources.actions.deactivate') : t('admin:newsSources.actions.activate')}
            <span className="sr-only">: {source.name}</span>
          </button>
        </Form>
      </div>

      <details className="mt-4" open={!!rulesFailed}>
        <summary className={cn('cursor-pointer rounded-sm font-medium text-brand-700 dark:text-violet-300', FOCUS)}>
          {t('admin:newsSources.actions.editRules')}
          <span className="sr-only">: {source.name}</span>
        </summary>
        <Form method="post" {...formProps} className="mt-3 space-y-4">
          <FormErrorSummary
            form={form}
            fields={[fields.includeKeywords, fields.excludeKeywords, fields.defaultCategory, fields.language]}
            attempt={rulesFailed}
            title={t('admin:newsSources.errors.title')}
          />
          <input type="hidden" name="intent" value="rules" />
          <input type="hidden" name="id" value={source.id} />
          <RulesFields fields={fields} />
          <button type="submit" disabled={busy('rules')} className={buttonVariants({ size: 'sm' })}>
            <Save aria-hidden className="size-4" />
            {t('admin:newsSources.actions.saveRules')}
          </button>
        </Form>
      </details>
    </article>
  )
}

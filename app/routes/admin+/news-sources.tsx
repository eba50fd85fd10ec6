import { getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { ChevronLeft, CircleCheck, CircleX, Plus, Power, PowerOff, Rss, Save } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField, useFormMessage } from '~/components/ui/form'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { testNewsFeed, type FeedTestResult } from '~/models/news/feed.server'
import { NEWS_CATEGORIES } from '~/models/news/query'
import { isNewsSourceIntent, NEWS_SOURCE_SCHEMAS, type NewsSourceInput } from '~/models/news/source-schema'
import {
  countryChoices,
  createNewsSource,
  findNewsSource,
  listNewsSources,
  setNewsSourceActive,
  type SourceChange,
  updateNewsSourceRules,
} from '~/models/news/sources-admin.server'
import { cn } from '~/utils/cn'
import { clientIpHash } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import { Alert, FormAlert, LINK } from './__lookups/parts'

/**
 * /admin/news-sources (moderators and admins): the feeds the news import reads
 * (app/models/news/import.server.ts). Add a source with its rules, test any feed address
 * (fetched and parsed, nothing stored), see each source's last fetch, result, error, failures
 * and next attempt, change its rules, switch it off or on. Every form is a plain POST that works
 * without JavaScript; the action checks the role again, validates with the intent's zod schema
 * (translated messages, 4xx), and redirects back with a toast. Every change is audited.
 */
export const handle = { i18n: ['admin', 'news'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }
const PATH = '/admin/news-sources'

type ActionData = {
  intent: string
  target: string | null
  result?: SubmissionResult<string[]>
  test?: FeedTestResult
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)
  const [sources, countries, i18n] = await Promise.all([listNewsSources(db, language), countryChoices(db, language), serverI18n(language)])
  // times in the reader's language, in UTC (said on the page): the server and the browser agree
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  const at = (value: Date | null) => (value ? `${when.format(value)} UTC` : null)
  return data(
    {
      sources: sources.map(({ lastFetchedAt, lastSuccessAt, nextAttemptAt, ...source }) => ({
        ...source,
        lastFetchedAt: at(lastFetchedAt),
        lastSuccessAt: at(lastSuccessAt),
        nextAttemptAt: nextAttemptAt && nextAttemptAt.getTime() > Date.now() ? at(nextAttemptAt) : null,
      })),
      countries,
      title: `${i18n.t('admin:newsSources.title')} — ${APP_NAME}`,
    },
    { headers: PRIVATE },
  )
}

export const headers = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

const refusal = (key: string): SubmissionResult<string[]> => ({ status: 'error', error: { '': [key] } })

const REFUSALS: Record<Extract<SourceChange, { ok: false }>['reason'], { status: number; key: string; field?: string }> = {
  'not-found': { status: 404, key: 'admin:newsSources.errors.unknown' },
  duplicate: { status: 409, key: 'admin:newsSources.errors.duplicate', field: 'feedUrl' },
  country: { status: 400, key: 'admin:newsSources.errors.country', field: 'countryId' },
  unchanged: { status: 409, key: 'admin:newsSources.errors.unchanged' },
}

const TOASTS = { create: 'created', rules: 'rulesSaved', activate: 'activated', deactivate: 'deactivated' } as const

export async function action({ request, context }: ActionFunctionArgs) {
  // the role again: a member posting here is sent away like on the page
  const editor = await requireRole(request, context, 'moderator')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data<ActionData>({ intent: '', target: null, result: refusal('admin:newsSources.errors.invalid') }, { status: 400 })
  }
  const intent = typeof form.get('intent') === 'string' ? (form.get('intent') as string) : ''
  const target = typeof form.get('id') === 'string' ? (form.get('id') as string) : null
  if (!isNewsSourceIntent(intent))
    return data<ActionData>({ intent, target, result: refusal('admin:newsSources.errors.invalid') }, { status: 400 })
  const submission = parseWithZod(form, { schema: NEWS_SOURCE_SCHEMAS[intent] })
  if (submission.status !== 'success') return data<ActionData>({ intent, target, result: submission.reply() }, { status: 400 })
  const input = submission.value as NewsSourceInput
  const db = getDb(context.cloudflare.env.DB)

  if (input.intent === 'test' || input.intent === 'testSource') {
    const source = input.intent === 'testSource' ? await findNewsSource(db, input.id) : null
    if (input.intent === 'testSource' && !source?.feedUrl)
      return data<ActionData>({ intent, target, result: refusal('admin:newsSources.errors.unknown') }, { status: 404 })
    const test = await testNewsFeed(input.intent === 'test' ? input.feedUrl : source!.feedUrl!)
    return data<ActionData>({ intent, target, test, result: submission.reply() })
  }

  const who = { id: editor.id, ipHash: await clientIpHash(request) }
  const change =
    input.intent === 'create'
      ? await createNewsSource(db, who, input)
      : input.intent === 'rules'
        ? await updateNewsSourceRules(db, who, input)
        : await setNewsSourceActive(db, who, input.id, input.intent === 'activate')
  if (!change.ok) {
    const { status, key, field } = REFUSALS[change.reason]
    return data<ActionData>(
      { intent, target, result: submission.reply(field ? { fieldErrors: { [field]: [key] } } : { formErrors: [key] }) },
      { status },
    )
  }
  const name = change.name.length > 100 ? `${change.name.slice(0, 99)}…` : change.name
  throw await redirectWithToast(`${PATH}#source-${change.id}`, {
    titleKey: `admin:newsSources.toasts.${TOASTS[input.intent]}`,
    descriptionKey: 'admin:newsSources.toasts.body',
    values: { name },
    variant: 'success',
  })
}

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

type Source = ReturnType<typeof useLoaderData<typeof loader>>['sources'][number]

function Check({ label, ...props }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex items-center gap-2 text-neutral-900 dark:text-white">
      <input {...props} className={cn('size-4 shrink-0 accent-brand-700 dark:accent-violet-300', FOCUS)} />
      {label}
    </label>
  )
}

function RulesFields({ fields }: { fields: ReturnType<typeof useValidatedForm<typeof NEWS_SOURCE_SCHEMAS.rules>>['fields'] }) {
  const { t } = useTranslation(['admin', 'news'])
  return (
    <>
      <FormField
        field={fields.includeKeywords}
        label={t('admin:newsSources.fields.includeKeywords')}
        hint={t('admin:newsSources.fields.keywordsHint')}
      >
        <textarea
          {...getTextareaProps(fields.includeKeywords, { ariaDescribedBy: fields.includeKeywords.descriptionId })}
          rows={2}
          className={INPUT_CLASS}
        />
      </FormField>
      <FormField
        field={fields.excludeKeywords}
        label={t('admin:newsSources.fields.excludeKeywords')}
        hint={t('admin:newsSources.fields.keywordsHint')}
      >
        <textarea
          {...getTextareaProps(fields.excludeKeywords, { ariaDescribedBy: fields.excludeKeywords.descriptionId })}
          rows={2}
          className={INPUT_CLASS}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField field={fields.defaultCategory} label={t('admin:newsSources.fields.defaultCategory')}>
          <select
            {...getSelectProps(fields.defaultCategory)}
            defaultValue={fields.defaultCategory.initialValue ?? ''}
            className={INPUT_CLASS}
          >
            <option value="">{t('admin:newsSources.fields.none')}</option>
            {NEWS_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`news:categories.${category}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField field={fields.language} label={t('admin:newsSources.fields.language')} hint={t('admin:newsSources.fields.languageHint')}>
          <input
            {...getInputProps(fields.language, { type: 'text', ariaDescribedBy: fields.language.descriptionId })}
            autoComplete="off"
            className={INPUT_CLASS}
          />
        </FormField>
      </div>
    </>
  )
}

function AddSourceForm({ countries, failed }: { countries: { id: string; name: string }[]; failed: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation('admin')
  const busy = useNavigation().formData?.get('intent') === 'create'
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: 'news-source-create',
    schema: NEWS_SOURCE_SCHEMAS.create,
    lastResult: failed,
    shouldValidate: 'onSubmit',
    defaultValue: { active: 'on' },
  })
  return (
    <Form method="post" {...formProps} className="space-y-4">
      <h2 id="add-source" className="text-xl font-bold text-neutral-950 dark:text-white">
        {t('newsSources.addHeading')}
      </h2>
      <FormErrorSummary
        form={form}
        fields={[
          fields.name,
          fields.url,
          fields.feedUrl,
          fields.countryId,
          fields.includeKeywords,
          fields.excludeKeywords,
          fields.defaultCategory,
          fields.language,
        ]}
        attempt={attempt}
        title={t('newsSources.errors.title')}
      />
      <input type="hidden" name="intent" value="create" />
      <FormField field={fields.name} label={t('newsSources.fields.name')}>
        <input {...getInputProps(fields.name, { type: 'text' })} autoComplete="off" className={INPUT_CLASS} />
      </FormField>
      <FormField field={fields.url} label={t('newsSources.fields.url')}>
        <input {...getInputProps(fields.url, { type: 'url' })} autoComplete="off" className={INPUT_CLASS} />
      </FormField>
      <FormField field={fields.feedUrl} label={t('newsSources.fields.feedUrl')}>
        <input {...getInputProps(fields.feedUrl, { type: 'url' })} autoComplete="off" className={INPUT_CLASS} />
      </FormField>
      <FormField field={fields.countryId} label={t('newsSources.fields.country')}>
        <select {...getSelectProps(fields.countryId)} defaultValue={fields.countryId.initialValue ?? ''} className={INPUT_CLASS}>
          <option value="">{t('newsSources.fields.none')}</option>
          {countries.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
      </FormField>
      <RulesFields fields={fields as never} />
      <Check label={t('newsSources.fields.active')} {...getInputProps(fields.active, { type: 'checkbox', value: 'on' })} />
      <button type="submit" disabled={busy} className={buttonVariants()}>
        <Plus aria-hidden className="size-4" />
        {t('newsSources.create')}
      </button>
    </Form>
  )
}

function TestResult({ test }: { test: FeedTestResult }) {
  const { t } = useTranslation('admin')
  if (!test.ok)
    return (
      <Alert className="mt-4">
        {t('newsSources.test.failed', { message: t(`newsSources.test.errors.${test.error}`, { defaultValue: test.message }) })}
      </Alert>
    )
  return (
    <div
      role="status"
      className="mt-4 rounded-xl border border-emerald-600/30 bg-emerald-50 p-4 text-sm text-emerald-950 dark:border-emerald-300/30 dark:bg-emerald-950/40 dark:text-emerald-50"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        {t('newsSources.test.ok', { count: test.itemCount, title: test.title ?? '—' })}
      </p>
      {test.firstTitles.length > 0 && (
        <>
          <p className="mt-2">{t('newsSources.test.firstTitles')}</p>
          <ul className="mt-1 list-disc ps-6">
            {test.firstTitles.map((title, i) => (
              <li key={i}>{title}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

function TestFeedForm({ answer }: { answer: ActionData | null }) {
  const { t } = useTranslation('admin')
  const translate = useFormMessage()
  const busy = useNavigation().formData?.get('intent') === 'test'
  const { fields, formProps } = useValidatedForm({
    id: 'news-feed-test',
    schema: NEWS_SOURCE_SCHEMAS.test,
    lastResult: answer?.result,
    shouldValidate: 'onSubmit',
  })
  return (
    <Form method="post" {...formProps} className="space-y-4">
      <h2 id="test-feed" className="text-xl font-bold text-neutral-950 dark:text-white">
        {t('newsSources.test.heading')}
      </h2>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('newsSources.test.hint')}</p>
      <input type="hidden" name="intent" value="test" />
      <FormField field={fields.feedUrl} label={t('newsSources.fields.feedUrl')}>
        <input {...getInputProps(fields.feedUrl, { type: 'url' })} autoComplete="off" className={INPUT_CLASS} />
      </FormField>
      {fields.feedUrl.errors?.[0] ? null : answer?.result?.error?.['']?.[0] ? <Alert>{translate(answer.result.error[''][0])}</Alert> : null}
      <button type="submit" disabled={busy} className={buttonVariants({ variant: 'outline' })}>
        <Rss aria-hidden className="size-4" />
        {t('newsSources.test.submit')}
      </button>
      {answer?.test && <TestResult test={answer.test} />}
    </Form>
  )
}

function SourceCard({ source, answer }: { source: Source; answer: ActionData | null }) {
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

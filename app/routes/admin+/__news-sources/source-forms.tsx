import { getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { CircleCheck, Plus, Rss } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField, useFormMessage } from '~/components/ui/form'
import { FOCUS } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import type { FeedTestResult } from '~/models/news/feed.server'
import { NEWS_CATEGORIES } from '~/models/news/query'
import { NEWS_SOURCE_SCHEMAS } from '~/models/news/source-schema'
import { cn } from '~/utils/cn'
import { Alert } from '../__lookups/parts'
import type { ActionData } from './source-admin.server'

/** /admin/news-sources' forms: add a source, test a feed address, a source's rules fields and a test's result. */
function Check({ label, ...props }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="flex items-center gap-2 text-neutral-900 dark:text-white">
      <input {...props} className={cn('size-4 shrink-0 accent-brand-700 dark:accent-violet-300', FOCUS)} />
      {label}
    </label>
  )
}

export function RulesFields({ fields }: { fields: ReturnType<typeof useValidatedForm<typeof NEWS_SOURCE_SCHEMAS.rules>>['fields'] }) {
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

export function AddSourceForm({
  countries,
  failed,
}: {
  countries: { id: string; name: string }[]
  failed: SubmissionResult<string[]> | null
}) {
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

export function TestResult({ test }: { test: FeedTestResult }) {
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

export function TestFeedForm({ answer }: { answer: ActionData | null }) {
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

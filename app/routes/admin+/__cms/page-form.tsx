import { getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { FilePen, ScanEye } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PROSE } from '~/components/content/prose'
import { TableOfContents } from '~/components/content/table-of-contents'
import { LANGUAGE_NAMES } from '~/components/shell/language-picker'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField } from '~/components/ui/form'
import { PANEL } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import { directionOf, isLanguage, LANGUAGES } from '~/i18n/config'
import { CMS_LIMITS, CMS_SCHEMAS } from '~/models/wiki/cms-schema'
import type { TocEntry } from '~/models/wiki/markdown.server'
import { cn } from '~/utils/cn'
import { useBusy } from '../__admin/parts'

/** The Markdown rendered and sanitized by the server (renderMarkdown), as /content/{slug} shows it. */
export type CmsPreview = { title: string; html: string; toc: TocEntry[]; locale: string; unsaved: boolean }

type Shared = {
  result?: SubmissionResult<string[]> | null
  preview: CmsPreview | null
}

/**
 * The editor of a wiki page: title and Markdown, with two buttons — Preview (the server renders
 * the text exactly as the public page would and shows it beside the form, nothing stored) and
 * Create or Save. A plain POST form: without JavaScript the server answers the preview and any
 * refusal with the page and the text as it was sent, so nothing typed is lost.
 *
 * `mode: 'create'` adds the slug and the language (fixed once the page exists).
 */
export function PageForm(
  props: Shared &
    (
      | { mode: 'create'; defaultValue: { slug: string; locale: string; title: string; body: string }; takenLocales: string[] }
      | { mode: 'edit'; id: number; locale: string; defaultValue: { title: string; body: string } }
    ),
) {
  const { t } = useTranslation(['admin', 'content'])
  const { mode, result, preview } = props
  const schema = mode === 'create' ? CMS_SCHEMAS.create : CMS_SCHEMAS.edit
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: mode === 'create' ? 'cms-create' : `cms-edit-${props.id}`,
    schema,
    lastResult: result,
    defaultValue: mode === 'edit' ? { ...props.defaultValue, id: String(props.id) } : props.defaultValue,
    shouldValidate: 'onSubmit',
  })
  const f = fields as typeof fields & Record<'slug' | 'locale' | 'title' | 'body', (typeof fields)['title']>
  const saveIntent = mode === 'create' ? 'create' : 'save'
  const saving = useBusy(saveIntent)
  const previewing = useBusy('preview')
  const locale = mode === 'edit' ? props.locale : (f.locale.value ?? props.defaultValue.locale)
  const dir = isLanguage(locale) ? directionOf(locale) : undefined
  const summaryFields = mode === 'create' ? [f.slug, f.locale, f.title, f.body] : [f.title, f.body]

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-2">
      <Form method="post" {...formProps} className="space-y-5" aria-labelledby="cms-form-heading">
        <h2 id="cms-form-heading" className="text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
          {mode === 'create' ? t('cms.form.createHeading') : t('cms.form.editHeading')}
        </h2>
        <FormErrorSummary form={form} fields={summaryFields} attempt={attempt} title={t('lookups.errors.title')} />
        {mode === 'edit' && <input type="hidden" name="id" value={props.id} />}
        {mode === 'create' && (
          <>
            <FormField field={f.slug} label={t('cms.form.slug')} hint={t('cms.form.slugHint', { max: CMS_LIMITS.slugMax })}>
              <input
                {...getInputProps(f.slug, { type: 'text', ariaDescribedBy: f.slug.descriptionId })}
                autoComplete="off"
                spellCheck={false}
                dir="ltr"
                className={cn(INPUT_CLASS, 'font-mono')}
              />
            </FormField>
            <FormField
              field={f.locale}
              label={t('cms.form.locale')}
              hint={
                props.takenLocales.length
                  ? t('cms.form.localeTaken', {
                      languages: props.takenLocales.map((code) => (isLanguage(code) ? LANGUAGE_NAMES[code] : code)).join(', '),
                    })
                  : t('cms.form.localeHint')
              }
            >
              <select
                {...getSelectProps(f.locale, { ariaDescribedBy: f.locale.descriptionId })}
                defaultValue={f.locale.initialValue ?? 'en'}
                className={INPUT_CLASS}
              >
                {LANGUAGES.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {LANGUAGE_NAMES[code]}
                  </option>
                ))}
              </select>
            </FormField>
          </>
        )}
        <FormField field={f.title} label={t('cms.form.title')} hint={t('cms.form.titleHint', { max: CMS_LIMITS.titleMax })}>
          <input
            {...getInputProps(f.title, { type: 'text', ariaDescribedBy: f.title.descriptionId })}
            autoComplete="off"
            lang={locale}
            dir={dir}
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField field={f.body} label={t('cms.form.body')} hint={t('cms.form.bodyHint', { max: CMS_LIMITS.bodyMax })}>
          <textarea
            {...getTextareaProps(f.body, { ariaDescribedBy: f.body.descriptionId })}
            rows={20}
            lang={locale}
            dir={dir}
            className={cn(INPUT_CLASS, 'font-mono text-sm')}
          />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="preview" disabled={previewing} className={buttonVariants({ variant: 'outline' })}>
            <ScanEye aria-hidden className="size-4" />
            {t('cms.form.preview')}
          </button>
          <button type="submit" name="intent" value={saveIntent} disabled={saving} className={buttonVariants()}>
            <FilePen aria-hidden className="size-4" />
            {mode === 'create' ? t('cms.form.create') : t('cms.form.save')}
          </button>
        </div>
        {mode === 'create' && <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('cms.form.draftNote')}</p>}
      </Form>

      <section aria-labelledby="cms-preview-heading" className="min-w-0">
        <h2 id="cms-preview-heading" className="text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
          {t('cms.preview.heading')}
        </h2>
        {preview ? (
          <>
            <p role="status" className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
              {preview.unsaved ? t('cms.preview.unsaved') : t('cms.preview.saved')}
            </p>
            <div id="cms-preview" className={cn(PANEL, 'mt-3 p-6')}>
              <p
                lang={preview.locale}
                dir={isLanguage(preview.locale) ? directionOf(preview.locale) : undefined}
                className="text-2xl font-extrabold tracking-tight text-neutral-950 dark:text-white"
              >
                {preview.title}
              </p>
              <div
                lang={preview.locale}
                dir={isLanguage(preview.locale) ? directionOf(preview.locale) : undefined}
                className={cn(PROSE, 'mt-4')}
                dangerouslySetInnerHTML={{ __html: preview.html }}
              />
            </div>
            {preview.toc.length > 0 && <TableOfContents items={preview.toc} lang={preview.locale} title={t('content:toc')} />}
          </>
        ) : (
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{t('cms.preview.none')}</p>
        )}
      </section>
    </div>
  )
}

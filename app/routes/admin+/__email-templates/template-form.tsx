import { getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { FilePen, ScanEye } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { LANGUAGE_NAMES } from '~/components/shell/language-picker'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField } from '~/components/ui/form'
import { PANEL } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import { directionOf, type Language } from '~/i18n/config'
import { EMAIL_TEMPLATE_LIMITS, emailTemplateEditSchema } from '~/models/mail/templates-admin-schema'
import { cn } from '~/utils/cn'
import { useBusy } from '../__admin/parts'

/** An email rendered by the server (renderEmail, sample data), as the EMAILS consumer renders it. */
export type TemplatePreview = { subject: string; html: string; text: string; locale: string; unsaved: boolean }

/**
 * The editor of one email in one language: subject, HTML and plain text, with two buttons —
 * Preview (the server renders the text as the email would go out, beside the form, nothing
 * stored) and Save. A plain POST form: without JavaScript the server answers the preview and any
 * refusal with the text as it was sent. The HTML preview is a frame with `sandbox=""`: no
 * scripts, no forms, no navigation of the page. Fields are `dir="auto"`, so Arabic reads right to left.
 */
export function TemplateForm({
  templateKey,
  locale,
  known,
  updatedAt,
  fromEnglish,
  defaultValue,
  result,
  preview,
}: {
  templateKey: string
  locale: Language
  known: string[]
  updatedAt: string
  fromEnglish: boolean
  defaultValue: { subject: string; html: string; text: string }
  result?: SubmissionResult<string[]> | null
  preview: TemplatePreview
}) {
  const { t } = useTranslation('admin')
  const knownKey = known.join(',')
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const schema = useMemo(() => emailTemplateEditSchema(known), [knownKey])
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: `email-template-${templateKey}-${locale}`,
    schema,
    lastResult: result,
    defaultValue: { ...defaultValue, updatedAt },
    shouldValidate: 'onSubmit',
  })
  const saving = useBusy('save')
  const previewing = useBusy('preview')
  const language = LANGUAGE_NAMES[locale]
  const previewDir = directionOf(preview.locale)

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-2">
      <Form method="post" {...formProps} className="space-y-5" aria-labelledby="email-template-form-heading">
        <h2 id="email-template-form-heading" className="text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
          {t('emailTemplates.form.heading', { language })}
        </h2>
        {fromEnglish && <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('emailTemplates.form.fromEnglish')}</p>}
        <FormErrorSummary
          form={form}
          fields={[fields.subject, fields.html, fields.text]}
          attempt={attempt}
          title={t('lookups.errors.title')}
        />
        <input type="hidden" name="updatedAt" value={updatedAt} />
        <FormField
          field={fields.subject}
          label={t('emailTemplates.form.subject')}
          hint={t('emailTemplates.form.subjectHint', { max: EMAIL_TEMPLATE_LIMITS.subjectMax })}
        >
          <input
            {...getInputProps(fields.subject, { type: 'text', ariaDescribedBy: fields.subject.descriptionId })}
            autoComplete="off"
            lang={locale}
            dir="auto"
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField
          field={fields.html}
          label={t('emailTemplates.form.html')}
          hint={t('emailTemplates.form.htmlHint', { max: EMAIL_TEMPLATE_LIMITS.htmlMax })}
        >
          <textarea
            {...getTextareaProps(fields.html, { ariaDescribedBy: fields.html.descriptionId })}
            rows={10}
            lang={locale}
            dir="auto"
            spellCheck={false}
            className={cn(INPUT_CLASS, 'font-mono text-sm')}
          />
        </FormField>
        <FormField
          field={fields.text}
          label={t('emailTemplates.form.text')}
          hint={t('emailTemplates.form.textHint', { max: EMAIL_TEMPLATE_LIMITS.textMax })}
        >
          <textarea
            {...getTextareaProps(fields.text, { ariaDescribedBy: fields.text.descriptionId })}
            rows={10}
            lang={locale}
            dir="auto"
            className={cn(INPUT_CLASS, 'font-mono text-sm')}
          />
        </FormField>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="preview" disabled={previewing} className={buttonVariants({ variant: 'outline' })}>
            <ScanEye aria-hidden className="size-4" />
            {t('emailTemplates.form.preview')}
          </button>
          <button type="submit" name="intent" value="save" disabled={saving} className={buttonVariants()}>
            <FilePen aria-hidden className="size-4" />
            {t('emailTemplates.form.save')}
          </button>
        </div>
      </Form>

      <section aria-labelledby="email-template-preview-heading" className="min-w-0">
        <h2 id="email-template-preview-heading" className="text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
          {t('emailTemplates.preview.heading')}
        </h2>
        <p role="status" className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
          {preview.unsaved ? t('emailTemplates.preview.unsaved') : t('emailTemplates.preview.saved')}
          {preview.locale !== locale && <> {t('emailTemplates.preview.englishUsed')}</>}
        </p>
        <div id="email-template-preview" className={cn(PANEL, 'mt-3 space-y-4 p-5')}>
          <div>
            <h3 className="text-sm font-semibold text-neutral-700 dark:text-neutral-300">{t('emailTemplates.preview.subject')}</h3>
            <p lang={preview.locale} dir={previewDir} className="mt-1 font-semibold text-neutral-950 dark:text-white">
              {preview.subject}
            </p>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-neutral-700 dark:text-neutral-300">{t('emailTemplates.preview.html')}</h3>
            <iframe
              title={t('emailTemplates.preview.frameTitle')}
              sandbox=""
              srcDoc={`<!doctype html><html lang="${preview.locale}"><head><meta charset="utf-8"><title>${t('emailTemplates.preview.frameTitle')}</title></head><body style="font-family:system-ui,sans-serif;margin:12px">${preview.html}</body></html>`}
              className="mt-1 h-72 w-full rounded-lg border border-neutral-900/10 bg-white dark:border-white/10"
            />
          </div>
          <div>
            <h3 className="text-sm font-semibold text-neutral-700 dark:text-neutral-300">{t('emailTemplates.preview.text')}</h3>
            <pre
              lang={preview.locale}
              dir={previewDir}
              className="mt-1 rounded-lg bg-neutral-100 p-3 text-sm break-words whitespace-pre-wrap text-neutral-900 dark:bg-neutral-800 dark:text-neutral-100"
            >
              {preview.text}
            </pre>
          </div>
        </div>
      </section>
    </div>
  )
}

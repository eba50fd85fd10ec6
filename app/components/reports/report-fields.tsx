import { getSelectProps, getTextareaProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormField } from '~/components/ui/form'
import { useValidatedForm } from '~/components/ui/validated-form'
import { REPORT_REASONS, type ReportReason } from '~/db/schema/values'
import { REPORT_DETAILS_MAX, ReportInputSchema } from '~/models/reports/schema'
import { cn } from '~/utils/cn'

/**
 * A report's fields (reason and details) and its form's state, shared by the report dialog
 * (report-form.tsx), the report page (/reports/new) and a message's report: the page loads these
 * without the dialog's code.
 */

/** Where a report is sent (app/routes/reports+/index.tsx). */
export const REPORTS_ACTION = '/reports'

/** What the fields read of a Conform form: a reason and details (every report schema has them, whatever else it holds). */
type ReportFieldsOf = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form whose schema has these two fields
  reason: FieldMetadata<ReportReason, any, string[]>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  details: FieldMetadata<string | undefined, any, string[]>
}

export function useReportForm(idPrefix: string, lastResult?: SubmissionResult<string[]>) {
  return useValidatedForm({ id: idPrefix, schema: ReportInputSchema, lastResult })
}

/** A report's reason and details (also the message report's: app/components/messages/report-messages.tsx). */
export function ReportFields({ fields }: { fields: ReportFieldsOf }) {
  const { t, i18n } = useTranslation('report')
  return (
    <>
      <FormField field={fields.reason} label={t('reason')}>
        <select {...getSelectProps(fields.reason)} defaultValue={fields.reason.initialValue ?? ''} className={INPUT_CLASS}>
          <option value="" disabled>
            {t('chooseReason')}
          </option>
          {REPORT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`reasons.${reason}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        field={fields.details}
        label={t('details')}
        hint={t('detailsHint', { max: REPORT_DETAILS_MAX.toLocaleString(i18n.language) })}
      >
        <textarea
          {...getTextareaProps(fields.details, { ariaDescribedBy: fields.details.descriptionId })}
          rows={4}
          className={cn(INPUT_CLASS, 'resize-y')}
        />
      </FormField>
    </>
  )
}

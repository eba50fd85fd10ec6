import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { FieldError, INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, useFormMessage } from '~/components/ui/form'
import { PANEL } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import { REASON_MAX, SUSPENSION_DAYS, type ModerationAction } from '~/models/moderation/options'
import { AppealDecisionSchema, DecisionSchema } from '~/models/moderation/schema'
import type { ReportTargetType } from '~/db/schema/values'
import { cn } from '~/utils/cn'
import { LABEL } from '../__admin/parts'

/**
 * The decision on a case: tick one action or several (dismiss stands alone), each with the reason
 * the author reads; a suspension's length. A plain POST that works without JavaScript; its
 * one-time key makes a repeated submit harmless.
 */
export function DecisionForm({
  targetType,
  targetId,
  allowed,
  decisionKey,
  lastResult,
}: {
  targetType: ReportTargetType
  targetId: string
  allowed: ModerationAction[]
  decisionKey: string
  lastResult: SubmissionResult<string[]> | null
}) {
  const { t } = useTranslation('moderation')
  const translate = useFormMessage()
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: 'decision',
    schema: DecisionSchema,
    lastResult,
    shouldValidate: 'onSubmit',
  })
  const reasons = fields.reasons.getFieldset()
  const errors = fields.actions.errors ?? []
  const summary = [
    { id: `decision-action-${allowed[0]}`, descriptionId: '', errorId: 'decision-actions-error', errors: fields.actions.errors },
    ...allowed.map((action) => ({
      id: `decision-reason-${action}`,
      descriptionId: '',
      errorId: `decision-reason-${action}-error`,
      errors: reasons[action as keyof typeof reasons]?.errors,
    })),
  ]
  return (
    <Form method="post" {...formProps} className={cn(PANEL, 'space-y-4 p-5')} aria-labelledby="decision-title">
      <h2 id="decision-title" className="text-xl font-bold text-neutral-950 dark:text-white">
        {t('decide.title')}
      </h2>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('decide.intro')}</p>
      <FormErrorSummary form={form} fields={summary} attempt={attempt} title={t('decide.errorTitle')} />
      <input type="hidden" name="intent" value="decide" />
      <input type="hidden" name="decisionKey" value={decisionKey} />
      <input type="hidden" name="targetType" value={targetType} />
      <input type="hidden" name="targetId" value={targetId} />
      <fieldset className="space-y-4" aria-describedby={errors.length ? 'decision-actions-error' : undefined}>
        <legend className={LABEL}>{t('decide.actions')}</legend>
        {allowed.map((action) => {
          const reason = reasons[action as keyof typeof reasons]
          const reasonId = `decision-reason-${action}`
          const reasonError = translate(reason?.errors?.[0])
          return (
            <div key={action} className="rounded-xl border border-neutral-900/10 p-3 dark:border-white/10">
              <label className="flex items-start gap-2 font-medium text-neutral-900 dark:text-white">
                <input
                  id={`decision-action-${action}`}
                  type="checkbox"
                  name="actions"
                  value={action}
                  className="mt-1 size-4 accent-brand-600"
                />
                <span>
                  {t(`actions.${action}`)}
                  <span className="block text-sm font-normal text-neutral-600 dark:text-neutral-400">{t(`actionHints.${action}`)}</span>
                </span>
              </label>
              <label htmlFor={reasonId} className="mt-2 block text-sm font-medium text-neutral-900 dark:text-white">
                {t(action === 'dismiss' ? 'decide.reasonRecord' : 'decide.reason')}
              </label>
              <textarea
                id={reasonId}
                name={`reasons.${action}`}
                rows={2}
                maxLength={REASON_MAX}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${reasonId}-error` : undefined}
                className={cn(INPUT_CLASS, 'mt-1 w-full')}
              />
              <FieldError id={`${reasonId}-error`} error={reasonError} />
              {action === 'suspend' && (
                <div className="mt-2">
                  <label htmlFor="decision-days" className="block text-sm font-medium text-neutral-900 dark:text-white">
                    {t('decide.days')}
                  </label>
                  <select id="decision-days" name="suspendDays" defaultValue="7" className={cn(INPUT_CLASS, 'mt-1')}>
                    {SUSPENSION_DAYS.map((days) => (
                      <option key={days} value={days}>
                        {t('decide.dayCount', { count: days })}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </div>
          )
        })}
        <FieldError id="decision-actions-error" error={translate(errors[0])} />
      </fieldset>
      <button type="submit" className={buttonVariants()}>
        {t('decide.submit')}
      </button>
    </Form>
  )
}

/** A moderator's answer to the author's appeal: keep or reverse, with a reply the author reads. */
export function AppealAnswerForm({ decisionId, lastResult }: { decisionId: string; lastResult: SubmissionResult<string[]> | null }) {
  const { t } = useTranslation('moderation')
  const translate = useFormMessage()
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: `answer-${decisionId}`,
    schema: AppealDecisionSchema,
    lastResult,
    shouldValidate: 'onSubmit',
  })
  return (
    <Form method="post" {...formProps} className="mt-3 space-y-3">
      <FormErrorSummary
        form={form}
        fields={[{ ...fields.outcome, id: `${fields.outcome.id}-upheld` }, fields.reply]}
        attempt={attempt}
        title={t('decide.errorTitle')}
      />
      <input type="hidden" name="intent" value="answer" />
      <input type="hidden" name="decisionId" value={decisionId} />
      <fieldset>
        <legend className={LABEL}>{t('appeal.outcome')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {(['upheld', 'reversed'] as const).map((outcome) => (
            <label key={outcome} className="flex items-center gap-2 text-neutral-900 dark:text-white">
              <input
                id={`${fields.outcome.id}-${outcome}`}
                type="radio"
                name={fields.outcome.name}
                value={outcome}
                className="size-4 accent-brand-600"
              />
              {t(`appeal.outcomes.${outcome}`)}
            </label>
          ))}
        </div>
        <FieldError id={fields.outcome.errorId} error={translate(fields.outcome.errors?.[0])} />
      </fieldset>
      <div>
        <label htmlFor={fields.reply.id} className={LABEL}>
          {t('appeal.reply')}
        </label>
        <textarea
          id={fields.reply.id}
          name={fields.reply.name}
          rows={3}
          maxLength={REASON_MAX}
          aria-invalid={fields.reply.errors ? true : undefined}
          aria-describedby={fields.reply.errors ? fields.reply.errorId : undefined}
          className={cn(INPUT_CLASS, 'mt-1 w-full')}
        />
        <FieldError id={fields.reply.errorId} error={translate(fields.reply.errors?.[0])} />
      </div>
      <button type="submit" className={buttonVariants({ variant: 'outline' })}>
        {t('appeal.answer')}
      </button>
    </Form>
  )
}

import { getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { Eye, Lock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormField } from '~/components/ui/form'
import { FOCUS } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import { PRIVATE_VIEW_LIMITS, PrivateViewSchema, type PrivateViewKind } from '~/models/admin/private-view-schema'
import { cn } from '~/utils/cn'
import { FormAlert } from './form-alert'

/** What an action answers to the reason form: the target, and Conform's result when refused. */
export type RevealAnswer = { intent: 'reveal'; target: string; result?: SubmissionResult<string[]> }

/** 'Private content hidden': what stands where private content would be, with why. */
export function PrivateNote({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-xl border border-neutral-300 bg-neutral-50 px-4 py-2.5 text-sm text-neutral-800 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200">
      <Lock aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

/**
 * The 'view with reason' step (decision 034): a plain POST form (intent=reveal) that works
 * without JavaScript; the route's action checks the role, writes the audit row and answers with
 * the content for that answer only.
 */
export function RevealForm({ kind, targetId, answer }: { kind: PrivateViewKind; targetId: string; answer?: RevealAnswer | null }) {
  const { t } = useTranslation('admin')
  const mine = answer?.target === targetId ? answer : null
  const form = useValidatedForm({ id: `reveal-${kind}-${targetId}`, schema: PrivateViewSchema, lastResult: mine?.result })
  const sending = useNavigation().formData
  const busy = !!sending && sending.get('intent') === 'reveal' && sending.get('targetId') === targetId
  return (
    <details open={!!mine?.result} className="rounded-xl border border-neutral-200 px-3 py-1.5 dark:border-neutral-800">
      <summary className={cn('cursor-pointer rounded-sm text-sm font-semibold text-neutral-900 dark:text-neutral-100', FOCUS)}>
        <span className="inline-flex items-center gap-2">
          <Eye aria-hidden className="size-4" />
          {t(`privateView.open.${kind}`)}
        </span>
      </summary>
      <Form method="post" {...form.formProps} className="mt-3 mb-2 w-full space-y-3 sm:w-96">
        <input type="hidden" name="intent" value="reveal" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="targetId" value={targetId} />
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('privateView.explain')}</p>
        <FormAlert result={mine?.result} />
        <FormField
          field={form.fields.reason}
          label={<span className="text-sm">{t('privateView.reason')}</span>}
          hint={t('privateView.reasonHint', { min: PRIVATE_VIEW_LIMITS.reasonMin, max: PRIVATE_VIEW_LIMITS.reasonMax })}
        >
          <textarea
            {...getTextareaProps(form.fields.reason, { ariaDescribedBy: form.fields.reason.descriptionId })}
            rows={3}
            className={INPUT_CLASS}
          />
        </FormField>
        <button type="submit" disabled={busy} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t('privateView.submit')}
        </button>
      </Form>
    </details>
  )
}

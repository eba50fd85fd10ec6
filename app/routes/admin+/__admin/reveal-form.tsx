import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { Eye, Lock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { FieldError, INPUT_CLASS } from '~/components/ui/field'
import { FOCUS } from '~/components/ui/surface'
import { PRIVATE_VIEW_LIMITS, type PrivateViewKind } from '~/models/admin/private-view-limits'
import { cn } from '~/utils/cn'
import { translateMessage } from '~/utils/messages'
import { Alert } from './parts'

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
 * without JavaScript; the route's action checks the role and the reason (PrivateViewSchema),
 * writes the audit row and answers with the content for that answer only. The browser checks
 * only the textarea's own length attributes: zod would be most of /admin/groups' JavaScript.
 */
export function RevealForm({ kind, targetId, answer }: { kind: PrivateViewKind; targetId: string; answer?: RevealAnswer | null }) {
  const { t } = useTranslation('admin')
  const mine = answer?.target === targetId ? answer : null
  const translated = (text?: string) => (text ? translateMessage(t as never, text) : undefined)
  const id = `reveal-${kind}-${targetId}`
  const reason = {
    id: `${id}-reason`,
    descriptionId: `${id}-reason-hint`,
    errorId: `${id}-reason-error`,
    error: translated(mine?.result?.error?.reason?.[0]),
  }
  // the refusal of what the form acts on (a hidden field), not of the reason
  const formError = translated(mine?.result?.error?.['']?.[0] ?? mine?.result?.error?.targetId?.[0] ?? mine?.result?.error?.kind?.[0])
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
      <Form method="post" id={id} className="mt-3 mb-2 w-full space-y-3 sm:w-96">
        <input type="hidden" name="intent" value="reveal" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="targetId" value={targetId} />
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('privateView.explain')}</p>
        {formError ? <Alert>{formError}</Alert> : null}
        <div>
          <label htmlFor={reason.id} className="block text-sm font-medium text-neutral-900 dark:text-white">
            {t('privateView.reason')}
          </label>
          <p id={reason.descriptionId} className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
            {t('privateView.reasonHint', { min: PRIVATE_VIEW_LIMITS.reasonMin, max: PRIVATE_VIEW_LIMITS.reasonMax })}
          </p>
          <div className="mt-1.5">
            <textarea
              id={reason.id}
              name="reason"
              // a refused reason stays in the box
              defaultValue={typeof mine?.result?.initialValue?.reason === 'string' ? mine.result.initialValue.reason : undefined}
              required
              minLength={PRIVATE_VIEW_LIMITS.reasonMin}
              maxLength={PRIVATE_VIEW_LIMITS.reasonMax}
              aria-invalid={reason.error ? true : undefined}
              aria-describedby={reason.error ? `${reason.descriptionId} ${reason.errorId}` : reason.descriptionId}
              rows={3}
              className={INPUT_CLASS}
            />
          </div>
          <FieldError id={reason.id} errorId={reason.errorId} error={reason.error} />
        </div>
        <button type="submit" disabled={busy} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t('privateView.submit')}
        </button>
      </Form>
    </details>
  )
}

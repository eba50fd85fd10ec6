import type { SubmissionResult } from '@conform-to/react'
import { useNavigation } from '@remix-run/react'
import { CircleAlert } from 'lucide-react'
import { FOCUS } from '~/components/ui/surface'
import { useFormMessage } from '~/components/ui/form'
import { cn } from '~/utils/cn'

/** What the action answers to a refused form: which form (intent and entry id) and Conform's result. */
export type LookupActionData = { intent: string; target: string | null; result: SubmissionResult<string[]> }

export const LINK = cn('rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-violet-300', FOCUS)

export function Alert({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-300/30 dark:bg-red-950/50 dark:text-red-200',
        className,
      )}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

/** The form's own error of a refused answer, or one about the entry it acts on (hidden fields), translated. */
export function FormAlert({ result, className }: { result?: SubmissionResult<string[]> | null; className?: string }) {
  const translate = useFormMessage()
  const error = result?.error
  const text = translate(error?.['']?.[0] ?? error?.id?.[0] ?? error?.direction?.[0] ?? error?.intent?.[0])
  return text ? <Alert className={className}>{text}</Alert> : null
}

/** Whether a form of this intent about this entry (and this direction, for a move) is being sent (after hydration). */
export function useBusy(intent: string, id: number, direction?: 'up' | 'down') {
  const form = useNavigation().formData
  return !!form && form.get('intent') === intent && form.get('id') === String(id) && (!direction || form.get('direction') === direction)
}

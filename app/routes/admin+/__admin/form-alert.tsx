import type { SubmissionResult } from '@conform-to/react'
import { useFormMessage } from '~/components/ui/form'
import { Alert } from './parts'

/** Kept apart from ./parts: a page without forms (the list of pages) loads no Conform. */
/** The form's own error of a refused answer, or one about what it acts on (a hidden field), translated. */
export function FormAlert({ result, className }: { result?: SubmissionResult<string[]> | null; className?: string }) {
  const translate = useFormMessage()
  const error = result?.error
  const text = translate(error?.['']?.[0] ?? error?.id?.[0] ?? error?.intent?.[0])
  return text ? <Alert className={className}>{text}</Alert> : null
}

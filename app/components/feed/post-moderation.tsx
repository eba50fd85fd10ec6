/** The moderators' side of a post or comment: the hidden mark and the hide and show forms. */
import { Form } from '@remix-run/react'
import { EyeOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FEED_LIMITS } from '~/models/feed/limits'
import { postHref } from '~/models/feed/query'
import { cn } from '~/utils/cn'
import { Hidden } from './post-form-inputs'

export function HiddenMark({ reason }: { reason: string | null }) {
  const { t } = useTranslation('feed')
  return (
    <p className="mt-2 flex items-start gap-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-400/10 dark:text-amber-100">
      <EyeOff aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {t('moderation.hiddenMark')}
        {reason ? ` ${t('moderation.reasonShown', { reason })}` : ''}
      </span>
    </p>
  )
}

export function HideForm({
  intent,
  target,
  redirectTo,
  label,
}: {
  intent: 'hidePost' | 'hideComment'
  target: Record<string, string>
  redirectTo: string
  label: string
}) {
  const { t } = useTranslation('feed')
  const id = `${intent}-${Object.values(target)[0]}`
  return (
    <details className="text-sm">
      <summary className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'cursor-pointer list-none')}>{label}</summary>
      <Form method="post" action={postHref(target.postId ?? '')} preventScrollReset className="mt-2 grid gap-2">
        <Hidden intent={intent} redirectTo={redirectTo} extra={target} />
        <label htmlFor={id} className="font-medium">
          {t('moderation.reason')}
        </label>
        <textarea id={id} name="reason" required minLength={3} maxLength={FEED_LIMITS.reasonMax} rows={2} className={INPUT_CLASS} />
        <button type="submit" className={buttonVariants({ variant: 'outlineDanger', size: 'sm' })}>
          {t('moderation.hideSubmit')}
        </button>
      </Form>
    </details>
  )
}

export function UnhideForm({
  intent,
  target,
  redirectTo,
}: {
  intent: 'unhidePost' | 'unhideComment'
  target: Record<string, string>
  redirectTo: string
}) {
  const { t } = useTranslation('feed')
  return (
    <Form method="post" action={postHref(target.postId ?? '')} preventScrollReset>
      <Hidden intent={intent} redirectTo={redirectTo} extra={target} />
      <button type="submit" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
        {t('moderation.unhide')}
      </button>
    </Form>
  )
}

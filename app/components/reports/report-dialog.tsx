/**
 * 'Report' for any content (venue, review, photo, member, event): a reason from REPORT_REASONS
 * and optional details, sent to POST /reports (app/routes/reports+/index.tsx).
 *
 * - Visitors get a link to /auth that brings them back.
 * - Without JavaScript (and before hydration) it is a <details> disclosure holding a plain form:
 *   the action redirects back to this page with a toast.
 * - Once hydrated it is a Radix dialog posting through a fetcher: translated field errors show
 *   in the dialog, success closes it with a toast.
 *
 * Texts: `venue:report.*` (the page must load the `venue` namespace). They belong in a core
 * namespace once other content types show this dialog.
 */
import { Link, useFetcher, useLocation } from '@remix-run/react'
import { CircleAlert, Flag } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonVariants } from '~/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { describedBy, Field, INPUT_CLASS } from '~/components/ui/field'
import { toast } from '~/components/ui/use-toast'
import { REPORT_REASONS, type ReportTargetType } from '~/db/schema/values'
import { cn } from '~/utils/cn'

export const REPORTS_ACTION = '/reports'
export const REPORT_DETAILS_MAX = 1000

type ReportActionData =
  { ok: true } | { ok: false; errors: Partial<Record<'targetType' | 'targetId' | 'reason' | 'details' | 'form', string>> }

type Props = {
  targetType: Extract<ReportTargetType, 'venue' | 'review' | 'photo' | 'user' | 'event'>
  targetId: string | number
  signedIn: boolean
  /** Where a plain form returns to (default: this page). */
  redirectTo?: string
  /** Smaller trigger, for reviews and photos. */
  size?: 'default' | 'sm'
  className?: string
}

function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

export function ReportDialog({ targetType, targetId, signedIn, redirectTo, size = 'default', className }: Props) {
  const { t } = useTranslation('venue')
  const location = useLocation()
  const here = redirectTo ?? `${location.pathname}${location.search}`
  const hydrated = useHydrated()
  const trigger = buttonVariants({ variant: 'outline', size: size === 'sm' ? 'sm' : 'default', className: cn('rounded-full', className) })

  if (!signedIn) {
    return (
      <Link to={`/auth?redirectTo=${encodeURIComponent(here)}`} className={trigger} title={t('report.signIn')}>
        <Flag aria-hidden className="size-4" />
        {t('report.button')}
        <span className="sr-only">({t('report.signIn')})</span>
      </Link>
    )
  }
  if (!hydrated) return <PlainReportForm {...{ targetType, targetId, here, trigger }} />
  return <ReportDialogForm {...{ targetType, targetId, here, trigger }} />
}

function Fields({ idPrefix, errors }: { idPrefix: string; errors?: Partial<Record<string, string>> }) {
  const { t, i18n } = useTranslation('venue')
  const reasonId = `${idPrefix}-reason`
  const detailsId = `${idPrefix}-details`
  return (
    <>
      <Field id={reasonId} label={t('report.reason')} error={errors?.reason}>
        <select
          id={reasonId}
          name="reason"
          required
          defaultValue=""
          aria-invalid={errors?.reason ? true : undefined}
          aria-describedby={describedBy(reasonId, false, errors?.reason)}
          className={INPUT_CLASS}
        >
          <option value="" disabled>
            {t('report.chooseReason')}
          </option>
          {REPORT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`report.reasons.${reason}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={detailsId}
        label={t('report.details')}
        hint={t('report.detailsHint', { max: REPORT_DETAILS_MAX.toLocaleString(i18n.language) })}
        error={errors?.details}
      >
        <textarea
          id={detailsId}
          name="details"
          rows={4}
          maxLength={REPORT_DETAILS_MAX}
          aria-invalid={errors?.details ? true : undefined}
          aria-describedby={describedBy(detailsId, true, errors?.details)}
          className={cn(INPUT_CLASS, 'resize-y')}
        />
      </Field>
    </>
  )
}

function Hidden({ targetType, targetId, here }: { targetType: string; targetId: string | number; here: string }) {
  return (
    <>
      <input type="hidden" name="targetType" value={targetType} />
      <input type="hidden" name="targetId" value={String(targetId)} />
      <input type="hidden" name="redirectTo" value={here} />
    </>
  )
}

type Inner = { targetType: Props['targetType']; targetId: string | number; here: string; trigger: string }

/** No JavaScript: a disclosure with a plain form (the action redirects back with a toast). */
function PlainReportForm({ targetType, targetId, here, trigger }: Inner) {
  const { t } = useTranslation('venue')
  const id = useId()
  return (
    <details className="group relative">
      <summary className={cn(trigger, 'list-none [&::-webkit-details-marker]:hidden')}>
        <Flag aria-hidden className="size-4" />
        {t('report.button')}
      </summary>
      <div className="absolute end-0 top-full z-30 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-neutral-200 bg-white p-5 text-start shadow-2xl dark:border-neutral-700 dark:bg-neutral-900">
        <p className="text-lg font-semibold text-neutral-900 dark:text-white">{t(`report.title.${targetType}`)}</p>
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{t('report.description')}</p>
        <form method="post" action={REPORTS_ACTION} className="mt-4 grid gap-4">
          <Hidden targetType={targetType} targetId={targetId} here={here} />
          <Fields idPrefix={`report-plain-${id}`} />
          <button type="submit" className={buttonVariants({ variant: 'default' })}>
            {t('report.submit')}
          </button>
        </form>
      </div>
    </details>
  )
}

/** With JavaScript: a modal dialog posting through a fetcher. */
function ReportDialogForm({ targetType, targetId, here, trigger }: Inner) {
  const { t } = useTranslation('venue')
  const id = useId()
  const [open, setOpen] = useState(false)
  const [errors, setErrors] = useState<Extract<ReportActionData, { ok: false }>['errors'] | undefined>()
  const fetcher = useFetcher<ReportActionData>({ key: `report:${targetType}:${targetId}` })
  const busy = fetcher.state !== 'idle'
  const handled = useRef<ReportActionData | undefined>(undefined)

  useEffect(() => {
    const data = fetcher.data
    if (fetcher.state !== 'idle' || !data || handled.current === data) return
    handled.current = data
    if (data.ok) {
      setOpen(false)
      toast({ title: t('report.sentTitle'), description: t('report.sentBody'), variant: 'success' })
    } else {
      setErrors(data.errors)
    }
  }, [fetcher.state, fetcher.data, t])

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    setErrors(undefined)
  }
  const formError = errors ? (errors.form ?? errors.targetType ?? errors.targetId) : undefined
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <button type="button" className={trigger}>
          <Flag aria-hidden className="size-4" />
          {t('report.button')}
        </button>
      </DialogTrigger>
      <DialogContent closeLabel={t('report.close')}>
        <DialogHeader>
          <DialogTitle>{t(`report.title.${targetType}`)}</DialogTitle>
          <DialogDescription>{t('report.description')}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action={REPORTS_ACTION} className="grid gap-4">
          <Hidden targetType={targetType} targetId={targetId} here={here} />
          <input type="hidden" name="_via" value="fetcher" />
          <Fields idPrefix={`report-${id}`} errors={errors} />
          {formError && (
            <p
              role="alert"
              className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/60 dark:text-red-200"
            >
              <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
              {formError}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">{t('report.cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy ? t('report.sending') : t('report.submit')}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

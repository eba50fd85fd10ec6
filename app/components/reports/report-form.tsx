import type { SubmissionResult } from '@conform-to/react'
import { Link, useFetcher } from '@remix-run/react'
import { CircleAlert, Flag } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
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
import { useFormMessage } from '~/components/ui/form'
import { toast } from '~/components/ui/use-toast'
import type { ReportTargetType } from '~/db/schema/values'
import { useHydrated } from '~/utils/use-hydrated'
import { REPORTS_ACTION, ReportFields, useReportForm } from './report-fields'

type ReportActionData = { ok: true } | { ok: false; errors: Partial<Record<string, string>>; result: SubmissionResult<string[]> }

export type MemberReportProps = { targetType: ReportTargetType; targetId: string | number; here: string; trigger: string }

/**
 * A signed-in member's report (report-dialog.tsx loads it with lazyHydrated, on a member's pages only): a link to the
 * report page in the server's HTML and until scripts run, a Radix dialog after that.
 */
export function MemberReport(props: MemberReportProps) {
  const hydrated = useHydrated()
  return hydrated ? <ReportDialogForm {...props} /> : <PlainReportForm {...props} />
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

type Inner = MemberReportProps

/** Where a member reports without JavaScript: the form as a page (app/routes/reports+/new.tsx), leading back here. */
export function reportPageHref({ targetType, targetId, here }: Pick<Inner, 'targetType' | 'targetId' | 'here'>) {
  const query = new URLSearchParams({ targetType, targetId: String(targetId), redirectTo: here })
  return `/reports/new?${query}`
}

/**
 * No JavaScript (and until the scripts run): a link to the report page. A form in every post of a
 * list (a select of twelve reasons, a textarea) was a third of the feed's HTML and of its render.
 */
function PlainReportForm({ targetType, targetId, here, trigger }: Inner) {
  const { t } = useTranslation('report')
  return (
    <Link to={reportPageHref({ targetType, targetId, here })} className={trigger} rel="nofollow">
      <Flag aria-hidden className="size-4" />
      {t('button')}
    </Link>
  )
}

/** With JavaScript: a modal dialog posting through a fetcher. */
function ReportDialogForm({ targetType, targetId, here, trigger }: Inner) {
  const { t } = useTranslation('report')
  const [open, setOpen] = useState(false)
  // a new form each time the dialog opens: no old answer is shown again
  const [round, setRound] = useState(0)
  const fetcher = useFetcher<ReportActionData>({ key: `report:${targetType}:${targetId}` })
  const handled = useRef<ReportActionData | undefined>(undefined)

  useEffect(() => {
    const data = fetcher.data
    if (fetcher.state !== 'idle' || !data || handled.current === data) return
    handled.current = data
    if (data.ok) {
      setOpen(false)
      toast({ title: t('sentTitle'), description: t('sentBody'), variant: 'success' })
    }
  }, [fetcher.state, fetcher.data, t])

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) setRound((n) => n + 1)
  }
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <button type="button" className={trigger}>
          <Flag aria-hidden className="size-4" />
          {t('button')}
        </button>
      </DialogTrigger>
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t(`title.${targetType}`)}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <DialogReportForm key={round} {...{ targetType, targetId, here, fetcher }} />
      </DialogContent>
    </Dialog>
  )
}

/** The dialog's form: made anew each time the dialog opens, so it shows only answers to itself. */
function DialogReportForm({
  targetType,
  targetId,
  here,
  fetcher,
}: Omit<Inner, 'trigger'> & { fetcher: ReturnType<typeof useFetcher<ReportActionData>> }) {
  const translate = useFormMessage()
  const id = useId()
  // the fetcher outlives this form: only an answer that arrives while it is shown is its own
  const [sentAt] = useState(() => fetcher.data)
  const answer = fetcher.data !== sentAt && fetcher.data && !fetcher.data.ok ? fetcher.data.result : undefined
  const { fields, form, formProps } = useReportForm(`report-${id}`, answer)
  const busy = fetcher.state !== 'idle'
  const formError = translate(form.errors?.[0] ?? fields.targetType.errors?.[0] ?? fields.targetId.errors?.[0])
  return (
    <fetcher.Form method="post" action={REPORTS_ACTION} {...formProps} className="grid gap-4">
      <Hidden targetType={targetType} targetId={targetId} here={here} />
      <input type="hidden" name="_via" value="fetcher" />
      <ReportFields fields={fields} />
      <ReportDialogEnd error={formError} busy={busy} />
    </fetcher.Form>
  )
}

/** A report dialog's last part: the server's refusal, if any, then Cancel and Send. */
export function ReportDialogEnd({ error, busy }: { error: string | null | undefined; busy: boolean }) {
  const { t } = useTranslation('report')
  return (
    <>
      {error && (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/60 dark:text-red-200"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="ghost">{t('cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? t('sending') : t('submit')}
        </Button>
      </DialogFooter>
    </>
  )
}

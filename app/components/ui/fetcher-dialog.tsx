/**
 * A form dialog sent through a fetcher (the post dialog, the crew creation dialog): the page's
 * form fields in a Radix dialog, posted to the page's own action. A refusal answers a new
 * `result`, which the fields show; success redirects (no result), and the dialog closes.
 */
import type { SubmissionResult } from '@conform-to/react'
import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { buttonVariants } from './button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog'

export type FetcherDialogAnswer = { result?: SubmissionResult<string[]> }

/** The dialog's fetcher, which closes the dialog once a submission ends without a refusal. */
export function useFetcherDialog(key: string, onOpenChange: (open: boolean) => void) {
  const fetcher = useFetcher<FetcherDialogAnswer>({ key })
  // the answer before this submission: a refusal brings a new one, a redirect none
  const sent = useRef<{ before: FetcherDialogAnswer | undefined } | null>(null)
  useEffect(() => {
    if (fetcher.state !== 'idle') {
      sent.current ??= { before: fetcher.data }
      return
    }
    if (sent.current && (fetcher.data === sent.current.before || !fetcher.data?.result)) onOpenChange(false)
    sent.current = null
  }, [fetcher.state, fetcher.data, onOpenChange])
  return fetcher
}

/** The dialog's frame: title, lead, the form (children) and, under it, Cancel and the submit button. */
export function FetcherDialogFrame({
  open,
  onOpenChange,
  labels,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  labels: { title: string; lead: string; close: string }
  children: ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={labels.close}>
        <DialogHeader>
          <DialogTitle>{labels.title}</DialogTitle>
          <DialogDescription>{labels.lead}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}

/** Cancel and submit, right-aligned; the submit button says `sending` while the fetcher is busy. */
export function FetcherDialogButtons({ busy, labels }: { busy: boolean; labels: { cancel: string; submit: string; sending: string } }) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <DialogClose className={buttonVariants({ variant: 'outline' })}>{labels.cancel}</DialogClose>
      <button type="submit" disabled={busy} className={buttonVariants({ variant: 'default' })}>
        {busy ? labels.sending : labels.submit}
      </button>
    </div>
  )
}

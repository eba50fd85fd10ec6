/**
 * The crew creation dialog (opened by 'Create a crew' on /groups once the page is hydrated;
 * loaded on demand by create-crew.tsx): the page form's fields in a Radix dialog, sent through a
 * fetcher to /groups/new. A refusal shows its translated messages in the dialog; success
 * redirects to the new crew's page and the dialog closes.
 */
import type { SubmissionResult } from '@conform-to/react'
import { useFetcher } from '@remix-run/react'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { CrewFields, CREW_FORM_ACTION, useCrewForm } from './crew-form'

type Answer = { result?: SubmissionResult<string[]> }

export function CrewDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('crews')
  const fetcher = useFetcher<Answer>({ key: 'create-crew' })
  const id = useId()
  const { form, fields, formProps, attempt } = useCrewForm(`crew-dialog-${id}`, fetcher.data?.result)
  // the answer before this submission: a refusal brings a new one, a redirect (created) none
  const sent = useRef<{ before: Answer | undefined } | null>(null)
  useEffect(() => {
    if (fetcher.state !== 'idle') {
      sent.current ??= { before: fetcher.data }
      return
    }
    if (sent.current && (fetcher.data === sent.current.before || !fetcher.data?.result)) onOpenChange(false)
    sent.current = null
  }, [fetcher.state, fetcher.data, onOpenChange])
  const busy = fetcher.state !== 'idle'
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('create.close')}>
        <DialogHeader>
          <DialogTitle>{t('create.title')}</DialogTitle>
          <DialogDescription>{t('create.lead')}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action={CREW_FORM_ACTION} encType="multipart/form-data" {...formProps} className="mt-2">
          <CrewFields
            form={form}
            fields={fields}
            attempt={attempt}
            submit={
              <div className="flex flex-wrap justify-end gap-2">
                <DialogClose className={buttonVariants({ variant: 'outline' })}>{t('create.cancel')}</DialogClose>
                <button type="submit" disabled={busy} className={buttonVariants({ variant: 'default' })}>
                  {busy ? t('create.sending') : t('create.submit')}
                </button>
              </div>
            }
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

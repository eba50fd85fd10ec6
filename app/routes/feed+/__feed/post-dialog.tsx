/**
 * The post dialog (opened by 'Create post' on /feed once the page is hydrated; loaded on demand
 * by create-post.tsx): the page form's fields in a Radix dialog, sent through a fetcher to
 * /feed/new. A refusal shows its translated messages in the dialog; success redirects to /feed
 * (the new post on top, a toast) and the dialog closes.
 */
import type { SubmissionResult } from '@conform-to/react'
import { useFetcher } from '@remix-run/react'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { PostFields, POST_FORM_ACTION, usePostForm } from './post-form'

type Answer = { result?: SubmissionResult<string[]> }

export function PostDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('feed')
  const fetcher = useFetcher<Answer>({ key: 'create-post' })
  const id = useId()
  const { form, fields, formProps, attempt } = usePostForm(`post-dialog-${id}`, fetcher.data?.result)
  // the answer before this submission: a refusal brings a new one, a redirect (published) none
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
      <DialogContent closeLabel={t('form.close')}>
        <DialogHeader>
          <DialogTitle>{t('form.title')}</DialogTitle>
          <DialogDescription>{t('form.lead')}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action={POST_FORM_ACTION} encType="multipart/form-data" {...formProps} className="mt-2">
          <PostFields
            form={form}
            fields={fields}
            attempt={attempt}
            submit={
              <div className="flex flex-wrap justify-end gap-2">
                <DialogClose className={buttonVariants({ variant: 'outline' })}>{t('form.cancel')}</DialogClose>
                <button type="submit" disabled={busy} className={buttonVariants({ variant: 'default' })}>
                  {busy ? t('form.sending') : t('form.submit')}
                </button>
              </div>
            }
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

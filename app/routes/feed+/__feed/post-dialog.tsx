/**
 * The post dialog (opened by 'Create post' on /feed once the page is hydrated; loaded on demand
 * by create-post.tsx): the page form's fields in a Radix dialog, sent through a fetcher to
 * /feed/new. A refusal shows its translated messages in the dialog; success redirects to /feed
 * (the new post on top, a toast) and the dialog closes.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FetcherDialogButtons, FetcherDialogFrame, useFetcherDialog } from '~/components/ui/fetcher-dialog'
import { PostFields, POST_FORM_ACTION, usePostForm } from './post-form'

export function PostDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('feed')
  const fetcher = useFetcherDialog('create-post', onOpenChange)
  const { form, fields, formProps, attempt } = usePostForm(`post-dialog-${useId()}`, fetcher.data?.result)
  return (
    <FetcherDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      labels={{ title: t('form.title'), lead: t('form.lead'), close: t('form.close') }}
    >
      <fetcher.Form method="post" action={POST_FORM_ACTION} encType="multipart/form-data" {...formProps} className="mt-2">
        <PostFields
          form={form}
          fields={fields}
          attempt={attempt}
          submit={
            <FetcherDialogButtons
              busy={fetcher.state !== 'idle'}
              labels={{ cancel: t('form.cancel'), submit: t('form.submit'), sending: t('form.sending') }}
            />
          }
        />
      </fetcher.Form>
    </FetcherDialogFrame>
  )
}

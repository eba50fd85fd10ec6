/**
 * The crew creation dialog (opened by 'Create a crew' on /groups once the page is hydrated;
 * loaded on demand by create-crew.tsx): the page form's fields in a Radix dialog, sent through a
 * fetcher to /groups/new. A refusal shows its translated messages in the dialog; success
 * redirects to the new crew's page and the dialog closes.
 */
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FetcherDialogButtons, FetcherDialogFrame, useFetcherDialog } from '~/components/ui/fetcher-dialog'
import { CrewFields, CREW_FORM_ACTION, useCrewForm } from './crew-form'

export function CrewDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('crews')
  const fetcher = useFetcherDialog('create-crew', onOpenChange)
  const { form, fields, formProps, attempt } = useCrewForm(`crew-dialog-${useId()}`, fetcher.data?.result)
  return (
    <FetcherDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      labels={{ title: t('create.title'), lead: t('create.lead'), close: t('create.close') }}
    >
      <fetcher.Form method="post" action={CREW_FORM_ACTION} encType="multipart/form-data" {...formProps} className="mt-2">
        <CrewFields
          form={form}
          fields={fields}
          attempt={attempt}
          submit={
            <FetcherDialogButtons
              busy={fetcher.state !== 'idle'}
              labels={{ cancel: t('create.cancel'), submit: t('create.submit'), sending: t('create.sending') }}
            />
          }
        />
      </fetcher.Form>
    </FetcherDialogFrame>
  )
}

import { useFetcher } from '@remix-run/react'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ReportFields } from '~/components/reports/report-fields'
import { ReportDialogEnd } from '~/components/reports/report-form'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog'
import { useFormMessage } from '~/components/ui/form'
import { toast } from '~/components/ui/use-toast'
import { useValidatedForm } from '~/components/ui/validated-form'
import { REPORT_CONTEXT } from '~/models/messaging/room-api'
import { ReportConversationSchema } from '~/models/messaging/schema'
import { MESSAGES_ACTION } from './messages-action'

/** The page action's answer to a report (app/routes/messages+/__messages/action.server.ts). */
type ReportAnswer =
  { intent: 'report'; ok: true } | { intent: 'report'; ok: false; error: string } | { intent: 'send' | 'group' | 'invalid' }

/**
 * Reporting one message (its menu's 'Report') or the whole conversation (the header's 'Report'):
 * a Radix dialog with the report's reason and details, posted through a fetcher to the page's
 * action (intent=report), which stores copies of the messages with the report (decision 037).
 * The conversation view opens it and loads its code only then (lazyOnDemand).
 */
export function ReportMessagesDialog({
  conversationId,
  messageId,
  onClose,
}: {
  conversationId: string
  /** One message, or null for the conversation (its latest REPORT_CONTEXT messages). */
  messageId: string | null
  onClose: () => void
}) {
  const { t } = useTranslation(['messages', 'report'])
  const translate = useFormMessage()
  const id = useId()
  const fetcher = useFetcher<ReportAnswer>({ key: `report-messages:${conversationId}` })
  // the fetcher is keyed and outlives this dialog: only an answer to this dialog's own submit counts
  const sentAt = useRef(fetcher.data)
  const answer = fetcher.data !== sentAt.current && fetcher.data?.intent === 'report' ? fetcher.data : undefined
  const { fields, formProps } = useValidatedForm({ id: `report-messages-${id}`, schema: ReportConversationSchema })
  const busy = fetcher.state !== 'idle'

  useEffect(() => {
    if (fetcher.state !== 'idle' || !answer?.ok) return
    toast({ title: t('report:sentTitle'), description: t('report:sentBody'), variant: 'success' })
    onClose()
  }, [fetcher.state, answer, onClose, t])

  const error = answer && !answer.ok ? translate(answer.error) : null
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('report:close')}>
        <DialogHeader>
          <DialogTitle>{messageId ? t('report.messageTitle') : t('report.conversationTitle')}</DialogTitle>
          <DialogDescription>
            {messageId ? t('report.messageNote') : t('report.conversationNote', { count: REPORT_CONTEXT })} {t('report:description')}
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action={MESSAGES_ACTION} {...formProps} className="grid gap-4">
          <input type="hidden" name="intent" value="report" />
          <input type="hidden" name="_via" value="fetcher" />
          <input type="hidden" name="conversationId" value={conversationId} />
          {messageId && <input type="hidden" name="messageIds" value={messageId} />}
          <ReportFields fields={fields} />
          <ReportDialogEnd error={error} busy={busy} />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

import { Form } from '@remix-run/react'
import { Flag } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { lazyOnDemand } from '~/components/ui/lazy'
import { REPORT_REASONS } from '~/db/schema/values'
import { REPORT_CONTEXT } from '~/models/messaging/room-api'
import { REPORT_DETAILS_MAX } from '~/models/reports/schema'
import { cn } from '~/utils/cn'
import { MESSAGES_ACTION } from './messages-action'

/** The report dialog (its code comes when a member opens it, or hovers what opens it). */
export const ReportMessagesDialog = lazyOnDemand(() => import('./report-messages').then((module) => module.ReportMessagesDialog))

const TRIGGER = cn(buttonVariants({ variant: 'ghost', size: 'sm', shape: 'pill' }), 'gap-1.5')

/**
 * The header's 'Report' for the whole conversation. With JavaScript a button that opens the dialog
 * (the view holds it, as the messages' menus open it too); before hydration and without
 * JavaScript a disclosure holding a plain form that posts to the page's action.
 */
export function ReportConversationButton({
  conversationId,
  hydrated,
  onOpen,
}: {
  conversationId: string
  hydrated: boolean
  onOpen: () => void
}) {
  const { t } = useTranslation('report')
  if (hydrated)
    return (
      <button
        type="button"
        className={TRIGGER}
        onClick={onOpen}
        onPointerEnter={() => void ReportMessagesDialog.preload()}
        onFocus={() => void ReportMessagesDialog.preload()}
      >
        <Flag aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('button')}</span>
      </button>
    )
  return <PlainReportForm conversationId={conversationId} />
}

function PlainReportForm({ conversationId }: { conversationId: string }) {
  const { t, i18n } = useTranslation(['report', 'messages'])
  const id = useId()
  return (
    <details className="relative">
      <summary className={cn(TRIGGER, 'list-none [&::-webkit-details-marker]:hidden')}>
        <Flag aria-hidden className="size-4" />
        <span className="sr-only sm:not-sr-only">{t('button')}</span>
      </summary>
      <div className="absolute end-0 top-full z-30 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-neutral-200 bg-white p-5 text-start shadow-2xl dark:border-neutral-700 dark:bg-neutral-900">
        <p className="text-lg font-semibold text-neutral-900 dark:text-white">{t('messages:report.conversationTitle')}</p>
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
          {t('messages:report.conversationNote', { count: REPORT_CONTEXT })} {t('description')}
        </p>
        <Form method="post" action={MESSAGES_ACTION} className="mt-4 grid gap-4">
          <input type="hidden" name="intent" value="report" />
          <input type="hidden" name="conversationId" value={conversationId} />
          <label htmlFor={`${id}-reason`} className="font-medium text-neutral-900 dark:text-white">
            {t('reason')}
          </label>
          <select id={`${id}-reason`} name="reason" required defaultValue="" className={cn(INPUT_CLASS, '-mt-3')}>
            <option value="" disabled>
              {t('chooseReason')}
            </option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`reasons.${reason}`)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-details`} className="font-medium text-neutral-900 dark:text-white">
            {t('details')}
          </label>
          <textarea
            id={`${id}-details`}
            name="details"
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            aria-describedby={`${id}-hint`}
            className={cn(INPUT_CLASS, '-mt-3 resize-y')}
          />
          <p id={`${id}-hint`} className="-mt-3 text-sm text-neutral-600 dark:text-neutral-400">
            {t('detailsHint', { max: REPORT_DETAILS_MAX.toLocaleString(i18n.language) })}
          </p>
          <Button type="submit">{t('submit')}</Button>
        </Form>
      </div>
    </details>
  )
}

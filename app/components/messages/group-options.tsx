import { Form } from '@remix-run/react'
import { Settings2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { MESSAGING_LIMITS } from '~/models/messaging/limits'
import { translateMessage } from '~/utils/messages'
import type { ConversationMember } from './conversation-types'

const FIELD =
  'mt-1 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-950 dark:border-neutral-700 dark:bg-neutral-900 dark:text-white'

/**
 * A group conversation's options (members, rename, add people, leave) as a disclosure of plain
 * forms: they post to the page's action and work without JavaScript.
 */
export function GroupOptions({
  conversationId,
  title,
  others,
  addable,
  readOnly,
  error,
}: {
  conversationId: string
  title: string
  others: ConversationMember[]
  addable: { id: string; displayName: string | null }[]
  readOnly: boolean
  /** A message key from the action. */
  error: string | null
}) {
  const { t } = useTranslation('messages')
  const anonymous = t('list.anonymous')
  return (
    <details className="relative" open={error ? true : undefined}>
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-full p-2 text-neutral-800 hover:bg-neutral-900/5 focus-visible:outline-2 focus-visible:outline-brand-700 dark:text-neutral-100 dark:hover:bg-white/10">
        <Settings2 aria-hidden className="size-5" />
        <span className="sr-only sm:not-sr-only sm:text-sm">{t('group.options')}</span>
      </summary>
      <div className="absolute end-0 z-20 mt-2 w-80 max-w-[90vw] rounded-xl border border-neutral-200 bg-white p-4 shadow-lg dark:border-neutral-700 dark:bg-neutral-900">
        {error && (
          <p role="alert" className="mb-2 text-sm font-semibold text-red-800 dark:text-red-300">
            {translateMessage(t, error)}
          </p>
        )}
        <h3 className="font-semibold text-neutral-950 dark:text-white">{t('group.members')}</h3>
        <ul className="mt-1 max-h-40 overflow-y-auto text-sm text-neutral-800 dark:text-neutral-200">
          {others.map((o) => (
            <li key={o.userId}>{o.displayName ?? anonymous}</li>
          ))}
        </ul>
        {!readOnly && (
          <>
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="rename" />
              <input type="hidden" name="conversationId" value={conversationId} />
              <label className="block text-sm font-medium text-neutral-800 dark:text-neutral-200">
                {t('group.rename')}
                <input name="title" defaultValue={title} required maxLength={MESSAGING_LIMITS.titleMaxLength} className={FIELD} />
              </label>
              <Button type="submit" size="sm" variant="outline" className="mt-2">
                {t('group.save')}
              </Button>
            </Form>
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="conversationId" value={conversationId} />
              <fieldset>
                <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('group.add')}</legend>
                {addable.length === 0 ? (
                  <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('group.nobodyToAdd')}</p>
                ) : (
                  <ul className="mt-1 max-h-32 overflow-y-auto">
                    {addable.map((f) => (
                      <li key={f.id}>
                        <label className="flex items-center gap-2 text-sm text-neutral-900 dark:text-neutral-100">
                          <input type="checkbox" name="memberIds" value={f.id} className="size-4" />
                          {f.displayName ?? anonymous}
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              </fieldset>
              {addable.length > 0 && (
                <Button type="submit" size="sm" variant="outline" className="mt-2">
                  {t('group.addButton')}
                </Button>
              )}
            </Form>
          </>
        )}
        <Form method="post" className="mt-4 border-t border-neutral-200 pt-3 dark:border-neutral-700">
          <input type="hidden" name="intent" value="leave" />
          <input type="hidden" name="conversationId" value={conversationId} />
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('group.leaveNote')}</p>
          <Button type="submit" size="sm" variant="destructive" className="mt-2">
            {t('group.leave')}
          </Button>
        </Form>
      </div>
    </details>
  )
}

import { Link, useFetcher, useNavigate } from '@remix-run/react'
import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  LoadedDropdownMenu,
} from '~/components/ui/dropdown-menu'
import type { LoadedMenuProps } from '~/components/ui/lazy-menu'
import type { NotificationActionData } from '~/models/notifications/schema'
import type { NotificationPanel } from '~/models/notifications/timeline'
import { isUnread, TimelineContent } from './timeline'
import { addUnread, setUnreadCount } from './unread-store'

/**
 * The notification panel's loaded part (notification-bell.tsx): 'Recent' and 'Mark all read',
 * then the merged timeline read from /notifications' loader when it opens; 'Nothing new yet'
 * when empty. Opening an item marks it read (a POST to /notifications, awaited so the next page
 * counts it) and goes to its action_url.
 */
export function LoadedNotificationPanel(props: LoadedMenuProps) {
  const { t } = useTranslation('shell')
  const headingId = useId()
  const panel = useFetcher<NotificationPanel & { now: number }>()
  const navigate = useNavigate()
  const data = panel.data

  useEffect(() => {
    if (panel.state === 'idle' && !panel.data) panel.load('/notifications')
  }, [panel])
  useEffect(() => {
    if (data) setUnreadCount(data.unread)
  }, [data])

  const post = async (fields: Record<string, string>) => {
    const body = new FormData()
    for (const [name, value] of Object.entries(fields)) body.set(name, value)
    body.set('via', 'fetch')
    const response = await fetch('/notifications', { method: 'POST', body, headers: { Accept: 'application/json' } }).catch(() => null)
    // SPEC §8: read-marking errors are swallowed
    return response?.ok ? ((await response.json()) as NotificationActionData) : null
  }

  const markAllRead = async () => {
    const answer = await post({ intent: 'read-all' })
    if (answer?.ok) setUnreadCount(0)
    panel.load('/notifications')
  }

  return (
    <LoadedDropdownMenu {...props} contentClassName="w-[min(24rem,calc(100vw-1rem))] max-h-[min(32rem,80vh)] overflow-y-auto">
      <DropdownMenuGroup aria-labelledby={headingId}>
        <div className="flex items-center justify-between gap-2">
          <DropdownMenuLabel id={headingId}>{t('notifications.recent')}</DropdownMenuLabel>
          <DropdownMenuItem
            className="w-auto text-xs text-brand-800 dark:text-violet-200"
            disabled={!data || data.unread === 0}
            onSelect={(event) => {
              event.preventDefault()
              void markAllRead()
            }}
          >
            {t('notifications.markAllRead')}
          </DropdownMenuItem>
        </div>
        {!data ? (
          <div role="status" className="space-y-2 p-2">
            <span className="sr-only">{t('common:loading')}</span>
            <div className="h-12 animate-pulse rounded-lg bg-neutral-200 dark:bg-neutral-800" />
            <div className="h-12 animate-pulse rounded-lg bg-neutral-200 dark:bg-neutral-800" />
          </div>
        ) : data.items.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-neutral-700 dark:text-neutral-300">{t('notifications.empty')}</p>
        ) : (
          data.items.map((item) => (
            <DropdownMenuItem
              key={`${item.source}:${item.id}`}
              className="items-start"
              onSelect={(event) => {
                if (item.source !== 'notification' && item.source !== 'group') return navigate(item.actionUrl)
                event.preventDefault()
                void post({ intent: 'read', source: item.source, id: item.id }).then((answer) => {
                  if (answer?.ok) setUnreadCount(answer.unread)
                  else if (isUnread(item)) addUnread(-1)
                  navigate(answer?.ok && answer.actionUrl ? answer.actionUrl : (item.actionUrl ?? '/notifications'))
                })
              }}
            >
              <TimelineContent item={item} now={data.now} />
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuGroup>
      <DropdownMenuSeparator />
      <DropdownMenuItem asChild className="justify-center">
        <Link to="/notifications">{t('notifications.seeAll')}</Link>
      </DropdownMenuItem>
    </LoadedDropdownMenu>
  )
}

import { Link, useFetcher, useNavigate } from '@remix-run/react'
import { useEffect, useId, useRef } from 'react'
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
import type { NotificationPanel, PanelItem } from '~/models/notifications/timeline'
import { isUnread, TimelineContent } from './timeline'
import { addUnread, setUnreadCount, useStoredUnread } from './unread-store'

/**
 * The notification panel's loaded part (notification-bell.tsx): 'Recent' and 'Mark all read',
 * then the merged timeline read from /notifications' loader when it opens; 'Nothing new yet'
 * when empty. Opening an item marks it read (a POST to /notifications, awaited so the next page
 * counts it) and then goes to its action_url.
 */
export function LoadedNotificationPanel(props: LoadedMenuProps) {
  const { t } = useTranslation('shell')
  const headingId = useId()
  const panel = useFetcher<NotificationPanel & { now: number }>()
  const navigate = useNavigate()
  const data = panel.data
  const unread = useStoredUnread() ?? data?.unread ?? 0

  // read when first opened (the menu mounts open), and again at every opening
  const load = () => panel.load('/notifications')
  useEffect(() => {
    if (panel.state === 'idle' && !panel.data) load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the panel first mounts
  }, [])
  useEffect(() => {
    if (data) setUnreadCount(data.unread)
  }, [data])

  // marking read goes through Remix (the action's JSON, then the loaders again, the badge's too)
  const read = useFetcher<NotificationActionData>()
  const opening = useRef<PanelItem | null>(null)
  useEffect(() => {
    const item = opening.current
    if (read.state !== 'idle' || !read.data || !item) return
    opening.current = null
    // SPEC §8: read-marking errors are swallowed; the item still opens
    if (read.data.ok) setUnreadCount(read.data.unread)
    navigate(read.data.ok && read.data.actionUrl ? read.data.actionUrl : (item.actionUrl ?? '/notifications'))
  }, [read.state, read.data, navigate])

  const submit = (fields: Record<string, string>) => read.submit({ ...fields, via: 'fetch' }, { method: 'post', action: '/notifications' })
  const markAllRead = () => {
    setUnreadCount(0)
    submit({ intent: 'read-all' })
  }
  useEffect(() => {
    // after 'Mark all read', the list again
    if (read.state === 'idle' && read.data?.ok && !opening.current && panel.state === 'idle') load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a mark-all answer came
  }, [read.data])

  return (
    <LoadedDropdownMenu
      {...props}
      onOpenChange={(open) => open && load()}
      contentClassName="w-[min(24rem,calc(100vw-1rem))] max-h-[min(32rem,80vh)] overflow-y-auto"
    >
      <DropdownMenuGroup aria-labelledby={headingId}>
        <div className="flex items-center justify-between gap-2">
          <DropdownMenuLabel id={headingId}>{t('notifications.recent')}</DropdownMenuLabel>
          <DropdownMenuItem
            className="w-auto text-xs text-brand-800 dark:text-violet-200"
            disabled={unread === 0}
            onSelect={(event) => {
              event.preventDefault()
              markAllRead()
            }}
          >
            {t('notifications.markAllRead')}
          </DropdownMenuItem>
        </div>
        {/* a menu holds only its items: the waiting and the empty states are disabled items */}
        {!data ? (
          <DropdownMenuItem disabled aria-busy className="flex-col items-stretch">
            <span className="sr-only">{t('common:loading')}</span>
            <span aria-hidden className="h-12 animate-pulse rounded-lg bg-neutral-200 dark:bg-neutral-800" />
            <span aria-hidden className="h-12 animate-pulse rounded-lg bg-neutral-200 dark:bg-neutral-800" />
          </DropdownMenuItem>
        ) : data.items.length === 0 ? (
          <DropdownMenuItem disabled className="justify-center py-6 text-neutral-700 data-[disabled]:opacity-100 dark:text-neutral-300">
            {t('notifications.empty')}
          </DropdownMenuItem>
        ) : (
          data.items.map((item) => (
            <DropdownMenuItem
              key={`${item.source}:${item.id}`}
              className="items-start"
              onSelect={() => {
                // the menu closes; its fetcher lives on in the header
                if (item.source !== 'notification' && item.source !== 'group') return navigate(item.actionUrl)
                if (isUnread(item)) addUnread(-1)
                opening.current = item
                submit({ intent: 'read', source: item.source, id: item.id })
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

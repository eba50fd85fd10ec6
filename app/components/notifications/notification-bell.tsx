import { Bell } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { lazyOnDemand } from '~/components/ui/lazy'
import { LazyMenuButton, type LoadedMenuProps } from '~/components/ui/lazy-menu'
import { useUnreadCount } from './unread-store'

const LoadedPanel = lazyOnDemand<LoadedMenuProps>(() => import('./notification-panel').then((module) => module.LoadedNotificationPanel))

/**
 * The notification centre's bell (SPEC §2 Header, 'Notification panel'): the unread badge, and
 * the panel, whose code and items load when first opened. Before the JavaScript runs it is a
 * link to /notifications, which shows the same.
 */
export function NotificationBell({ unread: fromServer }: { unread: number }) {
  const { t, i18n } = useTranslation('shell')
  const unread = useUnreadCount(fromServer)
  const label = unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')
  return (
    <LazyMenuButton
      menu={LoadedPanel}
      href="/notifications"
      className={buttonVariants({ variant: 'ghost', size: 'compact', shape: 'pill', className: 'relative' })}
    >
      <Bell aria-hidden className="size-5" />
      <span className="sr-only" data-testid="notification-label">
        {label}
      </span>
      {unread > 0 ? (
        <span
          aria-hidden
          data-testid="unread-badge"
          className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-[0.7rem] font-bold leading-5 text-white"
        >
          {new Intl.NumberFormat(i18n.language, { notation: 'compact' }).format(unread)}
        </span>
      ) : null}
    </LazyMenuButton>
  )
}

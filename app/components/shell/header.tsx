import { Link } from '@remix-run/react'
import { ShoppingBag } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SignInDialog } from '~/components/auth/sign-in-dialog'
import { QuickExit } from '~/components/safety/quick-exit'
import { buttonVariants, FOCUS_RING } from '~/components/ui/button'
import { APP_NAME } from '~/config'
import type { ShellUser } from '~/models/accounts/users.server'
import { cn } from '~/utils/cn'
import { AdminMenu, canSeeAdminMenu } from './admin-menu'
import { GridMenu } from './grid-menu'
import { LanguagePicker } from './language-picker'
import { SearchBox } from './search-box'
import { UserMenu } from './user-menu'
import { NotificationBell } from '~/components/notifications/notification-bell'

/** The Haven mark: the favicon heart and the wordmark. */
export function Logo({ className, wordmarkClassName }: { className?: string; wordmarkClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8 rounded-lg shadow-sm" />
      <span
        className={cn(
          'bg-gradient-to-r from-brand-700 via-fuchsia-700 to-rose-700 bg-clip-text text-xl font-bold tracking-tight text-transparent dark:from-violet-300 dark:via-fuchsia-300 dark:to-rose-300',
          wordmarkClassName,
        )}
      >
        {APP_NAME}
      </span>
    </span>
  )
}

/**
 * Shared header (SPEC §2 Header): logo, global search, admin menu (admins and moderators only),
 * grid menu, language picker, the market cart (when it holds something) and the avatar menu or
 * a sign-in link. Sticky and translucent over the aurora. Below 768 px the search moves to its
 * own full-width row.
 */
export function Header({ user, cartCount }: { user: ShellUser | null; cartCount: number }) {
  const { t, i18n } = useTranslation('shell')
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-900/10 bg-white/70 backdrop-blur-lg supports-[backdrop-filter]:bg-white/60 dark:border-white/10 dark:bg-neutral-950/70 dark:supports-[backdrop-filter]:bg-neutral-950/55">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-2 px-3 py-2 sm:px-6 md:flex-nowrap md:gap-x-4 md:py-3">
        <Link to="/" aria-label={t('header.home', { name: APP_NAME })} className={cn('shrink-0 rounded-lg', FOCUS_RING)}>
          {/* on narrow phones the heart alone leaves room for the menus (a member's bell and avatar, staff's admin menu) */}
          <Logo wordmarkClassName={canSeeAdminMenu(user) ? 'max-[459px]:hidden' : user ? 'max-[419px]:hidden' : 'max-[359px]:hidden'} />
        </Link>
        <SearchBox className="order-last w-full md:order-none md:mx-auto md:max-w-xl md:flex-1" />
        <nav aria-label={t('header.nav')} className="ms-auto flex items-center gap-0.5 sm:gap-1 md:ms-0">
          <QuickExit compact className="me-1" />
          {canSeeAdminMenu(user) ? <AdminMenu /> : null}
          <GridMenu />
          <LanguagePicker />
          {cartCount > 0 ? (
            // the market's cart, once it holds something (visitor or member)
            <Link
              to="/marketplace/cart"
              className={buttonVariants({ variant: 'ghost', size: 'compact', shape: 'pill', className: 'relative' })}
            >
              <ShoppingBag aria-hidden className="size-5" />
              <span className="sr-only">{t('header.cart', { count: cartCount })}</span>
              <span
                aria-hidden
                data-testid="cart-count"
                className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-brand-700 px-1 text-center text-[0.7rem] font-bold leading-5 text-white"
              >
                {new Intl.NumberFormat(i18n.language, { notation: 'compact' }).format(cartCount)}
              </span>
            </Link>
          ) : null}
          {user ? <NotificationBell unread={user.unreadNotifications} /> : null}
          {user ? <UserMenu user={user} /> : <SignInDialog />}
        </nav>
      </div>
    </header>
  )
}

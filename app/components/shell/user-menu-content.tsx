import { Link } from '@remix-run/react'
import { LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PanicSignOut } from '~/components/safety/panic-sign-out'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { useFirstOpenFocus, type LoadedMenuProps } from '~/components/ui/lazy-menu'
import type { ShellUser } from '~/models/accounts/users.server'
import { Avatar } from './avatar'
import { USER_LINKS } from './nav-links'

/** The avatar menu's loaded part (user-menu.tsx). Sign-out is a real POST form. */
export function LoadedUserMenu({ user, trigger, triggerClassName, openedWithKeyboard }: LoadedMenuProps & { user: ShellUser }) {
  const { t } = useTranslation('shell')
  const name = user.displayName || t('user.member')
  const focusFirstItem = useFirstOpenFocus(openedWithKeyboard)
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={triggerClassName}>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60" ref={focusFirstItem}>
        <DropdownMenuLabel className="flex items-center gap-3 py-2 normal-case tracking-normal">
          <Avatar user={user} className="size-10 text-sm" />
          <span className="min-w-0">
            <span className="block text-xs font-medium text-neutral-600 dark:text-neutral-400">{t('user.signedInAs')}</span>
            <span className="block truncate text-sm font-semibold text-neutral-900 dark:text-neutral-100">{name}</span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {USER_LINKS.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              {Icon ? <Icon aria-hidden className="text-brand-700 dark:text-violet-300" /> : null}
              {t(label)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <form method="post" action="/auth/logout">
          {/* keep the menu mounted until the browser has submitted the form */}
          <DropdownMenuItem asChild onSelect={(event) => event.preventDefault()}>
            <button type="submit">
              <LogOut aria-hidden className="text-neutral-600 dark:text-neutral-300" />
              {t('user.signOut')}
            </button>
          </DropdownMenuItem>
        </form>
        <PanicSignOut
          variant="menu"
          asItem={(button) => (
            <DropdownMenuItem asChild onSelect={(event) => event.preventDefault()}>
              {button}
            </DropdownMenuItem>
          )}
        />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

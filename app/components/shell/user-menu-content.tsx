import { LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PanicSignOut } from '~/components/safety/panic-sign-out'
import { DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, LoadedDropdownMenu } from '~/components/ui/dropdown-menu'
import type { LoadedMenuProps } from '~/components/ui/lazy-menu'
import type { ShellUser } from '~/models/accounts/users.server'
import { Avatar } from './avatar'
import { MenuLinkItems } from './menu-link-items'
import { USER_LINKS } from './menu-links'

/** The avatar menu's loaded part (user-menu.tsx). Sign-out is a real POST form. */
export function LoadedUserMenu({ user, ...menu }: LoadedMenuProps & { user: ShellUser }) {
  const { t } = useTranslation('shell')
  const name = user.displayName || t('user.member')
  return (
    <LoadedDropdownMenu {...menu} contentClassName="w-60">
      <DropdownMenuLabel plain className="flex items-center gap-3">
        <Avatar user={user} size="md" />
        <span className="min-w-0">
          <span className="block text-xs font-medium text-neutral-600 dark:text-neutral-400">{t('user.signedInAs')}</span>
          <span className="block truncate text-sm font-semibold text-neutral-900 dark:text-neutral-100">{name}</span>
        </span>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <MenuLinkItems links={USER_LINKS} />
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
    </LoadedDropdownMenu>
  )
}

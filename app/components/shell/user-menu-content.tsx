import { useFetcher, useLocation } from '@remix-run/react'
import { LogOut } from 'lucide-react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PanicSignOut } from '~/components/safety/panic-sign-out'
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  LoadedDropdownMenu,
} from '~/components/ui/dropdown-menu'
import type { LoadedMenuProps } from '~/components/ui/lazy-menu'
import type { ShellUser } from '~/models/accounts/users.server'
import { USER_MODES, type UserMode } from '~/models/members/options'
import { useUnreadConversations } from '~/components/notifications/conversation-store'
import { Avatar } from './avatar'
import { MenuLinkItems } from './menu-link-items'
import { USER_LINKS } from './menu-links'

/** The avatar menu's loaded part (user-menu.tsx). Sign-out is a real POST form. */
export function LoadedUserMenu({ user, ...menu }: LoadedMenuProps & { user: ShellUser }) {
  const { t } = useTranslation('shell')
  const name = user.displayName || t('user.member')
  const unreadConversations = useUnreadConversations(user.unreadConversations)
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
      <MenuLinkItems
        links={USER_LINKS}
        counts={{ '/messages': { count: unreadConversations, label: t('user.unreadConversations', { count: unreadConversations }) } }}
      />
      <DropdownMenuSeparator />
      <ModeSelector current={user.userMode} />
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

/**
 * The mode selector (SPEC §2 header user menu, §3 user_mode): the six modes, the member's own
 * checked; choosing one saves it to profiles.user_mode (POST /profile/mode) and keeps the menu open.
 */
function ModeSelector({ current }: { current: string }) {
  const { t } = useTranslation('shell')
  const labelId = useId()
  const fetcher = useFetcher()
  const location = useLocation()
  const [mode, setMode] = useState(current)
  return (
    <>
      <DropdownMenuLabel id={labelId}>{t('mode.label')}</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        aria-labelledby={labelId}
        value={mode}
        onValueChange={(value) => {
          setMode(value)
          fetcher.submit(
            { userMode: value as UserMode, via: 'fetch', redirectTo: location.pathname + location.search },
            { method: 'post', action: '/profile/mode' },
          )
        }}
      >
        {USER_MODES.map((value) => (
          <DropdownMenuRadioItem key={value} value={value} onSelect={(event) => event.preventDefault()}>
            {t(`mode.${value}`)}
          </DropdownMenuRadioItem>
        ))}
      </DropdownMenuRadioGroup>
    </>
  )
}

import { Link } from '@remix-run/react'
import { ChevronDown, LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FOCUS_RING } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import type { ShellUser } from '~/models/accounts/users.server'
import { cn } from '~/utils/cn'
import { USER_LINKS } from './nav-links'
import { PanicSignOut } from '~/components/safety/panic-sign-out'

/** Up to two initials from the display name, for members without an avatar. */
export function initialsOf(name: string | null | undefined) {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return letters.map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '').join('') || '?'
}

export function Avatar({ user, className }: { user: ShellUser; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'grid size-8 shrink-0 place-items-center overflow-hidden rounded-full bg-gradient-to-br from-fuchsia-600 via-brand-700 to-indigo-700 text-xs font-semibold text-white ring-2 ring-white dark:ring-neutral-900',
        className,
      )}
    >
      {user.avatarUrl ? (
        <img src={user.avatarUrl} alt="" width={32} height={32} className="size-full object-cover" loading="lazy" decoding="async" />
      ) : (
        initialsOf(user.displayName)
      )}
    </span>
  )
}

/**
 * The avatar menu of a signed-in member (SPEC §2 Header: User menu). Sign-out is a real POST form,
 * so it also works before hydration. The notification centre and mode selector join later.
 */
export function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useTranslation('shell')
  const name = user.displayName || t('user.member')
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'inline-flex items-center gap-1 rounded-full p-1 sm:pe-1.5 hover:bg-neutral-900/5 dark:hover:bg-white/10',
          FOCUS_RING,
        )}
      >
        {/* the name as text, not aria-label: the visible initials are decoration */}
        <span className="sr-only">{t('user.menuFor', { name })}</span>
        <Avatar user={user} />
        <ChevronDown aria-hidden className="hidden size-4 text-neutral-600 sm:block dark:text-neutral-300" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
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

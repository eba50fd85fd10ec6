import { ChevronDown } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FOCUS_RING } from '~/components/ui/button'
import { lazyOnDemand } from '~/components/ui/lazy'
import { LazyMenuButton, type LoadedMenuProps } from '~/components/ui/lazy-menu'
import type { ShellUser } from '~/models/accounts/users.server'
import { cn } from '~/utils/cn'
import { Avatar } from './avatar'

type Props = LoadedMenuProps & { user: ShellUser }
const LoadedUserMenu = lazyOnDemand<Props>(() => import('./user-menu-content').then((module) => module.LoadedUserMenu))

const TRIGGER_CLASS = cn(
  'inline-flex items-center gap-1 rounded-full p-1 sm:pe-1.5 hover:bg-neutral-900/5 dark:hover:bg-white/10',
  FOCUS_RING,
)

/**
 * The avatar menu of a signed-in member (SPEC §2 Header: User menu); its items load when first
 * opened. The notification centre and mode selector join later.
 */
export function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useTranslation('shell')
  const name = user.displayName || t('user.member')
  return (
    <LazyMenuButton menu={LoadedUserMenu} menuProps={{ user }} className={TRIGGER_CLASS}>
      {/* the name as text, not aria-label: the visible initials are decoration */}
      <span className="sr-only">{t('user.menuFor', { name })}</span>
      <Avatar user={user} />
      <ChevronDown aria-hidden className="hidden size-4 text-neutral-600 sm:block dark:text-neutral-300" />
    </LazyMenuButton>
  )
}

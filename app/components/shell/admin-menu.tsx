import { ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { lazyOnDemand } from '~/components/ui/lazy'
import { LazyMenuButton, type LoadedMenuProps } from '~/components/ui/lazy-menu'
import type { ShellUser } from '~/models/accounts/users.server'

const LoadedAdminMenu = lazyOnDemand<LoadedMenuProps>(() => import('./admin-menu-content').then((module) => module.LoadedAdminMenu))

/** Admins and moderators see the back-office menu (SPEC §2 Header); nobody else gets it rendered. */
export function canSeeAdminMenu(user: ShellUser | null) {
  return !!user && user.roles.some((role) => role === 'admin' || role === 'moderator')
}

/** The back-office menu; its items load when first opened. */
export function AdminMenu() {
  const { t } = useTranslation('shell')
  return (
    <LazyMenuButton menu={LoadedAdminMenu} className={buttonVariants({ variant: 'ghost', size: 'compact', shape: 'pill' })}>
      <ShieldCheck aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
      <span className="sr-only lg:not-sr-only">{t('admin.menu')}</span>
    </LazyMenuButton>
  )
}

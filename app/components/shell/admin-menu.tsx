import { Link } from '@remix-run/react'
import { ShieldCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '~/components/ui/dropdown-menu'
import type { ShellUser } from '~/models/accounts/users.server'
import { ADMIN_LINKS } from './nav-links'

/** Admins and moderators see the back-office menu (SPEC §2 Header); nobody else gets it rendered. */
export function canSeeAdminMenu(user: ShellUser | null) {
  return !!user && user.roles.some((role) => role === 'admin' || role === 'moderator')
}

export function AdminMenu() {
  const { t } = useTranslation('shell')
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'rounded-full px-2 sm:px-3' })}>
        <ShieldCheck aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
        <span className="sr-only lg:not-sr-only">{t('admin.menu')}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52">
        <DropdownMenuLabel>{t('admin.title')}</DropdownMenuLabel>
        {ADMIN_LINKS.map(({ to, label, icon: Icon }) => (
          <DropdownMenuItem key={to} asChild>
            <Link to={to}>
              {Icon ? <Icon aria-hidden className="text-brand-700 dark:text-violet-300" /> : null}
              {t(label)}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

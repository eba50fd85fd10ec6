import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '~/components/ui/dropdown-menu'
import { useFirstOpenFocus, type LoadedMenuProps } from '~/components/ui/lazy-menu'
import { ADMIN_LINKS } from './nav-links'

/** The back-office menu's loaded part (admin-menu.tsx). */
export function LoadedAdminMenu({ trigger, triggerClassName, openedWithKeyboard }: LoadedMenuProps) {
  const { t } = useTranslation('shell')
  const focusFirstItem = useFirstOpenFocus(openedWithKeyboard)
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={triggerClassName}>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-52" ref={focusFirstItem}>
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

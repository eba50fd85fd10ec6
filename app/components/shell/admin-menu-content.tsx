import { useTranslation } from 'react-i18next'
import { DropdownMenuLabel, LoadedDropdownMenu } from '~/components/ui/dropdown-menu'
import type { LoadedMenuProps } from '~/components/ui/lazy-menu'
import { MenuLinkItems } from './menu-link-items'
import { ADMIN_LINKS } from './menu-links'

/** The back-office menu's loaded part (admin-menu.tsx). */
export function LoadedAdminMenu(props: LoadedMenuProps) {
  const { t } = useTranslation('shell')
  return (
    <LoadedDropdownMenu {...props} contentClassName="w-52">
      <DropdownMenuLabel>{t('admin.title')}</DropdownMenuLabel>
      <MenuLinkItems links={ADMIN_LINKS} />
    </LoadedDropdownMenu>
  )
}

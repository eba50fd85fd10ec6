import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { DropdownMenuItem } from '~/components/ui/dropdown-menu'
import type { NavLink } from './nav-links'

/** The avatar and admin menus' links: each item a link with its icon. */
export function MenuLinkItems({ links }: { links: NavLink[] }) {
  const { t } = useTranslation('shell')
  return links.map(({ to, label, icon: Icon }) => (
    <DropdownMenuItem key={to} asChild>
      <Link to={to}>
        {Icon ? <Icon aria-hidden className="text-brand-700 dark:text-violet-300" /> : null}
        {t(label)}
      </Link>
    </DropdownMenuItem>
  ))
}

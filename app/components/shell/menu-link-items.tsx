import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { DropdownMenuItem } from '~/components/ui/dropdown-menu'
import type { NavLink } from './nav-links'

/** The avatar and admin menus' links: each item a link with its icon. */
export function MenuLinkItems({ links, counts }: { links: NavLink[]; counts?: Partial<Record<string, { count: number; label: string }>> }) {
  const { t } = useTranslation('shell')
  return links.map(({ to, label, icon: Icon }) => {
    const count = counts?.[to]
    return (
      <DropdownMenuItem key={to} asChild>
        <Link to={to}>
          {Icon ? <Icon aria-hidden className="text-brand-700 dark:text-violet-300" /> : null}
          {t(label)}
          {count && count.count > 0 ? (
            <span className="ms-auto rounded-full bg-brand-700 px-2 text-xs font-bold text-white dark:bg-violet-300 dark:text-neutral-950">
              <span aria-hidden>{count.count}</span>
              <span className="sr-only">{count.label}</span>
            </span>
          ) : null}
        </Link>
      </DropdownMenuItem>
    )
  })
}

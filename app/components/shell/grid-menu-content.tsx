import { Link } from '@remix-run/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { DropdownMenuGroup, DropdownMenuItem, DropdownMenuLabel, LoadedDropdownMenu } from '~/components/ui/dropdown-menu'
import type { LoadedMenuProps } from '~/components/ui/lazy-menu'
import { COMMUNITY_LINKS, EXPLORE_LINKS } from './menu-links'
import type { NavLink } from './nav-links'

/** The grid menu's loaded part (grid-menu.tsx): 'Explore the Scene' and 'Community', every item a link. */
export function LoadedGridMenu(props: LoadedMenuProps) {
  const { t } = useTranslation('shell')
  const exploreId = useId()
  const communityId = useId()
  return (
    <LoadedDropdownMenu {...props} contentClassName="w-[min(30rem,calc(100vw-1rem))]">
      <div className="grid gap-x-2 gap-y-1 sm:grid-cols-[3fr_2fr]">
        <Section id={exploreId} title={t('nav.explore')} links={EXPLORE_LINKS} />
        <Section id={communityId} title={t('nav.community')} links={COMMUNITY_LINKS} />
      </div>
    </LoadedDropdownMenu>
  )
}

function Section({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  const { t } = useTranslation('shell')
  return (
    <DropdownMenuGroup aria-labelledby={id}>
      <DropdownMenuLabel id={id}>{title}</DropdownMenuLabel>
      {links.map(({ to, label, icon: Icon }) => (
        <DropdownMenuItem key={to} asChild>
          <Link to={to}>
            {Icon ? (
              <span
                aria-hidden
                className="grid size-8 place-items-center rounded-lg bg-brand-50 text-brand-700 dark:bg-violet-400/15 dark:text-violet-200"
              >
                <Icon />
              </span>
            ) : null}
            {t(label)}
          </Link>
        </DropdownMenuItem>
      ))}
    </DropdownMenuGroup>
  )
}

import { Link } from '@remix-run/react'
import { LayoutGrid } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { COMMUNITY_LINKS, EXPLORE_LINKS, type NavLink } from './nav-links'

/** The grid menu (SPEC §2 Header): 'Explore the Scene' and 'Community', every item a link. */
export function GridMenu() {
  const { t } = useTranslation('shell')
  const exploreId = useId()
  const communityId = useId()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger className={buttonVariants({ variant: 'ghost', size: 'sm', className: 'rounded-full px-2 sm:px-3' })}>
        <LayoutGrid aria-hidden className="size-5" />
        <span className="sr-only sm:not-sr-only">{t('nav.menu')}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(30rem,calc(100vw-1rem))] p-2">
        <div className="grid gap-x-2 gap-y-1 sm:grid-cols-[3fr_2fr]">
          <Section id={exploreId} title={t('nav.explore')} links={EXPLORE_LINKS} />
          <Section id={communityId} title={t('nav.community')} links={COMMUNITY_LINKS} />
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
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

import { LayoutGrid } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { lazyOnDemand } from '~/components/ui/lazy'
import { LazyMenuButton, type LoadedMenuProps } from '~/components/ui/lazy-menu'

const LoadedGridMenu = lazyOnDemand<LoadedMenuProps>(() => import('./grid-menu-content').then((module) => module.LoadedGridMenu))

/** The grid menu (SPEC §2 Header): 'Explore the Scene' and 'Community'; its items load when first opened. */
export function GridMenu() {
  const { t } = useTranslation('shell')
  return (
    <LazyMenuButton menu={LoadedGridMenu} className={buttonVariants({ variant: 'ghost', size: 'compact', shape: 'pill' })}>
      <LayoutGrid aria-hidden className="size-5" />
      <span className="sr-only sm:not-sr-only">{t('nav.menu')}</span>
    </LazyMenuButton>
  )
}

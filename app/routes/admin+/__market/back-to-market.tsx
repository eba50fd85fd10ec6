import { Link } from '@remix-run/react'
import { ChevronLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/utils/cn'
import { LINK } from '../__admin/parts'

/** The editor's way back to /admin/marketplace. */
export function BackToMarket() {
  const { t } = useTranslation('admin')
  return (
    <Link to="/admin/marketplace" className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
      <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t('market.backToList')}
    </Link>
  )
}

import { Link } from '@remix-run/react'
import { Navigation } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { cn } from '~/utils/cn'
import { usePlaceFormat } from './format'

/** /city/{id}'s nearest cities with their distance (nothing when there are none). */
export function NearbyCities({ nearby }: { nearby: { id: number; name: string; distanceKm: number }[] }) {
  const { t } = useTranslation('places')
  const f = usePlaceFormat()
  if (nearby.length === 0) return null
  return (
    <section aria-labelledby="nearby-heading" className={cn(PANEL, 'p-4')}>
      <h2 id="nearby-heading" className="mb-2 flex items-center gap-2 font-semibold text-neutral-900 dark:text-white">
        <Navigation aria-hidden className="size-4 text-brand-700 dark:text-violet-300" />
        {t('city.nearbyHeading')}
      </h2>
      <ul className="space-y-1 text-sm">
        {nearby.map((n) => (
          <li key={n.id} className="flex justify-between gap-2">
            <Link to={`/city/${n.id}`} className={LINK}>
              {n.name}
            </Link>
            <span className="text-neutral-600 dark:text-neutral-400">{t('directory.distance', { km: f.number(n.distanceKm) })}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

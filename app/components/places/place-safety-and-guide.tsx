import { Link } from '@remix-run/react'
import { Plane } from 'lucide-react'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { LINK } from '~/components/ui/link-styles'
import { cn } from '~/utils/cn'
import { SafetyBanner } from './safety-banner'

/** Under a city's or country's header: the safety banner, then the link to its travel guide if there is one. */
export function PlaceSafetyAndGuide({
  safety,
  countryName,
  travelGuide,
}: Pick<ComponentProps<typeof SafetyBanner>, 'safety' | 'countryName'> & { travelGuide: { id: number; title: string } | null }) {
  const { t } = useTranslation('places')
  return (
    <>
      <SafetyBanner safety={safety} countryName={countryName} className="mt-8" />
      {travelGuide && (
        <p className="mt-4">
          <Link to={`/travel/${travelGuide.id}`} className={cn(LINK, 'inline-flex items-center gap-2')}>
            <Plane aria-hidden className="size-4 shrink-0" />
            {t('travel.readGuide', { title: travelGuide.title })}
          </Link>
        </p>
      )}
    </>
  )
}

import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { Facts } from '~/components/ui/facts'
import { PANEL } from '~/components/ui/surface'
import { cn } from '~/utils/cn'

/** A city's or country's facts panel: 'About' and its definition list. */
export function PlaceFactsPanel({ items }: ComponentProps<typeof Facts>) {
  const { t } = useTranslation('places')
  return (
    <section aria-labelledby="facts-heading" className={cn(PANEL, 'p-5 sm:p-6')}>
      <h2 id="facts-heading" className="mb-5 text-xl font-bold text-neutral-900 dark:text-white">
        {t('entry.heading')}
      </h2>
      <Facts items={items} />
    </section>
  )
}

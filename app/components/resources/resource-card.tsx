import { Link } from '@remix-run/react'
import { BadgeCheck, Phone, Siren } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FOCUS, PANEL } from '~/components/ui/surface'
import type { ResourceCard as CardData } from '~/models/resources/list.server'
import { resourceHref } from '~/models/resources/query'
import { cn } from '~/utils/cn'

/** A phone number as a tel: address (digits and a leading +), or null when it holds too few digits. */
export function telHref(phone: string | null): string | null {
  if (!phone) return null
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  return digits.replace('+', '').length >= 3 ? `tel:${digits}` : null
}

export const BADGE = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold'

/** A resource in a list: its name (the link to its page), type, place, badges and, for a helpline, a call link. */
export function ResourceCard({ resource }: { resource: CardData }) {
  const { t } = useTranslation('resources')
  const tel = telHref(resource.phone)
  const place = [resource.cityName, resource.countryName].filter(Boolean).join(', ')
  return (
    <article className={cn(PANEL, 'flex h-full flex-col gap-2 p-4')}>
      <p className="flex flex-wrap items-center gap-2">
        <span className={cn(BADGE, 'bg-brand-50 text-brand-800 dark:bg-violet-400/15 dark:text-violet-200')}>
          {t(`types.${resource.resourceType}`)}
        </span>
        {resource.isEmergency && (
          <span className={cn(BADGE, 'bg-red-50 text-red-800 dark:bg-red-500/15 dark:text-red-200')}>
            <Siren aria-hidden className="size-3.5" />
            {t('card.emergency')}
          </span>
        )}
        {resource.verified && (
          <span className={cn(BADGE, 'bg-emerald-50 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-200')}>
            <BadgeCheck aria-hidden className="size-3.5" />
            {t('card.verified')}
          </span>
        )}
      </p>
      <h3 className="text-lg font-bold text-neutral-950 dark:text-white">
        <Link to={resourceHref(resource)} className={cn(FOCUS, 'rounded-sm hover:underline')}>
          {resource.title}
        </Link>
      </h3>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        {resource.flag ? <span aria-hidden>{resource.flag} </span> : null}
        {place || t('card.worldwide')}
      </p>
      {resource.description && <p className="line-clamp-3 text-sm text-neutral-700 dark:text-neutral-300">{resource.description}</p>}
      {tel && (
        <p className="mt-auto pt-1">
          <a
            href={tel}
            className={cn(
              FOCUS,
              'inline-flex items-center gap-1.5 rounded-full bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-violet-300 dark:text-neutral-950',
            )}
          >
            <Phone aria-hidden className="size-4" />
            {t('card.call', { phone: resource.phone })}
          </a>
        </p>
      )}
    </article>
  )
}

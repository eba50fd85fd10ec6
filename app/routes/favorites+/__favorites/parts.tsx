import { Link, useLocation } from '@remix-run/react'
import {
  BookOpen,
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  Heart,
  HeartOff,
  MapPin,
  Newspaper,
  Plane,
  ShoppingBag,
  Sparkles,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { buttonVariants } from '~/components/ui/button'
import { type FavoriteTargetType } from '~/models/favorites/favorites.server'
import { cn } from '~/utils/cn'

// ---------------------------------------------------------------- page

export const TYPE_ICONS: Record<FavoriteTargetType, LucideIcon> = {
  venue: MapPin,
  event: CalendarDays,
  listing: ShoppingBag,
  personality: Sparkles,
  group: Users,
  resource: BookOpen,
  news: Newspaper,
  travel: Plane,
}

/** Every type, in the order of the filter (the Record type makes sure none is missing). */
export const TYPE_ORDER = Object.keys(TYPE_ICONS) as FavoriteTargetType[]

export const LINK = cn('rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-violet-300', FOCUS)

export function TypeLink({ type, current, count }: { type: FavoriteTargetType | null; current: FavoriteTargetType | null; count: number }) {
  const { t, i18n } = useTranslation('favorites')
  const active = type === current
  const Icon = type ? TYPE_ICONS[type] : Heart
  return (
    <li>
      <Link
        to={type ? `?type=${type}` : '/favorites'}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
          active
            ? 'border-brand-700 bg-brand-700 text-white dark:border-violet-300 dark:bg-violet-300 dark:text-neutral-950'
            : 'border-neutral-300 bg-white/80 text-neutral-800 hover:border-brand-600 hover:text-brand-700 dark:border-neutral-700 dark:bg-neutral-900/80 dark:text-neutral-100 dark:hover:border-violet-300 dark:hover:text-violet-200',
          FOCUS,
        )}
      >
        <Icon aria-hidden className="size-4" />
        {t(type ? `types.${type}` : 'types.all')}
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs tabular-nums',
            active ? 'bg-white/20 dark:bg-neutral-950/15' : 'bg-neutral-900/5 dark:bg-white/10',
          )}
        >
          {new Intl.NumberFormat(i18n.language).format(count)}
        </span>
      </Link>
    </li>
  )
}

export function EmptyAll() {
  const { t } = useTranslation('favorites')
  const links = [
    { to: '/venues', label: t('empty.venues'), icon: MapPin, primary: true },
    { to: '/events', label: t('empty.events'), icon: CalendarDays },
    { to: '/marketplace', label: t('empty.marketplace'), icon: ShoppingBag },
  ]
  return (
    <div role="status" className={cn(PANEL, 'mt-8 flex flex-col items-center gap-4 px-6 py-14 text-center')}>
      <span className="grid size-16 place-items-center rounded-full bg-rose-100 text-rose-700 dark:bg-rose-400/15 dark:text-rose-300">
        <Heart aria-hidden className="size-8" />
      </span>
      <h2 className="text-xl font-bold text-neutral-900 dark:text-white">{t('empty.title')}</h2>
      <p className="max-w-md text-neutral-700 dark:text-neutral-300">{t('empty.body')}</p>
      <nav aria-label={t('empty.explore')} className="mt-2">
        <ul className="flex flex-wrap justify-center gap-3">
          {links.map(({ to, label, icon: Icon, primary }) => (
            <li key={to}>
              <Link to={to} className={buttonVariants({ variant: primary ? 'default' : 'outline' })}>
                <Icon aria-hidden className="size-4" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

export function EmptyType({ type }: { type: FavoriteTargetType | null }) {
  const { t } = useTranslation('favorites')
  return (
    <div role="status" className={cn(PANEL, 'flex flex-col items-center gap-3 px-6 py-12 text-center')}>
      <HeartOff aria-hidden className="size-10 text-brand-700 dark:text-violet-300" />
      <p className="text-lg font-semibold text-neutral-900 dark:text-white">
        {type ? t('empty.typeTitle', { type: t(`types.${type}`) }) : t('empty.title')}
      </p>
      <p className="text-neutral-700 dark:text-neutral-300">{t('empty.typeBody')}</p>
      <Link to="/favorites" className={LINK}>
        {t('empty.showAll')}
      </Link>
    </div>
  )
}

/** Previous / next links that keep the type (work without JavaScript). */
export function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  const { t, i18n } = useTranslation('favorites')
  const location = useLocation()
  if (pageCount <= 1) return null
  const number = new Intl.NumberFormat(i18n.language)
  const href = (p: number) => {
    const params = new URLSearchParams(location.search)
    if (p <= 1) params.delete('page')
    else params.set('page', String(p))
    const qs = params.toString()
    return qs ? `?${qs}` : '/favorites'
  }
  const base = buttonVariants({ variant: 'outline', size: 'sm' })
  return (
    <nav aria-label={t('paging.label')} className="mt-8 flex flex-wrap items-center justify-center gap-3">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={base}>
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('paging.previous')}
        </Link>
      )}
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        {t('paging.page', { page: number.format(page), pages: number.format(pageCount) })}
      </p>
      {page < pageCount && (
        <Link to={href(page + 1)} rel="next" className={base}>
          {t('paging.next')}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </Link>
      )}
    </nav>
  )
}

import { BedDouble, BookOpen, Coffee, Disc3, HeartPulse, MapPin, Users, UtensilsCrossed, Wine, type LucideIcon } from 'lucide-react'
import { cn } from '~/utils/cn'

const ICONS: Record<string, LucideIcon> = {
  bar: Wine,
  club: Disc3,
  cafe: Coffee,
  restaurant: UtensilsCrossed,
  'community-centre': Users,
  health: HeartPulse,
  bookshop: BookOpen,
  hotel: BedDouble,
}

/** The lucide icon of a venue category (a map pin for categories added later by admins). */
export function categoryIcon(slug: string | null | undefined): LucideIcon {
  return (slug && ICONS[slug]) || MapPin
}

/**
 * A decorative tile standing in for a photo: the category icon on a brand gradient. Never a
 * broken image; hidden from assistive technology (the name and category are text nearby).
 */
export function CategoryTile({
  slug,
  className,
  iconClassName,
}: {
  slug: string | null | undefined
  className?: string
  iconClassName?: string
}) {
  const Icon = categoryIcon(slug)
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center bg-gradient-to-br from-brand-600 via-fuchsia-600 to-amber-500 text-white shadow-inner',
        className,
      )}
    >
      <Icon className={cn('drop-shadow-sm', iconClassName ?? 'size-1/2')} strokeWidth={1.75} />
    </span>
  )
}

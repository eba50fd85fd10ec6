/**
 * The shared venue vocabulary of the list, the detail page and the forms: the five flags with
 * their URL parameter and icon, badges that name them, and labels of the admin-managed lookup
 * lists (translated by slug, falling back to the name stored in the database).
 */
import { Accessibility, BadgeCheck, HeartHandshake, Home, Rainbow, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/utils/cn'

export const VENUE_FLAGS = [
  { key: 'certifiedSafeSpace', param: 'safe', icon: HeartHandshake },
  { key: 'havenOwned', param: 'owned', icon: Home },
  { key: 'rainbowFriendly', param: 'rainbow', icon: Rainbow },
  { key: 'accessible', param: 'accessible', icon: Accessibility },
  { key: 'communityVerified', param: 'verified', icon: BadgeCheck },
] as const satisfies ReadonlyArray<{ key: string; param: string; icon: LucideIcon }>

export type VenueFlagKey = (typeof VENUE_FLAGS)[number]['key']
export type VenueFlags = Record<VenueFlagKey, boolean>

export type LookupKind = 'categories' | 'amenities' | 'services' | 'accessibility' | 'targetGroups'
export type LookupItem = { id: number; slug: string; name: string }

/** Label of a lookup entry in the reader's language (`venues:<kind>.<slug>`), else its stored name. */
export function useLookupLabel() {
  const { t } = useTranslation('venues')
  return (kind: LookupKind, item: Pick<LookupItem, 'slug' | 'name'>) =>
    t(`${kind}.${item.slug}` as never, { defaultValue: item.name }) as string
}

/** The flags a venue carries, as labelled badges (icon + text; colour is never the only cue). */
export function FlagBadges({ flags, className, size = 'sm' }: { flags: VenueFlags; className?: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation('venues')
  const set = VENUE_FLAGS.filter((f) => flags[f.key])
  if (!set.length) return null
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label={t('flags.listLabel')}>
      {set.map(({ key, icon: Icon }) => (
        <li
          key={key}
          className={cn(
            'inline-flex items-center gap-1 rounded-full border border-brand-600/30 bg-brand-50 font-medium text-brand-800 dark:border-violet-300/40 dark:bg-violet-950/60 dark:text-violet-100',
            size === 'sm' ? 'px-2 py-0.5 text-xs' : 'px-3 py-1 text-sm',
          )}
        >
          <Icon aria-hidden className={size === 'sm' ? 'size-3.5' : 'size-4'} />
          {t(`flags.${key}.label`)}
        </li>
      ))}
    </ul>
  )
}

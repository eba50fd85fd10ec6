import { Link } from '@remix-run/react'
import { UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FOCUS, PANEL } from '~/components/ui/surface'
import type { PersonalityCard as CardData } from '~/models/personalities/list.server'
import { cn } from '~/utils/cn'

/** 'born 1945 · living', '1945–1992', 'born 1912', or null when no year is known. */
export function useLifeDates() {
  const { t } = useTranslation('personalities')
  return ({ birthYear, deathYear }: { birthYear: number | null; deathYear: number | null }) => {
    if (birthYear != null && deathYear != null) return t('life.span', { born: birthYear, died: deathYear })
    if (birthYear != null) return t('life.living', { born: birthYear })
    if (deathYear != null) return t('life.died', { died: deathYear })
    return null
  }
}

/**
 * A portrait from the data (our own /media or an address the editors gave), else a neutral
 * placeholder: no image is fetched from a third party the data does not name.
 */
export function Portrait({ alt, imageUrl, size }: { alt: string; imageUrl: string | null; size: 'card' | 'page' }) {
  const box = size === 'card' ? 'size-16 rounded-full' : 'size-32 rounded-2xl sm:size-40'
  if (imageUrl)
    return (
      <img
        src={imageUrl}
        alt={alt}
        loading={size === 'card' ? 'lazy' : undefined}
        className={cn(box, 'shrink-0 object-cover')}
        width={size === 'card' ? 64 : 160}
        height={size === 'card' ? 64 : 160}
      />
    )
  return (
    <span
      aria-hidden
      className={cn(box, 'flex shrink-0 items-center justify-center bg-brand-50 text-brand-700 dark:bg-violet-400/15 dark:text-violet-200')}
    >
      <UserRound className={size === 'card' ? 'size-8' : 'size-16'} />
    </span>
  )
}

export function PersonalityCard({ person }: { person: CardData }) {
  const lifeDates = useLifeDates()
  const dates = lifeDates(person)
  return (
    <Link
      to={`/personalities/${person.id}`}
      className={cn(PANEL, FOCUS, 'flex h-full items-start gap-4 p-4 hover:border-brand-400 dark:hover:border-violet-400')}
    >
      <Portrait alt="" imageUrl={person.imageUrl} size="card" />
      <span className="min-w-0">
        <span className="block text-lg font-bold text-neutral-950 dark:text-white">{person.name}</span>
        {person.profession && <span className="block text-sm text-neutral-800 dark:text-neutral-200">{person.profession}</span>}
        {person.countryName && (
          <span className="block text-sm text-neutral-700 dark:text-neutral-300">
            {person.flag ? <span aria-hidden>{person.flag} </span> : null}
            {person.countryName}
          </span>
        )}
        {dates && <span className="block text-sm text-neutral-600 dark:text-neutral-400">{dates}</span>}
      </span>
    </Link>
  )
}

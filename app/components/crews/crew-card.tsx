import { Link } from '@remix-run/react'
import { Lock, MapPin, UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FOCUS, PANEL } from '~/components/ui/surface'
import type { CrewCard as CardData } from '~/models/crews/list.server'
import { cn } from '~/utils/cn'

/**
 * A crew as a card (/groups). A crew the viewer sees in full shows its cover, category and
 * place; a listed private crew of which they are not a member only its name, description and
 * size, and 'Request to join' (SPEC §4: a private crew is for its members).
 */
export function CrewCard({ crew }: { crew: CardData }) {
  const { t, i18n } = useTranslation('crews')
  const members = t('list.members', { count: crew.memberCount, formatted: crew.memberCount.toLocaleString(i18n.language) })
  return (
    <article className={cn(PANEL, 'flex h-full flex-col overflow-hidden')}>
      {crew.full && crew.imageUrl ? (
        <img src={crew.imageUrl} alt="" loading="lazy" decoding="async" className="aspect-[3/1] w-full object-cover" />
      ) : (
        <div
          aria-hidden
          className="flex aspect-[3/1] w-full items-center justify-center bg-gradient-to-br from-brand-50 to-violet-100 dark:from-violet-950 dark:to-neutral-900"
        >
          <UsersRound className="size-8 text-brand-700/70 dark:text-violet-300/70" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="text-lg font-bold break-words text-neutral-950 dark:text-white">
          <Link to={`/groups/${crew.id}`} className={cn(FOCUS, 'rounded hover:underline')}>
            <bdi>{crew.name}</bdi>
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700 dark:text-neutral-300">
          {crew.visibility === 'private' && (
            <span className="inline-flex items-center gap-1 font-medium">
              <Lock aria-hidden className="size-3.5" />
              {t('list.private')}
            </span>
          )}
          {crew.full && <span>{t(`categories.${crew.category}`)}</span>}
          <span>{members}</span>
          {crew.full && crew.member && <span className="font-medium text-brand-800 dark:text-violet-200">{t('list.joined')}</span>}
        </p>
        {crew.full && crew.place && (
          <p className="flex items-center gap-1 text-sm text-neutral-600 dark:text-neutral-400">
            <MapPin aria-hidden className="size-3.5 shrink-0" />
            {crew.place}
          </p>
        )}
        {crew.description && <p className="line-clamp-3 text-sm text-pretty text-neutral-700 dark:text-neutral-300">{crew.description}</p>}
        {!crew.full && <p className="mt-auto pt-1 text-sm font-medium text-brand-800 dark:text-violet-200">{t('list.requestToJoin')}</p>}
      </div>
    </article>
  )
}

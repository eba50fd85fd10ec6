import { Link, useFetcher, useLocation } from '@remix-run/react'
import { HeartOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FAVORITES_ACTION, type FavoriteActionData } from '~/components/favorites/favorite-button'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { type FavoriteCard, type FavoriteEntry } from '~/models/favorites/favorites.server'
import { cn } from '~/utils/cn'
import { useHydrated } from '~/utils/use-hydrated'
import { TYPE_ICONS } from './parts'

/** A card's one-line description: category or type, place, date. */
export function useSubtitle() {
  const { t, i18n } = useTranslation(['favorites', 'venues'])
  return (c: FavoriteCard) => {
    const parts: string[] = []
    if (c.tag) parts.push(c.tagKey ? (t(c.tagKey as never, { defaultValue: c.tag }) as string) : c.tag)
    if (c.place) parts.push(c.place)
    if (c.memberCount != null)
      parts.push(
        t('favorites:card.members', { count: c.memberCount, formatted: new Intl.NumberFormat(i18n.language).format(c.memberCount) }),
      )
    return parts.join(' · ')
  }
}

export function formatDate(language: string, at: string, timeZone: string | null, withTime: boolean) {
  try {
    return new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: timeZone ?? 'UTC',
    }).format(new Date(at))
  } catch {
    return new Date(at).toISOString().slice(0, 10)
  }
}

export function FavoriteCardItem({ entry }: { entry: FavoriteEntry }) {
  const { t, i18n } = useTranslation('favorites')
  const subtitle = useSubtitle()
  const fetcher = useFetcher<FavoriteActionData>({ key: `favorite:${entry.type}:${entry.id}` })
  // optimistic: the card leaves as soon as its removal is sent (it comes back if that fails)
  if (fetcher.formData?.get('intent') === 'remove') return null
  const c = entry.card
  const Icon = TYPE_ICONS[entry.type]
  const typeName = t(`typeOne.${entry.type}`)
  const line = c ? subtitle(c) : ''
  return (
    <li>
      <article
        className={cn(
          PANEL,
          'group relative flex h-full gap-4 p-3 transition',
          c ? 'hover:border-brand-600 hover:shadow-md dark:hover:border-violet-300' : 'border-dashed opacity-90',
        )}
      >
        <div className="relative grid size-20 shrink-0 place-items-center overflow-hidden rounded-xl bg-gradient-to-br from-brand-50 to-rose-50 text-brand-700 dark:from-violet-950/70 dark:to-rose-950/40 dark:text-violet-300">
          {c?.imageUrl && c.imageUrl.startsWith('/') ? (
            <img src={c.imageUrl} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            <Icon aria-hidden className={cn('size-8', !c && 'text-neutral-500 dark:text-neutral-400')} />
          )}
        </div>
        <div className="min-w-0 flex-1 py-0.5">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase dark:text-violet-300">{typeName}</p>
          {c ? (
            <>
              <h3 className="mt-0.5 font-semibold leading-snug text-neutral-900 dark:text-white">
                {/* the whole card is the link's target area; the remove button sits above it */}
                <Link to={c.href} className={cn('rounded-sm after:absolute after:inset-0 after:rounded-2xl hover:underline', FOCUS)}>
                  {c.title}
                </Link>
              </h3>
              {line && <p className="mt-1 line-clamp-2 text-sm text-neutral-600 dark:text-neutral-400">{line}</p>}
              {(c.date || c.status) && (
                <p className="mt-1.5 flex flex-wrap items-center gap-1.5 text-sm text-neutral-700 dark:text-neutral-300">
                  {c.date && (
                    <time dateTime={c.date.at} className={cn(c.status === 'cancelled' && 'line-through')}>
                      {formatDate(i18n.language, c.date.at, c.date.timeZone, entry.type === 'event')}
                    </time>
                  )}
                  {c.status && (
                    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
                      {t(`card.${c.status}`)}
                    </span>
                  )}
                </p>
              )}
            </>
          ) : (
            <>
              <h3 className="mt-0.5 font-semibold text-neutral-800 dark:text-neutral-200">{t('card.unavailable')}</h3>
              <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{t('card.unavailableBody', { type: typeName })}</p>
            </>
          )}
        </div>
        <RemoveButton
          fetcher={fetcher}
          entry={entry}
          label={c ? t('card.removeLabel', { label: c.title }) : t('card.removeUnavailable', { type: typeName })}
        />
      </article>
    </li>
  )
}

export function RemoveButton({
  fetcher,
  entry,
  label,
}: {
  fetcher: ReturnType<typeof useFetcher<FavoriteActionData>>
  entry: FavoriteEntry
  label: string
}) {
  const { t } = useTranslation('favorites')
  const location = useLocation()
  const hydrated = useHydrated()
  return (
    <fetcher.Form
      method="post"
      action={FAVORITES_ACTION}
      className="relative z-10 self-start"
      onSubmit={() => document.getElementById('faves-results')?.focus()}
    >
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="type" value={entry.type} />
      <input type="hidden" name="id" value={entry.id} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated && <input type="hidden" name="via" value="fetch" />}
      <button
        type="submit"
        aria-label={label}
        title={label}
        className={cn(
          'inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-neutral-600 transition-colors hover:bg-rose-50 hover:text-rose-700',
          'dark:text-neutral-400 dark:hover:bg-rose-400/10 dark:hover:text-rose-300',
          FOCUS,
        )}
      >
        <HeartOff aria-hidden className="size-5" />
        <span className="sr-only">{t('card.remove')}</span>
      </button>
    </fetcher.Form>
  )
}

import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useActionData, useFetcher, useLoaderData, useLocation } from '@remix-run/react'
import {
  BookOpen,
  CalendarDays,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
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
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { getCurrentUser, requireUser } from '~/auth/permissions.server'
import { FAVORITES_ACTION, type FavoriteActionData } from '~/components/favorites/favorite-button'
import { FOCUS, PANEL } from '~/components/pages/page-layout'
import { buttonVariants } from '~/components/ui/button'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { createI18nInstance, getLanguage } from '~/i18n/i18next.server'
import {
  addFavorite,
  FAVORITE_TARGET_TYPES,
  isFavoriteTargetType,
  listFavorites,
  removeFavorite,
  toggleFavorite,
  type FavoriteCard,
  type FavoriteEntry,
  type FavoriteTargetType,
} from '~/models/favorites/favorites.server'
import { cn } from '~/utils/cn'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * /favorites ('Faves', SPEC header user menu): the signed-in member's saved items of every type,
 * with a filter per type (only types that have favorites, 'All' first), remove buttons and pages.
 * Private: members only, never cached, not indexed.
 *
 * Its action is where every FavoriteButton posts (intent add|remove|toggle, type, id,
 * redirectTo). Without JavaScript it redirects back to `redirectTo` with a toast; a fetcher
 * (hidden field via=fetch) gets JSON (FavoriteActionData) instead. A target that does not exist
 * or is hidden from the member answers 404 either way, like an unknown id.
 */
export const handle = { i18n: ['favorites', 'venues'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  const url = new URL(request.url)
  const rawType = url.searchParams.get('type')
  const type = isFavoriteTargetType(rawType) ? rawType : null
  const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10)
  const language = await getLanguage(request)
  const [result, i18n] = await Promise.all([
    listFavorites(getDb(context.cloudflare.env.DB), user.id, { type, page: Number.isFinite(page) ? page : 1, language }),
    createI18nInstance(language),
  ])
  return data({ ...result, title: `${i18n.t('favorites:metaTitle')} — ${APP_NAME}` }, { headers: PRIVATE })
}

export const headers: HeadersFunction = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

// ---------------------------------------------------------------- action

const ActionSchema = z.object({
  intent: z.enum(['add', 'remove', 'toggle']),
  type: z.enum(FAVORITE_TARGET_TYPES),
  id: z.string().trim().min(1).max(64),
  redirectTo: z.string().max(2000).optional(),
  via: z.literal('fetch').optional(),
})

type ActionError = { ok: false; error: 'notFound' | 'invalid'; message: string }

/** Toast values are capped at 100 characters (app/utils/toast.server.ts). */
const short = (text: string) => (text.length > 100 ? `${text.slice(0, 99)}…` : text)

export async function action({ request, context }: ActionFunctionArgs) {
  let form: FormData | null = null
  try {
    form = await request.formData()
  } catch {
    form = null
  }
  const value = (name: string) => {
    const v = form?.get(name)
    return typeof v === 'string' ? v : undefined
  }
  const back = safeRedirect(value('redirectTo'), '/favorites')
  const viaFetch = value('via') === 'fetch'

  const user = await getCurrentUser(request, context)
  if (!user) {
    // a visitor (or an expired session): sign in, then come back to the page of the button
    throw await redirectWithToast(back === '/' ? '/auth' : `/auth?redirectTo=${encodeURIComponent(back)}`, {
      titleKey: 'errors:guard.authRequiredTitle',
      descriptionKey: 'errors:guard.authRequiredBody',
      variant: 'destructive',
    })
  }
  const language = await getLanguage(request)
  const i18n = await createI18nInstance(language)
  const refuse = (error: ActionError['error'], status: number) =>
    data<ActionError>({ ok: false, error, message: i18n.t(error === 'notFound' ? 'favorites:toasts.notFound' : 'favorites:toasts.invalid') }, { status })

  const parsed = ActionSchema.safeParse({
    intent: value('intent'),
    type: value('type'),
    id: value('id'),
    redirectTo: value('redirectTo'),
    via: value('via'),
  })
  if (!form || !parsed.success) return refuse('invalid', 400)
  const { intent, type, id } = parsed.data
  const db = getDb(context.cloudflare.env.DB)
  const run = intent === 'add' ? addFavorite : intent === 'remove' ? removeFavorite : toggleFavorite
  const change = await run(db, user.id, type, id, language)
  if (!change.ok) return refuse('notFound', 404)

  if (viaFetch) {
    return data<FavoriteActionData>({ ok: true, type: change.type, id: change.id, favorited: change.favorited }, { headers: PRIVATE })
  }
  return redirectWithToast(back, {
    titleKey: change.favorited ? 'favorites:toasts.added' : 'favorites:toasts.removed',
    descriptionKey: change.title ? 'favorites:toasts.item' : undefined,
    values: change.title ? { title: short(change.title) } : undefined,
    variant: 'success',
  })
}

// ---------------------------------------------------------------- page

const TYPE_ICONS: Record<FavoriteTargetType, LucideIcon> = {
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
const TYPE_ORDER = Object.keys(TYPE_ICONS) as FavoriteTargetType[]

const LINK = cn('rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-violet-300', FOCUS)

export default function Favorites() {
  const result = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, i18n } = useTranslation('favorites')
  const number = new Intl.NumberFormat(i18n.language)
  const { counts, type, entries } = result
  const typesWithFaves = TYPE_ORDER.filter((k) => counts.byType[k] > 0)
  const failed = actionData && 'ok' in actionData && !actionData.ok ? (actionData as ActionError) : null

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">
            <span className="grid size-11 place-items-center rounded-2xl bg-rose-100 text-rose-700 dark:bg-rose-400/15 dark:text-rose-300">
              <Heart aria-hidden className="size-6 fill-current" />
            </span>
            {t('title')}
          </h1>
          <p className="mt-3 max-w-2xl text-neutral-700 dark:text-neutral-300">{t('intro')}</p>
        </div>
        {counts.total > 0 && (
          <p className="text-sm font-medium text-neutral-700 dark:text-neutral-300">
            {t('countLabel', { count: counts.total, formatted: number.format(counts.total) })}
          </p>
        )}
      </header>

      {failed && (
        <p role="alert" className="mt-6 flex items-center gap-2 rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-300/30 dark:bg-red-950/50 dark:text-red-200">
          <CircleAlert aria-hidden className="size-4 shrink-0" />
          {failed.message}
        </p>
      )}

      {counts.total === 0 ? (
        <EmptyAll />
      ) : (
        <>
          <nav aria-label={t('filterLabel')} className="mt-8">
            <ul className="flex flex-wrap gap-2">
              <TypeLink type={null} current={type} count={counts.total} />
              {typesWithFaves.map((k) => (
                <TypeLink key={k} type={k} current={type} count={counts.byType[k]} />
              ))}
            </ul>
          </nav>

          <section aria-labelledby="faves-results" className="mt-6">
            {/* focus lands here when a removed card leaves the list (its button goes with it) */}
            <h2 id="faves-results" tabIndex={-1} className="sr-only">
              {type ? t(`types.${type}`) : t('resultsLabel')}
            </h2>
            {entries.length === 0 ? (
              <EmptyType type={type} />
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {entries.map((entry) => (
                  <FavoriteCardItem key={`${entry.type}:${entry.id}`} entry={entry} />
                ))}
              </ul>
            )}
          </section>
          <Pager page={result.page} pageCount={result.pageCount} />
        </>
      )}
    </div>
  )
}

function TypeLink({ type, current, count }: { type: FavoriteTargetType | null; current: FavoriteTargetType | null; count: number }) {
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

/** A card's one-line description: category or type, place, date. */
function useSubtitle() {
  const { t, i18n } = useTranslation(['favorites', 'venues'])
  return (c: FavoriteCard) => {
    const parts: string[] = []
    if (c.tag) parts.push(c.tagKey ? (t(c.tagKey as never, { defaultValue: c.tag }) as string) : c.tag)
    if (c.place) parts.push(c.place)
    if (c.memberCount != null) parts.push(t('favorites:card.members', { count: c.memberCount, formatted: new Intl.NumberFormat(i18n.language).format(c.memberCount) }))
    return parts.join(' · ')
  }
}

function formatDate(language: string, at: string, timeZone: string | null, withTime: boolean) {
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

function FavoriteCardItem({ entry }: { entry: FavoriteEntry }) {
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

function RemoveButton({ fetcher, entry, label }: { fetcher: ReturnType<typeof useFetcher<FavoriteActionData>>; entry: FavoriteEntry; label: string }) {
  const { t } = useTranslation('favorites')
  const location = useLocation()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
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

function EmptyAll() {
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

function EmptyType({ type }: { type: FavoriteTargetType | null }) {
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
function Pager({ page, pageCount }: { page: number; pageCount: number }) {
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

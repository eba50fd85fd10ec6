import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CircleAlert, Heart } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { getCurrentUser, requireUser, signInRedirect } from '~/auth/permissions.server'
import { type FavoriteActionData } from '~/components/favorites/favorite-button'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import {
  addFavorite,
  FAVORITE_TARGET_TYPES,
  isFavoriteTargetType,
  listFavorites,
  removeFavorite,
  toggleFavorite,
} from '~/models/favorites/favorites.server'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'
import { FavoriteCardItem } from './__favorites/card'
import { EmptyAll, EmptyType, Pager, TYPE_ORDER, TypeLink } from './__favorites/parts'

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
    serverI18n(language),
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
    throw await signInRedirect(back)
  }
  const language = await getLanguage(request)
  const i18n = await serverI18n(language)
  const refuse = (error: ActionError['error'], status: number) =>
    data<ActionError>(
      { ok: false, error, message: i18n.t(error === 'notFound' ? 'favorites:toasts.notFound' : 'favorites:toasts.invalid') },
      { status },
    )

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
        <p
          role="alert"
          className="mt-6 flex items-center gap-2 rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-300/30 dark:bg-red-950/50 dark:text-red-200"
        >
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

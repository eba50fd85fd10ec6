/**
 * The heart that saves any content to the member's Faves (SPEC header: /favorites 'Faves').
 *
 * A plain form posting to /favorites (intent add|remove, type, id, redirectTo = this page): it
 * works without JavaScript (the action redirects back here with a toast). Once hydrated it runs
 * through a fetcher with an optimistic toggle and shows the toast itself. Visitors get a link to
 * /auth that brings them back. The accessible name stays 'Save {label} to Faves' and
 * `aria-pressed` carries the state (a toggle's name must not change with its state); the
 * tooltip names the next action.
 *
 * The page must load the `favorites` namespace: `handle = { i18n: [..., 'favorites'] }`.
 */
import { Link, useFetcher, useLocation, useRouteLoaderData } from '@remix-run/react'
import { Heart } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '~/components/ui/use-toast'
import type { FavoriteTargetType } from '~/db/schema/social'
import type { loader as rootLoader } from '~/root'
import { cn } from '~/utils/cn'
import { useHydrated } from '~/utils/use-hydrated'

/** What POST /favorites answers to a fetcher (without JavaScript it redirects instead). */
export type FavoriteActionData =
  { ok: true; type: FavoriteTargetType; id: string; favorited: boolean } | { ok: false; error: 'notFound' | 'invalid' }

export const FAVORITES_ACTION = '/favorites'

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-violet-300'

const NOT_SAVED_BORDER = 'border-neutral-300 dark:border-neutral-600'

const SHAPES = {
  /** A round icon button, for cards. */
  icon: 'size-10 rounded-full',
  /** Icon and the word 'Save', for detail pages. */
  pill: 'h-10 gap-2 rounded-full px-4 text-sm font-medium',
} as const

export function FavoriteButton({
  type,
  id,
  favorited,
  label,
  variant = 'icon',
  className,
}: {
  type: FavoriteTargetType
  id: string | number
  favorited: boolean
  /** The item's name, for the accessible label. */
  label: string
  variant?: keyof typeof SHAPES
  className?: string
}) {
  const { t } = useTranslation('favorites')
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  // one fetcher per item: two buttons for the same item on a page stay in step
  const fetcher = useFetcher<FavoriteActionData>({ key: `favorite:${type}:${id}` })
  const hydrated = useHydrated()

  const settled = fetcher.state === 'idle' && fetcher.data?.ok ? fetcher.data.favorited : favorited
  const pressed = fetcher.formData ? fetcher.formData.get('intent') === 'add' : settled

  // the toast of a finished request (once per answer)
  const shown = useRef<FavoriteActionData | undefined>(undefined)
  useEffect(() => {
    const data = fetcher.data
    if (fetcher.state !== 'idle' || !data || shown.current === data) return
    shown.current = data
    if (data.ok) toast({ title: t(data.favorited ? 'toasts.added' : 'toasts.removed'), description: label, variant: 'success' })
    else if (data.error === 'notFound')
      toast({ title: t('toasts.notFound'), description: t('toasts.notFoundBody'), variant: 'destructive' })
    else toast({ title: t('toasts.invalid'), description: t('toasts.invalidBody'), variant: 'destructive' })
  }, [fetcher.state, fetcher.data, label, t])

  const look = cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center border transition-colors',
    'bg-white/90 text-neutral-800 hover:border-rose-500 hover:text-rose-700',
    'dark:bg-neutral-900/90 dark:text-neutral-100 dark:hover:border-rose-300 dark:hover:text-rose-200',
    'motion-safe:active:scale-95 [.reduce-motion_&]:active:scale-100',
    FOCUS,
    SHAPES[variant],
    className,
  )
  const heart = (filled: boolean) => (
    <Heart
      aria-hidden
      className={cn(
        'size-5 transition-transform motion-reduce:transition-none [.reduce-motion_&]:transition-none',
        filled && 'fill-rose-600 text-rose-600 motion-safe:scale-110 dark:fill-rose-400 dark:text-rose-400',
      )}
    />
  )

  if (!root?.user) {
    return (
      <Link
        to={`/auth?redirectTo=${encodeURIComponent(here)}`}
        className={cn(look, NOT_SAVED_BORDER)}
        aria-label={t('button.signIn', { label })}
        title={t('button.signIn', { label })}
      >
        {heart(false)}
        {variant === 'pill' && <span>{t('button.notSaved')}</span>}
      </Link>
    )
  }

  const next = pressed ? 'remove' : 'add'
  return (
    <fetcher.Form method="post" action={FAVORITES_ACTION} className="inline-flex">
      <input type="hidden" name="intent" value={next} />
      <input type="hidden" name="type" value={type} />
      <input type="hidden" name="id" value={String(id)} />
      <input type="hidden" name="redirectTo" value={here} />
      {hydrated && <input type="hidden" name="via" value="fetch" />}
      <button
        type="submit"
        aria-pressed={pressed}
        aria-label={t('button.save', { label })}
        title={t(pressed ? 'button.remove' : 'button.save', { label })}
        className={cn(look, pressed ? 'border-rose-500/70 dark:border-rose-300/60' : NOT_SAVED_BORDER)}
      >
        {heart(pressed)}
        {/* the visible word stays in the accessible name (WCAG 2.5.3); the heart shows the state */}
        {variant === 'pill' && <span>{t('button.notSaved')}</span>}
      </button>
    </fetcher.Form>
  )
}

import { Link } from '@remix-run/react'
import { LogIn, Star } from 'lucide-react'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { buttonVariants } from '~/components/ui/button'
import { safeTimeZone } from '~/models/venues/opening-hours'
import type { ReviewItem } from '~/models/venues/reviews.server'
import { cn } from '~/utils/cn'

export { FOCUS, PANEL }

/** A contribution card (check-in, reviews, photos): a panel with a heading row. */
export function ContributionPanel({
  id,
  headingId,
  icon: Icon,
  title,
  aside,
  children,
  className,
}: {
  id: string
  headingId: string
  icon: typeof Star
  title: ReactNode
  aside?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={cn(PANEL, 'scroll-mt-24 p-5 sm:p-6', className)}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
          <Icon aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  )
}

/** The sign-in link shown to visitors instead of a form; brings them back to this venue. */
export function SignInPrompt({ venueId, children }: { venueId: number; children: ReactNode }) {
  return (
    <Link
      to={`/auth?redirectTo=${encodeURIComponent(`/venues/${venueId}`)}`}
      className={buttonVariants({ variant: 'outline', className: 'w-full sm:w-auto' })}
    >
      <LogIn aria-hidden className="size-4 rtl:rotate-180" />
      {children}
    </Link>
  )
}

/** Read-only stars; the text for screen readers says '4.5 out of 5'. */
export function Stars({ rating, size = 'sm', className }: { rating: number; size?: 'sm' | 'lg'; className?: string }) {
  const { t } = useTranslation('venues')
  const rounded = Math.round(rating * 2) / 2
  const icon = size === 'lg' ? 'size-5' : 'size-4'
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)}>
      <span className="sr-only">{t('rating.stars', { rating: formatRating(rating) })}</span>
      {[1, 2, 3, 4, 5].map((n) => {
        const full = rounded >= n
        const half = !full && rounded >= n - 0.5
        return (
          <span key={n} aria-hidden className={cn('relative inline-block', icon)}>
            <Star className={cn(icon, 'text-neutral-400 dark:text-neutral-500')} />
            {(full || half) && (
              <span className={cn('absolute inset-y-0 start-0 overflow-hidden', full ? 'w-full' : 'w-1/2')}>
                <Star className={cn(icon, 'fill-amber-400 text-amber-600 dark:fill-amber-300 dark:text-amber-300')} />
              </span>
            )}
          </span>
        )
      })}
    </span>
  )
}

export const formatRating = (rating: number) => (Math.round(rating * 10) / 10).toFixed(1)

/**
 * Rating picker: five radio buttons drawn as stars. The highlight is pure CSS (a label lights
 * up when its own radio or a later one is checked), so it works before hydration too; arrow
 * keys move along the stars as in any radio group.
 */
export function StarInput({
  name,
  legend,
  defaultValue,
  error,
  errorId,
  idPrefix,
}: {
  name: string
  legend: string
  defaultValue?: number
  error?: string
  /** The id of the error message (the form names it). */
  errorId: string
  idPrefix: string
}) {
  const { t } = useTranslation('venue')
  return (
    <fieldset id={idPrefix} tabIndex={-1} aria-describedby={error ? errorId : undefined} className="outline-none">
      <legend className="font-medium text-neutral-900 dark:text-white">{legend}</legend>
      <div className="mt-1.5 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <Fragment key={n}>
            <input
              type="radio"
              id={`${idPrefix}-${n}`}
              name={name}
              value={n}
              required
              defaultChecked={defaultValue === n}
              className="sr-only"
            />
            <label
              htmlFor={`${idPrefix}-${n}`}
              className={cn(
                'cursor-pointer rounded-md p-1 text-neutral-400 transition-colors hover:text-amber-500 dark:text-neutral-500 dark:hover:text-amber-300',
                '[input:checked+&]:text-amber-500 [&:has(~input:checked)]:text-amber-500 dark:[input:checked+&]:text-amber-300 dark:[&:has(~input:checked)]:text-amber-300',
                '[input:focus-visible+&]:outline-2 [input:focus-visible+&]:outline-offset-1 [input:focus-visible+&]:outline-brand-600 dark:[input:focus-visible+&]:outline-violet-300',
              )}
            >
              <Star aria-hidden className="size-7 fill-current" />
              <span className="sr-only">{t('reviews.form.stars', { count: n })}</span>
            </label>
          </Fragment>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}

/** Up to two initials from a display name. */
function initialsOf(name: string | null | undefined) {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words
  return letters.map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '').join('') || '?'
}

export function MemberAvatar({ name, url }: { name: string | null; url: string | null }) {
  return (
    <span
      aria-hidden
      className="grid size-10 shrink-0 place-items-center overflow-hidden rounded-full bg-gradient-to-br from-fuchsia-600 via-brand-700 to-indigo-700 text-sm font-semibold text-white"
    >
      {url ? (
        <img src={url} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-full object-cover" />
      ) : (
        initialsOf(name)
      )}
    </span>
  )
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** Numbers and dates in the interface language; dates in the venue's zone (same on server and client). */
export function useContributionFormat(timezone: string | null) {
  const { i18n } = useTranslation()
  const language = i18n.language
  const zone = safeTimeZone(timezone)
  const key = `${language}:${zone}`
  let date = dateFormats.get(key)
  if (!date) {
    date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: zone })
    dateFormats.set(key, date)
  }
  const number = new Intl.NumberFormat(language)
  return {
    number: (n: number) => number.format(n),
    date: (iso: string) => date.format(new Date(iso)),
  }
}

/** A review's stars, date and text (the member's own and everyone else's). */
export function ReviewBody({ review, f }: { review: ReviewItem; f: ReturnType<typeof useContributionFormat> }) {
  const { t } = useTranslation('venue')
  return (
    <div className="mt-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="text-sm text-neutral-600 dark:text-neutral-400">
          <time dateTime={review.createdAt}>{f.date(review.createdAt)}</time>
          {review.editedAt ? <> · {t('reviews.item.edited')}</> : null}
        </span>
      </div>
      {/* members write in any language: dir=auto lets a Latin review read left to right on an Arabic page */}
      {review.body ? (
        <p dir="auto" className="mt-2 text-start whitespace-pre-line break-words text-neutral-800 dark:text-neutral-200">
          {review.body}
        </p>
      ) : null}
    </div>
  )
}

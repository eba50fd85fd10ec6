import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import {
  Accessibility,
  Building2,
  Check,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  ExternalLink,
  ImageUp,
  MapPin,
  MessageSquareQuote,
  Rainbow,
  X,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { formObject } from '~/models/accounts/schema'
import { FOCUS, PANEL } from '~/components/pages/page-layout'
import { buttonVariants } from '~/components/ui/button'
import { describedBy, Field, INPUT_CLASS } from '~/components/ui/field'
import { useLookupLabel } from '~/components/venues/vocabulary'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { createI18nInstance, getLanguage } from '~/i18n/i18next.server'
import {
  approveVenue,
  countPendingPhotos,
  decidePhoto,
  listPendingPhotos,
  listPendingVenues,
  MODERATION_LIMITS,
  parseModeration,
  rejectVenue,
  type ClaimableFlag,
  type Decision,
  type PendingPhoto,
  type PendingVenue,
} from '~/models/venues/moderation.server'
import { cn } from '~/utils/cn'
import { clientIpHash } from '~/utils/rate-limit.server'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * /admin/venues (moderators and admins): the two venue queues — suggested venues (approve and
 * publish, or reject with a note the member reads) and photos of new members (approve or
 * reject). Every form is a plain POST that works without JavaScript; the action checks the
 * role again, validates with zod (translated messages), acts only on what still waits, and
 * redirects back with a toast. The model tells the suggester and writes the audit trail.
 */
export const handle = { i18n: ['admin', 'venues'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }
const PATH = '/admin/venues'

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)
  const page = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10)
  const [suggestions, photos, photoCount, i18n] = await Promise.all([
    listPendingVenues(db, { page: Number.isFinite(page) ? page : 1, language }),
    listPendingPhotos(db, MODERATION_LIMITS.photos),
    countPendingPhotos(db),
    createI18nInstance(language),
  ])
  return data(
    { suggestions, photos, photoCount, limits: MODERATION_LIMITS, title: `${i18n.t('admin:venues.metaTitle')} — ${APP_NAME}` },
    { headers: PRIVATE },
  )
}

export const headers: HeadersFunction = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

// ---------------------------------------------------------------- action

type ActionData = { intent: string; target: string | null; errors: Record<string, string>; formError?: string }

export async function action({ request, context }: ActionFunctionArgs) {
  // the role again: a member posting here is sent away like on the page
  const moderator = await requireRole(request, context, 'moderator')
  const env = context.cloudflare.env
  const i18n = await createI18nInstance(await getLanguage(request))
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, { ...values, max: MODERATION_LIMITS.noteMax })

  let raw: Record<string, unknown>
  try {
    raw = formObject(await request.formData())
  } catch {
    return data<ActionData>({ intent: '', target: null, errors: {}, formError: t('admin:venues.errors.invalid') }, { status: 400 })
  }
  const intent = typeof raw.intent === 'string' ? raw.intent : ''
  const target = typeof raw.venueId === 'string' ? raw.venueId : typeof raw.photoId === 'string' ? raw.photoId : null
  const back = (anchor: string) => {
    const to = safeRedirect(typeof raw.redirectTo === 'string' ? raw.redirectTo : undefined, PATH)
    return `${to.startsWith(PATH) ? to.split('#')[0] : PATH}#${anchor}`
  }

  const parsed = parseModeration(raw)
  if (!parsed.ok) {
    const errors = Object.fromEntries(Object.entries(parsed.errors).map(([field, key]) => [field, t(key)]))
    const { form: formError, ...fields } = errors
    return data<ActionData>({ intent, target, errors: fields, formError }, { status: 400 })
  }
  const input = parsed.input
  const db = getDb(env.DB)
  const who = { id: moderator.id, ipHash: await clientIpHash(request) }
  let decision: Decision
  switch (input.intent) {
    case 'approveVenue':
      decision = await approveVenue(db, who, input)
      break
    case 'rejectVenue':
      decision = await rejectVenue(db, who, input)
      break
    case 'approvePhoto':
    case 'rejectPhoto':
      decision = await decidePhoto(db, env.MEDIA, who, {
        photoId: input.photoId,
        decision: input.intent === 'approvePhoto' ? 'approved' : 'rejected',
      })
      break
  }
  const photo = input.intent === 'approvePhoto' || input.intent === 'rejectPhoto'
  if (!decision.ok) {
    const key =
      decision.reason === 'not-pending'
        ? 'admin:venues.errors.notPending'
        : photo
          ? 'admin:venues.errors.unknownPhoto'
          : 'admin:venues.errors.unknownVenue'
    return data<ActionData>({ intent, target, errors: {}, formError: t(key) }, { status: decision.reason === 'not-pending' ? 409 : 404 })
  }
  const toast = {
    approveVenue: ['approved', 'approvedBody'],
    rejectVenue: ['rejected', 'rejectedBody'],
    approvePhoto: ['photoApproved', 'photoApprovedBody'],
    rejectPhoto: ['photoRejected', 'photoRejectedBody'],
  }[input.intent]
  const name = decision.name.length > 100 ? `${decision.name.slice(0, 99)}…` : decision.name
  return redirectWithToast(back(photo ? 'photos' : 'suggestions'), {
    titleKey: `admin:venues.toasts.${toast[0]}`,
    descriptionKey: `admin:venues.toasts.${toast[1]}`,
    values: { name },
    variant: 'success',
  })
}

// ---------------------------------------------------------------- page

const LINK = cn('rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-violet-300', FOCUS)
const CLAIM_ICONS: Record<ClaimableFlag, typeof Rainbow> = { rainbowFriendly: Rainbow, accessible: Accessibility }

function useDate() {
  const { i18n } = useTranslation()
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  return (iso: string) => format.format(new Date(iso))
}

export default function AdminVenues() {
  const { suggestions, photos, photoCount, limits } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, i18n } = useTranslation('admin')
  const number = new Intl.NumberFormat(i18n.language)
  const queues = [
    { id: 'suggestions', label: t('venues.suggestions.title'), count: suggestions.total, icon: Building2 },
    { id: 'photos', label: t('venues.photos.title'), count: photoCount, icon: ImageUp },
  ]
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <Link to="/admin" className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('venues.backToDashboard')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('venues.title')}</h1>
      <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{t('venues.intro')}</p>

      <nav aria-label={t('venues.queuesLabel')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {queues.map(({ id, label, count, icon: Icon }) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className={cn(
                  'inline-flex h-10 items-center gap-2 rounded-full border border-neutral-300 bg-white/80 px-4 text-sm font-medium text-neutral-800 hover:border-brand-600 hover:text-brand-700 dark:border-neutral-700 dark:bg-neutral-900/80 dark:text-neutral-100 dark:hover:border-violet-300 dark:hover:text-violet-200',
                  FOCUS,
                )}
              >
                <Icon aria-hidden className="size-4" />
                {label}
                <span
                  className={cn(
                    'rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
                    count > 0 ? 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200' : 'bg-neutral-900/5 dark:bg-white/10',
                  )}
                >
                  {number.format(count)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {actionData?.formError && !actionData.target && <Alert>{actionData.formError}</Alert>}

      <section id="suggestions" aria-labelledby="suggestions-heading" className="mt-10 scroll-mt-24">
        <QueueHeading id="suggestions-heading" title={t('venues.suggestions.title')} count={suggestions.total} kind="suggestions" />
        {suggestions.items.length === 0 ? (
          <Empty>{t('venues.suggestions.empty')}</Empty>
        ) : (
          <ul className="space-y-5">
            {suggestions.items.map((venue) => (
              <li key={venue.id}>
                <SuggestionCard venue={venue} limits={limits} failed={actionData?.target === String(venue.id) ? actionData : null} />
              </li>
            ))}
          </ul>
        )}
        <Pager page={suggestions.page} pageCount={suggestions.pageCount} />
      </section>

      <section id="photos" aria-labelledby="photos-heading" className="mt-12 scroll-mt-24">
        <QueueHeading id="photos-heading" title={t('venues.photos.title')} count={photoCount} kind="photos" />
        {photos.length === 0 ? (
          <Empty>{t('venues.photos.empty')}</Empty>
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {photos.map((photo) => (
                <li key={photo.id}>
                  <PhotoCard photo={photo} failed={actionData?.target === photo.id ? actionData : null} />
                </li>
              ))}
            </ul>
            {photoCount > photos.length && (
              <p className="mt-4 text-sm text-neutral-600 dark:text-neutral-400">
                {t('venues.photos.more', { shown: number.format(photos.length) })}
              </p>
            )}
          </>
        )}
      </section>
    </div>
  )
}

function QueueHeading({ id, title, count, kind }: { id: string; title: string; count: number; kind: 'suggestions' | 'photos' }) {
  const { t, i18n } = useTranslation('admin')
  return (
    <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
      <h2 id={id} className="text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
        {title}
      </h2>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        {t(`venues.${kind}.count`, { count, formatted: new Intl.NumberFormat(i18n.language).format(count) })}
      </p>
    </div>
  )
}

function Alert({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="alert"
      className="mt-4 flex items-start gap-2 rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-300/30 dark:bg-red-950/50 dark:text-red-200"
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  )
}

function Empty({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className={cn(PANEL, 'flex items-center gap-3 px-5 py-6 text-neutral-700 dark:text-neutral-300')}>
      <Check aria-hidden className="size-5 text-emerald-700 dark:text-emerald-300" />
      {children}
    </p>
  )
}

/** Disables a form's buttons while it is being sent (after hydration). */
function useBusy(intent: string, target: string) {
  const navigation = useNavigation()
  const form = navigation.formData
  return !!form && form.get('intent') === intent && (form.get('venueId') === target || form.get('photoId') === target)
}

function SuggestionCard({ venue, limits, failed }: { venue: PendingVenue; limits: { noteMin: number; noteMax: number }; failed: ActionData | null }) {
  const { t } = useTranslation(['admin', 'venues'])
  const lookup = useLookupLabel()
  const date = useDate()
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const id = `venue-${venue.id}`
  const errors = failed?.errors ?? {}
  const rejectOpen = failed?.intent === 'rejectVenue'
  const approving = useBusy('approveVenue', String(venue.id))
  const rejecting = useBusy('rejectVenue', String(venue.id))
  const facts: { label: string; value: React.ReactNode }[] = [
    { label: t('admin:venues.suggestions.category'), value: venue.category ? lookup('categories', venue.category) : '—' },
    { label: t('admin:venues.suggestions.place'), value: [venue.city, venue.country].filter(Boolean).join(', ') },
    { label: t('admin:venues.suggestions.address'), value: venue.address ?? '—' },
    {
      label: t('admin:venues.suggestions.website'),
      value: venue.website ? (
        <a href={venue.website} target="_blank" rel="noopener noreferrer nofollow ugc" className={cn(LINK, 'inline-flex items-center gap-1 break-all')}>
          {venue.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
          <ExternalLink aria-hidden className="size-3.5 shrink-0" />
          <span className="sr-only">{t('admin:venues.suggestions.newTab')}</span>
        </a>
      ) : (
        '—'
      ),
    },
  ]
  if (venue.phone) facts.push({ label: t('admin:venues.suggestions.phone'), value: venue.phone })

  return (
    <article aria-labelledby={`${id}-name`} className={cn(PANEL, 'p-5 sm:p-6')}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-name`} className="text-lg font-bold text-neutral-950 dark:text-white">
            {venue.name}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-600 dark:text-neutral-400">
            <MapPin aria-hidden className="size-4" />
            <span>{[venue.city, venue.country].filter(Boolean).join(', ')}</span>
            <span aria-hidden>·</span>
            <span>
              {t('admin:venues.suggestions.suggestedBy', { name: venue.suggestedBy?.name || t('admin:venues.suggestions.unknownMember') })}{' '}
              <time dateTime={venue.createdAt}>{t('admin:venues.suggestions.suggestedOn', { date: date(venue.createdAt) })}</time>
            </span>
          </p>
        </div>
        {venue.category && (
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-violet-400/15 dark:text-violet-200">
            {lookup('categories', venue.category)}
          </span>
        )}
      </header>

      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">{fact.label}</dt>
            <dd className="mt-0.5 break-words text-neutral-900 dark:text-neutral-100">{fact.value}</dd>
          </div>
        ))}
        <div className="sm:col-span-2">
          <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
            {t('admin:venues.suggestions.description')}
          </dt>
          <dd className="mt-0.5 whitespace-pre-line text-neutral-900 dark:text-neutral-100">
            {venue.description || <span className="text-neutral-600 italic dark:text-neutral-400">{t('admin:venues.suggestions.noDescription')}</span>}
          </dd>
        </div>
      </dl>

      {(venue.claims.length > 0 || venue.memberNote) && (
        <div className="mt-4 rounded-xl border border-brand-600/20 bg-brand-50/60 p-4 dark:border-violet-300/20 dark:bg-violet-950/30">
          {venue.claims.length > 0 && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-800 dark:text-neutral-200">
              {t('admin:venues.suggestions.claims')}
              {venue.claims.map((claim) => {
                const Icon = CLAIM_ICONS[claim]
                return (
                  <span key={claim} className="inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-neutral-900 dark:text-violet-200">
                    <Icon aria-hidden className="size-3.5" />
                    {t(`venues:flags.${claim}.label`)}
                  </span>
                )
              })}
            </p>
          )}
          {venue.memberNote && (
            <figure className={cn(venue.claims.length > 0 && 'mt-3')}>
              <figcaption className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
                <MessageSquareQuote aria-hidden className="size-4" />
                {t('admin:venues.suggestions.memberNote')}
              </figcaption>
              <blockquote className="mt-1 whitespace-pre-line text-neutral-900 dark:text-neutral-100">{venue.memberNote}</blockquote>
            </figure>
          )}
        </div>
      )}

      {failed?.formError && <Alert>{failed.formError}</Alert>}

      <div className="mt-5 grid gap-4 border-t border-neutral-200 pt-5 lg:grid-cols-2 dark:border-neutral-800">
        <Form method="post" className="space-y-4" aria-labelledby={`${id}-approve`}>
          <input type="hidden" name="intent" value="approveVenue" />
          <input type="hidden" name="venueId" value={venue.id} />
          <input type="hidden" name="redirectTo" value={here} />
          <h4 id={`${id}-approve`} className="font-semibold text-neutral-900 dark:text-white">
            {t('admin:venues.suggestions.approveHeading')}
          </h4>
          <fieldset>
            <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('admin:venues.suggestions.confirmFlags')}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {(['rainbowFriendly', 'accessible'] as const).map((flag) => (
                <label key={flag} className="inline-flex items-center gap-2 text-sm text-neutral-900 dark:text-neutral-100">
                  <input
                    type="checkbox"
                    name={flag}
                    className={cn('size-4 rounded border-neutral-400 accent-brand-700 dark:accent-violet-300', FOCUS)}
                  />
                  {t(`venues:flags.${flag}.label`)}
                  {venue.claims.includes(flag) && (
                    <span className="text-xs text-neutral-600 dark:text-neutral-400">({t('admin:venues.suggestions.claimed')})</span>
                  )}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('admin:venues.suggestions.position')}</legend>
            <p id={`${id}-position-hint`} className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
              {t('admin:venues.suggestions.positionHint')}
            </p>
            <div className="mt-2 grid grid-cols-2 gap-3">
              {(['latitude', 'longitude'] as const).map((axis) => (
                <Field key={axis} id={`${id}-${axis}`} label={<span className="text-sm">{t(`admin:venues.suggestions.${axis}`)}</span>} error={errors[axis]}>
                  <input
                    id={`${id}-${axis}`}
                    name={axis}
                    inputMode="decimal"
                    autoComplete="off"
                    className={INPUT_CLASS}
                    aria-invalid={errors[axis] ? true : undefined}
                    aria-describedby={[`${id}-position-hint`, describedBy(`${id}-${axis}`, false, errors[axis])].filter(Boolean).join(' ')}
                  />
                </Field>
              ))}
            </div>
          </fieldset>
          <button
            type="submit"
            disabled={approving}
            aria-label={t('admin:venues.suggestions.approveLabel', { name: venue.name })}
            className={buttonVariants({ className: 'bg-emerald-700 hover:bg-emerald-800 dark:bg-emerald-300 dark:text-neutral-950 dark:hover:bg-emerald-200' })}
          >
            <Check aria-hidden className="size-4" />
            {t('admin:venues.suggestions.approve')}
          </button>
        </Form>

        <details open={rejectOpen} className="group self-start rounded-xl border border-neutral-200 p-4 dark:border-neutral-800">
          <summary
            aria-label={t('admin:venues.suggestions.rejectLabel', { name: venue.name })}
            className={cn('cursor-pointer list-none rounded-sm font-semibold text-red-800 dark:text-red-300', FOCUS)}
          >
            <span className="inline-flex items-center gap-2">
              <X aria-hidden className="size-4" />
              {t('admin:venues.suggestions.reject')}
            </span>
          </summary>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="rejectVenue" />
            <input type="hidden" name="venueId" value={venue.id} />
            <input type="hidden" name="redirectTo" value={here} />
            <Field
              id={`${id}-note`}
              label={t('admin:venues.suggestions.rejectNote')}
              hint={t('admin:venues.suggestions.rejectHint', { max: limits.noteMax })}
              error={errors.note}
            >
              <textarea
                id={`${id}-note`}
                name="note"
                rows={3}
                required
                minLength={limits.noteMin}
                maxLength={limits.noteMax}
                className={INPUT_CLASS}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={describedBy(`${id}-note`, true, errors.note)}
              />
            </Field>
            <button type="submit" disabled={rejecting} className={buttonVariants({ variant: 'destructive' })}>
              {t('admin:venues.suggestions.rejectSubmit')}
            </button>
          </Form>
        </details>
      </div>
    </article>
  )
}

function PhotoCard({ photo, failed }: { photo: PendingPhoto; failed: ActionData | null }) {
  const { t } = useTranslation('admin')
  const date = useDate()
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const name = photo.uploader.name || t('venues.suggestions.unknownMember')
  const values = { venue: photo.venue.name, name }
  const approving = useBusy('approvePhoto', photo.id)
  const rejecting = useBusy('rejectPhoto', photo.id)
  const decide = (intent: 'approvePhoto' | 'rejectPhoto', busy: boolean) => (
    <Form method="post" className="flex-1">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="photoId" value={photo.id} />
      <input type="hidden" name="redirectTo" value={here} />
      <button
        type="submit"
        disabled={busy}
        aria-label={t(intent === 'approvePhoto' ? 'venues.photos.approveLabel' : 'venues.photos.rejectLabel', values)}
        className={buttonVariants({
          variant: intent === 'approvePhoto' ? 'default' : 'outline',
          size: 'sm',
          className: cn(
            'w-full',
            intent === 'approvePhoto'
              ? 'bg-emerald-700 hover:bg-emerald-800 dark:bg-emerald-300 dark:text-neutral-950 dark:hover:bg-emerald-200'
              : 'text-red-800 dark:text-red-300',
          ),
        })}
      >
        {intent === 'approvePhoto' ? <Check aria-hidden className="size-4" /> : <X aria-hidden className="size-4" />}
        {t(intent === 'approvePhoto' ? 'venues.photos.approve' : 'venues.photos.reject')}
      </button>
    </Form>
  )
  return (
    <article className={cn(PANEL, 'flex h-full flex-col overflow-hidden')}>
      <div className="aspect-[4/3] bg-neutral-100 dark:bg-neutral-800">
        <img src={photo.url} alt={t('venues.photos.alt', values)} loading="lazy" className="size-full object-cover" />
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="font-semibold text-neutral-950 dark:text-white">
          <Link to={`/venues/${photo.venue.id}`} className={LINK}>
            {photo.venue.name}
          </Link>
        </h3>
        {photo.caption && <p className="text-sm text-neutral-800 dark:text-neutral-200">{photo.caption}</p>}
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {t('venues.photos.uploadedBy', { name })} · <time dateTime={photo.createdAt}>{date(photo.createdAt)}</time>
        </p>
        {failed?.formError && <Alert>{failed.formError}</Alert>}
        <div className="mt-auto flex gap-2 pt-3">
          {decide('approvePhoto', approving)}
          {decide('rejectPhoto', rejecting)}
        </div>
      </div>
    </article>
  )
}

function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  const { t, i18n } = useTranslation('admin')
  if (pageCount <= 1) return null
  const number = new Intl.NumberFormat(i18n.language)
  const href = (p: number) => (p <= 1 ? `${PATH}#suggestions` : `${PATH}?page=${p}#suggestions`)
  const base = buttonVariants({ variant: 'outline', size: 'sm' })
  return (
    <nav aria-label={t('venues.paging.label')} className="mt-6 flex flex-wrap items-center justify-center gap-3">
      {page > 1 && (
        <Link to={href(page - 1)} rel="prev" className={base}>
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t('venues.paging.previous')}
        </Link>
      )}
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        {t('venues.paging.page', { page: number.format(page), pages: number.format(pageCount) })}
      </p>
      {page < pageCount && (
        <Link to={href(page + 1)} rel="next" className={base}>
          {t('venues.paging.next')}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </Link>
      )}
    </nav>
  )
}

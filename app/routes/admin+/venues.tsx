import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { Building2, ChevronLeft, ImageUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { FOCUS } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import {
  approveVenue,
  countPendingPhotos,
  decidePhoto,
  type Decision,
  isModerationIntent,
  listPendingPhotos,
  listPendingVenues,
  MODERATION_LIMITS,
  MODERATION_SCHEMAS,
  type ModerationInput,
  rejectVenue,
} from '~/models/venues/moderation.server'
import { cn } from '~/utils/cn'
import { clientIpHash } from '~/utils/rate-limit.server'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'
import { realtimeOf } from '~/models/notifications/notifications.server'
import { type ActionData, Empty, FormAlert, LINK, Pager, PATH, QueueHeading } from './__venues/parts'
import { PhotoCard } from './__venues/photo-card'
import { SuggestionCard } from './__venues/suggestion-card'

/**
 * /admin/venues (moderators and admins): the two venue queues — suggested venues (approve and
 * publish, or reject with a note the member reads) and photos of new members (approve or
 * reject). Every form is a plain POST that works without JavaScript; the action checks the
 * role again, validates with zod (translated messages), acts only on what still waits, and
 * redirects back with a toast. The model tells the suggester and writes the audit trail.
 */
export const handle = { i18n: ['admin', 'venues'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)
  const page = Number.parseInt(new URL(request.url).searchParams.get('page') ?? '1', 10)
  const [suggestions, photos, photoCount, i18n] = await Promise.all([
    listPendingVenues(db, { page: Number.isFinite(page) ? page : 1, language }),
    listPendingPhotos(db, MODERATION_LIMITS.photos),
    countPendingPhotos(db),
    serverI18n(language),
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

export async function action({ request, context }: ActionFunctionArgs) {
  // the role again: a member posting here is sent away like on the page
  const moderator = await requireRole(request, context, 'moderator')
  const env = context.cloudflare.env

  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data<ActionData>({ intent: '', target: null, result: refusal('admin:venues.errors.invalid') }, { status: 400 })
  }
  const text = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : null)
  const intent = text('intent') ?? ''
  const target = text('venueId') ?? text('photoId')
  if (!isModerationIntent(intent))
    return data<ActionData>({ intent, target, result: refusal('admin:venues.errors.invalid') }, { status: 400 })
  const back = (anchor: string) => {
    const to = safeRedirect(text('redirectTo') ?? undefined, PATH)
    return `${to.startsWith(PATH) ? to.split('#')[0] : PATH}#${anchor}`
  }

  const submission = parseWithZod(form, { schema: MODERATION_SCHEMAS[intent] })
  if (submission.status !== 'success') return data<ActionData>({ intent, target, result: submission.reply() }, { status: 400 })
  const input = submission.value as ModerationInput
  const db = getDb(env.DB)
  const who = { id: moderator.id, sessionId: moderator.sessionId, ipHash: await clientIpHash(request) }
  let decision: Decision
  switch (input.intent) {
    case 'approveVenue':
      decision = await approveVenue(db, who, input, realtimeOf(context))
      break
    case 'rejectVenue':
      decision = await rejectVenue(db, who, input, realtimeOf(context))
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
    return data<ActionData>(
      { intent, target, result: submission.reply({ formErrors: [key] }) },
      { status: decision.reason === 'not-pending' ? 409 : 404 },
    )
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

/** A refusal of the whole form (no field to tie it to). */
const refusal = (key: string): SubmissionResult<string[]> => ({ status: 'error', error: { '': [key] } })

export default function AdminVenues() {
  const { suggestions, photos, photoCount, limits } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, i18n } = useTranslation('admin')
  const number = new Intl.NumberFormat(i18n.language)
  // an answer about a venue or photo no longer listed (or none) is shown above the queues
  const answered =
    !!actionData?.target &&
    (suggestions.items.some((v) => String(v.id) === actionData.target) || photos.some((p) => p.id === actionData.target))
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
                    count > 0
                      ? 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200'
                      : 'bg-neutral-900/5 dark:bg-white/10',
                  )}
                >
                  {number.format(count)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {actionData && !answered && <FormAlert result={actionData.result} />}

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

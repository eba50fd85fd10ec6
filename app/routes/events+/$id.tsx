import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaDescriptor, MetaFunction } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { CalendarPlus, CircleAlert, Clock, MapPin, Pencil, Repeat, ShieldCheck, Ticket, Users, Video } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { FavoriteButton } from '~/components/favorites/favorite-button'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { LINK, PANEL } from '~/components/ui/surface'
import { SafetyBanner } from '~/components/places/safety-banner'
import { ReportDialog } from '~/components/reports/report-dialog'
import { buttonVariants } from '~/components/ui/button'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { formObject } from '~/models/accounts/schema'
import { getEventDetail } from '~/models/events/detail.server'
import { dayAndTime, eventWhen, formatPrice, longDay } from '~/models/events/format'
import { seriesSummary } from '~/models/events/recurrence.server'
import { setRsvp } from '~/models/events/rsvp.server'
import { RsvpSchema } from '~/models/events/schema'
import { isFavorite } from '~/models/favorites/favorites.server'
import { isStaff, viewerOf } from '~/models/viewer'
import { EventStates } from '~/routes/events+/__list/event-card'
import { eventJsonLd } from '~/routes/events+/__detail/json-ld'
import { ShareButton } from '~/components/share/share-button'
import { serializeJsonLd } from '~/utils/json-ld'
import { cn } from '~/utils/cn'
import { useNonce } from '~/utils/nonce'
import { redirectWithToast } from '~/utils/toast.server'
import { realtimeOf } from '~/models/notifications/notifications.server'

/**
 * /events/{id}: an event's page (SPEC §2), and its RSVP (POST, intent-free: `answer`).
 *
 * Visibility (app/models/events/detail.server.ts): visibleEvent with drafts — a private crew's
 * event is a 404 to anyone outside it, a draft to anyone but its organizer and staff. Never in a
 * shared cache (the viewer's answer and the header are on it).
 */
export const handle = { i18n: ['events', 'places', 'venue', 'favorites'] }

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })
const parseId = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null)

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseId(params.id)
  if (id == null) throw notFound()
  const db = getDb(context.cloudflare.env.DB)
  const url = new URL(request.url)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  const event = await getEventDetail(db, viewer, id, language)
  if (!event) throw notFound()
  const [favorited, i18n] = await Promise.all([user ? isFavorite(db, user.id, 'event', event.id) : false, serverI18n(language)])

  const now = new Date()
  const ended = (event.endsAt ?? event.startsAt).getTime() < now.getTime()
  const begun = event.startsAt.getTime() <= now.getTime()
  const when = eventWhen(event.startsAt, event.endsAt, event.timezone, language, now)
  const canonical = new URL(`/events/${event.id}`, url.origin).toString()
  const day = longDay(event.startsAt, event.timezone, language)
  const place = event.isOnline
    ? null
    : [event.venue?.name ?? event.locationName, event.city?.name, event.country?.name].filter(Boolean).join(', ')
  const description = (event.description ?? '').replace(/\s+/g, ' ').trim().slice(0, 160) || i18n.t('events:meta.description')

  return data(
    {
      event,
      when,
      day,
      ended,
      begun,
      place,
      price: formatPrice(event.priceCents, event.currency, language),
      series: event.series && {
        summary: seriesSummary(event.series, i18n.t, language),
        dates: event.series.dates.map((d) => ({
          id: d.id,
          cancelled: d.cancelled,
          ...eventWhen(d.startsAt, null, event.timezone, language, now),
        })),
      },
      signedIn: !!user,
      canEdit: event.isOrganizer || isStaff(viewer),
      canModerate: isStaff(viewer),
      favorited,
      canonical,
      meta: {
        title: i18n.t('events:meta.eventTitle', { title: event.title, date: day }),
        description,
        canonical,
        noindex: event.status === 'draft' || !!event.hidden,
        image: event.imageUrl ? new URL(event.imageUrl, url.origin).toString() : null,
      },
    },
    { headers: { 'Cache-Control': user ? 'private, no-store' : 'private, no-cache' } },
  )
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => ({
  'Cache-Control': actionHeaders.get('Cache-Control') ?? loaderHeaders.get('Cache-Control') ?? 'private, no-cache',
})

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => {
  const m = loaderData?.meta
  if (!m) return [{ title: APP_NAME }]
  const tags: MetaDescriptor[] = [
    ...pageMeta({ data: loaderData }).filter((d) => !('property' in d && d.property === 'og:type')),
    { property: 'og:type', content: 'event' },
    { property: 'og:url', content: m.canonical },
    { name: 'twitter:card', content: m.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: m.title },
    { name: 'twitter:description', content: m.description },
  ]
  if (m.image) tags.push({ property: 'og:image', content: m.image }, { name: 'twitter:image', content: m.image })
  return tags
}

type ActionResult = { ok: false; message: string; code: string }

/** POST /events/{id}: the member's answer. A refusal is a 4xx with its message; success returns to the page with a toast. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = parseId(params.id)
  if (id == null) throw notFound()
  const i18n = await serverI18n(await getLanguage(request))
  const refuse = (status: number, code: string) =>
    data<ActionResult>(
      { ok: false, code, message: i18n.t(`events:rsvp.errors.${code}`) },
      { status, headers: { 'Cache-Control': 'private, no-store' } },
    )
  const user = await getCurrentUser(request, context)
  if (!user) throw redirect(`/auth?redirectTo=${encodeURIComponent(`/events/${id}`)}`)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return refuse(400, 'invalid')
  }
  const parsed = RsvpSchema.safeParse(formObject(form))
  if (!parsed.success) return refuse(400, 'invalid')
  const db = getDb(context.cloudflare.env.DB)
  const result = await setRsvp(db, viewerOf(user)!, id, parsed.data.answer, undefined, realtimeOf(context))
  if (!result.ok) {
    const status = { not_found: 404, closed: 409, sold_out: 409, full: 409 }[result.code]
    return refuse(status, { not_found: 'notFound', closed: 'closed', sold_out: 'soldOut', full: 'full' }[result.code])
  }
  return redirectWithToast(`/events/${id}#rsvp`, { titleKey: `events:rsvp.saved.${result.status ?? 'none'}`, variant: 'success' })
}

export default function EventPage() {
  const { event, when, day, ended, begun, place, price, series, signedIn, canEdit, canModerate, favorited, canonical, meta } =
    useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('events')
  const nonce = useNonce()
  const number = new Intl.NumberFormat(i18n.language)
  const full = event.capacity != null && event.attendingCount >= event.capacity
  const jsonLd = useMemo(
    () =>
      event.status === 'draft' || event.hidden
        ? null
        : serializeJsonLd(eventJsonLd(event, { url: canonical, description: meta.description, place })),
    [event, canonical, meta.description, place],
  )
  const directions =
    event.latitude != null && event.longitude != null
      ? `https://www.openstreetmap.org/directions?to=${event.latitude}%2C${event.longitude}`
      : event.address
        ? `https://www.openstreetmap.org/search?query=${encodeURIComponent([event.address, event.city?.name, event.country?.name].filter(Boolean).join(', '))}`
        : null

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      {jsonLd && <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLd }} />}
      <Breadcrumbs
        items={[
          { to: '/events', label: t('detail.events') },
          ...(event.city ? [{ to: `/events?city=${event.city.id}`, label: event.city.name }] : []),
          { label: event.title },
        ]}
      />

      {event.status === 'draft' && (
        <Notice tone="amber" title={t('detail.draftTitle')}>
          {t('detail.draftBody')}
        </Notice>
      )}
      {event.hidden && (
        <Notice tone="amber" title={t('detail.hiddenTitle')}>
          {t('detail.hiddenBody')}
          {event.hidden.reason && (
            <>
              {' '}
              <bdi>{t('detail.hiddenReason', { reason: event.hidden.reason })}</bdi>
            </>
          )}
        </Notice>
      )}
      {event.cancelled ? (
        <Notice tone="red" title={t('detail.cancelledTitle')}>
          {t('detail.cancelledBody')}
        </Notice>
      ) : ended ? (
        <Notice tone="neutral" title={t('detail.pastTitle')}>
          {t('detail.pastBody', { date: day })}
        </Notice>
      ) : begun ? (
        <Notice tone="neutral" title={t('detail.ongoingTitle')} />
      ) : null}

      {event.imageUrl && (
        // the organizer's picture, beside a title that says the same: decorative for screen readers
        <img
          src={event.imageUrl}
          alt=""
          decoding="async"
          className="mt-5 aspect-[2/1] w-full rounded-3xl bg-neutral-100 object-cover sm:aspect-[4/1] dark:bg-neutral-800"
        />
      )}
      <header className="mt-5">
        {event.type && (
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-violet-300">
            {t(`types.${event.type.slug}`, { defaultValue: event.type.name })}
          </p>
        )}
        <h1
          className={cn(
            'mt-1 text-3xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-4xl dark:text-white',
            event.cancelled && 'line-through decoration-2',
          )}
        >
          <bdi>{event.title}</bdi>
        </h1>
        <p className="mt-2 text-lg font-semibold text-neutral-800 dark:text-neutral-200">
          <time dateTime={when.iso}>
            {day} · {when.time}
          </time>
        </p>
        {series && (
          <p className="mt-1 flex items-center gap-2 text-neutral-700 dark:text-neutral-300">
            <Repeat aria-hidden className="size-4 shrink-0" />
            <span>
              <span className="sr-only">{t('series.heading')}: </span>
              {series.summary}
            </span>
          </p>
        )}
        <div className="mt-3">
          <EventStates
            event={{
              cancelled: event.cancelled,
              featured: event.featured,
              soldOut: event.soldOut,
              full,
              past: ended,
              rsvp: event.rsvp,
              isFree: event.isFree,
              isOnline: event.isOnline,
            }}
          />
        </div>
        <div className="mt-4 flex flex-wrap gap-2">
          <a href={`/events/${event.id}/event.ics`} className={buttonVariants({ variant: 'outline', shape: 'pill' })} download>
            <CalendarPlus aria-hidden className="size-4" />
            {t('detail.addToCalendar')}
          </a>
          <ShareButton url={canonical} title={event.title} text={event.title} />
          {event.status !== 'draft' && !event.hidden && (
            <FavoriteButton type="event" id={event.id} favorited={favorited} label={event.title} variant="pill" />
          )}
          <ReportDialog targetType="event" targetId={event.id} signedIn={signedIn} />
          {canEdit && (
            <Link to={`/events/${event.id}/edit`} className={buttonVariants({ variant: 'outline', shape: 'pill' })}>
              <Pencil aria-hidden className="size-4" />
              {t('form.edit')}
            </Link>
          )}
          {canModerate && (
            <Link to={`/admin/events?event=${event.id}`} className={buttonVariants({ variant: 'outline', shape: 'pill' })}>
              <ShieldCheck aria-hidden className="size-4" />
              {t('detail.moderate')}
            </Link>
          )}
        </div>
      </header>

      {event.country && event.safety && !event.isOnline && (
        <div className="mt-8">
          <SafetyBanner safety={event.safety} countryName={event.country.name} compact />
        </div>
      )}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-8">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-bold text-neutral-950 dark:text-white">
              {t('detail.about')}
            </h2>
            {event.description ? (
              <p className="mt-3 whitespace-pre-line text-neutral-800 dark:text-neutral-200">
                <bdi>{event.description}</bdi>
              </p>
            ) : (
              <p className="mt-3 text-neutral-600 dark:text-neutral-400">{t('detail.noDescription')}</p>
            )}
            {(event.amenities.length > 0 || event.services.length > 0) && (
              <dl className="mt-5 grid gap-4 sm:grid-cols-2">
                {event.amenities.length > 0 && (
                  <div>
                    <dt className="text-sm font-semibold text-neutral-900 dark:text-white">{t('detail.amenities')}</dt>
                    <dd className="mt-1 text-sm text-neutral-800 dark:text-neutral-200">
                      {event.amenities.map((a) => t(`amenities.${a.slug}`, { defaultValue: a.name })).join(' · ')}
                    </dd>
                  </div>
                )}
                {event.services.length > 0 && (
                  <div>
                    <dt className="text-sm font-semibold text-neutral-900 dark:text-white">{t('detail.services')}</dt>
                    <dd className="mt-1 text-sm text-neutral-800 dark:text-neutral-200">
                      {event.services.map((s) => t(`services.${s.slug}`, { defaultValue: s.name })).join(' · ')}
                    </dd>
                  </div>
                )}
              </dl>
            )}
          </section>

          {series && (
            <section aria-labelledby="series-heading">
              <h2 id="series-heading" className="flex items-center gap-2 text-xl font-bold text-neutral-950 dark:text-white">
                <Repeat aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
                {t('series.otherDates')}
              </h2>
              <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{t('series.otherDatesHint')}</p>
              {series.dates.length === 0 ? (
                <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">{t('series.noOtherDates')}</p>
              ) : (
                <ul className="mt-3 flex flex-wrap gap-2">
                  {series.dates.map((d) => (
                    <li key={d.id}>
                      <Link
                        to={`/events/${d.id}`}
                        className="inline-flex min-h-6 items-center gap-2 rounded-full border border-neutral-200 bg-white px-3 py-1 text-sm text-neutral-900 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:focus-visible:outline-violet-300"
                      >
                        <time dateTime={d.iso} className={cn(d.cancelled && 'line-through')}>
                          {d.day}, {d.time}
                        </time>
                        {d.cancelled && <span className="font-semibold text-red-700 dark:text-red-300">{t('series.cancelled')}</span>}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}

          <section aria-labelledby="attendees-heading">
            <h2 id="attendees-heading" className="flex items-center gap-2 text-xl font-bold text-neutral-950 dark:text-white">
              <Users aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
              {t('detail.attendees')}
            </h2>
            <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
              {t('detail.going', { count: event.attendingCount, formatted: number.format(event.attendingCount) })}
              {' · '}
              {t('detail.interestedCount', { count: event.interestedCount, formatted: number.format(event.interestedCount) })}
              {event.waitlistCount > 0 && (
                <>
                  {' · '}
                  {t('detail.waiting', { count: event.waitlistCount, formatted: number.format(event.waitlistCount) })}
                </>
              )}
            </p>
            {!signedIn ? (
              <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">
                <Link to={`/auth?redirectTo=${encodeURIComponent(`/events/${event.id}`)}`} className={LINK}>
                  {t('detail.attendeesSignIn')}
                </Link>
              </p>
            ) : !event.attendees ? (
              <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">{t('detail.attendeesHidden')}</p>
            ) : event.attendees.shown.length === 0 && event.attendees.others === 0 ? (
              <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">{t('detail.attendeesNone')}</p>
            ) : (
              <ul className="mt-3 flex flex-wrap gap-2">
                {event.attendees.shown.map((a) => (
                  <li key={a.userId}>
                    <Link
                      to={`/user/${a.userId}`}
                      className="inline-flex items-center gap-2 rounded-full border border-neutral-200 bg-white px-3 py-1 text-sm text-neutral-900 hover:border-brand-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
                    >
                      <bdi>{a.displayName ?? t('detail.anonymous')}</bdi>
                    </Link>
                  </li>
                ))}
                {event.attendees.others > 0 && (
                  <li className="px-2 py-1 text-sm text-neutral-700 dark:text-neutral-300">
                    {t('detail.attendeesOthers', { count: event.attendees.others, formatted: number.format(event.attendees.others) })}
                  </li>
                )}
              </ul>
            )}
          </section>
        </div>

        <aside className="flex flex-col gap-4">
          <RsvpBox ended={ended || begun || !!event.hidden} full={full} signedIn={signedIn} />
          <section aria-label={t('detail.when')} className={cn(PANEL, 'p-5')}>
            <dl className="flex flex-col gap-4 text-sm">
              <div className="flex gap-3">
                <dt>
                  <Clock aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
                  <span className="sr-only">{t('detail.when')}</span>
                </dt>
                <dd className="text-neutral-800 dark:text-neutral-200">
                  <p className="font-semibold">{day}</p>
                  <p>{when.time}</p>
                  <YourTime iso={when.iso} eventZone={event.timezone} />
                </dd>
              </div>
              <div className="flex gap-3">
                <dt>
                  {event.isOnline ? (
                    <Video aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
                  ) : (
                    <MapPin aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
                  )}
                  <span className="sr-only">{t('detail.where')}</span>
                </dt>
                <dd className="text-neutral-800 dark:text-neutral-200">
                  {event.isOnline ? (
                    <>
                      <p className="font-semibold">{t('detail.online')}</p>
                      {event.onlineUrl ? (
                        <a href={event.onlineUrl} rel="noopener noreferrer" target="_blank" className={LINK}>
                          {t('detail.onlineLink')}
                        </a>
                      ) : (
                        <p className="text-neutral-600 dark:text-neutral-400">{t('detail.onlineHint')}</p>
                      )}
                    </>
                  ) : (
                    <>
                      {event.venue ? (
                        <Link to={`/venues/${event.venue.id}`} className={cn(LINK, 'font-semibold')}>
                          <bdi>{event.venue.name}</bdi>
                        </Link>
                      ) : (
                        event.locationName && (
                          <p className="font-semibold">
                            <bdi>{event.locationName}</bdi>
                          </p>
                        )
                      )}
                      {event.address && (
                        <p>
                          <bdi>{event.address}</bdi>
                        </p>
                      )}
                      {event.city && (
                        <p>
                          <Link to={`/city/${event.city.id}`} className={LINK}>
                            {event.city.name}
                          </Link>
                          {event.country && (
                            <>
                              {', '}
                              <Link to={`/country/${event.country.id}`} className={LINK}>
                                {event.country.name}
                              </Link>
                            </>
                          )}
                        </p>
                      )}
                      {directions && (
                        <a href={directions} rel="noopener noreferrer" target="_blank" className={cn(LINK, 'mt-1 inline-block')}>
                          {t('detail.directions')}
                        </a>
                      )}
                    </>
                  )}
                </dd>
              </div>
              <div className="flex gap-3">
                <dt>
                  <Ticket aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
                  <span className="sr-only">{t('detail.price')}</span>
                </dt>
                <dd className="text-neutral-800 dark:text-neutral-200">
                  <p className="font-semibold">{event.isFree ? t('detail.free') : (price ?? '')}</p>
                  {!event.isFree && event.ticketUrl && !event.cancelled && !ended && (
                    <a href={event.ticketUrl} rel="noopener noreferrer" target="_blank" className={LINK}>
                      {t('detail.tickets')}
                    </a>
                  )}
                  <p className="mt-1">
                    {event.capacity == null
                      ? null
                      : full
                        ? t('detail.full', { capacity: number.format(event.capacity) })
                        : t('detail.placesLeft', {
                            count: event.capacity - event.attendingCount,
                            formatted: number.format(event.capacity - event.attendingCount),
                            capacity: number.format(event.capacity),
                          })}
                  </p>
                </dd>
              </div>
              <div className="flex gap-3">
                <dt className="text-sm font-semibold whitespace-nowrap text-neutral-900 dark:text-white">{t('detail.organizer')}</dt>
                <dd className="text-neutral-800 dark:text-neutral-200">
                  {event.crew ? (
                    <Link to={`/groups/${event.crew.id}`} className={LINK}>
                      <bdi>{event.crew.name}</bdi>
                    </Link>
                  ) : event.organizer.id ? (
                    <Link to={`/user/${event.organizer.id}`} className={LINK}>
                      <bdi>{event.organizer.name ?? t('detail.anonymous')}</bdi>
                    </Link>
                  ) : (
                    <bdi>{event.organizer.name ?? ''}</bdi>
                  )}
                </dd>
              </div>
            </dl>
          </section>
        </aside>
      </div>
    </article>
  )
}

function Notice({ tone, title, children }: { tone: 'amber' | 'red' | 'neutral'; title: string; children?: React.ReactNode }) {
  return (
    <div
      role="status"
      className={cn(
        'mt-6 flex items-start gap-3 rounded-2xl border p-4',
        tone === 'amber' &&
          'border-amber-500/50 bg-amber-50 text-amber-950 dark:border-amber-300/40 dark:bg-amber-950/60 dark:text-amber-50',
        tone === 'red' && 'border-red-500/50 bg-red-50 text-red-950 dark:border-red-300/40 dark:bg-red-950/60 dark:text-red-50',
        tone === 'neutral' &&
          'border-neutral-300 bg-neutral-50 text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100',
      )}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-bold">{title}</p>
        {children && <p className="text-sm">{children}</p>}
      </div>
    </div>
  )
}

/** The member's answer: plain forms (they work without JavaScript); the server decides. */
function RsvpBox({ ended, full, signedIn }: { ended: boolean; full: boolean; signedIn: boolean }) {
  const { event } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const navigation = useNavigation()
  const { t } = useTranslation('events')
  const busy = navigation.state === 'submitting'
  const answer = (value: string, label: string, variant: 'default' | 'outline' = 'outline') => (
    <button type="submit" name="answer" value={value} disabled={busy} className={buttonVariants({ variant, className: 'w-full' })}>
      {label}
    </button>
  )
  let body
  if (event.cancelled || ended) body = <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('rsvp.closed')}</p>
  else if (!signedIn)
    body = (
      <Link to={`/auth?redirectTo=${encodeURIComponent(`/events/${event.id}`)}`} className={buttonVariants({ className: 'w-full' })}>
        {t('rsvp.signIn')}
      </Link>
    )
  else
    body = (
      <Form method="post" preventScrollReset className="flex flex-col gap-2">
        {event.rsvp === 'attending' && (
          <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-200">{t('rsvp.youAttend')}</p>
        )}
        {event.rsvp === 'interested' && (
          <p className="text-sm font-semibold text-neutral-800 dark:text-neutral-200">{t('rsvp.youInterested')}</p>
        )}
        {event.rsvp === 'waitlisted' && (
          <p className="text-sm font-semibold text-neutral-800 dark:text-neutral-200">
            {t('rsvp.youWaitlisted', { position: event.waitlistPosition ?? 1 })}
          </p>
        )}
        {event.rsvp !== 'attending' && event.rsvp !== 'waitlisted' && (
          <>
            {event.soldOut ? (
              <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('rsvp.soldOutHint')}</p>
            ) : full ? (
              <>
                <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('rsvp.fullHint')}</p>
                {answer('waitlisted', t('rsvp.joinWaitlist'), 'default')}
              </>
            ) : (
              answer('attending', t('rsvp.attending'), 'default')
            )}
          </>
        )}
        {event.rsvp !== 'interested' && answer('interested', t('rsvp.interested'))}
        {event.rsvp === 'waitlisted' && answer('none', t('rsvp.leaveWaitlist'))}
        {event.rsvp && event.rsvp !== 'waitlisted' && answer('none', t('rsvp.none'))}
        {busy && (
          <p role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
            {t('rsvp.saving')}
          </p>
        )}
        {refused && !refused.ok && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {refused.message}
          </p>
        )}
      </Form>
    )
  return (
    <section id="rsvp" aria-labelledby="rsvp-heading" className={cn(PANEL, 'p-5')}>
      <h2 id="rsvp-heading" className="mb-3 text-lg font-bold text-neutral-950 dark:text-white">
        {t('rsvp.heading')}
      </h2>
      {body}
    </section>
  )
}

/**
 * The start on the viewer's own clock, when their zone differs from the event's: known only in
 * the browser, so it appears after hydration (the server renders the event's zone alone).
 */
function YourTime({ iso, eventZone }: { iso: string; eventZone: string }) {
  const { t, i18n } = useTranslation('events')
  const [text, setText] = useState<string | null>(null)
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const start = new Date(iso)
    const mine = dayAndTime(start, zone, i18n.language)
    setText(zone && mine !== dayAndTime(start, eventZone, i18n.language) ? mine : null)
  }, [iso, eventZone, i18n.language])
  return text ? <p className="text-neutral-600 dark:text-neutral-400">{t('detail.yourTime', { time: text })}</p> : null
}

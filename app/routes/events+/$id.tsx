import type { HeadersFunction, MetaDescriptor, MetaFunction } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { CalendarPlus, Pencil, Repeat, ShieldCheck } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { FavoriteButton } from '~/components/favorites/favorite-button'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { SafetyBanner } from '~/components/places/safety-banner'
import { ReportDialog } from '~/components/reports/report-dialog'
import { buttonVariants } from '~/components/ui/button'
import { APP_NAME } from '~/config'
import { EventStates } from '~/routes/events+/__list/event-card'
import { eventJsonLd } from '~/routes/events+/__detail/json-ld'
import { eventPageLoader, eventRsvpAction } from './__detail/event-page.server'
import { EventFacts } from './__detail/event-facts'
import { EventAbout, EventAttendees, EventSeriesDates } from './__detail/event-sections'
import { Notice } from './__detail/notice'
import { RsvpBox } from './__detail/rsvp-box'
import { ShareButton } from '~/components/share/share-button'
import { serializeJsonLd } from '~/utils/json-ld'
import { cn } from '~/utils/cn'
import { useNonce } from '~/utils/nonce'

/**
 * /events/{id}: an event's page (SPEC §2), and its RSVP (POST, intent-free: `answer`).
 *
 * Visibility (app/models/events/detail.server.ts): visibleEvent with drafts — a private crew's
 * event is a 404 to anyone outside it, a draft to anyone but its organizer and staff. Never in a
 * shared cache (the viewer's answer and the header are on it).
 */
export const handle = { i18n: ['events', 'places', 'venue', 'favorites'] }

export const loader = eventPageLoader

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

/** POST /events/{id}: the member's answer. A refusal is a 4xx with its message; success returns to the page with a toast. */
export const action = eventRsvpAction

export default function EventPage() {
  const { event, when, day, ended, begun, place, price, series, signedIn, canEdit, canModerate, favorited, canonical, meta } =
    useLoaderData<typeof loader>()
  const { t } = useTranslation('events')
  const nonce = useNonce()
  const full = event.capacity != null && event.attendingCount >= event.capacity
  const jsonLd = useMemo(
    () =>
      event.status === 'draft' || event.hidden
        ? null
        : serializeJsonLd(eventJsonLd(event, { url: canonical, description: meta.description, place })),
    [event, canonical, meta.description, place],
  )

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
          <EventAbout event={event} />

          {series && <EventSeriesDates series={series} />}

          <EventAttendees event={event} signedIn={signedIn} />
        </div>

        <aside className="flex flex-col gap-4">
          <RsvpBox ended={ended || begun || !!event.hidden} full={full} signedIn={signedIn} />
          <EventFacts event={event} day={day} when={when} price={price} ended={ended} full={full} />
        </aside>
      </div>
    </article>
  )
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { CalendarX2, Pencil } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/auth/permissions.server'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { PANEL } from '~/components/ui/surface'
import { buttonVariants } from '~/components/ui/button'
import { FILTER_FOCUS } from '~/components/ui/filter-fields'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { formObject } from '~/models/accounts/schema'
import {
  cancelEvent,
  eventForEditing,
  eventFormChoices,
  eventFormVenue,
  laterOccurrenceCount,
  updateEvent,
} from '~/models/events/editing.server'
import { localDateOf, localTimeOf } from '~/models/events/local-date'
import { CancelEventSchema } from '~/models/events/schema'
import { getCityChoice } from '~/models/places/city-search.server'
import { cityChoiceLabel } from '~/components/places/city-combobox'
import { viewerOf } from '~/models/viewer'
import { EventForm, type EventFormDefaults } from '~/routes/events+/__form/event-form'
import { SeriesScope } from '~/routes/events+/__form/series-scope'
import { handleEventForm, timeZones } from '~/routes/events+/__form/form-page.server'
import { cn } from '~/utils/cn'
import { redirectWithToast } from '~/utils/toast.server'
import { realtimeOf } from '~/models/notifications/notifications.server'

export const handle = { i18n: ['events', 'places'] }

const parseId = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null)
const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

/** /events/{id}/edit: the organizer (or staff) edits or cancels the event; anyone else gets a 404. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  const id = parseId(params.id)
  if (id == null) throw notFound()
  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)
  const event = await eventForEditing(db, viewerOf(user)!, id)
  if (!event) throw notFound()
  const [choices, venue, city, i18n, laterDates] = await Promise.all([
    eventFormChoices(db, event.organizerId ?? user.id),
    eventFormVenue(db, event.venueId),
    event.venueId == null && event.cityId != null ? getCityChoice(db, event.cityId, language) : null,
    serverI18n(language),
    laterOccurrenceCount(db, event),
  ])
  const zone = event.timezone
  const ends = event.endsAt ?? event.startsAt
  const endDate = localDateOf(ends, zone)
  const defaults: EventFormDefaults = {
    title: event.title,
    description: event.description ?? '',
    type: event.typeSlug ?? '',
    date: localDateOf(event.startsAt, zone),
    startTime: localTimeOf(event.startsAt, zone),
    endDate: endDate === localDateOf(event.startsAt, zone) ? '' : endDate,
    endTime: localTimeOf(ends, zone),
    mode: event.isOnline ? 'online' : 'inperson',
    venueId: event.venueId != null ? String(event.venueId) : '',
    cityId: city ? String(city.id) : '',
    cityQuery: city ? cityChoiceLabel(city) : '',
    cityLabel: city ? cityChoiceLabel(city) : '',
    locationName: event.isOnline ? '' : (event.locationName ?? ''),
    address: event.address ?? '',
    onlineUrl: event.onlineUrl ?? '',
    timezone: zone,
    price: event.isFree ? 'free' : 'paid',
    priceAmount: event.priceCents != null ? String(event.priceCents / 100) : '',
    currency: event.currency ?? '',
    ticketUrl: event.ticketUrl ?? '',
    capacity: event.capacity != null ? String(event.capacity) : '',
    crew: event.groupId ?? '',
    amenities: event.amenitySlugs,
    services: event.serviceSlugs,
    showAttendees: event.showAttendees ? 'on' : '',
    status: event.status === 'draft' ? 'draft' : 'published',
  }
  return data(
    {
      id,
      title: event.title,
      cancelled: event.cancelled,
      published: event.status !== 'draft',
      laterDates,
      imageUrl: event.imageUrl,
      choices,
      venue: venue ?? null,
      defaults,
      timeZones: timeZones(),
      meta: {
        title: i18n.t('events:form.editTitle'),
        description: event.title,
        canonical: new URL(`/events/${id}/edit`, request.url).toString(),
        noindex: true,
      },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const meta = pageMeta

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context)
  const id = parseId(params.id)
  if (id == null) throw notFound()
  const db = getDb(context.cloudflare.env.DB)
  const viewer = viewerOf(user)!
  const language = await getLanguage(request)
  if (new URL(request.url).searchParams.get('intent') === 'cancel') {
    const parsed = CancelEventSchema.safeParse(formObject(await request.formData().catch(() => new FormData())))
    if (!parsed.success) return data({ result: null, city: null, cancelError: 'events:form.errors.confirmCancel' }, { status: 400 })
    if (!(await eventForEditing(db, viewer, id))) throw notFound()
    const mail = { queue: context.cloudflare.env.EMAILS, origin: new URL(request.url).origin, realtime: realtimeOf(context) }
    if (!(await cancelEvent(db, viewer, id, mail, parsed.data.scope)))
      return data({ result: null, city: null, cancelError: 'events:form.errors.alreadyCancelled' }, { status: 409 })
    return redirectWithToast(`/events/${id}`, { titleKey: 'events:form.cancel.done', variant: 'success' })
  }
  return handleEventForm(
    request,
    (input) => updateEvent(db, context.cloudflare.env.MEDIA, viewer, id, input, language, realtimeOf(context)),
    async () => redirectWithToast(`/events/${id}`, { titleKey: 'events:form.saved', variant: 'success' }),
  )
}

export default function EditEventPage() {
  const { id, title, cancelled, published, laterDates, imageUrl, choices, venue, defaults, timeZones } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { t } = useTranslation('events')
  const cancelError = answer && 'cancelError' in answer ? answer.cancelError : null
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <Breadcrumbs
        items={[{ to: '/events', label: t('detail.events') }, { to: `/events/${id}`, label: title }, { label: t('form.editTitle') }]}
      />
      <h1 className="mt-4 flex items-center gap-3 text-4xl font-extrabold tracking-tight text-neutral-950 dark:text-white">
        <Pencil aria-hidden className="size-8 shrink-0 text-brand-700 dark:text-violet-300" />
        {t('form.editTitle')}
      </h1>
      <div className={cn(PANEL, 'mt-8 p-5 sm:p-8')}>
        <EventForm
          choices={choices}
          timeZones={timeZones}
          venue={venue}
          lastResult={answer?.result ?? undefined}
          city={answer?.city}
          defaultValue={defaults}
          editing={{ published, laterDates, imageUrl }}
        />
      </div>
      {!cancelled && (
        <section aria-labelledby="cancel-heading" className={cn(PANEL, 'mt-8 border-red-300 p-5 sm:p-8 dark:border-red-900')}>
          <h2 id="cancel-heading" className="flex items-center gap-2 text-xl font-bold text-neutral-950 dark:text-white">
            <CalendarX2 aria-hidden className="size-5 text-red-700 dark:text-red-300" />
            {t('form.cancel.heading')}
          </h2>
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('form.cancel.body')}</p>
          <Form method="post" action={`/events/${id}/edit?intent=cancel`} className="mt-4 flex flex-col items-start gap-3">
            {laterDates > 0 && <SeriesScope name="scope" laterDates={laterDates} />}
            <label className="flex items-center gap-2 text-neutral-900 dark:text-white">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                required
                aria-describedby={cancelError ? 'cancel-error' : undefined}
                className={cn('size-4 accent-red-700', FILTER_FOCUS)}
              />
              {t('form.cancel.confirm')}
            </label>
            {cancelError && (
              <p id="cancel-error" role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
                {t(cancelError.replace('events:', ''))}
              </p>
            )}
            <button type="submit" className={buttonVariants({ variant: 'destructive' })}>
              {t('form.cancel.button')}
            </button>
          </Form>
        </section>
      )}
    </div>
  )
}

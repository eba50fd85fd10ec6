import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CalendarPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/auth/permissions.server'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { PANEL } from '~/components/ui/surface'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { createEvent, eventFormChoices, eventFormVenue } from '~/models/events/editing.server'
import { EventForm } from '~/routes/events+/__form/event-form'
import { handleEventForm, timeZones } from '~/routes/events+/__form/form-page.server'
import { cn } from '~/utils/cn'
import { redirectWithToast } from '~/utils/toast.server'
import { notifyCrewMembers } from '~/models/crews/crew-notifications.server'
import { notifierOf } from '~/models/notifications/notifications.server'

export const handle = { i18n: ['events', 'places'] }

/**
 * /events/new: members create an event (a visitor is sent to sign in and back). ?venue={id}
 * starts it at a venue, ?crew={id} for a crew the member leads (the crew page's 'New event').
 * A published event for a crew tells the crew's members (a group notification 'event').
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  const db = getDb(context.cloudflare.env.DB)
  const url = new URL(request.url)
  const venueParam = url.searchParams.get('venue')
  const venueId = venueParam && /^\d{1,10}$/.test(venueParam) ? Number(venueParam) : null
  const [choices, venue, i18n] = await Promise.all([
    eventFormChoices(db, user.id),
    eventFormVenue(db, venueId),
    serverI18n(await getLanguage(request)),
  ])
  const crewParam = url.searchParams.get('crew')
  const crew = choices.crews.find((c) => c.id === crewParam)?.id ?? null
  return data(
    {
      choices,
      venue: venue ?? null,
      crew,
      timeZones: timeZones(),
      meta: {
        title: i18n.t('events:form.newTitle'),
        description: i18n.t('events:form.newLead'),
        canonical: `${url.origin}/events/new`,
        noindex: true,
      },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const meta = pageMeta

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context)
  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)
  return handleEventForm(
    request,
    async (input) => {
      const result = await createEvent(
        db,
        context.cloudflare.env.MEDIA,
        { id: user.id, displayName: user.displayName ?? null },
        input,
        language,
      )
      if (result.ok && input.crew && input.status !== 'draft')
        await notifyCrewMembers(notifierOf(context, db), { groupId: input.crew, type: 'event', triggeredBy: user.id, relatedId: result.id })
      return result
    },
    (id, input) =>
      redirectWithToast(`/events/${id}`, {
        titleKey: input.status === 'draft' ? 'events:form.createdDraft' : 'events:form.created',
        variant: 'success',
      }),
  )
}

export default function NewEventPage() {
  const { choices, venue, crew, timeZones } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const { t } = useTranslation('events')
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <Breadcrumbs items={[{ to: '/events', label: t('detail.events') }, { label: t('form.newTitle') }]} />
      <h1 className="mt-4 flex items-center gap-3 text-4xl font-extrabold tracking-tight text-neutral-950 dark:text-white">
        <CalendarPlus aria-hidden className="size-9 shrink-0 text-brand-700 dark:text-violet-300" />
        {t('form.newTitle')}
      </h1>
      <p className="mt-3 text-lg text-pretty text-neutral-700 dark:text-neutral-300">{t('form.newLead')}</p>
      <div className={cn(PANEL, 'mt-8 p-5 sm:p-8')}>
        <EventForm
          choices={choices}
          timeZones={timeZones}
          venue={venue}
          lastResult={answer?.result}
          city={answer?.city}
          defaultValue={{ mode: 'inperson', price: 'free', ...(venue ? { venueId: String(venue.id) } : {}), ...(crew ? { crew } : {}) }}
        />
      </div>
    </div>
  )
}

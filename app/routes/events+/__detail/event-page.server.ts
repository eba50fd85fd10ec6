import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { getCurrentUser } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { formObject } from '~/models/accounts/schema'
import { getEventDetail } from '~/models/events/detail.server'
import { eventWhen, formatPrice, longDay } from '~/models/events/format'
import { seriesSummary } from '~/models/events/recurrence.server'
import { setRsvp } from '~/models/events/rsvp.server'
import { RsvpSchema } from '~/models/events/schema'
import { isFavorite } from '~/models/favorites/favorites.server'
import { realtimeOf } from '~/models/notifications/notifications.server'
import { isStaff, viewerOf } from '~/models/viewer'
import { redirectWithToast } from '~/utils/toast.server'

/** /events/{id}'s loader and RSVP action (the route module re-exports them). */
const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })
const parseId = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null)

export async function eventPageLoader({ request, params, context }: LoaderFunctionArgs) {
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

type ActionResult = { ok: false; message: string; code: string }

/** POST /events/{id}: the member's answer. A refusal is a 4xx with its message; success returns to the page with a toast. */
export async function eventRsvpAction({ request, params, context }: ActionFunctionArgs) {
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

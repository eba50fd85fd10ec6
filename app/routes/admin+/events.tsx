import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { ChevronLeft, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import type { Role } from '~/db/schema'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { eventWhen } from '~/models/events/format'
import {
  cancelEventAsModerator,
  EVENT_MODERATION_LIMITS,
  EVENT_MODERATION_SCHEMAS,
  type EventDecision,
  type EventModerationInput,
  hideEvent,
  isEventModerationIntent,
  listAdminEvents,
  parseAdminEventQuery,
  revealAdminEvent,
  setEventFeatured,
  unhideEvent,
} from '~/models/events/moderation.server'
import { EVENT_ADMIN_STATES } from '~/models/events/moderation-schema'
import { viewerOf } from '~/models/viewer'
import { PrivateViewSchema } from '~/models/admin/private-view-schema'
import { cn } from '~/utils/cn'
import { clientIpHash } from '~/utils/rate-limit.server'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'
import { realtimeOf } from '~/models/notifications/notifications.server'
import { Empty, type EventActionData, EventFormAlert, EventPager, LINK, PATH } from './__events/parts'
import { EventRow } from './__events/event-row'
import type { RevealedEventData } from './__events/revealed-event'
import { refusal as adminRefusal } from './__admin/parts'

/**
 * /admin/events (moderators and admins): every event, found by text and state (upcoming, past,
 * hidden, cancelled, draft, featured), with the moderators' decisions: hide with a reason and
 * show again, feature and stop featuring, cancel (after a confirmation; everyone who answered is
 * told). Every form is a plain POST that works without JavaScript; the action checks the role
 * again, validates with the intent's zod schema (translated messages, 4xx), acts only when it
 * changes something, and redirects back to the same list with a toast. The model
 * (app/models/events/moderation.server.ts) tells the organizer and writes the audit trail.
 *
 * An event staff may not read (another member's draft, a private crew's event) is listed masked
 * (decision 034); its 'view with reason' form (intent=reveal) writes an audit row and the answer
 * shows the event, online link included, for that answer only.
 */
export const handle = { i18n: ['admin', 'events'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRole(request, context, 'moderator')
  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)
  const query = parseAdminEventQuery(new URL(request.url))
  const now = new Date()
  const [list, i18n] = await Promise.all([listAdminEvents(db, viewerOf(user), query, language, now), serverI18n(language)])
  const rows = list.rows.map(({ startsAt, endsAt, timezone, hiddenAt, ...row }) => ({
    ...row,
    hiddenAt: hiddenAt?.toISOString() ?? null,
    // in the event's own zone, as its page says it; a masked event's day is its own too
    when: row.masked ? null : eventWhen(startsAt, endsAt, timezone, language, now),
    past: (endsAt ?? startsAt).getTime() < now.getTime(),
  }))
  return data(
    { query, list: { ...list, rows }, limits: EVENT_MODERATION_LIMITS, title: `${i18n.t('admin:events.metaTitle')} — ${APP_NAME}` },
    { headers: PRIVATE },
  )
}

export const headers: HeadersFunction = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

/** A refusal of the whole form (no field to tie it to). */
const refusal = (key: string): SubmissionResult<string[]> => ({ status: 'error', error: { '': [key] } })

const TOASTS = {
  hide: 'hidden',
  unhide: 'unhidden',
  feature: 'featured',
  unfeature: 'unfeatured',
  cancel: 'cancelled',
} as const

export async function action({ request, context }: ActionFunctionArgs) {
  // the role again: a member posting here is sent away like on the page
  const moderator = await requireRole(request, context, 'moderator')
  const env = context.cloudflare.env

  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data<EventActionData>({ intent: '', target: null, result: refusal('admin:events.errors.invalid') }, { status: 400 })
  }
  const text = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : null)
  const intent = text('intent') ?? ''
  if (intent === 'reveal') return reveal(request, env.DB, moderator, form)
  const target = text('eventId')
  if (!isEventModerationIntent(intent))
    return data<EventActionData>({ intent, target, result: refusal('admin:events.errors.invalid') }, { status: 400 })

  const submission = parseWithZod(form, { schema: EVENT_MODERATION_SCHEMAS[intent] })
  if (submission.status !== 'success') return data<EventActionData>({ intent, target, result: submission.reply() }, { status: 400 })
  const input = submission.value as EventModerationInput
  const db = getDb(env.DB)
  const who = { id: moderator.id, roles: moderator.roles, sessionId: moderator.sessionId, ipHash: await clientIpHash(request) }
  let decision: EventDecision
  switch (input.intent) {
    case 'hide':
      decision = await hideEvent(db, who, input, realtimeOf(context))
      break
    case 'unhide':
      decision = await unhideEvent(db, who, input)
      break
    case 'feature':
    case 'unfeature':
      decision = await setEventFeatured(db, who, { eventId: input.eventId, featured: input.intent === 'feature' })
      break
    case 'cancel':
      decision = await cancelEventAsModerator(db, who, input, {
        queue: env.EMAILS,
        origin: new URL(request.url).origin,
        realtime: realtimeOf(context),
      })
      break
  }
  if (!decision.ok) {
    const notFound = decision.reason === 'not-found'
    return data<EventActionData>(
      {
        intent,
        target,
        result: submission.reply({
          formErrors: [notFound ? 'admin:events.errors.unknownEvent' : `admin:events.errors.unchanged.${intent}`],
        }),
      },
      { status: notFound ? 404 : 409 },
    )
  }
  const to = safeRedirect(text('redirectTo') ?? undefined, PATH)
  const back = `${to.startsWith(PATH) ? to.split('#')[0] : PATH}#event-${input.eventId}`
  const title = decision.title.length > 100 ? `${decision.title.slice(0, 99)}…` : decision.title
  return redirectWithToast(back, {
    titleKey: `admin:events.toasts.${TOASTS[input.intent]}`,
    descriptionKey: `admin:events.toasts.${TOASTS[input.intent]}Body`,
    values: { title },
    variant: 'success',
  })
}

type RevealData = { intent: 'reveal'; target: string; result?: EventActionData['result']; event?: RevealedEventData }

/** Staff open a masked event with a reason (audited); the answer carries it. */
async function reveal(request: Request, DB: D1Database, staff: { id: string; roles: readonly Role[] }, form: FormData) {
  const target = String(form.get('targetId') ?? '').slice(0, 64)
  const submission = parseWithZod(form, { schema: PrivateViewSchema })
  if (submission.status !== 'success')
    return data<RevealData>({ intent: 'reveal', target, result: submission.reply() }, { status: 400, headers: PRIVATE })
  const language = await getLanguage(request)
  const reading = await revealAdminEvent(getDb(DB), { ...staff, ipHash: await clientIpHash(request) }, submission.value, language)
  if (!reading.ok) {
    const [key, status] =
      reading.reason === 'forbidden' ? ['admin:privateView.errors.forbidden', 403] : ['admin:events.errors.unknownEvent', 404]
    return data<RevealData>({ intent: 'reveal', target, result: adminRefusal(key) }, { status, headers: PRIVATE })
  }
  const { startsAt, endsAt, timezone, ...event } = reading.event
  return data<RevealData>(
    { intent: 'reveal', target, event: { ...event, when: eventWhen(startsAt, endsAt, timezone, language, new Date()) } },
    { headers: PRIVATE },
  )
}

export default function AdminEvents() {
  const { query, list, limits } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const revealed = answer?.intent === 'reveal' ? (answer as RevealData) : null
  const actionData = answer && !revealed ? (answer as EventActionData) : undefined
  const { t, i18n } = useTranslation('admin')
  const number = new Intl.NumberFormat(i18n.language)
  // an answer about an event no longer listed (or none) is shown above the list
  const answered = !!actionData?.target && list.rows.some((row) => String(row.id) === actionData.target)
  const formatted = `${number.format(list.total)}${list.totalCapped ? '+' : ''}`
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <Link to="/admin" className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('venues.backToDashboard')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('events.title')}</h1>
      <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{t('events.intro')}</p>

      <Form method="get" role="search" aria-label={t('events.search.label')} className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <label htmlFor="admin-events-q" className="block text-sm font-medium text-neutral-900 dark:text-white">
            {t('events.search.text')}
          </label>
          <input
            id="admin-events-q"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={100}
            autoComplete="off"
            className={cn(INPUT_CLASS, 'mt-1.5')}
          />
        </div>
        <div>
          <label htmlFor="admin-events-state" className="block text-sm font-medium text-neutral-900 dark:text-white">
            {t('events.search.state')}
          </label>
          <select id="admin-events-state" name="state" defaultValue={query.state} className={cn(INPUT_CLASS, 'mt-1.5')}>
            {EVENT_ADMIN_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`events.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonVariants()}>
          <Search aria-hidden className="size-4" />
          {t('events.search.submit')}
        </button>
      </Form>

      {actionData && !answered && <EventFormAlert result={actionData.result} />}

      <section aria-labelledby="admin-events-heading" className="mt-8">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="admin-events-heading" className="text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
            {query.eventId != null ? t('events.oneEvent') : t(`events.states.${query.state}`)}
          </h2>
          <p role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
            {t('events.count', { count: list.total, formatted })}
          </p>
        </div>
        {query.eventId != null && (
          <p className="mb-4 text-sm">
            <Link to={PATH} className={LINK}>
              {t('events.showAll')}
            </Link>
          </p>
        )}
        {list.rows.length === 0 ? (
          <Empty>{t('events.empty')}</Empty>
        ) : (
          <ul className="space-y-4">
            {list.rows.map((row) => (
              <li key={row.id} id={`event-${row.id}`} className="scroll-mt-24">
                <EventRow
                  event={row}
                  limits={limits}
                  failed={actionData?.target === String(row.id) ? actionData : null}
                  revealed={revealed?.target === String(row.id) ? revealed : null}
                />
              </li>
            ))}
          </ul>
        )}
        <EventPager page={list.page} pageCount={list.pageCount} />
      </section>
    </div>
  )
}

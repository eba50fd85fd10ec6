import { getTextareaProps } from '@conform-to/react'
import { Form, Link, useLocation } from '@remix-run/react'
import { Ban, Eye, EyeOff, MapPin, Star, StarOff, UserRound, Video } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { FieldError, INPUT_CLASS } from '~/components/ui/field'
import { FormField, useFormMessage } from '~/components/ui/form'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import type { EventStatus } from '~/db/schema'
import type { EventWhenText } from '~/models/events/format'
import { EVENT_MODERATION_SCHEMAS } from '~/models/events/moderation-schema'
import { cn } from '~/utils/cn'
import { type EventActionData, EventFormAlert, LINK, useBusy, useDate } from './parts'
import { PrivateNote, RevealForm, type RevealAnswer } from '../__admin/reveal-form'
import { RevealedEvent, type RevealedEventData } from './revealed-event'

/** A row of /admin/events as the loader sends it (dates as ISO strings). */
export type AdminEventRowData = {
  id: number
  /** Null when masked: private to this reader (decision 034), and `when` and the place too. */
  title: string | null
  masked: boolean
  when: EventWhenText | null
  past: boolean
  isOnline: boolean
  locationName: string | null
  cityName: string | null
  countryName: string | null
  organizerId: string | null
  organizerName: string | null
  organizerProfileName: string | null
  status: EventStatus
  cancelled: boolean
  featured: boolean
  hiddenAt: string | null
  hiddenReason: string | null
  hiddenByName: string | null
  attendingCount: number
}

const BADGE = 'rounded-full px-2.5 py-0.5 text-xs font-semibold'
const BADGES = {
  upcoming: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  past: 'bg-neutral-900/5 text-neutral-800 dark:bg-white/10 dark:text-neutral-200',
  hidden: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  cancelled: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
  draft: 'bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200',
  archived: 'bg-neutral-900/5 text-neutral-800 dark:bg-white/10 dark:text-neutral-200',
  featured: 'bg-brand-50 text-brand-800 dark:bg-violet-400/15 dark:text-violet-200',
} as const

export function EventRow({
  event,
  limits,
  failed,
  revealed,
}: {
  event: AdminEventRowData
  limits: { reasonMax: number }
  failed: EventActionData | null
  revealed: (RevealAnswer & { event?: RevealedEventData }) | null
}) {
  const { t, i18n } = useTranslation(['admin', 'events'])
  const date = useDate()
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const id = `admin-event-${event.id}`
  const hide = useValidatedForm({
    id: `${id}-hide`,
    schema: EVENT_MODERATION_SCHEMAS.hide,
    lastResult: failed?.intent === 'hide' ? failed.result : undefined,
  })
  const cancel = useValidatedForm({
    id: `${id}-cancel`,
    schema: EVENT_MODERATION_SCHEMAS.cancel,
    lastResult: failed?.intent === 'cancel' ? failed.result : undefined,
  })
  const hiding = useBusy('hide', event.id)
  const cancelling = useBusy('cancel', event.id)
  const unhiding = useBusy('unhide', event.id)
  const featuring = useBusy(event.featured ? 'unfeature' : 'feature', event.id)
  const translate = useFormMessage()
  const confirmError = translate(cancel.fields.confirm.errors?.[0])
  const name = event.title ?? t('admin:privateView.maskedEvent', { id: event.id })
  const place = event.masked
    ? t('admin:privateView.hiddenPlace')
    : event.isOnline
      ? t('events:detail.online')
      : [event.locationName, event.cityName, event.countryName].filter(Boolean).join(', ') || '—'
  const organizer = event.organizerProfileName ?? event.organizerName
  const badges: (keyof typeof BADGES)[] = [
    event.past ? 'past' : 'upcoming',
    ...(event.hiddenAt ? (['hidden'] as const) : []),
    ...(event.cancelled ? (['cancelled'] as const) : []),
    ...(event.status === 'draft' || event.status === 'archived' ? [event.status] : []),
    ...(event.featured ? (['featured'] as const) : []),
  ]
  const formFields = (fields: Record<string, string | number>) => (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="eventId" value={event.id} />
      <input type="hidden" name="redirectTo" value={here} />
    </>
  )
  const number = new Intl.NumberFormat(i18n.language)

  return (
    <article aria-labelledby={`${id}-title`} className={cn(PANEL, 'p-5')}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="text-lg font-bold text-neutral-950 dark:text-white">
            {event.masked ? (
              <bdi>{name}</bdi>
            ) : (
              <Link to={`/events/${event.id}`} className={cn(LINK, event.cancelled && 'line-through')}>
                <bdi>{name}</bdi>
              </Link>
            )}
          </h3>
          {event.when && (
            <p className="mt-1 text-sm font-medium text-neutral-800 dark:text-neutral-200">
              <time dateTime={event.when.iso}>
                {event.when.day} · {event.when.time}
              </time>
            </p>
          )}
        </div>
        <ul aria-label={t('admin:events.badgesLabel')} className="flex flex-wrap gap-1.5">
          {badges.map((badge) => (
            <li key={badge} className={cn(BADGE, BADGES[badge])}>
              {t(`admin:events.badges.${badge}`)}
            </li>
          ))}
        </ul>
      </header>

      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
        <div className="flex min-w-0 items-start gap-2">
          <dt>
            {event.isOnline ? (
              <Video aria-hidden className="mt-0.5 size-4 text-neutral-600 dark:text-neutral-400" />
            ) : (
              <MapPin aria-hidden className="mt-0.5 size-4 text-neutral-600 dark:text-neutral-400" />
            )}
            <span className="sr-only">{t('admin:events.place')}</span>
          </dt>
          <dd className="min-w-0 break-words text-neutral-900 dark:text-neutral-100">
            <bdi>{place}</bdi>
          </dd>
        </div>
        <div className="flex min-w-0 items-start gap-2">
          <dt>
            <UserRound aria-hidden className="mt-0.5 size-4 text-neutral-600 dark:text-neutral-400" />
            <span className="sr-only">{t('admin:events.organizer')}</span>
          </dt>
          <dd className="min-w-0 break-words text-neutral-900 dark:text-neutral-100">
            {event.organizerId ? (
              <Link to={`/user/${event.organizerId}`} className={LINK}>
                <bdi>{organizer ?? t('admin:events.unnamedMember')}</bdi>
              </Link>
            ) : (
              <bdi>{organizer ?? '—'}</bdi>
            )}
          </dd>
        </div>
        <div className="text-neutral-700 dark:text-neutral-300">
          <dt className="sr-only">{t('admin:events.attending')}</dt>
          <dd>{t('events:detail.going', { count: event.attendingCount, formatted: number.format(event.attendingCount) })}</dd>
        </div>
      </dl>

      {event.masked && (
        <div className="mt-3 space-y-3">
          <PrivateNote>{t('admin:privateView.maskedNote')}</PrivateNote>
          {revealed?.event ? (
            <RevealedEvent event={revealed.event} />
          ) : (
            <RevealForm kind="event" targetId={String(event.id)} answer={revealed} />
          )}
        </div>
      )}

      {event.hiddenAt && (
        <p className="mt-3 rounded-xl border border-amber-500/40 bg-amber-50 px-4 py-2.5 text-sm text-amber-950 dark:border-amber-300/30 dark:bg-amber-950/40 dark:text-amber-100">
          {t('admin:events.hiddenNote', { name: event.hiddenByName ?? t('admin:events.formerModerator'), date: date(event.hiddenAt) })}{' '}
          {event.hiddenReason && <bdi>{t('admin:events.hiddenReason', { reason: event.hiddenReason })}</bdi>}
        </p>
      )}

      <EventFormAlert result={failed?.result} />

      <div className="mt-4 flex flex-wrap items-start gap-3 border-t border-neutral-200 pt-4 dark:border-neutral-800">
        {event.hiddenAt ? (
          <Form method="post">
            {formFields({ intent: 'unhide' })}
            <button type="submit" disabled={unhiding} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              <Eye aria-hidden className="size-4" />
              {t('admin:events.actions.unhide')}
              <span className="sr-only">
                {' '}
                <bdi>{name}</bdi>
              </span>
            </button>
          </Form>
        ) : (
          <details open={failed?.intent === 'hide'} className="rounded-xl border border-neutral-200 px-3 py-1.5 dark:border-neutral-800">
            <summary className={cn('cursor-pointer rounded-sm text-sm font-semibold text-amber-900 dark:text-amber-200', FOCUS)}>
              <span className="inline-flex items-center gap-2">
                <EyeOff aria-hidden className="size-4" />
                {t('admin:events.actions.hide')}
                <span className="sr-only">
                  {' '}
                  <bdi>{name}</bdi>
                </span>
              </span>
            </summary>
            <Form method="post" {...hide.formProps} className="mt-3 mb-2 w-full space-y-3 sm:w-96">
              {formFields({ intent: 'hide' })}
              <FormField
                field={hide.fields.reason}
                label={<span className="text-sm">{t('admin:events.actions.reason')}</span>}
                hint={t('admin:events.actions.reasonHint', { max: limits.reasonMax })}
              >
                <textarea
                  {...getTextareaProps(hide.fields.reason, { ariaDescribedBy: hide.fields.reason.descriptionId })}
                  rows={3}
                  className={INPUT_CLASS}
                />
              </FormField>
              <button type="submit" disabled={hiding} className={buttonVariants({ variant: 'destructive', size: 'sm' })}>
                {t('admin:events.actions.hideSubmit')}
              </button>
            </Form>
          </details>
        )}

        <Form method="post">
          {formFields({ intent: event.featured ? 'unfeature' : 'feature' })}
          <button type="submit" disabled={featuring} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {event.featured ? <StarOff aria-hidden className="size-4" /> : <Star aria-hidden className="size-4" />}
            {t(`admin:events.actions.${event.featured ? 'unfeature' : 'feature'}`)}
            <span className="sr-only">
              {' '}
              <bdi>{name}</bdi>
            </span>
          </button>
        </Form>

        {!event.cancelled && (
          <details open={failed?.intent === 'cancel'} className="rounded-xl border border-neutral-200 px-3 py-1.5 dark:border-neutral-800">
            <summary className={cn('cursor-pointer rounded-sm text-sm font-semibold text-red-800 dark:text-red-300', FOCUS)}>
              <span className="inline-flex items-center gap-2">
                <Ban aria-hidden className="size-4" />
                {t('admin:events.actions.cancel')}
                <span className="sr-only">
                  {' '}
                  <bdi>{name}</bdi>
                </span>
              </span>
            </summary>
            <Form method="post" {...cancel.formProps} className="mt-3 mb-2 w-full space-y-3 sm:w-96">
              {formFields({ intent: 'cancel' })}
              <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('admin:events.actions.cancelBody')}</p>
              <div>
                <label className="inline-flex items-center gap-2 text-sm font-medium text-neutral-900 dark:text-neutral-100">
                  <input
                    type="checkbox"
                    id={cancel.fields.confirm.id}
                    name={cancel.fields.confirm.name}
                    value="yes"
                    required
                    aria-invalid={confirmError ? true : undefined}
                    aria-describedby={confirmError ? cancel.fields.confirm.errorId : undefined}
                    className={cn('size-4 rounded border-neutral-400 accent-red-700', FOCUS)}
                  />
                  {t('admin:events.actions.cancelConfirm')}
                </label>
                <FieldError id={cancel.fields.confirm.id} errorId={cancel.fields.confirm.errorId} error={confirmError} />
              </div>
              <button type="submit" disabled={cancelling} className={buttonVariants({ variant: 'destructive', size: 'sm' })}>
                {t('admin:events.actions.cancelSubmit')}
              </button>
            </Form>
          </details>
        )}
      </div>
    </article>
  )
}

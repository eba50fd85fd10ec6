import { useTranslation } from 'react-i18next'
import type { EventStatus } from '~/db/schema'
import type { EventWhenText } from '~/models/events/format'

/** A masked event as the 'view with reason' answer shows it (app/models/events/moderation.server.ts revealAdminEvent). */
export type RevealedEventData = {
  id: number
  title: string
  description: string | null
  status: EventStatus
  when: EventWhenText
  isOnline: boolean
  onlineUrl: string | null
  place: string | null
  crewName: string | null
}

/** The answer to the reason form: the event as its organizer sees it, and that the reading was recorded. */
export function RevealedEvent({ event }: { event: RevealedEventData }) {
  const { t } = useTranslation(['admin', 'events'])
  return (
    <section aria-labelledby={`revealed-${event.id}`} className="rounded-xl border border-amber-500/40 px-4 py-3 text-sm">
      <h4 id={`revealed-${event.id}`} className="font-semibold text-neutral-950 dark:text-white">
        <bdi>{event.title}</bdi>
      </h4>
      <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t('admin:privateView.recorded')}</p>
      <dl className="mt-2 grid gap-1">
        <div>
          <dt className="inline font-medium">{t('admin:privateView.fields.when')}: </dt>
          <dd className="inline">
            <time dateTime={event.when.iso}>
              {event.when.day} · {event.when.time}
            </time>
          </dd>
        </div>
        {event.crewName && (
          <div>
            <dt className="inline font-medium">{t('admin:privateView.fields.crew')}: </dt>
            <dd className="inline">
              <bdi>{event.crewName}</bdi>
            </dd>
          </div>
        )}
        <div>
          <dt className="inline font-medium">{t('admin:privateView.fields.place')}: </dt>
          <dd className="inline">
            <bdi>{event.isOnline ? t('events:detail.online') : (event.place ?? '—')}</bdi>
          </dd>
        </div>
        {event.onlineUrl && (
          <div>
            <dt className="inline font-medium">{t('admin:privateView.fields.onlineUrl')}: </dt>
            <dd className="inline break-all">
              <bdi>{event.onlineUrl}</bdi>
            </dd>
          </div>
        )}
      </dl>
      {event.description && <p className="mt-2 whitespace-pre-line text-neutral-800 dark:text-neutral-200">{event.description}</p>}
    </section>
  )
}

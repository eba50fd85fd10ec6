import { Link } from '@remix-run/react'
import { Flag, ShieldAlert, Users } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PANEL } from '~/components/ui/surface'
import type { QueueCase } from '~/models/moderation/queue.server'
import { caseHref } from '~/models/moderation/options'
import { cn } from '~/utils/cn'
import { BADGE, LINK, useDateTime } from '../__admin/parts'

type Jsonified = Omit<QueueCase, 'preview'> & { preview: QueueCase['preview'] | null }

/** One case of the queue: the target in place, how many reported it and why, when, and a flag for a possible mass report. */
export function CaseCard({ item }: { item: Jsonified }) {
  const { t, i18n } = useTranslation(['moderation', 'report'])
  const when = useDateTime()
  const number = new Intl.NumberFormat(i18n.language)
  const id = `case-${item.targetType}-${item.targetId}`
  const preview = item.preview
  return (
    <article aria-labelledby={`${id}-title`} className={cn(PANEL, 'p-5')}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-neutral-700 dark:text-neutral-300">
            {t(`types.${item.targetType}`)}
          </p>
          <h3 id={`${id}-title`} className="mt-1 text-lg font-bold text-neutral-950 dark:text-white">
            <Link to={caseHref(item.targetType, item.targetId)} className={LINK}>
              <bdi>{preview?.title || t('gone')}</bdi>
            </Link>
          </h3>
        </div>
        <ul aria-label={t('queue.badges')} className="flex flex-wrap gap-1.5">
          {item.flagged && (
            <li className={cn(BADGE, 'inline-flex items-center gap-1 bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200')}>
              <ShieldAlert aria-hidden className="size-3.5" />
              {t('queue.flagged')}
            </li>
          )}
          {preview && preview.state !== 'visible' && (
            <li className={cn(BADGE, 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200')}>
              {t(`states.${preview.state}`)}
            </li>
          )}
          {item.decision?.appealedAt && (
            <li className={cn(BADGE, 'bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200')}>{t('queue.appealed')}</li>
          )}
        </ul>
      </header>
      {preview?.text && (
        <p className="mt-2 line-clamp-3 whitespace-pre-line break-words text-neutral-800 dark:text-neutral-200">
          <bdi>{preview.text}</bdi>
        </p>
      )}
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-neutral-700 dark:text-neutral-300">
        <div className="flex items-center gap-1.5">
          <Users aria-hidden className="size-4" />
          <dt className="sr-only">{t('queue.reporters')}</dt>
          <dd>{t('queue.reporterCount', { count: item.reporters, n: number.format(item.reporters) })}</dd>
        </div>
        {preview?.authorName && (
          <div className="flex gap-1.5">
            <dt>{t('queue.author')}</dt>
            <dd>
              <bdi>{preview.authorName}</bdi>
            </dd>
          </div>
        )}
        <div className="flex gap-1.5">
          <dt>{item.decision ? t('queue.decidedAt') : t('queue.newest')}</dt>
          <dd>
            <time dateTime={new Date(item.newest).toISOString()}>{when(new Date(item.newest))}</time>
          </dd>
        </div>
        {item.reasons.length > 0 && (
          <div className="flex items-center gap-1.5">
            <Flag aria-hidden className="size-4" />
            <dt className="sr-only">{t('queue.reasons')}</dt>
            <dd>{item.reasons.map((r) => t(`report:reasons.${r}`)).join(', ')}</dd>
          </div>
        )}
        {item.decision && (
          <div className="flex gap-1.5">
            <dt>{t('queue.actions')}</dt>
            <dd>{item.decision.actions.map((a) => t(`actions.${a}`)).join(', ')}</dd>
          </div>
        )}
      </dl>
    </article>
  )
}

import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { PANEL } from '~/components/ui/surface'
import { cn } from '~/utils/cn'
import { LINK, useDateTime } from '../__admin/parts'
import { auditChanges, shortValue } from './diff'
import { auditTargetHref } from './targets'

export type AuditRowData = {
  id: string
  createdAt: string | Date
  actorId: string | null
  actorName: string | null
  action: string
  targetType: string | null
  targetId: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  details: Record<string, unknown> | null
  sessionId: string | null
  ipHash: string | null
}

const CODE = 'rounded bg-neutral-100 px-1 font-mono text-xs text-neutral-900 dark:bg-neutral-800 dark:text-neutral-100'

/** One staff action: when, who (a link that filters by them), what, on which target, the change, and from where. */
export function AuditRow({ row, filterHref }: { row: AuditRowData; filterHref: (values: Record<string, string>) => string }) {
  const { t, i18n } = useTranslation('admin')
  const dateTime = useDateTime()
  const label = (group: 'actions' | 'targets', code: string) =>
    i18n.exists(`admin:audit.${group}.${code}`) ? t(`audit.${group}.${code}` as 'audit.title') : code
  const changes = auditChanges(row.before, row.after)
  const details = Object.entries(row.details ?? {}).filter(([, value]) => value !== null && value !== undefined)
  const target = auditTargetHref(row.targetType, row.targetId)
  const typeLabel = row.targetType
    ? i18n.exists(`admin:lookups.kinds.${row.targetType}.title`)
      ? t(`lookups.kinds.${row.targetType}.title` as 'audit.title')
      : label('targets', row.targetType)
    : null
  const id = `audit-${row.id}`
  return (
    <article aria-labelledby={`${id}-what`} className={cn(PANEL, 'p-4 text-sm')}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`${id}-what`} className="text-base font-semibold text-neutral-950 dark:text-white">
          {label('actions', row.action)}
          {label('actions', row.action) !== row.action && <span className={cn(CODE, 'ms-2 font-normal')}>{row.action}</span>}
        </h3>
        <p className="text-neutral-700 dark:text-neutral-300">
          <time dateTime={new Date(row.createdAt).toISOString()}>{dateTime(row.createdAt)}</time>
        </p>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-neutral-900 dark:text-white">{t('audit.fields.who')}</dt>
        <dd className="text-neutral-800 dark:text-neutral-200">
          {row.actorId ? (
            <Link
              to={filterHref({ actor: row.actorId })}
              className={LINK}
              aria-label={t('audit.filterBy', { name: row.actorName ?? row.actorId })}
            >
              {row.actorName ?? row.actorId}
            </Link>
          ) : (
            t('audit.unknownActor')
          )}
        </dd>
        {row.targetType && (
          <>
            <dt className="font-medium text-neutral-900 dark:text-white">{t('audit.fields.target')}</dt>
            <dd className="text-neutral-800 dark:text-neutral-200">
              {typeLabel}
              {row.targetId && (
                <>
                  {' '}
                  {target ? (
                    <Link to={target} className={cn(LINK, 'font-mono text-xs')}>
                      {row.targetId}
                    </Link>
                  ) : (
                    <span className={CODE}>{row.targetId}</span>
                  )}
                  {' · '}
                  <Link to={filterHref({ type: row.targetType, target: row.targetId })} className={LINK}>
                    {t('audit.sameTarget')}
                  </Link>
                </>
              )}
            </dd>
          </>
        )}
        {changes.length > 0 && (
          <>
            <dt className="font-medium text-neutral-900 dark:text-white">{t('audit.fields.change')}</dt>
            <dd>
              <ul className="space-y-0.5">
                {changes.map((change) => (
                  <li key={change.key} className="flex flex-wrap items-center gap-1.5 break-all">
                    <span className="font-medium text-neutral-900 dark:text-white">{change.key}:</span>
                    <span className="text-neutral-700 line-through decoration-neutral-400 dark:text-neutral-300">
                      {change.before ?? t('audit.none')}
                    </span>
                    <span aria-hidden>→</span>
                    <span className="sr-only">{t('audit.becomes')}</span>
                    <span className="text-neutral-950 dark:text-white">{change.after ?? t('audit.none')}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
        {details.length > 0 && (
          <>
            <dt className="font-medium text-neutral-900 dark:text-white">{t('audit.fields.details')}</dt>
            <dd className="break-all text-neutral-800 dark:text-neutral-200">
              {details.map(([key, value]) => `${key}: ${shortValue(value)}`).join(' · ')}
            </dd>
          </>
        )}
        <dt className="font-medium text-neutral-900 dark:text-white">{t('audit.fields.from')}</dt>
        <dd className="text-neutral-700 dark:text-neutral-300">
          {t('audit.session')} <span className={CODE}>{row.sessionId ? row.sessionId.slice(0, 8) : '—'}</span> · {t('audit.ip')}{' '}
          <span className={CODE}>{row.ipHash ? row.ipHash.slice(0, 8) : '—'}</span>
        </dd>
      </dl>
    </article>
  )
}

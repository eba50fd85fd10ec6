import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PANEL } from '~/components/ui/surface'
import type { UserDetail, UserReportRow } from '~/models/admin/users.server'
import { caseHref, isReportTargetType } from '~/models/moderation/options'
import { cn } from '~/utils/cn'
import { BADGE, LINK, useDateTime } from '../__admin/parts'

/** The lists of a member's page (/admin/users/{id}): sessions, reports, moderation history, security events. */
type Dated = string | Date | null | undefined

function useAt() {
  const { t } = useTranslation('admin')
  const when = useDateTime()
  return (value: Dated): ReactNode =>
    value ? <time dateTime={new Date(value).toISOString()}>{when(new Date(value))}</time> : t('users.never')
}

export function SessionList({ sessions }: { sessions: UserDetail['sessions'][number][] }) {
  const { t } = useTranslation('admin')
  const at = useAt()
  return (
    <section aria-labelledby="user-sessions" className="mt-6">
      <h2 id="user-sessions" className="text-xl font-bold text-neutral-950 dark:text-white">
        {t('users.sessions')}
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{t('users.sessionsEmpty')}</p>
      ) : (
        <div className={cn(PANEL, 'mt-2 overflow-x-auto')}>
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-neutral-900/10 text-neutral-700 dark:border-white/10 dark:text-neutral-300">
                {(['created', 'lastSeen', 'expires', 'kind', 'agent'] as const).map((c) => (
                  <th key={c} scope="col" className="px-3 py-2 text-start font-semibold">
                    {t(`users.sessionColumns.${c}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sessions.map((s, i) => (
                <tr key={i} className="border-b border-neutral-900/5 last:border-0 dark:border-white/5">
                  <td className="px-3 py-2">{at(s.createdAt)}</td>
                  <td className="px-3 py-2">{at(s.lastSeenAt)}</td>
                  <td className="px-3 py-2">{at(s.expiresAt)}</td>
                  <td className="px-3 py-2">{t(`users.sessionKinds.${s.kind}`)}</td>
                  <td className="break-all px-3 py-2">{s.userAgent ? <bdi>{s.userAgent}</bdi> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

export function ReportList({ rows, label }: { rows: UserReportRow[]; label: string }) {
  const { t } = useTranslation(['admin', 'moderation', 'report'])
  const when = useDateTime()
  if (!rows.length) return <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{t('users.reportsEmpty')}</p>
  return (
    <ul aria-label={label} className="mt-2 space-y-2">
      {rows.map((r) => (
        <li key={r.id} className={cn(PANEL, 'p-3 text-sm')}>
          <p className="font-semibold text-neutral-950 dark:text-white">
            {t(`report:reasons.${r.reason}`)} · {isReportTargetType(r.targetType) ? t(`moderation:types.${r.targetType}`) : r.targetType}
            <span className={cn(BADGE, 'ms-2 bg-neutral-900/5 text-neutral-800 dark:bg-white/10 dark:text-neutral-200')}>
              {t(`moderation:statuses.${r.status}`)}
            </span>
          </p>
          {r.details && (
            <p className="mt-1 whitespace-pre-line break-words text-neutral-800 dark:text-neutral-200">
              <bdi>{r.details}</bdi>
            </p>
          )}
          <p className="mt-1 text-neutral-600 dark:text-neutral-400">
            <time dateTime={new Date(r.createdAt).toISOString()}>{when(new Date(r.createdAt))}</time>
            {isReportTargetType(r.targetType) && (
              <>
                {' · '}
                <Link to={caseHref(r.targetType, r.targetId)} className={LINK}>
                  {t('users.openCase')}
                </Link>
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  )
}

export function History({
  moderation,
  securityEvents,
}: {
  moderation: UserDetail['moderation'][number][]
  securityEvents: UserDetail['securityEvents'][number][]
}) {
  const { t } = useTranslation(['admin', 'moderation'])
  const at = useAt()
  return (
    <>
      <section aria-labelledby="user-moderation" className="mt-6">
        <h2 id="user-moderation" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('users.moderation')}
        </h2>
        {moderation.length === 0 ? (
          <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{t('users.moderationEmpty')}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {moderation.map((m) => (
              <li key={m.id} className={cn(PANEL, 'p-3 text-sm')}>
                <p className="font-semibold text-neutral-950 dark:text-white">
                  {t(`moderation:actions.${m.action}`)} · {t(`moderation:types.${m.targetType}`)}
                  {m.appealedAt && (
                    <span className={cn(BADGE, 'ms-2 bg-neutral-900/5 text-neutral-800 dark:bg-white/10 dark:text-neutral-200')}>
                      {m.appealOutcome ? t(`moderation:appeal.outcomes.${m.appealOutcome}`) : t('users.appealed')}
                    </span>
                  )}
                </p>
                <p className="mt-1 break-words text-neutral-800 dark:text-neutral-200">
                  <bdi>{m.reason}</bdi>
                </p>
                <p className="mt-1 text-neutral-600 dark:text-neutral-400">
                  {at(m.createdAt)} ·{' '}
                  <Link to={caseHref(m.targetType, m.targetId)} className={LINK}>
                    {t('users.openCase')}
                  </Link>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="user-security" className="mt-6">
        <h2 id="user-security" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('users.securityEvents')}
        </h2>
        {securityEvents.length === 0 ? (
          <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{t('users.securityEmpty')}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {securityEvents.map((e) => (
              <li key={e.id} className="text-neutral-800 dark:text-neutral-200">
                {at(e.createdAt)} · <code className="font-mono">{e.eventType}</code> · {e.severity}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  )
}

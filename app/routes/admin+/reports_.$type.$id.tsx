import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ChevronLeft, ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { answerAppeal, decideCase } from '~/models/moderation/decide.server'
import { actionsFor, caseHref, isReportTargetType } from '~/models/moderation/options'
import { caseDetail } from '~/models/moderation/queue.server'
import { AppealDecisionSchema, DecisionSchema } from '~/models/moderation/schema'
import { realtimeOf } from '~/models/notifications/notifications.server'
import { cn } from '~/utils/cn'
import { clientIpHash } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import { FormAlert } from './__admin/form-alert'
import { BADGE, LINK, useDateTime } from './__admin/parts'
import { AppealAnswerForm, DecisionForm } from './__reports/decision-form'

/**
 * /admin/reports/{type}/{id} (moderators and admins): one case of the moderation queue. The
 * reported content in place (a message report's copies, never the conversation), every report
 * with its reporter's account age (a mass report's sign), the decisions taken with their
 * appeals, the author's record, and the decision form; an appeal waiting gets its answer here.
 * The action checks the role again, parses with the form's zod schema and lets the model decide
 * (app/models/moderation/decide.server.ts).
 */
export const handle = { i18n: ['admin', 'moderation', 'report'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }

function target(params: LoaderFunctionArgs['params']) {
  const type = params.type
  const id = params.id ?? ''
  if (!isReportTargetType(type) || !id || id.length > 64) throw new Response('Not found', { status: 404 })
  return { type, id }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const { type, id } = target(params)
  const db = getDb(context.cloudflare.env.DB)
  const [detail, i18n] = await Promise.all([caseDetail(db, type, id), getLanguage(request).then(serverI18n)])
  if (!detail.preview && detail.reports.length === 0) throw new Response('Not found', { status: 404 })
  return data(
    {
      type,
      id,
      ...detail,
      allowed: actionsFor(type, !!detail.preview?.authorId),
      decisionKey: crypto.randomUUID(),
      title: `${i18n.t('moderation:case.title', { type: i18n.t(`moderation:typesLower.${type}`) })} — ${APP_NAME}`,
    },
    { headers: PRIVATE },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? APP_NAME }, { name: 'robots', content: 'noindex' }]

type ActionData = { intent: 'decide' | 'answer' | ''; result: SubmissionResult<string[]> }

export async function action({ request, context, params }: ActionFunctionArgs) {
  const staff = await requireRole(request, context, 'moderator')
  const { type, id } = target(params)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data<ActionData>({ intent: '', result: { status: 'error', error: { '': ['moderation:errors.form'] } } }, { status: 400 })
  }
  const ctx = {
    db: getDb(context.cloudflare.env.DB),
    realtime: realtimeOf(context),
    bucket: context.cloudflare.env.MEDIA,
    staff: { id: staff.id, roles: staff.roles, sessionId: staff.sessionId, ipHash: await clientIpHash(request) },
  }
  const here = caseHref(type, id)
  if (form.get('intent') === 'answer') {
    const submission = parseWithZod(form, { schema: AppealDecisionSchema })
    if (submission.status !== 'success') return data<ActionData>({ intent: 'answer', result: submission.reply() }, { status: 400 })
    const answered = await answerAppeal(ctx, submission.value)
    if (!answered.ok)
      return data<ActionData>({ intent: 'answer', result: submission.reply({ formErrors: [answered.error] }) }, { status: answered.status })
    return redirectWithToast(here, { titleKey: `moderation:toasts.${answered.outcome}`, variant: 'success' })
  }
  // the case is the address's: a form naming another target is refused
  form.set('targetType', type)
  form.set('targetId', id)
  const submission = parseWithZod(form, { schema: DecisionSchema })
  if (submission.status !== 'success') return data<ActionData>({ intent: 'decide', result: submission.reply() }, { status: 400 })
  const decided = await decideCase(ctx, submission.value)
  if (!decided.ok)
    return data<ActionData>({ intent: 'decide', result: submission.reply({ formErrors: [decided.error] }) }, { status: decided.status })
  return redirectWithToast('/admin/reports', {
    titleKey: 'moderation:toasts.decided',
    descriptionKey: 'moderation:toasts.decidedBody',
    variant: 'success',
  })
}

export default function ReportCase() {
  const { type, id, preview, reports, openCount, flagged, decisions, authorRecord, allowed, decisionKey } = useLoaderData<typeof loader>()
  const failed = useActionData<typeof action>()
  const { t, i18n } = useTranslation(['moderation', 'report'])
  const when = useDateTime()
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <Link to="/admin/reports" className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('case.back')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">
        {t('case.title', { type: t(`typesLower.${type}`) })}
      </h1>
      {flagged && (
        <p
          role="note"
          className="mt-4 flex items-start gap-2 rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-300/30 dark:bg-red-950/50 dark:text-red-200"
        >
          <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('case.flagged')}
        </p>
      )}

      <section aria-labelledby="case-content" className={cn(PANEL, 'mt-6 p-5')}>
        <h2 id="case-content" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('case.content')}
        </h2>
        {preview ? (
          <>
            <p className="mt-2 text-lg font-semibold text-neutral-950 dark:text-white">
              {preview.href ? (
                <Link to={preview.href} className={LINK}>
                  <bdi>{preview.title}</bdi>
                </Link>
              ) : (
                <bdi>{preview.title}</bdi>
              )}
              {preview.state !== 'visible' && (
                <span className={cn(BADGE, 'ms-2 bg-amber-100 align-middle text-amber-900 dark:bg-amber-400/15 dark:text-amber-200')}>
                  {t(`states.${preview.state}`)}
                </span>
              )}
            </p>
            {preview.text && (
              <p className="mt-2 whitespace-pre-line break-words text-neutral-800 dark:text-neutral-200">
                <bdi>{preview.text}</bdi>
              </p>
            )}
            {preview.messages && (
              <ol aria-label={t('case.messages')} className="mt-3 space-y-2">
                {preview.messages.map((m) => (
                  <li key={m.id} className="rounded-xl bg-neutral-900/5 px-3 py-2 dark:bg-white/10">
                    <p className="text-xs text-neutral-600 dark:text-neutral-400">
                      {m.senderId === preview.authorId ? (preview.authorName ?? '—') : t('case.otherParticipant')} ·{' '}
                      <time dateTime={new Date(m.createdAt).toISOString()}>{when(new Date(m.createdAt))}</time>
                    </p>
                    <p className="whitespace-pre-line break-words text-neutral-900 dark:text-neutral-100">
                      <bdi>{m.content}</bdi>
                    </p>
                  </li>
                ))}
              </ol>
            )}
            {preview.authorId && (
              <dl className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">
                <div className="flex flex-wrap gap-1.5">
                  <dt>{t('queue.author')}</dt>
                  <dd>
                    <Link to={`/user/${preview.authorId}`} className={LINK}>
                      <bdi>{preview.authorName ?? '—'}</bdi>
                    </Link>
                  </dd>
                </div>
                <div className="flex flex-wrap gap-1.5">
                  <dt>{t('case.record')}</dt>
                  <dd>
                    {authorRecord && Object.keys(authorRecord).length
                      ? Object.entries(authorRecord)
                          .map(([action, n]) => `${t(`actions.${action}`)}: ${number.format(n)}`)
                          .join(', ')
                      : t('case.cleanRecord')}
                  </dd>
                </div>
              </dl>
            )}
          </>
        ) : (
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('gone')}</p>
        )}
      </section>

      <section aria-labelledby="case-reports" className="mt-6">
        <h2 id="case-reports" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('case.reports', { count: reports.length, n: number.format(reports.length) })}
        </h2>
        <ul className="mt-3 space-y-2">
          {reports.map((r) => (
            <li key={r.id} className={cn(PANEL, 'p-4 text-sm')}>
              <p className="font-semibold text-neutral-950 dark:text-white">
                {t(`report:reasons.${r.reason}`)}
                <span className={cn(BADGE, 'ms-2 bg-neutral-900/5 text-neutral-800 dark:bg-white/10 dark:text-neutral-200')}>
                  {t(`statuses.${r.status}`)}
                </span>
              </p>
              {r.details && (
                <p className="mt-1 whitespace-pre-line break-words text-neutral-800 dark:text-neutral-200">
                  <bdi>{r.details}</bdi>
                </p>
              )}
              <p className="mt-1 text-neutral-600 dark:text-neutral-400">
                {r.reporterName ? <bdi>{r.reporterName}</bdi> : t('case.deletedReporter')}
                {r.accountAgeDays != null && <> · {t('case.accountAge', { count: r.accountAgeDays })}</>} ·{' '}
                <time dateTime={new Date(r.createdAt).toISOString()}>{when(new Date(r.createdAt))}</time>
              </p>
            </li>
          ))}
        </ul>
      </section>

      {decisions.length > 0 && (
        <section aria-labelledby="case-decisions" className="mt-6">
          <h2 id="case-decisions" className="text-xl font-bold text-neutral-950 dark:text-white">
            {t('case.decisions')}
          </h2>
          <ul className="mt-3 space-y-3">
            {decisions.map((d) => (
              <li key={d.id} className={cn(PANEL, 'p-4 text-sm')}>
                <p className="text-neutral-600 dark:text-neutral-400">
                  <time dateTime={new Date(d.at).toISOString()}>{when(new Date(d.at))}</time> · {d.moderatorName ?? '—'}
                </p>
                <ul className="mt-1 space-y-1">
                  {d.actions.map((a) => (
                    <li key={a.action} className="text-neutral-900 dark:text-neutral-100">
                      <strong>{t(`actions.${a.action}`)}</strong>
                      {a.suspendedUntil && <> ({t('case.until', { date: when(new Date(a.suspendedUntil)) })})</>}: <bdi>{a.reason}</bdi>
                    </li>
                  ))}
                </ul>
                {d.appeal && (
                  <div className="mt-3 border-t border-neutral-900/10 pt-3 dark:border-white/10">
                    <p className="font-semibold text-neutral-950 dark:text-white">{t('appeal.title')}</p>
                    <p className="mt-1 whitespace-pre-line break-words text-neutral-800 dark:text-neutral-200">
                      <bdi>{d.appeal.text}</bdi>
                    </p>
                    {d.appeal.outcome ? (
                      <p className="mt-1 text-neutral-700 dark:text-neutral-300">
                        {t(`appeal.outcomes.${d.appeal.outcome}`)}: <bdi>{d.appeal.reply}</bdi>
                      </p>
                    ) : (
                      <>
                        {failed?.intent === 'answer' && <FormAlert result={failed.result} />}
                        <AppealAnswerForm decisionId={d.id} lastResult={failed?.intent === 'answer' ? failed.result : null} />
                      </>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-6">
        {openCount > 0 ? (
          <>
            {failed?.intent === 'decide' && <FormAlert result={failed.result} className="mb-4" />}
            <DecisionForm
              targetType={type}
              targetId={id}
              allowed={allowed}
              decisionKey={decisionKey}
              lastResult={failed?.intent === 'decide' ? failed.result : null}
            />
          </>
        ) : (
          <p className="text-neutral-700 dark:text-neutral-300">{t('case.noOpen')}</p>
        )}
      </div>
    </div>
  )
}

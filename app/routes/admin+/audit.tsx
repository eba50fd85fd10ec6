import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { ChevronRight, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { listStaffAudit, parseStaffAuditQuery, staffAuditChoices, staffAuditSearch } from '~/models/admin/audit.server'
import { cn } from '~/utils/cn'
import { sortedSearch } from '~/utils/url-params'
import { BackToDashboard, Empty, LABEL, LINK } from './__admin/parts'
import { AuditRow } from './__audit/audit-row'

/**
 * /admin/audit (admins only; a moderator is sent away with 'Access Denied'): the staff audit log
 * (issue 41), newest first, 50 a page with a cursor. Filters in the URL, parsed leniently (a bad
 * value is dropped and the page redirects to the clean address, never a 500): who acted (a staff
 * member, or any account id from a row's link), the action, the target's type and id, and the UTC
 * days from and to. Each filter is served by one of the log's indexes. Reading the log is not
 * itself audited. The model: app/models/admin/audit.server.ts.
 */
export const handle = { i18n: ['admin'] }

const PATH = '/admin/audit'
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'admin')
  const url = new URL(request.url)
  const query = parseStaffAuditQuery(url)
  const clean = staffAuditSearch(query)
  if (sortedSearch(url.searchParams) !== sortedSearch(new URLSearchParams(clean))) throw redirect(`${PATH}${clean}`, 302)
  const db = getDb(context.cloudflare.env.DB)
  const [list, choices, i18n] = await Promise.all([listStaffAudit(db, query), staffAuditChoices(db), getLanguage(request).then(serverI18n)])
  // a filter by someone who is no longer staff (a row's link) still names them
  const actorName = query.actor && !choices.staff.some((s) => s.id === query.actor) ? (list.rows[0]?.actorName ?? query.actor) : null
  const staff = actorName && query.actor ? [...choices.staff, { id: query.actor, name: actorName }] : choices.staff
  const actions = query.action && !choices.actions.includes(query.action) ? [...choices.actions, query.action] : choices.actions
  const types = query.type && !choices.types.includes(query.type) ? [...choices.types, query.type] : choices.types
  // the session and address hashes leave the server as short prefixes, enough to tell them apart
  const shown = {
    ...list,
    rows: list.rows.map((row) => ({ ...row, sessionId: row.sessionId?.slice(0, 8) ?? null, ipHash: row.ipHash?.slice(0, 8) ?? null })),
  }
  return data(
    { query, list: shown, choices: { staff, actions, types }, title: `${i18n.t('admin:audit.metaTitle')} — ${APP_NAME}` },
    { headers: PRIVATE },
  )
}

export const headers: HeadersFunction = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function AdminAudit() {
  const { query, list, choices } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('admin')
  const { before: _cursor, ...filters } = query
  const filtered = Object.values(filters).some(Boolean)
  const href = (values: Record<string, string | undefined>) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(values)) if (value) params.set(key, value)
    const search = params.toString()
    return search ? `${PATH}?${search}` : PATH
  }
  const actionLabel = (code: string) => (i18n.exists(`admin:audit.actions.${code}`) ? t(`audit.actions.${code}` as 'audit.title') : code)
  const typeLabel = (code: string) =>
    i18n.exists(`admin:lookups.kinds.${code}.title`)
      ? t(`lookups.kinds.${code}.title` as 'audit.title')
      : i18n.exists(`admin:audit.targets.${code}`)
        ? t(`audit.targets.${code}` as 'audit.title')
        : code
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <BackToDashboard />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('audit.title')}</h1>
      <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{t('audit.intro')}</p>

      <Form method="get" role="search" aria-label={t('audit.filters.label')} className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor="audit-actor" className={LABEL}>
            {t('audit.filters.actor')}
          </label>
          <select id="audit-actor" name="actor" defaultValue={query.actor ?? ''} className={cn(INPUT_CLASS, 'mt-1.5')}>
            <option value="">{t('audit.filters.anyone')}</option>
            {choices.staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-action" className={LABEL}>
            {t('audit.filters.action')}
          </label>
          <select id="audit-action" name="action" defaultValue={query.action ?? ''} className={cn(INPUT_CLASS, 'mt-1.5')}>
            <option value="">{t('audit.filters.anyAction')}</option>
            {choices.actions.map((code) => (
              <option key={code} value={code}>
                {actionLabel(code)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-type" className={LABEL}>
            {t('audit.filters.type')}
          </label>
          <select id="audit-type" name="type" defaultValue={query.type ?? ''} className={cn(INPUT_CLASS, 'mt-1.5')}>
            <option value="">{t('audit.filters.anyType')}</option>
            {choices.types.map((code) => (
              <option key={code} value={code}>
                {typeLabel(code)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-target" className={LABEL}>
            {t('audit.filters.target')}
          </label>
          <input
            id="audit-target"
            name="target"
            defaultValue={query.target ?? ''}
            maxLength={64}
            autoComplete="off"
            aria-describedby="audit-target-hint"
            className={cn(INPUT_CLASS, 'mt-1.5')}
          />
          <p id="audit-target-hint" className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
            {t('audit.filters.targetHint')}
          </p>
        </div>
        <div>
          <label htmlFor="audit-from" className={LABEL}>
            {t('audit.filters.from')}
          </label>
          <input id="audit-from" type="date" name="from" defaultValue={query.from ?? ''} className={cn(INPUT_CLASS, 'mt-1.5')} />
        </div>
        <div>
          <label htmlFor="audit-to" className={LABEL}>
            {t('audit.filters.to')}
          </label>
          <input id="audit-to" type="date" name="to" defaultValue={query.to ?? ''} className={cn(INPUT_CLASS, 'mt-1.5')} />
        </div>
        <div className="flex items-end">
          <button type="submit" className={buttonVariants()}>
            <Search aria-hidden className="size-4" />
            {t('audit.filters.submit')}
          </button>
        </div>
      </Form>
      <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">{t('audit.utcNote')}</p>

      <section aria-labelledby="audit-heading" className="mt-8">
        <h2 id="audit-heading" className="mb-4 text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
          {t('audit.listHeading')}
        </h2>
        {(filtered || query.before) && (
          <p className="mb-4 flex flex-wrap gap-4 text-sm">
            {filtered && (
              <Link to={PATH} className={LINK}>
                {t('audit.showAll')}
              </Link>
            )}
            {query.before && (
              <Link to={href(filters)} className={LINK}>
                {t('audit.newest')}
              </Link>
            )}
          </p>
        )}
        {list.rows.length === 0 ? (
          <Empty>{filtered ? t('audit.emptyFiltered') : t('audit.empty')}</Empty>
        ) : (
          <ol className="space-y-3">
            {list.rows.map((row) => (
              <li key={row.id}>
                <AuditRow row={row} filterHref={(values) => href(values)} />
              </li>
            ))}
          </ol>
        )}
        {list.next && (
          <nav aria-label={t('audit.paging')} className="mt-6 flex justify-center">
            <Link to={href({ ...filters, before: list.next })} rel="next" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {t('audit.older')}
              <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
            </Link>
          </nav>
        )}
      </section>
    </div>
  )
}

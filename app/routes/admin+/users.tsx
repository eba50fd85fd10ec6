import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { searchUsers } from '~/models/admin/users.server'
import { USER_ROLE_FILTERS, USER_STATES, usersHref } from '~/models/admin/users-options'
import { parseUserQuery } from '~/models/admin/users-schema'
import { cn } from '~/utils/cn'
import { BackToDashboard, BADGE, Empty, LABEL, LINK } from './__admin/parts'

/**
 * /admin/users (admins only, SPEC §6): find members by name, email, phone, role and state, the
 * newest accounts first, 50 a page; filters and page live in the address (a GET form that works
 * without JavaScript). The list shows no email nor phone: those are on a member's page, whose
 * every reading is audited (app/models/admin/users.server.ts).
 */
export const handle = { i18n: ['admin'] }

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'admin')
  const query = parseUserQuery(new URL(request.url))
  const db = getDb(context.cloudflare.env.DB)
  const [{ rows, hasNext }, i18n] = await Promise.all([searchUsers(db, query), getLanguage(request).then(serverI18n)])
  return data(
    { query, rows, hasNext, title: `${i18n.t('admin:users.title')} — ${APP_NAME}` },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? APP_NAME }, { name: 'robots', content: 'noindex' }]

const STATE_BADGES = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  suspended: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  banned: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
} as const

export default function AdminUsers() {
  const { query, rows, hasNext } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('admin')
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  const filters = [
    { name: 'name', type: 'search', autoComplete: 'off' },
    { name: 'email', type: 'search', autoComplete: 'off' },
    { name: 'phone', type: 'search', autoComplete: 'off' },
  ] as const
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <BackToDashboard />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('users.title')}</h1>
      <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{t('users.intro')}</p>

      <Form
        method="get"
        role="search"
        aria-label={t('users.filters')}
        className={cn(PANEL, 'mt-6 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-3')}
      >
        {filters.map((f) => (
          <div key={f.name}>
            <label htmlFor={`users-${f.name}`} className={LABEL}>
              {t(`users.${f.name}`)}
            </label>
            <input
              id={`users-${f.name}`}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              maxLength={f.name === 'email' ? 254 : 100}
              defaultValue={query[f.name] ?? ''}
              dir="auto"
              className={cn(INPUT_CLASS, 'mt-1 w-full')}
            />
          </div>
        ))}
        <div>
          <label htmlFor="users-role" className={LABEL}>
            {t('users.role')}
          </label>
          <select id="users-role" name="role" defaultValue={query.role ?? ''} className={cn(INPUT_CLASS, 'mt-1 w-full')}>
            <option value="">{t('users.any')}</option>
            {USER_ROLE_FILTERS.map((role) => (
              <option key={role} value={role}>
                {t(`users.roleChoices.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="users-state" className={LABEL}>
            {t('users.state')}
          </label>
          <select id="users-state" name="state" defaultValue={query.state ?? ''} className={cn(INPUT_CLASS, 'mt-1 w-full')}>
            <option value="">{t('users.any')}</option>
            {USER_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`users.states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className={buttonVariants()}>
            {t('users.search')}
          </button>
          <Link to="/admin/users" className={cn(buttonVariants({ variant: 'outline' }), FOCUS)}>
            {t('users.clear')}
          </Link>
        </div>
      </Form>

      <section aria-labelledby="users-results" className="mt-6">
        <h2 id="users-results" className="sr-only">
          {t('users.results')}
        </h2>
        {rows.length === 0 ? (
          <Empty>{t('users.empty')}</Empty>
        ) : (
          <div className={cn(PANEL, 'overflow-x-auto')}>
            <table className="w-full text-start text-sm">
              <thead>
                <tr className="border-b border-neutral-900/10 text-neutral-700 dark:border-white/10 dark:text-neutral-300">
                  <th scope="col" className="px-4 py-2 text-start font-semibold">
                    {t('users.columns.name')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-start font-semibold">
                    {t('users.columns.state')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-start font-semibold">
                    {t('users.columns.roles')}
                  </th>
                  <th scope="col" className="px-4 py-2 text-start font-semibold">
                    {t('users.columns.joined')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} className="border-b border-neutral-900/5 last:border-0 dark:border-white/5">
                    <th scope="row" className="px-4 py-2 text-start font-medium">
                      <Link to={`/admin/users/${row.id}`} className={LINK}>
                        {row.displayName ? <bdi>{row.displayName}</bdi> : t('users.noName')}
                      </Link>
                    </th>
                    <td className="px-4 py-2">
                      <span className={cn(BADGE, STATE_BADGES[row.status])}>{t(`users.states.${row.status}`)}</span>
                    </td>
                    <td className="px-4 py-2 text-neutral-800 dark:text-neutral-200">
                      {row.roles.length ? row.roles.map((r) => t(`dashboard.roles.${r}`)).join(', ') : t('users.noRole')}
                    </td>
                    <td className="px-4 py-2 text-neutral-800 dark:text-neutral-200">
                      <time dateTime={new Date(row.createdAt).toISOString()}>{date.format(new Date(row.createdAt))}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {(query.page > 1 || hasNext) && (
        <nav aria-label={t('users.pages')} className="mt-6 flex justify-between gap-3">
          {query.page > 1 ? (
            <Link
              to={usersHref({ ...query, page: query.page - 1 })}
              rel="prev"
              className={cn(buttonVariants({ variant: 'outline' }), FOCUS)}
            >
              <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
              {t('users.previous')}
            </Link>
          ) : (
            <span />
          )}
          {hasNext && (
            <Link
              to={usersHref({ ...query, page: query.page + 1 })}
              rel="next"
              className={cn(buttonVariants({ variant: 'outline' }), FOCUS)}
            >
              {t('users.next')}
              <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
            </Link>
          )}
        </nav>
      )}
    </div>
  )
}

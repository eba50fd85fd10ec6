import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { Plus, Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import {
  changeStock,
  fulfilOrderAsStaff,
  listAdminListings,
  listAdminOrders,
  listAdminReviews,
  parseAdminMarketQuery,
  refundOrderAsStaff,
  setListingState,
  setReviewHidden,
  type AdminMarketChange,
} from '~/models/marketplace/admin.server'
import {
  adminMarketSearch,
  ADMIN_MARKET_LIMITS,
  ADMIN_MARKET_TABS,
  LISTING_STATUSES,
  ORDER_STATUSES,
} from '~/models/marketplace/admin-query'
import { ADMIN_MARKET_SCHEMAS, isAdminMarketIntent, type AdminMarketInput } from '~/models/marketplace/admin-schema'
import { paymentProvider } from '~/models/marketplace/payments/payments.server'
import { cn } from '~/utils/cn'
import { randomToken } from '~/utils/crypto'
import { translateMessage } from '~/utils/messages'
import { clientIpHash } from '~/utils/rate-limit.server'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'
import { sortedSearch } from '~/utils/url-params'
import { type AdminActionData, Alert, BackToDashboard, Empty, LABEL, Pager, refusal } from './__admin/parts'
import { OrderRow, ProductRow, ReviewRow } from './__market/rows'

/**
 * /admin/marketplace (moderators and admins): the market's back office in three sections of one
 * page (`?tab=`): items (stock changes with a reason, kept in the stock ledger; state and
 * featured), orders (find by number or email; mark as sent, refund through the payment provider)
 * and reviews (hide, show again; the item's rating follows). Search, state and page live in the
 * URL. Plain POST forms that work without JavaScript; the action checks the role again, validates
 * with the intent's zod schema (400), then the model's rules (404, 409, 502), and redirects back
 * with a toast. Every change is audited (models/marketplace/admin.server.ts).
 */
export const handle = { i18n: ['admin', 'marketplace'] }

const PATH = '/admin/marketplace'
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const url = new URL(request.url)
  const query = parseAdminMarketQuery(url)
  const clean = adminMarketSearch(query)
  if (sortedSearch(url.searchParams) !== sortedSearch(new URLSearchParams(clean))) throw redirect(`${PATH}${clean}`, 302)
  const db = getDb(context.cloudflare.env.DB)
  const i18n = await getLanguage(request).then(serverI18n)
  const title = `${i18n.t('admin:market.metaTitle')} — ${APP_NAME}`
  // the stock forms' one-time key for this page (a double submit changes the stock once)
  const answer = <T,>(list: T) => data({ query, list, title, formKey: randomToken(16) }, { headers: PRIVATE })
  if (query.tab === 'orders') return answer({ tab: 'orders' as const, ...(await listAdminOrders(db, query)) })
  if (query.tab === 'reviews') return answer({ tab: 'reviews' as const, ...(await listAdminReviews(db, query)) })
  return answer({ tab: 'products' as const, ...(await listAdminListings(db, query)) })
}

export const headers: HeadersFunction = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

const REFUSALS: Record<Exclude<AdminMarketChange, { ok: true }>['reason'], string> = {
  unknown: 'admin:market.errors.unknown',
  negative: 'admin:market.errors.negative',
  state: 'admin:market.errors.state',
  provider: 'admin:market.errors.provider',
  hasVariants: 'admin:market.errors.hasVariants',
}

export async function action({ request, context }: ActionFunctionArgs) {
  // the role again: a member posting here is sent away like on the page
  const moderator = await requireRole(request, context, 'moderator')
  const form = await request.formData().catch(() => null)
  if (!form) return data<AdminActionData>({ intent: '', target: null, result: refusal('admin:market.errors.invalid') }, { status: 400 })
  const text = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : null)
  const intent = text('intent') ?? ''
  const target = text('id')
  if (!isAdminMarketIntent(intent))
    return data<AdminActionData>({ intent, target, result: refusal('admin:market.errors.invalid') }, { status: 400 })
  const submission = parseWithZod(form, { schema: ADMIN_MARKET_SCHEMAS[intent] })
  if (submission.status !== 'success') return data<AdminActionData>({ intent, target, result: submission.reply() }, { status: 400 })
  const input = submission.value as AdminMarketInput
  const env = context.cloudflare.env
  const db = getDb(env.DB)
  const staff = { id: moderator.id, sessionId: moderator.sessionId, ipHash: await clientIpHash(request) }
  const mail = { queue: env.EMAILS, origin: env.APP_ORIGIN }
  let change: AdminMarketChange
  switch (input.intent) {
    case 'stock':
      change = await changeStock(db, staff, input)
      break
    case 'status':
      change = await setListingState(db, staff, input)
      break
    case 'fulfil':
      change = await fulfilOrderAsStaff(db, staff, input.id, mail)
      break
    case 'refund': {
      const provider = await paymentProvider(db, env, new URL(request.url).origin)
      change = await refundOrderAsStaff(db, staff, provider!, input.id, mail)
      break
    }
    case 'review':
      change = await setReviewHidden(db, staff, input)
      break
  }
  if (!change.ok)
    return data<AdminActionData>(
      { intent, target, result: submission.reply({ formErrors: [REFUSALS[change.reason]] }) },
      { status: change.status },
    )
  const back = safeRedirect(text('redirectTo') ?? undefined, PATH)
  return redirectWithToast(back.startsWith(PATH) ? back : PATH, { titleKey: `admin:market.toasts.${input.intent}`, variant: 'success' })
}

export default function AdminMarketplace() {
  const { query, list, formKey } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t, i18n } = useTranslation('admin')
  const number = new Intl.NumberFormat(i18n.language)
  const here = `${PATH}${adminMarketSearch(query)}`
  // a refused form: its first message (this page's forms are plain, without Conform in the browser)
  const refused = actionData ? Object.values(actionData.result.error ?? {}).flat()[0] : undefined
  const statuses = list.tab === 'orders' ? ORDER_STATUSES : list.tab === 'products' ? LISTING_STATUSES : (['hidden', 'shown'] as const)
  const statusLabel = (status: string) =>
    list.tab === 'orders'
      ? t(`marketplace:order.statuses.${status}`)
      : list.tab === 'products'
        ? t(`market.listingStatuses.${status}`)
        : t(`market.reviewStatuses.${status}`)
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <BackToDashboard />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('market.title')}</h1>
      <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{t('market.intro')}</p>
      <p className="mt-4">
        <Link to="/admin/marketplace/new" className={buttonVariants({ variant: 'default' })}>
          <Plus aria-hidden className="size-4" />
          {t('market.newItem')}
        </Link>
      </p>
      <nav aria-label={t('market.tabs.label')} className="mt-6 flex flex-wrap gap-2">
        {ADMIN_MARKET_TABS.map((tab) => (
          <Link
            key={tab}
            to={`${PATH}${adminMarketSearch({ tab, q: '', status: null, page: 1 })}`}
            aria-current={tab === list.tab ? 'page' : undefined}
            className={buttonVariants({ variant: tab === list.tab ? 'default' : 'outline', size: 'sm' })}
          >
            {t(`market.tabs.${tab}`)}
          </Link>
        ))}
      </nav>
      <Form method="get" role="search" aria-label={t('market.search.label')} className="mt-6 flex flex-wrap items-end gap-3">
        {list.tab !== 'products' && <input type="hidden" name="tab" value={list.tab} />}
        <div className="min-w-56 flex-1">
          <label htmlFor="admin-market-q" className={LABEL}>
            {t(`market.search.${list.tab}`)}
          </label>
          <input
            id="admin-market-q"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={ADMIN_MARKET_LIMITS.queryMax}
            autoComplete="off"
            className={cn(INPUT_CLASS, 'mt-1.5')}
          />
        </div>
        <div>
          <label htmlFor="admin-market-status" className={LABEL}>
            {t('market.search.status')}
          </label>
          <select id="admin-market-status" name="status" defaultValue={query.status ?? ''} className={cn(INPUT_CLASS, 'mt-1.5')}>
            <option value="">{t('market.search.any')}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonVariants()}>
          <Search aria-hidden className="size-4" />
          {t('market.search.submit')}
        </button>
      </Form>
      {refused && <Alert>{translateMessage(t as never, refused)}</Alert>}
      <section aria-labelledby="admin-market-heading" className="mt-8">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="admin-market-heading" className="text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
            {t(`market.tabs.${list.tab}`)}
          </h2>
          <p role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
            {t('market.count', { count: list.total, formatted: `${number.format(list.total)}${list.totalCapped ? '+' : ''}` })}
          </p>
        </div>
        {list.rows.length === 0 ? (
          <Empty>{t('market.empty')}</Empty>
        ) : list.tab === 'products' ? (
          <ul className="space-y-4">
            {list.rows.map((row) => (
              <ProductRow key={row.id} row={row} here={here} formKey={formKey} />
            ))}
          </ul>
        ) : list.tab === 'orders' ? (
          <ul className="space-y-4">
            {list.rows.map((row) => (
              <OrderRow key={row.id} row={row} here={here} />
            ))}
          </ul>
        ) : (
          <ul className="space-y-4">
            {list.rows.map((row) => (
              <ReviewRow key={row.id} row={row} here={here} />
            ))}
          </ul>
        )}
        <Pager path={PATH} page={list.page} pageCount={list.pageCount} label={t('market.paging')} />
      </section>
    </div>
  )
}

import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { ChevronRight, FileText, Flag, History, ImageUp, LayoutDashboard, ListOrdered, ShieldAlert, Store } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import { getDashboardCounts, type DashboardCounts } from '~/models/admin/dashboard.server'
import { ADMIN_LOOKUP_KIND_LIST, ADMIN_LOOKUP_KINDS } from '~/models/admin/lookup-kinds'
import { cn } from '~/utils/cn'

/** /admin: moderators and admins only (SPEC §6 role guard), a dashboard of live counts. */
export const handle = { i18n: ['admin'] }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRole(request, context, 'moderator')
  const [counts, i18n] = await Promise.all([getDashboardCounts(getDb(context.cloudflare.env.DB)), getLanguage(request).then(serverI18n)])
  return { counts, user: { name: user.displayName, roles: user.roles }, title: `${i18n.t('admin:dashboard.title')} — ${APP_NAME}` }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? APP_NAME }, { name: 'robots', content: 'noindex' }]

type CountKey = keyof DashboardCounts
/** Counts with a review screen of their own. */
const REVIEW_LINKS: Partial<Record<CountKey, string>> = {
  openReports: '/admin/reports',
  pendingVenues: '/admin/venues#suggestions',
  pendingPhotos: '/admin/venues#photos',
  upcomingEvents: '/admin/events',
  hiddenEvents: '/admin/events?state=hidden',
  crews: '/admin/groups',
  activeListings: '/admin/marketplace',
}
/** The editorial screens (issue 16): the public content the team writes, with the title of each screen. */
const SCREENS = [
  { path: '/admin/cms', title: 'cms.title' },
  { path: '/admin/tags', title: 'tags.title' },
  { path: '/admin/personalities', title: 'personalities.title' },
  { path: '/admin/news-sources', title: 'newsSources.title' },
  { path: '/admin/groups', title: 'groups.title' },
  { path: '/admin/marketplace', title: 'market.title' },
  { path: '/admin/countries', title: 'places.countries.title' },
  { path: '/admin/cities', title: 'places.cities.title' },
] as const
/** Screens for admins only (SPEC §6): linked for them alone. */
const ADMIN_SCREENS = [{ path: '/admin/users', title: 'users.dashboardLink' }] as const
const CARD_LINK =
  'flex items-center justify-between gap-2 rounded-2xl border border-neutral-900/10 bg-white/85 p-4 font-medium text-brand-700 shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-white/10 dark:bg-neutral-900/85 dark:text-violet-300 dark:hover:border-violet-300 dark:focus-visible:outline-violet-300'
const GROUPS: { title: string; icon: typeof Flag; keys: CountKey[]; urgent?: boolean }[] = [
  { title: 'queue', icon: Flag, keys: ['openReports', 'pendingVenues', 'pendingPhotos'], urgent: true },
  { title: 'community', icon: LayoutDashboard, keys: ['members', 'newMembers', 'crews', 'posts'] },
  { title: 'content', icon: Store, keys: ['venues', 'upcomingEvents', 'hiddenEvents', 'activeListings'] },
  { title: 'security', icon: ShieldAlert, keys: ['failedSignIns'] },
]

export default function AdminDashboard() {
  const { counts, user } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('admin')
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('dashboard.title')}</h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('dashboard.intro')}</p>
      <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
        {t('dashboard.signedInAs', { name: user.name ?? '—', roles: user.roles.map((r) => t(`dashboard.roles.${r}`)).join(', ') })}
      </p>
      <div className="mt-8 space-y-8">
        {GROUPS.map(({ title, icon: Icon, keys, urgent }) => (
          <section key={title} aria-labelledby={`admin-${title}`}>
            <h2 id={`admin-${title}`} className="flex items-center gap-2 text-lg font-semibold text-neutral-900 dark:text-white">
              <Icon aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
              {t(`dashboard.${title}`)}
            </h2>
            <dl className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {keys.map((key) => (
                <div
                  key={key}
                  className={cn(
                    'rounded-2xl border bg-white/85 p-4 shadow-sm dark:bg-neutral-900/85',
                    urgent && counts[key] > 0
                      ? 'border-amber-500/60 dark:border-amber-300/50'
                      : 'border-neutral-900/10 dark:border-white/10',
                  )}
                >
                  <dt className="text-sm font-medium text-neutral-700 dark:text-neutral-300">{t(`dashboard.counts.${key}`)}</dt>
                  <dd className="mt-1 text-3xl font-bold tabular-nums text-neutral-950 dark:text-white">{number.format(counts[key])}</dd>
                  {REVIEW_LINKS[key] && (
                    <dd className="mt-2">
                      <Link
                        to={REVIEW_LINKS[key]!}
                        aria-label={`${t('venues.reviewLink')}: ${t(`dashboard.counts.${key}`)}`}
                        className="rounded-sm text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-violet-300 dark:focus-visible:outline-violet-300"
                      >
                        {t('venues.reviewLink')}
                      </Link>
                    </dd>
                  )}
                </div>
              ))}
            </dl>
          </section>
        ))}
        <section aria-labelledby="admin-screens">
          <h2 id="admin-screens" className="flex items-center gap-2 text-lg font-semibold text-neutral-900 dark:text-white">
            <FileText aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
            {t('dashboard.editorial')}
          </h2>
          <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{t('dashboard.editorialIntro')}</p>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {[...SCREENS, ...(user.roles.includes('admin') ? ADMIN_SCREENS : [])].map((screen) => (
              <li key={screen.path}>
                <Link to={screen.path} className={CARD_LINK}>
                  {t(screen.title)}
                  <ChevronRight aria-hidden className="size-4 shrink-0 rtl:rotate-180" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
        {user.roles.includes('admin') && (
          // the staff audit log and the email templates (issue 41): admins only, like the screens themselves
          <section aria-labelledby="admin-oversight">
            <h2 id="admin-oversight" className="flex items-center gap-2 text-lg font-semibold text-neutral-900 dark:text-white">
              <History aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
              {t('dashboard.oversight')}
            </h2>
            <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{t('dashboard.oversightIntro')}</p>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <li>
                <Link to="/admin/audit" className={CARD_LINK}>
                  {t('audit.title')}
                  <ChevronRight aria-hidden className="size-4 shrink-0 rtl:rotate-180" />
                </Link>
              </li>
              <li>
                <Link to="/admin/email-templates" className={CARD_LINK}>
                  {t('emailTemplates.title')}
                  <ChevronRight aria-hidden className="size-4 shrink-0 rtl:rotate-180" />
                </Link>
              </li>
            </ul>
          </section>
        )}
        <section aria-labelledby="admin-lists">
          <h2 id="admin-lists" className="flex items-center gap-2 text-lg font-semibold text-neutral-900 dark:text-white">
            <ListOrdered aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
            {t('dashboard.lists')}
          </h2>
          <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{t('dashboard.listsIntro')}</p>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {ADMIN_LOOKUP_KIND_LIST.map((kind) => (
              <li key={kind}>
                <Link to={ADMIN_LOOKUP_KINDS[kind].path} className={CARD_LINK}>
                  {t(`lookups.kinds.${kind}.title`)}
                  <ChevronRight aria-hidden className="size-4 shrink-0 rtl:rotate-180" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="mt-8 flex items-center gap-2 text-sm text-neutral-600 dark:text-neutral-400">
        <ImageUp aria-hidden className="size-4" />
        {t('dashboard.note')}
      </p>
    </div>
  )
}

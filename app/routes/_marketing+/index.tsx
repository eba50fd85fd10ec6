import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getHomeStats } from '~/models/site/stats.server'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [stats, i18n] = await Promise.all([getHomeStats(getDb(context.cloudflare.env.DB)), getLanguage(request).then(serverI18n)])
  return { stats, description: i18n.t('home:metaDescription') }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: APP_NAME },
  { name: 'description', content: data?.description ?? '' },
]

const SECTIONS = [
  { to: '/venues', key: 'venues' },
  { to: '/events', key: 'events' },
  { to: '/places', key: 'places' },
  { to: '/groups', key: 'groups' },
  { to: '/ressources', key: 'resources' },
  { to: '/marketplace', key: 'marketplace' },
] as const

export default function Home() {
  const { stats } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation('home')
  const number = new Intl.NumberFormat(i18n.language)
  const figures = [
    { value: stats.venues, label: t('statVenues') },
    // the count stops at 1,000 ('1,000+'): it never reads every upcoming event
    { value: stats.upcomingEvents, more: stats.moreUpcomingEvents, label: t('statEvents') },
    { value: stats.groups, label: t('statGroups') },
    { value: stats.cities, label: t('statCities') },
  ]
  return (
    <div className="mx-auto w-full max-w-5xl px-6 py-16">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-violet-300">{APP_NAME}</p>
      <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{t('heroTitle')}</h1>
      <p className="mt-4 max-w-2xl text-lg text-neutral-700 dark:text-neutral-300">
        {t('heroBody', { cities: number.format(stats.cities), countries: number.format(stats.countries) })}
      </p>

      <section aria-labelledby="stats-title" className="mt-12">
        <h2 id="stats-title" className="sr-only">
          {t('stats')}
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {figures.map((f) => (
            <div
              key={f.label}
              className="rounded-xl border border-neutral-200 bg-white/85 p-4 backdrop-blur-sm dark:border-neutral-800 dark:bg-neutral-950/85"
            >
              <dt className="text-sm text-neutral-600 dark:text-neutral-400">{f.label}</dt>
              <dd className="text-2xl font-bold">
                {number.format(f.value)}
                {'more' in f && f.more ? '+' : ''}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="explore-title" className="mt-12">
        <h2 id="explore-title" className="text-2xl font-bold">
          {t('explore')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SECTIONS.map((s) => (
            <li key={s.key}>
              <Link
                to={s.to}
                className="block h-full rounded-xl border border-neutral-200 bg-white/85 p-5 backdrop-blur-sm transition hover:border-brand-600 dark:bg-neutral-950/85 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:border-neutral-800"
              >
                <span className="text-lg font-semibold">{t(`sections.${s.key}`)}</span>
                <span className="mt-1 block text-sm text-neutral-700 dark:text-neutral-300">{t(`sections.${s.key}Body`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { EmptyState } from '~/components/list-page/empty-state'
import { LINK } from '~/components/ui/link-styles'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { professionSlug } from '~/models/personalities/query'
import { getProfessionPage } from '~/models/resources/professions.server'
import { professionHref } from '~/models/resources/query'
import { viewerOf } from '~/models/viewer'
import { PersonalityCard } from '~/components/personalities/personality-card'
import { ResourceCard } from '~/components/resources/resource-card'

export const handle = { i18n: ['resources', 'personalities', 'places'] }

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

/**
 * /professions/{professionName} (SPEC §2): a profession's resources and personalities
 * (app/models/resources/professions.server.ts). The address holds the profession's slug; a name
 * as typed ('Sexual Health Nurse') answers 301 to it; an unknown profession is a 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const raw = params.name ?? ''
  const slug = professionSlug(raw)
  if (!slug) throw notFound()
  const url = new URL(request.url)
  if (slug !== raw) throw redirect(`${professionHref(slug)}${url.search}`, 301)
  const db = getDb(context.cloudflare.env.DB)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const [profession, i18n] = await Promise.all([getProfessionPage(db, viewerOf(user), slug, language), serverI18n(language)])
  if (!profession) throw notFound()
  const canonical = new URL(professionHref(slug), url.origin).toString()
  return data(
    {
      profession,
      meta: {
        title: i18n.t('resources:meta.professionTitle', { profession: profession.name }),
        description: profession.description ?? i18n.t('resources:meta.professionDescription', { profession: profession.name }),
        canonical,
      },
    },
    { headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' } },
  )
}

export const meta = pageMeta

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache', Vary: 'Cookie' }
}

export default function ProfessionPage() {
  const { profession } = useLoaderData<typeof loader>()
  const { t } = useTranslation('resources')
  const { resources, personalities } = profession
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:py-12">
      <header className="max-w-3xl">
        <Breadcrumbs items={[{ to: '/ressources', label: t('list.breadcrumb') }, { label: profession.name }]} />
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
          {profession.name}
        </h1>
        <p className="mt-3 text-lg text-pretty text-neutral-700 dark:text-neutral-300">{profession.description ?? t('profession.lead')}</p>
      </header>

      <section aria-labelledby="profession-resources" className="mt-10">
        <h2 id="profession-resources" className="text-2xl font-bold text-neutral-950 dark:text-white">
          {t('profession.resources')}
        </h2>
        {resources.cards.length === 0 ? (
          <EmptyState>
            <p className="text-neutral-700 dark:text-neutral-300">{t('profession.noResources')}</p>
          </EmptyState>
        ) : (
          <>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {resources.cards.map((card) => (
                <li key={card.id}>
                  <ResourceCard resource={card} />
                </li>
              ))}
            </ul>
            {resources.total > resources.cards.length && (
              <p className="mt-4">
                <Link to={`/ressources?profession=${encodeURIComponent(profession.slug)}`} className={LINK}>
                  {t('profession.allResources', { count: resources.total })}
                </Link>
              </p>
            )}
          </>
        )}
      </section>

      <section aria-labelledby="profession-personalities" className="mt-10">
        <h2 id="profession-personalities" className="text-2xl font-bold text-neutral-950 dark:text-white">
          {t('profession.personalities')}
        </h2>
        {personalities.cards.length === 0 ? (
          <EmptyState>
            <p className="text-neutral-700 dark:text-neutral-300">{t('profession.noPersonalities')}</p>
          </EmptyState>
        ) : (
          <>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {personalities.cards.map((card) => (
                <li key={card.id}>
                  <PersonalityCard person={card} />
                </li>
              ))}
            </ul>
            {personalities.total > personalities.cards.length && (
              <p className="mt-4">
                <Link to={`/personalities?profession=${encodeURIComponent(profession.slug)}`} className={LINK}>
                  {t('profession.allPersonalities', { count: personalities.total })}
                </Link>
              </p>
            )}
          </>
        )}
      </section>
    </div>
  )
}

export const ErrorBoundary = DirectoryErrorBoundary

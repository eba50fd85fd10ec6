import type { LoaderFunctionArgs, MetaDescriptor, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { ExternalLink } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { FavoriteButton } from '~/components/favorites/favorite-button'
import { pageMeta } from '~/components/pages/meta'
import { ReportDialog } from '~/components/reports/report-dialog'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Facts } from '~/components/ui/facts'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { ShareButton } from '~/components/share/share-button'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { isFavorite } from '~/models/favorites/favorites.server'
import { getPersonalityDetail } from '~/models/personalities/detail.server'
import { resourceHref } from '~/models/resources/query'
import { professionSlug } from '~/models/personalities/query'
import { viewerOf } from '~/models/viewer'
import { personJsonLd } from '~/routes/personalities+/__detail/json-ld'
import { PersonalityCard, Portrait, useLifeDates } from '~/components/personalities/personality-card'
import { cn } from '~/utils/cn'
import { serializeJsonLd } from '~/utils/json-ld'
import { useNonce } from '~/utils/nonce'

export const handle = { i18n: ['personalities', 'places', 'favorites'] }

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })
const parseId = (value: string | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null)
/** Links the page may render: http(s) only (the data is editorial, but an address is still text). */
const safeHref = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : null)

/**
 * /personalities/{id} (SPEC §2): who, what, where, when, the story, links, tags, related people
 * and resources, JSON-LD Person and Open Graph. An unknown id (or one visiblePersonality hides)
 * is the app's 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseId(params.id)
  if (id == null) throw notFound()
  const db = getDb(context.cloudflare.env.DB)
  const url = new URL(request.url)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const person = await getPersonalityDetail(db, viewerOf(user), id, language)
  if (!person) throw notFound()
  const [favorited, i18n] = await Promise.all([user ? isFavorite(db, user.id, 'personality', person.id) : false, serverI18n(language)])
  const canonical = new URL(`/personalities/${person.id}`, url.origin).toString()
  const description =
    (person.bio ?? '').replace(/\s+/g, ' ').trim().slice(0, 160) ||
    [person.profession, person.countryName].filter(Boolean).join(', ') ||
    i18n.t('personalities:meta.description')
  const image = safeHref(person.imageUrl) ?? (person.imageUrl?.startsWith('/') ? new URL(person.imageUrl, url.origin).toString() : null)

  return data(
    {
      person: {
        ...person,
        wikipediaUrl: safeHref(person.wikipediaUrl),
      },
      favorited,
      signedIn: !!user,
      canonical,
      image,
      meta: { title: i18n.t('personalities:meta.personTitle', { name: person.name }), description, canonical, image },
    },
    { headers: { 'Cache-Control': user ? 'private, no-store' : 'private, no-cache' } },
  )
}

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache' }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => {
  const m = loaderData?.meta
  if (!m) return [{ title: APP_NAME }]
  const tags: MetaDescriptor[] = [
    ...pageMeta({ data: loaderData }).filter((d) => !('property' in d && d.property === 'og:type')),
    { property: 'og:type', content: 'profile' },
    { property: 'og:url', content: m.canonical },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: m.title },
    { name: 'twitter:description', content: m.description },
  ]
  if (m.image) tags.push({ property: 'og:image', content: m.image }, { name: 'twitter:image', content: m.image })
  return tags
}

export default function PersonalityPage() {
  const { person, favorited, signedIn, canonical, image, meta } = useLoaderData<typeof loader>()
  const { t } = useTranslation('personalities')
  const nonce = useNonce()
  const lifeDates = useLifeDates()
  const dates = lifeDates(person)
  const jsonLd = useMemo(
    () => serializeJsonLd(personJsonLd(person, { url: canonical, description: meta.description, image })),
    [person, canonical, meta.description, image],
  )

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <Breadcrumbs items={[{ to: '/personalities', label: t('detail.personalities') }, { label: person.name }]} />

      <header className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-start">
        <Portrait alt={t('detail.portrait', { name: person.name })} imageUrl={person.imageUrl} size="page" />
        <div className="min-w-0">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
            {person.name}
          </h1>
          {person.pronouns && (
            <p className="mt-1 text-lg text-neutral-700 dark:text-neutral-300">
              <span className="sr-only">{t('detail.pronouns')}: </span>
              {person.pronouns}
            </p>
          )}
          {person.profession && <p className="mt-2 text-xl text-neutral-800 dark:text-neutral-200">{person.profession}</p>}
          <div className="mt-4 flex flex-wrap gap-2">
            <ShareButton url={canonical} title={person.name} text={person.name} />
            <FavoriteButton type="personality" id={person.id} favorited={favorited} label={person.name} variant="pill" />
            <ReportDialog targetType="personality" targetId={person.id} signedIn={signedIn} />
          </div>
        </div>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0 space-y-8">
          <section aria-labelledby="personality-bio">
            <h2 id="personality-bio" className="text-2xl font-bold text-neutral-950 dark:text-white">
              {t('detail.biography')}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-pretty text-neutral-800 dark:text-neutral-200">
              {person.bio || t('detail.noBio')}
            </p>
          </section>

          {person.tags.length > 0 && (
            <section aria-labelledby="personality-tags">
              <h2 id="personality-tags" className="text-xl font-bold text-neutral-950 dark:text-white">
                {t('detail.tags')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {person.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link
                      to={`/personalities?tag=${encodeURIComponent(tag.slug)}`}
                      className={cn(LINK, 'inline-block rounded-full bg-brand-50 px-3 py-1 text-sm dark:bg-violet-400/15')}
                    >
                      {tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {person.related.length > 0 && (
            <section aria-labelledby="personality-related">
              <h2 id="personality-related" className="text-xl font-bold text-neutral-950 dark:text-white">
                {t('detail.related')}
              </h2>
              <ul className="mt-3 grid gap-4 sm:grid-cols-2">
                {person.related.map((card) => (
                  <li key={card.id}>
                    <PersonalityCard person={card} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside className="space-y-6">
          <section aria-label={t('detail.personalities')} className={cn(PANEL, 'p-5')}>
            <Facts
              items={[
                ...(person.profession
                  ? [
                      {
                        label: t('detail.profession'),
                        value: professionSlug(person.profession) ? (
                          <Link to={`/professions/${professionSlug(person.profession)}`} className={LINK}>
                            {person.profession}
                          </Link>
                        ) : (
                          person.profession
                        ),
                      },
                    ]
                  : []),
                ...(person.category
                  ? [{ label: t('detail.category'), value: t(`categories.${person.category}`, { defaultValue: person.category }) }]
                  : []),
                ...(person.countryName
                  ? [
                      {
                        label: t('detail.country'),
                        value: (
                          <>
                            {person.flag ? <span aria-hidden>{person.flag} </span> : null}
                            {person.countryName}
                          </>
                        ),
                      },
                    ]
                  : []),
                { label: t('detail.lifeDates'), value: dates ?? t('life.unknown') },
              ]}
            />
          </section>

          {person.wikipediaUrl && (
            <section aria-labelledby="personality-links" className={cn(PANEL, 'p-5')}>
              <h2 id="personality-links" className="text-lg font-bold text-neutral-950 dark:text-white">
                {t('detail.links')}
              </h2>
              <p className="mt-2">
                <a
                  href={person.wikipediaUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={cn(LINK, 'inline-flex items-center gap-1.5')}
                >
                  {t('detail.wikipedia')}
                  <ExternalLink aria-hidden className="size-4" />
                  <span className="sr-only">{t('detail.external')}</span>
                </a>
              </p>
            </section>
          )}

          {person.resources.length > 0 && (
            <section aria-labelledby="personality-resources" className={cn(PANEL, 'p-5')}>
              <h2 id="personality-resources" className="text-lg font-bold text-neutral-950 dark:text-white">
                {t('detail.relatedResources')}
              </h2>
              <ul className="mt-2 space-y-3">
                {person.resources.map((r) => (
                  <li key={r.id}>
                    <Link to={resourceHref(r)} className={LINK}>
                      {r.title}
                    </Link>
                    {r.description && <p className="text-sm text-neutral-700 dark:text-neutral-300">{r.description}</p>}
                  </li>
                ))}
              </ul>
            </section>
          )}

          <p>
            <Link to="/personalities" className={LINK}>
              {t('detail.seeAll')}
            </Link>
          </p>
        </aside>
      </div>
    </article>
  )
}

export { DirectoryErrorBoundary as ErrorBoundary } from '~/components/pages/directory-error-boundary'

import type { HeadersFunction, LoaderFunctionArgs, MetaDescriptor, MetaFunction } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { CircleAlert, Languages, MapPin } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { PROSE } from '~/components/content/prose'
import { TableOfContents } from '~/components/content/table-of-contents'
import { FavoriteButton } from '~/components/favorites/favorite-button'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { PlaceLists } from '~/components/places/place-lists'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { SafetyBanner } from '~/components/places/safety-banner'
import { ReportDialog } from '~/components/reports/report-dialog'
import { ShareButton } from '~/components/share/share-button'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { isFavorite } from '~/models/favorites/favorites.server'
import { TRAVEL_GUIDE_LANGUAGE } from '~/models/travel/guides'
import { findTravelGuide, parseTravelParam } from '~/models/travel/guides.server'
import { getCityDetail, getCountryDetail } from '~/models/places/places.server'
import { viewerOf } from '~/models/viewer'
import { cn } from '~/utils/cn'
import { serializeJsonLd } from '~/utils/json-ld'
import { useNonce } from '~/utils/nonce'

export const handle = { i18n: ['places', 'favorites'] }

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

/**
 * /travel/{id} (SPEC §2): a travel guide for a city or a country. The country's safety banner
 * comes first, then the guide (Markdown rendered and sanitized on the server, decision 021,
 * with its table of contents), then what the place offers now: its venues, upcoming events and
 * crews, read by the place pages' own queries (getCityDetail / getCountryDetail), so each list
 * goes through its owner's visibility rule for this reader.
 *
 * Visibility: visibleTravelGuide (published for everyone, drafts for staff only, with a banner
 * and noindex). A slug answers 301 to the id, the guide's one address.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const key = parseTravelParam(params.id)
  if (!key) throw notFound()
  const db = getDb(context.cloudflare.env.DB)
  const url = new URL(request.url)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  const found = await findTravelGuide(db, key, { viewer, language })
  if (!found) throw notFound()
  if ('redirectTo' in found) throw redirect(found.redirectTo, 301)
  const { guide } = found

  const now = new Date()
  const [place, favorited, i18n] = await Promise.all([
    guide.city
      ? getCityDetail(db, guide.city.id, language, viewer, now)
      : guide.country
        ? getCountryDetail(db, guide.country.id, language, viewer, now)
        : null,
    user ? isFavorite(db, user.id, 'travel', guide.id) : false,
    serverI18n(language),
  ])
  const placeName = guide.city && guide.country ? `${guide.city.name}, ${guide.country.name}` : (guide.city?.name ?? guide.country?.name)
  const canonical = new URL(`/travel/${guide.id}`, url.origin).toString()
  const description =
    guide.summary?.replace(/\s+/g, ' ').trim().slice(0, 160) || i18n.t('places:travel.metaDescription', { place: placeName ?? guide.title })
  const date = (ms: number) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(ms)
  const placeHref = guide.city ? `/city/${guide.city.id}` : guide.country ? `/country/${guide.country.id}` : null
  const image = guide.imageUrl ? new URL(guide.imageUrl, url.origin).toString() : null

  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    additionalType: 'https://schema.org/TravelGuide',
    headline: guide.title,
    description,
    inLanguage: TRAVEL_GUIDE_LANGUAGE,
    url: canonical,
    mainEntityOfPage: canonical,
    ...(guide.publishedAt ? { datePublished: new Date(guide.publishedAt).toISOString() } : {}),
    dateModified: new Date(guide.updatedAt).toISOString(),
    ...(image ? { image } : {}),
    ...(placeHref && placeName
      ? { about: { '@type': guide.city ? 'City' : 'Country', name: placeName, url: new URL(placeHref, url.origin).toString() } }
      : {}),
    publisher: { '@type': 'Organization', name: APP_NAME, url: url.origin },
  }

  return data(
    {
      guide,
      placeName: placeName ?? null,
      placeHref,
      lists: place
        ? {
            venues: place.venues,
            venueCount: place.venueCount,
            events: place.events,
            eventCount: place.eventCount,
            moreEvents: place.moreEvents,
            crews: place.crews,
            crewCount: place.crewCount,
            seeAllQuery: guide.city ? `city=${guide.city.id}` : `country=${guide.country?.id ?? ''}`,
          }
        : null,
      safety: place?.safety ?? null,
      favorited,
      signedIn: !!user,
      published: guide.publishedAt ? i18n.t('places:travel.published', { date: date(guide.publishedAt) }) : null,
      updated: i18n.t('places:travel.updated', { date: date(guide.updatedAt) }),
      englishNote: language === TRAVEL_GUIDE_LANGUAGE ? null : i18n.t('places:travel.writtenInEnglish'),
      jsonLd: serializeJsonLd(jsonLd),
      meta: {
        title: i18n.t('places:travel.title', { title: guide.title, app: APP_NAME }),
        description,
        canonical,
        image,
        noindex: guide.draft,
        published: guide.publishedAt ? new Date(guide.publishedAt).toISOString() : null,
      },
    },
    {
      headers: {
        'Cache-Control': user ? 'private, no-store' : 'private, no-cache',
        ...(guide.draft ? { 'X-Robots-Tag': 'noindex' } : {}),
      },
    },
  )
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers()
  headers.set('Cache-Control', loaderHeaders.get('Cache-Control') ?? errorHeaders?.get('Cache-Control') ?? 'private, no-cache')
  const robots = loaderHeaders.get('X-Robots-Tag')
  if (robots) headers.set('X-Robots-Tag', robots)
  return headers
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => {
  const m = loaderData?.meta
  if (!m) return pageMeta({ data: loaderData })
  const tags: MetaDescriptor[] = [
    ...pageMeta({ data: loaderData }).filter((d) => !('property' in d && d.property === 'og:type')),
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: m.canonical },
    { name: 'twitter:card', content: m.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: m.title },
    { name: 'twitter:description', content: m.description },
  ]
  if (m.published) tags.push({ property: 'article:published_time', content: m.published })
  if (m.image) tags.push({ property: 'og:image', content: m.image }, { name: 'twitter:image', content: m.image })
  return tags
}

export default function TravelGuidePage() {
  const { guide, placeName, placeHref, lists, safety, favorited, signedIn, published, updated, englishNote, jsonLd, meta } =
    useLoaderData<typeof loader>()
  const { t } = useTranslation('places')
  const nonce = useNonce()
  const crumbs = useMemo(() => [{ to: '/travel', label: t('travel.guides') }, { label: guide.title }], [t, guide.title])

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLd }} />

      {guide.draft && (
        <div
          role="status"
          className="mb-6 flex items-start gap-3 rounded-2xl border border-amber-500/50 bg-amber-50 p-4 text-amber-950 dark:border-amber-300/40 dark:bg-amber-950/60 dark:text-amber-50"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-bold">{t('travel.draftTitle')}</p>
            <p className="text-sm">{t('travel.draftBody')}</p>
          </div>
        </div>
      )}

      <Breadcrumbs items={crumbs} />

      <header className="mt-5">
        {placeName && placeHref && (
          <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-violet-300">
            <MapPin aria-hidden className="size-4" />
            {guide.country?.flag && <span aria-hidden>{guide.country.flag}</span>}
            {t('travel.guideTo', { place: placeName })}
          </p>
        )}
        <h1
          lang={TRAVEL_GUIDE_LANGUAGE}
          className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white"
        >
          {guide.title}
        </h1>
        {guide.summary && (
          <p lang={TRAVEL_GUIDE_LANGUAGE} className="mt-3 max-w-3xl text-lg text-pretty text-neutral-700 dark:text-neutral-300">
            {guide.summary}
          </p>
        )}
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-600 dark:text-neutral-400">
          {published && meta.published && <time dateTime={meta.published}>{published}</time>}
          <span>{updated}</span>
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <ShareButton url={meta.canonical} title={guide.title} text={guide.summary ?? guide.title} />
          <FavoriteButton type="travel" id={guide.id} favorited={favorited} label={guide.title} variant="pill" />
          <ReportDialog targetType="travel" targetId={guide.id} signedIn={signedIn} />
        </div>
      </header>

      {/* the law first: a traveller reads where they stand before where to go */}
      {guide.country && <SafetyBanner safety={safety} countryName={guide.country.name} className="mt-8" />}

      <div className="mt-8 lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-10">
        <div className={cn(PANEL, 'p-6 sm:p-10')}>
          {englishNote && (
            <p role="note" className="mb-6 flex items-start gap-2 rounded-xl bg-neutral-100 p-3 text-sm dark:bg-neutral-800">
              <Languages aria-hidden className="mt-0.5 size-4 shrink-0" />
              <span>{englishNote}</span>
            </p>
          )}
          <div lang={TRAVEL_GUIDE_LANGUAGE} dir="ltr" className={PROSE} dangerouslySetInnerHTML={{ __html: guide.html }} />
        </div>
        {guide.toc.length > 0 && <TableOfContents items={guide.toc} lang={TRAVEL_GUIDE_LANGUAGE} title={t('travel.contents')} />}
      </div>

      {lists && (
        <section aria-labelledby="travel-now" className="mt-12">
          <h2 id="travel-now" className="mb-6 text-2xl font-bold text-neutral-950 dark:text-white">
            {t('travel.now', { place: placeName })}
          </h2>
          <PlaceLists {...lists} />
        </section>
      )}

      {placeHref && placeName && (
        <p className="mt-10">
          <Link to={placeHref} className={LINK}>
            {t('travel.aboutPlace', { place: placeName })}
          </Link>
        </p>
      )}
    </article>
  )
}

export { DirectoryErrorBoundary as ErrorBoundary }

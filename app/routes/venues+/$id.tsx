import type { HeadersFunction, LoaderFunctionArgs, MetaDescriptor, MetaFunction } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Link, useLoaderData } from '@remix-run/react'
import { Banknote, CircleAlert, MapPinCheck, Star } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { FavoriteButton } from '~/components/favorites/favorite-button'
import { pageMeta } from '~/components/pages/meta'
import { LINK, LINK_BASE } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { ReportDialog } from '~/components/reports/report-dialog'
import { FlagBadges, useLookupLabel } from '~/components/venues/vocabulary'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import { isFavorite } from '~/models/favorites/favorites.server'
import { loadVenueContributions, reviewPageFrom } from '~/models/venues/contributions.server'
import { findVenueIdBySlug, getVenueDetail, parseVenueParam } from '~/models/venues/detail.server'
import { viewerOf } from '~/models/viewer'
import { CheckInCard } from '~/routes/venues+/__contributions/check-in-card'
import { PhotoGallery } from '~/routes/venues+/__contributions/photo-gallery'
import { ReviewsSection } from '~/routes/venues+/__contributions/reviews-section'
import { VenueBreadcrumbs } from '~/routes/venues+/__detail/breadcrumbs'
import { CategoryTile } from '~/routes/venues+/__detail/category-icon'
import { ContactBlock } from '~/routes/venues+/__detail/contact-block'
import { LocationBlock } from '~/routes/venues+/__detail/directions-link'
import { FlagsExplained, VenueFacts } from '~/routes/venues+/__detail/facts'
import { HoursTable, OpenStatus } from '~/routes/venues+/__detail/hours-table'
import { venueJsonLd } from '~/routes/venues+/__detail/json-ld'
import { serializeJsonLd } from '~/utils/json-ld'
import { NearbyVenues } from '~/routes/venues+/__detail/nearby-venues'
import { ShareButton } from '~/components/share/share-button'
import { VenueEvents } from '~/routes/venues+/__detail/venue-events'
import { cn } from '~/utils/cn'
import { useNonce } from '~/utils/nonce'
import { venuePage } from './__detail/page.server'

/**
 * /venues/{id}: a venue's detail page (SPEC §1, §2). /venues/{slug} answers 301 to /venues/{id}.
 *
 * Visibility (app/models/venues/detail.server.ts): published venues are public; a pending one is
 * shown to moderators only, as a preview with a 'Pending review' banner, no actions and noindex;
 * anybody else, and every rejected or archived venue, gets a 404.
 *
 * Caching: never in a shared cache. Every HTML response carries a per-request CSP nonce (a
 * cached copy would replay it), the header shows who is signed in, and a flash toast may be
 * read and cleared by the root loader. Members get `private, no-store` (their favourite, their
 * check-in, their review are on the page); visitors `private, no-cache` (their browser may keep
 * a copy but asks again before reusing it).
 */
export const handle = { i18n: ['venue', 'venues', 'favorites'] }

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const key = parseVenueParam(params.id)
  if (!key) throw notFound()
  const db = getDb(context.cloudflare.env.DB)
  const url = new URL(request.url)

  // Who is looking decides what the page holds (the venue, its events, its reviews and photos),
  // so the session is read first.
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  if ('slug' in key) {
    const id = await findVenueIdBySlug(db, key.slug, viewer)
    if (id == null) throw notFound()
    throw redirect(`/venues/${id}${url.search}`, 301)
  }

  const now = new Date()
  // The venue (one batch); then the members' contributions, which need the venue's time zone
  // (check-ins count per local day), in parallel with the favourite and the translations.
  const venue = await getVenueDetail(db, key.id, { language, viewer, now })
  if (!venue) throw notFound()
  const pending = venue.status !== 'published'

  const [contributions, favorited, i18n] = await Promise.all([
    pending
      ? null
      : loadVenueContributions(db, {
          venueId: venue.id,
          timezone: venue.timezone,
          viewer,
          reviewPage: reviewPageFrom(url),
          now: now.getTime(),
        }),
    user && !pending ? isFavorite(db, user.id, 'venue', venue.id) : false,
    serverI18n(language),
  ])
  const t = i18n.t.bind(i18n)

  const page = venuePage(venue, { language, t, origin: url.origin, now })
  return data(
    { ...page, pending, signedIn: !!user, favorited, contributions, meta: { ...page.meta, noindex: pending } },
    {
      headers: {
        'Cache-Control': user ? 'private, no-store' : 'private, no-cache',
        ...(pending ? { 'X-Robots-Tag': 'noindex' } : {}),
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

/** Title, description, canonical, Open Graph (business.business) and a Twitter card. */
export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => {
  const m = loaderData?.meta
  if (!m) return [{ title: APP_NAME }]
  const base = pageMeta({ data: loaderData }).filter((d) => !('property' in d && d.property === 'og:type'))
  const tags: MetaDescriptor[] = [
    ...base,
    { property: 'og:type', content: 'business.business' },
    { property: 'og:url', content: m.canonical },
    { property: 'og:locale', content: m.locale },
    { name: 'twitter:card', content: m.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: m.title },
    { name: 'twitter:description', content: m.description },
  ]
  if (m.image) {
    tags.push(
      { property: 'og:image', content: m.image },
      { property: 'og:image:alt', content: m.title },
      { name: 'twitter:image', content: m.image },
    )
  }
  if (m.address) tags.push({ property: 'business:contact_data:street_address', content: m.address })
  if (m.city) tags.push({ property: 'business:contact_data:locality', content: m.city })
  tags.push({ property: 'business:contact_data:country_name', content: m.country })
  if (m.latitude != null && m.longitude != null) {
    tags.push(
      { property: 'place:location:latitude', content: String(m.latitude) },
      { property: 'place:location:longitude', content: String(m.longitude) },
    )
  }
  return tags
}

export default function VenuePage() {
  const { venue, pending, hours, events, nearby, crumbs, signedIn, favorited, contributions, canonical, meta } =
    useLoaderData<typeof loader>()
  const { t } = useTranslation('venue')
  const { t: tv, i18n } = useTranslation('venues')
  const lookup = useLookupLabel()
  const nonce = useNonce()
  const number = (n: number, digits = 0) =>
    n.toLocaleString(i18n.language, { minimumFractionDigits: digits, maximumFractionDigits: digits })
  const categoryLabel = venue.category ? lookup('categories', venue.category) : null
  const hasPhotos = (contributions?.photos.items.length ?? 0) > 0
  // built here from the loader data, so the page does not carry it twice
  const jsonLd = useMemo(() => {
    if (pending) return null
    const origin = new URL(canonical).origin
    return serializeJsonLd(
      venueJsonLd(venue, {
        url: canonical,
        origin,
        description: meta.description,
        days: hours.days,
        crumbs: [...crumbs.map((c) => ({ name: c.label, url: new URL(c.to, origin).toString() })), { name: venue.name, url: canonical }],
      }),
    )
  }, [pending, canonical, venue, meta.description, hours.days, crumbs])

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      {jsonLd && <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLd }} />}

      {pending && (
        <div
          role="status"
          className="mb-6 flex items-start gap-3 rounded-2xl border border-amber-500/50 bg-amber-50 p-4 text-amber-950 dark:border-amber-300/40 dark:bg-amber-950/60 dark:text-amber-50"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-bold">{t('detail.pendingTitle')}</p>
            <p className="text-sm">{t('detail.pendingBody')}</p>
          </div>
        </div>
      )}

      <VenueBreadcrumbs items={[...crumbs, { label: venue.name }]} />

      <header className="mt-5 flex flex-col gap-5 sm:flex-row sm:items-start">
        <CategoryTile slug={venue.category?.slug} className="size-20 rounded-3xl sm:size-24" />
        <div className="min-w-0 flex-1">
          {categoryLabel && (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-violet-300">{categoryLabel}</p>
          )}
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-4xl dark:text-white">
            {/* names and descriptions are the author's text: isolated from the page direction */}
            <bdi>{venue.name}</bdi>
          </h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-2 text-neutral-700 dark:text-neutral-300">
            {venue.city && (
              <>
                <Link to={`/city/${venue.city.id}`} className={LINK}>
                  {venue.city.name}
                </Link>
                <span aria-hidden>·</span>
              </>
            )}
            <Link to={`/country/${venue.country.id}`} className={LINK}>
              {venue.country.flag && (
                <span aria-hidden className="me-1">
                  {venue.country.flag}
                </span>
              )}
              {venue.country.name}
            </Link>
          </p>
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            {venue.ratingCount > 0 ? (
              <a href="#reviews" className={cn(LINK_BASE, 'inline-flex items-center gap-1.5')}>
                <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
                <strong className="font-bold text-neutral-900 dark:text-white">{number(venue.ratingAvg, 1)}</strong>
                <span className="sr-only">{tv('rating.stars', { rating: number(venue.ratingAvg, 1) })}</span>
                <span>({tv('rating.reviews', { count: venue.ratingCount, formatted: number(venue.ratingCount) })})</span>
              </a>
            ) : (
              <span className="text-sm text-neutral-600 dark:text-neutral-400">{tv('rating.none')}</span>
            )}
            {venue.checkInCount > 0 && (
              <span className="inline-flex items-center gap-1.5 text-sm text-neutral-700 dark:text-neutral-300">
                <MapPinCheck aria-hidden className="size-4 text-brand-700 dark:text-violet-300" />
                {t('counts.checkIns', { count: venue.checkInCount, formatted: number(venue.checkInCount) })}
              </span>
            )}
            <OpenStatus state={hours.state} />
          </div>
          <FlagBadges flags={venue.flags} size="md" className="mt-4" />
        </div>
      </header>

      {!pending && (
        <div role="group" aria-label={t('detail.actions')} className="mt-6 flex flex-wrap items-center gap-2">
          <FavoriteButton type="venue" id={venue.id} favorited={favorited} label={venue.name} variant="pill" />
          <ShareButton url={canonical} title={venue.name} text={t('shell:share.text', { name: venue.name, app: APP_NAME })} />
          <ReportDialog targetType="venue" targetId={venue.id} signedIn={signedIn} />
        </div>
      )}

      {/* photos near the top when there are some; an empty gallery (with its upload form) waits further down */}
      {contributions && hasPhotos && <PhotoGallery contributions={contributions} venueName={venue.name} className="mt-8" />}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="about-heading" className={cn(PANEL, 'p-5 sm:p-6')}>
            <h2 id="about-heading" className="text-lg font-bold text-neutral-900 dark:text-white">
              {t('detail.about')}
            </h2>
            {venue.description ? (
              <p dir="auto" className="mt-3 text-start leading-relaxed whitespace-pre-line text-neutral-800 dark:text-neutral-200">
                {venue.description}
              </p>
            ) : (
              <p className="mt-3 text-neutral-600 dark:text-neutral-400">{t('detail.noDescription')}</p>
            )}
            {venue.priceLevel != null && (
              <p className="mt-4 flex flex-wrap items-center gap-2 text-sm text-neutral-700 dark:text-neutral-300">
                <Banknote aria-hidden className="size-4 text-brand-700 dark:text-violet-300" />
                <span className="font-semibold">{t('detail.price')}</span>
                <span aria-hidden className="inline-flex gap-1">
                  {[1, 2, 3, 4].map((level) => (
                    <span
                      key={level}
                      className={cn(
                        'h-2 w-5 rounded-full',
                        level <= venue.priceLevel! ? 'bg-brand-600 dark:bg-violet-300' : 'bg-neutral-200 dark:bg-neutral-700',
                      )}
                    />
                  ))}
                </span>
                <span>{t('detail.priceLevel', { level: number(venue.priceLevel) })}</span>
              </p>
            )}
          </section>

          <FlagsExplained flags={venue.flags} />

          <VenueFacts
            amenities={venue.amenities}
            services={venue.services}
            accessibility={venue.accessibility}
            targetGroups={venue.targetGroups}
            accessible={venue.flags.accessible}
          />

          <VenueEvents events={events} city={venue.city} />

          {contributions && !hasPhotos && <PhotoGallery contributions={contributions} venueName={venue.name} />}
        </div>

        <aside className="flex flex-col gap-6" aria-label={t('detail.sidebar')}>
          {contributions && <CheckInCard contributions={contributions} />}
          <HoursTable view={hours} />
          <ContactBlock contact={venue} />
          <LocationBlock location={venue} />
        </aside>
      </div>

      {contributions && <ReviewsSection contributions={contributions} className="mt-10" />}

      {venue.city && nearby.length > 0 && (
        <div className="mt-12">
          <NearbyVenues venues={nearby} city={venue.city} />
        </div>
      )}
    </article>
  )
}

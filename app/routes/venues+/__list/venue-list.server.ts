import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { getCurrentUser } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import { favoriteIds } from '~/models/favorites/favorites.server'
import { loadVenueDirectory, parseVenueQuery } from '~/models/venues/directory.server'
import { queryString, venueSearchParams } from '~/models/venues/query'
import { sortedSearch } from '~/utils/url-params'

/** /venues' loader (the route module re-exports it). */
export async function venueListLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const parsed = parseVenueQuery(url)
  const clean = venueSearchParams(parsed)
  if (sortedSearch(url.searchParams) !== sortedSearch(clean)) {
    const qs = queryString(clean)
    throw redirect(qs ? `/venues?${qs}` : '/venues', 302)
  }

  const language = await getLanguage(request)
  const db = getDb(context.cloudflare.env.DB)
  const now = new Date()
  const [directory, i18n, user] = await Promise.all([
    loadVenueDirectory(db, parsed, language, now, (work) => context.cloudflare.ctx.waitUntil(work)),
    serverI18n(language),
    getCurrentUser(request, context),
  ])
  const { query, place, result } = directory
  // the member's own favorites among this page's venues (one query; none for visitors)
  const favorites = [
    ...(await favoriteIds(
      db,
      user?.id,
      'venue',
      result.venues.map((v) => v.id),
    )),
  ]

  const placeName = place ? (place.kind === 'city' ? `${place.name}, ${place.countryName}` : place.name) : null
  const categoryItem = query.category ? directory.lookups.categories.find((c) => c.slug === query.category) : null
  const category = categoryItem ? i18n.t(`venues:categories.${categoryItem.slug}`, { defaultValue: categoryItem.name }) : null
  const title = query.q
    ? i18n.t('venues:meta.titleSearch', { query: query.q })
    : category && placeName
      ? i18n.t('venues:meta.titleCategoryIn', { category, place: placeName })
      : category
        ? i18n.t('venues:meta.titleCategory', { category })
        : placeName
          ? i18n.t('venues:meta.titleIn', { place: placeName })
          : i18n.t('venues:meta.title')
  const description = placeName
    ? i18n.t('venues:meta.descriptionIn', {
        count: result.total,
        formatted: new Intl.NumberFormat(language).format(result.total),
        place: placeName,
      })
    : i18n.t('venues:meta.description')
  // canonical: the set of venues, without the page, the map area, the order and the clock
  const canonicalQs = queryString(venueSearchParams(query, ['page', 'bbox', 'sort', 'open']))
  const canonical = new URL(canonicalQs ? `/venues?${canonicalQs}` : '/venues', url.origin).toString()

  return data(
    { ...directory, favorites, meta: { title, description, canonical, noindex: !!query.bbox } },
    // the page holds the signed-in header: private (the entry's default), never in a shared cache
    { headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' } },
  )
}

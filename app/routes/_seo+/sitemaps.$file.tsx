import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { indexableRoutes } from '~/content/site-map'
import { getDb } from '~/db/client'
import {
  sitemapContentPages,
  sitemapCrews,
  SITEMAP_CREW_FILES,
  sitemapListings,
  sitemapNewsArticles,
  sitemapPlaces,
  sitemapFileCounts,
  sitemapResources,
  sitemapResourceTopics,
  sitemapTravelGuides,
  sitemapVenues,
  type SitemapEntry,
} from '~/models/seo/sitemap.server'
import { absoluteUrl, urlSetXml, xmlResponse } from '~/utils/sitemap-xml'

/**
 * /sitemaps/pages.xml (the public pages of the site map, the wiki's pages and the travel guides), /sitemaps/places.xml (countries and
 * the cities with venues), /sitemaps/resources.xml (the pages of the tags and professions of published resources), /sitemaps/resources-N.xml (published resources, in id ranges), /sitemaps/news.xml
 * (the newest news articles), /sitemaps/marketplace.xml (the market's newest items), /sitemaps/crews-N.xml (public crews, by the first digit of their ids), /sitemaps/venues-N.xml (venues, in id ranges): the files sitemap.xml
 * lists. Anything else is a 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const db = getDb(context.cloudflare.env.DB)
  const file = params.file ?? ''
  let entries: SitemapEntry[] | null = null
  if (file === 'pages.xml')
    entries = [
      ...indexableRoutes().map((route) => ({ path: route.path, updated: route.updated ?? null })),
      ...(await sitemapContentPages(db)),
      ...(await sitemapTravelGuides(db)),
    ]
  else if (file === 'places.xml') entries = await sitemapPlaces(db)
  else if (file === 'resources.xml') entries = await sitemapResourceTopics(db)
  else if (file === 'news.xml') entries = await sitemapNewsArticles(db)
  else if (file === 'marketplace.xml') entries = await sitemapListings(db)
  else {
    const match = /^(venues|resources|crews)-([1-9]\d{0,4})\.xml$/.exec(file)
    const kind = match?.[1] as 'venues' | 'resources' | 'crews' | undefined
    const n = match ? Number(match[2]) : 0
    if (kind === 'crews') entries = n <= SITEMAP_CREW_FILES ? await sitemapCrews(db, n) : null
    else if (kind && n <= (await sitemapFileCounts(db))[kind]) entries = await (kind === 'venues' ? sitemapVenues : sitemapResources)(db, n)
  }
  if (!entries) throw new Response(null, { status: 404, statusText: 'Not Found' })
  const origin = new URL(request.url).origin
  return xmlResponse(urlSetXml(entries.map((e) => ({ loc: absoluteUrl(origin, e.path), lastmod: e.updated }))))
}

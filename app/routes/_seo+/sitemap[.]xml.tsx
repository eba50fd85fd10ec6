import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getDb } from '~/db/client'
import { SITEMAP_CREW_FILES, sitemapFileCounts } from '~/models/seo/sitemap.server'
import { sitemapIndexXml, xmlResponse } from '~/utils/sitemap-xml'

/**
 * sitemap.xml: a sitemap index of the public pages, the places, the resources, the news, the crews and the venues (the files are
 * /sitemaps/{pages,places,resources,news,marketplace,crews-N,resources-N,venues-N}.xml, app/routes/_seo+/sitemaps.$file.tsx), absolute URLs on this
 * origin. Only what a visitor may see is ever listed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin
  const counts = await sitemapFileCounts(getDb(context.cloudflare.env.DB))
  const numbered = (kind: string, files: number) => Array.from({ length: files }, (_, i) => `${kind}-${i + 1}`)
  const files = [
    'pages',
    'places',
    'resources',
    'news',
    'marketplace',
    ...numbered('crews', SITEMAP_CREW_FILES),
    ...numbered('resources', counts.resources),
    ...numbered('venues', counts.venues),
  ]
  return xmlResponse(sitemapIndexXml(files.map((file) => new URL(`/sitemaps/${file}.xml`, origin).href)))
}

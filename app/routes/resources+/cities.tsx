import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { getDb } from '~/db/client'
import { getLanguage } from '~/i18n/i18next.server'
import { searchCities } from '~/models/places/city-search.server'

/**
 * GET /resources/cities?q=Ber: cities of the directory for the city combobox ('My Vibe', the
 * venue suggestion): at most 8, most populous first, labels in the reader's language, found
 * like the places search finds them (any language: 'München' finds Munich). A city is chosen
 * by id: no coordinates are sent or stored.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get('q') ?? ''
  const language = await getLanguage(request)
  const cities = await searchCities(getDb(context.cloudflare.env.DB), q, language)
  return Response.json({ cities }, { headers: { 'Cache-Control': 'public, max-age=3600', Vary: 'Accept-Language, Cookie' } })
}

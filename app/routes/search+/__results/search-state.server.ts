import { parseSearchUrl, searchUrl, type SearchHit } from '~/models/search/query'
import { fold } from '~/models/search/text'

/**
 * /search's URL as a form without JavaScript sends it: every field, empty or not, and a checkbox
 * group as repeated parameters (`types=venue&types=event`). SPEC §2's URL has comma lists, so
 * repeated values are joined before parseSearchUrl reads them (it reads one value per name, and
 * takes an empty field as none).
 */
export function readSearchUrl(url: URL) {
  const params = new URLSearchParams(url.search)
  for (const name of ['types', 'categories']) {
    const all = params.getAll(name)
    if (all.length > 1) params.set(name, all.join(','))
  }
  const state = parseSearchUrl(params)
  return { state, clean: searchUrl(state) }
}

/** Whether two addresses hold the same parameters, in any order (a form's order is not searchUrl's). */
export function sameAddress(a: string, b: string) {
  const sorted = (address: string) => {
    const url = new URL(address, 'http://x')
    const params = [...url.searchParams].sort(([k1, v1], [k2, v2]) => k1.localeCompare(k2) || v1.localeCompare(v2))
    return `${url.pathname}?${new URLSearchParams(params).toString()}`
  }
  return sorted(a) === sorted(b)
}

/**
 * SPEC §2 `direct=true` ('a direct hit'), kept simple: the search leads straight to a result when
 * it is the only one, or when a place is named exactly ('berlin' → /city/2950159, whatever else
 * mentions Berlin). Anything else shows the results, so a direct search never leads somewhere
 * the member did not ask for.
 */
export function directHit(query: string, answer: { hits: SearchHit[]; nbHits: number }): string | null {
  if (answer.nbHits === 1 && answer.hits[0]) return answer.hits[0].href
  const wanted = fold(query).trim()
  const place = answer.hits.find((hit) => hit.type === 'location' && fold(hit.title).trim() === wanted)
  return place ? place.href : null
}

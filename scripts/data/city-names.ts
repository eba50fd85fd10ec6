/**
 * Search-only alternate city names (`cities.search_names`) from the GeoNames cities1000
 * `alternatenames` column, so /places finds 'München', 'Москва', '東京' or 'القاهرة'.
 *
 * GeoNames' alternate names carry no language tags, so they are selected by script: Latin,
 * Cyrillic, Han + Kana (Chinese, Japanese), Hangul and Arabic, the scripts of the 11 interface
 * languages. Every name is stored folded (`foldSearchText`: lower case, no accents) and only
 * once; names the ASCII/display name already matches (the query also runs a `contains` on those)
 * are left out. The column reads '|name1|name2|…|' so `LIKE '%|<folded query>%'` is a prefix
 * match on any one name. Display names are not localised: this is for matching only.
 *
 * Pure module (no Node APIs): the integration tests import it next to the server's copy of
 * the fold to check that both agree.
 */

/** At most this many names per city (the most useful first, see `rank`). */
export const MAX_SEARCH_NAMES = 32
/** Names longer than this (in code points) are skipped: descriptions, not names. */
export const MAX_NAME_LENGTH = 32

import { foldSearchText } from '../../app/utils/search-fold'

export { foldSearchText }

type Script = 'latin' | 'cyrillic' | 'cjk' | 'hangul' | 'arabic'

const SCRIPT_TESTS: [Script, RegExp][] = [
  ['latin', /\p{Script=Latin}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['cjk', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc]/u],
  ['hangul', /\p{Script=Hangul}/u],
  ['arabic', /\p{Script=Arabic}/u],
]

/** The one script of a name's letters, or null (another script, or a mix like 'Cairo - القاهرة'). */
function scriptOf(name: string): Script | null {
  let found: Script | null = null
  for (const ch of name) {
    if (!/[\p{L}\p{M}]/u.test(ch)) continue
    if (/\p{M}/u.test(ch)) continue
    const script = SCRIPT_TESTS.find(([, re]) => re.test(ch))?.[0]
    if (!script) return null
    if (found && found !== script) return null
    found = script
  }
  return found
}

/** Airport/IATA-like codes, postal codes, anything with digits, links, brackets, very long strings. */
function isJunk(name: string): boolean {
  if (name.length < 2 || [...name].length > MAX_NAME_LENGTH) return true
  if (/\p{N}/u.test(name)) return true
  if (/^[A-Z]{2,5}$/.test(name)) return true // MUC, CGN, TYO, NYC
  if (/ - |^Lungsod ng /.test(name)) return true // 'Cairo - alqahrt'; Tagalog 'City of …'
  if (/https?:|www\.|\.(com|org|net|de)\b|[/\\@#=<>()[\]{}|_;:*+?!"]/i.test(name)) return true
  // all-lower-case ASCII strings in cities1000 are machine romanisations of other scripts
  // ('mwnykh', 'mu ni hei'): not what anybody types, and plentiful
  if (/^[a-z' .-]+$/.test(name)) return true
  return false
}

/**
 * Lower is better: our non-Latin scripts first, then Latin names with letters beyond ASCII (the
 * spellings the ASCII name lacks, 'München'), then one-word exonyms ('Moskau', 'Mosca'), then
 * longer descriptive names.
 */
function rank(script: Script, original: string): number {
  if (script !== 'latin') return 0
  // eslint-disable-next-line no-control-regex -- the ASCII range, on purpose
  if (/[^\x00-\x7f]/.test(original)) return 1
  return /\s/.test(original) ? 3 : 2
}

/** German spelling of umlauts, as typed without them: 'München' → 'Muenchen'. */
function umlautSpelling(name: string): string | null {
  if (!/[äöüÄÖÜ]/.test(name.normalize('NFC'))) return null
  return name.normalize('NFC').replace(/[äöüÄÖÜ]/g, (ch) => ({ ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' })[ch]!)
}

/**
 * The `search_names` value of one city: '|name1|name2|…|' (folded, distinct, at most
 * MAX_SEARCH_NAMES), or null when no alternate name adds anything.
 */
export function buildSearchNames(name: string, asciiName: string, alternateNames: string): string | null {
  // the query's `contains` on ascii_name (with the folded query) already finds any part of it
  // eslint-disable-next-line no-control-regex -- the ASCII range, on purpose
  const covered = /^[\x00-\x7f]*$/.test(asciiName) ? foldSearchText(asciiName) : ''
  const best = new Map<string, { rank: number; order: number }>()
  const add = (folded: string, rank: number, order: number) => {
    if (folded.length < 2 || covered.includes(folded)) return
    const prev = best.get(folded)
    if (!prev || rank < prev.rank) best.set(folded, { rank, order })
  }
  const candidates = [name, ...(alternateNames ? alternateNames.split(',') : [])]
  candidates.forEach((raw, order) => {
    const original = raw.trim()
    if (isJunk(original)) return
    const script = scriptOf(original)
    if (!script) return
    const folded = foldSearchText(original)
    const r = rank(script, original)
    add(folded, r, order)
    // Arabic: also without the article, so 'قاهرة' finds 'القاهرة'
    if (script === 'arabic' && folded.startsWith('ال') && folded.length > 4) add(folded.slice(2), r, order)
    const umlauts = umlautSpelling(original)
    if (umlauts) add(foldSearchText(umlauts), 1, order)
  })
  // a name that starts another kept name adds no prefix match of its own
  const names = [...best.keys()]
  const picked = [...best.entries()]
    .filter(([folded]) => !names.some((other) => other !== folded && other.startsWith(folded)))
    .sort(([, a], [, b]) => a.rank - b.rank || a.order - b.order)
    .slice(0, MAX_SEARCH_NAMES)
    .map(([folded]) => folded)
  return picked.length ? `|${picked.join('|')}|` : null
}

import { describe, expect, it } from 'vitest'
import {
  addRecentSearch,
  activeFilterCount,
  filtersOf,
  fullSearchLabel,
  parseSearchUrl,
  readRecentSearches,
  searchHref,
  SearchRequestSchema,
  searchUrl,
} from '~/models/search/schema'
import { cjkRuns, deletionKeys, editDistance, fold, storedKeys, typosAllowed, words } from '~/models/search/text'

describe('the search text rules', () => {
  it('folds Latin diacritics only, as the index tokenizer does', () => {
    expect(fold('München')).toBe('munchen')
    expect(fold('Zürich Œuvre')).toBe('zurich œuvre')
    expect(fold('Йошкар-Ола')).toBe('йошкар-ола') // й keeps its breve: not a Latin letter
    expect(words('Café, "Bar" & Co. 2024')).toEqual(['cafe', 'bar', 'co', '2024'])
    expect(words('東京 Tokyo')).toEqual(['tokyo'])
    expect(cjkRuns('Tokyo 東京都 and 서울')).toEqual(['東京都', '서울'])
  })

  it('allows typos by length: none under 5, one from 5, two from 9', () => {
    expect(typosAllowed('bear')).toBe(0)
    expect(typosAllowed('berln')).toBe(1)
    expect(typosAllowed('amsterdm')).toBe(1)
    expect(typosAllowed('copenhagn')).toBe(2)
  })

  it('finds a word within its edit distance by shared deletion keys', () => {
    const near = (query: string, term: string) => {
      const stored = new Set(storedKeys(term))
      return deletionKeys(query, typosAllowed(query) as 1 | 2).some((key) => stored.has(key))
    }
    expect(near('berln', 'berlin')).toBe(true) // a letter left out
    expect(near('brelin', 'berlin')).toBe(true) // two letters swapped
    expect(near('berlim', 'berlin')).toBe(true) // one letter wrong
    expect(near('copnehagn', 'copenhagen')).toBe(true) // two typos in a long word
    expect(editDistance('brelin', 'berlin', 1)).toBe(1)
    expect(editDistance('brelni', 'berlin', 1)).toBe(2) // gives up past its bound
    expect(editDistance('copnehagn', 'copenhagen', 2)).toBe(2)
    expect(editDistance('same', 'same', 0)).toBe(0)
  })
})

describe('the search contract', () => {
  it('refuses bad requests with keys of the search texts only', () => {
    for (const body of [
      { query: 5 },
      { query: 'x'.repeat(201) },
      { query: 'a', hitsPerPage: 0 },
      { query: 'a', page: 1.5 },
      { query: 'a', filters: { types: ['planet'] } },
      { query: 'a', filters: { priceRange: { min: 50, max: 10 } } },
      { query: 'a', filters: { dateRange: { from: 'soon', to: '2027-01-01' } } },
      { query: 'a', filters: { rating: 6 } },
      { query: 'a', extra: true },
      null,
    ]) {
      const parsed = SearchRequestSchema.safeParse(body)
      expect(parsed.success, JSON.stringify(body)).toBe(false)
      for (const issue of parsed.error!.issues) expect(issue.message, JSON.stringify(body)).toMatch(/^search:errors\./)
    }
  })

  it('writes and reads /search URLs with only the non-empty parameters', () => {
    expect(searchUrl({ q: ' berlin ', types: [], location: '' })).toBe('/search?q=berlin')
    const url = searchUrl({
      q: 'bar',
      types: ['venue', 'event'],
      location: 'Berlin',
      categories: ['Bar'],
      direct: true,
      rating: 4,
      minPrice: 10,
    })
    expect(url).toBe('/search?q=bar&types=venue%2Cevent&location=Berlin&categories=Bar&direct=true&minPrice=10&rating=4')
    const state = parseSearchUrl(new URL(`https://haven.test${url}`).searchParams)
    expect(state).toMatchObject({
      q: 'bar',
      types: ['venue', 'event'],
      location: 'Berlin',
      categories: ['Bar'],
      direct: true,
      rating: 4,
      minPrice: 10,
    })
    expect(filtersOf(state)).toEqual({
      types: ['venue', 'event'],
      location: 'Berlin',
      categories: ['Bar'],
      priceRange: { min: 10, max: 1000 },
      rating: 4,
    })
    expect(activeFilterCount(filtersOf(state))).toBe(6)
    // what cannot be read is dropped, never refused
    expect(parseSearchUrl(new URLSearchParams('types=planet,venue&page=-3&rating=9&from=2027-01-01'))).toMatchObject({
      types: ['venue'],
      page: 1,
      rating: undefined,
      from: undefined,
    })
    // a form's untouched price fields are no price, not 0
    expect(parseSearchUrl(new URLSearchParams('q=bar&minPrice=&maxPrice=%20'))).toMatchObject({ minPrice: undefined, maxPrice: undefined })
  })

  it('leads each type where the spec says', () => {
    const meta = { slug: null, isCountry: false }
    expect(searchHref('venue', '7', meta)).toBe('/venues/7')
    expect(searchHref('ressource', '3', { slug: 'helpline', isCountry: false })).toBe('/ressources/helpline')
    expect(searchHref('tag', '1', meta, 'Mental Health!')).toBe('/ressources/Mental%20Health')
    expect(searchHref('location', 'de', { slug: null, isCountry: true })).toBe('/country/de')
    expect(searchHref('location', '2950159', meta)).toBe('/city/2950159')
  })

  it('keeps the 5 newest recent searches, once each, and ignores a corrupt store', () => {
    expect(readRecentSearches('not json')).toEqual([])
    expect(readRecentSearches('{"a":1}')).toEqual([])
    expect(readRecentSearches('["a", 3, "", "b", "a"]')).toEqual(['a', 'b'])
    let list: string[] = []
    for (const q of ['one', 'two', 'three', 'four', 'five', 'six', 'two', ' ']) list = addRecentSearch(list, q)
    expect(list).toEqual(['two', 'six', 'five', 'four', 'three'])
    expect(fullSearchLabel('a query longer than twenty characters')).toBe('a query longer than…')
    expect(fullSearchLabel('short')).toBe('short')
  })
})

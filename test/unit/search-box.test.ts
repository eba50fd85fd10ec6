import { describe, expect, it } from 'vitest'
import { FIRST_PLACEHOLDER_STEP, placeholderFrame, type PlaceholderStep } from '~/components/search/placeholder'
import { EMPTY_FILTERS, apiFilters, dropdownSections, groupSuggestions, priceRange, toggled } from '~/components/search/items'
import { PLACEHOLDER_PAUSE_MS, PLACEHOLDER_TYPE_MS, activeFilterCount, searchUrl, type SearchSuggestion } from '~/models/search/query'

/** The header search box's pure parts (issue 38, SPEC §2 Global search box): the placeholder's timing, the dropdown's options and the filters. */

function frames(phrases: string[], count: number) {
  const out: { text: string; delayMs: number }[] = []
  let step: PlaceholderStep = FIRST_PLACEHOLDER_STEP
  for (let i = 0; i < count; i++) {
    const frame = placeholderFrame(phrases, step)
    out.push({ text: frame.text, delayMs: frame.delayMs })
    step = frame.next
  }
  return out
}

describe('the animated placeholder', () => {
  it('types each phrase at 75 ms a character, holds it 2 000 ms, then starts the next, and comes round again', () => {
    const sequence = frames(['Find', 'Go'], 9)
    expect(sequence).toEqual([
      { text: 'F', delayMs: PLACEHOLDER_TYPE_MS },
      { text: 'Fi', delayMs: PLACEHOLDER_TYPE_MS },
      { text: 'Fin', delayMs: PLACEHOLDER_TYPE_MS },
      { text: 'Find', delayMs: PLACEHOLDER_PAUSE_MS },
      { text: 'G', delayMs: PLACEHOLDER_TYPE_MS },
      { text: 'Go', delayMs: PLACEHOLDER_PAUSE_MS },
      { text: 'F', delayMs: PLACEHOLDER_TYPE_MS },
      { text: 'Fi', delayMs: PLACEHOLDER_TYPE_MS },
      { text: 'Fin', delayMs: PLACEHOLDER_TYPE_MS },
    ])
    expect(PLACEHOLDER_TYPE_MS).toBe(75)
    expect(PLACEHOLDER_PAUSE_MS).toBe(2000)
  })

  it('takes a whole cycle of the seven phrases in their typing time plus seven pauses', () => {
    const phrases = [
      'Search venues',
      'Find events',
      'Browse marketplace',
      'Discover people',
      'Read news',
      'Explore resources',
      'Meet personalities',
    ]
    const characters = phrases.join('').length
    const cycle = frames(phrases, characters)
    expect(cycle.reduce((sum, frame) => sum + frame.delayMs, 0)).toBe((characters - 7) * 75 + 7 * 2000)
    expect(cycle.filter((frame) => phrases.includes(frame.text)).map((frame) => frame.text)).toEqual(phrases)
  })

  it('never cuts a character in half (code points, not UTF-16 units)', () => {
    expect(frames(['𠮷野家'], 3).map((frame) => frame.text)).toEqual(['𠮷', '𠮷野', '𠮷野家'])
    expect(placeholderFrame([], FIRST_PLACEHOLDER_STEP).text).toBe('')
  })
})

const suggestion = (id: string, type: SearchSuggestion['type'], title = id): SearchSuggestion => ({
  id,
  type,
  title,
  subtitle: null,
  icon: 'map-pin',
  href: `/${type}/${id}`,
})

describe('the dropdown', () => {
  it('groups suggestions by type in the order the types first come, each group in its order', () => {
    const groups = groupSuggestions([
      suggestion('1', 'location'),
      suggestion('2', 'venue'),
      suggestion('3', 'location'),
      suggestion('4', 'event'),
    ])
    expect(groups.map((g) => [g.type, g.items.map((s) => s.id)])).toEqual([
      ['location', ['1', '3']],
      ['venue', ['2']],
      ['event', ['4']],
    ])
  })

  it('shows recent searches below 2 characters, suggestions from 2, and the full search last whenever there is a query', () => {
    const recent = ['berlin', 'bars']
    const empty = dropdownSections('', recent, [])
    expect(empty.sections.map((s) => s.kind)).toEqual(['recent'])
    expect(empty.items).toEqual([
      { kind: 'recent', query: 'berlin' },
      { kind: 'recent', query: 'bars' },
    ])

    const one = dropdownSections('b', recent, [suggestion('1', 'venue')])
    expect(one.sections.map((s) => s.kind)).toEqual(['recent', 'full'])

    const two = dropdownSections(' berln ', recent, [suggestion('1', 'location'), suggestion('2', 'venue'), suggestion('3', 'location')])
    expect(two.sections.map((s) => (s.kind === 'suggestions' ? s.type : s.kind))).toEqual(['location', 'venue', 'full'])
    // the flat list the arrow keys walk is the order on screen; each entry knows its index in it
    const shown = two.sections.flatMap((s) => s.items)
    expect(shown.map((entry) => entry.index)).toEqual([0, 1, 2, 3])
    expect(shown.map((entry) => entry.item)).toEqual(two.items)
    expect(two.items.at(-1)).toEqual({ kind: 'full', query: 'berln' })

    expect(dropdownSections('', [], []).items).toEqual([])
  })
})

describe('the filter panel', () => {
  it('counts and sends only what is set; a date range only with both ends', () => {
    expect(activeFilterCount(apiFilters(EMPTY_FILTERS))).toBe(0)
    expect(apiFilters(EMPTY_FILTERS)).toEqual({})
    const state = { ...EMPTY_FILTERS, types: ['venue' as const, 'event' as const], location: ' Berlin ', from: '2026-12-10' }
    expect(apiFilters(state)).toEqual({ types: ['venue', 'event'], location: 'Berlin' })
    expect(activeFilterCount(apiFilters(state))).toBe(3)
    const full = { ...state, to: '2026-12-12', minPrice: 20, featured: true, rating: 4 }
    expect(apiFilters(full)).toMatchObject({ dateRange: { from: '2026-12-10', to: '2026-12-12' }, priceRange: { min: 20, max: 1000 } })
    expect(activeFilterCount(apiFilters(full))).toBe(7)
    expect(searchUrl({ q: 'bar', ...full })).toBe(
      '/search?q=bar&types=venue%2Cevent&location=Berlin&from=2026-12-10&to=2026-12-12&minPrice=20&rating=4&featured=true',
    )
  })

  it('keeps the price thumbs in order and on the step', () => {
    expect(priceRange({ min: 100, max: 300 }, 'min', 500, 10)).toEqual({ min: 500, max: 500 })
    expect(priceRange({ min: 100, max: 300 }, 'max', 40, 10)).toEqual({ min: 40, max: 40 })
    expect(priceRange({ min: 0, max: 1000 }, 'min', 123, 10)).toEqual({ min: 120, max: 1000 })
    expect(priceRange({ min: 0, max: 1000 }, 'max', 5000, 10)).toEqual({ min: 0, max: 1000 })
  })

  it('toggles a chip in and out', () => {
    expect(toggled(['a'], 'b')).toEqual(['a', 'b'])
    expect(toggled(['a', 'b'], 'a')).toEqual(['b'])
  })
})

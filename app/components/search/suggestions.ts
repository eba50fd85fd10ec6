import { useEffect, useState } from 'react'
import { hasConsent } from '~/components/consent/consent'
import {
  RECENT_SEARCHES_KEY,
  SEARCH_DEBOUNCE_MS,
  SUGGEST_MIN_CHARS,
  addRecentSearch,
  readRecentSearches,
  type SearchSuggestion,
  type SearchType,
} from '~/models/search/query'

/**
 * Recent searches (SPEC §9) in localStorage; a corrupt value reads as none. What someone searched
 * for can say more about them than any page they read, on a shared or searched phone: the list is
 * a 'functional' storage item (content/storage.ts), kept only while that consent is given, and
 * removed once it is withdrawn.
 */
export function storedRecent() {
  try {
    if (!hasConsent('functional')) {
      window.localStorage.removeItem(RECENT_SEARCHES_KEY)
      return []
    }
    return readRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_KEY))
  } catch {
    return [] // storage refused (private mode, a blocked cookie setting)
  }
}

export function storeRecent(query: string) {
  if (!hasConsent('functional')) return storedRecent()
  const next = addRecentSearch(storedRecent(), query)
  try {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next))
  } catch {
    // the list is a convenience: a search never fails for it
  }
  return next
}

/**
 * Suggestions for the query (SPEC §5, §9): from 2 characters, 300 ms after the last key, the
 * request before it aborted; a failed request shows none and says nothing (SPEC §8). `forQuery`
 * is the query the list answers, so 'no suggestions' never shows for a query still asked.
 */
export function useSuggestions(query: string, types: readonly SearchType[]) {
  const [answer, setAnswer] = useState<{ forQuery: string; suggestions: SearchSuggestion[] }>({ forQuery: '', suggestions: [] })
  const trimmed = query.trim()
  const typesKey = types.join(',')
  useEffect(() => {
    if (trimmed.length < SUGGEST_MIN_CHARS) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const filters = typesKey ? { types: typesKey.split(',') } : undefined
      fetch('/api/search', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ query: trimmed, suggestionsOnly: true, ...(filters ? { filters } : {}) }),
        signal: controller.signal,
      })
        .then((response) => (response.ok ? (response.json() as Promise<{ suggestions?: SearchSuggestion[] }>) : { suggestions: [] }))
        .then((body) => setAnswer({ forQuery: trimmed, suggestions: Array.isArray(body.suggestions) ? body.suggestions : [] }))
        .catch(() => {
          if (!controller.signal.aborted) setAnswer({ forQuery: trimmed, suggestions: [] })
        })
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [trimmed, typesKey])
  const current = answer.forQuery === trimmed && trimmed.length >= SUGGEST_MIN_CHARS
  return { suggestions: current ? answer.suggestions : [], answered: current }
}

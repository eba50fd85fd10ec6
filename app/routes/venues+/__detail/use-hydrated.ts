import { useEffect, useState } from 'react'

/**
 * False in the server render and the first browser render, true once React has hydrated: a
 * component can render its no-JavaScript fallback first (the same markup on both sides, so no
 * hydration mismatch) and its enhanced version afterwards.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

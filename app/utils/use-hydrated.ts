import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the server render and while React hydrates, true afterwards, also for components
 * first mounted after hydration: a component can render its no-JavaScript fallback in the
 * server's markup (no hydration mismatch) and its enhanced version from then on. A per-component
 * `useState(false)` + effect would show a component mounted later (a review just posted) its
 * fallback for one frame, which a user sees as a flash and a test as two matching elements.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

import { useEffect } from 'react'

/**
 * Connects a signed-in member's open tab to their Inbox room once the page is idle: the socket
 * client (partysocket, the protocol's schemas) loads then, never with the page. Closed on sign-out.
 */
export function useInbox(userId: string | null) {
  useEffect(() => {
    if (!userId) return
    let disconnect: (() => void) | null = null
    let cancelled = false
    const start = () =>
      void import('./inbox-client').then(({ connectInbox }) => {
        if (!cancelled) disconnect = connectInbox(userId)
      })
    // Safari has no requestIdleCallback
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2_000 }) : setTimeout(start, 200)
    return () => {
      cancelled = true
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle as number)
      else clearTimeout(idle)
      disconnect?.()
    }
  }, [userId])
}

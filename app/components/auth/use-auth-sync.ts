import { useEffect, useRef } from 'react'

/**
 * Open tabs follow a sign-in or sign-out (SPEC §4: sessions sync across browser tabs). Each tab
 * announces the member it shows; a tab showing someone else (or a visitor) reloads, so no tab
 * keeps showing a signed-out member's messages or settings. BroadcastChannel where available,
 * else the storage event.
 */
const CHANNEL = 'haven-auth'
const STORAGE_KEY = 'haven-auth-user'

export function useAuthSync(userId: string | null) {
  const previous = useRef<string | null | undefined>(undefined)

  useEffect(() => {
    const current = userId ?? null
    const onMessage = (announced: string | null) => {
      if (announced !== current) window.location.reload()
    }
    let channel: BroadcastChannel | null = null
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) onMessage(event.newValue || null)
    }
    if (typeof BroadcastChannel === 'function') {
      channel = new BroadcastChannel(CHANNEL)
      channel.onmessage = (event: MessageEvent<{ userId: string | null }>) => onMessage(event.data?.userId ?? null)
    } else {
      window.addEventListener('storage', onStorage)
    }
    // announce only changes seen by this tab (a sign-in or sign-out here), not every page load
    if (previous.current !== undefined && previous.current !== current) {
      if (channel) channel.postMessage({ userId: current })
      else {
        try {
          localStorage.setItem(STORAGE_KEY, current ?? '')
        } catch {
          // storage may be unavailable (private mode); the other tabs catch up on their next page
        }
      }
    }
    previous.current = current
    return () => {
      channel?.close()
      window.removeEventListener('storage', onStorage)
    }
  }, [userId])
}

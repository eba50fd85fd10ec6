import { useEffect } from 'react'

/**
 * Open tabs follow a sign-in or sign-out (SPEC §4: sessions sync across browser tabs). Every
 * page records in localStorage which member it was rendered for; writing a different value
 * fires a `storage` event in the other tabs, and a tab showing someone else (or a visitor)
 * reloads, so no tab keeps showing a signed-out member's messages or settings. This works
 * whether the change came from a client navigation or a full page load (a no-JS form post).
 * Only a short hash of the member id is stored.
 */
const STORAGE_KEY = 'haven-auth'

function fingerprint(userId: string | null) {
  if (!userId) return 'visitor'
  let hash = 0x811c9dc5
  for (let i = 0; i < userId.length; i++) hash = Math.imul(hash ^ userId.charCodeAt(i), 0x01000193)
  return `m${(hash >>> 0).toString(36)}`
}

export function useAuthSync(userId: string | null) {
  useEffect(() => {
    const mine = fingerprint(userId)
    try {
      if (localStorage.getItem(STORAGE_KEY) !== mine) localStorage.setItem(STORAGE_KEY, mine)
    } catch {
      return // storage unavailable (some private modes): tabs catch up on their next page
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY && event.newValue && event.newValue !== mine) window.location.reload()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [userId])
}

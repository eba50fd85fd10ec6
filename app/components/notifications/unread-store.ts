import { useEffect, useSyncExternalStore } from 'react'

/**
 * The header's unread badge (SPEC §9: not capped). Its value comes from the server with each
 * page (the root loader's count) and changes between pages: a live notification adds one (the
 * Inbox room, inbox-client.ts), marking read elsewhere sets it (the room's 'unread' message, the
 * panel, /notifications). Part of every member's first load: keep it tiny.
 */
let current: number | null = null
const listeners = new Set<() => void>()

export function setUnreadCount(count: number) {
  if (current === count) return
  current = Math.max(0, count)
  for (const listener of listeners) listener()
}

export function addUnread(by = 1) {
  setUnreadCount((current ?? 0) + by)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The badge's count; `fromServer` (the page's) wins whenever a new page brings one. */
export function useUnreadCount(fromServer: number): number {
  useEffect(() => setUnreadCount(fromServer), [fromServer])
  return useSyncExternalStore(
    subscribe,
    () => current ?? fromServer,
    () => fromServer,
  )
}

/** The badge's count as it stands, without bringing a new one (null before any page set it). */
export function useStoredUnread(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}

import { useEffect, useSyncExternalStore } from 'react'

/**
 * Conversations with unread messages, for the user menu's DMs link (the root loader's count,
 * then the Inbox room's `conversation` frames), and a signal that one of the member's
 * conversations changed (a new message, read in another tab) so an open /messages refreshes its
 * list. Part of every member's first load: keep it tiny.
 */
let current: number | null = null
const listeners = new Set<() => void>()
const changeListeners = new Set<(conversationId: string) => void>()

export function setUnreadConversations(count: number) {
  if (current === count) return
  current = Math.max(0, count)
  for (const listener of listeners) listener()
}

export function conversationChanged(conversationId: string, unreadConversations?: number) {
  if (unreadConversations != null) setUnreadConversations(unreadConversations)
  for (const listener of changeListeners) listener(conversationId)
}

/** Calls `listener` with the id of each conversation of the member that changes; returns the unsubscribe. */
export function onConversationChange(listener: (conversationId: string) => void) {
  changeListeners.add(listener)
  return () => {
    changeListeners.delete(listener)
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The count; `fromServer` (the page's) wins whenever a new page brings one. */
export function useUnreadConversations(fromServer: number): number {
  useEffect(() => setUnreadConversations(fromServer), [fromServer])
  return useSyncExternalStore(
    subscribe,
    () => current ?? fromServer,
    () => fromServer,
  )
}

import { useSyncExternalStore } from 'react'

/**
 * The main toast system (SPEC §4, §9): one toast visible at a time, 5 s by default.
 * States: added, updated, dismissed, removed. Texts are already translated by the caller.
 */
export const TOAST_LIMIT = 1
export const TOAST_DURATION = 5_000
/** Time a dismissed toast stays mounted (spec's removal delay); it is hidden meanwhile. */
const TOAST_REMOVE_DELAY = 1_000_000

export type ToastVariant = 'default' | 'destructive' | 'success'
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; duration?: number }
export type ToastItem = ToastInput & { id: string; open: boolean }

type State = { toasts: ToastItem[] }
type Action =
  | { type: 'ADD'; toast: ToastItem }
  | { type: 'UPDATE'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS'; id?: string }
  | { type: 'REMOVE'; id?: string }

const EMPTY: State = { toasts: [] }
let memory: State = EMPTY
const listeners = new Set<() => void>()
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>()
let counter = 0

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case 'UPDATE':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) }
    case 'DISMISS':
      for (const t of state.toasts) if (!action.id || t.id === action.id) scheduleRemove(t.id)
      return { toasts: state.toasts.map((t) => (!action.id || t.id === action.id ? { ...t, open: false } : t)) }
    case 'REMOVE':
      return { toasts: action.id ? state.toasts.filter((t) => t.id !== action.id) : [] }
  }
}

function dispatch(action: Action) {
  memory = reducer(memory, action)
  for (const listener of listeners) listener()
}

function scheduleRemove(id: string) {
  if (removeTimers.has(id)) return
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id)
      dispatch({ type: 'REMOVE', id })
    }, TOAST_REMOVE_DELAY),
  )
}

export function toast(input: ToastInput) {
  const id = String(++counter)
  dispatch({ type: 'ADD', toast: { ...input, id, open: true } })
  return {
    id,
    update: (next: Partial<ToastInput>) => dispatch({ type: 'UPDATE', toast: { ...next, id } }),
    dismiss: () => dispatch({ type: 'DISMISS', id }),
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
const snapshot = () => memory
const serverSnapshot = () => EMPTY

/** The toasts in the store; a toast raised before a component subscribed is never missed. */
export function useToast() {
  const state = useSyncExternalStore(subscribe, snapshot, serverSnapshot)
  return { ...state, toast, dismiss: (id?: string) => dispatch({ type: 'DISMISS', id }) }
}

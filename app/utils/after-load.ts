/**
 * Runs `task` once the page has loaded, `delayMs` after the load event, when the main thread is
 * idle: for code that is not needed to read the page (a decorative layer, the toast region
 * before any toast), so it never competes with hydration or the member's first input.
 * Returns a cancel function.
 */
export function afterLoadWhenIdle(task: () => void, delayMs = 0): () => void {
  let idleId: number | null = null
  let timerId: ReturnType<typeof setTimeout> | null = null
  const schedule = () => {
    timerId = setTimeout(() => {
      timerId = null
      if ('requestIdleCallback' in window) idleId = window.requestIdleCallback(task, { timeout: 3000 })
      else task()
    }, delayMs)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
    window.removeEventListener('load', schedule)
    if (idleId !== null) window.cancelIdleCallback(idleId)
    if (timerId !== null) clearTimeout(timerId)
  }
}

import { lazy, Suspense, useEffect, useState } from 'react'
import { afterLoadWhenIdle } from '~/utils/after-load'
import { useToast } from './use-toast'

const LoadedToaster = lazy(() => import('./toaster-content').then((module) => ({ default: module.LoadedToaster })))

/**
 * The toast region. Nothing to read on a page's first load, so Radix Toast stays out of it
 * (scripts/budgets/): its code loads once the page is idle, so F8 reaches the region, or at
 * once when a toast comes first (a flash message after a redirect, an early action). A toast
 * raised meanwhile waits in the store (use-toast.ts) and shows as soon as the region renders.
 */
export function Toaster() {
  const { toasts } = useToast()
  const [idle, setIdle] = useState(false)
  useEffect(() => afterLoadWhenIdle(() => setIdle(true)), [])
  if (!idle && toasts.length === 0) return null
  return (
    <Suspense fallback={null}>
      <LoadedToaster />
    </Suspense>
  )
}

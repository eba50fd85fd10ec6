import { useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { toast } from '~/components/ui/use-toast'
import { useHydrated } from '~/utils/use-hydrated'
import type { ContributionResult } from './action.server'

/**
 * Keys of the fetchers whose form its own result removes from the page: a first review becomes
 * 'Your review', a deleted review or photo disappears. Their toasts are raised by the section
 * around them, which stays (useContributionToast).
 */
export const CONTRIBUTION_FETCHER_KEYS = {
  newReview: (venueId: number) => `venue-${venueId}-review-new`,
  deleteReview: (venueId: number) => `venue-${venueId}-review-delete`,
  deletePhoto: (venueId: number) => `venue-${venueId}-photo-delete`,
}

type Options = {
  /** Shares the fetcher with useContributionToast(key) in a component that stays mounted. */
  key?: string
  onDone?: (result: ContributionResult) => void
}

/**
 * A fetcher for one of the contribution actions (/venues/{id}/check-in|reviews|photos).
 * Before hydration its form is a plain POST (the server redirects back with a toast); once
 * hydrated it posts to `?js=1` and the server answers JSON, shown as a toast: here, or with a
 * `key` by the section that calls useContributionToast(key). The page's loaders revalidate after
 * every submission, so the cards show the new state.
 */
export function useContributionFetcher(path: string, options: Options = {}) {
  const fetcher = useFetcher<ContributionResult>(options.key ? { key: options.key } : undefined)
  const hydrated = useHydrated()
  const announce = !options.key
  useEachResult(fetcher, (result) => {
    if (announce) toastResult(result)
    options.onDone?.(result)
  })

  return {
    fetcher,
    hydrated,
    action: hydrated ? `${path}?js=1` : path,
    busy: fetcher.state !== 'idle',
    /** The intent being submitted right now, if any. */
    pendingIntent: fetcher.state !== 'idle' ? String(fetcher.formData?.get('intent') ?? '') : null,
  }
}

/**
 * Toasts the results of a keyed contribution fetcher from a component that stays mounted. The
 * form that submitted may be gone by the time its result is shown: React can commit the result
 * and the revalidated page, without the form, in one render (it did on a busy machine), and an
 * effect in the form would then never run.
 */
export function useContributionToast(key: string) {
  useEachResult(useFetcher<ContributionResult>({ key }), toastResult)
}

function toastResult(result: ContributionResult) {
  if (result.message) toast({ title: result.message, variant: result.ok ? 'success' : 'destructive' })
}

/**
 * Calls `handle` once for each result the fetcher receives, as soon as it is there (while the
 * page's loaders still revalidate). A result already there on mount was handled before.
 */
function useEachResult(fetcher: { state: string; data?: ContributionResult }, handle: (result: ContributionResult) => void) {
  const latestHandle = useRef(handle)
  latestHandle.current = handle
  const handled = useRef(fetcher.data)
  useEffect(() => {
    const result = fetcher.data
    if (fetcher.state === 'submitting' || !result || handled.current === result) return
    handled.current = result
    latestHandle.current(result)
  }, [fetcher.state, fetcher.data])
}

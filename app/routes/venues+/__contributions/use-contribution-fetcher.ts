import { useFetcher } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { toast } from '~/components/ui/use-toast'
import { useHydrated } from '~/utils/use-hydrated'
import type { ContributionResult } from './action.server'

/**
 * A fetcher for one of the contribution actions (/venues/{id}/check-in|reviews|photos).
 * Before hydration its form is a plain POST (the server redirects back with a toast); once
 * hydrated it posts to `?js=1` and the server answers JSON, shown here as a toast. The page's
 * loaders revalidate after every submission, so the cards show the new state.
 */
export function useContributionFetcher(path: string, options: { onDone?: (result: ContributionResult) => void } = {}) {
  const fetcher = useFetcher<ContributionResult>()
  const hydrated = useHydrated()
  const onDone = useRef(options.onDone)
  onDone.current = options.onDone
  const shown = useRef<ContributionResult | undefined>(undefined)

  // The result arrives while the page's loaders revalidate (state 'loading'): shown at once,
  // because the new loader data may unmount this form (a first review becomes 'Your review').
  useEffect(() => {
    const result = fetcher.data
    if (fetcher.state === 'submitting' || !result || shown.current === result) return
    shown.current = result
    if (result.message) toast({ title: result.message, variant: result.ok ? 'success' : 'destructive' })
    onDone.current?.(result)
  }, [fetcher.state, fetcher.data])

  return {
    fetcher,
    hydrated,
    action: hydrated ? `${path}?js=1` : path,
    busy: fetcher.state !== 'idle',
    /** The intent being submitted right now, if any. */
    pendingIntent: fetcher.state !== 'idle' ? String(fetcher.formData?.get('intent') ?? '') : null,
  }
}

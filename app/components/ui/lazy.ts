import { lazy, type ComponentType } from 'react'

/**
 * Code a page does not need to be read stays out of its first load (the budgets in
 * scripts/budgets/) and comes when it is about to be used.
 *
 * Not a lazy component inside <Suspense> hydrated later: a boundary still waiting for its code
 * when the page updates (a navigation, a revalidation) is thrown away and rendered again
 * (React error 421), so parts rendered on the server load with the page.
 */

/**
 * A component the member opens (a dialog's content): `preload()` starts fetching its code (on
 * hover or focus of what opens it), the component renders inside <Suspense> once opened.
 */
export function lazyOnDemand<Props>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | null = null
  const preload = () => (loading ??= load().then((component) => ({ default: component })))
  return Object.assign(lazy(preload), { preload })
}

import { lazy, memo, Suspense, type ComponentType } from 'react'

/**
 * Code a page does not need to be read stays out of its first load (the budgets in
 * scripts/budgets/) and comes when it is about to be used (lazyOnDemand) or right after the
 * page has hydrated (lazyHydrated).
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

/** The parts lazyHydrated registered, loaded by the server before it renders (loadServerParts). */
const serverParts: (() => Promise<unknown>)[] = []

/**
 * A part the server renders with the page whose code is not in the page's first load: the
 * member-only forms of a page most visitors only read (a review form, a photo upload, a report).
 * The server renders it in place (its code is loaded before rendering: loadServerParts). In the
 * browser the page hydrates without it; React keeps the server's HTML, a plain form that
 * works without scripts, until the part's code has come, then hydrates the part. A visitor's
 * page, which does not render it, never loads it.
 *
 * The part is memoised: while it waits for its code, a parent's re-render with the same props
 * does not reach it. (A Suspense boundary that receives an update before it has hydrated is
 * thrown away and rendered again, React error 421; Remix's navigations and revalidations are
 * transitions, which React holds until the part has hydrated instead.) So pass it stable
 * props: loader data, ids, strings, never a new object or function per render.
 */
export function lazyHydrated<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null
  let loading: Promise<ComponentType<Props>> | null = null
  const preload = () => (loading ??= load().then((component) => (loaded = component)))
  if (import.meta.env.SSR) serverParts.push(preload)
  // Once the code is there, React.lazy resolves synchronously (the thenable calls back at once):
  // the server never suspends, and a later page in the browser renders the part at once.
  const Lazy = lazy<ComponentType<Props>>(() =>
    loaded ? resolvedThenable({ default: loaded }) : preload().then((component) => ({ default: component })),
  ) as unknown as ComponentType<Props>
  return memo(function LazyHydrated(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }) as unknown as ComponentType<Props>
}

function resolvedThenable<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => unknown) => resolve(value) } as unknown as Promise<T>
}

/** Loads every lazyHydrated part's code (once; at once after that), so the server renders them in place. */
export function loadServerParts() {
  return Promise.all(serverParts.map((load) => load()))
}

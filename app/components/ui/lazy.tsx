import { lazy, Suspense, type ComponentType } from 'react'

/**
 * Code a page does not need to be read stays out of its first load (the budgets in
 * scripts/budgets/) and comes when it is about to be used (lazyOnDemand) or only on the pages
 * that show it (lazyHydrated).
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

/** Every lazyHydrated part by name: the server loads them all before rendering, the browser those its page holds. */
const parts = new Map<string, () => Promise<unknown>>()
const PART_ATTRIBUTE = 'data-hydrated-part'

/**
 * A part the server renders with the page whose code is not in a visitor's first load: the
 * member-only forms of a page most visitors only read (a review form, a photo upload, a report),
 * and /auth's forms. The server renders it in place (every part's code is loaded before
 * rendering: loadServerParts). It leaves an empty <template data-hydrated-part> before the part,
 * and the browser loads the code of the parts its page holds before it hydrates
 * (loadPageParts in entry.client.tsx): a page without them (a visitor's venue page) never
 * loads that code, a page with them hydrates them with everything else.
 *
 * Why not let React hydrate the part later, when its code comes? A Suspense boundary still
 * waiting for its code when an update reaches it is thrown away and rendered again (React error
 * 421): on a busy machine that happened (a context change above the part).
 */
export function lazyHydrated<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null
  let loading: Promise<ComponentType<Props>> | null = null
  const preload = () => (loading ??= load().then((component) => (loaded = component)))
  parts.set(name, preload)
  // Once the code is there, React.lazy resolves synchronously (the thenable calls back at once):
  // neither the server nor a hydrating browser ever suspends on it; a part first shown by a
  // later navigation suspends until its code has come.
  const Lazy = lazy<ComponentType<Props>>(() =>
    loaded ? resolvedThenable({ default: loaded }) : preload().then((component) => ({ default: component })),
  ) as unknown as ComponentType<Props>
  return function LazyHydrated(props: Props) {
    return (
      <>
        <template {...{ [PART_ATTRIBUTE]: name }} />
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </>
    )
  }
}

function resolvedThenable<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => unknown) => resolve(value) } as unknown as Promise<T>
}

/** Loads every lazyHydrated part's code (once; at once after that), so the server renders them in place. */
export function loadServerParts() {
  return Promise.all([...parts.values()].map((load) => load()))
}

/** Loads the code of the lazyHydrated parts this page's HTML holds (before hydrating it). */
export function loadPageParts(root: ParentNode) {
  const names = new Set(Array.from(root.querySelectorAll(`template[${PART_ATTRIBUTE}]`), (marker) => marker.getAttribute(PART_ATTRIBUTE)))
  return Promise.all([...names].map((name) => (name ? parts.get(name)?.() : undefined)))
}

import { pageMeta } from '~/components/pages/meta'

export type PlaceMeta = { title: string; description: string; canonical: string; noindex?: boolean }

/** Title, description, canonical and Open Graph tags of a place page (loader returns `meta`). */
export const placeMeta = pageMeta

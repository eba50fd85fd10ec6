import type { MetaDescriptor } from '@remix-run/cloudflare'
import { APP_NAME } from '~/config'

/** A feed of the page's list (RSS, Atom), so feed readers find it: `<link rel="alternate">`. */
export type AlternateFeed = { type: 'application/rss+xml' | 'application/atom+xml'; href: string; title: string }

type WithMeta =
  { meta?: { title: string; description: string; canonical: string; noindex?: boolean; alternates?: AlternateFeed[] } } | undefined

/**
 * `export const meta = pageMeta`: title 'Page — Haven', description, canonical and Open Graph
 * tags (and noindex when asked, and the list's feeds when it has them).
 */
export function pageMeta({ data }: { data: unknown }): MetaDescriptor[] {
  const meta = (data as WithMeta)?.meta
  if (!meta) return [{ title: APP_NAME }]
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { property: 'og:title', content: meta.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: APP_NAME },
    { tagName: 'link', rel: 'canonical', href: meta.canonical },
    ...(meta.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(meta.alternates ?? []).map((feed) => ({ tagName: 'link', rel: 'alternate', type: feed.type, href: feed.href, title: feed.title })),
  ]
}

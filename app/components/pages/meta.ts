import type { MetaDescriptor } from '@remix-run/cloudflare'
import { APP_NAME } from '~/config'

type WithMeta = { meta?: { title: string; description: string; canonical: string; noindex?: boolean } } | undefined

/** `export const meta = pageMeta`: title 'Page — Haven', description, canonical and Open Graph tags (and noindex when asked). */
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
  ]
}

import type { HeadersFunction, LoaderFunctionArgs, MetaDescriptor, MetaFunction } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { CircleAlert, Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { PROSE } from '~/components/content/prose'
import { TableOfContents } from '~/components/content/table-of-contents'
import { pageMeta } from '~/components/pages/meta'
import { PANEL } from '~/components/ui/surface'
import { getDb } from '~/db/client'
import { directionOf } from '~/i18n/config'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { findContentPage, parseContentPageParam } from '~/models/wiki/pages.server'
import { viewerOf } from '~/models/viewer'
import { useNonce } from '~/utils/nonce'
import { cn } from '~/utils/cn'
import { ContentBreadcrumbs } from './__page/breadcrumbs'
import { contentPageMeta } from './__page/page.server'

/**
 * /content/{slug}: a wiki page (SPEC §2, content_pages §3), its Markdown rendered to sanitized
 * HTML in the loader (decision 021: no Markdown library reaches the browser). /content/{id}
 * answers 301 to /content/{slug}.
 *
 * Visibility: visibleContentPage (app/models/wiki/visibility.server.ts) — published pages for
 * everyone, drafts for staff only (with a 'Draft' banner and noindex); anything else is a 404.
 * Languages: the reader's version of the slug, else English (said on the page), else the first.
 */
export const handle = { i18n: ['content'] }

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const key = parseContentPageParam(params.slug)
  if (!key) throw notFound()
  const url = new URL(request.url)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const found = await findContentPage(getDb(context.cloudflare.env.DB), key, { viewer: viewerOf(user), language })
  if (!found) throw notFound()
  if ('redirectTo' in found) throw redirect(`${found.redirectTo}${url.search}`, 301)

  const { page } = found
  const i18n = await serverI18n(language)
  const meta = contentPageMeta(page, { language, origin: url.origin, t: i18n.t.bind(i18n) })
  return data(
    { page, ...meta },
    {
      headers: {
        'Cache-Control': user ? 'private, no-store' : 'private, no-cache',
        ...(page.draft ? { 'X-Robots-Tag': 'noindex' } : {}),
      },
    },
  )
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers()
  headers.set('Cache-Control', loaderHeaders.get('Cache-Control') ?? errorHeaders?.get('Cache-Control') ?? 'private, no-cache')
  const robots = loaderHeaders.get('X-Robots-Tag')
  if (robots) headers.set('X-Robots-Tag', robots)
  return headers
}

/** Title, description, canonical and Open Graph (article) with its modified time and language. */
export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => {
  const m = loaderData?.meta
  if (!m) return pageMeta({ data: loaderData })
  const base = pageMeta({ data: loaderData }).filter((d) => !('property' in d && d.property === 'og:type'))
  const tags: MetaDescriptor[] = [
    ...base,
    { property: 'og:type', content: 'article' },
    { property: 'og:url', content: m.canonical },
    { property: 'og:locale', content: m.locale },
    { property: 'article:modified_time', content: m.modified },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: m.title },
    { name: 'twitter:description', content: m.description },
  ]
  return tags
}

export default function ContentPage() {
  const { page, meta, updated, fallbackNote, jsonLd } = useLoaderData<typeof loader>()
  const { t } = useTranslation('content')
  const nonce = useNonce()

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLd }} />

      {page.draft && (
        <div
          role="status"
          className="mb-6 flex items-start gap-3 rounded-2xl border border-amber-500/50 bg-amber-50 p-4 text-amber-950 dark:border-amber-300/40 dark:bg-amber-950/60 dark:text-amber-50"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-bold">{t('draftTitle')}</p>
            <p className="text-sm">{t('draftBody')}</p>
          </div>
        </div>
      )}

      <ContentBreadcrumbs title={page.title} lang={page.locale} />

      <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_16rem] lg:gap-10">
        <div className={cn(PANEL, 'p-6 sm:p-10')}>
          <header>
            <h1
              lang={page.locale}
              dir={directionOf(page.locale)}
              className="text-3xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-4xl dark:text-white"
            >
              {page.title}
            </h1>
            <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">
              <time dateTime={meta.modified}>{updated}</time>
            </p>
            {fallbackNote && (
              <p role="note" className="mt-4 flex items-start gap-2 rounded-xl bg-neutral-100 p-3 text-sm dark:bg-neutral-800">
                <Languages aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span>{fallbackNote}</span>
              </p>
            )}
          </header>
          <div
            lang={page.locale}
            dir={directionOf(page.locale)}
            className={cn(PROSE, 'mt-6')}
            dangerouslySetInnerHTML={{ __html: page.html }}
          />
        </div>
        {page.toc.length > 0 && <TableOfContents items={page.toc} lang={page.locale} title={t('toc')} />}
      </div>
    </article>
  )
}

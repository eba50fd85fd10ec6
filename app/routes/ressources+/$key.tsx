import type { HeadersFunction, LoaderFunctionArgs, MetaDescriptor, MetaFunction } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { getCurrentUser } from '~/auth/permissions.server'
import { pageMeta } from '~/components/pages/meta'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { renderMarkdown } from '~/models/wiki/markdown.server'
import { isFavorite } from '~/models/favorites/favorites.server'
import { getResourceDetail, resolveResourcePath } from '~/models/resources/detail.server'
import { resourceHref } from '~/models/resources/query'
import { viewerOf } from '~/models/viewer'
import { resourceJsonLd } from '~/routes/ressources+/__detail/json-ld'
import { ResourcePage } from '~/routes/ressources+/__detail/resource-page'
import { loadResourceList } from '~/routes/ressources+/__list/list.server'
import { ResourceList } from '~/routes/ressources+/__list/resource-list'
import { serializeJsonLd } from '~/utils/json-ld'

export const handle = { i18n: ['resources', 'places', 'favorites'] }

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })
/** Links the page may render: http(s) only (the data is editorial, but an address is still text). */
const safeHref = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : null)
const DESCRIPTION_LENGTH = 160

/**
 * /ressources/{segment} (SPEC §2, decision 023): a resource's page by its slug (its id answers 301
 * to the slug), or a topic's page by the tag's path (the list with that tag chosen). The order
 * and the rule that keeps them apart live in app/models/resources/detail.server.ts; anything else
 * (or a draft, for anyone but staff) is a 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const segment = params.key ?? ''
  const db = getDb(context.cloudflare.env.DB)
  const url = new URL(request.url)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  const match = await resolveResourcePath(db, viewer, segment)
  if (!match) throw notFound()
  if (match.kind === 'redirect') throw redirect(`${match.to}${url.search}`, 301)

  if (match.kind === 'tag') {
    const payload = await loadResourceList(db, viewer, url, language, match.tag)
    return data({ kind: 'tag' as const, ...payload }, { headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' } })
  }

  const [resource, i18n] = await Promise.all([getResourceDetail(db, viewer, match.id, language), serverI18n(language)])
  if (!resource) throw notFound()
  const favorited = user ? await isFavorite(db, user.id, 'resource', resource.id) : false
  const canonical = new URL(resourceHref(resource), url.origin).toString()
  const { html } = renderMarkdown(resource.body ?? '', { title: resource.title })
  const description =
    (resource.description ?? '').replace(/\s+/g, ' ').trim().slice(0, DESCRIPTION_LENGTH) ||
    i18n.t('resources:meta.tagDescription', { tag: resource.title })
  const link = safeHref(resource.url)
  const updatedAt = new Date(resource.updatedAt)
  const page = {
    id: resource.id,
    title: resource.title,
    description: resource.description,
    html,
    url: link,
    external: !!link && new URL(link).origin !== url.origin,
    phone: resource.phone,
    email: resource.email && /^[^\s@<>]+@[^\s@<>]+$/.test(resource.email) ? resource.email : null,
    language: resource.language,
    resourceType: resource.resourceType,
    isEmergency: resource.isEmergency,
    verified: resource.verified,
    draft: resource.draft,
    countryId: resource.countryId,
    countryName: resource.countryName,
    flag: resource.flag,
    cityId: resource.cityId,
    cityName: resource.cityName,
    professionName: resource.professionName,
    professionSlug: resource.professionSlug,
    tags: resource.tags.map(({ id, name, path }) => ({ id, name, path })),
    showsSafety: resource.showsSafety,
    safety: resource.safety,
    updated: i18n.t('resources:detail.updated', {
      date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(updatedAt),
    }),
    updatedIso: updatedAt.toISOString(),
  }
  const jsonLd = serializeJsonLd(resourceJsonLd({ ...resource, url: link }, { url: canonical, description }))
  return data(
    {
      kind: 'resource' as const,
      resource: page,
      favorited,
      signedIn: !!user,
      canonical,
      jsonLd,
      meta: { title: i18n.t('resources:meta.resourceTitle', { title: resource.title }), description, canonical, noindex: resource.draft },
    },
    {
      headers: {
        'Cache-Control': user ? 'private, no-store' : 'private, no-cache',
        Vary: 'Cookie',
        ...(resource.draft ? { 'X-Robots-Tag': 'noindex' } : {}),
      },
    },
  )
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const headers = new Headers()
  headers.set('Cache-Control', loaderHeaders.get('Cache-Control') ?? errorHeaders?.get('Cache-Control') ?? 'private, no-cache')
  headers.set('Vary', 'Cookie')
  const robots = loaderHeaders.get('X-Robots-Tag')
  if (robots) headers.set('X-Robots-Tag', robots)
  return headers
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => {
  if (loaderData?.kind !== 'resource') return pageMeta({ data: loaderData })
  const m = loaderData.meta
  const tags: MetaDescriptor[] = [
    ...pageMeta({ data: loaderData }),
    { property: 'og:url', content: m.canonical },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: m.title },
    { name: 'twitter:description', content: m.description },
  ]
  return tags
}

export default function ResourceOrTagPage() {
  const loaderData = useLoaderData<typeof loader>()
  if (loaderData.kind === 'tag') return <ResourceList data={loaderData} />
  return (
    <ResourcePage
      resource={loaderData.resource}
      favorited={loaderData.favorited}
      signedIn={loaderData.signedIn}
      canonical={loaderData.canonical}
      jsonLd={loaderData.jsonLd}
    />
  )
}

export const ErrorBoundary = DirectoryErrorBoundary

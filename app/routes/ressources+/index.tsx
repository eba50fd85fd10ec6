import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { getCurrentUser } from '~/auth/permissions.server'
import { pageMeta } from '~/components/pages/meta'
import { DirectoryErrorBoundary } from '~/components/pages/directory-error-boundary'
import { getDb } from '~/db/client'
import { getLanguage } from '~/i18n/i18next.server'
import { viewerOf } from '~/models/viewer'
import { loadResourceList } from '~/routes/ressources+/__list/list.server'
import { ResourceList } from '~/routes/ressources+/__list/resource-list'

export const handle = { i18n: ['resources', 'places'] }

/**
 * /ressources (SPEC §2): the resources, 24 a page, with text, topic, type, profession, country
 * and language filters in the URL (app/models/resources/query.ts), and the topics with their
 * counts. A chosen topic redirects to its page, /ressources/{tag path} ($key.tsx).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const db = getDb(context.cloudflare.env.DB)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const payload = await loadResourceList(db, viewerOf(user), new URL(request.url), language, null)
  return data(payload, { headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' } })
}

export const meta = pageMeta

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache', Vary: 'Cookie' }
}

export default function ResourcesPage() {
  return <ResourceList data={useLoaderData<typeof loader>()} />
}

export const ErrorBoundary = DirectoryErrorBoundary

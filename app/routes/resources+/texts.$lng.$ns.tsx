import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { isLanguage } from '~/i18n/config'
import { isRouteNamespace } from '~/i18n/resources'
import { loadRouteNamespace } from '~/i18n/texts.server'

/**
 * GET /resources/texts/{lng}/{ns}: one route namespace's texts in one language, as JSON, for the
 * browser's i18next backend (app/i18n/resources.ts) when a client-side navigation or a dialog
 * needs texts its page did not carry. Public and the same for everyone; the browser asks with
 * the build's version (`?v=`), so a deploy is a new address and an answer may be kept long.
 * Anything but a known language and route namespace is a 404.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const { lng, ns } = params
  if (!isLanguage(lng) || !ns || !isRouteNamespace(ns)) throw new Response(null, { status: 404, statusText: 'Not Found' })
  const versioned = new URL(request.url).searchParams.has('v')
  return new Response(JSON.stringify(await loadRouteNamespace(lng, ns)), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  })
}

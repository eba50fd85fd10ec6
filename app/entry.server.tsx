import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/cloudflare'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToReadableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { loadServerParts } from './components/ui/lazy'
import { serverI18n, getLanguage } from './i18n/i18next.server'
import { setTextAssets } from './i18n/texts.server'
import { NonceProvider } from './utils/nonce'
import { contentSecurityPolicy } from './utils/security-headers'

const ABORT_DELAY = 5_000

// What the Worker's own edges take from this build (workers/from-build.ts): its i18n (and the
// text reader's ASSETS binding, texts.server.ts), createNotifications, the feed's model (which
// renders notifications with that i18n) and the notifications' reading and marking. One module instance: one copy of the code and one
// per-isolate cache of the texts read from the assets.
export { serverI18n, getLanguage, setTextAssets }
export { createNotifications } from './models/notifications/notifications.server'
export { feedModel } from './models/feed/api.server'
export { notificationsModel } from './models/notifications/api.server'
export { sendGroupDigests } from './models/crews/crew-emails.server'

/** Streams the HTML: browsers get the shell at once, bots wait for all data (better indexing). */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce
  // lazily loaded parts render in place, never as a fallback streamed later (components/ui/lazy.tsx)
  const [i18n] = await Promise.all([getLanguage(request).then(serverI18n), loadServerParts()])
  const controller = new AbortController()
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY)
  let status = responseStatusCode

  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </I18nextProvider>
    </NonceProvider>,
    {
      nonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error)
        status = 500
      },
    },
  )
  body.allReady.then(() => clearTimeout(timeout))
  if (isbot(request.headers.get('user-agent') || '')) await body.allReady

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(nonce, { mapStyleUrl: loadContext.cloudflare.env.MAP_STYLE_URL }))
  responseHeaders.append('Vary', 'Cookie, Accept-Language')
  // pages can hold personal data: never stored by shared caches
  if (!responseHeaders.has('Cache-Control')) responseHeaders.set('Cache-Control', 'private, no-cache')
  return new Response(body, { headers: responseHeaders, status })
}

/**
 * Logs server errors with their path (never the query string: it may hold search text or
 * positions), but not aborted requests or unknown paths (those are a 404 page, not a fault).
 * What the visitor sees is the root ErrorBoundary's plain page: the production build sends no
 * message or stack of a thrown error, in the page or in a `.data` request (edge-hygiene.test.ts).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status === 404) return
  if (error instanceof Error && /^No route matches URL/.test(error.message)) return
  console.error('page error', { path: new URL(request.url).pathname }, error)
}

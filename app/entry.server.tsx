import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/cloudflare'
import { isRouteErrorResponse } from '@remix-run/react'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToReadableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { createI18nInstance, getLanguage } from './i18n/i18next.server'

const ABORT_DELAY = 5_000

/** Streams the HTML: browsers get the shell at once, bots wait for all data (better indexing). */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  const i18n = await createI18nInstance(await getLanguage(request))
  const controller = new AbortController()
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY)
  let status = responseStatusCode

  const body = await renderToReadableStream(
    <I18nextProvider i18n={i18n}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
    </I18nextProvider>,
    {
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
  return new Response(body, { headers: responseHeaders, status })
}

/** Logs server errors, but not aborted requests or unknown paths (those are a 404 page, not a fault). */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status === 404) return
  if (error instanceof Error && /^No route matches URL/.test(error.message)) return
  console.error(error)
}

import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import { redirect } from '@remix-run/cloudflare'
import { clearSessionCookie, endSessions, getSession } from '~/models/accounts/sessions.server'
import { NEUTRAL_URL } from '~/components/safety/neutral'
import { getDb } from '~/db/client'
import { logSecurityEvent } from '~/models/accounts/accounts.server'
import { clientIpHash } from '~/utils/rate-limit.server'

/**
 * POST /auth/panic: panic sign-out. Ends every session of the member at once (all devices and
 * the token API's), removes the cookie and leaves for the neutral site.
 *
 * The answer is a tiny page that refreshes to the neutral site (Refresh header + meta refresh)
 * rather than a redirect: the page's CSP (form-action 'self') would stop a form's redirect to
 * another site, and a refresh replaces the history entry. The JavaScript button
 * (app/components/safety/panic-sign-out.tsx) posts in the background and calls location.replace.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const db = getDb(context.cloudflare.env.DB)
  const session = await getSession(request, db)
  if (session) {
    await endSessions(db, session.accountId, 'global', session.id)
    await logSecurityEvent(db, {
      eventType: 'PANIC_SIGN_OUT',
      userId: session.accountId,
      severity: 'medium',
      ipHash: await clientIpHash(request),
    })
  }
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="referrer" content="no-referrer"><meta http-equiv="refresh" content="0;url=${NEUTRAL_URL}"><title>…</title></head><body></body></html>`
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      Refresh: `0;url=${NEUTRAL_URL}`,
      'Set-Cookie': clearSessionCookie(),
    },
  })
}

/** Nothing to show here: a GET goes home. */
export function loader() {
  return redirect('/')
}

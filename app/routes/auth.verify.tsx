import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { createSession, sessionCookie } from '~/auth/session.server'
import { getDb } from '~/db/client'
import { consumeAuthToken, getAccount, logSecurityEvent, markEmailVerified } from '~/models/accounts.server'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * The link in the confirmation email. A valid token confirms the address and signs the member
 * in on this device, then goes to the site root (SPEC §5: the confirmation redirect is the root).
 * An invalid or used link explains itself on /auth.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const db = getDb(context.cloudflare.env.DB)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const used = await consumeAuthToken(db, token, ['email_verification'])
  const account = used ? await getAccount(db, used.accountId) : null
  if (!account || account.status !== 'active') {
    return redirectWithToast('/auth', {
      titleKey: 'shell:auth.verifyInvalidTitle',
      descriptionKey: 'shell:auth.verifyInvalidBody',
      variant: 'destructive',
    })
  }
  await markEmailVerified(db, account.id)
  await logSecurityEvent(db, { eventType: 'EMAIL_VERIFIED', userId: account.id, severity: 'info' })
  const session = await createSession(db, account.id, request)
  return redirectWithToast(
    '/',
    { titleKey: 'shell:auth.verifiedTitle', descriptionKey: 'shell:auth.verifiedBody', variant: 'success' },
    { headers: { 'Set-Cookie': sessionCookie(session.token, session.expiresAt) } },
  )
}

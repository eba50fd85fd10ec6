import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { createSession, getSession, sessionCookie } from '~/models/accounts/sessions.server'
import { getLanguage } from '~/i18n/i18next.server'
import { getDb } from '~/db/client'
import {
  applyEmailChange,
  consumeAuthToken,
  getAccount,
  logSecurityEvent,
  markEmailVerified,
  recordLinkSignIn,
} from '~/models/accounts/accounts.server'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * The link in a confirmation email: a new account's address (then the member is signed in on
 * this device and lands on the site root, SPEC §5), a changed address (it becomes the
 * sign-in address; the member goes back to their settings) or the sign-in challenge's one-time
 * link (signed in, like a password sign-in). An invalid or used link explains
 * itself on /auth.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env
  const db = getDb(env.DB)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const used = await consumeAuthToken(db, token, ['email_verification', 'email_change', 'magic_link'])
  const account = used ? await getAccount(db, used.accountId) : null
  const invalid = () =>
    redirectWithToast('/auth', {
      titleKey: 'shell:auth.verifyInvalidTitle',
      descriptionKey: 'shell:auth.verifyInvalidBody',
      variant: 'destructive',
    })
  if (!used || !account || account.status !== 'active') return invalid()

  if (used.purpose === 'email_change') {
    if (!used.newEmail) return invalid()
    const changed = await applyEmailChange(
      db,
      env.EMAILS,
      account.id,
      used.newEmail,
      new URL(request.url).origin,
      await getLanguage(request),
    )
    if (!changed.ok) return invalid()
    // already signed in here: keep the session; otherwise the new inbox signs the member in
    const signedIn = (await getSession(request, db))?.accountId === account.id
    const session = signedIn ? null : await createSession(db, account.id, request)
    return redirectWithToast(
      signedIn ? '/profile/settings#security' : '/',
      { titleKey: 'shell:auth.emailChangedTitle', descriptionKey: 'shell:auth.emailChangedBody', variant: 'success' },
      session ? { headers: { 'Set-Cookie': sessionCookie(session.token, session.expiresAt) } } : {},
    )
  }

  if (used.purpose === 'magic_link') {
    await recordLinkSignIn(db, request, account)
    const session = await createSession(db, account.id, request)
    return redirectWithToast(
      '/',
      { titleKey: 'shell:auth.signedInTitle', variant: 'success' },
      { headers: { 'Set-Cookie': sessionCookie(session.token, session.expiresAt) } },
    )
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

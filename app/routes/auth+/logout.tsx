import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import { redirect } from '@remix-run/cloudflare'
import { z } from 'zod'
import { clearSessionCookie, endSessions, getSession, LOGOUT_SCOPES } from '~/models/accounts/sessions.server'
import { getDb } from '~/db/client'
import { logSecurityEvent } from '~/models/accounts/accounts.server'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * Sign-out (SPEC §7 logout scopes): `local` ends this session (the default here), `global`
 * every session of the member, `others` all but this one (this device stays signed in).
 * POST only: a link or image cannot sign anybody out.
 */
const LogoutSchema = z.object({
  scope: z.enum(LOGOUT_SCOPES).default('local'),
  redirectTo: z.string().max(2000).optional(),
})

export async function loader() {
  return redirect('/')
}

export async function action({ request, context }: ActionFunctionArgs) {
  const db = getDb(context.cloudflare.env.DB)
  const form = await request.formData().catch(() => new FormData())
  const parsed = LogoutSchema.safeParse(Object.fromEntries(form))
  const scope = parsed.success ? parsed.data.scope : 'local'
  const session = await getSession(request, db)
  if (!session) return redirect('/', { headers: { 'Set-Cookie': clearSessionCookie() } })

  await endSessions(db, session.accountId, scope, session.id)
  await logSecurityEvent(db, { eventType: 'SIGNED_OUT', userId: session.accountId, severity: 'info', metadata: { scope } })
  if (scope === 'others') {
    return redirectWithToast(safeRedirect(parsed.data?.redirectTo, '/profile/settings'), {
      titleKey: 'shell:auth.signedOutOthers',
      variant: 'success',
    })
  }
  return redirectWithToast(
    '/',
    {
      titleKey: 'shell:auth.signedOutTitle',
      descriptionKey: scope === 'global' ? 'shell:auth.signedOutEverywhere' : 'shell:auth.signedOutBody',
    },
    { headers: { 'Set-Cookie': clearSessionCookie() } },
  )
}

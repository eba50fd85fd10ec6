import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { getCurrentUser } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { updateUserMode } from '~/models/members/profile.server'
import { UserModeSchema } from '~/models/members/schema'
import { formObject } from '~/models/accounts/schema'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * POST /profile/mode: the header's mode selector (SPEC §2 header user menu, §7 'Roles and
 * mode'), saved to profiles.user_mode for the signed-in member only. A fetch (via=fetch) gets
 * JSON; a plain form goes back where it came from with a toast.
 */
export async function loader() {
  throw new Response(null, { status: 404 })
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => new FormData())
  const parsed = UserModeSchema.safeParse(formObject(form))
  const back = safeRedirect(parsed.success ? parsed.data.redirectTo : undefined, '/profile/settings')
  const user = await getCurrentUser(request, context)
  // Response.json: this route has no page, and `data()`'s status was lost on a document POST (a visitor got 200)
  if (!user) return Response.json({ ok: false, message: 'authRequired' }, { status: 401 })
  if (!parsed.success) {
    const i18n = await serverI18n(await getLanguage(request))
    return Response.json({ ok: false, message: i18n.t('settings:errors.userModeRequired') }, { status: 400 })
  }
  await updateUserMode(getDb(context.cloudflare.env.DB), user.id, parsed.data.userMode)
  if (parsed.data.via === 'fetch')
    return data({ ok: true, userMode: parsed.data.userMode }, { headers: { 'Cache-Control': 'private, no-store' } })
  return redirectWithToast(back, { titleKey: 'shell:mode.saved', variant: 'success' })
}

import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import { getCurrentUser } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { createI18nInstance, getLanguage } from '~/i18n/i18next.server'
import { createReport } from '~/models/reports/reports.server'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * POST /reports: a member reports content (venue, review, photo, member, event) to the moderators.
 *
 * Two callers, one rule set (app/models/reports/reports.server.ts):
 * - the report dialog (JavaScript) posts through a fetcher with `_via=fetcher` and gets JSON:
 *   `{ ok: true }`, or `{ ok: false, errors }` with the messages translated, status 400/403/404/409/429;
 * - the plain form (no JavaScript) is redirected back to `redirectTo` with a toast saying what happened.
 * A visitor is sent to /auth with 'Authentication Required' and the way back to the page.
 */
export async function loader() {
  throw new Response(null, { status: 405, headers: { Allow: 'POST' } })
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST') throw new Response(null, { status: 405, headers: { Allow: 'POST' } })
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    form = new FormData()
  }
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const back = safeRedirect(text('redirectTo'), '/')
  const viaFetcher = text('_via') === 'fetcher'
  const noStore = { 'Cache-Control': 'no-store' }

  const user = await getCurrentUser(request, context)
  if (!user) {
    return redirectWithToast(
      `/auth?redirectTo=${encodeURIComponent(back)}`,
      { titleKey: 'errors:guard.authRequiredTitle', descriptionKey: 'errors:guard.authRequiredBody', variant: 'destructive' },
      { status: 303 },
    )
  }

  const db = getDb(context.cloudflare.env.DB)
  const result = await createReport(db, {
    reporterId: user.id,
    targetType: text('targetType'),
    targetId: text('targetId'),
    reason: text('reason'),
    details: text('details'),
  })

  if (result.ok) {
    if (viaFetcher) return Response.json({ ok: true }, { headers: noStore })
    return redirectWithToast(
      back,
      { titleKey: 'venue:report.sentTitle', descriptionKey: 'venue:report.sentBody', variant: 'success' },
      { status: 303 },
    )
  }

  if (viaFetcher) {
    const i18n = await createI18nInstance(await getLanguage(request))
    const errors = Object.fromEntries(Object.entries(result.errors).map(([field, key]) => [field, i18n.t(key, result.values)]))
    return Response.json({ ok: false, errors }, { status: result.status, headers: noStore })
  }
  const first = result.errors.form ?? result.errors.reason ?? result.errors.details ?? result.errors.targetType ?? result.errors.targetId
  return redirectWithToast(
    back,
    { titleKey: 'venue:report.failedTitle', descriptionKey: first, values: result.values, variant: 'destructive' },
    { status: 303 },
  )
}

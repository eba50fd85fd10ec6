import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import { getCurrentUser, signInRedirect } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import { createReport, type ReportField } from '~/models/reports/reports.server'
import { ReportInputSchema } from '~/models/reports/schema'
import { parseMessage, translateMessage } from '~/utils/messages'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * POST /reports: a member reports content (venue, review, photo, member, event) to the moderators.
 *
 * Two callers, one rule set (app/models/reports/reports.server.ts):
 * - the report dialog (JavaScript) posts through a fetcher with `_via=fetcher` and gets JSON:
 *   `{ ok: true }`, or `{ ok: false, errors, result }` (the messages translated, and the form's
 *   Conform result), status 400/403/404/409/429;
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
    return signInRedirect(back, { status: 303 })
  }

  // the dialog's own schema first (the browser checked it already), then the rules of reporting
  const submission = parseWithZod(form, { schema: ReportInputSchema })
  const db = getDb(context.cloudflare.env.DB)
  const result =
    submission.status === 'success'
      ? await createReport(db, { reporterId: user.id, ...submission.value })
      : ({ ok: false, status: 400, errors: firstErrors(submission.error ?? {}) } as const)

  if (result.ok) {
    if (viaFetcher) return Response.json({ ok: true }, { headers: noStore })
    return redirectWithToast(back, { titleKey: 'report:sentTitle', descriptionKey: 'report:sentBody', variant: 'success' }, { status: 303 })
  }

  if (viaFetcher) {
    const i18n = await serverI18n(await getLanguage(request))
    const t = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string
    const errors = Object.fromEntries(Object.entries(result.errors).map(([field, text]) => [field, translateMessage(t, text!)]))
    const { form: formError, ...fieldErrors } = result.errors
    const reply = submission.reply({
      formErrors: formError ? [formError] : undefined,
      fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([field, text]) => [field, [text!]])),
    })
    return Response.json({ ok: false, errors, result: reply }, { status: result.status, headers: noStore })
  }
  const first = result.errors.form ?? result.errors.reason ?? result.errors.details ?? result.errors.targetType ?? result.errors.targetId
  const { key, values } = parseMessage(first ?? 'report:errors.target')
  return redirectWithToast(back, { titleKey: 'report:failedTitle', descriptionKey: key, values, variant: 'destructive' }, { status: 303 })
}

/** The first message of each field of a refused submission ('' is the form's own). */
function firstErrors(error: Record<string, string[] | null>): Partial<Record<ReportField, string>> {
  return Object.fromEntries(
    Object.entries(error).flatMap(([field, messages]) => (messages?.[0] ? [[(field || 'form') as ReportField, messages[0]]] : [])),
  )
}

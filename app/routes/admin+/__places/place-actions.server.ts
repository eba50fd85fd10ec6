import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import type { z } from 'zod'
import { requireRole } from '~/auth/permissions.server'
import type { StaffActor } from '~/models/admin/audit.server'
import { clientIpHash } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'

export const PRIVATE = { 'Cache-Control': 'private, no-store' }

type ReplyOptions = { formErrors?: string[]; fieldErrors?: Record<string, string[]> }

/** What the places editors answer to a refused form: which form (intent) and Conform's result. */
export type PlaceActionData = { intent: string; result: SubmissionResult<string[]> }

export const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })

const refused = (intent: string, key: string, status: number) =>
  data<PlaceActionData>({ intent, result: { status: 'error', error: { '': [key] } } }, { status })

/** A refused form's data, or a redirect. */
export type PlaceAnswer = ReturnType<typeof refused> | Response

/**
 * The start of every places editor's POST: the role again (a member posting is sent away like on
 * the page), the body read (400 when it cannot be), the intent one of `schemas`' and the form
 * checked by its schema (400 with the fields' messages, everything typed kept). Then `run` does
 * the model's work with the staff member (id, session, address hash).
 */
export async function placeAction<S extends Record<string, z.ZodTypeAny>>(
  { request, context }: ActionFunctionArgs,
  schemas: S,
  run: (
    input: { [K in keyof S]: z.infer<S[K]> }[keyof S],
    actor: StaffActor,
    reply: (options?: ReplyOptions) => SubmissionResult<string[]>,
  ) => Promise<PlaceAnswer>,
) {
  const staff = await requireRole(request, context, 'moderator')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return refused('', 'admin:places.errors.invalid', 400)
  }
  const intent = typeof form.get('intent') === 'string' ? (form.get('intent') as string) : ''
  if (!Object.hasOwn(schemas, intent)) return refused(intent, 'admin:places.errors.invalid', 400)
  const submission = parseWithZod(form, { schema: schemas[intent]! })
  if (submission.status !== 'success') return data<PlaceActionData>({ intent, result: submission.reply() }, { status: 400 })
  const actor = { id: staff.id, sessionId: staff.sessionId, ipHash: await clientIpHash(request) }
  return run(submission.value, actor, (options) => submission.reply(options) as SubmissionResult<string[]>)
}

/** A refusal of the whole form by the model's rules (409 for a conflict, a taken id, a city in use). */
export const formRefusal = (intent: string, result: SubmissionResult<string[]>, status: number) =>
  data<PlaceActionData>({ intent, result }, { status })

/** Back to `to` with a toast: saved, created, deleted, or that nothing changed. */
export function placeToast(to: string, key: string, values: Record<string, string>, variant: 'success' | 'default' = 'success') {
  return redirectWithToast(to, {
    titleKey: `admin:places.toasts.${key}`,
    descriptionKey: `admin:places.toasts.${key}Body`,
    values,
    variant,
  })
}

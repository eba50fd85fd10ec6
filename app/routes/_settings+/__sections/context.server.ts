/** What every section action of /profile/settings shares: its context, refusals, redirects and checks. */
import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { type CurrentUser } from '~/auth/permissions.server'
import { type Db } from '~/db/client'
import type { Language } from '~/i18n/config'
import { verifyPassword } from '~/models/accounts/password.server'
import { MAX_IMAGE_BYTES, stripImageMetadata } from '~/utils/image-metadata.server'
import { message } from '~/utils/messages'
import { checkRateLimit } from '~/models/site/rate-limits.server'
import { redirectWithToast } from '~/utils/toast.server'
import { type SettingsActionData } from './fields'

export const SETTINGS_PATH = '/profile/settings'
/** Multipart overhead allowed on top of the 5 MB image. */
export const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024
export const PASSWORD_TRIES = { limit: 10, windowMs: 15 * 60 * 1000 }

export type Ctx = {
  db: Db
  env: Env
  user: CurrentUser
  form: FormData
  request: Request
  intent: string
  language: Language
}
export type Env = ActionFunctionArgs['context']['cloudflare']['env']

/** A settings message key (`settings:errors.<key>`), with its values. */
export const error = (key: string, values?: Record<string, number>) => message(`settings:errors.${key}`, values)

/**
 * A refused submit: the form's result (Conform's `submission.reply()`, or `problem()` for the
 * forms without a schema) for the form of this intent only.
 */
export function refuse(ctx: Pick<Ctx, 'intent'>, result: SubmissionResult<string[]>, status = 400, init?: { headers?: HeadersInit }) {
  return data<SettingsActionData>({ intent: ctx.intent, result }, { status, headers: init?.headers })
}

/** The result of a form without a schema: a form-level message and messages per field (keys). */
export function problem(formError?: string, fieldErrors: Record<string, string> = {}): SubmissionResult<string[]> {
  const error: Record<string, string[]> = Object.fromEntries(Object.entries(fieldErrors).map(([name, key]) => [name, [key]]))
  if (formError) error[''] = [formError]
  return { status: 'error', error }
}

/** The schema's errors of a submission, by field (none when it passed). */
export function schemaErrors(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  return submission.status === 'success' ? {} : (submission.error ?? {})
}

export const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

export const back = (section: string) => `${SETTINGS_PATH}#${section}`
export const ok = (section: string, titleKey: string, descriptionKey?: string, init?: ResponseInit) =>
  redirectWithToast(
    back(section),
    { titleKey: `settings:toasts.${titleKey}`, descriptionKey: descriptionKey && `settings:toasts.${descriptionKey}`, variant: 'success' },
    init,
  )

/**
 * The current password typed into a form, checked against the account's: 'right', 'wrong', or
 * the seconds to wait after too many wrong ones from this account (a stolen session cannot
 * guess it).
 */
export async function checkCurrentPassword(
  ctx: Ctx,
  typed: string,
  passwordHash: string,
): Promise<'right' | 'wrong' | { retryAfter: number }> {
  const limit = await checkRateLimit(ctx.db, `settings:password:${ctx.user.id}`, PASSWORD_TRIES.limit, PASSWORD_TRIES.windowMs)
  if (!limit.allowed) return { retryAfter: limit.retryAfter }
  return (await verifyPassword(typed, passwordHash)) ? 'right' : 'wrong'
}

/** The answer when checkCurrentPassword asked to wait: 429 with Retry-After and the form's message. */
export function tooManyAttempts(ctx: Ctx, result: SubmissionResult<string[]>, wait: { retryAfter: number }) {
  return refuse(ctx, result, 429, { headers: { 'Retry-After': String(wait.retryAfter) } })
}

/** The uploaded file, checked by its bytes (type and size) and without its metadata. */
export async function readImage(ctx: Ctx, field: string) {
  const file = ctx.form.get(field)
  if (!file || typeof file === 'string' || file.size === 0)
    return { refused: refuse(ctx, problem(undefined, { [field]: error('fileRequired') })) }
  if (file.size > MAX_IMAGE_BYTES) return { refused: refuse(ctx, problem(undefined, { [field]: error('fileTooLarge') }), 413) }
  const stripped = stripImageMetadata(new Uint8Array(await file.arrayBuffer()))
  if (!stripped) return { refused: refuse(ctx, problem(undefined, { [field]: error('fileType') }), 415) }
  return { stripped }
}

// ---------------------------------------------------------------- page

/** An intent's handler: the action dispatches on the form's `intent`. */
export type IntentHandler = (ctx: Ctx) => Promise<Response | ReturnType<typeof refuse>>

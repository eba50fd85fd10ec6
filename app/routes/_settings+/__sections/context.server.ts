/** What every section action of /profile/settings shares: its context, refusals, redirects and checks. */
import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { z } from 'zod'
import { type CurrentUser } from '~/auth/permissions.server'
import { type Db } from '~/db/client'
import type { Language } from '~/i18n/config'
import { PROFILE_LIMITS } from '~/models/members/settings-options'
import { MAX_IMAGE_BYTES, stripImageMetadata } from '~/utils/image-metadata.server'
import { checkRateLimit } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import { type SettingsActionData } from './fields'

export const SETTINGS_PATH = '/profile/settings'
/** Multipart overhead allowed on top of the 5 MB image. */
export const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024
export const PASSWORD_TRIES = { limit: 10, windowMs: 15 * 60 * 1000 }

export type Translate = (key: string, values?: Record<string, unknown>) => string
export type Ctx = {
  db: Db
  env: Env
  user: CurrentUser
  form: FormData
  request: Request
  t: Translate
  intent: string
  language: Language
}
export type Env = ActionFunctionArgs['context']['cloudflare']['env']

/** Values shown in the error messages. */
export const MESSAGE_VALUES: Record<string, Record<string, number>> = {
  'settings:errors.displayNameTooLong': { max: PROFILE_LIMITS.displayNameMax },
  'settings:errors.pronounsTooLong': { max: PROFILE_LIMITS.pronounsMax },
  'settings:errors.bioTooLong': { max: PROFILE_LIMITS.bioMax },
  'settings:errors.photoLimit': { max: PROFILE_LIMITS.photosMax },
}

export function refuse(
  ctx: Pick<Ctx, 'intent'>,
  errors: Record<string, string>,
  formError?: string,
  status = 400,
  values?: Record<string, unknown>,
) {
  return data<SettingsActionData>({ intent: ctx.intent, errors, formError, values }, { status })
}

export function zodErrors(ctx: Ctx, error: z.ZodError) {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= ctx.t(issue.message, MESSAGE_VALUES[issue.message])
  }
  return errors
}

export const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
export const texts = (form: FormData, name: string) => form.getAll(name).filter((v): v is string => typeof v === 'string')

/** A new sign-in address (its confirmation goes to that inbox). */
export const NewEmailSchema = z.string().trim().toLowerCase().max(254).email()

export const back = (section: string) => `${SETTINGS_PATH}#${section}`
export const ok = (section: string, titleKey: string, descriptionKey?: string, init?: ResponseInit) =>
  redirectWithToast(
    back(section),
    { titleKey: `settings:toasts.${titleKey}`, descriptionKey: descriptionKey && `settings:toasts.${descriptionKey}`, variant: 'success' },
    init,
  )

/** Too many wrong current passwords from this account: a stolen session cannot guess it. */
export async function passwordLimited(ctx: Ctx): Promise<ReturnType<typeof refuse> | null> {
  const limit = await checkRateLimit(ctx.db, `settings:password:${ctx.user.id}`, PASSWORD_TRIES.limit, PASSWORD_TRIES.windowMs)
  if (limit.allowed) return null
  return data<SettingsActionData>(
    { intent: ctx.intent, errors: {}, formError: ctx.t('settings:errors.tooManyAttempts') },
    { status: 429, headers: { 'Retry-After': String(limit.retryAfter) } },
  )
}

/** checkPassword's reasons are keys in `auth:password.*`; a generic text until those exist. */
export function passwordReasons(ctx: Ctx, reasons: string[]) {
  const texts = reasons.map((key) => ctx.t(key, { defaultValue: '' })).filter(Boolean)
  return [ctx.t('settings:errors.passwordWeak'), ...texts].join(' ')
}

/** The uploaded file, checked by its bytes (type and size) and without its metadata. */
export async function readImage(ctx: Ctx, field: string) {
  const file = ctx.form.get(field)
  if (!file || typeof file === 'string' || file.size === 0)
    return { refused: refuse(ctx, { [field]: ctx.t('settings:errors.fileRequired') }) }
  if (file.size > MAX_IMAGE_BYTES) return { refused: refuse(ctx, { [field]: ctx.t('settings:errors.fileTooLarge') }, undefined, 413) }
  const stripped = stripImageMetadata(new Uint8Array(await file.arrayBuffer()))
  if (!stripped) return { refused: refuse(ctx, { [field]: ctx.t('settings:errors.fileType') }, undefined, 415) }
  return { stripped }
}

// ---------------------------------------------------------------- page

/** An intent's handler: the action dispatches on the form's `intent`. */
export type IntentHandler = (ctx: Ctx) => Promise<Response | ReturnType<typeof refuse>>

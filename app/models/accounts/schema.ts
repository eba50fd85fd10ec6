import { z } from 'zod'
import { INTERESTS, USER_MODES } from '~/models/members/options'
import { PROFILE_LIMITS } from '~/models/members/settings-options'
import { SIGN_IN_METHODS, type SignInMethod } from './options'
import { message } from '~/utils/messages'

/**
 * The account forms' schemas (sign-in, the guided sign-up, recovery, the new password, the
 * phone code step), shared by the browser (Conform) and the /auth actions, and the fields they
 * are made of, which the token API (/auth/v1, workers/api/auth) composes into its own GoTrue
 * shapes: one rule per value on every side. Messages are i18n keys with their values
 * (app/utils/messages.ts). Those of the sign-in form live in the core `errors` namespace, which
 * every page loads, since the header's sign-in dialog shows them anywhere.
 *
 * A field that must be filled is `.default('')` with a `min(1)` check in a form's schema: an
 * empty field then reports 'required' without hiding the form's other checks (zod runs an
 * object's refinements only when no field failed its type).
 */

export const ACCOUNT_LIMITS = {
  /** RFC 5321's longest address. */
  emailMax: 254,
  /** A bound against abuse only; the policy (password-policy.server.ts) refuses more than 200 characters. */
  passwordMax: 1000,
  /** E.164: at most 15 digits; 7 is the shortest national number we accept. */
  phoneDigitsMin: 7,
  phoneDigitsMax: 15,
  redirectMax: 2000,
} as const

/** A phone number as typed: an optional '+', a digit, then digits, spaces, ( ) . or -. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{6,22}$/
/** The code sent by SMS, once spaces are removed. */
export const PHONE_CODE_PATTERN = /^\d{6}$/

const digits = (value: string) => value.replace(/\D/g, '').length

// ---------------------------------------------------------------- fields

export const emailField = z
  .string({ required_error: 'errors:emailRequired', invalid_type_error: 'errors:invalidEmail' })
  .trim()
  .min(1, 'errors:emailRequired')
  .max(ACCOUNT_LIMITS.emailMax, 'errors:invalidEmail')
  .email('errors:invalidEmail')

export const phoneField = z
  .string({ required_error: 'errors:phoneRequired', invalid_type_error: 'errors:invalidPhone' })
  .trim()
  .min(1, 'errors:phoneRequired')
  .regex(PHONE_PATTERN, 'errors:invalidPhone')
  // one message for a number the pattern already refused
  .refine((value) => {
    const count = digits(value)
    return !PHONE_PATTERN.test(value) || (count >= ACCOUNT_LIMITS.phoneDigitsMin && count <= ACCOUNT_LIMITS.phoneDigitsMax)
  }, 'errors:invalidPhone')

/** A password as typed (never trimmed). Its strength is the policy's to judge, on the server. */
export const passwordField = z
  .string({ invalid_type_error: 'errors:passwordRequired' })
  .max(ACCOUNT_LIMITS.passwordMax, 'errors:passwordTooLong')

export const displayNameField = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.displayNameMax, message('auth:errors.displayNameTooLong', { max: PROFILE_LIMITS.displayNameMax }))

export const pronounsField = z
  .string()
  .trim()
  .max(PROFILE_LIMITS.pronounsMax, message('auth:errors.pronounsTooLong', { max: PROFILE_LIMITS.pronounsMax }))

export const userModeField = z.enum(USER_MODES, { errorMap: () => ({ message: 'auth:errors.invalidMode' }) })

export const interestsField = z
  .array(z.enum(INTERESTS, { errorMap: () => ({ message: 'auth:errors.invalidInterest' }) }))
  .max(INTERESTS.length, 'auth:errors.invalidInterest')

/** The 6-digit code sent by SMS; spaces typed inside it do not count. */
export const phoneCodeField = z
  .string({ required_error: 'auth:phoneCode.codeFormat', invalid_type_error: 'auth:phoneCode.codeFormat' })
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(PHONE_CODE_PATTERN, 'auth:phoneCode.codeFormat'))

/**
 * An optional field of a JSON body (the token API): blank counts as absent, as an empty form
 * field does for Conform.
 */
export function optionalField<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional())
}

const requiredPassword = passwordField.min(1, 'errors:passwordRequired').default('')
const confirmation = z.string().max(ACCOUNT_LIMITS.passwordMax).default('')
const redirectTo = z.string().max(ACCOUNT_LIMITS.redirectMax).optional()
const accepted = (key: string) =>
  z
    .string()
    .default('')
    .refine((value) => value === 'on', key)

/** The email address or the phone number, whichever `method` names, must be there. */
function identifierRequired(value: { method?: SignInMethod; email?: string; phone?: string }, ctx: z.RefinementCtx) {
  const method = value.method ?? 'email'
  if (method === 'email' && !value.email) ctx.addIssue({ code: 'custom', path: ['email'], message: 'errors:emailRequired' })
  if (method === 'phone' && !value.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'errors:phoneRequired' })
}

function passwordsMatch(value: { password: string; confirmPassword: string }, ctx: z.RefinementCtx) {
  if (value.password && value.confirmPassword !== value.password) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'auth:errors.passwordMismatch' })
  }
}

// ---------------------------------------------------------------- forms

/**
 * Sign-in with a password (the header's dialog and /auth): the email address, or the phone
 * number with `method` 'phone' (a form posting only `phone` signs in with it too).
 */
export const SignInSchema = z
  .object({
    method: z.enum(SIGN_IN_METHODS).optional(),
    email: emailField.optional(),
    phone: phoneField.optional(),
    password: requiredPassword,
    redirectTo,
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.phone) identifierRequired(value, ctx)
  })

/**
 * The guided sign-up, both steps: how the member signs in (the chosen method's identifier, a
 * password and its confirmation, the two acceptances), then about them (all optional, all
 * editable later in 'My Vibe'). Checkboxes arrive as 'on' or not at all.
 */
export const SignUpSchema = z
  .object({
    method: z.enum(SIGN_IN_METHODS).default('email'),
    email: emailField.optional(),
    phone: phoneField.optional(),
    password: requiredPassword,
    confirmPassword: confirmation,
    acceptTerms: accepted('auth:errors.acceptTerms'),
    acceptPrivacy: accepted('auth:errors.acceptPrivacy'),
    displayName: displayNameField.optional(),
    pronouns: pronounsField.optional(),
    userMode: userModeField.default('community'),
    interests: interestsField.default([]),
  })
  .superRefine((value, ctx) => {
    identifierRequired(value, ctx)
    passwordsMatch(value, ctx)
  })

/** Password recovery, and a new confirmation link (the same address field). */
export const ForgotSchema = z.object({ email: emailField })

/** /auth/reset: the token from the recovery link and the new password, twice. */
export const ResetSchema = z
  .object({
    token: z.string().min(10).max(100),
    password: requiredPassword,
    confirmPassword: confirmation,
  })
  .superRefine(passwordsMatch)

/** The code step: the number (hidden), the code, where to go afterwards. */
export const VerifyPhoneSchema = z.object({ phone: phoneField, code: phoneCodeField, redirectTo })

/** 'Send a code' / 'Send a new code' for a number; `first` when it is the first code asked for. */
export const SendPhoneCodeSchema = z.object({ phone: phoneField, redirectTo, first: z.string().max(5).optional() })

// ---------------------------------------------------------------- plain form data

/**
 * Form data as an object; repeated names (checkbox groups) become arrays. For the forms that
 * do not use Conform yet (venue contributions, the venue queue); Conform's parseWithZod reads
 * form data itself.
 */
export function formObject(form: FormData, arrays: string[] = []) {
  const result: Record<string, unknown> = {}
  const names = new Set<string>()
  form.forEach((_, name) => names.add(name))
  for (const name of names) {
    const values = form.getAll(name).filter((value): value is string => typeof value === 'string')
    result[name] = arrays.includes(name) ? values : values[0]
  }
  for (const name of arrays) result[name] ??= []
  return result
}

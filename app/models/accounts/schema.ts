import { z } from 'zod'
import { INTERESTS, USER_MODES } from '~/models/members/options'

/**
 * zod schemas of the /auth forms. Messages are i18n keys ('auth:errors.*', 'shell:auth.errors.*'):
 * the page shows them in the reader's language. Checkboxes arrive as 'on' or not at all.
 */
const email = z.string().trim().max(254).email('auth:errors.invalidEmail')
const phone = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ().-]{6,22}$/, 'auth:errors.invalidPhone')
  .refine((value) => value.replace(/\D/g, '').length >= 7 && value.replace(/\D/g, '').length <= 15, 'auth:errors.invalidPhone')
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value)

export const SignInSchema = z.object({
  email: z.preprocess(blankToUndefined, email.optional()),
  phone: z.preprocess(blankToUndefined, phone.optional()),
  password: z.string().max(1000).default(''),
  redirectTo: z.string().max(2000).optional(),
})

/** Step 1 of the guided sign-up: how the member signs in. */
export const SignUpAccountSchema = z
  .object({
    method: z.enum(['email', 'phone']).default('email'),
    email: z.preprocess(blankToUndefined, email.optional()),
    phone: z.preprocess(blankToUndefined, phone.optional()),
    password: z.string().max(1000).default(''),
    confirmPassword: z.string().max(1000).default(''),
    acceptTerms: z.literal('on', { errorMap: () => ({ message: 'auth:errors.acceptTerms' }) }),
    acceptPrivacy: z.literal('on', { errorMap: () => ({ message: 'auth:errors.acceptPrivacy' }) }),
  })
  .superRefine((value, ctx) => {
    if (value.password && value.confirmPassword !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'auth:errors.passwordMismatch' })
    }
  })

/** Step 2: about the member (all optional, all editable later in 'My Vibe'). */
export const SignUpProfileSchema = z.object({
  displayName: z.preprocess(blankToUndefined, z.string().trim().max(50, 'auth:errors.displayNameTooLong').optional()),
  pronouns: z.preprocess(blankToUndefined, z.string().trim().max(30, 'auth:errors.pronounsTooLong').optional()),
  userMode: z.enum(USER_MODES, { errorMap: () => ({ message: 'auth:errors.invalidMode' }) }).default('community'),
  interests: z
    .array(z.enum(INTERESTS, { errorMap: () => ({ message: 'auth:errors.invalidInterest' }) }))
    .max(INTERESTS.length)
    .default([]),
})

export const ForgotSchema = z.object({ email })
export const ResetSchema = z
  .object({
    token: z.string().min(10).max(100),
    password: z.string().max(1000).default(''),
    confirmPassword: z.string().max(1000).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.confirmPassword !== value.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'auth:errors.passwordMismatch' })
    }
  })

export type FieldErrors = Record<string, string[]>

/** Form data as an object; repeated names (checkbox groups) become arrays. */
export function formObject(form: FormData, arrays: string[] = []) {
  const result: Record<string, unknown> = {}
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).filter((value): value is string => typeof value === 'string')
    result[key] = arrays.includes(key) ? values : values[0]
  }
  for (const key of arrays) result[key] ??= []
  return result
}

/** zod issues as field → message keys. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  return error.flatten().fieldErrors as FieldErrors
}

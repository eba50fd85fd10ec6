import { parseWithZod } from '@conform-to/zod/v3'
import { describe, expect, it } from 'vitest'
import {
  displayNameField,
  emailField,
  ForgotSchema,
  optionalField,
  phoneField,
  pronounsField,
  ResetSchema,
  SignInSchema,
  SignUpSchema,
  VerifyPhoneSchema,
} from '~/models/accounts/schema'
import { PROFILE_LIMITS } from '~/models/members/settings-options'
import { PROFILE_TEXT_LIMITS } from '~/db/schema/values'

/**
 * The account forms' schemas, parsed from form data the way the browser (Conform) and the /auth
 * action do, and their fields as the token API uses them.
 */
function formData(values: Record<string, string | string[]>) {
  const data = new FormData()
  for (const [name, value] of Object.entries(values)) for (const one of [value].flat()) data.append(name, one)
  return data
}
function errorsOf(submission: { status?: 'success' | 'error'; error?: Record<string, string[] | null> | null }) {
  return submission.status === 'success' ? {} : Object.fromEntries(Object.entries(submission.error ?? {}).filter(([, e]) => e?.length))
}

const SIGN_UP = {
  method: 'email',
  email: 'river@example.org',
  phone: '',
  password: 'violet lanterns over the harbour',
  confirmPassword: 'violet lanterns over the harbour',
  acceptTerms: 'on',
  acceptPrivacy: 'on',
}

describe('the account fields', () => {
  it('use the profile limits of the database and of My Vibe', () => {
    expect(PROFILE_LIMITS).toMatchObject(PROFILE_TEXT_LIMITS)
    expect(displayNameField.safeParse('n'.repeat(50)).success).toBe(true)
    expect(displayNameField.safeParse(`  ${'n'.repeat(50)}  `).data).toBe('n'.repeat(50))
    expect(displayNameField.safeParse('n'.repeat(51)).error?.issues[0].message).toBe('auth:errors.displayNameTooLong?max=50')
    expect(pronounsField.safeParse('p'.repeat(30)).success).toBe(true)
    expect(pronounsField.safeParse('p'.repeat(31)).error?.issues[0].message).toBe('auth:errors.pronounsTooLong?max=30')
  })

  it('accept a phone number with its country code, 7 to 15 digits, spaces ( ) . - between them', () => {
    for (const phone of ['+49 151 23456789', '+1 (555) 010-9999', '+44.20.7946.0958', '0301234567']) {
      expect(phoneField.safeParse(phone).success, phone).toBe(true)
    }
    for (const phone of [
      '+49 151 2345 6789 0123',
      '+49\t151 23456789',
      '+49 151 2345678x',
      '123456',
      '++49 151 23456789',
      '(030) 1234567',
    ]) {
      expect(
        phoneField.safeParse(phone).error?.issues.map((i) => i.message),
        phone,
      ).toContain('errors:invalidPhone')
    }
  })

  it('trim an email address and refuse one that is not', () => {
    expect(emailField.safeParse('  river@example.org ').data).toBe('river@example.org')
    expect(emailField.safeParse('river@').error?.issues[0].message).toBe('errors:invalidEmail')
    expect(emailField.safeParse(`${'a'.repeat(250)}@example.org`).success).toBe(false)
    // in a JSON body (the token API), a blank optional field is an absent one
    expect(optionalField(emailField).safeParse('  ')).toMatchObject({ success: true, data: undefined })
    expect(optionalField(phoneField).safeParse('not a number').success).toBe(false)
  })
})

describe('the account forms', () => {
  it('sign-in asks for the identifier its method names, and the password, at once', () => {
    expect(errorsOf(parseWithZod(formData({ method: 'email', email: '', password: '' }), { schema: SignInSchema }))).toEqual({
      email: ['errors:emailRequired'],
      password: ['errors:passwordRequired'],
    })
    expect(errorsOf(parseWithZod(formData({ method: 'phone', phone: '', password: 'x' }), { schema: SignInSchema }))).toEqual({
      phone: ['errors:phoneRequired'],
    })
    // a post naming only a phone number signs in with it
    const byPhone = parseWithZod(formData({ phone: '+49 151 23456789', password: 'x' }), { schema: SignInSchema })
    expect(byPhone.status).toBe('success')
  })

  it('sign-up reports every missing part of step 1 together, and the profile fields with their limits', () => {
    expect(
      errorsOf(parseWithZod(formData({ method: 'email', email: '', password: '', confirmPassword: '' }), { schema: SignUpSchema })),
    ).toEqual({
      email: ['errors:emailRequired'],
      password: ['errors:passwordRequired'],
      acceptTerms: ['auth:errors.acceptTerms'],
      acceptPrivacy: ['auth:errors.acceptPrivacy'],
    })
    const refused = parseWithZod(
      formData({ ...SIGN_UP, confirmPassword: 'something else entirely', displayName: 'n'.repeat(51), pronouns: 'p'.repeat(31) }),
      { schema: SignUpSchema },
    )
    expect(errorsOf(refused)).toEqual({
      confirmPassword: ['auth:errors.passwordMismatch'],
      displayName: ['auth:errors.displayNameTooLong?max=50'],
      pronouns: ['auth:errors.pronounsTooLong?max=30'],
    })
    const accepted = parseWithZod(formData({ ...SIGN_UP, displayName: ' River ', interests: ['music', 'outdoors'] }), {
      schema: SignUpSchema,
    })
    expect(accepted.status === 'success' && accepted.value).toMatchObject({
      method: 'email',
      email: 'river@example.org',
      displayName: 'River',
      userMode: 'community',
      interests: ['music', 'outdoors'],
    })
    const unknownInterest = parseWithZod(formData({ ...SIGN_UP, interests: ['music', 'villainy'] }), { schema: SignUpSchema })
    expect(errorsOf(unknownInterest)).toEqual({ 'interests[1]': ['auth:errors.invalidInterest'] })
  })

  it('sign-up with a phone asks for the number, not for an address', () => {
    const missing = parseWithZod(formData({ ...SIGN_UP, method: 'phone', email: '' }), { schema: SignUpSchema })
    expect(errorsOf(missing)).toEqual({ phone: ['errors:phoneRequired'] })
  })

  it('recovery, the new password and the phone code', () => {
    expect(errorsOf(parseWithZod(formData({ email: '' }), { schema: ForgotSchema }))).toEqual({ email: ['errors:emailRequired'] })
    const reset = parseWithZod(formData({ token: 'a'.repeat(43), password: 'a new long password', confirmPassword: 'another one' }), {
      schema: ResetSchema,
    })
    expect(errorsOf(reset)).toEqual({ confirmPassword: ['auth:errors.passwordMismatch'] })
    const code = parseWithZod(formData({ phone: '+4915123456789', code: ' 123 456 ' }), { schema: VerifyPhoneSchema })
    expect(code.status === 'success' && code.value.code).toBe('123456')
    for (const wrong of ['', '12345', '1234567', 'abcdef']) {
      const refused = parseWithZod(formData({ phone: '+4915123456789', code: wrong }), { schema: VerifyPhoneSchema })
      expect(errorsOf(refused), wrong).toEqual({ code: ['auth:phoneCode.codeFormat'] })
    }
  })
})

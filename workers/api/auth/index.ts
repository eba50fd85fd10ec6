import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { z } from 'zod'
import { checkPassword } from '~/models/accounts/password-policy.server'
import { verifyPassword } from '~/models/accounts/password.server'
import { endSessions, LOGOUT_SCOPES } from '~/models/accounts/sessions.server'
import { getDb } from '~/db/client'
import type { AuthTokenPurpose } from '~/db/schema'
import { LANGUAGES } from '~/i18n/config'
import { serverI18n, getLanguage } from '../../from-build'
import {
  consumeAuthToken,
  createAccount,
  getAccount,
  logSecurityEvent,
  markEmailVerified,
  normalizeEmail,
  recordLinkSignIn,
  normalizePhone,
  requestEmailChange,
  sendPhoneCode,
  sendAccountExistsEmail,
  sendAccountExistsSms,
  sendRecoveryEmail,
  sendVerificationEmail,
  setPassword,
  signInWithPassword,
  verifyPhoneCode,
} from '~/models/accounts/accounts.server'
import {
  displayNameField,
  emailField,
  interestsField,
  optionalField,
  passwordField,
  phoneCodeField,
  phoneField,
  pronounsField,
  userModeField,
} from '~/models/accounts/schema'
import {
  goTrueUser,
  obfuscatedUser,
  publishedKeys,
  refreshApiSession,
  startApiSession,
  updateProfileMetadata,
} from '~/models/accounts/token-api.server'
import { checkRateLimit } from '~/models/site/rate-limits.server'
import { clientIpHash } from '~/utils/rate-limit.server'
import { errorTranslator } from '../errors'
import { parseBody } from '../validate'
import { isQueryBudgetExceeded } from '../../query-budget'
import { issuerFor, requireAccessToken, type TokenApiVariables } from './bearer'
import { authError, tokenApiText } from './errors'
import { JWKS_MAX_AGE_SECONDS } from '~/models/accounts/jwt.server'

/**
 * The token API for non-browser clients, shaped like Supabase GoTrue (SPEC §7 'Authentication'):
 * sign-up, password and refresh-token grants, the member (GET/PUT /user), logout scopes,
 * recovery, verification and the public JWK set. Bearer tokens only: no cookie is read or set
 * (the `lng` language cookie aside), so any origin may call it, without credentials.
 */
type AuthEnv = { Bindings: Env; Variables: TokenApiVariables }
export const authApi = new Hono<AuthEnv>()

const HOUR_MS = 60 * 60 * 1000
/** Per network address: sign-ups and recovery requests (each may send an email). */
const EMAIL_REQUESTS_PER_HOUR = 20

authApi.use(
  '*',
  cors({
    origin: '*',
    allowMethods: ['GET', 'POST', 'PUT', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type', 'apikey', 'X-Client-Info', 'X-Supabase-Api-Version'],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  }),
)
authApi.use('*', async (c, next) => {
  await next()
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
})
authApi.use('*', bodyLimit({ maxSize: 16 * 1024, onError: (c) => authError(c, 413, 'request_too_large', 'requestTooLarge') }))

// ---------------------------------------------------------------- schemas

// the same fields as the web forms (app/models/accounts/schema.ts): one email rule, one phone
// pattern, one set of lengths (the profiles table enforces them too); GoTrue's names around them
const email = optionalField(emailField)
const phone = optionalField(phoneField)
const password = passwordField.optional()

const metadataSchema = z.object({
  display_name: displayNameField.nullish(),
  pronouns: pronounsField.nullish(),
  user_mode: userModeField.optional(),
  interests: interestsField.optional(),
  language: z.enum(LANGUAGES, { errorMap: () => ({ message: 'tokenApi.invalidLanguage' }) }).optional(),
})

const signUpSchema = z.object({ email, phone, password, data: metadataSchema.optional() })
const passwordGrantSchema = z.object({ email, phone, password })
const refreshGrantSchema = z.object({ refresh_token: z.string().max(200, 'tokenApi.invalidRefreshToken').optional() })
const verifySchema = z.object({
  type: z.enum(['signup', 'email', 'magiclink', 'recovery', 'sms'], { errorMap: () => ({ message: 'tokenApi.unsupportedVerifyType' }) }),
  token: z.string().max(200).optional(),
  token_hash: z.string().max(200).optional(),
  email,
  phone,
})
const otpSchema = z.object({ phone, email, create_user: z.boolean().optional(), data: z.record(z.unknown()).optional() })
const recoverSchema = z.object({ email: emailField })
const updateUserSchema = z.object({ email, phone, password, data: metadataSchema.optional(), nonce: z.string().max(100).optional() })
const logoutScope = z.enum(LOGOUT_SCOPES).default('global')

// ---------------------------------------------------------------- helpers

const options = (c: Context<AuthEnv>) => ({ issuer: issuerFor(c.req.raw), secret: c.env.AUTH_JWT_PRIVATE_JWK })
const origin = (c: Context<AuthEnv>) => new URL(c.req.url).origin

/** 422 weak_password with the policy's reasons, translated and as i18n keys. */
async function weakPassword(c: Context<AuthEnv>, keys: string[]) {
  const t = await errorTranslator(c.req.raw)
  return authError(c, 422, 'weak_password', 'weakPassword', {
    extra: { weak_password: { reasons: keys.map((key) => t(key)), keys } },
  })
}

async function tooManyRequests(c: Context<AuthEnv>, retryAfterSeconds: number, message: 'tooManyAttempts' | 'tooManyRequests') {
  c.header('Retry-After', String(retryAfterSeconds))
  return authError(c, 429, 'over_request_rate_limit', message, {
    values: { seconds: retryAfterSeconds },
    extra: { retry_after: retryAfterSeconds },
  })
}

async function emailRequestLimit(c: Context<AuthEnv>, kind: 'signup' | 'recover') {
  return checkRateLimit(getDb(c.env.DB), `tokenapi-${kind}:ip:${await clientIpHash(c.req.raw)}`, EMAIL_REQUESTS_PER_HOUR, HOUR_MS)
}

/** A GoTrue-shaped error whose text lives in the `auth` namespace (auth:phoneCode.api.*). */
async function smsError(
  c: Context<AuthEnv>,
  status: 400 | 403 | 422 | 429,
  code: string,
  key: 'invalidCode' | 'missingPhone' | 'phoneNotConfirmed' | 'tooManySms' | 'emailOtpUnsupported',
  options: { oauthError?: string; seconds?: number } = {},
) {
  const i18n = await serverI18n(await getLanguage(c.req.raw))
  const text = i18n.t(`auth:phoneCode.api.${key}`, { seconds: options.seconds ?? 0 })
  if (options.seconds) c.header('Retry-After', String(options.seconds))
  return c.json(
    {
      error: options.oauthError ?? code,
      error_description: text,
      msg: text,
      code,
      error_code: code,
      ...(options.seconds ? { retry_after: options.seconds } : {}),
    },
    status,
  )
}

// ---------------------------------------------------------------- sign-up

authApi.post('/signup', async (c) => {
  const { data, error } = await parseBody(c, signUpSchema)
  if (error) return error
  if ((!data.email && !data.phone) || !data.password) {
    return authError(c, 400, 'validation_failed', 'missingCredentials')
  }
  const limit = await emailRequestLimit(c, 'signup')
  if (!limit.allowed) return tooManyRequests(c, limit.retryAfter, 'tooManyRequests')
  const meta = data.data ?? {}
  const policy = checkPassword(data.password, [data.email, data.phone, meta.display_name])
  if (!policy.ok) return weakPassword(c, policy.reasons)

  const db = getDb(c.env.DB)
  const language = await getLanguage(c.req.raw)
  const created = await createAccount(db, {
    email: data.email ?? null,
    phone: data.email ? null : (data.phone ?? null),
    password: data.password,
    displayName: meta.display_name ?? null,
    pronouns: meta.pronouns ?? null,
    userMode: meta.user_mode,
    interests: meta.interests,
    language: meta.language ?? language,
  })
  if (!created.ok) {
    // a taken address answers like a new one (no enumeration); its owner is told by email or SMS
    if (!data.email) {
      await sendAccountExistsSms(db, c.env.EMAILS, c.req.raw, data.phone!, origin(c), language)
      return c.json(obfuscatedUser({ phone: normalizePhone(data.phone!) }))
    }
    await sendAccountExistsEmail(db, c.env.EMAILS, data.email, origin(c), language)
    return c.json(obfuscatedUser({ email: normalizeEmail(data.email) }))
  }
  const account = created.account
  if (account.email) {
    // confirmation pending: GoTrue answers the user without a session
    await sendVerificationEmail(db, c.env.EMAILS, account, origin(c), language)
    return c.json(await goTrueUser(db, account))
  }
  // a phone account proves its number with the code sent by SMS (POST /verify type 'sms');
  // GoTrue answers the user without a session until then
  const sent = await sendPhoneCode(db, c.env.EMAILS, c.req.raw, { phone: account.phone!, locale: language, account })
  if (!sent.ok) console.warn('sign-up code not sent: SMS limit reached')
  return c.json(await goTrueUser(db, account))
})

// ---------------------------------------------------------------- codes by SMS

authApi.post('/otp', async (c) => {
  const { data, error } = await parseBody(c, otpSchema)
  if (error) return error
  if (!data.phone) {
    return data.email ? smsError(c, 422, 'otp_disabled', 'emailOtpUnsupported') : smsError(c, 400, 'validation_failed', 'missingPhone')
  }
  const db = getDb(c.env.DB)
  // codes only sign in existing members (no account is created here); the answer is the same
  // 200 {} whether or not the number has one, and the limits count either way
  const sent = await sendPhoneCode(db, c.env.EMAILS, c.req.raw, { phone: data.phone, locale: await getLanguage(c.req.raw) })
  if (!sent.ok) return smsError(c, 429, 'over_sms_send_rate_limit', 'tooManySms', { seconds: sent.retryAfterSeconds })
  return c.json({})
})

// ---------------------------------------------------------------- token grants

authApi.post('/token', async (c) => {
  const grantType = c.req.query('grant_type')
  if (grantType === 'password') return passwordGrant(c)
  if (grantType === 'refresh_token') return refreshGrant(c)
  // pkce, id_token, web3 and anything else: not offered by this server
  return authError(c, 400, 'unsupported_grant_type', 'unsupportedGrantType', { oauthError: 'unsupported_grant_type' })
})

async function passwordGrant(c: Context<AuthEnv>) {
  const { data, error } = await parseBody(c, passwordGrantSchema)
  if (error) return error
  if ((!data.email && !data.phone) || !data.password) {
    return authError(c, 400, 'validation_failed', 'missingSignInCredentials', { oauthError: 'invalid_request' })
  }
  const db = getDb(c.env.DB)
  const result = await signInWithPassword(
    db,
    c.req.raw,
    { email: data.email ?? null, phone: data.email ? null : (data.phone ?? null), password: data.password },
    { queue: c.env.EMAILS, origin: origin(c), locale: await getLanguage(c.req.raw) },
  )
  if (!result.ok) {
    switch (result.code) {
      case 'challenge':
        // not a refusal to wait out: the owner signs in with the link (POST /verify type 'magiclink'
        // or the web page it opens) or the SMS code (type 'sms'); the same answer for any address
        return result.channel === 'sms'
          ? authError(c, 400, 'sign_in_code_sent', 'signInCodeSent', { oauthError: 'invalid_grant' })
          : authError(c, 400, 'sign_in_link_sent', 'signInLinkSent', { oauthError: 'invalid_grant' })
      case 'too_many_attempts':
        return tooManyRequests(c, result.retryAfterSeconds ?? 1, 'tooManyAttempts')
      case 'email_not_confirmed':
        return authError(c, 400, 'email_not_confirmed', 'emailNotConfirmed', { oauthError: 'invalid_grant' })
      case 'phone_not_confirmed':
        return smsError(c, 400, 'phone_not_confirmed', 'phoneNotConfirmed', { oauthError: 'invalid_grant' })
      case 'account_suspended':
        return authError(c, 400, 'user_banned', 'userBanned', { oauthError: 'invalid_grant' })
      default:
        return authError(c, 400, 'invalid_credentials', 'invalidCredentials', { oauthError: 'invalid_grant' })
    }
  }
  return c.json(await startApiSession(db, c.req.raw, result.account, options(c)))
}

async function refreshGrant(c: Context<AuthEnv>) {
  const { data, error } = await parseBody(c, refreshGrantSchema)
  if (error) return error
  if (!data.refresh_token) {
    return authError(c, 400, 'validation_failed', 'missingRefreshToken', { oauthError: 'invalid_request' })
  }
  const result = await refreshApiSession(getDb(c.env.DB), c.req.raw, data.refresh_token, options(c))
  if (result.ok) return c.json(result.session)
  if (result.code === 'reused') {
    return authError(c, 400, 'refresh_token_already_used', 'refreshTokenReused', { oauthError: 'invalid_grant' })
  }
  if (result.code === 'expired') {
    return authError(c, 400, 'session_expired', 'refreshTokenExpired', { oauthError: 'invalid_grant' })
  }
  return authError(c, 400, 'refresh_token_not_found', 'invalidRefreshToken', { oauthError: 'invalid_grant' })
}

// ---------------------------------------------------------------- verification and recovery

const VERIFY_PURPOSES = {
  signup: ['email_verification'],
  email: ['email_verification', 'magic_link'],
  magiclink: ['magic_link'],
  recovery: ['password_recovery'],
} as const satisfies Record<string, AuthTokenPurpose[]>

authApi.post('/verify', async (c) => {
  const { data, error } = await parseBody(c, verifySchema)
  if (error) return error
  const token = data.token ?? data.token_hash
  if (!token) return authError(c, 400, 'validation_failed', 'missingVerifyToken')
  const db = getDb(c.env.DB)
  if (data.type === 'sms') {
    if (!data.phone) return smsError(c, 400, 'validation_failed', 'missingPhone')
    // a code the code step's form would refuse is a wrong code here too (GoTrue: otp_expired)
    const code = phoneCodeField.safeParse(token)
    if (!code.success) return smsError(c, 403, 'otp_expired', 'invalidCode')
    const verified = await verifyPhoneCode(db, c.req.raw, { phone: data.phone, code: code.data })
    if (!verified.ok) {
      if (verified.code === 'too_many_attempts') return tooManyRequests(c, verified.retryAfterSeconds ?? 1, 'tooManyAttempts')
      if (verified.code === 'account_suspended') return authError(c, 400, 'user_banned', 'userBanned')
      return smsError(c, 403, 'otp_expired', 'invalidCode')
    }
    return c.json(await startApiSession(db, c.req.raw, verified.account, options(c)))
  }
  // GoTrue: 'email' verifies a sign-up or a sign-in link; 'magiclink' (its older name) a sign-in link
  const purposes = VERIFY_PURPOSES[data.type]
  const used = await consumeAuthToken(db, token, purposes)
  if (!used) return authError(c, 403, 'otp_expired', 'otpExpired')
  const account = await getAccount(db, used.accountId)
  if (!account) return authError(c, 403, 'otp_expired', 'otpExpired')
  if (account.status !== 'active') return authError(c, 400, 'user_banned', 'userBanned')
  // a recovery or sign-in link proves the inbox as well as a verification link does
  if (used.purpose === 'magic_link') await recordLinkSignIn(db, c.req.raw, account)
  else if (!account.emailVerifiedAt) await markEmailVerified(db, account.id)
  return c.json(await startApiSession(db, c.req.raw, account, options(c)))
})

authApi.post('/recover', async (c) => {
  const { data, error } = await parseBody(c, recoverSchema)
  if (error) return error
  const limit = await emailRequestLimit(c, 'recover')
  if (!limit.allowed) return tooManyRequests(c, limit.retryAfter, 'tooManyRequests')
  const db = getDb(c.env.DB)
  const language = await getLanguage(c.req.raw)
  // in the background: the answer takes as long whether or not the address has an account (or
  // its budget of recovery emails, shared with the /auth form, is spent)
  c.executionCtx.waitUntil(
    sendRecoveryEmail(db, c.env.EMAILS, normalizeEmail(data.email), origin(c), language).catch((e) => console.error('recovery email', e)),
  )
  return c.json({})
})

// ---------------------------------------------------------------- the member

authApi.get('/user', requireAccessToken, async (c) => c.json(await goTrueUser(getDb(c.env.DB), c.var.account)))

authApi.put('/user', requireAccessToken, async (c) => {
  const { data, error } = await parseBody(c, updateUserSchema)
  if (error) return error
  const db = getDb(c.env.DB)
  const account = c.var.account
  if (data.phone && normalizePhone(data.phone) !== account.phone) {
    return authError(c, 422, 'phone_change_not_supported', 'phoneChangeUnsupported')
  }
  if (data.password !== undefined) {
    const displayName = data.data?.display_name ?? (await goTrueUser(db, account)).user_metadata.display_name
    const policy = checkPassword(data.password, [account.email, account.phone, displayName])
    if (!policy.ok) return weakPassword(c, policy.reasons)
    if (account.passwordHash && (await verifyPassword(data.password, account.passwordHash))) {
      return authError(c, 422, 'same_password', 'samePassword')
    }
  }
  if (data.data) {
    await updateProfileMetadata(db, account.id, {
      displayName: data.data.display_name,
      pronouns: data.data.pronouns,
      userMode: data.data.user_mode,
    })
  }
  if (data.password !== undefined) {
    await setPassword(db, account, data.password)
    // a new password ends every other session, browser or API
    await endSessions(db, account.id, 'others', c.var.sessionId)
    await logSecurityEvent(db, {
      eventType: 'PASSWORD_CHANGED',
      userId: account.id,
      severity: 'info',
      ipHash: await clientIpHash(c.req.raw),
      metadata: { email: account.email, phone: account.phone, via: 'token_api', timestamp: new Date().toISOString() },
    })
  }
  // a new email is confirmed from its own inbox (GoTrue: new_email + email_change_sent_at)
  let emailChange: { new_email: string; email_change_sent_at: string } | null = null
  if (data.email && normalizeEmail(data.email) !== account.email) {
    const requested = await requestEmailChange(db, c.env.EMAILS, account, data.email, origin(c), await getLanguage(c.req.raw))
    if (requested.ok) emailChange = { new_email: requested.newEmail, email_change_sent_at: new Date().toISOString() }
  }
  const fresh = (await getAccount(db, account.id)) ?? account
  return c.json({ ...(await goTrueUser(db, fresh)), ...emailChange })
})

authApi.post(
  '/logout',
  async (c, next) => {
    // the scope is checked before the token, so a typo cannot be mistaken for a signed-out session
    if (!logoutScope.safeParse(c.req.query('scope') || undefined).success) {
      return authError(c, 400, 'validation_failed', 'invalidScope')
    }
    await next()
  },
  requireAccessToken,
  async (c) => {
    const scope = logoutScope.parse(c.req.query('scope') || undefined)
    // refresh tokens of the ended sessions go with them (refresh_tokens.session_id ON DELETE CASCADE)
    await endSessions(getDb(c.env.DB), c.var.account.id, scope, c.var.sessionId)
    return c.body(null, 204)
  },
)

// ---------------------------------------------------------------- keys

authApi.get('/.well-known/jwks.json', async (c) => {
  const keys = await publishedKeys(getDb(c.env.DB), c.env.AUTH_JWT_PRIVATE_JWK)
  return c.json({ keys }, 200, { 'Cache-Control': `public, max-age=${JWKS_MAX_AGE_SECONDS}` })
})

// anything else under /auth/v1 is a JSON 404, not a page
authApi.all('*', (c) => authError(c, 404, 'not_found', 'notFound'))

authApi.onError(async (error, c) => {
  // a spent query budget is logged (once) and answered 503 by workers/app.ts
  if (!isQueryBudgetExceeded(error)) console.error('token api error', error)
  const t = await errorTranslator(c.req.raw)
  const text = tokenApiText(t, 'unexpected')
  return c.json(
    { error: 'unexpected_failure', error_description: text, msg: text, code: 'unexpected_failure', error_code: 'unexpected_failure' },
    500,
  )
})

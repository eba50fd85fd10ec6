import { mayUseAccount } from './suspension.server'
import { and, desc, eq, gt, gte, inArray, isNull, lt, ne } from 'drizzle-orm'
import type { Db } from '~/db/client'
import {
  accounts,
  authTokens,
  profiles,
  securityEvents,
  signInAttempts,
  type Account,
  type AuthTokenPurpose,
  type Severity,
} from '~/db/schema'
import { hashPassword, verifyPassword } from '~/models/accounts/password.server'
import { randomToken, sha256Hex } from '~/utils/crypto'
import { checkRateLimit, refundRateLimit, resetRateLimit } from '~/models/site/rate-limits.server'
import { clientIpHash, hashIdentifier } from '~/utils/rate-limit.server'
import { enqueueEmail } from '../mail/emails.server'
import { enqueueSms } from '../mail/sms.server'
import { DEFAULT_USER_MODE, type UserMode } from '../members/options'

/**
 * Accounts: creation, password sign-in with backoff, one-time tokens (email verification,
 * password recovery) and the security log. Used by the /auth pages and the /auth/v1 token API.
 */

// ---------------------------------------------------------------- identifiers

export function normalizeEmail(email: string) {
  return email.trim().toLowerCase()
}

/** Phone numbers are kept in E.164: '+', then digits only. */
export function normalizePhone(phone: string) {
  const digits = phone.replace(/[^\d+]/g, '')
  return digits.startsWith('+') ? `+${digits.slice(1).replace(/\+/g, '')}` : `+${digits}`
}

export type Identifier = { email?: string | null; phone?: string | null }

export async function findAccount(db: Db, identifier: Identifier): Promise<Account | null> {
  if (identifier.email) {
    return (
      (await db
        .select()
        .from(accounts)
        .where(eq(accounts.email, normalizeEmail(identifier.email)))
        .get()) ?? null
    )
  }
  if (identifier.phone) {
    return (
      (await db
        .select()
        .from(accounts)
        .where(eq(accounts.phone, normalizePhone(identifier.phone)))
        .get()) ?? null
    )
  }
  return null
}

export async function getAccount(db: Db, accountId: string) {
  return (await db.select().from(accounts).where(eq(accounts.id, accountId)).get()) ?? null
}

// ---------------------------------------------------------------- sign-up

export type NewAccountInput = Identifier & {
  password: string
  displayName?: string | null
  pronouns?: string | null
  userMode?: UserMode
  interests?: string[]
  language?: string | null
}

export type CreateAccountResult = { ok: true; account: Account } | { ok: false; code: 'identifier_taken' }

/** Creates the account and its profile in one batch. The password must already have passed the policy. */
export async function createAccount(db: Db, input: NewAccountInput): Promise<CreateAccountResult> {
  const email = input.email ? normalizeEmail(input.email) : null
  const phone = input.phone ? normalizePhone(input.phone) : null
  if (await findAccount(db, email ? { email } : { phone })) return { ok: false, code: 'identifier_taken' }
  const id = crypto.randomUUID()
  const passwordHash = await hashPassword(input.password)
  try {
    await db.batch([
      db.insert(accounts).values({ id, email, phone, passwordHash }),
      db.insert(profiles).values({
        userId: id,
        displayName: input.displayName?.trim() || null,
        pronouns: input.pronouns?.trim() || null,
        userMode: input.userMode ?? DEFAULT_USER_MODE,
        interests: input.interests ?? [],
        language: (input.language as never) ?? null,
      }),
    ])
  } catch (error) {
    // a concurrent sign-up with the same address lost the race on the UNIQUE index
    if (String(error).includes('UNIQUE')) return { ok: false, code: 'identifier_taken' }
    throw error
  }
  return { ok: true, account: (await getAccount(db, id))! }
}

// ---------------------------------------------------------------- sign-in with backoff

/**
 * Password guessing is slowed where it comes from, never for the owner elsewhere
 * (docs/decisions/031-sign-in-throttling-and-unasked-messages.md):
 * - per identifier AND network (clientIpHash): after the 1st failure the next attempt waits
 *   2 s, after the 2nd 4 s, after the 3rd that network is locked out of that identifier for
 *   15 minutes (SPEC §9's client backoff);
 * - per network: 30 failures in 15 minutes across any identifiers (password spraying);
 * - per identifier, from every network together: past SIGN_IN_ACCOUNT_CEILING attempts in an
 *   hour no password is checked any more; the answer is a challenge the owner can pass (a
 *   one-time sign-in link by email, or a code by SMS for a phone number), whatever the password.
 * Successful sign-ins never count toward the network or identifier limits.
 */
export const SIGN_IN_MAX_ATTEMPTS = 3
export const SIGN_IN_BACKOFF_MS = [2000, 4000] as const
export const SIGN_IN_LOCKOUT_MS = 15 * 60 * 1000
/** Per network: failures across any identifiers (password spraying), before a pause. */
export const SIGN_IN_ADDRESS_FAILURES = 30
/** Per identifier from all networks together, in SIGN_IN_ACCOUNT_WINDOW_MS: then the challenge. */
export const SIGN_IN_ACCOUNT_CEILING = 20
export const SIGN_IN_ACCOUNT_WINDOW_MS = 60 * 60 * 1000

export type SignInResult =
  | { ok: true; account: Account }
  | {
      ok: false
      code: 'invalid_credentials' | 'email_not_confirmed' | 'phone_not_confirmed' | 'account_suspended' | 'too_many_attempts'
      retryAfterSeconds?: number
    }
  /** Too many attempts on this identifier from everywhere: a link by email or a code by SMS was sent (if it has an account). */
  | { ok: false; code: 'challenge'; channel: 'email' | 'sms' }

/**
 * The wait before the next attempt under a key: none, the backoff after one or two failures,
 * or the lockout after three. Failures older than the last success do not count.
 */
export async function signInWait(db: Db, key: string, now = Date.now()) {
  const recent = await db
    .select({ at: signInAttempts.attemptedAt, success: signInAttempts.success })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.key, key), gt(signInAttempts.attemptedAt, new Date(now - SIGN_IN_LOCKOUT_MS))))
    .orderBy(desc(signInAttempts.attemptedAt))
    .limit(SIGN_IN_MAX_ATTEMPTS)
    .all()
  const failures = []
  for (const attempt of recent) {
    if (attempt.success) break
    failures.push(attempt.at.getTime())
  }
  if (failures.length === 0) return 0
  const last = failures[0]
  const wait = failures.length >= SIGN_IN_MAX_ATTEMPTS ? SIGN_IN_LOCKOUT_MS : SIGN_IN_BACKOFF_MS[failures.length - 1]
  return Math.max(0, last + wait - now)
}

/** The hashed identifier (typed email or phone), the part every sign-in key shares. */
export async function identifierHash(identifier: Identifier) {
  const value = identifier.email ? normalizeEmail(identifier.email) : normalizePhone(identifier.phone ?? '')
  return hashIdentifier(value)
}

/** The sign_in_attempts key of one identifier from one network (the backoff's key). */
export async function signInKey(identifier: Identifier, ipHash: string) {
  return `signin:${await identifierHash(identifier)}:${ipHash}`
}

const addressKey = (ipHash: string) => `signin-fail:ip:${ipHash}`
const accountKey = (idHash: string) => `signin-account:${idHash}`

export async function recordSignInAttempt(db: Db, identifier: Identifier, ipHash: string, success: boolean) {
  await db.insert(signInAttempts).values({ key: await signInKey(identifier, ipHash), success })
}

/** Forgets every network's backoff and the identifier's ceiling (after a password reset: old guesses are moot). */
export async function clearSignInLimits(db: Db, identifier: Identifier) {
  const idHash = await identifierHash(identifier)
  await Promise.all([
    // a range, not LIKE: D1 refuses LIKE patterns longer than 50 characters
    db.delete(signInAttempts).where(and(gte(signInAttempts.key, `signin:${idHash}:`), lt(signInAttempts.key, `signin:${idHash};`))),
    resetRateLimit(db, accountKey(idHash)),
  ])
}

// A real hash, so an unknown address costs the same PBKDF2 work as a known one.
let dummyHash: Promise<string> | null = null

export async function signInWithPassword(
  db: Db,
  request: Request,
  input: Identifier & { password: string },
  challenge: { queue: EmailQueue & SmsQueue; origin: string; locale: string },
): Promise<SignInResult> {
  const idHash = await identifierHash(input)
  const ipHash = await clientIpHash(request)
  const wait = await signInWait(db, await signInKey(input, ipHash))
  if (wait > 0) return { ok: false, code: 'too_many_attempts', retryAfterSeconds: Math.ceil(wait / 1000) }
  // both counters count this attempt before the password is checked (atomic under concurrent
  // requests); a success gives its hit back, so only failures and challenges stay counted
  const address = await checkRateLimit(db, addressKey(ipHash), SIGN_IN_ADDRESS_FAILURES, SIGN_IN_LOCKOUT_MS)
  if (!address.allowed) return { ok: false, code: 'too_many_attempts', retryAfterSeconds: address.retryAfter }
  const perAccount = await checkRateLimit(db, accountKey(idHash), SIGN_IN_ACCOUNT_CEILING, SIGN_IN_ACCOUNT_WINDOW_MS)
  if (!perAccount.allowed) return signInChallenge(db, request, input, challenge)
  const refund = () => Promise.all([refundRateLimit(db, addressKey(ipHash)), refundRateLimit(db, accountKey(idHash))])

  const account = await findAccount(db, input)
  dummyHash ??= hashPassword('haven-timing-equaliser')
  const valid = await verifyPassword(input.password, account?.passwordHash ?? (await dummyHash))
  if (!account || !valid) {
    await Promise.all([
      recordSignInAttempt(db, input, ipHash, false),
      logSecurityEvent(db, {
        eventType: 'FAILED_SIGNIN_ATTEMPT',
        userId: account?.id ?? null,
        severity: 'medium',
        ipHash,
        // the address is logged only when it belongs to an account; unknown ones are hashed
        metadata: {
          ...(account ? { email: account.email, phone: account.phone } : { identifierHash: idHash }),
          error: 'Invalid login credentials',
          timestamp: new Date().toISOString(),
        },
      }),
    ])
    return { ok: false, code: 'invalid_credentials' }
  }
  if (!(await mayUseAccount(db, account))) return { ok: false, code: 'account_suspended' }
  if (account.email && !account.emailVerifiedAt && !account.phoneVerifiedAt) {
    await Promise.all([recordSignInAttempt(db, input, ipHash, true), refund()])
    return { ok: false, code: 'email_not_confirmed' }
  }
  // a phone number proves itself with a code by SMS (sendPhoneCode / verifyPhoneCode) first
  if (!input.email && input.phone && !account.phoneVerifiedAt) {
    await Promise.all([recordSignInAttempt(db, input, ipHash, true), refund()])
    return { ok: false, code: 'phone_not_confirmed' }
  }
  await Promise.all([
    recordSignInAttempt(db, input, ipHash, true),
    refund(),
    db.update(accounts).set({ lastSignInAt: new Date() }).where(eq(accounts.id, account.id)),
    logSecurityEvent(db, {
      eventType: 'SUCCESSFUL_SIGNIN',
      userId: account.id,
      severity: 'info',
      ipHash,
      metadata: { email: account.email, phone: account.phone, timestamp: new Date().toISOString() },
    }),
  ])
  return { ok: true, account }
}

/**
 * The identifier had too many attempts from everywhere: no password is checked, and the answer
 * is the same whether or not it has an account (or the password was right). An email address
 * gets a one-time sign-in link, a phone number a sign-in code (both limited per target, silently).
 */
async function signInChallenge(
  db: Db,
  request: Request,
  input: Identifier,
  { queue, origin, locale }: { queue: EmailQueue & SmsQueue; origin: string; locale: string },
): Promise<SignInResult> {
  if (input.email) {
    await sendSignInLink(db, queue, input.email, origin, locale)
    return { ok: false, code: 'challenge', channel: 'email' }
  }
  // the code step's own limits (per number and network) apply; refused or not, the answer is the same
  await sendPhoneCode(db, queue, request, { phone: input.phone ?? '', locale })
  return { ok: false, code: 'challenge', channel: 'sms' }
}

// ---------------------------------------------------------------- security log

/** Writes a security event. Never fails the caller: a lost log line must not block a sign-in. */
export async function logSecurityEvent(
  db: Db,
  event: { eventType: string; userId: string | null; severity: Severity; metadata?: Record<string, unknown>; ipHash?: string | null },
) {
  try {
    await db.insert(securityEvents).values({
      id: crypto.randomUUID(),
      eventType: event.eventType,
      userId: event.userId,
      severity: event.severity,
      metadata: event.metadata ?? null,
      ipHash: event.ipHash ?? null,
    })
  } catch (error) {
    console.error('security event not stored', error)
  }
}

// ---------------------------------------------------------------- one-time tokens

export const TOKEN_TTL_MS: Partial<Record<AuthTokenPurpose, number>> = {
  email_verification: 24 * 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
  password_recovery: 60 * 60 * 1000,
  magic_link: 60 * 60 * 1000,
}

/**
 * Links that anyone can have sent to a member (recovery, sign-in link, confirmation): a new one
 * leaves the earlier live ones working, so a stranger's request cannot void the link the member
 * is about to open; using one voids the rest. An email change is the member's own request: the
 * newest replaces the earlier.
 */
const KEEPS_EARLIER: readonly AuthTokenPurpose[] = ['password_recovery', 'magic_link', 'email_verification']

/** Issues a one-time token for the account (earlier unused ones of the purpose: see KEEPS_EARLIER). */
export async function issueAuthToken(db: Db, accountId: string, purpose: AuthTokenPurpose, options: { newEmail?: string } = {}) {
  const token = randomToken(32)
  const now = Date.now()
  const insert = db.insert(authTokens).values({
    id: crypto.randomUUID(),
    tokenHash: await sha256Hex(token),
    accountId,
    purpose,
    newEmail: options.newEmail ?? null,
    expiresAt: new Date(now + (TOKEN_TTL_MS[purpose] ?? 60 * 60 * 1000)),
  })
  if (KEEPS_EARLIER.includes(purpose)) {
    await insert
    return token
  }
  await db.batch([
    db
      .update(authTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(authTokens.accountId, accountId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt))),
    insert,
  ])
  return token
}

/** Uses a one-time token: the account id if it was valid, unused and unexpired; it and its live siblings cannot be used again. */
export async function consumeAuthToken(db: Db, token: string, purposes: AuthTokenPurpose[]) {
  if (!token || token.length > 100) return null
  const hash = await sha256Hex(token)
  const now = new Date()
  const [used] = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(eq(authTokens.tokenHash, hash), inArray(authTokens.purpose, purposes), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)),
    )
    .returning({ accountId: authTokens.accountId, purpose: authTokens.purpose, newEmail: authTokens.newEmail })
  if (!used) return null
  // the other links of this purpose (KEEPS_EARLIER left them live) have served their purpose
  await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.accountId, used.accountId),
        eq(authTokens.purpose, used.purpose),
        isNull(authTokens.usedAt),
        ne(authTokens.tokenHash, hash),
      ),
    )
  return used
}

/** The account of a one-time token that is still usable, without using it (the reset page shows its form only then). */
export async function peekAuthToken(db: Db, token: string, purpose: AuthTokenPurpose): Promise<string | null> {
  if (!token || token.length > 100) return null
  const row = await db
    .select({ accountId: authTokens.accountId })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.tokenHash, await sha256Hex(token)),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    )
    .get()
  return row?.accountId ?? null
}

/** Marks the email verified after a verification link was used. */
export async function markEmailVerified(db: Db, accountId: string) {
  await db.update(accounts).set({ emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(accounts.id, accountId))
}

/** Sets a new password (already checked against the policy) and clears the sign-in limits of its identifiers. */
export async function setPassword(db: Db, account: Account, password: string) {
  await db
    .update(accounts)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(accounts.id, account.id))
  await Promise.all([
    account.email ? clearSignInLimits(db, { email: account.email }) : null,
    account.phone ? clearSignInLimits(db, { phone: account.phone }) : null,
  ])
}

/** Accounts matching an email or phone, for password recovery lookups that must not reveal existence. */
export async function findAccountForRecovery(db: Db, identifier: Identifier) {
  const account = await findAccount(db, identifier)
  return account && account.status === 'active' ? account : null
}

// ---------------------------------------------------------------- emails

type EmailQueue = Parameters<typeof enqueueEmail>[0]

/**
 * Emails that a stranger can have sent to an address (it did not ask): at most this many of a
 * kind per address and hour, whoever asks and from wherever. Past it nothing is sent and the
 * requester's answer does not change (decision 004: the answer never tells who is a member).
 */
export const UNASKED_EMAILS_PER_ADDRESS = 3
const UNASKED_EMAIL_WINDOW_MS = 60 * 60 * 1000
type UnaskedEmail = 'account_exists' | 'recovery' | 'sign_in_link' | 'verify' | 'email_change'

/** Counts one email of the kind to the address; false once its budget is spent (then send nothing). */
async function withinEmailBudget(db: Db, kind: UnaskedEmail, email: string) {
  const limit = await checkRateLimit(
    db,
    `mail:${kind}:${await hashIdentifier(normalizeEmail(email))}`,
    UNASKED_EMAILS_PER_ADDRESS,
    UNASKED_EMAIL_WINDOW_MS,
  )
  return limit.allowed
}

/** Sends (through the EMAILS queue) the link that confirms the account's email address, within its budget per address. */
export async function sendVerificationEmail(db: Db, queue: EmailQueue, account: Account, origin: string, locale: string) {
  if (!account.email) return
  if (!(await withinEmailBudget(db, 'verify', account.email))) return
  const token = await issueAuthToken(db, account.id, 'email_verification')
  await enqueueEmail(queue, {
    template: 'verify_email',
    to: account.email,
    locale,
    data: { verifyUrl: `${origin}/auth/verify?token=${encodeURIComponent(token)}` },
  })
}

/** Tells the owner of an address that a sign-up was tried with it (no second account, no reveal), within its budget. */
export async function sendAccountExistsEmail(db: Db, queue: EmailQueue, email: string, origin: string, locale: string) {
  if (!(await withinEmailBudget(db, 'account_exists', email))) return
  await enqueueEmail(queue, {
    template: 'account_exists',
    to: normalizeEmail(email),
    locale,
    data: { signInUrl: `${origin}/auth`, resetUrl: `${origin}/auth?mode=forgot` },
  })
}

/**
 * Starts a change of the account's email: a confirmation link goes to the NEW address, and the
 * address changes only when it is opened. A new address that belongs to another account gets
 * the 'account exists' email instead and the answer is the same, so nobody learns who is a member.
 */
export async function requestEmailChange(
  db: Db,
  queue: EmailQueue,
  account: Account,
  newEmail: string,
  origin: string,
  locale: string,
): Promise<{ ok: true; newEmail: string } | { ok: false; code: 'same_email' }> {
  const email = normalizeEmail(newEmail)
  if (email === account.email) return { ok: false, code: 'same_email' }
  if (await findAccount(db, { email })) {
    await sendAccountExistsEmail(db, queue, email, origin, locale)
    return { ok: true, newEmail: email }
  }
  // a member cannot flood someone else's inbox either: past the budget the answer is the same, nothing is sent
  if (!(await withinEmailBudget(db, 'email_change', email))) return { ok: true, newEmail: email }
  const token = await issueAuthToken(db, account.id, 'email_change', { newEmail: email })
  await enqueueEmail(queue, {
    template: 'email_change',
    to: email,
    locale,
    data: { confirmUrl: `${origin}/auth/verify?token=${encodeURIComponent(token)}` },
  })
  await logSecurityEvent(db, { eventType: 'EMAIL_CHANGE_REQUESTED', userId: account.id, severity: 'medium' })
  return { ok: true, newEmail: email }
}

/**
 * Applies a confirmed email change (the link in the new inbox was opened): the new address
 * becomes the sign-in address, confirmed; the old address is told, in case it was not the member.
 */
export async function applyEmailChange(db: Db, queue: EmailQueue, accountId: string, newEmail: string, origin: string, locale: string) {
  const account = await getAccount(db, accountId)
  if (!account) return { ok: false as const, code: 'not_found' as const }
  const email = normalizeEmail(newEmail)
  // taken in the meantime (another sign-up confirmed it first)
  if (await findAccount(db, { email })) return { ok: false as const, code: 'taken' as const }
  try {
    await db.update(accounts).set({ email, emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(accounts.id, accountId))
  } catch (error) {
    if (String(error).includes('UNIQUE')) return { ok: false as const, code: 'taken' as const }
    throw error
  }
  if (account.email) {
    await enqueueEmail(queue, {
      template: 'email_changed',
      to: account.email,
      locale,
      data: { contactUrl: `${origin}/contact?subject=safety` },
    })
  }
  await logSecurityEvent(db, { eventType: 'EMAIL_CHANGED', userId: accountId, severity: 'medium' })
  return { ok: true as const }
}

/**
 * Sends a password-reset link when the address belongs to an active account; silent otherwise,
 * and past the address's budget (counted whether or not it has an account). Earlier links stay valid.
 */
export async function sendRecoveryEmail(db: Db, queue: EmailQueue, email: string, origin: string, locale: string) {
  if (!(await withinEmailBudget(db, 'recovery', email))) return
  const account = await findAccountForRecovery(db, { email })
  if (!account?.email) return
  const token = await issueAuthToken(db, account.id, 'password_recovery')
  await enqueueEmail(queue, {
    template: 'password_recovery',
    to: account.email,
    locale,
    data: { resetUrl: `${origin}/auth/reset?token=${encodeURIComponent(token)}` },
  })
}

/**
 * The sign-in challenge's email: a one-time link that signs the member in (/auth/verify), sent
 * when the address belongs to an active account and within its budget; silent otherwise.
 */
export async function sendSignInLink(db: Db, queue: EmailQueue, email: string, origin: string, locale: string) {
  if (!(await withinEmailBudget(db, 'sign_in_link', email))) return
  const account = await findAccountForRecovery(db, { email })
  if (!account?.email) return
  const token = await issueAuthToken(db, account.id, 'magic_link')
  await enqueueEmail(queue, {
    template: 'sign_in_link',
    to: account.email,
    locale,
    data: { signInUrl: `${origin}/auth/verify?token=${encodeURIComponent(token)}` },
  })
  await logSecurityEvent(db, { eventType: 'SIGN_IN_CHALLENGE', userId: account.id, severity: 'high', metadata: { via: 'email_link' } })
}

/** A sign-in with the challenge's link (already used): the link proves the inbox, as a verification link does. */
export async function recordLinkSignIn(db: Db, request: Request, account: Account) {
  const now = new Date()
  await Promise.all([
    db
      .update(accounts)
      .set({ lastSignInAt: now, ...(account.emailVerifiedAt ? {} : { emailVerifiedAt: now, updatedAt: now }) })
      .where(eq(accounts.id, account.id)),
    logSecurityEvent(db, {
      eventType: 'SUCCESSFUL_SIGNIN',
      userId: account.id,
      severity: 'info',
      ipHash: await clientIpHash(request),
      metadata: { email: account.email, method: 'email_link', timestamp: now.toISOString() },
    }),
  ])
}

// ---------------------------------------------------------------- phone codes (SMS)

/** A phone code lives 10 minutes; 5 wrong tries and it is dead. */
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000
export const PHONE_CODE_MAX_WRONG = 5
/** Codes sent per phone number and per network address within PHONE_CODE_SEND_WINDOW_MS. */
export const PHONE_CODE_SENDS_PER_PHONE = 5
export const PHONE_CODE_SENDS_PER_IP = 10
export const PHONE_CODE_SEND_WINDOW_MS = 60 * 60 * 1000
/** Code checks per network address in 10 minutes, across any numbers. */
const PHONE_CODE_CHECKS_PER_IP = 30

/** A uniformly random 6-digit code (rejection sampling, so no digit is likelier than another). */
export function randomPhoneCode() {
  const buffer = new Uint32Array(1)
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000
  for (;;) {
    crypto.getRandomValues(buffer)
    if (buffer[0] < limit) return String(buffer[0] % 1_000_000).padStart(6, '0')
  }
}

/** The stored form of a code: salted with its row id, so equal codes never share a hash. */
export function phoneCodeHash(tokenId: string, code: string) {
  return sha256Hex(`otp:${tokenId}:${code}`)
}

type SmsQueue = Parameters<typeof enqueueSms>[0]

export type SendPhoneCodeResult = { ok: true; sent: boolean } | { ok: false; code: 'too_many_requests'; retryAfterSeconds: number }

/**
 * Sends a new 6-digit code by SMS to the phone number of an active account (earlier codes stop
 * working). Limited per phone number and per network address; the limits count whether or not
 * the number has an account, and the answer says nothing about it (`sent` is for the caller's
 * logs and tests only, never for the member).
 */
export async function sendPhoneCode(
  db: Db,
  queue: SmsQueue,
  request: Request,
  input: { phone: string; locale: string; account?: Account | null },
): Promise<SendPhoneCodeResult> {
  const phone = normalizePhone(input.phone)
  const limited = await phoneSendLimit(db, request, phone)
  if (limited) return limited
  const account = input.account !== undefined ? input.account : await findAccount(db, { phone })
  if (!account || account.status !== 'active' || account.phone !== phone) return { ok: true, sent: false }

  const code = randomPhoneCode()
  const id = crypto.randomUUID()
  const now = Date.now()
  await db.batch([
    db
      .update(authTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(authTokens.accountId, account.id), eq(authTokens.purpose, 'otp'), isNull(authTokens.usedAt))),
    db.insert(authTokens).values({
      id,
      tokenHash: await phoneCodeHash(id, code),
      accountId: account.id,
      purpose: 'otp',
      expiresAt: new Date(now + PHONE_CODE_TTL_MS),
    }),
  ])
  await enqueueSms(queue, { template: 'verify_phone', to: phone, locale: input.locale, data: { code } })
  return { ok: true, sent: true }
}

/**
 * A sign-up with a phone number that already has an account: its owner gets an SMS saying so
 * (the form answers as for a new number, so nobody learns who is a member). Counts against the
 * same per-number and per-address limits as codes, so it cannot be used to flood a phone.
 */
export async function sendAccountExistsSms(
  db: Db,
  queue: SmsQueue,
  request: Request,
  rawPhone: string,
  origin: string,
  locale: string,
): Promise<SendPhoneCodeResult> {
  const phone = normalizePhone(rawPhone)
  const limited = await phoneSendLimit(db, request, phone)
  if (limited) return limited
  await enqueueSms(queue, { template: 'account_exists', to: phone, locale, data: { signInUrl: `${origin}/auth?method=phone` } })
  return { ok: true, sent: true }
}

/** The per-number and per-address budget of SMS sends; null while within it. */
async function phoneSendLimit(db: Db, request: Request, phone: string) {
  const [byPhone, byIp] = await Promise.all([
    checkRateLimit(db, `sms:phone:${await hashIdentifier(phone)}`, PHONE_CODE_SENDS_PER_PHONE, PHONE_CODE_SEND_WINDOW_MS),
    checkRateLimit(db, `sms:ip:${await clientIpHash(request)}`, PHONE_CODE_SENDS_PER_IP, PHONE_CODE_SEND_WINDOW_MS),
  ])
  if (byPhone.allowed && byIp.allowed) return null
  return { ok: false as const, code: 'too_many_requests' as const, retryAfterSeconds: Math.max(byPhone.retryAfter, byIp.retryAfter) }
}

export type VerifyPhoneCodeResult =
  | { ok: true; account: Account; newlyVerified: boolean }
  | { ok: false; code: 'invalid_code' | 'expired_code' | 'account_suspended' | 'too_many_attempts'; retryAfterSeconds?: number }

/**
 * Checks a code sent by SMS. Each check of a live code counts first (one atomic counter per
 * code), so of any number of concurrent guesses at most PHONE_CODE_MAX_WRONG are compared; the
 * next one kills the code. A right code is used once, marks the phone verified and counts as a
 * successful sign-in. An unknown number answers like an expired code.
 */
export async function verifyPhoneCode(db: Db, request: Request, input: { phone: string; code: string }): Promise<VerifyPhoneCodeResult> {
  const phone = normalizePhone(input.phone)
  const code = input.code.replace(/\s/g, '')
  const ipHash = await clientIpHash(request)
  const byIp = await checkRateLimit(db, `otp-check:ip:${ipHash}`, PHONE_CODE_CHECKS_PER_IP, PHONE_CODE_TTL_MS)
  if (!byIp.allowed) return { ok: false, code: 'too_many_attempts', retryAfterSeconds: byIp.retryAfter }

  const account = await findAccount(db, { phone })
  const live = account
    ? await db
        .select()
        .from(authTokens)
        .where(
          and(
            eq(authTokens.accountId, account.id),
            eq(authTokens.purpose, 'otp'),
            isNull(authTokens.usedAt),
            gt(authTokens.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(authTokens.createdAt))
        .get()
    : undefined
  if (!account || !live) return { ok: false, code: 'expired_code' }

  const tries = await checkRateLimit(db, `otp-try:${live.id}`, PHONE_CODE_MAX_WRONG, PHONE_CODE_TTL_MS)
  if (!tries.allowed) {
    // the code has had its chances
    await db.update(authTokens).set({ usedAt: new Date() }).where(eq(authTokens.id, live.id))
    return { ok: false, code: 'expired_code' }
  }
  const right = /^\d{6}$/.test(code) && (await phoneCodeHash(live.id, code)) === live.tokenHash
  if (!right) {
    await logSecurityEvent(db, {
      eventType: 'FAILED_OTP_ATTEMPT',
      userId: account.id,
      severity: 'medium',
      ipHash,
      metadata: { phone: account.phone, triesLeft: tries.remaining, timestamp: new Date().toISOString() },
    })
    if (tries.remaining === 0) {
      await db.update(authTokens).set({ usedAt: new Date() }).where(eq(authTokens.id, live.id))
      return { ok: false, code: 'expired_code' }
    }
    return { ok: false, code: 'invalid_code' }
  }
  // used once: of two requests with the right code, one wins
  const used = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(authTokens.id, live.id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id })
  if (used.length === 0) return { ok: false, code: 'expired_code' }
  if (!(await mayUseAccount(db, account))) return { ok: false, code: 'account_suspended' }

  const now = new Date()
  const newlyVerified = !account.phoneVerifiedAt
  await Promise.all([
    db
      .update(accounts)
      .set({ ...(newlyVerified ? { phoneVerifiedAt: now } : {}), lastSignInAt: now, updatedAt: now })
      .where(eq(accounts.id, account.id)),
    recordSignInAttempt(db, { phone }, ipHash, true),
    logSecurityEvent(db, {
      eventType: 'SUCCESSFUL_SIGNIN',
      userId: account.id,
      severity: 'info',
      ipHash,
      metadata: { phone: account.phone, method: 'sms_code', timestamp: now.toISOString() },
    }),
  ])
  return { ok: true, account: (await getAccount(db, account.id)) ?? account, newlyVerified }
}

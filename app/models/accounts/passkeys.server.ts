import { and, asc, count, eq, gt, lt } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { accounts, passkeys, profiles, userPasskeyEnrollment, webauthnChallenges, type Passkey } from '~/db/schema'
import type { PasskeySummary } from './passkeys'

/**
 * Passkeys (WebAuthn credentials), their one-time challenges and the spec's
 * user_passkey_enrollment flag. The WebAuthn ceremony itself lives in workers/api/passkeys.ts.
 *
 * A challenge row's id IS the challenge (random, base64url), so the verification step finds it
 * from the challenge the authenticator signed (in clientDataJSON) without any extra state in
 * the browser. Challenges live 5 minutes and are deleted when used: a replay finds nothing.
 */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60 * 1000
export { PASSKEY_NAME_MAX } from './passkeys'
export const PASSKEY_DEVICE_NAME = 'WebAuthn Device'

export type ChallengePurpose = 'registration' | 'authentication'

/** Stores a fresh challenge (bound to the account for enrollment) and prunes expired ones. */
export async function storeChallenge(db: Db, challenge: string, purpose: ChallengePurpose, accountId: string | null, now = Date.now()) {
  await db.batch([
    db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date(now))),
    db.insert(webauthnChallenges).values({
      id: challenge,
      challenge,
      purpose,
      accountId,
      expiresAt: new Date(now + WEBAUTHN_CHALLENGE_TTL_MS),
    }),
  ])
}

/**
 * Takes a challenge for one use: deletes it and returns it when it exists, has this purpose, is
 * unexpired and (for enrollment) belongs to the account. Null otherwise. The conditional DELETE
 * is atomic, so two verifications racing with one challenge cannot both win.
 */
export async function consumeChallenge(db: Db, challenge: string, purpose: ChallengePurpose, accountId: string | null, now = Date.now()) {
  const conditions = [
    eq(webauthnChallenges.id, challenge),
    eq(webauthnChallenges.purpose, purpose),
    gt(webauthnChallenges.expiresAt, new Date(now)),
  ]
  if (accountId) conditions.push(eq(webauthnChallenges.accountId, accountId))
  const rows = await db
    .delete(webauthnChallenges)
    .where(and(...conditions))
    .returning({ challenge: webauthnChallenges.challenge })
  return rows[0]?.challenge ?? null
}

/** What the registration options need to know about the member. */
export async function enrollmentSubject(db: Db, accountId: string) {
  return (
    (await db
      .select({ id: accounts.id, email: accounts.email, phone: accounts.phone, displayName: profiles.displayName })
      .from(accounts)
      .leftJoin(profiles, eq(profiles.userId, accounts.id))
      .where(eq(accounts.id, accountId))
      .get()) ?? null
  )
}

export async function getPasskey(db: Db, id: string): Promise<Passkey | null> {
  return (await db.select().from(passkeys).where(eq(passkeys.id, id)).get()) ?? null
}

/** The member's credentials for excludeCredentials (no second registration on one authenticator). */
export async function passkeyDescriptors(db: Db, accountId: string) {
  return db.select({ id: passkeys.id, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.accountId, accountId)).all()
}

export async function countPasskeys(db: Db, accountId: string) {
  const row = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.accountId, accountId)).get()
  return row?.n ?? 0
}

function summary(row: Pick<Passkey, 'id' | 'name' | 'createdAt' | 'lastUsedAt' | 'deviceType' | 'backedUp'>): PasskeySummary {
  return {
    id: row.id,
    name: row.name ?? 'Passkey',
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    deviceType: row.deviceType ?? null,
    backedUp: row.backedUp,
  }
}

/** The member's passkeys, oldest first, shaped for the settings list (usable in a route loader). */
export async function listPasskeys(db: Db, accountId: string): Promise<PasskeySummary[]> {
  const rows = await db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
      deviceType: passkeys.deviceType,
      backedUp: passkeys.backedUp,
    })
    .from(passkeys)
    .where(eq(passkeys.accountId, accountId))
    .orderBy(asc(passkeys.createdAt))
    .all()
  return rows.map(summary)
}

/** The spec's flag: select is_enrolled by user_id; a missing row means not enrolled. */
export async function isPasskeyEnrolled(db: Db, accountId: string) {
  const row = await db
    .select({ isEnrolled: userPasskeyEnrollment.isEnrolled })
    .from(userPasskeyEnrollment)
    .where(eq(userPasskeyEnrollment.userId, accountId))
    .get()
  return row?.isEnrolled ?? false
}

/** Upsert on user_id (device_name is always the spec's 'WebAuthn Device'). */
function enrollmentUpsert(db: Db, accountId: string, isEnrolled: boolean, now: Date) {
  return db
    .insert(userPasskeyEnrollment)
    .values({ userId: accountId, isEnrolled, enrolledAt: isEnrolled ? now : null, deviceName: PASSKEY_DEVICE_NAME, updatedAt: now })
    .onConflictDoUpdate({
      target: userPasskeyEnrollment.userId,
      set: isEnrolled
        ? { isEnrolled: true, enrolledAt: now, deviceName: PASSKEY_DEVICE_NAME, updatedAt: now }
        : { isEnrolled: false, updatedAt: now },
    })
}

export async function setPasskeyEnrolled(db: Db, accountId: string, isEnrolled: boolean) {
  await enrollmentUpsert(db, accountId, isEnrolled, new Date())
}

export type NewPasskey = {
  id: string
  accountId: string
  publicKey: Uint8Array<ArrayBuffer>
  counter: number
  transports: string[] | null
  deviceType: 'singleDevice' | 'multiDevice'
  backedUp: boolean
  name: string
}

/** Stores a verified credential and marks the member enrolled, in one batch. False if the id exists. */
export async function savePasskey(db: Db, passkey: NewPasskey): Promise<PasskeySummary | null> {
  if (await getPasskey(db, passkey.id)) return null
  const now = new Date()
  const [inserted] = await db.batch([
    db
      .insert(passkeys)
      .values({ ...passkey, createdAt: now })
      .returning(),
    enrollmentUpsert(db, passkey.accountId, true, now),
  ])
  return inserted[0] ? summary(inserted[0]) : null
}

/** After a verified sign-in: the authenticator's new signature counter and the time of use. */
export async function recordPasskeyUse(db: Db, passkey: Pick<Passkey, 'id' | 'accountId'>, counter: number) {
  const now = new Date()
  await db.batch([
    db.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, passkey.id)),
    db.update(accounts).set({ lastSignInAt: now }).where(eq(accounts.id, passkey.accountId)),
  ])
}

/** Renames one of the member's passkeys; null when it is not theirs (or does not exist). */
export async function renamePasskey(db: Db, accountId: string, id: string, name: string) {
  const rows = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.accountId, accountId)))
    .returning()
  return rows[0] ? summary(rows[0]) : null
}

/**
 * Removes one of the member's passkeys. Null when it is not theirs; otherwise whether the member
 * still has a passkey (the enrollment flag goes false with the last one).
 */
export async function deletePasskey(db: Db, accountId: string, id: string): Promise<{ isEnrolled: boolean } | null> {
  const deleted = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.accountId, accountId)))
    .returning({ id: passkeys.id })
  if (deleted.length === 0) return null
  const remaining = await countPasskeys(db, accountId)
  if (remaining === 0) await setPasskeyEnrolled(db, accountId, false)
  return { isEnrolled: remaining > 0 }
}

/** Known authenticators by AAGUID, for a friendlier default name than 'Passkey N'. */
const AUTHENTICATOR_NAMES: Record<string, string> = {
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'Google Password Manager',
  'adce0002-35bc-c60a-648b-0b25f1f05503': 'Chrome on Mac',
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'iCloud Keychain',
  'dd4ec289-e01d-41c9-bb89-70fa845d4bf2': 'iCloud Keychain',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'Windows Hello',
  '9ddd1817-af5a-4672-a2b9-3e3dd95000a9': 'Windows Hello',
  '6028b017-b1d4-4c02-b4b3-afcdafc96bb2': 'Windows Hello',
  'bada5566-a7aa-401f-bd96-45619a55120d': '1Password',
  'd548826e-79b4-db40-a3d8-11116f7e8349': 'Bitwarden',
  '531126d6-e717-415c-9320-3d9aa6981239': 'Dashlane',
  '53414d53-554e-4700-0000-000000000000': 'Samsung Pass',
}

/** The authenticator's name when known, else 'Passkey N' (N = the member's count after this one). */
export async function defaultPasskeyName(db: Db, accountId: string, aaguid: string) {
  return AUTHENTICATOR_NAMES[aaguid.toLowerCase()] ?? `Passkey ${(await countPasskeys(db, accountId)) + 1}`
}

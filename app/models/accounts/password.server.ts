import { fromBase64, timingSafeEqual, toBase64 } from '~/utils/crypto'

/**
 * Password hashes: PBKDF2-SHA-256 through WebCrypto with a per-user 16-byte salt.
 * workerd allows at most 100 000 iterations. Stored as `pbkdf2-sha256$iterations$salt$hash`
 * so the cost can be raised later and old hashes still verify.
 */
export const PBKDF2_ITERATIONS = 100_000
const ALGORITHM = 'pbkdf2-sha256'

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password.normalize('NFKC')), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256)
  return new Uint8Array(bits)
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const hash = await derive(password, salt, PBKDF2_ITERATIONS)
  return `${ALGORITHM}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false
  const [algorithm, iterations, salt, hash] = stored.split('$')
  if (algorithm !== ALGORITHM || !salt || !hash) return false
  const count = Number(iterations)
  if (!Number.isInteger(count) || count < 1 || count > PBKDF2_ITERATIONS) return false
  const candidate = await derive(password, fromBase64(salt), count)
  return timingSafeEqual(toBase64(candidate), hash)
}

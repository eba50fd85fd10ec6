/**
 * True when a statement failed on a UNIQUE or PRIMARY KEY constraint (SQLite words both
 * 'UNIQUE constraint failed'). drizzle wraps D1's error (DrizzleQueryError, whose own message is
 * the query), so the chain of causes is searched, not only the outer message.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (String((e as { message?: unknown }).message ?? e).includes('UNIQUE constraint failed')) return true
  }
  return false
}

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

/**
 * True when a statement failed on a CHECK or FOREIGN KEY constraint: a guarded write that found
 * its row changed (the market's stock reservation makes a short stock fail its CHECK, so the
 * whole batch rolls back).
 */
export function isConstraintViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (/(CHECK|FOREIGN KEY|NOT NULL) constraint failed/.test(String((e as { message?: unknown }).message ?? e))) return true
  }
  return false
}

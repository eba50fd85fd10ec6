/**
 * The audit screen's compact change: the keys a row changed, each with its value before and
 * after. With both sides, the keys of `after` whose value differs (a key only `before` names was
 * not written); a creation lists what it wrote, a removal what was there.
 */
export type AuditChange = { key: string; before: string | null; after: string | null }

const MAX = 80

/** A value as one short line: text as it is, anything else as JSON; null and absent as null. */
export function shortValue(value: unknown): string | null {
  if (value === undefined || value === null) return null
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text
}

export function auditChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditChange[] {
  if (!before && !after) return []
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
  const keys = after ? Object.keys(after).filter((key) => !before || !same(before[key], after[key])) : Object.keys(before!)
  return keys.map((key) => ({ key, before: shortValue(before?.[key]), after: shortValue(after?.[key]) }))
}

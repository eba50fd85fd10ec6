import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'

/**
 * Password rules: at least 10 characters, at most 200, and not guessable. zxcvbn scores the
 * password against ~40 000 common passwords, names, keyboard rows, repeats, sequences and dates
 * (and the member's own email and name); anything under score 3 is refused with its reasons.
 * Reasons are i18n keys under `auth:password.reasons.*`, so the member reads them in their language.
 */
export const PASSWORD_MIN_LENGTH = 10
export const PASSWORD_MAX_LENGTH = 200
const MIN_SCORE = 3

let zxcvbn: ZxcvbnFactory | null = null
function estimator() {
  // built on first use: the dictionaries are large and most requests never need them
  zxcvbn ??= new ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs })
  return zxcvbn
}

export type PasswordCheck = { ok: true } | { ok: false; reasons: string[] }

export function checkPassword(password: string, userInputs: (string | null | undefined)[] = []): PasswordCheck {
  if (password.length < PASSWORD_MIN_LENGTH) return { ok: false, reasons: ['auth:password.reasons.tooShort'] }
  if (password.length > PASSWORD_MAX_LENGTH) return { ok: false, reasons: ['auth:password.reasons.tooLong'] }
  const inputs = userInputs.flatMap((value) => (value ? [value, ...value.toLowerCase().split(/[@.\s_-]+/)] : []))
  const result = estimator().check(
    password,
    inputs.filter((v) => v.length >= 3),
  )
  if (result.score >= MIN_SCORE) return { ok: true }
  const reasons = [
    result.feedback.warning ? `auth:password.reasons.${result.feedback.warning}` : 'auth:password.reasons.guessable',
    ...result.feedback.suggestions.map((key) => `auth:password.suggestions.${key}`),
  ]
  return { ok: false, reasons: [...new Set(reasons)] }
}

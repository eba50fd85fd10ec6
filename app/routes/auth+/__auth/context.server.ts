/** What every intent of the /auth action works with. */
import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import type { Db } from '~/db/client'
import type { Language } from '~/i18n/config'

export type AuthContext = {
  db: Db
  env: ActionFunctionArgs['context']['cloudflare']['env']
  request: Request
  form: FormData
  /** For the links in emails and SMS. */
  origin: string
  /** The reader's language: emails, SMS and a new account's profile use it. */
  language: Language
}

/** Secrets never travel back to the page in a refusal's values. */
export const SECRET_FIELDS = ['password', 'confirmPassword']

/** Per network address and hour. */
export const SIGN_UP_LIMIT = { count: 10, windowMs: 60 * 60 * 1000 }
export const RECOVERY_LIMIT = { count: 5, windowMs: 60 * 60 * 1000 }

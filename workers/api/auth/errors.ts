import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Resources } from '~/i18n/locales/en'
import { errorTranslator, type ErrorKey } from '../errors'

/** Message keys of the token API, under `errors:tokenApi.*`. */
export type TokenApiMessage = keyof Resources['errors']['tokenApi']

/**
 * A GoTrue-style error: `error` is the OAuth error (token endpoint) or the stable code,
 * `error_description` and `msg` the translated message, `code`/`error_code` the stable code.
 */
export async function authError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: TokenApiMessage,
  options: { oauthError?: string; values?: Record<string, unknown>; extra?: Record<string, unknown> } = {},
) {
  const t = await errorTranslator(c.req.raw)
  const text = tokenApiText(t, message, options.values)
  return c.json({ error: options.oauthError ?? code, error_description: text, msg: text, code, error_code: code, ...options.extra }, status)
}

type Translate = Awaited<ReturnType<typeof errorTranslator>>

export function tokenApiText(t: Translate, message: TokenApiMessage, values?: Record<string, unknown>) {
  let text = t(`tokenApi.${message}`)
  // errorTranslator takes no interpolation values: fill {{name}} here
  if (values) for (const [name, value] of Object.entries(values)) text = text.replaceAll(`{{${name}}}`, String(value))
  return text
}

/** The same shape outside Hono (the Worker's runaway protection), with a message of `errors`. */
export async function authErrorResponse(request: Request, status: number, code: string, message: ErrorKey) {
  const text = (await errorTranslator(request))(message)
  return Response.json({ error: code, error_description: text, msg: text, code, error_code: code }, { status })
}

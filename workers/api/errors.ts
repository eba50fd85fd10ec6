import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Resources } from '~/i18n/locales/en'
import { serverI18n, getLanguage } from '../from-build'
import { parseMessage } from '~/utils/messages'

export type ErrorKey = keyof Resources['errors']

/**
 * Translates error messages into the request's language (stored choice, then Accept-Language):
 * keys of the `errors` namespace, or any namespaced key with values (app/utils/messages.ts).
 */
export async function errorTranslator(request: Request) {
  const i18n = await serverI18n(await getLanguage(request))
  return (text: string) => {
    const { key, values } = parseMessage(text)
    return i18n.t(key, { ns: 'errors', defaultValue: key, ...values })
  }
}

/** A JSON error `{ error, code }` whose message is translated; `code` stays stable for clients. */
export async function jsonError(c: Context, status: ContentfulStatusCode, code: ErrorKey, extra: Record<string, unknown> = {}) {
  const t = await errorTranslator(c.req.raw)
  return c.json({ error: t(code), code, ...extra }, status)
}

/** The same for code outside Hono (party routing): a plain Response. */
export async function errorResponse(request: Request, status: number, code: ErrorKey) {
  const t = await errorTranslator(request)
  return Response.json({ error: t(code), code }, { status })
}

import type { Context } from 'hono'
import type { z } from 'zod'
import { errorTranslator, jsonError } from './errors'

/**
 * Parses a JSON or form body with a zod schema. Schema messages are keys of the `errors`
 * namespace (e.g. 'invalidEmail'), translated here. Returns the data, or a 400 (unreadable)
 * or 422 (invalid) response with field messages: bad input is never a 500.
 */
export async function parseBody<S extends z.ZodTypeAny>(
  c: Context,
  schema: S,
): Promise<{ data: z.infer<S>; error?: undefined } | { data?: undefined; error: Response }> {
  let raw: unknown
  try {
    const type = c.req.header('content-type') ?? ''
    raw = type.includes('application/json') ? await c.req.json() : Object.fromEntries(await c.req.formData())
  } catch {
    return { error: await jsonError(c, 400, 'unreadableBody') }
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const t = await errorTranslator(c.req.raw)
    const fields = Object.fromEntries(
      Object.entries(parsed.error.flatten().fieldErrors as Record<string, string[]>).map(([field, keys]) => [field, keys.map(t)]),
    )
    return { error: await jsonError(c, 422, 'invalidInput', { fields }) }
  }
  return { data: parsed.data }
}

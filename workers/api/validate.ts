import type { Context } from 'hono'
import type { z } from 'zod'

/**
 * Parses a JSON or form body with a zod schema. Returns the data, or a 400/422 response
 * with field messages: a malformed body is the client's error, never a 500.
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
    return { error: c.json({ error: 'The request body could not be read' }, 400) }
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    return { error: c.json({ error: 'Invalid input', fields: parsed.error.flatten().fieldErrors }, 422) }
  }
  return { data: parsed.data }
}

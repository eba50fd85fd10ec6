import type { AppLoadContext } from '@remix-run/cloudflare'
import type { z } from 'zod'
import { requireUser, type CurrentUser } from './permissions.server'

/**
 * One shape for the actions whose forms name an `intent` (crews, posts, friends, blocks; decision
 * 038). In order: the form is read once (an unreadable body is an empty form), a visitor is sent
 * to sign in and back (requireUser), the intent is looked up among the action's own, and its
 * fields are checked with that intent's zod schema; only then does the action run, with the
 * member and the parsed fields. Each action answers a refusal in its own shape (its page reads
 * it), through its `invalid`. The Origin is not checked here: workers/app.ts refuses every
 * cross-site post before Remix (sameSiteOnly).
 */

/** A posted form's text fields: the first value of each name (files are left out). */
export type FormFields = Record<string, string>

type IntentSchemas = Record<string, z.ZodTypeAny>

/** The intent the form named, with its fields as its schema parsed them. */
export type IntentInput<S extends IntentSchemas> = { [K in keyof S & string]: { intent: K; data: z.output<S[K]> } }[keyof S & string]

export type IntentActionSpec<S extends IntentSchemas, Answer> = {
  /** One schema per intent the action takes (the form's field `intent`). */
  intents: S
  /** Where a visitor comes back to after signing in (a same-site path), from the form's fields. */
  redirectTo: (fields: FormFields) => string
  /**
   * The answer to a form that names no intent of the action (`intent` null) or whose fields its
   * intent's schema refuses (`issue`: the first problem).
   */
  invalid: (intent: (keyof S & string) | null, issue: z.ZodIssue | undefined, fields: FormFields) => Answer | Promise<Answer>
  /** The intent, for the member. */
  run: (input: IntentInput<S>, user: CurrentUser, fields: FormFields) => Answer | Promise<Answer>
}

export async function intentAction<S extends IntentSchemas, Answer>(
  request: Request,
  context: AppLoadContext,
  spec: IntentActionSpec<S, Answer>,
): Promise<Answer> {
  const form = await request.formData().catch(() => null)
  const fields = form ? formFields(form) : {}
  const user = await requireUser(request, context, { redirectTo: spec.redirectTo(fields) })
  const intent = fields.intent
  if (intent === undefined || !Object.hasOwn(spec.intents, intent)) return spec.invalid(null, undefined, fields)
  const parsed = spec.intents[intent]!.safeParse(fields)
  if (!parsed.success) return spec.invalid(intent, parsed.error.issues[0], fields)
  return spec.run({ intent, data: parsed.data } as IntentInput<S>, user, fields)
}

/** The form's text fields, the first value of each name. */
export function formFields(form: FormData): FormFields {
  const fields: FormFields = {}
  for (const [name, value] of form) if (typeof value === 'string' && !Object.hasOwn(fields, name)) fields[name] = value
  return fields
}

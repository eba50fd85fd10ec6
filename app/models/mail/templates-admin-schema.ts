/**
 * The forms of /admin/email-templates/{key}/{locale} (issue 41), one zod schema per form, for the
 * browser (Conform) and the server alike. Messages are i18n keys of the admin namespace.
 * Browser-safe: the queries are in ./templates-admin.server.ts, the limits and the list's search
 * in ./templates-admin-query.ts (no zod, for the list page).
 *
 * The editor's schema depends on the template: its {{variables}} must be among the key's known
 * ones (the loader sends them, so the browser checks what the server checks).
 */
import { z } from 'zod'
import { message } from '~/utils/messages'
import { EMAIL_TEMPLATE_LIMITS } from './templates-admin-query'

export {
  EMAIL_TEMPLATE_KEY_PATTERN,
  EMAIL_TEMPLATE_LIMITS,
  parseEmailTemplateSearch,
  type TemplateLanguageState,
} from './templates-admin-query'

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g

/** The {{names}} a text uses, in order of first use. */
export function variablesIn(source: string): string[] {
  return [...new Set([...source.matchAll(PLACEHOLDER)].map((m) => m[1]!))]
}

/**
 * Why an HTML body is unsafe to send, or null: a script (or a frame, object, embed, base, meta,
 * link, form), an on… event attribute, or a javascript:/vbscript:/data: URL (entities and
 * spaces inside the scheme decoded first, as browsers read them). Refused, never rewritten: the
 * admin sees what goes out.
 */
export function unsafeHtmlReason(html: string): 'script' | 'handler' | 'url' | null {
  if (/<\s*\/?\s*(script|iframe|frame|frameset|object|embed|base|meta|link|form|svg|math)\b/i.test(html)) return 'script'
  if (/<[^>]*[\s/"'](on[a-z]+)\s*=/i.test(html)) return 'handler'
  const decoded = html
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec) % 0x110000))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\s\u0000-\u001f]+/g, '')
  if (/(javascript|vbscript|livescript):/i.test(decoded) || /data:text\/html/i.test(decoded)) return 'url'
  return null
}

const normalize = (text: string) => text.replace(/\r\n?/g, '\n')

const required = (key: string) => ({ required_error: key, invalid_type_error: key })

const subject = z
  .string(required('admin:emailTemplates.errors.subjectRequired'))
  .transform((text) => text.replace(/[\r\n]+/g, ' ').trim())
  .pipe(
    z
      .string()
      .min(1, 'admin:emailTemplates.errors.subjectRequired')
      .max(
        EMAIL_TEMPLATE_LIMITS.subjectMax,
        message('admin:emailTemplates.errors.subjectTooLong', { max: EMAIL_TEMPLATE_LIMITS.subjectMax }),
      ),
  )

const body = (name: 'html' | 'text', max: number) =>
  z
    .string(required(`admin:emailTemplates.errors.${name}Required`))
    .transform(normalize)
    .pipe(
      z
        .string()
        .refine((text) => text.trim().length > 0, `admin:emailTemplates.errors.${name}Required`)
        .refine((text) => text.length <= max, message(`admin:emailTemplates.errors.${name}TooLong`, { max })),
    )

/** The row edited, as its updated_at in ms, or '' for none (the built-in text): a stale save is refused. */
const updatedAt = z
  .string()
  .trim()
  .regex(/^(\d{1,15})?$/, 'admin:emailTemplates.errors.invalid')
  .optional()
  .transform((value) => (value ? Number(value) : null))

const invalid = { errorMap: () => ({ message: 'admin:emailTemplates.errors.invalid' }) }

/**
 * The editor: 'preview' renders the text sent (nothing stored), 'save' stores it as the
 * language's override. Every {{variable}} must be known to the template; the HTML must be safe.
 */
export function emailTemplateEditSchema(known: readonly string[]) {
  const unknownIn = (source: string) => variablesIn(source).find((name) => !known.includes(name))
  const checkVariables = (source: string, ctx: z.RefinementCtx) => {
    const name = unknownIn(source)
    if (name) ctx.addIssue({ code: 'custom', message: message('admin:emailTemplates.errors.unknownVariable', { name }) })
  }
  return z.object({
    intent: z.enum(['preview', 'save'], invalid),
    updatedAt,
    subject: subject.superRefine(checkVariables),
    html: body('html', EMAIL_TEMPLATE_LIMITS.htmlMax).superRefine((source, ctx) => {
      checkVariables(source, ctx)
      const unsafe = unsafeHtmlReason(source)
      if (unsafe) ctx.addIssue({ code: 'custom', message: `admin:emailTemplates.errors.unsafe.${unsafe}` })
    }),
    text: body('text', EMAIL_TEMPLATE_LIMITS.textMax).superRefine(checkVariables),
  })
}
export type EmailTemplateEditInput = z.infer<ReturnType<typeof emailTemplateEditSchema>>

export const EMAIL_TEMPLATE_SCHEMAS = {
  /** Deletes the language's override (the built-in text, or English, is used again). */
  reset: z.object({ intent: z.literal('reset'), updatedAt }),
  /** Queues the saved text with the sample data to the signed-in admin's own address. */
  test: z.object({ intent: z.literal('test') }),
}

/** Which schema reads a POST to the editor (the edit form has two buttons: preview and save). */
export function emailTemplateSchemaOf(intent: unknown, known: readonly string[]) {
  if (intent === 'preview' || intent === 'save') return emailTemplateEditSchema(known)
  if (intent === 'reset') return EMAIL_TEMPLATE_SCHEMAS.reset
  if (intent === 'test') return EMAIL_TEMPLATE_SCHEMAS.test
  return null
}

/**
 * /admin/email-templates (issue 41, admins only): every email the app sends, per language, as
 * the resolver really picks it (resolveEmailTemplate: the language's override, its built-in
 * text, the English override, the built-in English), with a preview rendered by the same
 * renderEmail the EMAILS consumer uses, from sample data; the language's override saved
 * (upsert on (key, locale), a stale save refused), reset, and a test sent to the admin's own
 * address through the EMAILS queue. Every change and test is a staff_audit_log row.
 *
 * The forms' schemas are in ./templates-admin-schema.ts (browser-safe).
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { accounts, emailTemplates } from '~/db/schema'
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '~/i18n/config'
import { recordStaffAction, type StaffActor } from '~/models/admin/audit.server'
import { checkRateLimit } from '~/models/site/rate-limits.server'
import {
  builtInEmailTemplate,
  EMAIL_TEMPLATE_KEYS,
  type EmailTemplate,
  type EmailTemplateOverrides,
  placeholdersOf,
  renderEmail,
  resolveEmailTemplate,
} from './email-templates'
import { enqueueEmail } from './emails.server'
import type { EmailMessage } from './messages'
import { type EmailTemplateEditInput, EMAIL_TEMPLATE_KEY_PATTERN, type TemplateLanguageState } from './templates-admin-schema'

export type { TemplateLanguageState }

/** Plausible sample data for the previews and the test send, by variable name. */
export const SAMPLE_VALUES: Record<string, string> = {
  name: 'Alex',
  group: 'Queer Book Club',
  title: 'Queer Book Club: summer reading night',
  message: 'Hello! Is the community centre wheelchair accessible?',
  date: 'Saturday 14 June, 19:00',
  count: '3',
  crews: 'Queer Book Club, Rainbow Runners',
  items: '2 × Rainbow mug\n1 × Pride tote bag',
  total: '€42.00',
  number: 'H-1042',
  address: 'Alex Example\nExample Street 1\n10115 Berlin',
  confirmUrl: 'https://haven.example/newsletter/confirm?token=sample',
  verifyUrl: 'https://haven.example/auth/verify?token=sample',
  resetUrl: 'https://haven.example/auth/reset?token=sample',
  signInUrl: 'https://haven.example/auth',
  contactUrl: 'https://haven.example/contact',
  actionUrl: 'https://haven.example/groups/queer-book-club',
  unsubscribeUrl: 'https://haven.example/unsubscribe?token=sample',
  notificationsUrl: 'https://haven.example/notifications',
  eventUrl: 'https://haven.example/events/42',
  orderUrl: 'https://haven.example/market/orders/H-1042',
  marketUrl: 'https://haven.example/market',
  link: 'https://haven.example/',
}

/** The sample of a variable: a known one, a link for …Url names, else a generic word. */
export function sampleValue(name: string): string {
  if (SAMPLE_VALUES[name]) return SAMPLE_VALUES[name]
  if (/url$/i.test(name)) return `https://haven.example/${name.replace(/url$/i, '').toLowerCase() || 'link'}`
  return `[${name}]`
}

type OverrideRow = typeof emailTemplates.$inferSelect

const asTemplate = (row: OverrideRow): EmailTemplate => ({ subject: row.subject, html: row.htmlBody, text: row.textBody })

async function overrideRows(db: Db, key?: string): Promise<OverrideRow[]> {
  return db
    .select()
    .from(emailTemplates)
    .where(key ? eq(emailTemplates.key, key) : undefined)
    .orderBy(asc(emailTemplates.key), asc(emailTemplates.locale))
    .all()
}

const byLocale = (rows: OverrideRow[]): EmailTemplateOverrides => Object.fromEntries(rows.map((row) => [row.locale, asTemplate(row)]))

/** How the resolver answers a language, given a key's overrides. */
function stateOf(key: string, lng: Language, overrides: EmailTemplateOverrides): TemplateLanguageState {
  const resolved = resolveEmailTemplate(key, lng, overrides)
  if (!resolved) return 'missing'
  if (resolved.locale !== lng) return 'fallback'
  return resolved.source
}

/** The known variables of a key: the English text's placeholders (built-in, else its English override, else every override) and app. */
function knownVariablesOf(key: string, rows: OverrideRow[]): string[] {
  const english = builtInEmailTemplate(key, FALLBACK_LANGUAGE) ?? byLocale(rows)[FALLBACK_LANGUAGE]
  const sources = english ? [english] : rows.map(asTemplate)
  return [...new Set(['app', ...sources.flatMap((t) => placeholdersOf(`${t.subject}\n${t.html}\n${t.text}`))])].sort()
}

export type EmailTemplateListEntry = {
  key: string
  description: string | null
  builtIn: boolean
  languages: { locale: Language; state: TemplateLanguageState }[]
}

/** Every key (built-in and those only in admin rows) with its 11 languages' states; `q` filters by part of the key. */
export async function listEmailTemplates(db: Db, q = ''): Promise<EmailTemplateListEntry[]> {
  const rows = await overrideRows(db)
  const keys = [...new Set<string>([...EMAIL_TEMPLATE_KEYS, ...rows.map((r) => r.key)])].filter((key) => !q || key.includes(q))
  return keys.map((key) => {
    const mine = rows.filter((r) => r.key === key)
    const overrides = byLocale(mine)
    return {
      key,
      description: mine.find((r) => r.description)?.description ?? null,
      builtIn: (EMAIL_TEMPLATE_KEYS as string[]).includes(key),
      languages: LANGUAGES.map((locale) => ({ locale, state: stateOf(key, locale, overrides) })),
    }
  })
}

export type EmailTemplateRendered = EmailTemplate & { locale: Language }

export type EmailTemplateEditor = {
  key: string
  locale: Language
  description: string | null
  state: TemplateLanguageState
  /** What the resolver sends for this language now: the form's starting text. */
  current: EmailTemplate
  /** The language the current text is in (English when it falls back). */
  currentLocale: Language
  /** This language's override row, if any (its updated_at is the form's concurrency token). */
  override: { updatedAt: number } | null
  variables: { name: string; sample: string }[]
  preview: EmailTemplateRendered
  states: { locale: Language; state: TemplateLanguageState }[]
}

/** Whether a key can be edited: a built-in key or one with admin rows. */
async function keyExists(db: Db, key: string, rows?: OverrideRow[]) {
  if (!EMAIL_TEMPLATE_KEY_PATTERN.test(key)) return false
  if ((EMAIL_TEMPLATE_KEYS as string[]).includes(key)) return true
  return (rows ?? (await overrideRows(db, key))).length > 0
}

export function sampleDataOf(variables: readonly string[]): Record<string, string> {
  return Object.fromEntries(variables.filter((name) => name !== 'app').map((name) => [name, sampleValue(name)]))
}

/** The editor of (key, locale), or null for an unknown key. */
export async function readEmailTemplate(db: Db, key: string, locale: Language, appName: string): Promise<EmailTemplateEditor | null> {
  if (!EMAIL_TEMPLATE_KEY_PATTERN.test(key)) return null
  const rows = await overrideRows(db, key)
  if (!(await keyExists(db, key, rows))) return null
  const overrides = byLocale(rows)
  const resolved = resolveEmailTemplate(key, locale, overrides)
  if (!resolved) return null
  const variables = knownVariablesOf(key, rows)
  const own = rows.find((r) => r.locale === locale)
  return {
    key,
    locale,
    description: rows.find((r) => r.description)?.description ?? null,
    state: stateOf(key, locale, overrides),
    current: resolved.template,
    currentLocale: resolved.locale,
    override: own ? { updatedAt: own.updatedAt.getTime() } : null,
    variables: variables.map((name) => ({ name, sample: name === 'app' ? appName : sampleValue(name) })),
    preview: renderEmail(key, sampleDataOf(variables), { appName, locale, overrides }),
    states: LANGUAGES.map((lng) => ({ locale: lng, state: stateOf(key, lng, overrides) })),
  }
}

/** The preview of an unsaved text, rendered as the consumer would render it once saved in this language. */
export function previewEmailTemplate(
  key: string,
  locale: Language,
  template: EmailTemplate,
  variables: readonly string[],
  appName: string,
): EmailTemplateRendered {
  return renderEmail(key, sampleDataOf(variables), { appName, locale, overrides: { [locale]: template } })
}

export type TemplateChange =
  | { ok: true }
  | { ok: false; reason: 'not-found' | 'stale' | 'unchanged' | 'no-override' | 'no-email' | 'rate-limited'; retryAfter?: number }

const same = (a: EmailTemplate, b: EmailTemplate) => a.subject === b.subject && a.html === b.html && a.text === b.text

/**
 * Saves the language's text as its override (insert, or update of the row the form was read
 * from). Refused: a stale form (the row changed, appeared or went since: its updated_at is not
 * the one sent), a text equal to what is sent now (nothing written). Audited (before and after
 * subject; whether the text was new or replaced an override).
 */
export async function saveEmailTemplate(
  db: Db,
  actor: StaffActor,
  key: string,
  locale: Language,
  input: Pick<EmailTemplateEditInput, 'subject' | 'html' | 'text' | 'updatedAt'>,
): Promise<TemplateChange> {
  const rows = await overrideRows(db, key)
  if (!(await keyExists(db, key, rows))) return { ok: false, reason: 'not-found' }
  const own = rows.find((r) => r.locale === locale)
  const expected = input.updatedAt ?? null
  if ((own?.updatedAt.getTime() ?? null) !== expected) return { ok: false, reason: 'stale' }
  const resolved = resolveEmailTemplate(key, locale, byLocale(rows))
  const next: EmailTemplate = { subject: input.subject, html: input.html, text: input.text }
  if (resolved && same(resolved.template, next)) return { ok: false, reason: 'unchanged' }
  const now = Date.now()
  let written: { id: number }[]
  if (own) {
    // only the row the form was read from; updated_at always moves on, so a second stale form is refused
    written = await db
      .update(emailTemplates)
      .set({
        subject: next.subject,
        htmlBody: next.html,
        textBody: next.text,
        updatedAt: sql`max(${now}, ${emailTemplates.updatedAt} + 1)`,
      })
      .where(and(eq(emailTemplates.key, key), eq(emailTemplates.locale, locale), eq(emailTemplates.updatedAt, new Date(expected!))))
      .returning({ id: emailTemplates.id })
  } else {
    // a row written meanwhile wins: nothing is overwritten
    written = await db
      .insert(emailTemplates)
      .values({
        key,
        locale,
        subject: next.subject,
        htmlBody: next.html,
        textBody: next.text,
        createdAt: new Date(now),
        updatedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ id: emailTemplates.id })
  }
  if (written.length === 0) return { ok: false, reason: 'stale' }
  await recordStaffAction(db, actor, {
    action: 'EMAIL_TEMPLATE_SAVED',
    targetType: 'emailTemplate',
    targetId: `${key}:${locale}`,
    before: { subject: resolved?.template.subject ?? null, source: own ? 'override' : (resolved?.source ?? null) },
    after: { subject: next.subject, source: 'override' },
  })
  return { ok: true }
}

/** Deletes the language's override (409 when there is none, or it changed since the form was read). Audited. */
export async function resetEmailTemplate(
  db: Db,
  actor: StaffActor,
  key: string,
  locale: Language,
  updatedAt: number | null,
): Promise<TemplateChange> {
  const rows = await overrideRows(db, key)
  if (!(await keyExists(db, key, rows))) return { ok: false, reason: 'not-found' }
  const own = rows.find((r) => r.locale === locale)
  if (!own) return { ok: false, reason: 'no-override' }
  if (updatedAt != null && own.updatedAt.getTime() !== updatedAt) return { ok: false, reason: 'stale' }
  const deleted = await db
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.id, own.id), eq(emailTemplates.updatedAt, own.updatedAt)))
    .returning({ id: emailTemplates.id })
  if (deleted.length === 0) return { ok: false, reason: 'stale' }
  await recordStaffAction(db, actor, {
    action: 'EMAIL_TEMPLATE_RESET',
    targetType: 'emailTemplate',
    targetId: `${key}:${locale}`,
    before: { subject: own.subject, source: 'override' },
    after: { subject: resolveEmailTemplate(key, locale, byLocale(rows.filter((r) => r.id !== own.id)))?.template.subject ?? null },
  })
  return { ok: true }
}

/** Test sends an admin may make in an hour. */
export const TEMPLATE_TEST_LIMIT = { count: 10, windowMs: 3_600_000 }

/**
 * Queues the key in this language with the sample data to the admin's own address, through the
 * EMAILS queue like every email (the consumer renders the saved text; locally it lands in
 * email_outbox). Ten an hour per admin. Audited.
 */
export async function sendTestEmail(
  db: Db,
  queue: Queue<EmailMessage>,
  actor: StaffActor,
  key: string,
  locale: Language,
): Promise<TemplateChange & { to?: string }> {
  const rows = await overrideRows(db, key)
  if (!(await keyExists(db, key, rows))) return { ok: false, reason: 'not-found' }
  const account = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, actor.id)).get()
  if (!account?.email) return { ok: false, reason: 'no-email' }
  const limit = await checkRateLimit(db, `email-template-test:${actor.id}`, TEMPLATE_TEST_LIMIT.count, TEMPLATE_TEST_LIMIT.windowMs)
  if (!limit.allowed) return { ok: false, reason: 'rate-limited', retryAfter: limit.retryAfter }
  const data = sampleDataOf(knownVariablesOf(key, rows))
  const id = await enqueueEmail(queue, { template: key, to: account.email, locale, data })
  await recordStaffAction(db, actor, {
    action: 'EMAIL_TEMPLATE_TEST_SENT',
    targetType: 'emailTemplate',
    targetId: `${key}:${locale}`,
    details: { messageId: id },
  })
  return { ok: true, to: account.email }
}

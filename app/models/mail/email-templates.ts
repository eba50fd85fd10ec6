/**
 * Built-in email texts, one module per language (app/models/email-templates/{lng}.ts). English
 * is complete and defines the keys; every other language must translate every key (the type
 * checker enforces it, a unit test checks the placeholders match). Explicit imports, no glob:
 * the Worker bundle (workers/queue/emails.ts) imports this module.
 *
 * A row in email_templates (key, locale) overrides a built-in text, so admins can edit wording
 * without a deploy. Which text is used, first match wins (see resolveEmailTemplate):
 *   1. admin override in the member's language
 *   2. built-in text in the member's language
 *   3. admin override in English
 *   4. built-in English text
 * So an English override never replaces a translated built-in: an admin who rewrites the
 * English text must also write the other languages to change them. (3) still matters for
 * templates that exist only as admin rows and for unsupported locales, which fall to English.
 *
 * Placeholders are {{name}}; values are HTML-escaped in the HTML part. {{app}} is always the
 * product name. The HTML part is wrapped in <div dir="…" lang="…"> for the language actually
 * used, so Arabic reads right to left in mail clients.
 */
import { FALLBACK_LANGUAGE, LANGUAGES, directionOf, isLanguage, type Language } from '~/i18n/config'
import ar from './email-templates/ar'
import de from './email-templates/de'
import en from './email-templates/en'
import es from './email-templates/es'
import fr from './email-templates/fr'
import it from './email-templates/it'
import ja from './email-templates/ja'
import ko from './email-templates/ko'
import pt from './email-templates/pt'
import ru from './email-templates/ru'
import zh from './email-templates/zh'
import type { EmailTemplate, EmailTemplateKey, EmailTemplateSet } from './email-templates/types'

export type { EmailTemplate, EmailTemplateKey, EmailTemplateSet } from './email-templates/types'

/** Every language's complete set of built-in emails (a missing language fails the type check). */
export const EMAIL_TEMPLATES_BY_LANGUAGE: Record<Language, EmailTemplateSet> = { en, es, fr, de, pt, it, ru, zh, ja, ko, ar }

export const EMAIL_TEMPLATE_KEYS = Object.keys(en) as EmailTemplateKey[]

/** Built-in emails by key, then language: DEFAULT_EMAIL_TEMPLATES.verify_email.de */
export const DEFAULT_EMAIL_TEMPLATES = Object.fromEntries(
  EMAIL_TEMPLATE_KEYS.map((key) => [key, Object.fromEntries(LANGUAGES.map((lng) => [lng, EMAIL_TEMPLATES_BY_LANGUAGE[lng][key]]))]),
) as Record<EmailTemplateKey, Record<Language, EmailTemplate>>

/** Admin overrides of one key, by locale (rows of email_templates). */
export type EmailTemplateOverrides = Partial<Record<string, EmailTemplate>>

/** The email language for a message locale: 'pt-BR' → 'pt', anything unsupported → 'en'. */
export function resolveEmailLocale(locale: string | null | undefined): Language {
  const value = (locale ?? '').trim().toLowerCase()
  if (isLanguage(value)) return value
  const base = value.split(/[-_]/)[0]
  return isLanguage(base) ? base : FALLBACK_LANGUAGE
}

/** The built-in text of a key in a language, or null (unknown key or language). */
export function builtInEmailTemplate(key: string, locale: string): EmailTemplate | null {
  const byLanguage = (DEFAULT_EMAIL_TEMPLATES as Partial<Record<string, Partial<Record<string, EmailTemplate>>>>)[key]
  return byLanguage?.[locale] ?? null
}

/** Picks the text to send, with the precedence documented at the top of this file. */
export function resolveEmailTemplate(
  key: string,
  locale: string | null | undefined,
  overrides: EmailTemplateOverrides = {},
): { template: EmailTemplate; locale: Language; source: 'override' | 'builtin' } | null {
  const lng = resolveEmailLocale(locale)
  const candidates: [EmailTemplate | null | undefined, Language, 'override' | 'builtin'][] = [
    [overrides[lng], lng, 'override'],
    [builtInEmailTemplate(key, lng), lng, 'builtin'],
    [overrides[FALLBACK_LANGUAGE], FALLBACK_LANGUAGE, 'override'],
    [builtInEmailTemplate(key, FALLBACK_LANGUAGE), FALLBACK_LANGUAGE, 'builtin'],
  ]
  for (const [template, language, source] of candidates) {
    if (template) return { template, locale: language, source }
  }
  return null
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** The placeholder names used in a text, sorted and unique (used by tests and admin checks). */
export function placeholdersOf(source: string): string[] {
  return [...new Set([...source.matchAll(PLACEHOLDER)].map((m) => m[1]))].sort()
}

export type RenderEmailOptions = {
  /** Product name, fills {{app}}. */
  appName: string
  /** The member's language (the queue message's locale); unsupported values fall back to English. */
  locale?: string | null
  /** Admin rows for this key by locale, from findTemplateOverrides. */
  overrides?: EmailTemplateOverrides
}

/** Renders an email in the member's language. Throws for a key with no built-in text or override. */
export function renderEmail(
  key: string,
  data: Record<string, string>,
  { appName, locale, overrides }: RenderEmailOptions,
): EmailTemplate & { locale: Language } {
  const resolved = resolveEmailTemplate(key, locale, overrides)
  if (!resolved) throw new Error(`Unknown email template: ${key}`)
  const { template, locale: lng } = resolved
  const values: Record<string, string> = { ...data, app: appName }
  const fill = (source: string, escape: boolean) =>
    source.replace(PLACEHOLDER, (_, name: string) => {
      const value = values[name] ?? ''
      return escape ? escapeHtml(value) : value
    })
  return {
    subject: fill(template.subject, false),
    text: fill(template.text, false),
    html: `<div dir="${directionOf(lng)}" lang="${lng}">${fill(template.html, true)}</div>`,
    locale: lng,
  }
}

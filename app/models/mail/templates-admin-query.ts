/**
 * The limits of /admin/email-templates' forms, its list's search and the states of a language
 * (issue 41), without zod: the list page loads this, not the forms' schemas
 * (./templates-admin-schema.ts).
 */
export const EMAIL_TEMPLATE_LIMITS = { subjectMax: 200, htmlMax: 20_000, textMax: 20_000, searchMax: 60 } as const

/** How a language of a key is sent now: its built-in text, an admin's override, English (it has neither), nothing. */
export type TemplateLanguageState = 'builtin' | 'override' | 'fallback' | 'missing'

/** A template key as the address and the list's search carry it. */
export const EMAIL_TEMPLATE_KEY_PATTERN = /^[a-z][a-z0-9_]{0,63}$/

/** The list's search (?q=, part of a key), lenient: anything else is no search. */
export function parseEmailTemplateSearch(url: URL): string {
  const q = (url.searchParams.get('q') ?? '').trim().toLowerCase()
  return q.length <= EMAIL_TEMPLATE_LIMITS.searchMax ? q.replace(/[^a-z0-9_]/g, '') : ''
}

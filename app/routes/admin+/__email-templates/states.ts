import type { TemplateLanguageState } from '~/models/mail/templates-admin-query'

/** The badge of each language's state on /admin/email-templates and its editor. */
export const STATE_BADGES: Record<TemplateLanguageState, string> = {
  builtin: 'bg-neutral-100 text-neutral-800 dark:bg-white/10 dark:text-neutral-200',
  override: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  fallback: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  missing: 'bg-red-100 text-red-900 dark:bg-red-400/15 dark:text-red-200',
}

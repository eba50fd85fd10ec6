/** Contact form constants shared by the form (browser) and its validation (app/models/contact/contact.server.ts). */
export const CONTACT_SUBJECTS = ['general', 'safety', 'press', 'partnership', 'accessibility', 'privacy'] as const
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]

export const CONTACT_LIMITS = { nameMax: 100, emailMax: 254, messageMin: 10, messageMax: 5000 } as const

/** Name of the honeypot field: people never see or fill it; form-filling bots do. */
export const CONTACT_HONEYPOT = 'website'

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === 'string' && (CONTACT_SUBJECTS as readonly string[]).includes(value)
}

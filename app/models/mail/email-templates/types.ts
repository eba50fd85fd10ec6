import type en from './en'

/** One email's texts. Placeholders are {{name}}; values are HTML-escaped in the HTML part. */
export type EmailTemplate = { subject: string; text: string; html: string }

/** The emails the app sends. English (./en.ts) defines the keys. */
export type EmailTemplateKey = keyof typeof en

/** A complete set of built-in emails in one language: every language must have every key. */
export type EmailTemplateSet = Record<EmailTemplateKey, EmailTemplate>

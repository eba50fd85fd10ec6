/**
 * Analytics, email (templates, outbox), newsletter, contact form, rate limits, import jobs.
 */
import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, unique } from 'drizzle-orm/sqlite-core'
import { accounts } from './accounts'
import { c, createdAt, enumCheck, rawCheck, timestamp, updatedAt } from './helpers'

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const
export type DeviceType = (typeof DEVICE_TYPES)[number]

export const analyticsEvents = sqliteTable(
  'analytics_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** 'page_view' or a custom event name. */
    name: text('name').notNull(),
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>(),
    url: text('url'),
    title: text('title'),
    hostname: text('hostname'),
    language: text('language'),
    referrer: text('referrer'),
    screenSize: text('screen_size'),
    browser: text('browser'),
    os: text('os'),
    device: text('device', { enum: DEVICE_TYPES }),
    /** Anonymous analytics session id (not an auth session). */
    sessionId: text('session_id'),
    userId: text('user_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_events_created_idx').on(t.createdAt),
    index('analytics_events_name_created_idx').on(t.name, t.createdAt),
    enumCheck('analytics_events', t.device, DEVICE_TYPES),
  ],
)

export const emailTemplates = sqliteTable(
  'email_templates',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** e.g. 'verify_email', 'password_recovery', 'group_notification'. Unique per locale. */
    key: text('key').notNull(),
    locale: text('locale').notNull().default('en'),
    subject: text('subject').notNull(),
    /** Template bodies with {{placeholders}}. */
    htmlBody: text('html_body').notNull(),
    textBody: text('text_body').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique('email_templates_key_locale_unique').on(t.key, t.locale)],
)

export const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const
export type EmailStatus = (typeof EMAIL_STATUSES)[number]

/** Local mail sink and delivery log. */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: text('id').primaryKey(),
    queueMessageId: text('queue_message_id'),
    toAddress: text('to_address').notNull(),
    templateKey: text('template_key'),
    subject: text('subject').notNull(),
    htmlBody: text('html_body'),
    textBody: text('text_body'),
    /** The headers it went out with, e.g. List-Unsubscribe (JSON; migration 0026). */
    headers: text('headers', { mode: 'json' }).$type<Record<string, string>>(),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('queued'),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at'),
  },
  (t) => [
    index('email_outbox_created_idx').on(t.createdAt),
    index('email_outbox_to_created_idx').on(t.toAddress, t.createdAt),
    index('email_outbox_status_idx').on(t.status),
    index('email_outbox_queue_message_idx').on(t.queueMessageId),
    enumCheck('email_outbox', t.status, EMAIL_STATUSES),
  ],
)

/**
 * Local SMS sink: what the SMS sender would deliver (a provider in production). Developers and
 * tests read verification codes here, as they read links in email_outbox.
 */
export const smsOutbox = sqliteTable(
  'sms_outbox',
  {
    /** The queue message id, so a redelivered message is stored once. */
    id: text('id').primaryKey(),
    /** E.164, e.g. '+4915123456789'. */
    toPhone: text('to_phone').notNull(),
    templateKey: text('template_key').notNull(),
    body: text('body').notNull(),
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_to_created_idx').on(t.toPhone, t.createdAt)],
)

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number]

export const newsletterSubscribers = sqliteTable(
  'newsletter_subscribers',
  {
    id: text('id').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull().unique(),
    locale: text('locale').notNull().default('en'),
    status: text('status', { enum: NEWSLETTER_STATUSES }).notNull().default('pending'),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmedAt: timestamp('confirmed_at'),
    unsubscribedAt: timestamp('unsubscribed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('newsletter_subscribers_status_idx').on(t.status),
    enumCheck('newsletter_subscribers', t.status, NEWSLETTER_STATUSES),
    rawCheck('newsletter_subscribers_email_lower_check', sql`${c(t.email)} = lower(${c(t.email)})`),
  ],
)

export const CONTACT_STATUSES = ['new', 'read', 'replied', 'archived'] as const
export type ContactStatus = (typeof CONTACT_STATUSES)[number]

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    locale: text('locale'),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('new'),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_messages_status_created_idx').on(t.status, t.createdAt),
    enumCheck('contact_messages', t.status, CONTACT_STATUSES),
  ],
)

/** Fixed-window counters. key e.g. 'signin:ip:<hash>'. */
export const rateLimits = sqliteTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull().default(0),
    windowStart: timestamp('window_start').notNull(),
  },
  (t) => [index('rate_limits_window_idx').on(t.windowStart)],
)

export const IMPORT_KINDS = ['venues', 'events', 'listings', 'personalities', 'resources', 'news', 'tags', 'cities'] as const
export const IMPORT_STATUSES = ['pending', 'running', 'completed', 'failed'] as const

/** Admin import hub runs (/admin/import-hub, /admin/venues import). */
export const importJobs = sqliteTable(
  'import_jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('pending'),
    fileName: text('file_name'),
    r2Key: text('r2_key'),
    totalRows: integer('total_rows').notNull().default(0),
    importedRows: integer('imported_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    errors: text('errors', { mode: 'json' }).$type<Array<{ row: number; message: string }>>(),
    createdBy: text('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at'),
  },
  (t) => [
    index('import_jobs_created_idx').on(t.createdAt),
    enumCheck('import_jobs', t.kind, IMPORT_KINDS),
    enumCheck('import_jobs', t.status, IMPORT_STATUSES),
  ],
)

export type AnalyticsEvent = typeof analyticsEvents.$inferSelect
export type NewAnalyticsEvent = typeof analyticsEvents.$inferInsert
export type EmailTemplate = typeof emailTemplates.$inferSelect
export type EmailOutboxRow = typeof emailOutbox.$inferSelect
export type SmsOutboxRow = typeof smsOutbox.$inferSelect
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect
export type ContactMessage = typeof contactMessages.$inferSelect
export type RateLimit = typeof rateLimits.$inferSelect
export type ImportJob = typeof importJobs.$inferSelect

/**
 * Keys the Worker makes for itself on first use when no secret is configured (the visitor cart
 * cookie's HMAC key, the local payment provider's webhook key): random, never leave the database.
 * A configured secret (env) takes their place in production.
 */
export const appSecrets = sqliteTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

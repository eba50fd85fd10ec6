/**
 * Built-in email texts. A row in email_templates (key, locale) overrides them, so admins can
 * edit wording without a deploy. Placeholders are {{name}}; values are HTML-escaped in the
 * HTML part. {{app}} is always the product name.
 */
export type EmailTemplate = { subject: string; text: string; html: string }

export const DEFAULT_EMAIL_TEMPLATES: Record<string, EmailTemplate> = {
  newsletter_confirm: {
    subject: 'Confirm your {{app}} newsletter subscription',
    text: 'Hi! Please confirm that you want the {{app}} newsletter by opening this link:\n{{confirmUrl}}\n\nIf you did not ask for it, ignore this email and nothing happens.',
    html: '<p>Hi!</p><p>Please confirm that you want the {{app}} newsletter:</p><p><a href="{{confirmUrl}}">Confirm my subscription</a></p><p>If you did not ask for it, ignore this email and nothing happens.</p>',
  },
  verify_email: {
    subject: 'Verify your email for {{app}}',
    text: 'Welcome to {{app}}! Verify your email address with this link:\n{{verifyUrl}}\n\nThe link expires in 24 hours.',
    html: '<p>Welcome to {{app}}!</p><p><a href="{{verifyUrl}}">Verify my email address</a></p><p>The link expires in 24 hours.</p>',
  },
  password_recovery: {
    subject: 'Reset your {{app}} password',
    text: 'Someone asked to reset the password of your {{app}} account. If it was you, open:\n{{resetUrl}}\n\nThe link expires in 1 hour. If it was not you, you can ignore this email.',
    html: '<p>Someone asked to reset the password of your {{app}} account.</p><p><a href="{{resetUrl}}">Choose a new password</a></p><p>The link expires in 1 hour. If it was not you, you can ignore this email.</p>',
  },
  // sent instead of a second verification when someone signs up with an address that has an
  // account: the form answers the same either way, so it never reveals who is a member
  account_exists: {
    subject: 'Your {{app}} account',
    text: 'Someone, maybe you, tried to create a {{app}} account with this email address. You already have one.\n\nSign in: {{signInUrl}}\nForgot your password? {{resetUrl}}\n\nIf it was not you, you can ignore this email.',
    html: '<p>Someone, maybe you, tried to create a {{app}} account with this email address. You already have one.</p><p><a href="{{signInUrl}}">Sign in</a> · <a href="{{resetUrl}}">Reset my password</a></p><p>If it was not you, you can ignore this email.</p>',
  },
  contact_received: {
    subject: 'We received your message',
    text: 'Thank you for writing to {{app}}. We read every message and answer within a few days.\n\nYour message:\n{{message}}',
    html: '<p>Thank you for writing to {{app}}. We read every message and answer within a few days.</p><blockquote>{{message}}</blockquote>',
  },
  group_notification: {
    subject: '{{title}}',
    text: '{{content}}\n\n{{actionUrl}}',
    html: '<p>{{content}}</p><p><a href="{{actionUrl}}">Open in {{app}}</a></p>',
  },
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z0-9_]+)\s*\}\}/g

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

export function renderEmail(
  key: string,
  data: Record<string, string>,
  override: EmailTemplate | null,
  appName: string,
): EmailTemplate {
  const template = override ?? DEFAULT_EMAIL_TEMPLATES[key]
  if (!template) throw new Error(`Unknown email template: ${key}`)
  const values: Record<string, string> = { ...data, app: appName }
  const fill = (source: string, escape: boolean) =>
    source.replace(PLACEHOLDER, (_, name: string) => {
      const value = values[name] ?? ''
      return escape ? escapeHtml(value) : value
    })
  return { subject: fill(template.subject, false), text: fill(template.text, false), html: fill(template.html, true) }
}

import type { EmailTemplate } from './types'

/**
 * English built-in emails. English is complete and defines the keys; every other language
 * file must translate every key (typed EmailTemplateSet) and keep the same placeholders.
 */
export default {
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
  // the sign-in challenge: too many attempts on the account from everywhere paused password
  // sign-in; a one-time link signs the member in
  sign_in_link: {
    subject: 'Your {{app}} sign-in link',
    text: 'There were many attempts to sign in to your {{app}} account, so signing in with the password is paused for a while. If it was you, this link signs you in:\n{{signInUrl}}\n\nThe link works once and expires in 1 hour. If it was not you, someone may be guessing your password: you can ignore this email, and consider choosing a longer password. Your password has not been changed.',
    html: '<p>There were many attempts to sign in to your {{app}} account, so signing in with the password is paused for a while. If it was you, this link signs you in:</p><p><a href="{{signInUrl}}">Sign me in</a></p><p>The link works once and expires in 1 hour. If it was not you, someone may be guessing your password: you can ignore this email, and consider choosing a longer password. Your password has not been changed.</p>',
  },
  contact_received: {
    subject: 'We received your message',
    text: 'Thank you for writing to {{app}}. We read every message and answer within a few days.\n\nYour message:\n{{message}}',
    html: '<p>Thank you for writing to {{app}}. We read every message and answer within a few days.</p><blockquote>{{message}}</blockquote>',
  },
  // sent to the new address when a member changes their email; the change applies once confirmed
  email_change: {
    subject: 'Confirm your new email for {{app}}',
    text: 'You asked to use this address for your {{app}} account. Confirm it with this link:\n{{confirmUrl}}\n\nThe link expires in 24 hours. Until then you keep signing in with your current address. If it was not you, you can ignore this email.',
    html: '<p>You asked to use this address for your {{app}} account.</p><p><a href="{{confirmUrl}}">Confirm my new email address</a></p><p>The link expires in 24 hours. Until then you keep signing in with your current address. If it was not you, you can ignore this email.</p>',
  },
  // sent to the old address once the change is confirmed, in case it was not the member
  email_changed: {
    subject: 'The email of your {{app}} account changed',
    text: 'The email address of your {{app}} account was just changed, and this address no longer signs in. If that was you, all is well.\n\nIf it was not you, please tell us right away: {{contactUrl}}',
    html: '<p>The email address of your {{app}} account was just changed, and this address no longer signs in. If that was you, all is well.</p><p>If it was not you, please tell us right away: <a href="{{contactUrl}}">Contact the {{app}} team</a></p>',
  },
  group_notification: {
    subject: '{{title}}',
    text: '{{title}}\n\n{{actionUrl}}\n\nYou get this email as a member of {{group}}. Stop emails from this crew: {{unsubscribeUrl}}',
    html: '<p>{{title}}</p><p><a href="{{actionUrl}}">Open in {{app}}</a></p><p>You get this email as a member of {{group}}. <a href="{{unsubscribeUrl}}">Stop emails from this crew</a></p>',
  },
  // the daily digest of a member's crew notifications (decision 029)
  group_digest: {
    subject: 'New in your crews on {{app}} ({{count}})',
    text: 'What happened in your crews ({{crews}}) since your last digest:\n\n{{items}}\n\nOpen your notifications: {{notificationsUrl}}\n\nYou get this daily digest as a member of these crews. Stop these emails: {{unsubscribeUrl}}',
    html: '<p>What happened in your crews ({{crews}}) since your last digest:</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{notificationsUrl}}">Open your notifications</a></p><p>You get this daily digest as a member of these crews. <a href="{{unsubscribeUrl}}">Stop these emails</a></p>',
  },
  // to members who answered an event its organizer cancelled (their 'event' email preference)
  event_cancelled: {
    subject: '{{title}} is cancelled',
    text: 'The organizer cancelled {{title}} ({{date}}). It will not take place.\n\nThe event: {{eventUrl}}',
    html: '<p>The organizer cancelled <strong>{{title}}</strong> ({{date}}). It will not take place.</p><p><a href="{{eventUrl}}">See the event on {{app}}</a></p>',
  },
  // the market (models/marketplace/orders.server.ts): to the buyer's address, in their language;
  // {{items}} is one line per item ('2 × Rainbow mug'), {{total}} the formatted amount
  order_confirmation: {
    subject: 'Your {{app}} order {{number}} is paid',
    text: 'Thank you! We received your payment of {{total}} for order {{number}}:\n\n{{items}}\n\nIt goes to:\n{{address}}\n\nWe will write again when it is on its way. Your order: {{orderUrl}}',
    html: '<p>Thank you! We received your payment of <strong>{{total}}</strong> for order {{number}}:</p><div style="white-space:pre-line">{{items}}</div><p>It goes to:</p><div style="white-space:pre-line">{{address}}</div><p>We will write again when it is on its way. <a href="{{orderUrl}}">See your order</a></p>',
  },
  order_fulfilled: {
    subject: 'Your {{app}} order {{number}} is on its way',
    text: 'Your order {{number}} has been sent:\n\n{{items}}\n\nYour order: {{orderUrl}}',
    html: '<p>Your order {{number}} has been sent:</p><div style="white-space:pre-line">{{items}}</div><p><a href="{{orderUrl}}">See your order</a></p>',
  },
  order_refunded: {
    subject: 'Your {{app}} order {{number}} is refunded',
    text: 'We refunded {{total}} for order {{number}} to the card you paid with. Banks take a few days to show it.\n\nYour order: {{orderUrl}}',
    html: '<p>We refunded <strong>{{total}}</strong> for order {{number}} to the card you paid with. Banks take a few days to show it.</p><p><a href="{{orderUrl}}">See your order</a></p>',
  },
  order_cancelled: {
    subject: 'Your {{app}} order {{number}} is cancelled',
    text: 'Order {{number}} was not paid in time, so we released its items. Nothing was charged.\n\nThe market: {{marketUrl}}',
    html: '<p>Order {{number}} was not paid in time, so we released its items. Nothing was charged.</p><p><a href="{{marketUrl}}">Back to the market</a></p>',
  },
} satisfies Record<string, EmailTemplate>

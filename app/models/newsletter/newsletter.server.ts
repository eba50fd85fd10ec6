import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { newsletterSubscribers } from '~/db/schema'
import { randomToken, sha256Hex } from '~/utils/crypto'
import { checkRateLimit } from '~/models/site/rate-limits.server'
import { hashIdentifier } from '~/utils/rate-limit.server'

/**
 * Confirmation emails one address may receive, whoever asks (issue 35: 30 requests were 30
 * emails): one per 10 minutes and three a day. Past that the form answers as always, and the
 * link already sent stays valid (no new token is made).
 */
export const NEWSLETTER_CONFIRMATION_LIMITS = { windowMs: 10 * 60_000, perWindow: 1, dayMs: 24 * 3_600_000, perDay: 3 } as const

/** Whether a confirmation email may go to the address now (and counts it when so). */
export async function mayEmailNewsletterConfirmation(db: Db, email: string, now = Date.now()): Promise<boolean> {
  const address = await hashIdentifier(email)
  const { windowMs, perWindow, dayMs, perDay } = NEWSLETTER_CONFIRMATION_LIMITS
  if (!(await checkRateLimit(db, `newsletter:email:${address}`, perWindow, windowMs, now)).allowed) return false
  // the day's count only counts what the short window let through
  return (await checkRateLimit(db, `newsletter:email-day:${address}`, perDay, dayMs, now)).allowed
}

export type SubscribeResult = { status: 'pending'; confirmToken: string } | { status: 'already-confirmed' }

/**
 * Double opt-in: a new (or not yet confirmed) address gets a fresh confirmation token whose hash
 * is stored; the caller emails the token. Confirmed addresses are left alone and the caller
 * answers the same way, so the form never reveals who is subscribed.
 */
export async function subscribeToNewsletter(db: Db, email: string, locale: string): Promise<SubscribeResult> {
  const address = email.trim().toLowerCase()
  const existing = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, address)).get()
  if (existing?.status === 'confirmed') return { status: 'already-confirmed' }
  const confirmToken = randomToken()
  const confirmTokenHash = await sha256Hex(confirmToken)
  await db
    .insert(newsletterSubscribers)
    .values({ id: crypto.randomUUID(), email: address, locale, status: 'pending', confirmTokenHash })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { status: 'pending', confirmTokenHash, locale, unsubscribedAt: null },
    })
  return { status: 'pending', confirmToken }
}

export async function confirmNewsletter(db: Db, token: string): Promise<boolean> {
  const hash = await sha256Hex(token)
  const updated = await db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: new Date(), confirmTokenHash: null })
    .where(and(eq(newsletterSubscribers.confirmTokenHash, hash), eq(newsletterSubscribers.status, 'pending')))
    .returning({ id: newsletterSubscribers.id })
  return updated.length > 0
}

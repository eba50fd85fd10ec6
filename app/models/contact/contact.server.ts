import type { Db } from '~/db/client'
import { contactMessages } from '~/db/schema'
import { checkRateLimit } from '~/models/site/rate-limits.server'
import { clientIpHash, hashIdentifier } from '~/utils/rate-limit.server'

export { CONTACT_HONEYPOT, CONTACT_LIMITS, CONTACT_SUBJECTS, isContactSubject, type ContactSubject } from '~/content/contact'

import type { ContactInput } from './schema'

export { ContactSchema, type ContactInput } from './schema'

/** Per hour: 5 messages from one IP address, 3 from one email address. */
export const CONTACT_RATE = { perIp: 5, perEmail: 3, windowMs: 60 * 60 * 1000 } as const

/**
 * Counts one contact attempt against the sender's IP (hashed, never stored raw) and email
 * (hashed). Returns the seconds to wait when either limit is used up, else null.
 */
export async function contactRateLimit(db: Db, request: Request, email: string): Promise<number | null> {
  const ip = await checkRateLimit(db, `contact:ip:${await clientIpHash(request)}`, CONTACT_RATE.perIp, CONTACT_RATE.windowMs)
  if (!ip.allowed) return ip.retryAfter
  const byEmail = await checkRateLimit(db, `contact:email:${await hashIdentifier(email)}`, CONTACT_RATE.perEmail, CONTACT_RATE.windowMs)
  return byEmail.allowed ? null : byEmail.retryAfter
}

/** Stores a message for the team's inbox (status 'new'); returns its id. */
export async function createContactMessage(db: Db, input: ContactInput & { locale: string }): Promise<string> {
  const id = crypto.randomUUID()
  await db.insert(contactMessages).values({
    id,
    name: input.name,
    email: input.email.toLowerCase(),
    subject: input.subject,
    body: input.message,
    locale: input.locale,
  })
  return id
}

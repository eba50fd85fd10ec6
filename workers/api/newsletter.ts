import { Hono } from 'hono'
import { z } from 'zod'
import { getDb } from '~/db/client'
import { isLanguage } from '~/i18n/config'
import { enqueueEmail } from '~/models/mail/emails.server'
import { confirmNewsletter, subscribeToNewsletter } from '~/models/newsletter/newsletter.server'
import type { Env } from '../env'
import { jsonError } from './errors'
import { parseBody } from './validate'

export const newsletter = new Hono<{ Bindings: Env }>()

const SubscribeSchema = z.object({
  email: z.string({ message: 'invalidEmail' }).trim().email('invalidEmail').max(254, 'invalidEmail'),
  locale: z
    .string()
    .optional()
    .transform((v) => (isLanguage(v) ? v : 'en')),
})

/** POST /api/newsletter {email, locale}: stores a pending subscriber and emails the confirmation link. */
newsletter.post('/', async (c) => {
  const body = await parseBody(c, SubscribeSchema)
  if (body.error) return body.error
  const { email, locale } = body.data
  const result = await subscribeToNewsletter(getDb(c.env.DB), email, locale)
  if (result.status === 'pending') {
    const confirmUrl = `${new URL(c.req.url).origin}/api/newsletter/confirm?token=${encodeURIComponent(result.confirmToken)}`
    await enqueueEmail(c.env.EMAILS, { template: 'newsletter_confirm', to: email.toLowerCase(), locale, data: { confirmUrl } })
  }
  // Same answer whether or not the address was already subscribed.
  return c.json({ ok: true, status: 'confirmation-sent' }, 202)
})

newsletter.get('/confirm', async (c) => {
  const token = c.req.query('token')
  if (!token || token.length > 128) return jsonError(c, 400, 'invalidLink')
  const confirmed = await confirmNewsletter(getDb(c.env.DB), token)
  return confirmed ? c.json({ ok: true, status: 'confirmed' }) : jsonError(c, 400, 'invalidLink')
})

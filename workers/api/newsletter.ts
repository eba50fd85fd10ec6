import { Hono } from 'hono'
import { getDb } from '~/db/client'
import { enqueueEmail } from '~/models/mail/emails.server'
import { confirmNewsletter, mayEmailNewsletterConfirmation, subscribeToNewsletter } from '~/models/newsletter/newsletter.server'
import { NewsletterSchema } from '~/models/newsletter/schema'
import { sameSiteOnly } from './auth-guard'
import { jsonError } from './errors'
import { parseBody } from './validate'

export const newsletter = new Hono<{ Bindings: Env }>()

/**
 * POST /api/newsletter {email, locale}: stores a pending subscriber and emails the confirmation
 * link, from our own pages only (403 for another site's), at most as often as the address's
 * limit allows (mayEmailNewsletterConfirmation); the answer is the same 202 either way.
 */
newsletter.post('/', sameSiteOnly, async (c) => {
  const body = await parseBody(c, NewsletterSchema)
  if (body.error) return body.error
  const { email, locale } = body.data
  const db = getDb(c.env.DB)
  // over the limit nothing changes: the link already sent stays the valid one
  const result = (await mayEmailNewsletterConfirmation(db, email)) ? await subscribeToNewsletter(db, email, locale) : null
  if (result?.status === 'pending') {
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

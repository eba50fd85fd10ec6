import { eq, like } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contactMessages, emailOutbox, rateLimits } from '~/db/schema'
import { call, db, getPage, waitFor, withoutPageTexts } from './helpers'

const CONTACT = '/contact'
let ipCounter = 0

/** Each test writes from its own IP address unless it asks for one, so limits do not leak between tests. */
function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return call(CONTACT, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'CF-Connecting-IP': `198.51.100.${++ipCounter}`,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  })
}

const valid = (email: string) => ({
  name: 'Robin',
  email,
  subject: 'safety',
  message: 'The listing for the bar on Main Street is out of date: it closed in May.',
})

async function rows(email: string) {
  return db().select().from(contactMessages).where(eq(contactMessages.email, email)).all()
}

describe('POST /contact (the contact form, without JavaScript)', () => {
  it('stores the message, queues the acknowledgement and redirects to the confirmation', async () => {
    const res = await post({ ...valid('Robin.Contact@Example.org') }, { 'Accept-Language': 'fr-FR,fr;q=0.9' })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/contact?sent=1')

    const [row] = await rows('robin.contact@example.org')
    expect(row).toMatchObject({ name: 'Robin', subject: 'safety', locale: 'fr', status: 'new' })
    expect(row.body).toContain('closed in May')

    const mail = await waitFor(() => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'robin.contact@example.org')).get())
    expect(mail.templateKey).toBe('contact_received')
    expect(mail.textBody).toContain('closed in May')
    expect(mail.htmlBody).toContain('<blockquote>')

    const page = await getPage(`${CONTACT}?sent=1`)
    expect(page.status).toBe(200)
    expect(await page.text().then(withoutPageTexts)).toContain('Thank you, your message is on its way')
  })

  it('answers bad input with 400, translated field messages and the typed values', async () => {
    const res = await post({ name: 'x'.repeat(101), email: 'nope', subject: 'spam', message: 'short' }, { 'Accept-Language': 'de' })
    expect(res.status).toBe(400)
    const html = await res.text().then(withoutPageTexts)
    expect(html).toContain('Dein Name darf höchstens 100 Zeichen lang sein.')
    expect(html).toContain('Gib eine gültige E-Mail-Adresse ein, z. B. name@example.com.')
    expect(html).toContain('Bitte wähle ein Thema.')
    expect(html).toContain('Deine Nachricht braucht mindestens 10 Zeichen.')
    expect(html).toMatch(/id="contact-email"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contact-email"/)
    expect(html).toContain('value="nope"')
    expect(await rows('nope')).toEqual([])
  })

  it('refuses a message over 5000 characters and never answers 500 to odd bodies', async () => {
    const long = await post({ ...valid('long@example.org'), message: 'a'.repeat(5001) })
    expect(long.status).toBe(400)
    expect(await long.text().then(withoutPageTexts)).toContain('Your message can be at most 5000 characters.')

    const empty = await post({})
    expect(empty.status).toBe(400)
    const html = await empty.text().then(withoutPageTexts)
    expect(html).toContain('Please tell us your name.')
    expect(html).toContain('Please enter your email address.')

    const garbage = await call(CONTACT, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=nothing' },
      body: 'this is not multipart',
    })
    expect(garbage.status).toBeLessThan(500)
  })

  it('pretends success for a filled honeypot but stores and sends nothing', async () => {
    const res = await post({ ...valid('bot@example.org'), website: 'https://spam.example' })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/contact?sent=1')
    expect(await rows('bot@example.org')).toEqual([])
    await new Promise((r) => setTimeout(r, 300))
    expect(await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'bot@example.org')).all()).toEqual([])
  })

  it('limits one IP address to 5 messages an hour with a translated 429, and stores only hashes', async () => {
    const ip = { 'CF-Connecting-IP': '203.0.113.99' }
    for (let i = 0; i < 5; i++) {
      const res = await post(valid(`ip-${i}@example.org`), ip)
      expect(res.status).toBe(303)
    }
    const refused = await post(valid('ip-6@example.org'), { ...ip, 'Accept-Language': 'es' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(3000)
    const html = await refused.text().then(withoutPageTexts)
    expect(html).toMatch(/Has enviado varios mensajes en poco tiempo\. Inténtalo de nuevo en \d+ minutos\./)
    expect(html).toContain('value="ip-6@example.org"')
    expect(await rows('ip-6@example.org')).toEqual([])

    const keys = await db().select().from(rateLimits).where(like(rateLimits.key, 'contact:%')).all()
    expect(keys.length).toBeGreaterThan(0)
    for (const { key } of keys) {
      expect(key).toMatch(/^contact:(ip|email):[0-9a-f]{64}$/)
      expect(key).not.toContain('203.0.113.99')
    }
  })

  it('limits one email address to 3 messages an hour, whatever the IP', async () => {
    for (let i = 0; i < 3; i++) expect((await post(valid('same@example.org'))).status).toBe(303)
    expect((await post(valid('Same@Example.org'))).status).toBe(429)
    expect(await rows('same@example.org')).toHaveLength(3)
  })
})

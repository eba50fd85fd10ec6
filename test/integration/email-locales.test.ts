import { env, SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emailOutbox, emailTemplates } from '~/db/schema'
import { db, waitFor } from './helpers'

async function subscribe(email: string, locale: string) {
  const res = await SELF.fetch('https://haven.test/api/newsletter', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, locale }),
  })
  expect(res.status).toBe(202)
  return waitFor(() => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).get())
}

describe('emails in the member’s language', () => {
  it('stores a German newsletter confirmation with the German subject and lang="de"', async () => {
    const email = await subscribe('locale.de@example.org', 'de')
    expect(email.subject).toBe('Bestätige dein Abo des Haven-Newsletters')
    expect(email.textBody).toContain('Bitte bestätige über diesen Link')
    expect(email.htmlBody).toMatch(/^<div dir="ltr" lang="de">/)
    expect(email.htmlBody).toContain('Mein Abo bestätigen')
    // the link still works
    const link = email.textBody!.match(/https?:\/\/\S+/)![0]
    expect((await SELF.fetch(link)).status).toBe(200)
  })

  it('stores an Arabic one right to left', async () => {
    const email = await subscribe('locale.ar@example.org', 'ar')
    expect(email.subject).toBe('تأكيد اشتراكك في نشرة Haven الإخبارية')
    expect(email.htmlBody).toMatch(/^<div dir="rtl" lang="ar">.*<\/div>$/s)
    expect(email.htmlBody).toContain('href="https://haven.test/api/newsletter/confirm?token=')
  })

  it('applies the precedence: override in the member’s language → built-in in it → English override → built-in English', async () => {
    await db()
      .insert(emailTemplates)
      .values([
        { key: 'newsletter_confirm', locale: 'fr', subject: 'Override FR {{app}}', textBody: 'FR {{confirmUrl}}', htmlBody: '<p>FR</p>' },
        { key: 'newsletter_confirm', locale: 'en', subject: 'Override EN {{app}}', textBody: 'EN {{confirmUrl}}', htmlBody: '<p>EN</p>' },
        { key: 'ops_digest', locale: 'en', subject: 'Digest for {{name}}', textBody: 'Hello {{name}}', htmlBody: '<p>Hello {{name}}</p>' },
      ])

    // 1. admin override in French
    const fr = await subscribe('locale.fr@example.org', 'fr')
    expect(fr.subject).toBe('Override FR Haven')
    expect(fr.htmlBody).toBe('<div dir="ltr" lang="fr"><p>FR</p></div>')
    // 2. Italian has no override: the Italian built-in beats the English override
    const it = await subscribe('locale.it@example.org', 'it')
    expect(it.subject).toBe('Conferma la tua iscrizione alla newsletter di Haven')
    // 3. a template that exists only as an English admin row, for an Arabic member
    await env.EMAILS.send({
      id: crypto.randomUUID(),
      template: 'ops_digest',
      to: 'locale.ops@example.org',
      locale: 'ar',
      data: { name: '<Robin>' },
    })
    const ops = await waitFor(() => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'locale.ops@example.org')).get())
    expect(ops.subject).toBe('Digest for <Robin>')
    expect(ops.htmlBody).toBe('<div dir="ltr" lang="en"><p>Hello &#60;Robin&#62;</p></div>')
    // 4. with no rows left, the built-in English text
    await db().delete(emailTemplates).where(eq(emailTemplates.key, 'newsletter_confirm'))
    const en = await subscribe('locale.en@example.org', 'en')
    expect(en.subject).toBe('Confirm your Haven newsletter subscription')
  })
})

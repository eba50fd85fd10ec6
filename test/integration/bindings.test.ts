import { env, SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emailOutbox, newsletterSubscribers } from '~/db/schema'
import { db, waitFor } from './helpers'

describe('EMAILS queue', () => {
  it('delivers an email the app enqueued (newsletter double opt-in) to the outbox', async () => {
    const res = await SELF.fetch('https://haven.test/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'Queue.Test@Example.org', locale: 'de' }),
    })
    expect(res.status).toBe(202)
    const subscriber = await db()
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'queue.test@example.org'))
      .get()
    expect(subscriber?.status).toBe('pending')

    const email = await waitFor(() => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'queue.test@example.org')).get())
    expect(email.templateKey).toBe('newsletter_confirm')
    expect(email.subject).toContain('Haven')
    const link = email.textBody!.match(/https?:\/\/\S+/)![0]

    const confirm = await SELF.fetch(link)
    expect(confirm.status).toBe(200)
    const confirmed = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'queue.test@example.org')).get()
    expect(confirmed?.status).toBe('confirmed')
    // a used link cannot be replayed
    expect((await SELF.fetch(link)).status).toBe(400)
  })

  it('refuses a malformed address with a translated 422 and field message, and unreadable JSON with a 400', async () => {
    const bad = await SELF.fetch('https://haven.test/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Accept-Language': 'de-DE,de;q=0.9' },
      body: JSON.stringify({ email: 'not-an-address' }),
    })
    expect(bad.status).toBe(422)
    const body = (await bad.json()) as { code: string; error: string; fields: Record<string, string[]> }
    expect(body.code).toBe('invalidInput')
    expect(body.fields.email).toEqual(['Gib eine gültige E-Mail-Adresse ein.'])
    const missing = await SELF.fetch('https://haven.test/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({}),
    })
    expect(((await missing.json()) as { fields: Record<string, string[]> }).fields.email).toEqual(['Enter a valid email address.'])
    const broken = await SELF.fetch('https://haven.test/api/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    })
    expect(broken.status).toBe(400)
  })
})

describe('R2 media', () => {
  it('serves an object written to the MEDIA bucket, with a long immutable cache', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4])
    await env.MEDIA.put('avatars/test-user-1.png', bytes, { httpMetadata: { contentType: 'image/png' } })
    const res = await SELF.fetch('https://haven.test/media/avatars/test-user-1.png')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes)

    const listed = await env.MEDIA.list({ prefix: 'avatars/' })
    expect(listed.objects.map((o) => o.key)).toContain('avatars/test-user-1.png')
    await env.MEDIA.delete('avatars/test-user-1.png')
    expect((await SELF.fetch('https://haven.test/media/avatars/test-user-1.png')).status).toBe(404)
  })

  it('refuses path tricks', async () => {
    expect((await SELF.fetch('https://haven.test/media/..%2Fsecret')).status).toBe(404)
  })
})

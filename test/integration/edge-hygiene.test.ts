import { env, SELF } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emailOutbox, newsletterSubscribers, profiles } from '~/db/schema'
import { call, createMemberWithSession, db, formData, waitFor } from './helpers'

/**
 * The Worker's edge against odd input (issue 35, items 4, 7–11 and the error paths): the outside
 * probe's exact requests, each answered 4xx (or a normal page), never 500.
 */

describe('control characters in searches (item 7)', () => {
  it.each(['/venues?q=a%00b', '/places?q=a%00b', '/resources/cities?q=a%00b', '/resources/venue-map?q=a%00b'])(
    'answers %s like the same search without the NUL',
    async (path) => {
      const res = await call(path)
      expect(res.status).toBe(200)
      const clean = await call(path.replace('%00', ''))
      expect(clean.status).toBe(200)
      await clean.body?.cancel()
      expect(await res.text()).not.toContain('\u0000')
    },
  )

  it('removes control characters from every query parameter and a plain form, keeping tabs and line breaks', async () => {
    // the venue list redirects a messy address to its clean form: the NUL is gone from it
    const res = await call('/venues?q=a%00b%01c&sort=name')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('value="abc"')
  })

  it('removes them from a form’s text fields (plain and multipart), keeping line breaks', async () => {
    const member = await createMemberWithSession('Form Tester')
    const profile = (displayName: string, bio: string) => ({
      intent: 'profile',
      displayName,
      pronouns: '',
      bio,
      userMode: 'friends',
      cityId: '',
      cityLabel: '',
      cityQuery: '',
    })
    const stored = () => db().select().from(profiles).where(eq(profiles.userId, member.id)).get()
    const plain = await call('/profile/settings?intent=profile', {
      method: 'POST',
      cookie: member.cookie,
      body: new URLSearchParams(profile('Ro\u0000bin', 'Line one\nline\u0007 two')),
    })
    expect(plain.status).toBeLessThan(400)
    expect(await stored()).toMatchObject({ displayName: 'Robin', bio: 'Line one\nline two' })
    const multipart = await call('/profile/settings?intent=profile', {
      method: 'POST',
      cookie: member.cookie,
      body: formData(profile('Sa\u0000m\u001f', 'Tab\there')),
    })
    expect(multipart.status).toBeLessThan(400)
    expect(await stored()).toMatchObject({ displayName: 'Sam', bio: 'Tab\there' })
  })

  const cityForms: [string, Record<string, string>][] = [
    [
      '/profile/settings?intent=profile',
      { intent: 'profile', displayName: 'Robin', userMode: 'friends', cityId: '', cityLabel: '', cityQuery: 'a\u0000b' },
    ],
    [
      '/groups/new',
      {
        name: 'Queer Readers',
        description: 'We read queer books and talk.',
        category: 'arts',
        visibility: 'public',
        cityQuery: 'a\u0000b',
      },
    ],
    ['/venues/suggest', { name: 'Nul Bar', category: 'cafe', cityQuery: 'a\u0000b', cityId: '', cityLabel: '', address: 'Street 1' }],
  ]
  it.each(cityForms)('answers a NUL in the cityQuery of %s with the form, never a 500 (multipart and plain)', async (path, fields) => {
    const member = await createMemberWithSession('Nul Tester')
    const multipart = await call(path, { method: 'POST', cookie: member.cookie, body: formData(fields) })
    expect(multipart.status).toBeLessThan(500)
    await multipart.body?.cancel()
    const plain = await call(path, { method: 'POST', cookie: member.cookie, body: new URLSearchParams(fields) })
    expect(plain.status).toBeLessThan(500)
    await plain.body?.cancel()
  })
})

describe('malformed percent-encoding (item 8)', () => {
  it.each(['/media/%ZZ', '/media/%E0%A4%A', '/media/venues/%', '/media/photos/%FF', '/venues/%ZZ', '/country/%E0%A4%A', '/groups/%FF'])(
    'answers %s with a translated 400',
    async (path) => {
      const res = await call(path, { headers: { 'Accept-Language': 'de' } })
      expect(res.status).toBe(400)
      expect(await res.text()).toBe('Diese Adresse konnte nicht gelesen werden.')
    },
  )

  it('answers a control character in a path with a 404, and the APIs in their JSON shape', async () => {
    expect((await call('/venues/a%00b')).status).toBe(404)
    const api = await call('/api/feed/%E0%A4%A')
    expect(api.status).toBe(400)
    expect(await api.json()).toMatchObject({ code: 'badRequest' })
    const token = await call('/auth/v1/%FF')
    expect(token.status).toBe(400)
    expect(await token.json()).toMatchObject({ code: 'bad_request' })
  })
})

describe('sign-in redirects (item 10)', () => {
  it('keeps a short return address once encoded, and drops a 50 KB query string', async () => {
    const short = await call('/profile/settings?tab=privacy&from=caf%C3%A9')
    expect(short.status).toBe(302)
    const location = short.headers.get('Location')!
    expect(location).toBe(`/auth?redirectTo=${encodeURIComponent('/profile/settings?tab=privacy&from=caf%C3%A9')}`)
    // /auth reads it back as it was, and offers it on
    const auth = await call(location)
    expect(auth.status).toBe(200)
    expect(await auth.text()).toContain('name="redirectTo" value="/profile/settings?tab=privacy&amp;from=caf%C3%A9"')

    const long = await call(`/profile/settings?q=${'%41'.repeat(17_000)}`)
    expect(long.status).toBe(302)
    expect(long.headers.get('Location')).toBe('/auth?redirectTo=%2Fprofile%2Fsettings')
  })

  it('does not follow a return address over 512 characters or to another host', async () => {
    const member = await createMemberWithSession('Redirected')
    const back = async (redirectTo: string) =>
      (
        await call('/language', { method: 'POST', cookie: member.cookie, body: new URLSearchParams({ lng: 'en', redirectTo }) })
      ).headers.get('Location')
    expect(await back('/venues?page=2')).toBe('/venues?page=2')
    expect(await back(`/venues?q=${'a'.repeat(600)}`)).toBe('/')
    expect(await back('//evil.example/')).toBe('/')
    expect(await back('/\\evil.example/')).toBe('/')
  })
})

describe('request bodies (item 11)', () => {
  it('refuses a 2 MB body to /api/feed/{id}/comments with a translated 413', async () => {
    const member = await createMemberWithSession('Big Talker')
    const res = await call(`/api/feed/${crypto.randomUUID()}/comments`, {
      method: 'POST',
      cookie: member.cookie,
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'de' },
      body: JSON.stringify({ content: 'x'.repeat(2_000_000) }),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({ error: 'Diese Anfrage ist zu groß.', code: 'payloadTooLarge' })
  })
})

describe('newsletter (item 4)', () => {
  const subscribe = (email: string, headers: Record<string, string> = {}) =>
    call('/api/newsletter', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email, locale: 'en' }),
    })
  const emailsTo = (address: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).all()

  it('sends one confirmation for 30 requests, answering each the same 202, and keeps the first link valid', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await subscribe('flooded@example.org')
      expect(res.status).toBe(202)
      expect(await res.json()).toEqual({ ok: true, status: 'confirmation-sent' })
    }
    // a later message, delivered after the others: then they are all in the outbox
    expect((await subscribe('marker@example.org')).status).toBe(202)
    await waitFor(async () => (await emailsTo('marker@example.org')).length > 0)
    await new Promise((r) => setTimeout(r, 1_500))
    const sent = await emailsTo('flooded@example.org')
    expect(sent).toHaveLength(1)
    const link = sent[0]!.textBody!.match(/https?:\/\/\S+/)![0]
    expect((await SELF.fetch(link)).status).toBe(200)
    const row = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'flooded@example.org')).get()
    expect(row?.status).toBe('confirmed')
  })

  it('refuses a subscription posted from another site with a 403', async () => {
    const res = await subscribe('cross@example.org', { Origin: 'https://elsewhere.example' })
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({ code: 'forbidden' })
    expect(
      await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'cross@example.org')).get(),
    ).toBeUndefined()
  })
})

describe('errors nobody caught', () => {
  // runs last: it drops tables of this file's own database (the next file starts from a new one)
  it('answers a plain 500 without the error on a page, its data request, an API and /media', async () => {
    const member = await createMemberWithSession('Unlucky')
    await env.DB.prepare('DROP TABLE news_articles').run()
    await env.DB.prepare('DROP TABLE newsletter_subscribers').run()
    await env.DB.prepare('DROP TABLE venue_photos').run()
    const leaks = (text: string) => /no such table|D1_ERROR|SQLITE|news_articles|newsletter_subscribers|venue_photos|\n\s+at /.test(text)

    const page = await call('/news', { cookie: member.cookie })
    expect(page.status).toBe(500)
    const html = await page.text()
    expect(html).toContain('Something went wrong')
    expect(leaks(html)).toBe(false)

    const data = await call('/news.data', { cookie: member.cookie })
    expect(data.status).toBe(500)
    expect(leaks(await data.text())).toBe(false)

    const api = await call('/api/newsletter/confirm?token=abc')
    expect(api.status).toBe(500)
    expect(await api.json()).toEqual({ error: 'Something went wrong. Please try again later.', code: 'unexpected' })

    const media = await call(`/media/venues/1/${crypto.randomUUID()}.jpg`)
    expect(media.status).toBe(500)
    const text = await media.text()
    expect(text).toBe('Something went wrong. Please try again later.')
  })
})

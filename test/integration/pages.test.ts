import { SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { withoutPageTexts } from './helpers'

describe('Remix pages through the Worker', () => {
  it('streams the home page with the language set on <html>', async () => {
    const res = await SELF.fetch('https://haven.test/')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const html = await res.text().then(withoutPageTexts)
    expect(html).toContain('<html lang="en" dir="ltr"')
    expect(html).toContain('Find your people, wherever you are')
  })

  it('renders Arabic right to left from the first byte', async () => {
    const res = await SELF.fetch('https://haven.test/', { headers: { 'Accept-Language': 'ar,en;q=0.5' } })
    expect(await res.text().then(withoutPageTexts)).toContain('<html lang="ar" dir="rtl"')
  })

  it('prefers the stored language cookie over the browser language', async () => {
    const res = await SELF.fetch('https://haven.test/', { headers: { 'Accept-Language': 'fr', Cookie: 'lng=de' } })
    expect(await res.text().then(withoutPageTexts)).toContain('<html lang="de"')
  })

  it('answers an unknown path with a 404 page, titled in the reader’s language', async () => {
    const res = await SELF.fetch('https://haven.test/this/does/not/exist')
    expect(res.status).toBe(404)
    const html = await res.text().then(withoutPageTexts)
    expect(html).toContain('Page not found')
    expect(html).toMatch(/<title>Page not found — Haven<\/title>/)
    const german = await SELF.fetch('https://haven.test/this/does/not/exist', { headers: { Cookie: 'lng=de' } })
    expect(await german.text().then(withoutPageTexts)).toMatch(/<title>[^<]+ — Haven<\/title>/)
  })

  it('answers the health check', async () => {
    const res = await SELF.fetch('https://haven.test/api/health')
    expect(await res.json()).toEqual({ ok: true, app: 'Haven' })
  })
})

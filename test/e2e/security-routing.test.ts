import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from './browser'

const baseUrl = inject('baseUrl')
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

function scriptSrc(csp: string) {
  return (
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src')) ?? ''
  )
}

describe('security headers', () => {
  it('sends a nonce-based CSP and the hardening headers with every page', async () => {
    const [a, b] = await Promise.all([fetch(baseUrl), fetch(baseUrl)])
    const csp = a.headers.get('content-security-policy')!
    expect(scriptSrc(csp)).toMatch(/^script-src 'nonce-[A-Za-z0-9_-]{16,}' 'strict-dynamic'$/)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    // a fresh nonce per response, and the inline scripts carry it
    expect(scriptSrc(csp)).not.toBe(scriptSrc(b.headers.get('content-security-policy')!))
    const nonce = scriptSrc(csp).match(/'nonce-([^']+)'/)![1]
    const html = await a.text()
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)]
    expect(inline.length).toBeGreaterThan(0)
    for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`)

    for (const res of [a, await fetch(`${baseUrl}/api/health`), await fetch(`${baseUrl}/favicon.svg`)]) {
      expect(res.headers.get('strict-transport-security')).toContain('max-age=')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy')).toContain('camera=()')
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    }
    expect(a.headers.get('cache-control')).toContain('private')
  })

  it('runs the page in Chromium without a single CSP violation', async () => {
    const page = await browser.newPage()
    const violations: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text())
    })
    await page.goto(baseUrl, { waitUntil: 'networkidle' })
    // hydrated: React attached its handlers (the skip link moves focus)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    expect(violations).toEqual([])
    await page.close()
  })
})

describe('routing', () => {
  it.each([
    ['/tags', '/ressources'],
    ['/tags/mental-health', '/ressources'],
    ['/community', '/feed'],
  ])('redirects %s to %s', async (from, to) => {
    const res = await fetch(baseUrl + from, { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(new URL(res.headers.get('location')!, baseUrl).pathname).toBe(to)
  })

  it('replaces the history entry on a redirect', async () => {
    const page = await browser.newPage()
    await page.goto(baseUrl)
    const before = await page.evaluate(() => history.length)
    // /tags goes to /ressources (SPEC §2), a page a visitor may read (/community's /feed is for members)
    await page.goto(`${baseUrl}/tags`)
    expect(new URL(page.url()).pathname).toBe('/ressources')
    expect(await page.evaluate(() => history.length)).toBe(before + 1)
    await page.close()
  })

  it('answers unknown paths with a translated 404 page inside the layout', async () => {
    const context = await browser.newContext({ locale: 'es-ES' })
    const page = await context.newPage()
    const res = await page.goto(`${baseUrl}/definitely/not/here`)
    expect(res?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Página no encontrada')
    expect(await page.locator('main#main').count()).toBe(1)
    await context.close()
  })
})

describe('theme without JavaScript', () => {
  it('stores the choice in the cookie the server renders from', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/about`)
    await page.getByRole('group', { name: /theme/i }).getByRole('button', { name: /dark/i }).click()
    await page.waitForURL(`${baseUrl}/about`)
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'ui-theme')?.value).toBe('dark')
    await context.close()
  })

  it('refuses an unknown theme and an off-site redirect', async () => {
    const bad = await fetch(`${baseUrl}/theme`, { method: 'POST', body: new URLSearchParams({ theme: 'neon' }), redirect: 'manual' })
    expect(bad.status).toBe(400)
    const offsite = await fetch(`${baseUrl}/theme`, {
      method: 'POST',
      body: new URLSearchParams({ theme: 'light', redirectTo: '//evil.example/' }),
      redirect: 'manual',
    })
    expect(offsite.status).toBe(303)
    expect(offsite.headers.get('location')).toBe('/')
  })
})

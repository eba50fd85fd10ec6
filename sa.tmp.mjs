import { chromium } from 'playwright-core'
const [url, out, scheme = 'light', full = 'full', width = '1280'] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const context = await browser.newContext({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme })
await context.addCookies([
  { name: 'haven_session', value: 'shotsessiontoken1234567890abcdefghij', url },
  { name: 'haven-consent-version', value: '1', url },
])
const page = await context.newPage()
await page.goto(url, { waitUntil: 'networkidle' })
await page.screenshot({ path: out, fullPage: full === 'full' })
await browser.close()

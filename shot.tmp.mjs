import { chromium } from 'playwright-core'
const [url, out, scheme = 'light', cookie] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: scheme })
if (cookie) await context.addCookies([{ name: cookie.split('=')[0], value: cookie.split('=').slice(1).join('='), url }])
const page = await context.newPage()
await page.goto(url, { waitUntil: 'networkidle' })
await page.screenshot({ path: out, fullPage: true })
await browser.close()

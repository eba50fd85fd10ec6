/**
 * Renders the PNG app icons of public/manifest.webmanifest from the SVG sources with
 * Chromium (the same browser the end-to-end tests use, scripts/lib/browser.ts). Run after changing an icon:
 *   npx tsx scripts/make-icons.ts
 */
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { browserPath } from './lib/browser'

const ICONS = [
  { source: 'public/favicon.svg', target: 'public/icons/icon-192.png', size: 192 },
  { source: 'public/favicon.svg', target: 'public/icons/icon-512.png', size: 512 },
  { source: 'public/icons/maskable.svg', target: 'public/icons/maskable-512.png', size: 512 },
]

const browser = await chromium.launch({ executablePath: browserPath(), args: ['--no-sandbox', '--disable-gpu'] })
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
    const svg = readFileSync(icon.source, 'utf8')
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img alt="" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${icon.size}" height="${icon.size}" style="display:block"></body></html>`,
    )
    await page.waitForFunction(() => document.images[0]?.complete)
    await page.screenshot({ path: icon.target, omitBackground: true })
    await page.close()
    console.log(`${icon.target} (${icon.size}px)`)
  }
} finally {
  await browser.close()
}

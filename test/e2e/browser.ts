import { mkdirSync } from 'node:fs'
import { chromium, type Browser } from 'playwright-core'

/** Debian's Chromium (apt-get install chromium); never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const SCREENSHOTS = 'test-results/screenshots'

export async function launchChromium(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

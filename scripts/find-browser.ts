/**
 * `npx tsx scripts/find-browser.ts`: prints the Chromium or Chrome the e2e tests would use
 * (scripts/lib/browser.ts), or says how to get one and exits 1. `.ci/run` installs one when not.
 */
import { browserPath } from './lib/browser'

try {
  console.log(browserPath())
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}

/**
 * The one place that finds a Chromium (or Chrome) for the e2e tests, the benchmarks and the icon
 * script: CHROMIUM_PATH, else the system's Chromium or Chrome, else one Playwright downloaded.
 * `npm test` asks first (scripts/test.ts), so a machine without one hears it at once, not after
 * ten minutes of other steps.
 */
import { accessSync, constants, readdirSync, statSync } from 'node:fs'
import { homedir } from 'node:os'
import { delimiter, join } from 'node:path'

export const HOW_TO_GET_A_BROWSER =
  'no Chromium or Chrome found for the end-to-end tests: install one (`apt-get install chromium`) or set CHROMIUM_PATH to its executable'

const SYSTEM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
]
const ON_PATH = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome']

function executable(file: string) {
  try {
    accessSync(file, constants.X_OK)
    return statSync(file).isFile()
  } catch {
    return false
  }
}

type Where = { env?: NodeJS.ProcessEnv; system?: string[]; home?: string }

/** Playwright's downloads (`playwright install chromium`), newest revision first. */
function playwrightChromes(env: NodeJS.ProcessEnv, home: string) {
  const root = env.PLAYWRIGHT_BROWSERS_PATH || join(home, '.cache', 'ms-playwright')
  let revisions: string[]
  try {
    revisions = readdirSync(root).filter((name) => /^chromium-\d+$/.test(name))
  } catch {
    return []
  }
  revisions.sort((a, b) => Number(b.slice(9)) - Number(a.slice(9)))
  return revisions.flatMap((revision) =>
    ['chrome-linux64/chrome', 'chrome-linux/chrome', 'chrome-mac/Chromium.app/Contents/MacOS/Chromium'].map((file) =>
      join(root, revision, file),
    ),
  )
}

/** The browser's executable, or null when this machine has none (`where` for the tests). */
export function findBrowser({ env = process.env, system = SYSTEM, home = homedir() }: Where = {}): string | null {
  const chosen = env.CHROMIUM_PATH
  // a path someone chose and got wrong is said, not silently replaced by another browser
  if (chosen) return executable(chosen) ? chosen : null
  const onPath = (env.PATH ?? '').split(delimiter).flatMap((dir) => (dir ? ON_PATH.map((name) => join(dir, name)) : []))
  return [...system, ...onPath, ...playwrightChromes(env, home)].find(executable) ?? null
}

/** findBrowser, or an error that says how to get one. */
export function browserPath(where: Where = {}): string {
  const found = findBrowser(where)
  if (found) return found
  const chosen = (where.env ?? process.env).CHROMIUM_PATH
  throw new Error(chosen ? `CHROMIUM_PATH=${chosen} is not an executable file` : HOW_TO_GET_A_BROWSER)
}

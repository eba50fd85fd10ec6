import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { browserPath, findBrowser, HOW_TO_GET_A_BROWSER } from '../../scripts/lib/browser'

/** scripts/lib/browser.ts: where `npm test`, the e2e tests and the benchmarks find Chromium. */
const root = mkdtempSync(join(tmpdir(), 'haven-browser-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function file(path: string, mode = 0o755) {
  const full = join(root, path)
  mkdirSync(join(full, '..'), { recursive: true })
  writeFileSync(full, '#!/bin/sh\n')
  chmodSync(full, mode)
  return full
}

const nowhere = { env: { PATH: '' }, system: [], home: join(root, 'no-home') }

describe('finding a browser', () => {
  it('takes CHROMIUM_PATH first, and never replaces a wrong one with another browser', () => {
    const chosen = file('chosen/chrome')
    const system = file('usr/bin/chromium')
    expect(findBrowser({ ...nowhere, env: { CHROMIUM_PATH: chosen }, system: [system] })).toBe(chosen)
    const wrong = join(root, 'missing/chrome')
    expect(findBrowser({ ...nowhere, env: { CHROMIUM_PATH: wrong }, system: [system] })).toBeNull()
    expect(() => browserPath({ ...nowhere, env: { CHROMIUM_PATH: wrong } })).toThrow(`CHROMIUM_PATH=${wrong} is not an executable file`)
  })

  it('then the system’s Chromium or Chrome, then one on PATH, skipping files that cannot run', () => {
    const notExecutable = file('usr/bin/google-chrome', 0o644)
    const system = file('opt/chromium')
    expect(findBrowser({ ...nowhere, system: [notExecutable, system] })).toBe(system)
    const onPath = file('bin/chromium-browser')
    expect(findBrowser({ ...nowhere, env: { PATH: join(root, 'bin') } })).toBe(onPath)
  })

  it('then the newest Chromium Playwright downloaded', () => {
    const cache = join(root, 'home/.cache/ms-playwright')
    file('home/.cache/ms-playwright/chromium-1100/chrome-linux/chrome')
    const newest = file('home/.cache/ms-playwright/chromium-1200/chrome-linux64/chrome')
    expect(findBrowser({ ...nowhere, home: join(root, 'home') })).toBe(newest)
    expect(findBrowser({ ...nowhere, env: { PLAYWRIGHT_BROWSERS_PATH: cache } })).toBe(newest)
  })

  it('says in one line how to get one when there is none', () => {
    expect(findBrowser(nowhere)).toBeNull()
    expect(() => browserPath(nowhere)).toThrow(HOW_TO_GET_A_BROWSER)
    expect(HOW_TO_GET_A_BROWSER).toContain('apt-get install chromium')
    expect(HOW_TO_GET_A_BROWSER).toContain('CHROMIUM_PATH')
    expect(HOW_TO_GET_A_BROWSER).not.toContain('\n')
  })
})

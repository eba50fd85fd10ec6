import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TestCase, TestModule, TestSpecification, Vitest } from 'vitest/node'
import TestWatchdog from '../../scripts/lib/test-watchdog'

/**
 * scripts/lib/test-watchdog.ts: a run where nothing finishes for the bound is ended with exit
 * code 1, naming the file and test that were running and the last that finished.
 */
const ROOT = '/repo'
const module = (name: string, tests: TestCase[] = []) =>
  ({ type: 'module', moduleId: `${ROOT}/test/${name}`, children: { allTests: () => tests.values() } }) as unknown as TestModule
const test = (file: TestModule, fullName: string, state = 'pending', timeout?: number) =>
  ({ module: file, fullName, options: { timeout }, result: () => ({ state }) }) as unknown as TestCase

let written = ''
let exited: number | undefined
let close: ReturnType<typeof vi.fn>
let vitest: Vitest

beforeEach(() => {
  vi.useFakeTimers()
  written = ''
  exited = undefined
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    written += String(chunk)
    return true
  })
  vi.spyOn(process, 'exit').mockImplementation(((code?: number) => {
    exited = code
  }) as typeof process.exit)
  close = vi.fn(() => Promise.resolve())
  class Sequencer {
    // the pool's order: here by name, backwards
    sort = (specs: TestSpecification[]) => Promise.resolve([...specs].sort((a, b) => b.moduleId.localeCompare(a.moduleId)))
  }
  vitest = { config: { root: ROOT, sequence: { sequencer: Sequencer } }, close } as unknown as Vitest
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  process.exitCode = undefined
})

async function start(watchdog: TestWatchdog, ...files: TestModule[]) {
  watchdog.onInit(vitest)
  await watchdog.onTestRunStart(files.map((f) => ({ moduleId: f.moduleId }) as TestSpecification))
  for (const file of files) watchdog.onTestModuleQueued(file)
}

describe('the test watchdog', () => {
  it('ends a run whose test stopped moving, naming it and the last that finished', async () => {
    const file = module('integration/a.test.ts')
    const done = test(file, 'suite > finishes', 'passed')
    const stuck = test(file, 'suite > spins')
    const watchdog = new TestWatchdog({ quietSeconds: 180 })
    await start(watchdog, file)
    watchdog.onTestCaseReady(done)
    watchdog.onTestCaseResult(done)
    watchdog.onTestCaseReady(stuck)
    await vi.advanceTimersByTimeAsync(179_000)
    expect(exited).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(written).toContain('nothing finished for 180 s; ending the run')
    expect(written).toContain('running: test/integration/a.test.ts > suite > spins')
    expect(written).toContain('last finished: test/integration/a.test.ts > suite > finishes')
    expect(close).toHaveBeenCalled()
    expect(exited).toBe(1)
  })

  it('names the file the pool runs when its runner could not say which test started', async () => {
    const first = module('integration/b.test.ts')
    const waiting = test(module('integration/a.test.ts'), 'second test')
    const second = module('integration/a.test.ts', [test(first, 'one', 'passed'), waiting])
    const watchdog = new TestWatchdog({ quietSeconds: 60 })
    await start(watchdog, second, first)
    watchdog.onTestModuleEnd(first)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(written).toContain('running (or about to): test/integration/a.test.ts > second test')
    expect(exited).toBe(1)
  })

  it('says when the file’s tests are not known yet, and the hook a run is stuck in', async () => {
    const file = module('e2e/c.test.ts')
    const watchdog = new TestWatchdog({ quietSeconds: 60 })
    await start(watchdog, file)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(written).toContain('in test/e2e/c.test.ts (its tests unknown')

    written = ''
    const hooked = new TestWatchdog({ quietSeconds: 60 })
    await start(hooked, file)
    hooked.onHookStart({ name: 'beforeAll', entity: file } as Parameters<TestWatchdog['onHookStart']>[0])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(written).toContain('in beforeAll of test/e2e/c.test.ts')
  })

  it('gives a test with a longer timeout of its own that timeout and a minute, and stops at the end of the run', async () => {
    const file = module('e2e/d.test.ts')
    const long = test(file, 'crawls', 'pending', 600_000)
    const watchdog = new TestWatchdog({ quietSeconds: 300 })
    await start(watchdog, file)
    watchdog.onTestCaseReady(long)
    await vi.advanceTimersByTimeAsync(600_000)
    expect(exited).toBeUndefined()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(exited).toBe(1)

    exited = undefined
    const quiet = new TestWatchdog({ quietSeconds: 60 })
    await start(quiet, file)
    quiet.onTestRunEnd()
    await vi.advanceTimersByTimeAsync(600_000)
    expect(exited).toBeUndefined()
  })

  it('moves its bound with every finished test', async () => {
    const file = module('integration/e.test.ts')
    const watchdog = new TestWatchdog({ quietSeconds: 60 })
    await start(watchdog, file)
    for (let i = 0; i < 5; i++) {
      await vi.advanceTimersByTimeAsync(50_000)
      watchdog.onTestCaseResult(test(file, `t${i}`, 'passed'))
    }
    expect(exited).toBeUndefined()
  })
})

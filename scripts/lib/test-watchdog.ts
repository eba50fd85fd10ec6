/**
 * A vitest reporter that ends a run which stopped moving. It lives in vitest's Node process: in
 * the integration suite the runner and its timeouts live in workerd, so a test that keeps
 * workerd's thread busy never times out there (a run once sat at 98% CPU for 20 minutes with no
 * output). When nothing has finished (a test, a hook, a file) for `quietSeconds`, or for a test
 * with a longer timeout of its own that timeout and a minute, it prints the file and the test
 * that was running and the last that finished, and ends the run with exit code 1.
 * TEST_WATCHDOG_SECONDS overrides the bound (e.g. for a debugger).
 */
import { relative } from 'node:path'
import type { Reporter, TestCase, TestModule, TestSpecification, Vitest } from 'vitest/node'

type Hook = Parameters<NonNullable<Reporter['onHookStart']>>[0]

export default class TestWatchdog implements Reporter {
  private readonly quietMs: number
  private vitest?: Vitest
  private timer?: NodeJS.Timeout
  /** the files in the order they run (one at a time), and those that ended */
  private order: string[] = []
  private readonly ended = new Set<string>()
  private readonly modules = new Map<string, TestModule>()
  private running?: TestCase
  private hook?: Hook
  private lastFinished?: TestCase
  private since = Date.now()

  constructor({ quietSeconds = 180 }: { quietSeconds?: number } = {}) {
    this.quietMs = Number(process.env.TEST_WATCHDOG_SECONDS || quietSeconds) * 1000
  }

  onInit(vitest: Vitest) {
    this.vitest = vitest
  }

  async onTestRunStart(specifications: ReadonlyArray<TestSpecification>) {
    // the order the pool will run them in: the runner's own news of a file may never arrive
    // when its thread is stuck (it sends them in batches, from that thread)
    const Sequencer = this.vitest!.config.sequence.sequencer
    this.order = (await new Sequencer(this.vitest!).sort([...specifications])).map((spec) => spec.moduleId)
  }

  // armed from the first file on: the global setups before it (the e2e seed) have bounds of their own
  onTestModuleQueued(module: TestModule) {
    this.modules.set(module.moduleId, module)
    this.moved()
  }

  onTestModuleCollected(module: TestModule) {
    this.modules.set(module.moduleId, module)
    this.moved()
  }

  onTestModuleStart(module: TestModule) {
    this.modules.set(module.moduleId, module)
    this.moved()
  }

  onTestModuleEnd(module: TestModule) {
    this.ended.add(module.moduleId)
    this.moved()
  }

  onHookStart(hook: Hook) {
    this.hook = hook
  }

  onHookEnd() {
    this.hook = undefined
    this.moved()
  }

  onTestCaseReady(test: TestCase) {
    this.running = test
    this.moved()
  }

  onTestCaseResult(test: TestCase) {
    this.lastFinished = test
    this.running = undefined
    this.moved()
  }

  onTestRunEnd() {
    clearTimeout(this.timer)
    this.timer = undefined
  }

  /** Something finished or started: the bound starts again. */
  private moved() {
    this.since = Date.now()
    clearTimeout(this.timer)
    const own = this.running?.options.timeout
    this.timer = setTimeout(() => void this.bark(), Math.max(this.quietMs, own ? own + 60_000 : 0))
    this.timer.unref()
  }

  private async bark() {
    const root = this.vitest?.config.root ?? process.cwd()
    const file = (id: string) => relative(root, id)
    const name = (test?: TestCase) => (test ? `${file(test.module.moduleId)} > ${test.fullName}` : 'none')
    const hook = this.hook?.entity
    const fileId = this.running?.module.moduleId ?? this.order.find((id) => !this.ended.has(id))
    const module = fileId ? this.modules.get(fileId) : undefined
    // when the runner could not say which test started, the first unfinished one of the file is it
    const next = module && [...module.children.allTests()].find((test) => test.result().state === 'pending')
    const where = this.running
      ? `running: ${name(this.running)}`
      : hook
        ? `in ${this.hook!.name} of ${hook.type === 'module' ? file(hook.moduleId) : `${file(hook.module.moduleId)} > ${hook.fullName}`}`
        : next
          ? `running (or about to): ${name(next)}`
          : fileId
            ? `in ${file(fileId)} (its tests unknown: loading it, its setup, or its first test with the thread busy)`
            : 'before any file'
    process.stderr.write(
      [
        '',
        `test watchdog: nothing finished for ${Math.round((Date.now() - this.since) / 1000)} s; ending the run.`,
        `  ${where}`,
        `  last finished: ${name(this.lastFinished)}`,
        '',
      ].join('\n'),
    )
    process.exitCode = 1
    // let vitest stop its workers and run the global teardowns, unless that hangs too; exiting
    // runs miniflare's exit hook, which stops workerd
    await Promise.race([this.vitest?.close(), new Promise((resolve) => setTimeout(resolve, 15_000).unref())]).catch(() => {})
    process.exit(1)
  }
}

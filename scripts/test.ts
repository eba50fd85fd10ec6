/**
 * `npm test`: every check, in order, each within a time bound, stopping at the first that fails.
 * First it finds a browser for the e2e tests, so a machine without one hears it at once rather
 * than after the other steps. A step past its bound is stopped with everything it started (its
 * own process group) and fails the run: no step can hang CI. The bounds are about twice what a
 * busy 2-core machine takes; the test suites also have a watchdog of their own
 * (scripts/lib/test-watchdog.ts) that names a test which stopped moving.
 */
import { spawn } from 'node:child_process'
import { browserPath } from './lib/browser'

const MINUTE = 60_000
const STEPS: [script: string, boundMs: number][] = [
  ['typecheck', 10 * MINUTE],
  ['lint', 10 * MINUTE],
  ['check:boundaries', 5 * MINUTE],
  ['build', 10 * MINUTE],
  ['check:budgets', 5 * MINUTE],
  ['check:worker', 5 * MINUTE],
  ['test:unit', 10 * MINUTE],
  ['test:integration', 30 * MINUTE],
  // e2e takes ~21 min on a quiet 2-core machine (the axe audit alone 5): the bound leaves room for a busy one
  ['test:e2e', 50 * MINUTE],
]

try {
  console.log(`npm test: the e2e tests will use ${browserPath()}`)
} catch (error) {
  console.error(`npm test: ${(error as Error).message}`)
  process.exit(1)
}

let current: ReturnType<typeof spawn> | undefined
const stopGroup = () => {
  if (current?.pid != null) {
    try {
      process.kill(-current.pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopGroup()
    process.exit(130)
  })

const minutes = (ms: number) => `${(ms / MINUTE).toFixed(1)} min`
const started = Date.now()
for (const [script, bound] of STEPS) {
  const at = Date.now()
  const outcome = await new Promise<{ code: number | null; late: boolean }>((resolve) => {
    // its own process group, so a step past its bound is stopped with its children (workerd, wrangler, Chromium)
    current = spawn('npm', ['run', script], { stdio: 'inherit', detached: true })
    let late = false
    const timer = setTimeout(() => {
      late = true
      console.error(`\nnpm test: \`npm run ${script}\` ran past its bound of ${minutes(bound)}; stopping it`)
      stopGroup()
    }, bound)
    current.on('exit', (code) => {
      clearTimeout(timer)
      // a step that ended on its own leaves nothing behind that could outlive the run
      stopGroup()
      resolve({ code, late })
    })
  })
  console.log(`npm test: ${script} ${outcome.code === 0 ? 'passed' : 'FAILED'} in ${minutes(Date.now() - at)}`)
  if (outcome.code !== 0 || outcome.late) {
    console.error(`npm test: stopped at \`npm run ${script}\` after ${minutes(Date.now() - started)}`)
    process.exit(1)
  }
}
console.log(`npm test: all passed in ${minutes(Date.now() - started)}`)

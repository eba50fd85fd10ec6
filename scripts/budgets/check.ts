/**
 * `npm run check:budgets` (run by `npm test` after the build): every page's first-load
 * JavaScript against its budget (scripts/budgets/budgets.ts). Prints the table; exits 1 when a
 * page passes its budget, a page of the build has no budget, or a budget names no page.
 */
import { FIRST_LOAD_BUDGETS } from './budgets'
import { firstLoad, isPage, readManifest } from './first-load'

const clientDir = process.argv[2] ?? 'build/client'
const manifest = readManifest(clientDir)
const kb = (bytes: number) => bytes / 1024
const problems: string[] = []

const pages = Object.keys(manifest.routes).filter((id) => isPage(clientDir, manifest, id))
for (const id of pages) {
  if (!FIRST_LOAD_BUDGETS.some((budget) => budget.route === id))
    problems.push(`${id} has no budget: add its row to scripts/budgets/budgets.ts`)
}

console.log(`${'page'.padEnd(22)}${'first load'.padStart(12)}${'budget'.padStart(10)}${'files'.padStart(8)}${'ceiling'.padStart(9)}`)
for (const budget of FIRST_LOAD_BUDGETS) {
  if (!pages.includes(budget.route)) {
    problems.push(`the budget of ${budget.page} names ${budget.route}, which is no page of the build`)
    continue
  }
  const load = firstLoad(clientDir, manifest, budget.route)
  const size = kb(load.gzip)
  const files = budget.maxFiles === undefined ? `${load.files.length}` : `${load.files.length}/${budget.maxFiles}`
  const ceiling = budget.ceilingKb === undefined ? '' : `${budget.ceilingKb}`
  console.log(
    `${budget.page.padEnd(22)}${`${size.toFixed(1)} kB`.padStart(12)}${`${budget.maxKb}`.padStart(10)}${files.padStart(8)}${ceiling.padStart(9)}`,
  )
  if (budget.ceilingKb !== undefined && budget.maxKb > budget.ceilingKb) {
    problems.push(`the budget of ${budget.page} (${budget.maxKb} kB) is above the ceiling of its kind of page (${budget.ceilingKb} kB)`)
  }
  if (size > budget.maxKb) problems.push(`${budget.page} loads ${size.toFixed(1)} kB of JavaScript, over its budget of ${budget.maxKb} kB`)
  if (budget.maxFiles !== undefined && load.files.length > budget.maxFiles) {
    problems.push(`${budget.page} loads ${load.files.length} module files, over its budget of ${budget.maxFiles}`)
  }
}

console.log('\nkB are gzip; files are the module files loaded before hydration; ceiling: the most a page of its kind may load')
if (problems.length) {
  console.error(`\n${problems.join('\n')}`)
  process.exit(1)
}

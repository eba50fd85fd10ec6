/**
 * `npm run report:domains`: the pairs of domains (folders under app/models) that import each
 * other, from dependency-cruiser's JSON. Type-only imports count too (they tie the domains all
 * the same). The visibility files (app/models/<domain>/visibility.server.ts, decision 005) are
 * their own layer below the domains (they import only the db, the viewer and each other), so an
 * import of one ties no domain to another; `--with-visibility` counts them in their folders.
 * A report, not a check: it is not part of `npm test`.
 */
import { execFileSync } from 'node:child_process'

interface Module {
  source: string
  dependencies: { resolved: string; dependencyTypes: string[] }[]
}

const json = execFileSync('npx', ['depcruise', 'app/models', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
  encoding: 'utf8',
  maxBuffer: 256 * 1024 * 1024,
})
const { modules } = JSON.parse(json) as { modules: Module[] }

const withVisibility = process.argv.includes('--with-visibility')
const domainOf = (path: string) =>
  !withVisibility && path.endsWith('/visibility.server.ts') ? undefined : /^app\/models\/([^/]+)\//.exec(path)?.[1]
// from domain -> to domain -> the files that make the edge (for the listing)
const edges = new Map<string, Map<string, string[]>>()
for (const module of modules) {
  const from = domainOf(module.source)
  if (!from) continue
  for (const dependency of module.dependencies) {
    const to = domainOf(dependency.resolved)
    if (!to || to === from) continue
    const targets = edges.get(from) ?? new Map<string, string[]>()
    edges.set(from, targets)
    const files = targets.get(to) ?? []
    files.push(`${module.source} -> ${dependency.resolved}`)
    targets.set(to, files)
  }
}

const pairs: [string, string][] = []
for (const [from, targets] of edges) for (const to of targets.keys()) if (from < to && edges.get(to)?.has(from)) pairs.push([from, to])
pairs.sort((a, b) => a.join().localeCompare(b.join()))

for (const [a, b] of pairs) {
  console.log(`${a} <-> ${b}`)
  for (const line of [...edges.get(a)!.get(b)!, ...edges.get(b)!.get(a)!]) console.log(`    ${line}`)
}
console.log(`${pairs.length} two-way domain pairs in app/models${withVisibility ? ' (visibility files counted in their domains)' : ''}`)

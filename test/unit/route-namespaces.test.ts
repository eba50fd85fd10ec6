import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROUTE_NAMESPACES } from '~/i18n/resources'

/**
 * Every route namespace a page renders with is one its route declares (`handle = { i18n: [...] }`).
 * The page's HTML carries the texts of the core and of the declared namespaces only
 * (i18n/page-texts.tsx); a component using another one suspends in the browser while its texts
 * load, and React throws the server's HTML away (error #418: the Breadcrumbs' 'places' label
 * on /profile/orders, found by a flaky e2e run). Read from the sources: a route's static imports,
 * followed through components, and the parts hydrated at once (`lazyHydrated`); what loads on
 * demand (`lazyOnDemand`, other dynamic imports: a dialog's form) fetches its texts when opened.
 */
const APP = resolve(__dirname, '../../app')
const ROUTES = join(APP, 'routes')
const ROUTE_NS = new Set<string>(ROUTE_NAMESPACES)

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name.startsWith('__') ? [] : routeFiles(path)
    return /\.tsx?$/.test(name) && !name.includes('.server.') ? [path] : []
  })
}

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('~/') ? join(APP, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(from), spec) : null
  if (!base) return null
  const file = [`${base}.tsx`, `${base}.ts`, join(base, 'index.tsx'), join(base, 'index.ts'), base].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  )
  return file && !file.includes('.server.') ? file : null
}

type Scan = { namespaces: Set<string>; imports: string[]; source: string }
const scans = new Map<string, Scan>()

function scan(file: string): Scan {
  const cached = scans.get(file)
  if (cached) return cached
  const source = readFileSync(file, 'utf8')
  const namespaces = new Set<string>()
  for (const [, list] of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g))
    for (const [, ns] of list!.matchAll(/'([^']+)'/g)) namespaces.add(ns!)
  for (const [, ns] of source.matchAll(/\bt\(\s*[`'"]([a-z0-9]+):/g)) namespaces.add(ns!)
  for (const [, ns] of source.matchAll(/\bns(?:=|:\s*)\{?\s*'([^']+)'/g)) namespaces.add(ns!)
  const specs = [
    ...Array.from(source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms), (m) => m[1]!),
    ...Array.from(source.matchAll(/^export\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms), (m) => m[1]!),
    // parts the server renders and the browser hydrates with the page
    ...Array.from(source.matchAll(/lazyHydrated\([^)]*?import\('([^']+)'\)/gs), (m) => m[1]!),
  ]
  const imports = specs.map((spec) => resolveImport(file, spec)).filter((path): path is string => !!path)
  const result = { namespaces, imports, source }
  scans.set(file, result)
  return result
}

/** The route namespaces a route module and what it renders use, each with a file that uses it. */
function usedNamespaces(route: string) {
  const used = new Map<string, string>()
  const seen = new Set<string>()
  const stack = [route]
  while (stack.length) {
    const file = stack.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    const { namespaces, imports } = scan(file)
    for (const ns of namespaces) if (ROUTE_NS.has(ns) && !used.has(ns)) used.set(ns, relative(APP, file))
    stack.push(...imports)
  }
  return used
}

/** The namespaces of `export const handle = { i18n: [...] }`, or of the shared handle it names. */
function declaredNamespaces(route: string): string[] {
  const { source } = scan(route)
  const handle = /export const handle\s*=\s*([^\n]+)/.exec(source)?.[1]
  if (!handle) return []
  const list = (text: string) => Array.from(/i18n:\s*\[([^\]]*)\]/.exec(text)?.[1]?.matchAll(/'([^']+)'/g) ?? [], (m) => m[1]!)
  if (handle.includes('i18n')) return list(handle)
  const name = handle.trim()
  for (const file of scan(route).imports) {
    const shared = new RegExp(`export const ${name}\\s*=\\s*([^\\n]+)`).exec(scan(file).source)?.[1]
    if (shared) return list(shared)
  }
  throw new Error(`${relative(APP, route)}: cannot read its handle (${name})`)
}

describe('route namespaces', () => {
  it('cover every route namespace a page renders with', () => {
    // a page is a route with a component (a resource route's texts are the server's business)
    const pages = routeFiles(ROUTES).filter((route) => /^export default /m.test(scan(route).source))
    expect(pages.length).toBeGreaterThan(80)
    const problems = pages.flatMap((route) => {
      const declared = new Set(declaredNamespaces(route))
      return [...usedNamespaces(route)]
        .filter(([ns]) => !declared.has(ns))
        .map(([ns, file]) => `${relative(APP, route)} renders '${ns}' (${file}) without declaring it in its handle`)
    })
    expect(problems).toEqual([])
  })

  it('are read from the sources as the pages use them', () => {
    // the scan itself: a known route, its declared namespaces and one reached through a component
    const orders = join(ROUTES, '_settings+/profile.orders.tsx')
    expect(declaredNamespaces(orders)).toContain('marketplace')
    expect(usedNamespaces(join(ROUTES, '_places+/places.tsx')).has('places')).toBe(true)
    expect(declaredNamespaces(join(ROUTES, 'admin+/event-types.tsx'))).toContain('admin')
  })
})

/**
 * First-load JavaScript of a page, read from the build: the module files a browser loads before
 * hydration (the client entry, then each route of the page's chain from root down, with their
 * static imports), as Remix's manifest lists them, weighed gzip-compressed.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] }
export type RemixManifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> }

export function readManifest(clientDir: string): RemixManifest {
  const file = readdirSync(join(clientDir, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (!file) throw new Error(`no Remix manifest in ${clientDir}/assets: run npm run build first`)
  const source = readFileSync(join(clientDir, 'assets', file), 'utf8')
  return JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as RemixManifest
}

/** The routes from root to `routeId`. */
export function routeChain(manifest: RemixManifest, routeId: string): ManifestRoute[] {
  const chain: ManifestRoute[] = []
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`no route ${id} in the build`)
    chain.unshift(route)
  }
  return chain
}

export type FirstLoad = { files: string[]; gzip: number }

export function firstLoad(clientDir: string, manifest: RemixManifest, routeId: string): FirstLoad {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports])
  for (const route of routeChain(manifest, routeId)) {
    files.add(route.module)
    for (const file of route.imports ?? []) files.add(file)
  }
  const gzip = [...files].reduce((sum, file) => sum + gzipSize(clientDir, file), 0)
  return { files: [...files], gzip }
}

const sizes = new Map<string, number>()
function gzipSize(clientDir: string, file: string) {
  let size = sizes.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, file))).byteLength
    sizes.set(file, size)
  }
  return size
}

/** A route with no component (a resource route, an action) ships an empty module: it is no page. */
export function isPage(clientDir: string, manifest: RemixManifest, routeId: string) {
  const route = manifest.routes[routeId]
  return route !== undefined && readFileSync(join(clientDir, route.module), 'utf8').trim() !== ''
}

import { fileURLToPath } from 'node:url'
import type { GetModuleInfo, ManualChunkMeta } from 'rollup'

const ROOT_MODULE = fileURLToPath(new URL('../../app/root.tsx', import.meta.url))
/** React, Remix and i18next: needed by the client entry before any route. */
const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run\/[\w-]+|react-router|react-router-dom|turbo-stream|i18next|react-i18next|remix-i18next|html-parse-stringify|void-elements)\//

/**
 * Rollup's manualChunks for the client build. Everything the root route reaches through static
 * imports (the header, the footer, their icons, the shared UI) loads on every page anyway: one
 * `shell` chunk instead of a file per icon and per small module, so a first load fetches a few
 * files, not forty (budgets in scripts/budgets/). Modules only a route or a lazy part uses keep
 * Rollup's own chunks, so no page loads more than it did. The framework gets one chunk of its
 * own, which changes only when a dependency is upgraded and so stays cached across deploys.
 */
export function clientChunks() {
  const reached = new Map<string, boolean>()
  // A walk up the static importers. A "yes" holds whatever the path; a "no" found while a
  // module on the path is being walked may be wrong (the way up through it was skipped), so
  // only the outermost walk, which sees every importer, records a "no".
  const walk = (id: string, getModuleInfo: GetModuleInfo, seen: Set<string>): boolean => {
    if (reached.get(id)) return true
    if (seen.has(id)) return false
    seen.add(id)
    // static importers only: what root imports lazily stays out of the first load
    const result = (getModuleInfo(id)?.importers ?? []).some((importer) => importer === ROOT_MODULE || walk(importer, getModuleInfo, seen))
    if (result) reached.set(id, true)
    return result
  }
  const reachedFromRoot = (id: string, getModuleInfo: GetModuleInfo) => {
    const known = reached.get(id)
    if (known !== undefined) return known
    const result = walk(id, getModuleInfo, new Set())
    reached.set(id, result)
    return result
  }
  return (id: string, { getModuleInfo }: ManualChunkMeta): string | undefined => {
    if (FRAMEWORK.test(id)) return 'framework'
    // Rollup's own helpers (\0commonjsHelpers, the preload helper) are imported by the framework
    // too: in the shell they would make the two chunks import each other, and React undefined
    if (id.startsWith('\0') || id === ROOT_MODULE || id.includes('/app/routes/')) return undefined
    return reachedFromRoot(id, getModuleInfo) ? 'shell' : undefined
  }
}

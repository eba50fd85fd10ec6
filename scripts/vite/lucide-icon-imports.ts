import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * `import { X, Menu } from 'lucide-react'` becomes one import per icon module
 * (`lucide-react/icons/x`) in builds. With the barrel, every icon's importer is the barrel
 * module, so the build cannot tell which icons the shell uses (client-chunks.ts) from the 1 600
 * the barrel re-exports; per-icon imports say it. Names come from the barrel's own export list
 * (aliases such as Loader2 included); what is not an icon (types, createLucideIcon) stays on
 * the barrel. Dev keeps the barrel: Vite pre-bundles it there.
 * The Worker's build keeps it too: wrangler's bundler tree-shakes it (sideEffects: false).
 */
export function lucideIconImports(): Plugin {
  const iconFiles = new Map<string, string>()
  return {
    name: 'haven:lucide-icon-imports',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const barrel = join(dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist/esm/lucide-react.mjs')
      for (const [, names, file] of readFileSync(barrel, 'utf8').matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
        for (const [, name] of names.matchAll(/default as (\w+)/g)) iconFiles.set(name, file)
      }
      if (iconFiles.size < 1000) this.error(`lucide-react's barrel changed shape: ${iconFiles.size} icons read`)
    },
    transform(code, id, options) {
      // the browser's build only: the Worker's bundler (wrangler) drops unused icons itself
      if (options?.ssr || !/\.[jt]sx?$/.test(id) || id.includes('/node_modules/') || !code.includes('lucide-react')) return null
      const rewritten = code.replace(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g, (statement, list: string) => {
        const kept: string[] = []
        const icons: string[] = []
        for (const specifier of list
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [imported, local = imported] = specifier.split(/\s+as\s+/)
          const file = iconFiles.get(imported)
          if (file && !imported.startsWith('type ')) icons.push(`import ${local} from 'lucide-react/icons/${file}';`)
          else kept.push(specifier)
        }
        return [kept.length ? `import { ${kept.join(', ')} } from 'lucide-react';` : '', ...icons].join('\n')
      })
      return rewritten === code ? null : { code: rewritten, map: null }
    },
  }
}

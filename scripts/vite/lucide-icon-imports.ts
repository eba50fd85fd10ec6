import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Plugin } from 'vite'

const VIRTUAL = 'virtual:lucide-icon/'
const RESOLVED = '\0lucide-icon/'
const ICON_COMPONENT = fileURLToPath(new URL('../../app/components/ui/icon.tsx', import.meta.url))

/**
 * `import { X, Menu } from 'lucide-react'` becomes one module per icon, in the browser's build,
 * the Worker's and dev alike: `virtual:lucide-icon/x` holds the icon's data (lucide's own
 * `__iconData`, read from lucide-react/icons/x when the module is loaded) drawn by
 * app/components/ui/icon.tsx, a lighter component than lucide's (its comment says why; the
 * markup is the same but for lucide's nine default attributes, which the stylesheet gives).
 * One module per icon also tells the build which icons the shell uses (client-chunks.ts), which
 * the barrel's single module could not. Names come from the barrel's own export list (aliases
 * such as Loader2 included); what is not an icon (types) stays on the barrel.
 */
export function lucideIconImports(): Plugin {
  const iconFiles = new Map<string, string>()
  let iconsDir = ''
  return {
    name: 'haven:lucide-icon-imports',
    enforce: 'pre',
    buildStart() {
      iconsDir = join(dirname(createRequire(import.meta.url).resolve('lucide-react/package.json')), 'dist/esm/icons')
      const barrel = join(iconsDir, '../lucide-react.mjs')
      for (const [, names, file] of readFileSync(barrel, 'utf8').matchAll(/export \{([^}]+)\} from '\.\/icons\/([\w-]+)\.mjs'/g)) {
        for (const [, name] of names.matchAll(/default as (\w+)/g)) iconFiles.set(name, file)
      }
      if (iconFiles.size < 1000) this.error(`lucide-react's barrel changed shape: ${iconFiles.size} icons read`)
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? RESOLVED + id.slice(VIRTUAL.length) : null
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return null
      const file = join(iconsDir, `${id.slice(RESOLVED.length)}.mjs`)
      const { __iconData } = (await import(pathToFileURL(file).href)) as { __iconData?: { name: string; node: unknown[] } }
      if (!__iconData?.name || !Array.isArray(__iconData.node)) this.error(`lucide-react changed shape: no __iconData in ${file}`)
      const data = { name: __iconData.name, node: __iconData.node }
      return `import { lucideIcon } from ${JSON.stringify(ICON_COMPONENT)};\nexport default /* @__PURE__ */ lucideIcon(${JSON.stringify(data)});\n`
    },
    transform(code, id) {
      if (!/\.[jt]sx?$/.test(id) || id.includes('/node_modules/') || !code.includes('lucide-react')) return null
      const rewritten = code.replace(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g, (statement, list: string) => {
        const kept: string[] = []
        const icons: string[] = []
        for (const specifier of list
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const [imported, local = imported] = specifier.split(/\s+as\s+/)
          const file = iconFiles.get(imported)
          if (file && !imported.startsWith('type ')) icons.push(`import ${local} from '${VIRTUAL}${file}';`)
          else kept.push(specifier)
        }
        return [kept.length ? `import { ${kept.join(', ')} } from 'lucide-react';` : '', ...icons].join('\n')
      })
      return rewritten === code ? null : { code: rewritten, map: null }
    },
  }
}

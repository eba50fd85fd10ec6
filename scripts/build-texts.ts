/**
 * The last step of `npm run build`, after `remix vite:build`: every language's texts (all its
 * namespaces, from app/i18n/locales) as one JSON file in the static assets,
 * build/client/locales/{lng}.json, which the Worker reads through its ASSETS binding instead of
 * carrying the texts in its bundle (app/i18n/texts.server.ts, decision 025). Fails when English,
 * the complete fallback, lacks a namespace.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { FALLBACK_LANGUAGE, LANGUAGES } from '../app/i18n/config'
import { languageTextsAssetPath, ROUTE_NAMESPACES } from '../app/i18n/resources'
import { allModuleTexts } from '../app/i18n/text-modules'

const CLIENT = 'build/client'

const texts = await allModuleTexts()
const missing = ROUTE_NAMESPACES.filter((ns) => Object.keys(texts[FALLBACK_LANGUAGE][ns] ?? {}).length === 0)
if (missing.length) {
  console.error(`✗ English lacks the namespaces ${missing.join(', ')}`)
  process.exit(1)
}
let total = 0
for (const lng of LANGUAGES) {
  const file = join(CLIENT, languageTextsAssetPath(lng))
  const json = JSON.stringify(texts[lng])
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, json)
  total += json.length
}
console.log(
  `✓ texts: ${LANGUAGES.length} languages in ${join(CLIENT, dirname(languageTextsAssetPath('en')))} (${(total / 1024).toFixed(0)} KiB)`,
)

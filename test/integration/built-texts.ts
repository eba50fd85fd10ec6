/**
 * The integration tests run the built Worker (build/server) with the built static assets
 * (build/client), where the server reads its texts (decision 025). vitest globalSetup, in Node:
 * without the texts every page would fail, so say why once, before any test runs.
 */
import { existsSync } from 'node:fs'
import { LANGUAGES } from '../../app/i18n/config'
import { languageTextsAssetPath } from '../../app/i18n/resources'

export function setup() {
  const missing = LANGUAGES.map((lng) => `build/client${languageTextsAssetPath(lng)}`).filter((file) => !existsSync(file))
  if (missing.length) throw new Error(`the texts are not built (${missing.join(', ')}): run \`npm run build\` first`)
}

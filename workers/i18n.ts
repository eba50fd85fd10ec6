/**
 * The texts of the Worker's API (errors, the auth API): the Remix build's own i18n, re-exported
 * by app/entry.server.tsx. Importing app/i18n/i18next.server here instead made wrangler bundle
 * every language's texts a second time beside the build's copy (hundreds of KiB of the Worker).
 */
import type { getLanguage as GetLanguage, serverI18n as ServerI18n } from '~/i18n/i18next.server'
// The Remix server build is produced by `remix vite:build` before wrangler bundles the Worker.
// @ts-expect-error -- generated at build time
import * as remixBuild from '../build/server'

const entry = (remixBuild as { entry: { module: { serverI18n: typeof ServerI18n; getLanguage: typeof GetLanguage } } }).entry.module

export const serverI18n: typeof ServerI18n = (language) => entry.serverI18n(language)
export const getLanguage: typeof GetLanguage = (request) => entry.getLanguage(request)

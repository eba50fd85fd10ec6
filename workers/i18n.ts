/**
 * The texts of the Worker's API (errors, the auth API): the Remix build's own i18n, re-exported
 * by app/entry.server.tsx. Importing app/i18n/i18next.server here instead would make wrangler
 * bundle a second instance of it beside the build's (a second cache of the texts, and a second
 * reader without the ASSETS binding). The texts themselves are static assets (decision 025).
 */
import type { getLanguage as GetLanguage, serverI18n as ServerI18n } from '~/i18n/i18next.server'
import type { setTextAssets as SetTextAssets } from '~/i18n/texts.server'
// The Remix server build is produced by `remix vite:build` before wrangler bundles the Worker.
// @ts-expect-error -- generated at build time
import * as remixBuild from '../build/server'

const entry = (
  remixBuild as {
    entry: { module: { serverI18n: typeof ServerI18n; getLanguage: typeof GetLanguage; setTextAssets: typeof SetTextAssets } }
  }
).entry.module

export const serverI18n: typeof ServerI18n = (language) => entry.serverI18n(language)
export const getLanguage: typeof GetLanguage = (request) => entry.getLanguage(request)
/** Gives the build's text reader the Worker's ASSETS binding: before any request, batch or cron run is handled. */
export const setTextAssets = (env: Pick<Env, 'ASSETS'>) => entry.setTextAssets(env.ASSETS)

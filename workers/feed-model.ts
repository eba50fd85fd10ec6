/**
 * The feed's model for /api/feed, from the Remix build (app/entry.server.tsx): like
 * workers/i18n.ts, so the Worker's API and the pages share one instance of the model and of the
 * i18n that renders its notifications. Importing app/models/feed/*.server here instead would
 * bundle a second i18n with every text module into the Worker.
 */
import type { FeedModel } from '~/models/feed/api.server'
// The Remix server build is produced by `remix vite:build` before wrangler bundles the Worker.
// @ts-expect-error -- generated at build time
import * as remixBuild from '../build/server'

export const feedModel: FeedModel = new Proxy({} as FeedModel, {
  get: (_, name) => (remixBuild as { entry: { module: { feedModel: FeedModel } } }).entry.module.feedModel[name as keyof FeedModel],
})

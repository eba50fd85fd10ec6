/**
 * createNotifications for the Worker's own API (the token API's friend requests): the Remix
 * build's, re-exported by app/entry.server.tsx. Importing app/models/notifications here instead
 * would bundle a second i18n beside the build's, with every text module (see workers/i18n.ts).
 */
import type { createNotifications as CreateNotifications } from '~/models/notifications/notifications.server'
// The Remix server build is produced by `remix vite:build` before wrangler bundles the Worker.
// @ts-expect-error -- generated at build time
import * as remixBuild from '../build/server'

const entry = (remixBuild as { entry: { module: { createNotifications: typeof CreateNotifications } } }).entry.module

export const createNotifications: typeof CreateNotifications = (notifier, inputs) => entry.createNotifications(notifier, inputs)

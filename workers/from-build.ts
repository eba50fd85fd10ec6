/**
 * What the Worker's own edges (the JSON API, the queue, the cron) use from the Remix server
 * build, re-exported by app/entry.server.tsx: the build's i18n (texts, language of a request,
 * the text reader's ASSETS binding), createNotifications, the crews' digest and the feed's model, which render
 * notifications in their recipients' languages with that i18n, and the notifications' reading
 * and marking for /api/notifications. Importing app/i18n or those
 * models here instead would make wrangler bundle a second instance of them beside the build's:
 * a second copy of the code, a second cache of the texts, and a second text reader that never
 * got the ASSETS binding (decision 025). Types come from the modules themselves.
 */
import type { FeedModel } from '~/models/feed/api.server'
import type { NotificationsModel } from '~/models/notifications/api.server'
import type { getLanguage as GetLanguage, serverI18n as ServerI18n } from '~/i18n/i18next.server'
import type { setTextAssets as SetTextAssets } from '~/i18n/texts.server'
import type { createNotifications as CreateNotifications } from '~/models/notifications/notifications.server'
import type { sendGroupDigests as SendGroupDigests } from '~/models/crews/crew-emails.server'
// The Remix server build is produced by `remix vite:build` before wrangler bundles the Worker.
// @ts-expect-error -- generated at build time
import * as remixBuild from '../build/server'

type Entry = {
  serverI18n: typeof ServerI18n
  getLanguage: typeof GetLanguage
  setTextAssets: typeof SetTextAssets
  createNotifications: typeof CreateNotifications
  feedModel: FeedModel
  notificationsModel: NotificationsModel
  sendGroupDigests: typeof SendGroupDigests
}
const entry = () => (remixBuild as { entry: { module: Entry } }).entry.module

export const serverI18n: typeof ServerI18n = (language) => entry().serverI18n(language)
export const getLanguage: typeof GetLanguage = (request) => entry().getLanguage(request)
/** Gives the build's text reader the Worker's ASSETS binding: before any request, batch or cron run is handled. */
export const setTextAssets = (env: Pick<Env, 'ASSETS'>) => entry().setTextAssets(env.ASSETS)
export const createNotifications: typeof CreateNotifications = (notifier, inputs) => entry().createNotifications(notifier, inputs)
/** The crews' daily digest (its cron), which renders the crew notifications in the members' languages. */
export const sendGroupDigests: typeof SendGroupDigests = (db, emails, at) => entry().sendGroupDigests(db, emails, at)
export const feedModel: FeedModel = new Proxy({} as FeedModel, { get: (_, name) => entry().feedModel[name as keyof FeedModel] })
export const notificationsModel: NotificationsModel = new Proxy({} as NotificationsModel, {
  get: (_, name) => entry().notificationsModel[name as keyof NotificationsModel],
})

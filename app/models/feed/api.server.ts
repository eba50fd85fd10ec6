/**
 * The feed's model as the Worker's JSON API (/api/feed, workers/api/feed.ts) calls it: handed
 * over by the Remix build's entry (app/entry.server.tsx, read by workers/from-build.ts) so the
 * API runs the very functions the pages run, with the build's i18n for the notifications'
 * texts (a second copy bundled into the Worker would carry every text module: decision 025).
 */
import { addComment, deleteComment, likePost, unlikePost } from './interactions.server'
import { getPost, listFeed } from './posts.server'

export const feedModel = { listFeed, getPost, likePost, unlikePost, addComment, deleteComment }
export type FeedModel = typeof feedModel

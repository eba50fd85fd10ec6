import type { AppLoadContext } from '@remix-run/cloudflare'
import { getCurrentUser } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { listNews, parseNewsQuery, resolveNewsQuery } from '~/models/news/list.server'
import { newsSearchParams } from '~/models/news/query'
import { newsSyndication } from '~/models/news/syndication.server'
import { viewerOf } from '~/models/viewer'

const TYPES = { rss: 'application/rss+xml; charset=utf-8', atom: 'application/atom+xml; charset=utf-8' }

/** The feed's address for a /news query (its filters; the page aside): the page's `<link rel="alternate">` and the feed's own id. */
export const newsFeedPath = (format: keyof typeof TYPES, params: URLSearchParams) => {
  const qs = params.toString()
  return `/news/feed.${format}${qs ? `?${qs}` : ''}`
}

/**
 * /news/feed.rss and .atom: the newest articles of a /news list (models/news/syndication.server.ts).
 * Unknown or bad filters are dropped as the page drops them. A reader without a session gets a
 * visitor's articles (cacheable for a few minutes); a member's browser their own, never cached.
 */
export async function newsFeedResponse(request: Request, context: AppLoadContext, format: keyof typeof TYPES) {
  const url = new URL(request.url)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  const db = getDb(context.cloudflare.env.DB)
  const [{ query }, i18n] = await Promise.all([resolveNewsQuery(db, viewer, parseNewsQuery(url), language), serverI18n(language)])
  const list = await listNews(db, viewer, { ...query, page: 1 })
  const body = newsSyndication(list.cards, format, {
    title: i18n.t('news:feeds.title'),
    description: i18n.t('news:meta.description'),
    origin: url.origin,
    url: new URL(newsFeedPath(format, newsSearchParams(query, ['page'])), url.origin).toString(),
    language,
  })
  return new Response(body, {
    headers: { 'Content-Type': TYPES[format], 'Cache-Control': viewer ? 'private, no-store' : 'public, max-age=300', Vary: 'Cookie' },
  })
}

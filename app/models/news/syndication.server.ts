/**
 * /news as feeds (RSS 2.0 and Atom 1.0, built with `feed`), so feed readers find and follow it:
 * the newest articles of a /news list (its filters; the page aside), each linking to its page
 * here, with its summary, topic and source. What a feed holds is its reader's, read by the list's
 * own query (listNews, visibleNewsArticle): a feed reader has no session and gets a visitor's.
 */
import { Feed } from 'feed'
import { APP_NAME } from '~/config'
import type { Language } from '~/i18n/config'
import type { NewsCard } from './list.server'

export function newsSyndication(
  cards: NewsCard[],
  format: 'rss' | 'atom',
  { title, description, origin, url, language }: { title: string; description: string; origin: string; url: string; language: Language },
) {
  const feed = new Feed({
    id: url,
    title,
    description,
    link: new URL('/news', origin).toString(),
    language,
    updated: cards[0]?.publishedAt ?? new Date(0),
    generator: APP_NAME,
    copyright: APP_NAME,
    feedLinks: format === 'rss' ? { rss: url } : { atom: url },
  })
  for (const card of cards) {
    const link = new URL(`/news/${card.id}`, origin).toString()
    feed.addItem({
      id: link,
      guid: link,
      link,
      title: card.title,
      date: card.publishedAt,
      description: card.summary ?? undefined,
      ...(card.category ? { category: [{ name: card.category }] } : {}),
      ...(card.sourceName ? { author: [{ name: card.sourceName }] } : {}),
    })
  }
  return format === 'rss' ? feed.rss2() : feed.atom1()
}

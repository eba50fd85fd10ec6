/**
 * The demo feeds the app serves itself (/news/demo-feed/{rss,atom}.xml), so that the demo's news
 * sources (scripts/seed/demo.ts) can be imported offline: `npm start`, then `npm run news:import`.
 * They hold what real feeds hold and the import must deal with: HTML with a script, an onclick,
 * an iframe and a tracking pixel, links with utm_ parameters, and items the sources' rules drop
 * (the RSS source excludes 'sponsored'). Dates are a few hours before `now`, so the items are
 * the newest on /news; addresses never change, so a second import stores nothing new.
 */
export const DEMO_FEED_FILES = ['rss.xml', 'atom.xml'] as const
export type DemoFeedFile = (typeof DEMO_FEED_FILES)[number]

const HOUR = 3_600_000
const BASE = 'https://example.org/haven-wire'

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

type DemoItem = { slug: string; title: string; category: string; html: string; hoursAgo: number }

const PIXEL = '<img src="https://pixel.wp.com/t.gif?post=1" width="1" height="1" alt="">'

const RSS_ITEMS: DemoItem[] = [
  {
    slug: 'pride-month-volunteers',
    title: 'Volunteers wanted for this summer’s Pride information tent',
    category: 'community',
    html: `<p>The information tent needs <strong>friendly faces</strong> for two-hour shifts.</p><script>alert("tracked")</script><p onclick="steal()">Sign up at the community centre.</p>${PIXEL}`,
    hoursAgo: 2,
  },
  {
    slug: 'clinic-extends-hours',
    title: 'Community health clinic extends its evening hours',
    category: 'health',
    html: '<p>Walk-in testing is now open until 21:00 on weekdays. <a href="https://example.org/clinic?utm_source=rss&utm_medium=feed">See the times</a>.</p><iframe src="https://ads.example.net/frame"></iframe>',
    hoursAgo: 5,
  },
  {
    slug: 'queer-film-week',
    title: 'Queer film week announces its opening night',
    category: 'culture',
    html: '<p>Six nights, twenty films and a closing party.</p><p style="color:red" class="promo">Tickets go on sale on Monday.</p>',
    hoursAgo: 9,
  },
  {
    slug: 'sponsored-dating-app',
    title: 'Sponsored: the dating app everyone is talking about',
    category: 'community',
    html: '<p>This sponsored post is dropped by the source’s rules.</p>',
    hoursAgo: 11,
  },
]

const ATOM_ITEMS: DemoItem[] = [
  {
    slug: 'swim-club-open-day',
    title: 'Inclusive swim club holds an open day for beginners',
    category: 'sports',
    html: '<p>No experience needed: coaches will be in the water all afternoon.</p>',
    hoursAgo: 3,
  },
  {
    slug: 'council-adopts-equality-plan',
    title: 'City council adopts a new equality action plan',
    category: 'politics',
    html: '<p>The plan funds training for public services and a yearly report.</p><p><a href="javascript:alert(1)">Read the plan</a></p>',
    hoursAgo: 7,
  },
  {
    slug: 'travel-guide-update',
    title: 'Travel notes: what to know before a summer city break',
    category: 'travel',
    html: '<p>Check the safety notes of your destination and book accommodation that welcomes everyone.</p>',
    hoursAgo: 20,
  },
]

/** The demo document for `file`, with dates counted back from `now`. */
export function demoFeed(file: DemoFeedFile, origin: string, now: number): string {
  if (file === 'rss.xml') {
    const items = RSS_ITEMS.map(
      (item) => `<item>
<title>${escapeXml(item.title)}</title>
<link>${BASE}/${item.slug}?utm_source=rss&amp;utm_campaign=demo</link>
<guid isPermaLink="false">haven-wire-${item.slug}</guid>
<category>${item.category}</category>
<pubDate>${new Date(now - item.hoursAgo * HOUR).toUTCString()}</pubDate>
<description>${escapeXml(item.html)}</description>
</item>`,
    ).join('\n')
    return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
<title>Haven Demo Wire</title>
<link>${BASE}</link>
<description>Demo news served by Haven itself, for offline imports.</description>
<language>en</language>
<atom:link xmlns:atom="http://www.w3.org/2005/Atom" href="${escapeXml(origin)}/news/demo-feed/rss.xml" rel="self"/>
${items}
</channel></rss>`
  }
  const entries = ATOM_ITEMS.map(
    (item) => `<entry>
<title>${escapeXml(item.title)}</title>
<link rel="alternate" href="${BASE}/${item.slug}"/>
<id>urn:haven:demo:${item.slug}</id>
<updated>${new Date(now - item.hoursAgo * HOUR).toISOString()}</updated>
<category term="${item.category}"/>
<content type="html">${escapeXml(item.html)}</content>
</entry>`,
  ).join('\n')
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
<title>Haven Demo Atom</title>
<link rel="alternate" href="${BASE}"/>
<link rel="self" href="${escapeXml(origin)}/news/demo-feed/atom.xml"/>
<id>urn:haven:demo</id>
<updated>${new Date(now).toISOString()}</updated>
${entries}
</feed>`
}

/**
 * Every public route of SPEC §2, grouped as on /sitemap. One list for the HTML sitemap,
 * sitemap.xml and robots.txt. Labels: `pages:nav.<key>.label` / `.description`;
 * group headings: `pages:sitemap.groups.<group>`.
 */
import { PAGES } from './pages'

export type SiteRoute = {
  key: string
  path: string
  /** Member areas: shown on /sitemap with a note, never in sitemap.xml. */
  membersOnly?: boolean
  /** False keeps a public page out of sitemap.xml (search results, sign-in, people). */
  indexable?: boolean
  /** ISO date of the last change, for <lastmod>. */
  updated?: string
}

export type SiteGroup = { key: 'explore' | 'community' | 'yourHaven' | 'about' | 'legal' | 'help'; routes: SiteRoute[] }

const page = (key: keyof typeof PAGES): SiteRoute => ({ key, path: PAGES[key].path, updated: PAGES[key].updated })

export const SITE_MAP: SiteGroup[] = [
  {
    key: 'explore',
    routes: [
      { key: 'home', path: '/' },
      { key: 'venues', path: '/venues' },
      { key: 'events', path: '/events' },
      { key: 'places', path: '/places' },
      { key: 'marketplace', path: '/marketplace' },
      { key: 'resources', path: '/ressources' },
      { key: 'news', path: '/news' },
      { key: 'personalities', path: '/personalities' },
    ],
  },
  {
    key: 'community',
    routes: [
      { key: 'feed', path: '/feed', membersOnly: true },
      { key: 'groups', path: '/groups' },
      // a people directory stays out of search engines: being findable there is the member's choice
      { key: 'users', path: '/users', indexable: false },
    ],
  },
  {
    key: 'yourHaven',
    routes: [
      { key: 'messages', path: '/messages', membersOnly: true },
      { key: 'friends', path: '/friends', membersOnly: true },
      { key: 'favorites', path: '/favorites', membersOnly: true },
      { key: 'myGroups', path: '/my-groups', membersOnly: true },
      { key: 'profileSettings', path: '/profile/settings', membersOnly: true },
    ],
  },
  {
    key: 'about',
    routes: [
      page('aboutHub'),
      page('about'),
      page('vision'),
      page('values'),
      page('press'),
      page('blog'),
      page('sustainability'),
      page('contact'),
    ],
  },
  {
    key: 'legal',
    routes: [page('legal'), page('terms'), page('privacy'), page('cookies'), page('dmca'), page('credits')],
  },
  {
    key: 'help',
    routes: [
      { key: 'accessibility', path: '/accessibility' },
      { key: 'search', path: '/search', indexable: false },
      { key: 'auth', path: '/auth', indexable: false },
      page('sitemap'),
    ],
  },
]

/** Routes for sitemap.xml: public and indexable only. */
export function indexableRoutes(): SiteRoute[] {
  return SITE_MAP.flatMap((g) => g.routes).filter((r) => !r.membersOnly && r.indexable !== false)
}

/** Paths robots.txt asks crawlers to skip: APIs, sign-in, admin, realtime and personal areas. */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/auth',
  '/admin',
  '/messages',
  '/profile/',
  '/parties/',
  '/user/',
  '/users',
  '/friends',
  '/favorites',
  '/my-groups',
  '/feed',
  '/search',
] as const

/**
 * The site's routes, one list for the header's menus, the footer, the HTML sitemap,
 * sitemap.xml and robots.txt. Labels: `pages:nav.<key>.label` / `.description`;
 * group headings: `pages:sitemap.groups.<group>`.
 */
import { PAGES } from './pages'

export type SiteRoute = {
  path: string
  /** Member areas: shown on /sitemap with a note, never in sitemap.xml. */
  membersOnly?: boolean
  /** The back office: in the admin menu only, never on /sitemap or in sitemap.xml. */
  staffOnly?: boolean
  /** False keeps a public page out of sitemap.xml (search results, sign-in, people). */
  indexable?: boolean
  /** ISO date of the last change, for <lastmod>. */
  updated?: string
}

const page = (key: keyof typeof PAGES): SiteRoute => ({ path: PAGES[key].path, updated: PAGES[key].updated })

/**
 * Every route a menu, the footer, /sitemap or sitemap.xml links to, by key: the one place a
 * path is written. The header's menus and the footer (components/shell/menu-links.ts and nav-links.ts) name
 * routes by these keys, so a page moved or added here is moved or added everywhere.
 */
export const ROUTES = {
  home: { path: '/' },
  venues: { path: '/venues' },
  events: { path: '/events' },
  places: { path: '/places' },
  marketplace: { path: '/marketplace' },
  resources: { path: '/ressources' },
  news: { path: '/news' },
  personalities: { path: '/personalities' },
  travel: { path: '/travel' },
  wiki: { path: '/content' },
  feed: { path: '/feed', membersOnly: true },
  groups: { path: '/groups' },
  // a people directory stays out of search engines: being findable there is the member's choice
  users: { path: '/users', indexable: false },
  messages: { path: '/messages', membersOnly: true },
  friends: { path: '/friends', membersOnly: true },
  favorites: { path: '/favorites', membersOnly: true },
  myGroups: { path: '/my-groups', membersOnly: true },
  profileSettings: { path: '/profile/settings', membersOnly: true },
  aboutHub: page('aboutHub'),
  about: page('about'),
  vision: page('vision'),
  values: page('values'),
  press: page('press'),
  blog: page('blog'),
  sustainability: page('sustainability'),
  contact: page('contact'),
  legal: page('legal'),
  terms: page('terms'),
  privacy: page('privacy'),
  cookies: page('cookies'),
  dmca: page('dmca'),
  credits: page('credits'),
  accessibility: { path: '/accessibility' },
  search: { path: '/search', indexable: false },
  auth: { path: '/auth', indexable: false },
  sitemap: page('sitemap'),
  admin: { path: '/admin', staffOnly: true, indexable: false },
  adminCms: { path: '/admin/cms', staffOnly: true, indexable: false },
  adminImport: { path: '/admin/import-hub', staffOnly: true, indexable: false },
} satisfies Record<string, SiteRoute>

export type RouteKey = keyof typeof ROUTES

/** The path of a route of the list. */
export const routePath = (key: RouteKey): string => ROUTES[key].path

/** A route of /sitemap's groups: its key names its labels (`pages:nav.<key>`). */
export type SiteMapRoute = SiteRoute & { key: RouteKey }

export type SiteGroup = { key: 'explore' | 'community' | 'yourHaven' | 'about' | 'legal' | 'help'; routes: SiteMapRoute[] }

const group = (key: SiteGroup['key'], keys: RouteKey[]): SiteGroup => ({
  key,
  routes: keys.map((routeKey) => ({ key: routeKey, ...ROUTES[routeKey] })),
})

/** Every public and member route of SPEC §2, grouped as on /sitemap. */
export const SITE_MAP: SiteGroup[] = [
  group('explore', ['home', 'venues', 'events', 'places', 'marketplace', 'resources', 'news', 'personalities', 'travel']),
  group('community', ['feed', 'groups', 'users']),
  group('yourHaven', ['messages', 'friends', 'favorites', 'myGroups', 'profileSettings']),
  group('about', ['aboutHub', 'about', 'vision', 'values', 'press', 'blog', 'sustainability', 'contact']),
  group('legal', ['legal', 'terms', 'privacy', 'cookies', 'dmca', 'credits']),
  group('help', ['wiki', 'accessibility', 'search', 'auth', 'sitemap']),
]

/** Routes for sitemap.xml: public and indexable only. */
export function indexableRoutes(): SiteRoute[] {
  return Object.values(ROUTES).filter((route: SiteRoute) => !route.membersOnly && !route.staffOnly && route.indexable !== false)
}

/**
 * Paths robots.txt asks crawlers to skip: the routes of the list no search engine should index
 * (member areas, the back office, sign-in, search, people), and the areas outside it (APIs,
 * realtime rooms, member pages and 'My Vibe' under /profile/).
 */
export const ROBOTS_DISALLOW: readonly string[] = [
  '/api/',
  '/parties/',
  '/user/',
  '/profile/',
  ...Object.values(ROUTES)
    .filter((route: SiteRoute) => route.membersOnly || route.staffOnly || route.indexable === false)
    .map((route) => route.path)
    .filter((path) => !path.startsWith('/profile/') && !path.startsWith('/admin/')),
]

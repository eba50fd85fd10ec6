import {
  Accessibility,
  BookOpen,
  Building2,
  CalendarDays,
  Earth,
  FileUp,
  Heart,
  LayoutDashboard,
  MessagesSquare,
  Newspaper,
  PanelsTopLeft,
  Rss,
  Sparkles,
  Store,
  UserRound,
  UserRoundCog,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react'
import { routePath, type RouteKey } from '~/content/site-map'

/** One navigation entry: `label` is a key of the `shell` namespace. */
export type NavLink = { to: string; label: string; icon?: LucideIcon }

/** An entry for a route of the site's list (content/site-map.ts), which owns the path. */
const link = (route: RouteKey, label: string, icon?: LucideIcon): NavLink => ({ to: routePath(route), label, icon })

/** Grid menu, first section (SPEC §2 Header: Explore the Scene). */
export const EXPLORE_LINKS: NavLink[] = [
  link('events', 'nav.events', CalendarDays),
  link('places', 'nav.places', Earth),
  link('venues', 'nav.venues', Building2),
  link('marketplace', 'nav.marketplace', Store),
  link('resources', 'nav.resources', BookOpen),
  link('news', 'nav.news', Newspaper),
  link('personalities', 'nav.personalities', Sparkles),
]

/** Grid menu, second section (SPEC §2 Header: Community). */
export const COMMUNITY_LINKS: NavLink[] = [
  link('feed', 'nav.feed', Rss),
  link('groups', 'nav.groups', UsersRound),
  link('users', 'nav.users', Users),
]

/** Avatar menu (SPEC §2 Header: User menu). */
export const USER_LINKS: NavLink[] = [
  link('favorites', 'user.favorites', Heart),
  link('profileSettings', 'user.settings', UserRoundCog),
  link('messages', 'user.messages', MessagesSquare),
  link('friends', 'user.friends', UserRound),
  link('myGroups', 'user.myGroups', UsersRound),
  link('accessibility', 'user.accessibility', Accessibility),
]

/** Admin menu, only for admins and moderators. */
export const ADMIN_LINKS: NavLink[] = [
  link('admin', 'admin.dashboard', LayoutDashboard),
  link('adminCms', 'admin.cms', PanelsTopLeft),
  link('adminImport', 'admin.import', FileUp),
]

/** Footer link groups; `title` is a key of the `shell` namespace. */
export const FOOTER_GROUPS: { id: string; title: string; links: NavLink[] }[] = [
  {
    id: 'community',
    title: 'footer.groups.community',
    links: [link('feed', 'nav.feed'), link('groups', 'nav.groups'), link('users', 'nav.users'), link('events', 'nav.events')],
  },
  {
    id: 'resources',
    title: 'footer.groups.resources',
    links: [
      link('resources', 'nav.resources'),
      link('news', 'nav.news'),
      link('personalities', 'nav.personalities'),
      link('places', 'nav.places'),
      link('accessibility', 'footer.links.accessibility'),
    ],
  },
  {
    id: 'about',
    title: 'footer.groups.about',
    links: [
      link('aboutHub', 'footer.links.aboutHub'),
      link('about', 'footer.links.about'),
      link('contact', 'footer.links.contact'),
      link('press', 'footer.links.press'),
      link('blog', 'footer.links.blog'),
    ],
  },
  {
    id: 'legal',
    title: 'footer.groups.legal',
    links: [
      link('legal', 'footer.links.legal'),
      link('terms', 'footer.links.terms'),
      link('privacy', 'footer.links.privacy'),
      link('cookies', 'footer.links.cookies'),
      link('dmca', 'footer.links.dmca'),
      link('credits', 'footer.links.credits'),
    ],
  },
]

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

/** One navigation entry: `label` is a key of the `shell` namespace. */
export type NavLink = { to: string; label: string; icon?: LucideIcon }

/** Grid menu, first section (SPEC §2 Header: Explore the Scene). */
export const EXPLORE_LINKS: NavLink[] = [
  { to: '/events', label: 'nav.events', icon: CalendarDays },
  { to: '/places', label: 'nav.places', icon: Earth },
  { to: '/venues', label: 'nav.venues', icon: Building2 },
  { to: '/marketplace', label: 'nav.marketplace', icon: Store },
  { to: '/ressources', label: 'nav.resources', icon: BookOpen },
  { to: '/news', label: 'nav.news', icon: Newspaper },
  { to: '/personalities', label: 'nav.personalities', icon: Sparkles },
]

/** Grid menu, second section (SPEC §2 Header: Community). */
export const COMMUNITY_LINKS: NavLink[] = [
  { to: '/feed', label: 'nav.feed', icon: Rss },
  { to: '/groups', label: 'nav.groups', icon: UsersRound },
  { to: '/users', label: 'nav.users', icon: Users },
]

/** Avatar menu (SPEC §2 Header: User menu). */
export const USER_LINKS: NavLink[] = [
  { to: '/favorites', label: 'user.favorites', icon: Heart },
  { to: '/profile/settings', label: 'user.settings', icon: UserRoundCog },
  { to: '/messages', label: 'user.messages', icon: MessagesSquare },
  { to: '/friends', label: 'user.friends', icon: UserRound },
  { to: '/my-groups', label: 'user.myGroups', icon: UsersRound },
  { to: '/accessibility', label: 'user.accessibility', icon: Accessibility },
]

/** Admin menu, only for admins and moderators. */
export const ADMIN_LINKS: NavLink[] = [
  { to: '/admin', label: 'admin.dashboard', icon: LayoutDashboard },
  { to: '/admin/cms', label: 'admin.cms', icon: PanelsTopLeft },
  { to: '/admin/import-hub', label: 'admin.import', icon: FileUp },
]

/** Footer link groups; `title` is a key of the `shell` namespace. */
export const FOOTER_GROUPS: { id: string; title: string; links: NavLink[] }[] = [
  {
    id: 'community',
    title: 'footer.groups.community',
    links: [
      { to: '/feed', label: 'nav.feed' },
      { to: '/groups', label: 'nav.groups' },
      { to: '/users', label: 'nav.users' },
      { to: '/events', label: 'nav.events' },
    ],
  },
  {
    id: 'resources',
    title: 'footer.groups.resources',
    links: [
      { to: '/ressources', label: 'nav.resources' },
      { to: '/news', label: 'nav.news' },
      { to: '/personalities', label: 'nav.personalities' },
      { to: '/places', label: 'nav.places' },
      { to: '/accessibility', label: 'footer.links.accessibility' },
    ],
  },
  {
    id: 'about',
    title: 'footer.groups.about',
    links: [
      { to: '/about-hub', label: 'footer.links.aboutHub' },
      { to: '/about', label: 'footer.links.about' },
      { to: '/contact', label: 'footer.links.contact' },
      { to: '/press', label: 'footer.links.press' },
      { to: '/blog', label: 'footer.links.blog' },
    ],
  },
  {
    id: 'legal',
    title: 'footer.groups.legal',
    links: [
      { to: '/legal', label: 'footer.links.legal' },
      { to: '/terms', label: 'footer.links.terms' },
      { to: '/privacy', label: 'footer.links.privacy' },
      { to: '/cookies', label: 'footer.links.cookies' },
      { to: '/dmca', label: 'footer.links.dmca' },
      { to: '/credits', label: 'footer.links.credits' },
    ],
  },
]

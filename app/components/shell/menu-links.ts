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
} from 'lucide-react'
import { link, type NavLink } from './nav-links'

// The header menus' links with their icons (the footer's, without icons, are in nav-links.ts).

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

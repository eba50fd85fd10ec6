import type { LucideIcon } from 'lucide-react'
import { routePath, type RouteKey } from '~/content/site-map'

/**
 * The footer's links. The header menus' links, with their icons, are in menu-links.ts, which
 * only the menus (loaded when first opened) import: the icons stay out of every first load.
 */

/** One navigation entry: `label` is a key of the `shell` namespace. */
export type NavLink = { to: string; label: string; icon?: LucideIcon }

/** An entry for a route of the site's list (content/site-map.ts), which owns the path. */
export const link = (route: RouteKey, label: string, icon?: LucideIcon): NavLink => ({ to: routePath(route), label, icon })

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

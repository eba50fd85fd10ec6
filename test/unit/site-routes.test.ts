import { describe, expect, it } from 'vitest'
import { ADMIN_LINKS, COMMUNITY_LINKS, EXPLORE_LINKS, USER_LINKS } from '~/components/shell/menu-links'
import { FOOTER_GROUPS } from '~/components/shell/nav-links'
import { indexableRoutes, ROBOTS_DISALLOW, ROUTES, SITE_MAP } from '~/content/site-map'

const paths = new Set(Object.values(ROUTES).map((route) => route.path))
// robots.txt rules are prefixes
const blockedByRobots = (path: string) => ROBOTS_DISALLOW.some((rule) => path.startsWith(rule))

describe('one list of routes', () => {
  it('gives every header, avatar, admin and footer link its path', () => {
    const links = [...EXPLORE_LINKS, ...COMMUNITY_LINKS, ...USER_LINKS, ...ADMIN_LINKS, ...FOOTER_GROUPS.flatMap((g) => g.links)]
    expect(links.length).toBeGreaterThan(30)
    for (const link of links) expect(paths, link.to).toContain(link.to)
  })

  it('shows every route but the back office on /sitemap, once', () => {
    const shown = SITE_MAP.flatMap((group) => group.routes.map((route) => route.path))
    expect(new Set(shown).size).toBe(shown.length)
    const expected = Object.values(ROUTES)
      .filter((route) => !('staffOnly' in route))
      .map((route) => route.path)
    expect([...shown].sort()).toEqual([...expected].sort())
  })

  it('puts in sitemap.xml only what robots.txt lets crawlers read, and keeps member areas, people and the back office out', () => {
    const indexed = indexableRoutes().map((route) => route.path)
    for (const path of indexed) expect(blockedByRobots(path), path).toBe(false)
    for (const path of [
      '/feed',
      '/messages',
      '/friends',
      '/favorites',
      '/my-groups',
      '/profile/settings',
      '/users',
      '/auth',
      '/search',
      '/admin',
      '/admin/cms',
    ]) {
      expect(indexed).not.toContain(path)
      expect(blockedByRobots(path), path).toBe(true)
    }
    for (const path of ['/', '/venues', '/places', '/privacy', '/accessibility', '/sitemap']) expect(indexed).toContain(path)
  })
})

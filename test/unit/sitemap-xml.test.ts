import { describe, expect, it } from 'vitest'
import { absoluteUrl, urlSetXml } from '~/utils/sitemap-xml'

describe('sitemap addresses', () => {
  const origin = 'https://haven.example'

  it('puts the origin before an encoded path, as URL would', () => {
    for (const path of ['/venues/12', '/ressources/caf%C3%A9-rainbow', '/professions/sexual-health-nurse', '/groups/3f2a?x=1&y=2'])
      expect(absoluteUrl(origin, path)).toBe(new URL(path, origin).href)
  })

  it('leaves a path that is not plain ASCII to URL, which encodes it', () => {
    expect(absoluteUrl(origin, '/ressources/café rainbow')).toBe('https://haven.example/ressources/caf%C3%A9%20rainbow')
  })

  it('keeps a path starting with two slashes on the site (URL would read another host)', () => {
    expect(absoluteUrl(origin, '//elsewhere.example/x')).toBe('https://haven.example//elsewhere.example/x')
  })

  it('escapes the address in the XML', () => {
    expect(urlSetXml([{ loc: absoluteUrl(origin, '/groups/a?x=1&y=2'), lastmod: '2026-12-07' }])).toContain(
      '<loc>https://haven.example/groups/a?x=1&amp;y=2</loc>\n    <lastmod>2026-12-07</lastmod>',
    )
  })
})

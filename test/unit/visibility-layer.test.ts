/**
 * The visibility layer (decision 005): each domain's rules of who may see what live in
 * app/models/<domain>/visibility.server.ts, import only the db, the viewer and other visibility
 * files, and the rules they share (blocks, friendship, crew leaders, an active author) are
 * written once there.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const MODELS = 'app/models'
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  )
const sources = files(MODELS).map((path) => ({ path, text: readFileSync(path, 'utf8') }))
const visibility = sources.filter(({ path }) => path.endsWith('/visibility.server.ts'))
const importsOf = (text: string) => [...text.matchAll(/^import [^;]*?from '([^']+)'/gm)].map((match) => match[1]!)
const writtenIn = (pattern: RegExp) => sources.filter(({ text }) => pattern.test(text)).map(({ path }) => path)

describe('the visibility layer', () => {
  it('has a rule file for every domain with rows to show', () => {
    const domains = visibility.map(({ path }) => path.split('/')[2]).sort()
    for (const domain of [
      'crews',
      'events',
      'feed',
      'marketplace',
      'members',
      'news',
      'personalities',
      'reports',
      'resources',
      'travel',
      'venues',
      'wiki',
    ])
      expect(domains).toContain(domain)
  })

  it('imports only drizzle, the db, the viewer and other visibility files', () => {
    for (const { path, text } of visibility)
      for (const spec of importsOf(text))
        expect(
          spec === 'drizzle-orm' || spec.startsWith('~/db/') || spec === '~/models/viewer' || /\/visibility\.server$/.test(spec),
          `${path} imports ${spec}`,
        ).toBe(true)
  })

  it('writes "the author is active" once (members), used by the profile and the feed rules', () => {
    expect(writtenIn(/FROM \$\{accounts\} WHERE \$\{accounts\.id\} = .*'active'/)).toEqual(['app/models/members/visibility.server.ts'])
  })

  it('writes the crew leaders once (crews), used by event editing and the crew pages', () => {
    expect(writtenIn(/'owner', 'admin'/)).toEqual(['app/models/crews/visibility.server.ts'])
  })

  it('writes blocks and friendship once (members)', () => {
    expect(writtenIn(/FROM \$\{blocks\} WHERE/)).toEqual(['app/models/members/visibility.server.ts'])
    expect(writtenIn(/FROM \$\{friendships\} WHERE \(/)).toEqual(['app/models/members/visibility.server.ts'])
  })
})

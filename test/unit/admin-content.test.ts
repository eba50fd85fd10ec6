import { parseWithZod } from '@conform-to/zod/v3'
import { describe, expect, it } from 'vitest'
import ar from '~/i18n/locales/ar/admin'
import de from '~/i18n/locales/de/admin'
import en from '~/i18n/locales/en/admin'
import es from '~/i18n/locales/es/admin'
import fr from '~/i18n/locales/fr/admin'
import it_ from '~/i18n/locales/it/admin'
import ja from '~/i18n/locales/ja/admin'
import ko from '~/i18n/locales/ko/admin'
import pt from '~/i18n/locales/pt/admin'
import ru from '~/i18n/locales/ru/admin'
import zh from '~/i18n/locales/zh/admin'
import { CMS_SCHEMAS, cmsSearch, parseCmsQuery } from '~/models/wiki/cms-schema'
import { parseTagQuery, TAG_SCHEMAS, tagPath, tagSearch } from '~/models/tags/schema'

/** /admin/cms and /admin/tags: the forms' schemas, the lists' URLs and the screens' texts in every language. */
const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.set(k, v)
  return data
}
const errors = (submission: { reply: () => { error?: Record<string, string[] | null> | null } }) => submission.reply().error ?? {}

describe('the page form', () => {
  const page = { intent: 'create', slug: 'safer-sex', locale: 'de', title: '  Safer   Sex ', body: 'Hello\r\nworld' }
  it('takes a slug of lowercase letters, digits and hyphens with a letter, and tidies the title and line ends', () => {
    const ok = parseWithZod(form(page), { schema: CMS_SCHEMAS.create })
    expect(ok.status === 'success' && ok.value).toEqual({ ...page, title: 'Safer Sex', body: 'Hello\nworld' })
    for (const slug of ['2024-report', 'a', 'x1-y2'])
      expect(parseWithZod(form({ ...page, slug }), { schema: CMS_SCHEMAS.create }).status).toBe('success')
  })
  it('refuses bad slugs (digits only would be read as an id), unknown languages and empty texts with message keys', () => {
    for (const slug of ['Safer-Sex', 'safer sex', '-a', 'a-', 'a--b', '123', 'ünï', 'a/b'])
      expect(errors(parseWithZod(form({ ...page, slug }), { schema: CMS_SCHEMAS.create })).slug, slug).toEqual([
        'admin:cms.errors.slugPattern',
      ])
    expect(errors(parseWithZod(form({ ...page, slug: 'a'.repeat(101) }), { schema: CMS_SCHEMAS.create })).slug).toEqual([
      'admin:cms.errors.slugTooLong?max=100',
    ])
    const bad = errors(parseWithZod(form({ ...page, locale: 'xx', title: ' ', body: '  \n ' }), { schema: CMS_SCHEMAS.create }))
    expect(bad.locale).toEqual(['admin:cms.errors.locale'])
    expect(bad.title).toEqual(['admin:cms.errors.titleRequired'])
    expect(bad.body).toEqual(['admin:cms.errors.bodyRequired'])
  })
})

describe('the tag forms', () => {
  it('tidy names and refuse names without a letter or digit, bad categories and an empty target', () => {
    const ok = parseWithZod(form({ intent: 'rename', id: '3', name: '  Trans   Health ' }), { schema: TAG_SCHEMAS.rename })
    expect(ok.status === 'success' && ok.value).toEqual({ intent: 'rename', id: 3, name: 'Trans Health' })
    expect(errors(parseWithZod(form({ intent: 'rename', id: '3', name: '!!!' }), { schema: TAG_SCHEMAS.rename })).name).toEqual([
      'admin:tags.errors.nameLetters',
    ])
    const described = parseWithZod(form({ intent: 'describe', id: '3', description: ' ', category: ' Health ' }), {
      schema: TAG_SCHEMAS.describe,
    })
    expect(described.status === 'success' && described.value).toEqual({ intent: 'describe', id: 3, description: null, category: 'health' })
    expect(
      errors(parseWithZod(form({ intent: 'describe', id: '3', category: 'mental health' }), { schema: TAG_SCHEMAS.describe })).category,
    ).toEqual(['admin:tags.errors.categoryPattern'])
    expect(errors(parseWithZod(form({ intent: 'merge', id: '3', into: '' }), { schema: TAG_SCHEMAS.merge })).into).toEqual([
      'admin:tags.errors.intoRequired',
    ])
  })
  it('give a tag its public address by its name', () => {
    expect(tagPath('Trans Health')).toBe('/ressources/Trans%20Health')
    expect(tagPath('PrEP & PEP!')).toBe('/ressources/PrEP%20%20PEP')
    expect(tagPath('Santé')).toBe('/ressources/Sant%C3%A9')
  })
})

describe('the lists’ URLs', () => {
  it('drop bad values and write the clean form', () => {
    const cms = parseCmsQuery(new URL('https://h.test/admin/cms?q=%20guide%20&status=gone&locale=de&page=0'))
    expect(cms).toEqual({ q: 'guide', status: null, locale: 'de', page: 1 })
    expect(cmsSearch(cms)).toBe('?q=guide&locale=de')
    const tags = parseTagQuery(new URL('https://h.test/admin/tags?category=Health&sort=usage&page=2&x=1'))
    expect(tags).toEqual({ q: '', category: 'health', sort: 'usage', page: 2 })
    expect(tagSearch(tags)).toBe('?category=health&sort=usage&page=2')
    expect(tagSearch(parseTagQuery(new URL('https://h.test/admin/tags?sort=name')))).toBe('')
  })
})

describe('the editorial screens’ texts', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
      : [prefix.replace(/_(zero|one|two|few|many|other)$/, '')]
  const placeholders = (text: unknown) => [...new Set([...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]))].sort()
  const at = (texts: unknown, path: string) => path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], texts)
  const english = {
    cms: en.cms,
    tags: en.tags,
    editorial: { a: en.dashboard.editorial, b: en.dashboard.editorialIntro },
    personalities: en.personalities,
    newsSources: en.newsSources,
    // the market's back office (its items, orders, reviews, photos and variants)
    market: en.market,
    // the directory's back office (issue 41): countries, cities, the safety layer's history
    places: en.places,
  }
  it.each(Object.entries({ ar, de, es, fr, it: it_, ja, ko, pt, ru, zh }))('are complete in %s', (_, texts) => {
    const t = texts as typeof en
    const translated = {
      cms: t.cms,
      tags: t.tags,
      editorial: { a: t.dashboard?.editorial, b: t.dashboard?.editorialIntro },
      personalities: t.personalities,
      newsSources: t.newsSources,
      market: t.market,
      places: t.places,
    }
    const base = new Set(keys(english))
    const have = new Set(keys(translated))
    expect([...base].filter((key) => !have.has(key))).toEqual([])
    expect([...have].filter((key) => !base.has(key))).toEqual([])
    // the same placeholders as English, for the keys without plural forms
    for (const key of base) {
      const mine = at(translated, key)
      if (typeof mine === 'string') expect(placeholders(mine), key).toEqual(placeholders(at(english, key)))
    }
  })
})

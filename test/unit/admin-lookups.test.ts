import { parseWithZod } from '@conform-to/zod/v3'
import { describe, expect, it } from 'vitest'
import { ADMIN_LOOKUP_KIND_LIST, ADMIN_LOOKUP_KINDS, freeSlug, LOOKUP_SCHEMAS, slugFromName } from '~/models/admin/lookup-schema'
import { slugParam } from '~/utils/url-params'
import en from '~/i18n/locales/en/admin'
import ar from '~/i18n/locales/ar/admin'
import de from '~/i18n/locales/de/admin'
import es from '~/i18n/locales/es/admin'
import fr from '~/i18n/locales/fr/admin'
import it_ from '~/i18n/locales/it/admin'
import ja from '~/i18n/locales/ja/admin'
import ko from '~/i18n/locales/ko/admin'
import pt from '~/i18n/locales/pt/admin'
import ru from '~/i18n/locales/ru/admin'
import zh from '~/i18n/locales/zh/admin'
import events from '~/i18n/locales/en/events'
import venues from '~/i18n/locales/en/venues'

/** The lookup lists' slugs and forms (app/models/admin/lookup-schema.ts) and their texts in every language. */
describe('slugs of lookup entries', () => {
  it('are made from the name in the URL filters’ shape', () => {
    expect(slugFromName('Café Night')).toBe('cafe-night')
    expect(slugFromName('  Support   Group! ')).toBe('support-group')
    expect(slugFromName('Straße & Co’s')).toBe('strasse-cos')
    expect(slugFromName('ボードゲーム')).toBe('')
    const long = slugFromName('word '.repeat(40))
    expect(long.length).toBeLessThanOrEqual(50)
    expect(long.endsWith('-')).toBe(false)
    for (const name of ['Café Night', 'Straße & Co’s', 'a'.repeat(60)]) expect(slugParam.safeParse(slugFromName(name)).success).toBe(true)
  })

  it('take the next free number when taken', () => {
    expect(freeSlug('party', new Set())).toBe('party')
    expect(freeSlug('party', new Set(['party', 'party-2']))).toBe('party-3')
  })
})

describe('the lookup forms', () => {
  const errors = (submission: { status?: string; reply: () => { error?: Record<string, string[] | null> | null } }) =>
    submission.reply().error ?? {}
  const form = (fields: Record<string, string>) => {
    const data = new FormData()
    for (const [k, v] of Object.entries(fields)) data.set(k, v)
    return data
  }
  it('trim and tidy names, and refuse empty or long ones with message keys', () => {
    const ok = parseWithZod(form({ intent: 'create', name: '  Quiz   night ' }), { schema: LOOKUP_SCHEMAS.create })
    expect(ok.status).toBe('success')
    expect(ok.status === 'success' && ok.value).toEqual({ intent: 'create', name: 'Quiz night', description: null })
    const empty = parseWithZod(form({ intent: 'create', name: '  ' }), { schema: LOOKUP_SCHEMAS.create })
    expect(errors(empty).name).toEqual(['admin:lookups.errors.nameRequired'])
    const long = parseWithZod(form({ intent: 'create', name: 'x'.repeat(61) }), { schema: LOOKUP_SCHEMAS.create })
    expect(errors(long).name).toEqual(['admin:lookups.errors.nameTooLong?max=60'])
    const move = parseWithZod(form({ intent: 'move', id: '3', direction: 'left' }), { schema: LOOKUP_SCHEMAS.move })
    expect(errors(move).direction).toEqual(['admin:lookups.errors.invalid'])
  })

  it('merge one entry into another one, never into itself or nothing', () => {
    const ok = parseWithZod(form({ intent: 'merge', id: '3', into: '5' }), { schema: LOOKUP_SCHEMAS.merge })
    expect(ok.status === 'success' && ok.value).toEqual({ intent: 'merge', id: 3, into: 5 })
    const none = parseWithZod(form({ intent: 'merge', id: '3', into: '' }), { schema: LOOKUP_SCHEMAS.merge })
    expect(errors(none).into).toEqual(['admin:lookups.errors.mergeChoose'])
    const junk = parseWithZod(form({ intent: 'merge', id: '3', into: '-1' }), { schema: LOOKUP_SCHEMAS.merge })
    expect(errors(junk).into).toEqual(['admin:lookups.errors.mergeChoose'])
    const self = parseWithZod(form({ intent: 'merge', id: '3', into: '3' }), { schema: LOOKUP_SCHEMAS.merge })
    expect(errors(self).into).toEqual(['admin:lookups.errors.mergeSelf'])
  })
})

describe('the lists', () => {
  it('are the events’ and the venues’, each with its own screen, translations and users', () => {
    expect(ADMIN_LOOKUP_KIND_LIST).toEqual([
      'eventTypes',
      'eventAmenities',
      'eventServices',
      'venueCategories',
      'venueAmenities',
      'venueServices',
      'accessibilityAttributes',
      'targetGroups',
    ])
    const paths = ADMIN_LOOKUP_KIND_LIST.map((kind) => ADMIN_LOOKUP_KINDS[kind].path)
    expect(new Set(paths).size).toBe(paths.length)
    // members read the venues' entries under the keys the venue pages use (components/venues/vocabulary.tsx)
    expect(ADMIN_LOOKUP_KINDS.venueCategories.labelKey).toBe('venues:categories')
    expect(ADMIN_LOOKUP_KINDS.targetGroups.labelKey).toBe('venues:targetGroups')
    for (const kind of ADMIN_LOOKUP_KIND_LIST) {
      const [namespace, key] = ADMIN_LOOKUP_KINDS[kind].labelKey.split(':') as [string, string]
      const texts = (namespace === 'venues' ? venues : events) as unknown as Record<string, unknown>
      expect(texts[key], kind).toBeTypeOf('object')
      expect(slugParam.safeParse(ADMIN_LOOKUP_KINDS[kind].slugFallback).success).toBe(true)
      expect(ADMIN_LOOKUP_KINDS[kind].usedBy).toBe(kind.startsWith('event') ? 'events' : 'venues')
    }
  })
})

describe('the lookup screens’ texts', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
      : [prefix.replace(/_(zero|one|two|few|many|other)$/, '')]
  const base = new Set(keys(en.lookups))
  it.each(Object.entries({ ar, de, es, fr, it: it_, ja, ko, pt, ru, zh }))('are complete in %s', (_, texts) => {
    const translated = new Set(keys((texts as typeof en).lookups))
    expect([...base].filter((key) => !translated.has(key))).toEqual([])
    expect([...translated].filter((key) => !base.has(key))).toEqual([])
    expect((texts as typeof en).dashboard?.lists).toBeTruthy()
  })

  // WCAG 2.5.3 (axe's label-content-name-mismatch): a button's accessible name holds its visible text
  it.each(Object.entries({ en, ar, de, es, fr, it: it_, ja, ko, pt, ru, zh }))('name buttons by their visible text in %s', (_, texts) => {
    const l = (texts as typeof en).lookups
    const plain = (text: string) =>
      text
        .replace(/[\p{P}\s]+/gu, ' ')
        .trim()
        .toLocaleLowerCase()
    for (const [visible, label] of [
      [l.moveUp, l.moveUpLabel],
      [l.moveDown, l.moveDownLabel],
      [l.rename, l.renameLabel],
      [l.remove, l.removeLabel],
      [l.merge, l.mergeLabel],
    ])
      expect(plain(label!.replace('{{name}}', 'Party'))).toContain(plain(visible!))
  })
})

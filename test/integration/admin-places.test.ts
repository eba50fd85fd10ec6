import { and, desc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { cities, countries, countrySafety, countrySafetyHistory, profiles, staffAuditLog, userRoles } from '~/db/schema'
import { parseCityQuery, parseCountryQuery } from '~/models/places/admin-schema'
import { listAdminCities, listAdminCountries } from '~/models/places/admin.server'
import { rebuildSearchIndex } from '~/models/search/search-index.server'
import { createMemberWithSession, db, flashToast, getPage, postForm } from './helpers'

/**
 * /admin/countries and /admin/cities (issue 41): visitors are sent to sign in and members away,
 * on the pages and on every POST; the lists' filters; a country's edit (names, time zones,
 * coordinates), its safety layer with the history kept in the same batch; unchanged saves write
 * nothing; a form read before another save is refused (409); bad input answers 400 with the
 * fields' messages; a city created by its GeoNames id (409 when taken), edited (the search index
 * follows), deleted only while nothing uses it; every change an audit row.
 */
let moderator: { id: string; cookie: string }
let member: { id: string; cookie: string }

const city = (id: number, countryId: string, name: string, population: number) => ({
  id,
  countryId,
  name,
  asciiName: name,
  population,
  timezone: 'Europe/Berlin',
  latitude: 50,
  longitude: 10,
})

beforeAll(async () => {
  const d = db()
  moderator = await createMemberWithSession('Mo Derator')
  member = await createMemberWithSession('Plain Member')
  await d.insert(userRoles).values({ userId: moderator.id, role: 'moderator' })
  await d.insert(countries).values([
    { id: 'de', name: 'Germany', names: { en: 'Germany', de: 'Deutschland' }, continent: 'EU', timezones: ['Europe/Berlin'], iso3: 'DEU' },
    { id: 'fr', name: 'France', names: { en: 'France' }, continent: 'EU', timezones: ['Europe/Paris'], iso3: 'FRA' },
    { id: 'ug', name: 'Uganda', names: { en: 'Uganda' }, continent: 'AF', timezones: ['Africa/Kampala'], iso3: 'UGA' },
    { id: 'jp', name: 'Japan', names: { en: 'Japan', ja: '日本' }, continent: 'AS', timezones: ['Asia/Tokyo'], iso3: 'JPN' },
  ])
  await d.insert(countrySafety).values([
    { countryId: 'de', sameSexRelations: 'legal', marriage: 'marriage', discriminationProtection: 'full', asOf: '2024-01-01' },
    { countryId: 'ug', sameSexRelations: 'criminalised', penalty: 'Life imprisonment', asOf: '2023-06-01' },
  ])
  await d
    .insert(cities)
    .values([
      city(2950159, 'de', 'Berlin', 3_400_000),
      city(2911298, 'de', 'Hamburg', 1_800_000),
      city(2867714, 'de', 'Munich', 1_300_000),
      city(2988507, 'fr', 'Paris', 2_100_000),
    ])
  await rebuildSearchIndex(d)
})

const audits = (action: string) =>
  db().select().from(staffAuditLog).where(eq(staffAuditLog.action, action)).orderBy(desc(staffAuditLog.createdAt))
const locationEntry = (id: string | number) =>
  db().all<{ title: string; alt: string }>(
    sql`SELECT title, alt FROM search_index WHERE type = 'location' AND CAST(ref_id AS TEXT) = ${String(id)}`,
  )
const country = async (id: string) => (await db().select().from(countries).where(eq(countries.id, id)))[0]!
const history = (id: string) =>
  db().select().from(countrySafetyHistory).where(eq(countrySafetyHistory.countryId, id)).orderBy(desc(countrySafetyHistory.id))

async function countryForm(id: string, changes: Record<string, string> = {}) {
  const row = await country(id)
  const names = Object.fromEntries(Object.entries(row.names ?? {}).map(([language, name]) => [`names.${language}`, name!]))
  return {
    intent: 'country',
    version: String(row.updatedAt.getTime()),
    ...names,
    capital: row.capital ?? '',
    population: row.population == null ? '' : String(row.population),
    latitude: row.latitude == null ? '' : String(row.latitude),
    longitude: row.longitude == null ? '' : String(row.longitude),
    timezones: row.timezones.join('\n'),
    ...changes,
  }
}

async function safetyForm(id: string, changes: Record<string, string> = {}) {
  const [row] = await db().select().from(countrySafety).where(eq(countrySafety.countryId, id))
  const text = (value: string | null | undefined) => value ?? ''
  return {
    intent: 'safety',
    ...(row ? { version: String(row.updatedAt.getTime()) } : {}),
    sameSexRelations: text(row?.sameSexRelations),
    penalty: text(row?.penalty),
    marriage: text(row?.marriage),
    discriminationProtection: text(row?.discriminationProtection),
    genderRecognition: text(row?.genderRecognition),
    notes: text(row?.notes),
    sourceName: text(row?.sourceName),
    sourceUrl: text(row?.sourceUrl),
    asOf: text(row?.asOf),
    ...changes,
  }
}

describe('who may manage places', () => {
  it('sends visitors to sign in and members away, on the pages and on every POST, changing nothing', async () => {
    for (const path of ['/admin/countries', '/admin/countries/de', '/admin/cities', '/admin/cities/2950159', '/admin/cities/new']) {
      const visitor = await getPage(path)
      expect(visitor.status, path).toBe(302)
      expect(visitor.headers.get('Location'), path).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`)
      const page = await getPage(path, member.cookie)
      expect(page.status, path).toBe(302)
      expect(page.headers.get('Location'), path).toBe('/')
    }
    const posted = await postForm('/admin/countries/de', await countryForm('de', { 'names.en': 'Hacked' }), member.cookie)
    expect(posted.status).toBe(302)
    expect(flashToast(posted)).toMatchObject({ titleKey: 'errors:guard.accessDeniedTitle' })
    const deleted = await postForm('/admin/cities/2988507', { intent: 'delete' }, member.cookie)
    expect(deleted.status).toBe(302)
    expect((await country('de')).name).toBe('Germany')
    expect(await db().select().from(cities).where(eq(cities.id, 2988507))).toHaveLength(1)
  })
})

describe('the lists', () => {
  const countryList = (search: string) =>
    listAdminCountries(db(), parseCountryQuery(new URL(`https://h.test/admin/countries${search}`)), 'en')
  const cityList = (search: string) => listAdminCities(db(), parseCityQuery(new URL(`https://h.test/admin/cities${search}`)), 'en')

  it('find countries by name in any language or code, continent and safety status, by name', async () => {
    expect((await countryList('')).rows.map((r) => r.id)).toEqual(['fr', 'de', 'jp', 'ug'])
    expect((await countryList('?q=deutsch')).rows.map((r) => r.id)).toEqual(['de'])
    expect((await countryList('?q=UGA')).rows.map((r) => r.id)).toEqual(['ug'])
    expect((await countryList('?q=jp')).rows.map((r) => r.id)).toEqual(['jp'])
    expect((await countryList('?continent=eu')).rows.map((r) => r.id)).toEqual(['fr', 'de'])
    expect((await countryList('?safety=criminalised')).rows.map((r) => r.id)).toEqual(['ug'])
    expect((await countryList('?safety=none')).rows.map((r) => r.id)).toEqual(['fr', 'jp'])
    const page = await getPage('/admin/countries?safety=none', moderator.cookie)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('href="/admin/countries/fr"')
    expect(html).not.toContain('href="/admin/countries/de"')
  })

  it('send a messy address to the clean one', async () => {
    const page = await getPage('/admin/countries?continent=xx&safety=legal&page=0', moderator.cookie)
    expect(page.status).toBe(302)
    expect(page.headers.get('Location')).toBe('/admin/countries?safety=legal')
    const cityPage = await getPage('/admin/cities?sort=population&country=DE', moderator.cookie)
    expect(cityPage.headers.get('Location')).toBe('/admin/cities?country=de')
  })

  it('find cities by name and country, most populous first or by name', async () => {
    expect((await cityList('')).rows.map((r) => r.name)).toEqual(['Berlin', 'Paris', 'Hamburg', 'Munich'])
    expect((await cityList('?country=de&sort=name')).rows.map((r) => r.name)).toEqual(['Berlin', 'Hamburg', 'Munich'])
    expect((await cityList('?q=burg')).rows.map((r) => r.name)).toEqual(['Hamburg'])
    expect((await cityList('?q=pa&country=de')).rows).toEqual([])
    const page = await getPage('/admin/cities?country=de', moderator.cookie)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('href="/admin/cities/2911298"')
  })
})

describe('a country', () => {
  it('is edited: names, capital, coordinates, time zones; audited; the public page and the search follow', async () => {
    const form = await countryForm('fr', {
      'names.en': 'France',
      'names.de': 'Frankreich',
      capital: 'Paris',
      population: '68000000',
      latitude: '46.5',
      longitude: '2.5',
      timezones: 'Europe/Paris\nAmerica/Cayenne',
    })
    const saved = await postForm('/admin/countries/fr', form, moderator.cookie)
    expect(saved.status).toBe(302)
    expect(saved.headers.get('Location')).toBe('/admin/countries/fr#country')
    expect(flashToast(saved)).toMatchObject({ titleKey: 'admin:places.toasts.countrySaved' })
    const row = await country('fr')
    expect(row).toMatchObject({ names: { en: 'France', de: 'Frankreich' }, capital: 'Paris', population: 68000000, latitude: 46.5 })
    expect(row.timezones).toEqual(['Europe/Paris', 'America/Cayenne'])
    const [audit] = await audits('COUNTRY_UPDATED')
    expect(audit).toMatchObject({ actorId: moderator.id, targetType: 'country', targetId: 'fr' })
    expect(audit!.sessionId).toBeTruthy()
    expect(audit!.after).toMatchObject({ capital: 'Paris', names: { de: 'Frankreich', en: 'France' } })
    expect(audit!.before).toMatchObject({ capital: null })
    expect((await locationEntry('fr'))[0]!.alt).toContain('Frankreich')

    // the same form again: nothing changes, no audit row
    const again = await postForm('/admin/countries/fr', form, moderator.cookie)
    expect(again.status).toBe(302)
    expect(flashToast(again)).toMatchObject({ titleKey: 'admin:places.toasts.unchanged' })
    expect(await audits('COUNTRY_UPDATED')).toHaveLength(1)

    // a form read before that save, asking for something else: 409
    const stale = await postForm('/admin/countries/fr', { ...form, capital: 'Lyon' }, moderator.cookie)
    expect(stale.status).toBe(409)
    expect((await country('fr')).capital).toBe('Paris')

    // renamed in English: the name every language falls back to
    const renamed = await postForm('/admin/countries/fr', await countryForm('fr', { 'names.en': 'French Republic' }), moderator.cookie)
    expect(renamed.status).toBe(302)
    expect((await country('fr')).name).toBe('French Republic')
    expect((await locationEntry('fr'))[0]!.title).toBe('French Republic')
  })

  it('refuses bad input with the fields’ messages (400), changing nothing', async () => {
    for (const [changes, message] of [
      [{ latitude: '91', longitude: '2' }, 'admin:places.errors.latitude'],
      [{ latitude: '10', longitude: '' }, 'admin:places.errors.coordinatesBoth'],
      [{ timezones: 'Europe/Paris\nMars/Olympus' }, 'admin:places.errors.timezoneUnknownNamed'],
      [{ timezones: '' }, 'admin:places.errors.timezoneRequired'],
      [{ 'names.en': ' ' }, 'admin:places.errors.nameRequired'],
      [{ population: '-3' }, 'admin:places.errors.population'],
      [{ version: 'x' }, 'admin:places.errors.invalid'],
    ] as const) {
      const before = await country('de')
      const answer = await postForm('/admin/countries/de', await countryForm('de', changes), moderator.cookie)
      expect(answer.status, JSON.stringify(changes)).toBe(400)
      if (!('version' in changes)) expect(await answer.text(), message).toContain('aria-invalid="true"')
      expect((await country('de')).updatedAt).toEqual(before.updatedAt)
    }
    const translated = await postForm('/admin/countries/de', await countryForm('de', { latitude: '91', longitude: '2' }), moderator.cookie)
    expect(await translated.text()).toContain('Enter a latitude from -90 to 90.')
    expect((await postForm('/admin/countries/de', { intent: 'nope' }, moderator.cookie)).status).toBe(400)
    expect((await postForm('/admin/countries/zz', await countryForm('de'), moderator.cookie)).status).toBe(404)
    expect((await getPage('/admin/countries/zz', moderator.cookie)).status).toBe(404)
  })
})

describe('the safety layer', () => {
  it('is recorded for a country without one, changed, and each change kept in its history in the same batch', async () => {
    expect(await history('fr')).toEqual([])
    const page = await getPage('/admin/countries/fr', moderator.cookie)
    expect(page.status).toBe(200)

    const first = await safetyForm('fr', {
      sameSexRelations: 'legal',
      marriage: 'marriage',
      discriminationProtection: 'full',
      genderRecognition: 'medical',
      sourceName: 'ILGA World',
      sourceUrl: 'https://ilga.org/maps',
      asOf: '2024-05-17',
    })
    const created = await postForm('/admin/countries/fr', first, moderator.cookie)
    expect(created.status).toBe(302)
    expect(flashToast(created)).toMatchObject({ titleKey: 'admin:places.toasts.safetySaved' })
    let kept = await history('fr')
    expect(kept).toHaveLength(1)
    expect(kept[0]).toMatchObject({ before: null, changedBy: moderator.id, after: { sameSexRelations: 'legal', sourceName: 'ILGA World' } })

    // the same form again (no version then): nothing new
    const repeated = await postForm('/admin/countries/fr', first, moderator.cookie)
    expect(flashToast(repeated)).toMatchObject({ titleKey: 'admin:places.toasts.unchanged' })
    expect(await history('fr')).toHaveLength(1)

    const changed = await postForm(
      '/admin/countries/fr',
      await safetyForm('fr', { genderRecognition: 'self_id', asOf: '2025-01-10' }),
      moderator.cookie,
    )
    expect(changed.status).toBe(302)
    kept = await history('fr')
    expect(kept).toHaveLength(2)
    expect(kept[0]!.before).toMatchObject({ genderRecognition: 'medical', asOf: '2024-05-17' })
    expect(kept[0]!.after).toMatchObject({ genderRecognition: 'self_id', asOf: '2025-01-10' })
    const [audit] = await audits('COUNTRY_SAFETY_UPDATED')
    expect(audit).toMatchObject({ targetId: 'fr', before: { genderRecognition: 'medical', asOf: '2024-05-17' } })
    expect(Object.keys(audit!.after as object).sort()).toEqual(['asOf', 'genderRecognition'])

    // the editor shows the history, newest first, with who
    const html = await (await getPage('/admin/countries/fr', moderator.cookie)).text()
    expect(html).toContain('History of the safety layer')
    expect(html).toContain('Mo Derator')
    expect(html.indexOf('Self-determination')).toBeLessThan(html.indexOf('ILGA World'))
  })

  it('refuses a stale form (409) and bad values (400) without a history row', async () => {
    const stale = await safetyForm('de')
    await postForm('/admin/countries/de', await safetyForm('de', { notes: 'Checked again.' }), moderator.cookie)
    const count = (await history('de')).length
    expect(count).toBe(1)
    expect((await postForm('/admin/countries/de', { ...stale, penalty: 'None' }, moderator.cookie)).status).toBe(409)
    // a form for a layer that another save created meanwhile
    const { version: _, ...noVersion } = await safetyForm('de', { penalty: 'x' })
    expect((await postForm('/admin/countries/de', noVersion, moderator.cookie)).status).toBe(409)
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    for (const changes of <Record<string, string>[]>[
      { sourceUrl: 'http://ilga.org' },
      { sourceUrl: 'javascript:alert(1)' },
      { asOf: future },
      { asOf: '2024-02-30' },
      { sameSexRelations: 'maybe' },
      { sameSexRelations: '' },
      { marriage: 'sometimes' },
    ])
      expect(
        (await postForm('/admin/countries/de', await safetyForm('de', changes), moderator.cookie)).status,
        JSON.stringify(changes),
      ).toBe(400)
    expect(await history('de')).toHaveLength(count)
  })
})

describe('a city', () => {
  it('is renamed and edited; the search index follows at once; audited', async () => {
    const page = await getPage('/admin/cities/2867714', moderator.cookie)
    expect(page.status).toBe(200)
    const html = await page.text()
    const version = /name="version" value="([0-9a-f]+)"/.exec(html)![1]!
    const form = {
      intent: 'save',
      version,
      name: 'München',
      asciiName: 'Munchen',
      'names.en': 'Munich',
      'names.de': 'München',
      region: 'Bavaria',
      population: '1500000',
      timezone: 'Europe/Berlin',
      latitude: '48.137',
      longitude: '11.575',
    }
    const saved = await postForm('/admin/cities/2867714', form, moderator.cookie)
    expect(saved.status).toBe(302)
    expect(flashToast(saved)).toMatchObject({ titleKey: 'admin:places.toasts.citySaved' })
    const [row] = await db().select().from(cities).where(eq(cities.id, 2867714))
    expect(row).toMatchObject({ name: 'München', region: 'Bavaria', population: 1500000, names: { en: 'Munich', de: 'München' } })
    expect((await locationEntry(2867714))[0]!.title).toBe('München')
    const [audit] = await audits('CITY_UPDATED')
    expect(audit).toMatchObject({ targetType: 'city', targetId: '2867714', before: { name: 'Munich' }, after: { name: 'München' } })
    // the places search finds the new name
    expect((await listAdminCities(db(), parseCityQuery(new URL('https://h.test/admin/cities?q=munchen')), 'de')).rows[0]!.id).toBe(2867714)

    // the same form again: nothing changed; a stale form asking for more: 409
    expect(flashToast(await postForm('/admin/cities/2867714', form, moderator.cookie))).toMatchObject({
      titleKey: 'admin:places.toasts.unchanged',
    })
    expect((await postForm('/admin/cities/2867714', { ...form, region: 'Bayern' }, moderator.cookie)).status).toBe(409)
    // bad input
    for (const changes of [{ timezone: 'Europe/Munich' }, { latitude: '-91' }, { asciiName: 'Münch' }, { population: '1.5' }, { name: '' }])
      expect((await postForm('/admin/cities/2867714', { ...form, ...changes }, moderator.cookie)).status, JSON.stringify(changes)).toBe(400)
  })

  it('is created under its GeoNames id (409 when taken, the same form again harmless); the counters follow', async () => {
    const form = {
      intent: 'create',
      id: '2925533',
      countryId: 'de',
      name: 'Frankfurt am Main',
      asciiName: 'Frankfurt am Main',
      'names.de': 'Frankfurt am Main',
      region: 'Hesse',
      population: '760000',
      timezone: 'Europe/Berlin',
      latitude: '50.11',
      longitude: '8.68',
    }
    const before = (await country('de')).cityCount
    const created = await postForm('/admin/cities/new', form, moderator.cookie)
    expect(created.status).toBe(302)
    expect(created.headers.get('Location')).toBe('/admin/cities/2925533')
    expect((await country('de')).cityCount).toBe(before + 1)
    expect((await locationEntry(2925533))[0]!.title).toBe('Frankfurt am Main')
    expect(await audits('CITY_CREATED')).toHaveLength(1)
    const again = await postForm('/admin/cities/new', form, moderator.cookie)
    expect(again.status).toBe(302)
    expect(await audits('CITY_CREATED')).toHaveLength(1)
    expect((await postForm('/admin/cities/new', { ...form, id: '2950159' }, moderator.cookie)).status).toBe(409)
    expect((await postForm('/admin/cities/new', { ...form, id: '7', countryId: 'zz' }, moderator.cookie)).status).toBe(400)
    expect((await postForm('/admin/cities/new', { ...form, id: '7', countryId: '' }, moderator.cookie)).status).toBe(400)
    expect((await postForm('/admin/cities/new', { ...form, id: '-4' }, moderator.cookie)).status).toBe(400)
    expect((await country('de')).cityCount).toBe(before + 1)
  })

  it('is deleted only while nothing uses it: else 409 saying what does', async () => {
    await db().update(profiles).set({ cityId: 2911298 }).where(eq(profiles.userId, member.id))
    const refused = await postForm('/admin/cities/2911298', { intent: 'delete' }, moderator.cookie)
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('1 member profile')
    expect(await db().select().from(cities).where(eq(cities.id, 2911298))).toHaveLength(1)

    const before = (await country('de')).cityCount
    const deleted = await postForm('/admin/cities/2925533', { intent: 'delete' }, moderator.cookie)
    expect(deleted.status).toBe(302)
    expect(deleted.headers.get('Location')).toBe('/admin/cities')
    expect(await db().select().from(cities).where(eq(cities.id, 2925533))).toHaveLength(0)
    expect((await country('de')).cityCount).toBe(before - 1)
    expect(await locationEntry(2925533)).toEqual([])
    expect(
      await db()
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.action, 'CITY_DELETED'), eq(staffAuditLog.targetId, '2925533'))),
    ).toHaveLength(1)
    expect((await postForm('/admin/cities/2925533', { intent: 'delete' }, moderator.cookie)).status).toBe(404)
  })
})

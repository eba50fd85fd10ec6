import { SELF } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { countries, personalities, personalityTags, professions, resources, resourceTags, unifiedTags } from '~/db/schema'
import { syncSearchEntry } from '~/models/search/search-index.server'
import { db, getPage, ORIGIN, withoutPageTexts } from './helpers'

/**
 * Personalities through the real Worker and D1: the list's filters, orders and pages in the URL,
 * messy and bad URLs (a redirect to the clean one, never a 500), the page (200, 404), its
 * JSON-LD Person, related personalities and resources.
 */
const html = async (path: string) => {
  const response = await getPage(path)
  expect(response.status, path).toBe(200)
  return withoutPageTexts(await response.text())
}
/** The names of the cards, in their order. */
const names = (page: string) =>
  [...page.matchAll(/href="\/personalities\/\d+"[^>]*>.*?<span class="block text-lg[^"]*">([^<]+)<\/span>/g)].map((m) => m[1])

const PEOPLE = [
  {
    id: 1,
    name: 'Marsha P. Johnson',
    profession: 'Activist',
    category: 'activism',
    countryId: 'us',
    birthYear: 1945,
    deathYear: 1992,
    bio: 'Stonewall uprising activist.',
  },
  {
    id: 2,
    name: 'Audre Lorde',
    profession: 'Writer',
    category: 'literature',
    countryId: 'us',
    birthYear: 1934,
    deathYear: 1992,
    bio: 'Poet and essayist.',
  },
  {
    id: 3,
    name: 'Magnus Hirschfeld',
    profession: 'Physician',
    category: 'science',
    countryId: 'de',
    birthYear: 1868,
    deathYear: 1935,
    bio: 'Founded the Institut für Sexualwissenschaft in Berlin.',
  },
  {
    id: 4,
    name: 'Elliot Page',
    profession: 'Actor',
    category: 'arts',
    countryId: 'ca',
    birthYear: 1987,
    deathYear: null,
    bio: 'Canadian actor and producer.',
  },
  {
    id: 5,
    name: 'Carolin Emcke',
    profession: 'Writer',
    category: 'literature',
    countryId: 'de',
    birthYear: 1967,
    deathYear: null,
    bio: 'German journalist and author.',
  },
]

beforeAll(async () => {
  const d = db()
  await d.insert(countries).values([
    { id: 'us', name: 'United States', names: { en: 'United States' }, continent: 'NA', timezones: ['America/New_York'], flag: '🇺🇸' },
    { id: 'de', name: 'Germany', names: { en: 'Germany', de: 'Deutschland' }, continent: 'EU', timezones: ['Europe/Berlin'], flag: '🇩🇪' },
    { id: 'ca', name: 'Canada', names: { en: 'Canada' }, continent: 'NA', timezones: ['America/Toronto'], flag: '🇨🇦' },
  ])
  await d.insert(unifiedTags).values([
    { id: 1, name: 'Trans', slug: 'trans', path: 'Trans' },
    { id: 2, name: 'History', slug: 'history', path: 'History' },
  ])
  await d.insert(personalities).values(
    PEOPLE.map((p, i) => ({
      ...p,
      slug: `p-${p.id}`,
      wikipediaUrl: `https://en.wikipedia.org/wiki/P${p.id}`,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    })),
  )
  await d.insert(personalityTags).values([
    { personalityId: 1, tagId: 1 },
    { personalityId: 1, tagId: 2 },
    { personalityId: 3, tagId: 2 },
    { personalityId: 4, tagId: 1 },
  ])
  await d.insert(professions).values({ id: 1, name: 'Writer', slug: 'writer' })
  await d.insert(resources).values([
    { id: 1, slug: 'trans-help', title: 'Trans Helpline', url: 'https://example.org/help', status: 'published' },
    { id: 2, slug: 'draft', title: 'Draft Resource', status: 'draft' },
    { id: 3, slug: 'writers', title: 'Queer Writers Fund', professionId: 1, status: 'published' },
  ])
  await d.insert(resourceTags).values([
    { resourceId: 1, tagId: 1 },
    { resourceId: 2, tagId: 1 },
  ])
  for (const p of PEOPLE) await syncSearchEntry(d, 'personality', p.id)
})

describe('/personalities', () => {
  it('lists everyone by name by default, with the country and the life dates', async () => {
    const page = await html('/personalities')
    expect(names(page)).toEqual(['Audre Lorde', 'Carolin Emcke', 'Elliot Page', 'Magnus Hirschfeld', 'Marsha P. Johnson'])
    expect(page).toContain('1945–1992')
    expect(page).toContain('born 1987 · living')
    expect(page).toContain('Germany')
  })

  it('filters by profession, field, country, era, tag and text through the URL', async () => {
    expect(names(await html('/personalities?profession=writer'))).toEqual(['Audre Lorde', 'Carolin Emcke'])
    expect(names(await html('/personalities?category=science'))).toEqual(['Magnus Hirschfeld'])
    expect(names(await html('/personalities?country=de'))).toEqual(['Carolin Emcke', 'Magnus Hirschfeld'])
    expect(names(await html('/personalities?era=living'))).toEqual(['Carolin Emcke', 'Elliot Page'])
    expect(names(await html('/personalities?era=born-before-1900'))).toEqual(['Magnus Hirschfeld'])
    expect(names(await html('/personalities?tag=trans'))).toEqual(['Elliot Page', 'Marsha P. Johnson'])
    expect(names(await html('/personalities?q=stonewall'))).toEqual(['Marsha P. Johnson'])
    expect(names(await html('/personalities?q=writ'))).toEqual(['Audre Lorde', 'Carolin Emcke'])
    expect(names(await html('/personalities?country=de&profession=writer'))).toEqual(['Carolin Emcke'])
  })

  it('sorts by year of birth and by recently added', async () => {
    expect(names(await html('/personalities?sort=born'))).toEqual([
      'Magnus Hirschfeld',
      'Audre Lorde',
      'Marsha P. Johnson',
      'Carolin Emcke',
      'Elliot Page',
    ])
    expect(names(await html('/personalities?sort=recent'))[0]).toBe('Carolin Emcke')
  })

  it('redirects a messy URL to its clean form and never answers 500 to a bad one', async () => {
    const messy = await getPage('/personalities?q=&profession=&category=&country=&era=&sort=name&page=1')
    expect(messy.status).toBe(302)
    expect(messy.headers.get('Location')).toBe('/personalities')
    const unknown = await getPage('/personalities?country=zz&profession=astronaut&tag=nope&era=jurassic&sort=random&page=-3')
    expect(unknown.status).toBe(302)
    expect(unknown.headers.get('Location')).toBe('/personalities')
    const pastEnd = await getPage('/personalities?page=9')
    expect(pastEnd.status).toBe(302)
    expect(pastEnd.headers.get('Location')).toBe('/personalities')
    for (const path of [
      '/personalities?q=%22%27*()%20OR%20NEAR',
      '/personalities?q=' + 'x'.repeat(500),
      '/personalities?q=a',
      '/personalities?page=99999999999',
      '/personalities?country=DE',
      '/personalities?tag=%00',
    ]) {
      const response = await SELF.fetch(`${ORIGIN}${path}`)
      expect(response.status, path).toBe(200)
    }
  })
})

describe('/personalities/{id}', () => {
  it('shows the page with its facts, links, tags and related people and resources', async () => {
    const page = await html('/personalities/1')
    expect(page).toContain('<h1')
    expect(page).toContain('Marsha P. Johnson')
    expect(page).toContain('Stonewall uprising activist.')
    expect(page).toContain('🇺🇸')
    expect(page).toMatch(
      /href="https:\/\/en\.wikipedia\.org\/wiki\/P1"[^>]*rel="noopener noreferrer"|rel="noopener noreferrer"[^>]*href="https:\/\/en\.wikipedia\.org\/wiki\/P1"/,
    )
    expect(page).toContain('href="/personalities?tag=trans"')
    // related: a shared tag (Elliot Page: trans; Magnus Hirschfeld: history)
    expect(page).toContain('href="/personalities/4"')
    expect(page).toContain('href="/personalities/3"')
    expect(page).not.toContain('href="/personalities/2"')
    // related resources: the published one with a shared tag, never the draft
    expect(page).toContain('Trans Helpline')
    expect(page).not.toContain('Draft Resource')
    expect(page).toContain('property="og:title"')
    expect(page).toContain('content="profile"')
  })

  it('relates people of the same profession and the resources of that profession', async () => {
    const page = await html('/personalities/2')
    expect(page).toContain('href="/personalities/5"')
    expect(page).toContain('Queer Writers Fund')
  })

  it('carries a JSON-LD Person that parses', async () => {
    const page = await html('/personalities/3')
    const script = page.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)
    expect(script).not.toBeNull()
    const person = JSON.parse(script![1])
    expect(person['@type']).toBe('Person')
    expect(person.name).toBe('Magnus Hirschfeld')
    expect(person.birthDate).toBe('1868')
    expect(person.deathDate).toBe('1935')
    expect(person.jobTitle).toBe('Physician')
    expect(person.sameAs).toEqual(['https://en.wikipedia.org/wiki/P3'])
  })

  it('answers 404 to an unknown or malformed id', async () => {
    for (const path of ['/personalities/999', '/personalities/abc', '/personalities/1.5', '/personalities/99999999999']) {
      const response = await getPage(path)
      expect(response.status, path).toBe(404)
    }
  })
})

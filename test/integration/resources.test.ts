import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  countries,
  countrySafety,
  personalities,
  professions,
  resourceFacets,
  resources,
  resourceTags,
  unifiedTags,
  userRoles,
} from '~/db/schema'
import { refreshResourceFacets } from '~/models/resources/facets.server'
import { syncSearchEntry } from '~/models/search/search-index.server'
import { createMemberWithSession, db, getPage, ORIGIN, withoutPageTexts } from './helpers'

/**
 * Resources through the real Worker and D1 (decision 023): /ressources and its filters in the
 * URL (text, topic, type, profession, country, language; messy URLs redirected, never a 500), the
 * topics with their counts, a topic's page /ressources/{tag path}, a resource's page (200, 404,
 * id → slug 301, JSON-LD, call links, the country's safety banner, Markdown), the rule that keeps
 * tag paths and resource slugs apart, /professions/{name}, drafts (staff only, on their page),
 * and the sitemap.
 */
const html = async (path: string, cookie?: string) => {
  const response = await getPage(path, cookie)
  expect(response.status, path).toBe(200)
  return withoutPageTexts(await response.text())
}
/** The titles of the cards, in their order. */
const titles = (page: string) => [...page.matchAll(/<h3[^>]*><a[^>]*href="\/ressources\/[^"]+"[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1])
const jsonLdOf = (page: string) => {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(page)
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : null
}

let member: { id: string; cookie: string }
let moderator: { id: string; cookie: string }

beforeAll(async () => {
  const d = db()
  await d.insert(countries).values([
    { id: 'us', name: 'United States', names: { en: 'United States' }, continent: 'NA', timezones: ['America/New_York'], flag: '🇺🇸' },
    { id: 'de', name: 'Germany', names: { en: 'Germany', de: 'Deutschland' }, continent: 'EU', timezones: ['Europe/Berlin'], flag: '🇩🇪' },
  ])
  await d.insert(countrySafety).values({
    countryId: 'us',
    sameSexRelations: 'legal',
    marriage: 'marriage',
    discriminationProtection: 'partial',
    sourceName: 'Safety Source Canary',
    sourceUrl: 'https://example.org/safety',
    asOf: '2026-01-01',
  })
  await d.insert(unifiedTags).values([
    { id: 1, name: 'Crisis Line', slug: 'crisis-line', path: 'Crisis Line', category: 'support' },
    { id: 2, name: 'Parents & Families', slug: 'parents-families', path: 'Parents Families', category: 'community' },
    { id: 3, name: 'Legal Aid', slug: 'legal-aid', path: 'Legal Aid', category: 'legal' },
    { id: 4, name: 'Secret', slug: 'secret', path: 'Secret', category: 'support' },
  ])
  await d.insert(professions).values([
    { id: 1, name: 'Lawyer', slug: 'lawyer', description: 'Lawyers for discrimination cases.' },
    { id: 2, name: 'Therapist', slug: 'therapist' },
  ])
  await d.insert(resources).values([
    {
      id: 1,
      slug: 'rainbow-helpline',
      title: 'Rainbow Helpline',
      description: 'A listening line, day and night.',
      body: '## How it works\n\nCall us any time.\n\n<script>alert("x")</script>',
      url: 'https://helpline.example.org',
      phone: '+1 800 555 0100',
      email: 'hello@helpline.example.org',
      resourceType: 'hotline',
      countryId: 'us',
      isEmergency: true,
      verified: true,
      language: 'en',
      status: 'published',
    },
    {
      id: 2,
      slug: 'family-guide',
      title: 'Family Guide',
      description: 'For parents and families.',
      body: 'Read this together.',
      resourceType: 'guide',
      countryId: 'de',
      language: 'de',
      status: 'published',
    },
    {
      id: 3,
      slug: 'queer-law-clinic',
      title: 'Queer Law Clinic',
      description: 'Free legal advice.',
      resourceType: 'legal',
      professionId: 1,
      countryId: 'us',
      language: 'en',
      status: 'published',
    },
    {
      id: 4,
      slug: 'draft-resource-canary',
      title: 'Draft Resource Canary',
      description: 'Not yet.',
      resourceType: 'legal',
      professionId: 1,
      countryId: 'de',
      language: 'fr',
      status: 'draft',
    },
    { id: 5, slug: 'worldwide-org', title: 'Worldwide Org', resourceType: 'organisation', language: 'en', status: 'published' },
  ])
  await d.insert(resourceTags).values([
    { resourceId: 1, tagId: 1 },
    { resourceId: 2, tagId: 2 },
    { resourceId: 3, tagId: 3 },
    { resourceId: 5, tagId: 3 },
    { resourceId: 4, tagId: 3 },
    { resourceId: 4, tagId: 4 },
  ])
  await d.insert(personalities).values([
    { id: 1, slug: 'p-1', name: 'Pauli Murray', profession: 'Lawyer' },
    { id: 2, slug: 'p-2', name: 'Audre Lorde', profession: 'Writer' },
  ])
  for (const id of [1, 2, 3, 4, 5]) await syncSearchEntry(d, 'ressource', id)
  member = await createMemberWithSession('Member')
  moderator = await createMemberWithSession('Moderator')
  await d.insert(userRoles).values({ userId: moderator.id, role: 'moderator' })
})

describe('/ressources', () => {
  it('lists the published resources, emergency lines first, and the topics with their counts', async () => {
    const page = await html('/ressources')
    expect(titles(page)).toEqual(['Rainbow Helpline', 'Family Guide', 'Queer Law Clinic', 'Worldwide Org'])
    expect(page).toContain('4 resources')
    // the cloud: a topic's count of visible resources, grouped by category; a draft-only topic is not there
    expect(page).toMatch(/href="\/ressources\/Legal%20Aid"[^>]*>Legal Aid<\/a> <span[^>]*><span aria-hidden="true">\(2\)/)
    expect(page).toContain('href="/ressources/Parents%20Families"')
    expect(page).not.toContain('/ressources/Secret')
    expect(page).not.toContain('Draft Resource Canary')
    // a helpline is a call link
    expect(page).toContain('href="tel:+18005550100"')
  })

  it('filters by text, type, profession, country and language through the URL', async () => {
    expect(titles(await html('/ressources?q=listening'))).toEqual(['Rainbow Helpline'])
    expect(titles(await html('/ressources?q=clin'))).toEqual(['Queer Law Clinic'])
    expect(titles(await html('/ressources?category=legal'))).toEqual(['Queer Law Clinic'])
    expect(titles(await html('/ressources?profession=lawyer'))).toEqual(['Queer Law Clinic'])
    expect(titles(await html('/ressources?country=de'))).toEqual(['Family Guide'])
    expect(titles(await html('/ressources?language=de'))).toEqual(['Family Guide'])
    expect(titles(await html('/ressources?country=us&category=hotline'))).toEqual(['Rainbow Helpline'])
    // the draft's values are no choice: its language and a filter by it
    const languages = /<select id="resources-language"[\s\S]*?<\/select>/.exec(await html('/ressources'))![0]
    expect(languages).toContain('value="de"')
    expect(languages).not.toContain('value="fr"')
  })

  it('sends a topic chosen in the form to the topic’s page, and cleans a messy URL in one hop', async () => {
    const byTag = await getPage('/ressources?tag=legal-aid&country=us&q=&category=')
    expect(byTag.status).toBe(302)
    expect(byTag.headers.get('Location')).toBe('/ressources/Legal%20Aid?country=us')
    const messy = await getPage('/ressources?country=zz&category=nonsense&language=xx&profession=&page=abc')
    expect(messy.status).toBe(302)
    expect(messy.headers.get('Location')).toBe('/ressources')
    const past = await getPage('/ressources?page=9')
    expect(past.status).toBe(302)
    expect(past.headers.get('Location')).toBe('/ressources')
    // a draft's topic is no choice either
    expect((await getPage('/ressources?tag=secret')).headers.get('Location')).toBe('/ressources')
  })
})

describe('/ressources/{tag path}', () => {
  it('lists the topic’s resources, with the other filters', async () => {
    const page = await html('/ressources/Legal%20Aid')
    expect(titles(page)).toEqual(['Queer Law Clinic', 'Worldwide Org'])
    expect(page).toMatch(/<h1[^>]*>Legal Aid<\/h1>/)
    expect(page).not.toContain('Draft Resource Canary')
    expect(titles(await html('/ressources/Legal%20Aid?country=us'))).toEqual(['Queer Law Clinic'])
    expect(titles(await html('/ressources/Parents%20Families'))).toEqual(['Family Guide'])
  })

  it('answers a topic spelt otherwise with 301 to its own address, and an unknown one with 404', async () => {
    for (const spelling of ['legal%20aid', 'LEGAL%20AID', 'Legal%20%20Aid']) {
      const response = await getPage(`/ressources/${spelling}`)
      expect(response.status, spelling).toBe(301)
      expect(response.headers.get('Location')).toBe('/ressources/Legal%20Aid')
    }
    // the name as typed, with its punctuation (SPEC §2: non-word characters removed)
    const typed = await getPage('/ressources/Parents%20%26%20Families')
    expect(typed.status).toBe(301)
    expect(typed.headers.get('Location')).toBe('/ressources/Parents%20Families')
    expect((await getPage('/ressources/No%20Such%20Topic')).status).toBe(404)
    expect((await getPage('/ressources/%E2%80%A6')).status).toBe(404)
  })

  it('answers a topic’s slug (as links elsewhere write it) with 301 to its address', async () => {
    for (const slug of ['legal-aid', 'parents-families', 'Legal-Aid']) {
      const response = await getPage(`/ressources/${slug}`)
      expect(response.status, slug).toBe(301)
      expect(response.headers.get('Location')).toBe(slug.startsWith('p') ? '/ressources/Parents%20Families' : '/ressources/Legal%20Aid')
    }
    // a resource's own slug still wins
    expect((await getPage('/ressources/rainbow-helpline')).status).toBe(200)
  })

  it('shows a topic only drafts carry as an empty list, never the draft', async () => {
    const page = await html('/ressources/Secret')
    expect(titles(page)).toEqual([])
    expect(page).not.toContain('Draft Resource Canary')
  })
})

describe('/ressources/{slug-or-id}', () => {
  it('shows a helpline: call link, contact, badges, topics, profession, the country’s safety banner, sanitized Markdown', async () => {
    const page = await html('/ressources/rainbow-helpline')
    expect(page).toMatch(/<h1[^>]*>Rainbow Helpline<\/h1>/)
    expect(page).toContain('href="tel:+18005550100"')
    expect(page).toContain('Call +1 800 555 0100')
    expect(page).toContain('href="mailto:hello@helpline.example.org"')
    expect(page).toMatch(/href="https:\/\/helpline\.example\.org"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/)
    expect(page).toContain('Verified')
    expect(page).toContain('24/7 crisis line')
    expect(page).toContain('href="/ressources/Crisis%20Line"')
    expect(page).toContain('Safety Source Canary')
    expect(page).toContain('<h2 id="how-it-works">How it works</h2>')
    expect(page).not.toContain('alert("x")')
  })

  it('links the profession and shows a legal resource’s country banner, not a guide’s', async () => {
    const clinic = await html('/ressources/queer-law-clinic')
    expect(clinic).toContain('href="/professions/lawyer"')
    expect(clinic).toContain('Safety Source Canary')
    const guide = await html('/ressources/family-guide')
    expect(guide).not.toContain('Safety Source Canary')
    expect(guide).not.toContain('tel:')
  })

  it('carries JSON-LD that parses: an Organization for a helpline, an Article for a guide', async () => {
    const helpline = jsonLdOf(await html('/ressources/rainbow-helpline'))!
    expect(helpline['@type']).toBe('WebPage')
    expect(helpline.url).toBe(`${ORIGIN}/ressources/rainbow-helpline`)
    const org = helpline.mainEntity as Record<string, unknown>
    expect(org['@type']).toBe('Organization')
    expect(org.telephone).toBe('+1 800 555 0100')
    expect(org.areaServed).toEqual({ '@type': 'Country', name: 'United States' })
    const guide = jsonLdOf(await html('/ressources/family-guide'))!
    expect(guide['@type']).toBe('Article')
    expect(guide.headline).toBe('Family Guide')
    expect(guide.inLanguage).toBe('de')
  })

  it('answers an id with 301 to the slug, and 404 to an unknown id or slug', async () => {
    const byId = await getPage('/ressources/3?x=1')
    expect(byId.status).toBe(301)
    expect(byId.headers.get('Location')).toBe('/ressources/queer-law-clinic?x=1')
    expect((await getPage('/ressources/999')).status).toBe(404)
    expect((await getPage('/ressources/no-such-resource')).status).toBe(404)
  })

  it('hides a draft from visitors and members (404, by slug and by id) and shows it to staff, marked and not indexed', async () => {
    for (const cookie of [undefined, member.cookie]) {
      expect((await getPage('/ressources/draft-resource-canary', cookie)).status).toBe(404)
      expect((await getPage('/ressources/4', cookie)).status).toBe(404)
    }
    const response = await getPage('/ressources/draft-resource-canary', moderator.cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex')
    const page = withoutPageTexts(await response.text())
    expect(page).toContain('Only staff can see this resource until it is published.')
    expect((await getPage('/ressources/4', moderator.cookie)).headers.get('Location')).toBe('/ressources/draft-resource-canary')
    // staff's lists stay the lists everyone sees
    expect(await html('/ressources', moderator.cookie)).not.toContain('Draft Resource Canary')
  })
})

describe('tag paths and resource slugs never collide (migration 0023)', () => {
  const refused = async (statement: Promise<unknown>) => {
    const error = await statement.then(
      () => null,
      (e: unknown) => e,
    )
    expect(error, 'the write was refused').toBeTruthy()
    return String((error as { cause?: unknown }).cause ?? error)
  }

  it('refuses a resource whose slug is a tag’s path (whatever its case), all digits or not a slug', async () => {
    const d = db()
    expect(await refused(d.insert(resources).values({ slug: 'secret', title: 'Secret' }))).toContain('a tag has this path')
    expect(await refused(d.insert(resources).values({ slug: '2024', title: 'Year' }))).toContain('not all digits')
    expect(await refused(d.insert(resources).values({ slug: 'Upper-Case', title: 'Upper' }))).toContain('lowercase')
    expect(await refused(d.update(resources).set({ slug: 'secret' }).where(eq(resources.id, 1)))).toContain('a tag has this path')
  })

  it('refuses a tag whose path is a resource’s slug, taken in another case, all digits, hyphenated or missing', async () => {
    const d = db()
    expect(await refused(d.insert(unifiedTags).values({ name: 'Worldwideorg', slug: 'x1', path: 'Worldwide-Org' }))).toContain(
      'unified_tags.path',
    )
    await d.insert(resources).values({ slug: 'helpdesk', title: 'Helpdesk', status: 'published' })
    expect(await refused(d.insert(unifiedTags).values({ name: 'Helpdesk', slug: 'x2', path: 'HelpDesk' }))).toContain(
      'a resource has this slug',
    )
    expect(await refused(d.insert(unifiedTags).values({ name: 'legal aid!', slug: 'x3', path: 'legal aid' }))).toContain('UNIQUE')
    expect(await refused(d.insert(unifiedTags).values({ name: '2024', slug: 'x4', path: '2024' }))).toContain('not all digits')
    expect(await refused(d.insert(unifiedTags).values({ name: 'No Path', slug: 'x5' }))).toContain('required')
    expect(await refused(d.update(unifiedTags).set({ path: 'Helpdesk' }).where(eq(unifiedTags.id, 1)))).toContain(
      'a resource has this slug',
    )
    // a good one passes
    await d.insert(unifiedTags).values({ name: 'Helpdesk Tips', slug: 'x6', path: 'Helpdesk Tips' })
  })
})

describe('/professions/{name}', () => {
  it('shows the profession’s resources and personalities', async () => {
    const page = await html('/professions/lawyer')
    expect(page).toMatch(/<h1[^>]*>Lawyer<\/h1>/)
    expect(page).toContain('Lawyers for discrimination cases.')
    expect(titles(page)).toEqual(['Queer Law Clinic'])
    expect(page).toContain('Pauli Murray')
    expect(page).not.toContain('Audre Lorde')
    expect(page).not.toContain('Draft Resource Canary')
  })

  it('knows a personality’s profession too, redirects a typed name and answers 404 to an unknown one', async () => {
    const writer = await html('/professions/writer')
    expect(writer).toContain('Audre Lorde')
    expect(writer).toContain('No resource lists this profession yet.')
    const typed = await getPage('/professions/Lawyer')
    expect(typed.status).toBe(301)
    expect(typed.headers.get('Location')).toBe('/professions/lawyer')
    expect((await getPage('/professions/astronaut')).status).toBe(404)
    expect((await getPage('/professions/%E2%80%A6')).status).toBe(404)
  })
})

describe('/sitemaps/resources.xml', () => {
  it('lists published resources, their topics and professions, never a draft or its topic', async () => {
    const index = await (await getPage('/sitemap.xml')).text()
    expect(index).toContain(`${ORIGIN}/sitemaps/resources.xml`)
    expect(index).toContain(`${ORIGIN}/sitemaps/resources-1.xml`)
    // the resources by id range (issue 39: a file never passes the protocol's 50 000 URLs)
    const resources = await (await getPage('/sitemaps/resources-1.xml')).text()
    expect(resources).toContain(`<loc>${ORIGIN}/ressources/rainbow-helpline</loc>`)
    expect(resources).not.toContain('draft-resource-canary')
    const topics = await (await getPage('/sitemaps/resources.xml')).text()
    expect(topics).toContain(`<loc>${ORIGIN}/ressources/Legal%20Aid</loc>`)
    expect(topics).toContain(`<loc>${ORIGIN}/professions/lawyer</loc>`)
    expect(topics).not.toContain('/ressources/Secret')
    expect((await getPage('/sitemaps/resources-2.xml')).status).toBe(404)
  })
})

describe('the filters’ counts (resource_facets, issue 39)', () => {
  it('count the published resources only, per facet, and follow a change at the next refresh', async () => {
    const d = db()
    const counts = async () => {
      await refreshResourceFacets(d)
      const rows = await d.select().from(resourceFacets)
      return Object.fromEntries(rows.map((r) => [`${r.facet}:${r.key}`, r.count]))
    }
    const before = await counts()
    // topic 3 is carried by two published resources and the draft (id 4: legal, German, French, profession 1, topic 4)
    expect(before['tag:3']).toBe(2)
    await d.update(resources).set({ status: 'published' }).where(eq(resources.id, 4))
    try {
      const after = await counts()
      const grew = (key: string) => (after[key] ?? 0) - (before[key] ?? 0)
      for (const key of ['type:legal', 'language:fr', 'country:de', 'profession:1', 'tag:3', 'tag:4']) expect(grew(key), key).toBe(1)
      expect(grew('type:organisation')).toBe(0)
    } finally {
      await d.update(resources).set({ status: 'draft' }).where(eq(resources.id, 4))
      await refreshResourceFacets(d)
    }
  })
})

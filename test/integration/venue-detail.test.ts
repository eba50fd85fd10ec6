import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  cities,
  countries,
  events,
  reports,
  userRoles,
  venueAccessibilityLinks,
  venueAmenities,
  venueAmenityLinks,
  venueCategories,
  venuePhotos,
  venueReviews,
  venues,
  accessibilityAttributes,
  targetGroups,
  venueTargetGroupLinks,
  type WeeklyHours,
} from '~/db/schema'
import { listOpenReports, REPORT_DETAILS_MAX } from '~/models/reports/reports.server'
import { serializeJsonLd } from '~/utils/json-ld'
import { formatClock, hoursView, parseVenueParam } from '~/models/venues/detail.server'
import { createMemberWithSession, db, flashToast, getPage, ORIGIN, postForm, withoutPageTexts } from './helpers'

/**
 * The venue detail page and reports through the real Worker and D1: what visitors, members and
 * moderators see (published, pending, rejected), the slug redirect, JSON-LD and Open Graph,
 * cache headers, opening hours in the venue's time zone, and the report rules.
 */
const PUBLISHED = 101
const PENDING = 102
const REJECTED = 103
const NEARBY = 104
const ARCHIVED = 105

const report = (fields: Record<string, string>, cookie?: string) =>
  postForm('/reports', { redirectTo: `/venues/${PUBLISHED}`, ...fields }, cookie)

function jsonLd(html: string) {
  const m = /<script type="application\/ld\+json" nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)
  if (!m) throw new Error('no JSON-LD script with a nonce')
  return { raw: m[1], data: JSON.parse(m[1]) as Array<Record<string, any>> }
}

const metaContent = (html: string, attr: 'property' | 'name', key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.:+]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1] ?? null

const BAR_HOURS: WeeklyHours = {
  mon: [{ open: '17:00', close: '01:00' }],
  fri: [{ open: '17:00', close: '03:00' }],
  sat: [{ open: '16:00', close: '03:00' }],
  sun: [{ open: '16:00', close: '00:00' }],
}
const HOSTILE = 'Cocktails & drag </script><script>alert(1)</script> every Friday.'

let member: { id: string; cookie: string }
let other: { id: string; cookie: string }
let moderator: { id: string; cookie: string }

beforeAll(async () => {
  const d = db()
  await d
    .insert(countries)
    .values([
      { id: 'de', name: 'Germany', names: { en: 'Germany', de: 'Deutschland' }, continent: 'EU', timezones: ['Europe/Berlin'], flag: '🇩🇪' },
    ])
  await d.insert(cities).values([
    {
      id: 2950159,
      countryId: 'de',
      name: 'Berlin',
      asciiName: 'Berlin',
      population: 3_426_354,
      latitude: 52.524,
      longitude: 13.411,
      timezone: 'Europe/Berlin',
    },
  ])
  await d.insert(venueCategories).values([
    { id: 1, slug: 'bar', name: 'Bar' },
    { id: 2, slug: 'cafe', name: 'Café' },
  ])
  await d.insert(venueAmenities).values([{ id: 1, slug: 'all-gender-toilets', name: 'All-gender toilets' }])
  await d.insert(accessibilityAttributes).values([{ id: 1, slug: 'step-free-entrance', name: 'Step-free entrance' }])
  await d.insert(targetGroups).values([{ id: 1, slug: 'everyone', name: 'Everyone' }])
  const base = { countryId: 'de', cityId: 2950159, timezone: 'Europe/Berlin', latitude: 52.5, longitude: 13.4 }
  // one row per statement: D1 binds at most 100 parameters
  for (const row of [
    {
      ...base,
      id: PUBLISHED,
      slug: 'pink-flamingo-berlin',
      name: 'Pink Flamingo',
      description: HOSTILE,
      categoryId: 1,
      address: 'Oranienstraße 1, Kreuzberg',
      phone: '+49 30 1234 5678',
      email: 'hello@flamingo.example',
      website: 'https://flamingo.example/',
      instagram: '@pinkflamingo',
      hours: BAR_HOURS,
      certifiedSafeSpace: true,
      accessible: true,
      rainbowFriendly: false,
      status: 'published',
      ratingAvg: 4.5,
      ratingCount: 2,
      priceLevel: 2,
    },
    { ...base, id: PENDING, slug: 'secret-suggestion', name: 'Secret Suggestion', status: 'pending', categoryId: 2 },
    { ...base, id: REJECTED, slug: 'rejected-place', name: 'Rejected Place', status: 'rejected' },
    {
      ...base,
      id: NEARBY,
      slug: 'corner-cafe',
      name: 'Corner Café',
      status: 'published',
      categoryId: 2,
      latitude: 52.51,
      longitude: 13.41,
    },
    { ...base, id: ARCHIVED, slug: 'closed-forever', name: 'Closed Forever', status: 'archived' },
  ] satisfies (typeof venues.$inferInsert)[]) {
    await d.insert(venues).values(row)
  }
  await d.insert(venueAmenityLinks).values({ venueId: PUBLISHED, amenityId: 1 })
  await d.insert(venueAccessibilityLinks).values({ venueId: PUBLISHED, attributeId: 1 })
  await d.insert(venueTargetGroupLinks).values({ venueId: PUBLISHED, targetGroupId: 1 })
  const day = 86_400_000
  await d.insert(events).values([
    {
      id: 1,
      slug: 'drag-bingo',
      title: 'Drag Bingo Night',
      venueId: PUBLISHED,
      startsAt: new Date(Date.now() + 2 * day),
      timezone: 'Europe/Berlin',
      status: 'published',
    },
    {
      id: 2,
      slug: 'old-party',
      title: 'Last Month Party',
      venueId: PUBLISHED,
      startsAt: new Date(Date.now() - 30 * day),
      timezone: 'Europe/Berlin',
      status: 'published',
    },
    {
      id: 3,
      slug: 'draft-thing',
      title: 'Draft Thing',
      venueId: PUBLISHED,
      startsAt: new Date(Date.now() + 3 * day),
      timezone: 'Europe/Berlin',
      status: 'draft',
    },
  ])
  member = await createMemberWithSession('Member')
  other = await createMemberWithSession('Other')
  moderator = await createMemberWithSession('Moderator')
  await d.insert(userRoles).values({ userId: moderator.id, role: 'moderator' })
  await d.insert(venueReviews).values([
    { id: 'review-own', venueId: PUBLISHED, userId: member.id, rating: 5, body: 'Lovely people, great music.' },
    { id: 'review-other', venueId: PUBLISHED, userId: other.id, rating: 4, body: 'Good drinks.' },
    { id: 'review-hidden', venueId: PUBLISHED, userId: moderator.id, rating: 1, body: 'Hidden.', hidden: true },
  ])
})

describe('/venues/{id} for a published venue', () => {
  it('renders the page with JSON-LD, Open Graph, a canonical link and a private cache for visitors', async () => {
    const response = await getPage(`/venues/${PUBLISHED}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache')
    const html = await response.text().then(withoutPageTexts)

    expect(html).toContain('<title>Pink Flamingo, Berlin — Haven</title>')
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/venues/${PUBLISHED}"/>`)
    expect(metaContent(html, 'property', 'og:type')).toBe('business.business')
    expect(metaContent(html, 'property', 'og:title')).toBe('Pink Flamingo, Berlin — Haven')
    expect(metaContent(html, 'property', 'og:url')).toBe(`${ORIGIN}/venues/${PUBLISHED}`)
    expect(metaContent(html, 'property', 'og:locale')).toBe('en_US')
    expect(metaContent(html, 'property', 'og:description')).toContain('Cocktails &amp; drag')
    expect(metaContent(html, 'property', 'og:image')).toBeNull()
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary')
    expect(metaContent(html, 'property', 'business:contact_data:locality')).toBe('Berlin')

    const { raw, data } = jsonLd(html)
    // nothing in the data can close the script element
    expect(raw).not.toContain('</script>')
    expect(raw).not.toContain('<')
    const business = data.find((item) => [item['@type']].flat().includes('LocalBusiness'))!
    expect(business['@type']).toEqual(['LocalBusiness', 'BarOrPub'])
    expect(business).toMatchObject({
      name: 'Pink Flamingo',
      description: HOSTILE,
      url: `${ORIGIN}/venues/${PUBLISHED}`,
      telephone: '+49 30 1234 5678',
      address: { '@type': 'PostalAddress', streetAddress: 'Oranienstraße 1, Kreuzberg', addressLocality: 'Berlin', addressCountry: 'DE' },
      geo: { '@type': 'GeoCoordinates', latitude: 52.5, longitude: 13.4 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      sameAs: ['https://flamingo.example/', 'https://www.instagram.com/pinkflamingo/'],
    })
    expect(business.openingHoursSpecification).toHaveLength(4)
    expect(business.openingHoursSpecification[1]).toEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Friday',
      opens: '17:00',
      closes: '03:00',
    })
    const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList')!
    expect(crumbs.itemListElement.map((c: { name: string }) => c.name)).toEqual(['Spaces', 'Germany', 'Berlin', 'Pink Flamingo'])
  })

  it('shows the flags explained, hours in the venue zone, contact, facts, events and nearby spaces', async () => {
    const html = await (await getPage(`/venues/${PUBLISHED}`)).text().then(withoutPageTexts)
    expect(html).toContain('What the flags mean')
    expect(html).toContain('The team behind this place completed Haven’s safer-space training')
    expect(html).toContain('Step-free entrance and an accessible toilet')
    expect(html).not.toContain('Openly welcoming to LGBTQ+ guests') // not rainbow friendly
    expect(html).toMatch(/Europe\/Berlin \(Central European (Summer|Standard) Time\)/)
    expect(html).toContain('(next day)') // one text node
    expect(html).toContain('href="tel:+493012345678"')
    expect(html).toContain('href="mailto:hello@flamingo.example"')
    expect(html).toMatch(/href="https:\/\/flamingo\.example\/" target="_blank" rel="noopener nofollow ugc"/)
    expect(html).toContain('https://www.openstreetmap.org/directions?to=52.500000%2C13.400000')
    expect(html).toContain('All-gender toilets')
    expect(html).toContain('href="/events/1"')
    expect(html).toContain('Drag Bingo Night')
    expect(html).not.toContain('Last Month Party')
    expect(html).not.toContain('Draft Thing')
    expect(html).toContain(`href="/venues/${NEARBY}"`)
    expect(html).not.toContain('Secret Suggestion')
    expect(html).toContain('href="/city/2950159"')
    expect(html).toContain('href="/country/de"')
  })

  it('shares the newest approved photo (og:image, Twitter card, JSON-LD image), never a pending one', async () => {
    await db()
      .insert(venuePhotos)
      .values([
        { id: 'photo-ok', venueId: NEARBY, url: '/media/venues/104/ok.jpg', status: 'approved', createdAt: new Date(Date.now() - 60_000) },
        { id: 'photo-wait', venueId: NEARBY, url: '/media/venues/104/wait.jpg', status: 'pending' },
      ])
    const html = await (await getPage(`/venues/${NEARBY}`)).text().then(withoutPageTexts)
    expect(metaContent(html, 'property', 'og:image')).toBe(`${ORIGIN}/media/venues/104/ok.jpg`)
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image')
    expect(metaContent(html, 'name', 'twitter:image')).toBe(`${ORIGIN}/media/venues/104/ok.jpg`)
    expect(jsonLd(html).data[0]).toMatchObject({
      '@type': ['LocalBusiness', 'CafeOrCoffeeShop'],
      image: `${ORIGIN}/media/venues/104/ok.jpg`,
    })
    expect(html).not.toContain('wait.jpg')
  })

  it('is private and not stored for members', async () => {
    const response = await getPage(`/venues/${PUBLISHED}`, member.cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('speaks the reader’s language (country name, og:locale)', async () => {
    const html = await (await getPage(`/venues/${PUBLISHED}`, 'lng=de')).text().then(withoutPageTexts)
    expect(metaContent(html, 'property', 'og:locale')).toBe('de_DE')
    expect(html).toContain('Was die Kennzeichen bedeuten')
    expect(html).toContain('Deutschland')
  })
})

describe('/venues/{id} visibility', () => {
  it('is a 404 for unknown ids and bad parameters', async () => {
    expect((await getPage('/venues/999999')).status).toBe(404)
    expect((await getPage('/venues/0')).status).toBe(404)
    expect((await getPage('/venues/Bad%20Slug!')).status).toBe(404)
  })

  it('is a 404 for a pending venue for visitors and members, its suggester included', async () => {
    await db().update(venues).set({ suggestedBy: member.id }).where(eq(venues.id, PENDING))
    expect((await getPage(`/venues/${PENDING}`)).status).toBe(404)
    expect((await getPage(`/venues/${PENDING}`, member.cookie)).status).toBe(404)
    expect((await getPage(`/venues/${PENDING}`, other.cookie)).status).toBe(404)
  })

  it('lets a moderator preview a pending venue, marked and not indexed', async () => {
    const response = await getPage(`/venues/${PENDING}`, moderator.cookie)
    expect(response.status).toBe(200)
    expect(response.headers.get('X-Robots-Tag')).toBe('noindex')
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const html = await response.text().then(withoutPageTexts)
    expect(html).toContain('Pending review')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).not.toContain('application/ld+json')
  })

  it('is a 404 for rejected and archived venues, for moderators too', async () => {
    for (const id of [REJECTED, ARCHIVED]) {
      expect((await getPage(`/venues/${id}`)).status).toBe(404)
      expect((await getPage(`/venues/${id}`, moderator.cookie)).status).toBe(404)
    }
  })

  it('redirects a slug to the id with a 301, only for venues the reader may see', async () => {
    const response = await getPage('/venues/pink-flamingo-berlin?ref=share')
    expect(response.status).toBe(301)
    expect(response.headers.get('Location')).toBe(`/venues/${PUBLISHED}?ref=share`)
    expect((await getPage('/venues/secret-suggestion')).status).toBe(404)
    expect((await getPage('/venues/secret-suggestion', member.cookie)).status).toBe(404)
    expect((await getPage('/venues/secret-suggestion', moderator.cookie)).headers.get('Location')).toBe(`/venues/${PENDING}`)
    expect((await getPage('/venues/rejected-place', moderator.cookie)).status).toBe(404)
    expect((await getPage('/venues/no-such-place')).status).toBe(404)
  })

  it('parses the parameter strictly', () => {
    expect(parseVenueParam('42')).toEqual({ id: 42 })
    expect(parseVenueParam('Pink-Flamingo')).toEqual({ slug: 'pink-flamingo' })
    expect(parseVenueParam('a--b')).toBeNull()
    expect(parseVenueParam('99999999999')).toBeNull()
    expect(parseVenueParam(undefined)).toBeNull()
  })
})

describe('opening hours in the venue time zone', () => {
  // Friday 13 June 2025, 22:30 UTC = Saturday 00:30 in Berlin (UTC+2) = Saturday 07:30 in Tokyo (UTC+9)
  const at = new Date('2025-06-13T22:30:00Z')

  it('is open past midnight on the venue’s clock, with the closing time and today highlighted', () => {
    const view = hoursView(BAR_HOURS, 'Europe/Berlin', 'en', at)
    expect(view.today).toBe('sat')
    expect(view.state).toEqual({ status: 'open', closesAt: '3:00 AM' })
    expect(view.zoneName).toBe('Central European Summer Time')
    expect(view.localTime).toBe('12:30 AM')
    const friday = view.days.find((d) => d.day === 'fri')!
    expect(friday.slots[0]).toMatchObject({ openLabel: '5:00 PM', closeLabel: '3:00 AM', overnight: true })
    // closing at midnight is the end of that day, not an overnight slot
    expect(view.days.find((d) => d.day === 'sun')!.slots[0]!.overnight).toBe(false)
    expect(view.days.filter((d) => d.isToday).map((d) => d.day)).toEqual(['sat'])
  })

  it('is closed at the same instant in Tokyo, opening later that day', () => {
    const view = hoursView(BAR_HOURS, 'Asia/Tokyo', 'en', at)
    expect(view.today).toBe('sat')
    expect(view.state).toEqual({ status: 'closed', opensAt: { day: 'sat', time: '4:00 PM', today: true } })
  })

  it('formats in the reader’s convention and copes with missing or bad data', () => {
    expect(formatClock('17:05', 'de')).toBe('17:05')
    expect(hoursView(BAR_HOURS, 'Europe/Berlin', 'de', at).state).toEqual({ status: 'open', closesAt: '03:00' })
    expect(hoursView(BAR_HOURS, 'Europe/Berlin', 'de', at).localTime).toBe('00:30')
    const unknown = hoursView(null, 'Not/AZone', 'en', at)
    expect(unknown).toMatchObject({ known: false, timezone: 'UTC', state: { status: 'unknown' } })
    const junk = hoursView({ mon: [{ open: '25:99', close: 'x' }] }, 'Europe/Berlin', 'en', at)
    expect(junk.known).toBe(false)
  })

  it('escapes JSON for a script element', () => {
    expect(serializeJsonLd({ a: '</script>&\u2028' })).toBe('{"a":"\\u003c/script\\u003e\\u0026\\u2028"}')
  })
})

describe('POST /reports', () => {
  it('sends a visitor to sign in, with the way back', async () => {
    const response = await report({ targetType: 'venue', targetId: String(PUBLISHED), reason: 'spam' })
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(`/venues/${PUBLISHED}`)}`)
    expect(flashToast(response)).toMatchObject({ titleKey: 'errors:guard.authRequiredTitle' })
  })

  it('refuses a bad reason with a translated 400 (dialog) or a toast (plain form)', async () => {
    const json = await report(
      { targetType: 'venue', targetId: String(PUBLISHED), reason: 'because', _via: 'fetcher' },
      `${member.cookie}; lng=de`,
    )
    expect(json.status).toBe(400)
    expect(await json.json()).toEqual({
      ok: false,
      errors: { reason: 'Wähle einen Grund aus der Liste.' },
      result: expect.objectContaining({ status: 'error' }),
    })

    const plain = await report({ targetType: 'venue', targetId: String(PUBLISHED), reason: 'because' }, member.cookie)
    expect(plain.status).toBe(303)
    expect(plain.headers.get('Location')).toBe(`/venues/${PUBLISHED}`)
    expect(flashToast(plain)).toMatchObject({
      titleKey: 'report:failedTitle',
      descriptionKey: 'report:errors.reason',
      variant: 'destructive',
    })

    const long = await report(
      { targetType: 'venue', targetId: String(PUBLISHED), reason: 'other', details: 'x'.repeat(REPORT_DETAILS_MAX + 1), _via: 'fetcher' },
      member.cookie,
    )
    expect(long.status).toBe(400)
    expect(await long.json()).toEqual({
      ok: false,
      errors: { details: `Details can be at most ${REPORT_DETAILS_MAX} characters.` },
      result: expect.objectContaining({ status: 'error' }),
    })
  })

  it('files a report, refuses a second open one, and shows it to moderators', async () => {
    const first = await report(
      { targetType: 'venue', targetId: String(PUBLISHED), reason: 'misinformation', details: '  Closed since May.  ' },
      member.cookie,
    )
    expect(first.status).toBe(303)
    expect(first.headers.get('Location')).toBe(`/venues/${PUBLISHED}`)
    expect(flashToast(first)).toMatchObject({ titleKey: 'report:sentTitle', variant: 'success' })

    const again = await report({ targetType: 'venue', targetId: String(PUBLISHED), reason: 'spam', _via: 'fetcher' }, member.cookie)
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({
      ok: false,
      errors: { form: 'You already reported this. A moderator will look at it.' },
      result: expect.objectContaining({ status: 'error' }),
    })

    const open = await listOpenReports(db(), { targetType: 'venue' })
    const mine = open.filter((r) => r.reporterId === member.id)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ targetId: String(PUBLISHED), reason: 'misinformation', details: 'Closed since May.', status: 'open' })

    // once handled, the same member may report it again
    await db()
      .update(reports)
      .set({ status: 'resolved', handledBy: moderator.id, handledAt: new Date() })
      .where(eq(reports.id, mine[0]!.id))
    const later = await report({ targetType: 'venue', targetId: String(PUBLISHED), reason: 'spam', _via: 'fetcher' }, member.cookie)
    expect(later.status).toBe(200)
    expect(await later.json()).toEqual({ ok: true })
  })

  it('refuses reporting your own review, accepts another member’s', async () => {
    const own = await report({ targetType: 'review', targetId: 'review-own', reason: 'spam', _via: 'fetcher' }, member.cookie)
    expect(own.status).toBe(403)
    expect(await own.json()).toEqual({
      ok: false,
      errors: { form: 'You cannot report your own content.' },
      result: expect.objectContaining({ status: 'error' }),
    })
    const theirs = await report({ targetType: 'review', targetId: 'review-other', reason: 'harassment', _via: 'fetcher' }, member.cookie)
    expect(theirs.status).toBe(200)
    expect((await listOpenReports(db(), { targetType: 'review' })).map((r) => r.targetId)).toContain('review-other')
    // the author of a review is the one who cannot report it
    const byAuthor = await report({ targetType: 'review', targetId: 'review-other', reason: 'spam', _via: 'fetcher' }, other.cookie)
    expect(byAuthor.status).toBe(403)
    // members themselves
    expect((await report({ targetType: 'user', targetId: member.id, reason: 'spam', _via: 'fetcher' }, member.cookie)).status).toBe(403)
  })

  it('cannot report what the reporter cannot see, nor unknown kinds', async () => {
    const cases: Array<[Record<string, string>, number]> = [
      [{ targetType: 'venue', targetId: String(PENDING), reason: 'spam' }, 404],
      [{ targetType: 'venue', targetId: '999999', reason: 'spam' }, 404],
      [{ targetType: 'review', targetId: 'review-hidden', reason: 'spam' }, 404],
      [{ targetType: 'message', targetId: 'abc', reason: 'spam' }, 400],
      [{ targetType: 'planet', targetId: '1', reason: 'spam' }, 400],
      [{ targetType: 'venue', targetId: '../1', reason: 'spam' }, 400],
    ]
    for (const [fields, status] of cases) {
      const response = await report({ ...fields, _via: 'fetcher' }, member.cookie)
      expect(response.status, JSON.stringify(fields)).toBe(status)
    }
    const notFound = await report({ targetType: 'venue', targetId: String(PENDING), reason: 'spam', _via: 'fetcher' }, member.cookie)
    expect(await notFound.json()).toEqual({
      ok: false,
      errors: { form: 'We could not find what you are reporting. It may have been removed.' },
      result: expect.objectContaining({ status: 'error' }),
    })
  })

  it('answers GET with 405 and keeps the way back on this site', async () => {
    expect((await getPage('/reports')).status).toBe(405)
    const response = await report(
      { targetType: 'venue', targetId: String(NEARBY), reason: 'spam', redirectTo: 'https://evil.example/' },
      other.cookie,
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/')
  })
})

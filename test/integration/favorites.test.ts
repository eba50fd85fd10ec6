import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accounts,
  cities,
  communityGroups,
  countries,
  events,
  favorites,
  groupMembers,
  marketplaceListings,
  newsArticles,
  personalities,
  resources,
  travelGuides,
  venueCategories,
  venues,
} from '~/db/schema'
import {
  addFavorite,
  favoriteCounts,
  favoriteIds,
  isFavorite,
  listFavorites,
  normalizeTargetId,
  removeFavorite,
  toggleFavorite,
} from '~/models/favorites/favorites.server'
import { startApiSession } from '~/models/accounts/token-api.server'
import { call, createMemberWithSession, db, flashToast, getPage, ORIGIN, withoutPageTexts } from './helpers'

/**
 * Favorites ('Faves'): the one model for every content type, the /favorites page and action
 * (the FavoriteButton's form), and the JSON API for apps. Hidden targets answer like unknown
 * ones; nobody sees another member's favorites.
 */

const ids = {
  venue: 0,
  pendingVenue: 0,
  event: 0,
  crewEvent: 0,
  draftEvent: 0,
  listing: 0,
  draftListing: 0,
  personality: 0,
  resource: 0,
  news: 0,
  travel: 0,
  draftTravel: 0,
  publicCrew: 'crew-public-1',
  privateCrew: 'crew-private-1',
}

beforeAll(async () => {
  const d = db()
  await d
    .insert(countries)
    .values({ id: 'de', name: 'Germany', names: { en: 'Germany', de: 'Deutschland' }, continent: 'EU', timezones: ['Europe/Berlin'] })
  await d.insert(cities).values({
    id: 2950159,
    countryId: 'de',
    name: 'Berlin',
    asciiName: 'Berlin',
    timezone: 'Europe/Berlin',
    latitude: 52.52,
    longitude: 13.4,
  })
  const [bar] = await d.insert(venueCategories).values({ slug: 'bar', name: 'Bar' }).returning()
  const [venue, pending] = await d
    .insert(venues)
    .values([
      { slug: 'velvet', name: 'Velvet Lounge', countryId: 'de', cityId: 2950159, categoryId: bar!.id, status: 'published' },
      { slug: 'secret', name: 'Secret Suggestion', countryId: 'de', cityId: 2950159, status: 'pending' },
    ])
    .returning()
  ids.venue = venue!.id
  ids.pendingVenue = pending!.id
  await d.insert(communityGroups).values([
    { id: ids.publicCrew, slug: 'open-crew', name: 'Open Crew', visibility: 'public', memberCount: 12 },
    { id: ids.privateCrew, slug: 'hidden-crew', name: 'Hidden Crew', visibility: 'private', memberCount: 3 },
  ])
  const soon = new Date(Date.now() + 7 * 86_400_000)
  const evs = await d
    .insert(events)
    .values([
      {
        slug: 'pride-picnic',
        title: 'Pride Picnic',
        startsAt: soon,
        timezone: 'Europe/Berlin',
        status: 'published',
        cityId: 2950159,
        countryId: 'de',
      },
      { slug: 'crew-night', title: 'Crew Night', startsAt: soon, timezone: 'Europe/Berlin', status: 'published', groupId: ids.privateCrew },
      { slug: 'draft-party', title: 'Draft Party', startsAt: soon, timezone: 'Europe/Berlin', status: 'draft' },
    ])
    .returning()
  ids.event = evs[0]!.id
  ids.crewEvent = evs[1]!.id
  ids.draftEvent = evs[2]!.id
  const listings = await d
    .insert(marketplaceListings)
    .values([
      { slug: 'tote', title: 'Rainbow Tote', priceCents: 1500, status: 'active' },
      { slug: 'draft-mug', title: 'Draft Mug', priceCents: 900, status: 'draft' },
    ])
    .returning()
  ids.listing = listings[0]!.id
  ids.draftListing = listings[1]!.id
  ids.personality = (
    await d.insert(personalities).values({ slug: 'marsha', name: 'Marsha P. Johnson', profession: 'Activist' }).returning()
  )[0]!.id
  ids.resource = (
    await d
      .insert(resources)
      .values({ slug: 'helpline', title: 'Queer Helpline', resourceType: 'hotline', status: 'published' })
      .returning()
  )[0]!.id
  ids.news = (
    await d.insert(newsArticles).values({ slug: 'news-1', title: 'Marriage equality passes', publishedAt: new Date() }).returning()
  )[0]!.id
  const guides = await d
    .insert(travelGuides)
    .values([
      { slug: 'berlin-guide', title: 'Queer Berlin', status: 'published', cityId: 2950159, countryId: 'de' },
      { slug: 'draft-guide', title: 'Draft Guide', status: 'draft' },
    ])
    .returning()
  ids.travel = guides[0]!.id
  ids.draftTravel = guides[1]!.id
})

const post = (path: string, fields: Record<string, string>, cookie?: string, headers: Record<string, string> = {}) =>
  call(path, { method: 'POST', cookie, body: new URLSearchParams(fields), headers })

describe('favorites model', () => {
  it('adds, is idempotent, reads back and removes', async () => {
    const me = await createMemberWithSession('Fav Model')
    const first = await addFavorite(db(), me.id, 'venue', ids.venue)
    expect(first).toMatchObject({ ok: true, favorited: true, changed: true, title: 'Velvet Lounge', id: String(ids.venue) })
    // twice, and with a non-canonical id: still one row, no error
    expect(await addFavorite(db(), me.id, 'venue', `00${ids.venue}`)).toMatchObject({ ok: true, changed: false })
    const rows = await db().select().from(favorites).where(eq(favorites.userId, me.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ targetType: 'venue', targetId: String(ids.venue) })
    expect(await isFavorite(db(), me.id, 'venue', ids.venue)).toBe(true)
    expect(await favoriteIds(db(), me.id, 'venue', [ids.venue, ids.pendingVenue, 999_999])).toEqual(new Set([String(ids.venue)]))
    expect(await favoriteIds(db(), null, 'venue', [ids.venue])).toEqual(new Set())
    expect(await removeFavorite(db(), me.id, 'venue', ids.venue)).toMatchObject({ ok: true, favorited: false, changed: true })
    expect(await removeFavorite(db(), me.id, 'venue', ids.venue)).toMatchObject({ ok: true, changed: false })
    expect(await isFavorite(db(), me.id, 'venue', ids.venue)).toBe(false)
    expect(await toggleFavorite(db(), me.id, 'venue', ids.venue)).toMatchObject({ ok: true, favorited: true })
    expect(await toggleFavorite(db(), me.id, 'venue', ids.venue)).toMatchObject({ ok: true, favorited: false })
  })

  it('favorites every content type that is visible', async () => {
    const me = await createMemberWithSession('Collector')
    const visible = [
      ['venue', ids.venue],
      ['event', ids.event],
      ['listing', ids.listing],
      ['personality', ids.personality],
      ['group', ids.publicCrew],
      ['resource', ids.resource],
      ['news', ids.news],
      ['travel', ids.travel],
    ] as const
    for (const [type, id] of visible) expect(await addFavorite(db(), me.id, type, id), `${type} ${id}`).toMatchObject({ ok: true })
    const counts = await favoriteCounts(db(), me.id)
    expect(counts.total).toBe(8)
    expect(Object.values(counts.byType).every((n) => n === 1)).toBe(true)
  })

  it('answers not-found alike for unknown and hidden targets', async () => {
    const me = await createMemberWithSession('Curious')
    const hidden = [
      ['venue', 999_999],
      ['venue', ids.pendingVenue],
      ['venue', 'abc'],
      ['event', ids.draftEvent],
      ['event', ids.crewEvent],
      ['listing', ids.draftListing],
      ['group', ids.privateCrew],
      ['group', 'no-such-crew'],
      ['travel', ids.draftTravel],
      ['personality', 0],
    ] as const
    for (const [type, id] of hidden) {
      expect(await addFavorite(db(), me.id, type, id), `${type} ${id}`).toEqual({ ok: false, reason: 'not-found' })
      expect(await removeFavorite(db(), me.id, type, id), `${type} ${id}`).toEqual({ ok: false, reason: 'not-found' })
    }
    expect(await favoriteCounts(db(), me.id)).toMatchObject({ total: 0 })
  })

  it('lets members of a private crew favorite it and its events', async () => {
    const me = await createMemberWithSession('Insider')
    await db().insert(groupMembers).values({ groupId: ids.privateCrew, userId: me.id, status: 'active' })
    expect(await addFavorite(db(), me.id, 'group', ids.privateCrew)).toMatchObject({ ok: true, title: 'Hidden Crew' })
    expect(await addFavorite(db(), me.id, 'event', ids.crewEvent)).toMatchObject({ ok: true, title: 'Crew Night' })
    // a pending join request is not membership
    const applicant = await createMemberWithSession('Applicant')
    await db().insert(groupMembers).values({ groupId: ids.privateCrew, userId: applicant.id, status: 'pending' })
    expect(await addFavorite(db(), applicant.id, 'group', ids.privateCrew)).toEqual({ ok: false, reason: 'not-found' })
  })

  it('lists by type with resolved cards, keeps unavailable ones without their title, and pages', async () => {
    const me = await createMemberWithSession('Lister')
    await addFavorite(db(), me.id, 'venue', ids.venue)
    await addFavorite(db(), me.id, 'event', ids.event)
    await addFavorite(db(), me.id, 'resource', ids.resource)
    await addFavorite(db(), me.id, 'group', ids.publicCrew)

    const all = await listFavorites(db(), me.id, { language: 'de' })
    expect(all.total).toBe(4)
    expect(all.counts.byType).toMatchObject({ venue: 1, event: 1, resource: 1, group: 1, news: 0 })
    const venue = all.entries.find((e) => e.type === 'venue')!
    expect(venue.card).toMatchObject({
      title: 'Velvet Lounge',
      href: `/venues/${ids.venue}`,
      tag: 'Bar',
      tagKey: 'venues:categories.bar',
      place: 'Berlin, Deutschland',
    })
    expect(all.entries.find((e) => e.type === 'resource')!.card).toMatchObject({
      href: '/ressources/helpline',
      tagKey: 'favorites:resourceTypes.hotline',
    })
    expect(all.entries.find((e) => e.type === 'event')!.card).toMatchObject({
      href: `/events/${ids.event}`,
      date: { timeZone: 'Europe/Berlin' },
    })
    expect(all.entries.find((e) => e.type === 'group')!.card).toMatchObject({ href: `/groups/${ids.publicCrew}`, memberCount: 12 })

    const events = await listFavorites(db(), me.id, { type: 'event' })
    expect(events.entries.map((e) => e.type)).toEqual(['event'])
    expect(events.total).toBe(1)

    const paged = await listFavorites(db(), me.id, { pageSize: 3, page: 2 })
    expect(paged).toMatchObject({ page: 2, pageCount: 2 })
    expect(paged.entries).toHaveLength(1)
    // a page beyond the last shows the last
    expect((await listFavorites(db(), me.id, { pageSize: 3, page: 99 })).page).toBe(2)

    // the crew turns private: the entry stays (so it can be removed) but shows nothing of it
    await db().update(communityGroups).set({ visibility: 'private' }).where(eq(communityGroups.id, ids.publicCrew))
    try {
      const after = await listFavorites(db(), me.id)
      const crew = after.entries.find((e) => e.type === 'group')!
      expect(crew.card).toBeNull()
      expect(JSON.stringify(after)).not.toContain('Open Crew')
      expect(await removeFavorite(db(), me.id, 'group', ids.publicCrew)).toMatchObject({ ok: true, changed: true, title: null })
    } finally {
      await db().update(communityGroups).set({ visibility: 'public' }).where(eq(communityGroups.id, ids.publicCrew))
    }
  })

  it('normalizes ids per type', () => {
    expect(normalizeTargetId('venue', '0042')).toBe('42')
    expect(normalizeTargetId('venue', '-1')).toBeNull()
    expect(normalizeTargetId('venue', '1.5')).toBeNull()
    expect(normalizeTargetId('group', 'crew-public-1')).toBe('crew-public-1')
    expect(normalizeTargetId('group', '../etc')).toBeNull()
  })
})

describe('/favorites page and action', () => {
  it('sends a visitor to sign in, on the page and from the button', async () => {
    const before = (await db().select().from(favorites)).length
    const page = await getPage('/favorites')
    expect(page.status).toBe(302)
    expect(page.headers.get('Location')).toBe('/auth?redirectTo=%2Ffavorites')

    const action = await post('/favorites', { intent: 'add', type: 'venue', id: String(ids.venue), redirectTo: `/venues/${ids.venue}` })
    expect(action.status).toBe(302)
    expect(action.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(`/venues/${ids.venue}`)}`)
    expect(flashToast(action)).toMatchObject({ titleKey: 'errors:guard.authRequiredTitle' })
    expect(await db().select().from(favorites)).toHaveLength(before)
  })

  it('adds without JavaScript: back to the page with a toast; twice is fine', async () => {
    const me = await createMemberWithSession('No JS')
    for (let i = 0; i < 2; i++) {
      const res = await post(
        '/favorites',
        { intent: 'add', type: 'venue', id: String(ids.venue), redirectTo: `/venues/${ids.venue}?tab=1` },
        me.cookie,
      )
      expect(res.status).toBe(302)
      expect(res.headers.get('Location')).toBe(`/venues/${ids.venue}?tab=1`)
      expect(flashToast(res)).toMatchObject({ titleKey: 'favorites:toasts.added', values: { title: 'Velvet Lounge' } })
    }
    expect(await db().select().from(favorites).where(eq(favorites.userId, me.id))).toHaveLength(1)

    // an outside address is never followed
    const away = await post(
      '/favorites',
      { intent: 'remove', type: 'venue', id: String(ids.venue), redirectTo: 'https://evil.example/' },
      me.cookie,
    )
    expect(away.headers.get('Location')).toBe('/favorites')
    expect(flashToast(away)).toMatchObject({ titleKey: 'favorites:toasts.removed' })
    expect(await isFavorite(db(), me.id, 'venue', ids.venue)).toBe(false)
  })

  it('answers 404 for unknown and hidden targets, 400 for bad input, 403 from another site', async () => {
    const me = await createMemberWithSession('Prober')
    for (const [type, id] of [
      ['venue', String(ids.pendingVenue)],
      ['venue', '999999'],
      ['group', ids.privateCrew],
    ]) {
      const res = await post('/favorites', { intent: 'add', type: type!, id: id!, via: 'fetch' }, me.cookie)
      expect(res.status, `${type} ${id}`).toBe(404)
    }
    expect((await post('/favorites', { intent: 'add', type: 'planet', id: '1' }, me.cookie)).status).toBe(400)
    expect((await post('/favorites', { intent: 'steal', type: 'venue', id: '1' }, me.cookie)).status).toBe(400)
    expect((await post('/favorites', { type: 'venue' }, me.cookie)).status).toBe(400)
    const crossSite = await post('/favorites', { intent: 'add', type: 'venue', id: String(ids.venue) }, me.cookie, {
      Origin: 'https://evil.example',
    })
    expect(crossSite.status).toBe(403)
    expect(await favoriteCounts(db(), me.id)).toMatchObject({ total: 0 })
  })

  it('answers a fetcher with data instead of a redirect', async () => {
    const me = await createMemberWithSession('With JS')
    const res = await post(
      '/favorites',
      { intent: 'add', type: 'event', id: String(ids.event), via: 'fetch', redirectTo: '/events' },
      me.cookie,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('Location')).toBeNull()
    expect(await isFavorite(db(), me.id, 'event', ids.event)).toBe(true)
  })

  it('shows a member their own faves only, privately', async () => {
    const me = await createMemberWithSession('Owner')
    const other = await createMemberWithSession('Other')
    await addFavorite(db(), me.id, 'venue', ids.venue)
    await addFavorite(db(), me.id, 'news', ids.news)

    const mine = await getPage('/favorites', me.cookie)
    expect(mine.status).toBe(200)
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store')
    const html = await mine.text().then(withoutPageTexts)
    expect(html).toContain('<title>Faves')
    expect(html).toMatch(/<meta name="robots" content="noindex/)
    expect(html).toContain('Velvet Lounge')
    expect(html).toContain('Marriage equality passes')
    expect(html).toContain(`href="/venues/${ids.venue}"`)

    const theirs = await (await getPage('/favorites', other.cookie)).text().then(withoutPageTexts)
    expect(theirs).not.toContain('Velvet Lounge')
    expect(theirs).toContain('No faves yet')
    expect(theirs).toContain('href="/venues"')

    // filtered by type; an unknown type shows all
    const news = await (await getPage('/favorites?type=news', me.cookie)).text().then(withoutPageTexts)
    expect(news).toContain('Marriage equality passes')
    expect(news).not.toContain('Velvet Lounge')
    expect(await (await getPage('/favorites?type=bogus&page=abc', me.cookie)).text().then(withoutPageTexts)).toContain('Velvet Lounge')

    // removing someone else's favorite by id only touches one's own rows
    await post('/favorites', { intent: 'remove', type: 'venue', id: String(ids.venue) }, other.cookie)
    expect(await isFavorite(db(), me.id, 'venue', ids.venue)).toBe(true)
  })
})

describe('JSON API /api/favorites', () => {
  // through the whole Worker (workers/api/index.ts mounts the router)
  const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })

  it('refuses visitors with 401', async () => {
    expect((await call('/api/favorites')).status).toBe(401)
    expect((await call('/api/favorites', { method: 'POST', ...json({ type: 'venue', id: ids.venue }) })).status).toBe(401)
  })

  it('adds, reads, lists and removes with a cookie session', async () => {
    const me = await createMemberWithSession('Cookie App')
    const headers = { Cookie: me.cookie, 'Content-Type': 'application/json', Origin: ORIGIN }
    const created = await call('/api/favorites', { method: 'POST', headers, body: JSON.stringify({ type: 'venue', id: ids.venue }) })
    expect(created.status).toBe(201)
    expect(created.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await created.json()).toEqual({ type: 'venue', id: String(ids.venue), favorited: true, changed: true })
    const again = await call('/api/favorites', { method: 'POST', headers, body: JSON.stringify({ type: 'venue', id: String(ids.venue) }) })
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ changed: false })

    expect(await (await call(`/api/favorites/venue/${ids.venue}`, { headers })).json()).toMatchObject({ favorited: true })
    const list = (await (await call('/api/favorites?type=venue', { headers })).json()) as any
    expect(list.entries[0].card).toMatchObject({ title: 'Velvet Lounge', href: `/venues/${ids.venue}` })

    const hidden = await call('/api/favorites', { method: 'POST', headers, body: JSON.stringify({ type: 'venue', id: ids.pendingVenue }) })
    expect(hidden.status).toBe(404)
    expect(await hidden.json()).toMatchObject({ code: 'notFound' })
    const bad = await call('/api/favorites', { method: 'POST', headers, body: JSON.stringify({ type: 'spaceship', id: 1 }) })
    expect(bad.status).toBe(422)
    expect((await call('/api/favorites?type=spaceship', { headers })).status).toBe(422)

    // a cookie request from another site is refused
    const forged = await call('/api/favorites', {
      method: 'POST',
      headers: { ...headers, Origin: 'https://evil.example' },
      body: JSON.stringify({ type: 'event', id: ids.event }),
    })
    expect(forged.status).toBe(403)

    const removed = await call(`/api/favorites?type=venue&id=${ids.venue}`, { method: 'DELETE', headers })
    expect(removed.status).toBe(200)
    expect(await removed.json()).toMatchObject({ favorited: false, changed: true })
    expect(await isFavorite(db(), me.id, 'venue', ids.venue)).toBe(false)
  })

  it('works with a bearer access token, and never shows another member’s favorites', async () => {
    const me = await createMemberWithSession('Bearer App')
    const other = await createMemberWithSession('Someone Else')
    await addFavorite(db(), other.id, 'listing', ids.listing)
    const account = (await db().select().from(accounts).where(eq(accounts.id, me.id)).get())!
    const session = await startApiSession(db(), new Request(ORIGIN), account, { issuer: `${ORIGIN}/auth/v1` })
    const headers = { Authorization: `Bearer ${session.access_token}`, 'Content-Type': 'application/json' }
    expect(
      (await call('/api/favorites', { method: 'POST', headers, body: JSON.stringify({ type: 'travel', id: ids.travel }) })).status,
    ).toBe(201)
    const list = (await (await call('/api/favorites', { headers })).json()) as any
    expect(list.total).toBe(1)
    expect(list.entries.map((e: any) => e.type)).toEqual(['travel'])
    expect(JSON.stringify(list)).not.toContain('Rainbow Tote')
    const removed = await call('/api/favorites', { method: 'DELETE', headers, body: JSON.stringify({ type: 'travel', id: ids.travel }) })
    expect(await removed.json()).toMatchObject({ favorited: false, changed: true })
    expect((await call('/api/favorites', { headers: { Authorization: 'Bearer not-a-token' } })).status).toBe(401)
  })
})

import { env } from 'cloudflare:test'
import { and, desc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { cities, countries, notifications, profiles, staffAuditLog, userRoles, venueCategories, venuePhotos, venues } from '~/db/schema'
import { listVenuePhotos } from '~/models/venues/photos.server'
import { listPendingVenues, syncVenueSearchEntry } from '~/models/venues/moderation.server'
import { parseVenueQuery, resolveVenueQuery, searchVenues, selectListed, venueFilterConditions } from '~/models/venues/directory.server'
import { createMemberWithSession, db, flashToast, getPage, ORIGIN, postForm, withoutPageTexts } from './helpers'

/**
 * /admin/venues: the suggestion and photo queues. Members and visitors are refused on the page
 * and on the action; a moderator's approval publishes the venue (listed, searchable), a
 * rejection needs a note; the suggester is told in their language; photos change visibility.
 */

let moderator: { id: string; cookie: string }
let member: { id: string; cookie: string }
let suggester: { id: string; cookie: string }
let categoryId = 0

async function suggest(name: string, extra: Partial<typeof venues.$inferInsert> = {}) {
  const [row] = await db()
    .insert(venues)
    .values({
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${crypto.randomUUID().slice(0, 6)}`,
      name,
      description: `${name} is a cosy place with a reading corner.`,
      address: 'Oranienstraße 1',
      website: 'https://example.org/place',
      countryId: 'de',
      cityId: 2950159,
      categoryId,
      timezone: 'Europe/Berlin',
      status: 'pending',
      suggestedBy: suggester.id,
      moderationNote: JSON.stringify({ kind: 'suggestion', claims: ['rainbowFriendly'], note: 'I go there every week' }),
      ...extra,
    })
    .returning()
  return row!
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
  categoryId = (await d.insert(venueCategories).values({ slug: 'cafe', name: 'Café' }).returning())[0]!.id
  moderator = await createMemberWithSession('Mo Derator')
  await d.insert(userRoles).values({ userId: moderator.id, role: 'moderator' })
  member = await createMemberWithSession('Plain Member')
  suggester = await createMemberWithSession('Sam Suggester')
  await d.update(profiles).set({ language: 'de' }).where(eq(profiles.userId, suggester.id))
})

const post = (fields: Record<string, string>, cookie?: string) => postForm('/admin/venues', fields, cookie)

/** Ids the /venues list shows for a query (its own WHERE: published, filters, text search). */
const listed = async (search: string) => {
  const { query, text } = await resolveVenueQuery(db(), parseVenueQuery(new URL(`${ORIGIN}/venues${search}`)))
  const listed = selectListed(db(), { id: venues.id }, text)
  return (await listed.query.where(listed.where(venueFilterConditions(query)))).map((r) => r.id)
}
const statusOf = async (id: number) => (await db().select({ status: venues.status }).from(venues).where(eq(venues.id, id)).get())?.status
const searchHits = async (word: string) =>
  (
    await db().all<{ ref_id: number }>(sql`SELECT ref_id FROM search_index WHERE search_index MATCH ${`"${word}"*`} AND type = 'venue'`)
  ).map((r) => Number(r.ref_id))

describe('who may moderate', () => {
  it('sends visitors to sign in and members away, on the page and on the action', async () => {
    const venue = await suggest('Guarded Place')
    const visitor = await getPage('/admin/venues')
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toBe('/auth?redirectTo=%2Fadmin%2Fvenues')

    const page = await getPage('/admin/venues', member.cookie)
    expect(page.status).toBe(302)
    expect(page.headers.get('Location')).toBe('/')
    expect(flashToast(page)).toMatchObject({ titleKey: 'errors:guard.accessDeniedTitle', values: { role: 'moderator' } })

    const attempts: Record<string, string>[] = [
      { intent: 'approveVenue', venueId: String(venue.id) },
      { intent: 'rejectVenue', venueId: String(venue.id), note: 'Not a real place' },
    ]
    for (const fields of attempts) {
      const byMember = await post(fields, member.cookie)
      expect(byMember.status).toBe(302)
      expect(byMember.headers.get('Location')).toBe('/')
      expect((await post(fields)).headers.get('Location')).toMatch(/^\/auth/)
    }
    // a suggester cannot approve their own suggestion either
    expect((await post({ intent: 'approveVenue', venueId: String(venue.id) }, suggester.cookie)).headers.get('Location')).toBe('/')
    expect(await statusOf(venue.id)).toBe('pending')
  })
})

describe('the suggestions queue', () => {
  it('shows a moderator what waits, with who suggested it', async () => {
    const venue = await suggest('Queue Café')
    const res = await getPage('/admin/venues', moderator.cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    const html = await res.text().then(withoutPageTexts)
    expect(html).toContain('Venue moderation')
    expect(html).toContain('Queue Café')
    expect(html).toContain('Suggested by Sam Suggester')
    expect(html).toContain('Oranienstraße 1')
    expect(html).toContain('https://example.org/place')
    expect(html).toContain('I go there every week')
    expect(html).toContain('noindex')

    // the dashboard's counts lead here
    const dashboard = await (await getPage('/admin', moderator.cookie)).text().then(withoutPageTexts)
    expect(dashboard).toContain('href="/admin/venues#suggestions"')
    expect(dashboard).toContain('href="/admin/venues#photos"')

    const page = await listPendingVenues(db(), { language: 'de' })
    expect(page.items.find((v) => v.id === venue.id)).toMatchObject({
      city: 'Berlin',
      country: 'Deutschland',
      category: { slug: 'cafe', name: 'Café' },
      suggestedBy: { id: suggester.id, name: 'Sam Suggester' },
      claims: ['rainbowFriendly'],
      memberNote: 'I go there every week',
    })
  })

  it('approves: published, listed, searchable, the suggester told in their language, audited', async () => {
    const venue = await suggest('Zimtstern Lounge')
    expect(await searchHits('Zimtstern')).toEqual([])
    expect(await listed('?city=2950159')).not.toContain(venue.id)
    const res = await post(
      {
        intent: 'approveVenue',
        venueId: String(venue.id),
        rainbowFriendly: 'on',
        latitude: '52.5001',
        longitude: '13.4202',
        redirectTo: '/admin/venues?page=1',
      },
      moderator.cookie,
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/admin/venues?page=1#suggestions')
    expect(flashToast(res)).toMatchObject({ titleKey: 'admin:venues.toasts.approved', values: { name: 'Zimtstern Lounge' } })

    const row = (await db().select().from(venues).where(eq(venues.id, venue.id)).get())!
    expect(row).toMatchObject({
      status: 'published',
      rainbowFriendly: true,
      accessible: false,
      latitude: 52.5001,
      longitude: 13.4202,
      moderationNote: null,
    })
    expect(await searchHits('Zimtstern')).toEqual([venue.id])
    expect(await listed('?city=2950159&rainbow=1')).toContain(venue.id)
    const page = await searchVenues(db(), parseVenueQuery(new URL(`${ORIGIN}/venues?q=Zimtstern`)), 'en')
    expect(page.venues.map((v) => v.name)).toEqual(['Zimtstern Lounge'])
    expect(await listed('?q=Zimtstern')).toEqual([venue.id])

    const note = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, suggester.id))
      .orderBy(desc(notifications.createdAt))
      .get()
    expect(note).toMatchObject({ type: 'system', actionUrl: `/venues/${venue.id}`, read: false })
    // the suggester reads German
    expect(note!.title).toBe('Dein Vorschlag „Zimtstern Lounge“ ist jetzt auf Haven')

    const audit = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'VENUE_APPROVED'), eq(staffAuditLog.actorId, moderator.id)))
      .all()
    expect(audit.some((e) => e.targetType === 'venue' && e.targetId === String(venue.id) && e.after?.status === 'published')).toBe(true)

    // deciding twice: the second moderator learns someone was faster
    const again = await post({ intent: 'approveVenue', venueId: String(venue.id) }, moderator.cookie)
    expect(again.status).toBe(409)
    expect(await again.text().then(withoutPageTexts)).toContain('Someone already decided on this one.')
  })

  it('rejects only with a note, which the suggester reads; the venue stays out of lists and search', async () => {
    const venue = await suggest('Nebelbar')
    const empty = await post({ intent: 'rejectVenue', venueId: String(venue.id), note: '  ' }, moderator.cookie)
    expect(empty.status).toBe(400)
    expect(await empty.text().then(withoutPageTexts)).toContain('Tell the member why (at least 3 characters).')
    expect(await statusOf(venue.id)).toBe('pending')

    const res = await post(
      { intent: 'rejectVenue', venueId: String(venue.id), note: 'We could not find this place at the address.' },
      moderator.cookie,
    )
    expect(res.status).toBe(302)
    expect(flashToast(res)).toMatchObject({ titleKey: 'admin:venues.toasts.rejected' })
    const row = (await db().select().from(venues).where(eq(venues.id, venue.id)).get())!
    expect(row).toMatchObject({ status: 'rejected', moderationNote: 'We could not find this place at the address.' })
    expect(await searchHits('Nebelbar')).toEqual([])
    expect(await listed('?q=Nebelbar')).toEqual([])
    expect(await listed('?city=2950159')).not.toContain(venue.id)
    const note = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, suggester.id), eq(notifications.relatedId, String(venue.id))))
      .get()
    expect(note).toMatchObject({ type: 'system' })
    expect(note).toMatchObject({ title: 'Dein Vorschlag „Nebelbar“ wurde nicht veröffentlicht', actionUrl: '/venues/suggest' })
    expect(note!.content).toBe('Notiz der Moderation: We could not find this place at the address.')
  })

  it('refuses bad input with translated messages, never a 500', async () => {
    const venue = await suggest('Checked Input')
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: 'approveVenue', venueId: String(venue.id), latitude: '95', longitude: '13' }, 400, 'Latitude is a number from -90 to 90.'],
      [{ intent: 'approveVenue', venueId: String(venue.id), latitude: '52.5' }, 400, 'Give both latitude and longitude, or neither.'],
      [{ intent: 'approveVenue', venueId: 'abc' }, 400, 'This venue does not exist.'],
      [{ intent: 'approveVenue', venueId: '999999' }, 404, 'This venue does not exist.'],
      [{ intent: 'launchRocket' }, 400, 'This form could not be read.'],
      [{ intent: 'approvePhoto', photoId: 'nope' }, 400, 'This photo does not exist.'],
    ]
    for (const [fields, status, message] of cases) {
      const res = await post(fields, moderator.cookie)
      expect(res.status, JSON.stringify(fields)).toBe(status)
      expect(await res.text().then(withoutPageTexts)).toContain(message)
    }
    expect(await statusOf(venue.id)).toBe('pending')
  })

  it('keeps the search index in step with the status', async () => {
    const venue = await suggest('Kometenhof', { status: 'published' })
    await syncVenueSearchEntry(db(), venue.id)
    await syncVenueSearchEntry(db(), venue.id)
    expect(await searchHits('Kometenhof')).toEqual([venue.id])
    await db().update(venues).set({ status: 'archived' }).where(eq(venues.id, venue.id))
    await syncVenueSearchEntry(db(), venue.id)
    expect(await searchHits('Kometenhof')).toEqual([])
  })
})

describe('the photo queue', () => {
  async function pendingPhoto(venueId: number) {
    const id = crypto.randomUUID()
    const key = `venues/${venueId}/${id}.png`
    await env.MEDIA.put(key, new Uint8Array([0x89, 0x50, 0x4e, 0x47]))
    await db()
      .insert(venuePhotos)
      .values({ id, venueId, userId: suggester.id, r2Key: key, url: `/media/${key}`, status: 'pending' })
    return { id, key }
  }
  const visible = async (venueId: number) => (await listVenuePhotos(db(), { venueId, viewer: null })).map((p) => p.id)

  it('approves a photo (it becomes public) and rejects another (hidden, file removed)', async () => {
    const venue = await suggest('Photo Spot', { status: 'published' })
    const good = await pendingPhoto(venue.id)
    const bad = await pendingPhoto(venue.id)
    expect(await visible(venue.id)).toEqual([])

    const html = await (await getPage('/admin/venues', moderator.cookie)).text().then(withoutPageTexts)
    expect(html).toContain(`/media/${good.key}`)
    expect(html).toContain('Photo Spot')

    // members cannot decide
    expect((await post({ intent: 'approvePhoto', photoId: good.id }, member.cookie)).headers.get('Location')).toBe('/')
    expect(await visible(venue.id)).toEqual([])

    const approved = await post({ intent: 'approvePhoto', photoId: good.id }, moderator.cookie)
    expect(approved.status).toBe(302)
    expect(approved.headers.get('Location')).toBe('/admin/venues#photos')
    expect(flashToast(approved)).toMatchObject({ titleKey: 'admin:venues.toasts.photoApproved', values: { name: 'Photo Spot' } })
    expect(await visible(venue.id)).toEqual([good.id])

    const rejected = await post({ intent: 'rejectPhoto', photoId: bad.id }, moderator.cookie)
    expect(rejected.status).toBe(302)
    expect((await db().select().from(venuePhotos).where(eq(venuePhotos.id, bad.id)).get())!.status).toBe('rejected')
    expect(await env.MEDIA.get(bad.key)).toBeNull()
    expect(await visible(venue.id)).toEqual([good.id])

    // a decided photo is not decided again (a rejected file cannot come back)
    expect((await post({ intent: 'approvePhoto', photoId: bad.id }, moderator.cookie)).status).toBe(409)
    expect((await post({ intent: 'approvePhoto', photoId: crypto.randomUUID() }, moderator.cookie)).status).toBe(404)
    const audit = await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, 'VENUE_PHOTO_REJECTED')).all()
    expect(audit.some((e) => e.targetType === 'venue_photo' && e.targetId === bad.id)).toBe(true)
  })
})

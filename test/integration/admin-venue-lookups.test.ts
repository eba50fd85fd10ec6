import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accessibilityAttributes,
  countries,
  eventAmenities,
  eventAmenityLinks,
  events,
  eventTypes,
  staffAuditLog,
  targetGroups,
  userRoles,
  venueAccessibilityLinks,
  venueAmenities,
  venueAmenityLinks,
  venueCategories,
  venues,
  venueServiceLinks,
  venueServices,
  venueTargetGroupLinks,
  type NewVenue,
} from '~/db/schema'
import {
  type AdminLookupKind,
  createLookup,
  listLookups,
  mergeLookup,
  moveLookup,
  removeLookup,
  renameLookup,
} from '~/models/admin/lookups.server'
import { eventFormChoices } from '~/models/events/editing.server'
import { popularCategories } from '~/models/search/search.server'
import { getVenueDetail } from '~/models/venues/detail.server'
import { loadVenueDirectory, parseVenueQuery, searchVenues } from '~/models/venues/directory.server'
import { VISITOR } from '~/models/viewer'
import { createMemberWithSession, db, flashToast, getPage, ORIGIN, postForm, withoutPageTexts } from './helpers'

/**
 * The venues' lookup lists (/admin/venue-categories, /admin/venue-amenities, /admin/venue-services,
 * /admin/accessibility-attributes, /admin/target-groups) and merging an entry in use, in every
 * list (the events' too). The model is tested against the real D1: adding, renaming, moving,
 * removing (refused while venues use the entry), merging (links moved, a venue linked to both
 * keeping one link; a category's venues moved; the list renumbered; the moved rows marked
 * changed; audited), and its refusals (a double merge, a merge into itself or into an entry
 * gone, two moderators at once: no row ever loses its entry). The directory, its filters, the
 * venue page and the search's category choices show each change at once.
 *
 * The 'pages' block goes through the Worker, which serves the last build: it needs a build with
 * these screens (npm run build) to pass.
 */

let moderator: { id: string; cookie: string }
let admin: { id: string; cookie: string }
let member: { id: string; cookie: string }
const who = () => ({ id: moderator.id, ipHash: null })
const NOW = new Date('2025-06-01T12:00:00Z')
const LONG_AGO = new Date('2020-01-01T00:00:00Z')

beforeAll(async () => {
  const d = db()
  moderator = await createMemberWithSession('Mo Derator')
  admin = await createMemberWithSession('Ada Admin')
  member = await createMemberWithSession('Plain Member')
  await d.insert(userRoles).values([
    { userId: moderator.id, role: 'moderator' },
    { userId: admin.id, role: 'admin' },
  ])
  await d.insert(countries).values({
    id: 'de',
    name: 'Germany',
    names: { en: 'Germany', de: 'Deutschland' },
    continent: 'EU',
    timezones: ['Europe/Berlin'],
    flag: '🇩🇪',
  })
  await d.insert(venueCategories).values([
    { id: 1, slug: 'bar', name: 'Bar', sortOrder: 0 },
    { id: 2, slug: 'pub', name: 'Pub', sortOrder: 1 },
    { id: 3, slug: 'cafe', name: 'Café', sortOrder: 2 },
    { id: 4, slug: 'bookshop', name: 'Bookshop', sortOrder: 3 },
  ])
  await d.insert(venueAmenities).values([
    { id: 1, slug: 'wifi', name: 'Free Wi-Fi', sortOrder: 0 },
    { id: 2, slug: 'wireless', name: 'Wireless internet', sortOrder: 1 },
    { id: 3, slug: 'stage', name: 'Stage', sortOrder: 2 },
  ])
  await d.insert(venueServices).values([
    { id: 1, slug: 'drag-shows', name: 'Drag shows', sortOrder: 0 },
    { id: 2, slug: 'karaoke', name: 'Karaoke', sortOrder: 1 },
  ])
  await d.insert(accessibilityAttributes).values([
    { id: 1, slug: 'step-free-entrance', name: 'Step-free entrance', sortOrder: 0 },
    { id: 2, slug: 'ramp', name: 'Ramp', sortOrder: 1 },
  ])
  await d.insert(targetGroups).values([
    { id: 1, slug: 'everyone', name: 'Everyone', sortOrder: 0 },
    { id: 2, slug: 'lesbians', name: 'Lesbians', sortOrder: 1 },
    { id: 3, slug: 'women', name: 'Women', sortOrder: 2 },
  ])
  const venue = (id: number, name: string, categoryId: number | null): NewVenue => ({
    id,
    slug: `venue-${id}`,
    name,
    categoryId,
    countryId: 'de',
    timezone: 'Europe/Berlin',
    status: 'published',
    updatedAt: LONG_AGO,
  })
  await d
    .insert(venues)
    .values([venue(1, 'Rainbow Pub', 2), venue(2, 'Corner Pub', 2), venue(3, 'Velvet Bar', 1), venue(4, 'Quiet Books', 4)])
  // venue 1 has both Wi-Fi entries: after the merge it keeps one link
  await d.insert(venueAmenityLinks).values([
    { venueId: 1, amenityId: 1 },
    { venueId: 1, amenityId: 2 },
    { venueId: 2, amenityId: 2 },
    { venueId: 3, amenityId: 3 },
  ])
  await d.insert(venueServiceLinks).values([
    { venueId: 1, serviceId: 1 },
    { venueId: 3, serviceId: 2 },
  ])
  await d.insert(venueAccessibilityLinks).values([
    { venueId: 1, attributeId: 1 },
    { venueId: 2, attributeId: 2 },
  ])
  await d.insert(venueTargetGroupLinks).values([
    { venueId: 1, targetGroupId: 2 },
    { venueId: 1, targetGroupId: 3 },
    { venueId: 2, targetGroupId: 3 },
    { venueId: 3, targetGroupId: 1 },
  ])
})

const ordered = async (kind: AdminLookupKind) => (await listLookups(db(), kind)).map((e) => [e.slug, e.position, e.uses] as const)
const sortOrders = async (table: typeof venueCategories) =>
  (await db().select().from(table).orderBy(asc(table.sortOrder))).map((r) => [r.slug, r.sortOrder] as const)
const amenityLinks = async () =>
  (await db().select().from(venueAmenityLinks).orderBy(asc(venueAmenityLinks.venueId), asc(venueAmenityLinks.amenityId))).map(
    (l) => [l.venueId, l.amenityId] as const,
  )
const directory = (path: string) => loadVenueDirectory(db(), parseVenueQuery(new URL(path, ORIGIN)), 'en', NOW)
const found = async (path: string) =>
  (await searchVenues(db(), parseVenueQuery(new URL(path, ORIGIN)), 'en', NOW)).venues.map((v) => v.id).sort()
const lastAudit = async (type: string) =>
  (
    await db()
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, type))
      .orderBy(desc(staffAuditLog.createdAt), desc(sql`rowid`))
      .limit(1)
  )[0]

describe('the venues’ lists (model)', () => {
  it('list each entry with how many venues use it, in its order', async () => {
    expect(await ordered('venueCategories')).toEqual([
      ['bar', 0, 1],
      ['pub', 1, 2],
      ['cafe', 2, 0],
      ['bookshop', 3, 1],
    ])
    expect(await ordered('venueAmenities')).toEqual([
      ['wifi', 0, 1],
      ['wireless', 1, 2],
      ['stage', 2, 1],
    ])
    expect((await ordered('venueServices')).map(([slug, , uses]) => [slug, uses])).toEqual([
      ['drag-shows', 1],
      ['karaoke', 1],
    ])
    expect((await ordered('accessibilityAttributes')).map(([, , uses]) => uses)).toEqual([1, 1])
    expect((await ordered('targetGroups')).map(([slug, , uses]) => [slug, uses])).toEqual([
      ['everyone', 1],
      ['lesbians', 1],
      ['women', 2],
    ])
  })

  it('add an entry at the end with a slug from its name, shown by the directory’s filters at once', async () => {
    const added = await createLookup(db(), 'venueServices', who(), { name: 'Sauna Night', description: null })
    expect(added).toMatchObject({ ok: true, slug: 'sauna-night', position: 2 })
    // a name without Latin letters takes the list's fallback word
    expect(await createLookup(db(), 'targetGroups', who(), { name: 'ろう者', description: null })).toMatchObject({
      ok: true,
      slug: 'group',
    })
    expect(await createLookup(db(), 'accessibilityAttributes', who(), { name: '点字', description: null })).toMatchObject({
      ok: true,
      slug: 'attribute',
    })
    expect(await createLookup(db(), 'venueCategories', who(), { name: 'bar', description: null })).toEqual({
      ok: false,
      reason: 'duplicate',
    })
    const dir = await directory('/venues')
    expect(dir.lookups.services.map((s) => s.slug)).toEqual(['drag-shows', 'karaoke', 'sauna-night'])
    expect(dir.lookups.targetGroups.map((s) => s.slug)).toContain('group')
    expect(await lastAudit('LOOKUP_CREATED')).toMatchObject({
      targetType: 'accessibilityAttributes',
      details: { table: 'accessibility_attributes' },
    })
  })

  it('rename an entry (its slug stays): the venue page, its filter and the search’s choices read the new name', async () => {
    const renamed = await renameLookup(db(), 'venueCategories', who(), { id: 4, name: 'Queer bookshop', description: 'Books' })
    expect(renamed).toMatchObject({ ok: true, slug: 'bookshop', name: 'Queer bookshop' })
    expect((await getVenueDetail(db(), 4, { language: 'en', viewer: VISITOR, now: NOW }))?.category).toMatchObject({
      slug: 'bookshop',
      name: 'Queer bookshop',
    })
    expect((await directory('/venues')).lookups.categories.find((c) => c.id === 4)?.name).toBe('Queer bookshop')
    expect(await found('/venues?category=bookshop')).toEqual([4])
    expect(await popularCategories(db())).toContain('Queer bookshop')
    const amenity = await renameLookup(db(), 'venueAmenities', who(), { id: 3, name: 'Big stage', description: null })
    expect(amenity.ok).toBe(true)
    expect((await getVenueDetail(db(), 3, { language: 'en', viewer: VISITOR, now: NOW }))?.amenities.map((a) => a.name)).toEqual([
      'Big stage',
    ])
    expect(await renameLookup(db(), 'venueAmenities', who(), { id: 3, name: 'free wi-fi', description: null })).toEqual({
      ok: false,
      reason: 'duplicate',
    })
    expect(await lastAudit('LOOKUP_RENAMED')).toMatchObject({
      targetType: 'venueAmenities',
      before: { name: 'Stage' },
      after: { name: 'Big stage' },
    })
  })

  it('move an entry, and the directory’s choices follow the order', async () => {
    expect(await moveLookup(db(), 'targetGroups', who(), { id: 3, direction: 'up' })).toMatchObject({ ok: true, position: 1 })
    expect((await directory('/venues')).lookups.targetGroups.slice(0, 3).map((g) => g.slug)).toEqual(['everyone', 'women', 'lesbians'])
    expect(await moveLookup(db(), 'targetGroups', who(), { id: 1, direction: 'up' })).toEqual({ ok: false, reason: 'edge' })
  })

  it('refuse to remove an entry venues use, and remove an unused one', async () => {
    for (const [kind, id] of [
      ['venueCategories', 2],
      ['venueAmenities', 1],
      ['venueServices', 1],
      ['accessibilityAttributes', 1],
      ['targetGroups', 2],
    ] as const)
      expect(await removeLookup(db(), kind, who(), { id }), kind).toMatchObject({ ok: false, reason: 'in-use' })
    expect(await db().select().from(venues).where(eq(venues.categoryId, 2))).toHaveLength(2)
    expect(await removeLookup(db(), 'venueCategories', who(), { id: 3 })).toMatchObject({ ok: true, slug: 'cafe' })
    expect(await sortOrders(venueCategories)).toEqual([
      ['bar', 0],
      ['pub', 1],
      ['bookshop', 2],
    ])
    expect((await directory('/venues')).lookups.categories.map((c) => c.slug)).toEqual(['bar', 'pub', 'bookshop'])
  })
})

describe('merging (model)', () => {
  it('moves an amenity’s links, a venue linked to both keeping one, removes it and renumbers the list', async () => {
    expect(await found('/venues?amenity=wifi')).toEqual([1])
    expect(await found('/venues?amenity=wireless')).toEqual([1, 2])
    const merged = await mergeLookup(db(), 'venueAmenities', who(), { id: 2, into: 1 })
    expect(merged).toEqual({
      ok: true,
      id: 2,
      slug: 'wireless',
      name: 'Wireless internet',
      into: { id: 1, slug: 'wifi', name: 'Free Wi-Fi', uses: 2 },
      moved: 1,
      alreadyLinked: 1,
    })
    expect(await amenityLinks()).toEqual([
      [1, 1],
      [2, 1],
      [3, 3],
    ])
    expect(await sortOrders(venueAmenities as unknown as typeof venueCategories)).toEqual([
      ['wifi', 0],
      ['stage', 1],
    ])
    // the directory and the venue page: the merged entry is gone, its venues carry the other one
    const dir = await directory('/venues?amenity=wireless')
    expect(dir.lookups.amenities.map((a) => a.slug)).toEqual(['wifi', 'stage'])
    expect(dir.query.amenities).toEqual([])
    expect(await found('/venues?amenity=wifi')).toEqual([1, 2])
    expect((await getVenueDetail(db(), 1, { language: 'en', viewer: VISITOR, now: NOW }))?.amenities.map((a) => a.slug)).toEqual(['wifi'])
    // the venues whose pages changed are marked changed (the sitemap's lastmod); the others are not
    const changed = await db().select({ id: venues.id, updatedAt: venues.updatedAt }).from(venues).orderBy(asc(venues.id))
    expect(changed.filter((v) => v.updatedAt > LONG_AGO).map((v) => v.id)).toEqual([1, 2])
    const audit = await lastAudit('LOOKUP_MERGED')
    expect(audit).toMatchObject({
      actorId: moderator.id,
      targetType: 'venueAmenities',
      targetId: '2',
      before: { slug: 'wireless' },
      details: {
        table: 'venue_amenities',
        into: { id: 1, slug: 'wifi', name: 'Free Wi-Fi' },
        rows: { moved: 1, alreadyLinked: 1 },
        uses: 2,
      },
    })
  })

  it('moves a category’s venues to the other category', async () => {
    await db()
      .update(venues)
      .set({ updatedAt: LONG_AGO })
      .where(inArray(venues.id, [1, 2, 3, 4]))
    const merged = await mergeLookup(db(), 'venueCategories', who(), { id: 2, into: 1 })
    expect(merged).toMatchObject({ ok: true, slug: 'pub', into: { slug: 'bar', uses: 3 }, moved: 2, alreadyLinked: 0 })
    const rows = await db()
      .select({ id: venues.id, categoryId: venues.categoryId, updatedAt: venues.updatedAt })
      .from(venues)
      .orderBy(asc(venues.id))
    expect(rows.map((r) => r.categoryId)).toEqual([1, 1, 1, 4])
    expect(rows.filter((r) => r.updatedAt > LONG_AGO).map((r) => r.id)).toEqual([1, 2])
    expect(await sortOrders(venueCategories)).toEqual([
      ['bar', 0],
      ['bookshop', 1],
    ])
    expect(await found('/venues?category=bar')).toEqual([1, 2, 3])
    // the merged category's slug is dropped from a URL like any unknown one
    expect((await directory('/venues?category=pub')).query.category).toBeNull()
    expect((await getVenueDetail(db(), 2, { language: 'en', viewer: VISITOR, now: NOW }))?.category).toMatchObject({ slug: 'bar' })
    // the text search still finds them, filtered by the category they now have
    expect(await found('/venues?q=pub&category=bar')).toEqual([1, 2])
    expect(await lastAudit('LOOKUP_MERGED')).toMatchObject({
      targetType: 'venueCategories',
      details: { rows: { moved: 2, alreadyLinked: 0 } },
    })
  })

  it('moves the links of services, accessibility attributes and target groups', async () => {
    expect(await mergeLookup(db(), 'venueServices', who(), { id: 2, into: 1 })).toMatchObject({ ok: true, moved: 1, alreadyLinked: 0 })
    expect(await found('/venues?service=drag-shows')).toEqual([1, 3])
    expect(await mergeLookup(db(), 'accessibilityAttributes', who(), { id: 2, into: 1 })).toMatchObject({ ok: true, moved: 1 })
    expect(await found('/venues?access=step-free-entrance')).toEqual([1, 2])
    // Women (venues 1 and 2) into Lesbians (venue 1): venue 1 keeps one link
    expect(await mergeLookup(db(), 'targetGroups', who(), { id: 3, into: 2 })).toMatchObject({ ok: true, moved: 1, alreadyLinked: 1 })
    const groups = await db().select().from(venueTargetGroupLinks).orderBy(asc(venueTargetGroupLinks.venueId))
    expect(groups.map((g) => [g.venueId, g.targetGroupId])).toEqual([
      [1, 2],
      [2, 2],
      [3, 1],
    ])
    expect((await listLookups(db(), 'targetGroups')).map((g) => [g.slug, g.position])).toEqual([
      ['everyone', 0],
      ['lesbians', 1],
      ['group', 2],
    ])
  })

  it('refuses a merge into itself, into an entry gone, and a second merge of the same entry, changing nothing', async () => {
    await db().insert(venueAmenities).values({ id: 10, slug: 'sofa', name: 'Sofa', sortOrder: 9 })
    await db().insert(venueAmenityLinks).values({ venueId: 4, amenityId: 10 })
    const before = await amenityLinks()
    expect(await mergeLookup(db(), 'venueAmenities', who(), { id: 10, into: 10 })).toEqual({ ok: false, reason: 'into-self' })
    expect(await mergeLookup(db(), 'venueAmenities', who(), { id: 10, into: 999 })).toEqual({ ok: false, reason: 'into-gone' })
    // an entry of another list is no target
    expect(await mergeLookup(db(), 'venueAmenities', who(), { id: 10, into: 4 })).toEqual({ ok: false, reason: 'into-gone' })
    expect(await mergeLookup(db(), 'venueAmenities', who(), { id: 999, into: 1 })).toEqual({ ok: false, reason: 'not-found' })
    expect(await amenityLinks()).toEqual(before)

    expect(await mergeLookup(db(), 'venueAmenities', who(), { id: 10, into: 3 })).toMatchObject({ ok: true, moved: 1 })
    // the double submit
    expect(await mergeLookup(db(), 'venueAmenities', who(), { id: 10, into: 3 })).toEqual({ ok: false, reason: 'not-found' })
    expect(await amenityLinks()).toContainEqual([4, 3])
  })

  it('loses no row when two moderators merge at once', async () => {
    await db()
      .insert(venueAmenities)
      .values([
        { id: 20, slug: 'a', name: 'A', sortOrder: 20 },
        { id: 21, slug: 'b', name: 'B', sortOrder: 21 },
        { id: 22, slug: 'c', name: 'C', sortOrder: 22 },
      ])
    await db()
      .insert(venueAmenityLinks)
      .values([
        { venueId: 1, amenityId: 20 },
        { venueId: 2, amenityId: 20 },
        { venueId: 3, amenityId: 21 },
        { venueId: 4, amenityId: 22 },
      ])
    // the same entry into two others: one wins, the other finds it gone
    const [first, second] = await Promise.all([
      mergeLookup(db(), 'venueAmenities', who(), { id: 20, into: 21 }),
      mergeLookup(db(), 'venueAmenities', who(), { id: 20, into: 22 }),
    ])
    expect([first.ok, second.ok].sort()).toEqual([false, true])
    expect((first.ok ? second : first) as unknown).toEqual({ ok: false, reason: 'not-found' })
    const winner = first.ok ? 21 : 22
    const links = await db()
      .select()
      .from(venueAmenityLinks)
      .where(inArray(venueAmenityLinks.amenityId, [20, 21, 22]))
    expect(
      links
        .filter((l) => l.amenityId === winner)
        .map((l) => l.venueId)
        .sort(),
    ).toEqual(winner === 21 ? [1, 2, 3] : [1, 2, 4])
    expect(links.filter((l) => l.amenityId === 20)).toEqual([])

    // two entries into each other: the second finds its target gone and moves nothing
    const [there, back] = await Promise.all([
      mergeLookup(db(), 'venueAmenities', who(), { id: 21, into: 22 }),
      mergeLookup(db(), 'venueAmenities', who(), { id: 22, into: 21 }),
    ])
    expect([there.ok, back.ok].sort()).toEqual([false, true])
    expect((there.ok ? back : there) as unknown).toEqual({ ok: false, reason: 'into-gone' })
    const left = await db()
      .select()
      .from(venueAmenityLinks)
      .where(inArray(venueAmenityLinks.amenityId, [21, 22]))
    expect(new Set(left.map((l) => l.amenityId)).size).toBe(1)
    expect(left.map((l) => l.venueId).sort()).toEqual([1, 2, 3, 4])
    const orders = (await listLookups(db(), 'venueAmenities')).map((e) => e.position)
    expect(orders).toEqual(orders.map((_, i) => i))
  })

  it('merges the events’ lists too: a type’s events and an amenity’s links', async () => {
    await db()
      .insert(eventTypes)
      .values([
        { id: 1, slug: 'party', name: 'Party', sortOrder: 0 },
        { id: 2, slug: 'rave', name: 'Rave', sortOrder: 1 },
      ])
    await db()
      .insert(eventAmenities)
      .values([
        { id: 1, slug: 'quiet-room', name: 'Quiet room', sortOrder: 0 },
        { id: 2, slug: 'chill-out', name: 'Chill-out area', sortOrder: 1 },
      ])
    const start = Date.now() + 86_400_000
    await db()
      .insert(events)
      .values(
        [1, 2, 3].map((id) => ({
          id,
          slug: `event-${id}`,
          title: `Event ${id}`,
          eventTypeId: id === 3 ? 1 : 2,
          startsAt: new Date(start + id * 3_600_000),
          timezone: 'Europe/Berlin',
          status: 'published' as const,
          updatedAt: LONG_AGO,
        })),
      )
    await db()
      .insert(eventAmenityLinks)
      .values([
        { eventId: 1, amenityId: 1 },
        { eventId: 1, amenityId: 2 },
        { eventId: 2, amenityId: 2 },
      ])
    expect(await mergeLookup(db(), 'eventTypes', who(), { id: 2, into: 1 })).toMatchObject({ ok: true, moved: 2, into: { uses: 3 } })
    const rows = await db().select().from(events).orderBy(asc(events.id))
    expect(rows.map((e) => e.eventTypeId)).toEqual([1, 1, 1])
    expect(rows.filter((e) => e.updatedAt > LONG_AGO).map((e) => e.id)).toEqual([1, 2])
    expect(await mergeLookup(db(), 'eventAmenities', who(), { id: 2, into: 1 })).toMatchObject({ ok: true, moved: 1, alreadyLinked: 1 })
    const links = await db().select().from(eventAmenityLinks).orderBy(asc(eventAmenityLinks.eventId))
    expect(links.map((l) => [l.eventId, l.amenityId])).toEqual([
      [1, 1],
      [2, 1],
    ])
    const choices = await eventFormChoices(db(), moderator.id)
    expect(choices.types.map((t) => t.slug)).toEqual(['party'])
    expect(choices.amenities.map((a) => a.slug)).toEqual(['quiet-room'])
  })
})

/**
 * Through the Worker, which serves the last build: these need a build that has the venues'
 * screens and the merge form (before it, /admin/venue-categories is a 404).
 */
describe('pages (need a build with these screens)', () => {
  const PATHS = [
    '/admin/venue-categories',
    '/admin/venue-amenities',
    '/admin/venue-services',
    '/admin/accessibility-attributes',
    '/admin/target-groups',
  ]

  it('send visitors to sign in and members away, on the pages and on every POST', async () => {
    for (const path of PATHS) {
      const visitor = await getPage(path)
      expect(visitor.status, path).toBe(302)
      expect(visitor.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`)
      const page = await getPage(path, member.cookie)
      expect(page.status, path).toBe(302)
      expect(page.headers.get('Location')).toBe('/')
      const attempts: Record<string, string>[] = [
        { intent: 'create', name: 'Sneaky' },
        { intent: 'rename', id: '1', name: 'Sneaky' },
        { intent: 'remove', id: '1' },
        { intent: 'merge', id: '1', into: '2' },
      ]
      for (const fields of attempts) {
        const byMember = await postForm(path, fields, member.cookie)
        expect(byMember.status, `${path} ${fields.intent}`).toBe(302)
        expect(byMember.headers.get('Location')).toBe('/')
        const byVisitor = await postForm(path, fields)
        expect(byVisitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
      }
    }
    expect(await db().select().from(venueCategories).where(eq(venueCategories.name, 'Sneaky'))).toEqual([])
    // the merge by a member moved nothing
    expect((await db().select().from(venueCategories)).map((c) => c.slug)).toEqual(expect.arrayContaining(['bar', 'bookshop']))
  })

  it('show staff each list with its venues, the translation members read and a merge form for an entry in use', async () => {
    for (const viewer of [moderator, admin]) {
      const res = await getPage('/admin/venue-categories', viewer.cookie)
      expect(res.status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe('private, no-store')
      const html = await res.text().then(withoutPageTexts)
      expect(html).toContain('Venue categories')
      expect(html).toContain('Used by 3 venues')
      expect(html).toContain('Members see the built-in translation: “Bar”.')
      expect(html).toContain('Venues use it, so it cannot be removed.')
      expect(html).toContain('Merge “Bar” into…')
      expect(html).toContain('aria-label="Merge Bar"')
      expect(html).toMatch(/<select[^>]*name="into"/)
    }
    const groups = await getPage('/admin/target-groups', moderator.cookie).then((r) => r.text().then(withoutPageTexts))
    expect(groups).toContain('Target groups')
    expect(groups).toContain('Used by 1 venue<')
    expect(groups).toContain('Not used by any venue')
    const dashboard = await getPage('/admin', moderator.cookie).then((r) => r.text())
    for (const path of PATHS) expect(dashboard).toContain(`href="${path}"`)
  })

  it('merges through the form, refuses a merge into itself or of an entry gone, and speaks of venues when removing is refused', async () => {
    await db().insert(venueServices).values({ id: 30, slug: 'open-mic', name: 'Open mic', sortOrder: 30 })
    await db().insert(venueServiceLinks).values({ venueId: 4, serviceId: 30 })
    const self = await postForm('/admin/venue-services', { intent: 'merge', id: '30', into: '30' }, moderator.cookie)
    expect(self.status).toBe(400)
    expect(await self.text().then(withoutPageTexts)).toContain('An entry cannot be merged into itself.')
    const none = await postForm('/admin/venue-services', { intent: 'merge', id: '30', into: '' }, moderator.cookie)
    expect(none.status).toBe(400)
    const refused = await postForm('/admin/venue-services', { intent: 'remove', id: '30' }, moderator.cookie)
    expect(refused.status).toBe(409)
    expect(await refused.text().then(withoutPageTexts)).toContain('Venues use this entry, so it cannot be removed.')

    const res = await postForm('/admin/venue-services', { intent: 'merge', id: '30', into: '1' }, moderator.cookie)
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/admin/venue-services#lookup-1')
    expect(flashToast(res)).toMatchObject({ titleKey: 'admin:lookups.toasts.merge', values: { name: 'Open mic', into: 'Drag shows' } })
    expect(
      await db()
        .select()
        .from(venueServiceLinks)
        .where(and(eq(venueServiceLinks.venueId, 4), eq(venueServiceLinks.serviceId, 1))),
    ).toHaveLength(1)
    const again = await postForm('/admin/venue-services', { intent: 'merge', id: '30', into: '1' }, moderator.cookie)
    expect(again.status).toBe(404)
    expect(await again.text().then(withoutPageTexts)).toContain('This entry no longer exists.')
    // in the reader's language
    const german = await postForm('/admin/venue-services', { intent: 'merge', id: '1', into: '999' }, `${moderator.cookie}; lng=de`)
    expect(german.status).toBe(404)
    expect(await german.text().then(withoutPageTexts)).toContain('Der gewählte Eintrag existiert nicht mehr.')
  })
})

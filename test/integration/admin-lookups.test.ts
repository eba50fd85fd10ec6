import { asc, desc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  eventAmenities,
  eventAmenityLinks,
  events,
  eventServiceLinks,
  eventServices,
  eventTypes,
  staffAuditLog,
  userRoles,
} from '~/db/schema'
import { eventFormChoices } from '~/models/events/editing.server'
import { createMemberWithSession, db, flashToast, getPage, postForm, withoutPageTexts } from './helpers'

/**
 * /admin/event-types, /admin/event-amenities, /admin/event-services: visitors and members are
 * refused on the pages and on every POST; a moderator adds (slug from the name, unique), renames
 * (slug kept), moves (order stays 0, 1, 2…) and removes an unused entry; removing a used one,
 * an empty, long or taken name and an unknown entry are refused with a translated message and a
 * 4xx, changing nothing; the event form's choices see every change at once.
 */

let moderator: { id: string; cookie: string }
let admin: { id: string; cookie: string }
let member: { id: string; cookie: string }

beforeAll(async () => {
  const d = db()
  moderator = await createMemberWithSession('Mo Derator')
  admin = await createMemberWithSession('Ada Admin')
  member = await createMemberWithSession('Plain Member')
  await d.insert(userRoles).values([
    { userId: moderator.id, role: 'moderator' },
    { userId: admin.id, role: 'admin' },
  ])
  // sort orders as a seed or older code may leave them: gaps and a tie
  await d.insert(eventTypes).values([
    { id: 1, slug: 'party', name: 'Party', sortOrder: 0 },
    { id: 2, slug: 'talk', name: 'Talk', sortOrder: 5 },
    { id: 3, slug: 'quiz-night', name: 'Quiz night', sortOrder: 5 },
    { id: 4, slug: 'picnic', name: 'Picnic', sortOrder: 9 },
  ])
  await d.insert(eventAmenities).values([
    { id: 1, slug: 'quiet-room', name: 'Quiet room', sortOrder: 0 },
    { id: 2, slug: 'snacks', name: 'Snacks', sortOrder: 1 },
  ])
  await d.insert(eventServices).values([
    { id: 1, slug: 'first-aid', name: 'First aid', sortOrder: 0 },
    { id: 2, slug: 'coat-check', name: 'Coat check', sortOrder: 1 },
  ])
  const start = Date.now() + 86_400_000
  await d.insert(events).values(
    [1, 2, 3].map((id) => ({
      id,
      slug: `event-${id}`,
      title: `Event ${id}`,
      eventTypeId: id === 3 ? 2 : 1,
      startsAt: new Date(start + id * 3_600_000),
      timezone: 'Europe/Berlin',
      status: 'published' as const,
    })),
  )
  await d.insert(eventAmenityLinks).values({ eventId: 1, amenityId: 1 })
  await d.insert(eventServiceLinks).values({ eventId: 2, serviceId: 1 })
})

const TYPES = '/admin/event-types'

const typeRows = () => db().select().from(eventTypes).orderBy(asc(eventTypes.sortOrder), asc(eventTypes.name))
const typeOrder = async () => (await typeRows()).map((r) => [r.slug, r.sortOrder] as const)
const typeId = async (slug: string) => (await db().select().from(eventTypes).where(eq(eventTypes.slug, slug)).get())?.id

describe('who may manage the lists', () => {
  it('sends visitors to sign in and members away, on the pages and on every POST', async () => {
    for (const path of ['/admin/event-types', '/admin/event-amenities', '/admin/event-services']) {
      const visitor = await getPage(path)
      expect(visitor.status).toBe(302)
      expect(visitor.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`)
      const page = await getPage(path, member.cookie)
      expect(page.status).toBe(302)
      expect(page.headers.get('Location')).toBe('/')
      expect(flashToast(page)).toMatchObject({ titleKey: 'errors:guard.accessDeniedTitle', values: { role: 'moderator' } })
    }
    const before = await typeRows()
    const attempts: Record<string, string>[] = [
      { intent: 'create', name: 'Sneaky' },
      { intent: 'rename', id: '1', name: 'Sneaky' },
      { intent: 'move', id: '4', direction: 'up' },
      { intent: 'remove', id: '4' },
    ]
    for (const fields of attempts) {
      const byMember = await postForm(TYPES, fields, member.cookie)
      expect(byMember.status).toBe(302)
      expect(byMember.headers.get('Location')).toBe('/')
      const byVisitor = await postForm(TYPES, fields)
      expect(byVisitor.status).toBe(302)
      expect(byVisitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    }
    expect(await typeRows()).toEqual(before)
  })

  it('shows a moderator and an admin the list in its order, with slugs and how many events use each', async () => {
    for (const who of [moderator, admin]) {
      const res = await getPage(TYPES, who.cookie)
      expect(res.status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe('private, no-store')
      const html = await res.text().then(withoutPageTexts)
      expect(html).toContain('<h1')
      expect(html).toContain('Event types')
      expect(html).toContain('noindex')
      const at = ['Party', 'Quiz night', 'Talk', 'Picnic'].map((name) => html.indexOf(`>${name}</h3>`))
      expect(at.every((i, n) => i > 0 && (n === 0 || i > at[n - 1]!))).toBe(true)
      expect(html).toContain('Used by 2 events')
      expect(html).toContain('Used by 1 event<')
      expect(html).toContain('Not used by any event')
      expect(html).toContain('>quiz-night</code>')
      // 'party' has a built-in translation, which members read instead of the name
      expect(html).toContain('Members see the built-in translation: “Party”.')
      expect(html).toContain('aria-label="Move up: Party"')
    }
    const dashboard = await getPage('/admin', moderator.cookie).then((r) => r.text())
    for (const path of ['/admin/event-types', '/admin/event-amenities', '/admin/event-services'])
      expect(dashboard).toContain(`href="${path}"`)
  })
})

describe('adding', () => {
  it('adds an entry at the end with a slug from its name, unique, and the event form offers it at once', async () => {
    const res = await postForm(TYPES, { intent: 'create', name: '  Café   Night ', description: 'Coffee and chat' }, moderator.cookie)
    expect(res.status).toBe(302)
    const id = await typeId('cafe-night')
    expect(id).toBeTypeOf('number')
    expect(res.headers.get('Location')).toBe(`${TYPES}#lookup-${id}`)
    expect(flashToast(res)).toMatchObject({ titleKey: 'admin:lookups.toasts.create', values: { name: 'Café Night', slug: 'cafe-night' } })
    // the list was renumbered (ties by name) and the new entry is last
    expect(await typeOrder()).toEqual([
      ['party', 0],
      ['quiz-night', 1],
      ['talk', 2],
      ['picnic', 3],
      ['cafe-night', 4],
    ])
    const row = await db().select().from(eventTypes).where(eq(eventTypes.id, id!)).get()
    expect(row).toMatchObject({ name: 'Café Night', description: 'Coffee and chat' })
    expect((await eventFormChoices(db(), moderator.id)).types.map((t) => t.slug)).toContain('cafe-night')

    // a name that gives a taken slug gets the next free one; one without Latin letters a fallback word
    expect((await postForm(TYPES, { intent: 'create', name: 'Café-Night!' }, moderator.cookie)).status).toBe(302)
    expect(await typeId('cafe-night-2')).toBeTypeOf('number')
    expect((await postForm(TYPES, { intent: 'create', name: 'ボードゲーム' }, moderator.cookie)).status).toBe(302)
    expect((await db().select().from(eventTypes).where(eq(eventTypes.name, 'ボードゲーム')).get())?.slug).toBe('type')

    const audit = await db()
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'LOOKUP_CREATED'))
      .orderBy(desc(staffAuditLog.createdAt), desc(sql`rowid`))
    expect(audit[0]).toMatchObject({ actorId: moderator.id, targetType: 'eventTypes', after: { name: 'ボードゲーム', slug: 'type' } })
    expect(audit[0]!.details).toMatchObject({ table: 'event_types' })
  })

  it('refuses an empty, too long or taken name with its message and a 4xx, changing nothing', async () => {
    const before = await typeRows()
    const empty = await postForm(TYPES, { intent: 'create', name: '   ' }, moderator.cookie)
    expect(empty.status).toBe(400)
    expect(await empty.text().then(withoutPageTexts)).toContain('Enter a name.')
    const long = await postForm(TYPES, { intent: 'create', name: 'x'.repeat(61) }, moderator.cookie)
    expect(long.status).toBe(400)
    expect(await long.text().then(withoutPageTexts)).toContain('Keep the name to 60 characters.')
    const longDescription = await postForm(TYPES, { intent: 'create', name: 'Fine', description: 'y'.repeat(301) }, moderator.cookie)
    expect(longDescription.status).toBe(400)
    expect(await longDescription.text().then(withoutPageTexts)).toContain('Keep the description to 300 characters.')
    const taken = await postForm(TYPES, { intent: 'create', name: 'quiz NIGHT' }, moderator.cookie)
    expect(taken.status).toBe(409)
    const html = await taken.text().then(withoutPageTexts)
    expect(html).toContain('This list already has an entry with this name.')
    // the refused name stays in the form to be corrected
    expect(html).toContain('value="quiz NIGHT"')
    // in the reader's language
    const german = await postForm(TYPES, { intent: 'create', name: 'Party' }, `${moderator.cookie}; lng=de`)
    expect(german.status).toBe(409)
    expect(await german.text().then(withoutPageTexts)).toContain('Diese Liste hat schon einen Eintrag mit diesem Namen.')
    expect((await postForm(TYPES, { intent: 'explode', name: 'x' }, moderator.cookie)).status).toBe(400)
    expect(await typeRows()).toEqual(before)
  })
})

describe('renaming', () => {
  it('changes the name and description and keeps the slug', async () => {
    const id = (await typeId('cafe-night'))!
    const res = await postForm(TYPES, { intent: 'rename', id: String(id), name: 'Coffee Evening', description: '' }, moderator.cookie)
    expect(res.status).toBe(302)
    expect(flashToast(res)).toMatchObject({ titleKey: 'admin:lookups.toasts.rename', values: { name: 'Coffee Evening' } })
    expect(await db().select().from(eventTypes).where(eq(eventTypes.id, id)).get()).toMatchObject({
      slug: 'cafe-night',
      name: 'Coffee Evening',
      description: null,
    })
    expect((await eventFormChoices(db(), moderator.id)).types.find((t) => t.id === id)?.name).toBe('Coffee Evening')
    // its own name again (another case) is no clash
    expect((await postForm(TYPES, { intent: 'rename', id: String(id), name: 'coffee evening' }, moderator.cookie)).status).toBe(302)
  })

  it('refuses a taken name, an empty one and an unknown entry', async () => {
    const before = await typeRows()
    const taken = await postForm(TYPES, { intent: 'rename', id: '2', name: 'Party' }, moderator.cookie)
    expect(taken.status).toBe(409)
    expect(await taken.text().then(withoutPageTexts)).toContain('This list already has an entry with this name.')
    expect((await postForm(TYPES, { intent: 'rename', id: '2', name: '' }, moderator.cookie)).status).toBe(400)
    const unknown = await postForm(TYPES, { intent: 'rename', id: '999', name: 'Ghost' }, moderator.cookie)
    expect(unknown.status).toBe(404)
    expect(await unknown.text().then(withoutPageTexts)).toContain('This entry no longer exists.')
    expect((await postForm(TYPES, { intent: 'rename', id: 'abc', name: 'Ghost' }, moderator.cookie)).status).toBe(400)
    expect(await typeRows()).toEqual(before)
  })
})

describe('reordering', () => {
  it('moves an entry up and down by one place, keeping the order dense', async () => {
    const up = await postForm(TYPES, { intent: 'move', id: '4', direction: 'up' }, moderator.cookie)
    expect(up.status).toBe(302)
    expect(up.headers.get('Location')).toBe(`${TYPES}#lookup-4`)
    expect(flashToast(up)).toMatchObject({ titleKey: 'admin:lookups.toasts.move', values: { name: 'Picnic', position: '3' } })
    const order = await typeOrder()
    expect(order.slice(0, 4)).toEqual([
      ['party', 0],
      ['quiz-night', 1],
      ['picnic', 2],
      ['talk', 3],
    ])
    expect(order.map(([, position]) => position)).toEqual(order.map((_, i) => i))
    expect((await postForm(TYPES, { intent: 'move', id: '4', direction: 'down' }, moderator.cookie)).status).toBe(302)
    expect((await typeOrder()).slice(2, 4)).toEqual([
      ['talk', 2],
      ['picnic', 3],
    ])
    // the event form follows the order
    expect((await eventFormChoices(db(), moderator.id)).types.slice(0, 4).map((t) => t.slug)).toEqual([
      'party',
      'quiz-night',
      'talk',
      'picnic',
    ])
  })

  it('refuses moving past either end, a bad direction and an unknown entry', async () => {
    const before = await typeOrder()
    const first = await postForm(TYPES, { intent: 'move', id: '1', direction: 'up' }, moderator.cookie)
    expect(first.status).toBe(409)
    expect(await first.text().then(withoutPageTexts)).toContain('This entry is already first.')
    const lastId = (await typeRows()).at(-1)!.id
    const last = await postForm(TYPES, { intent: 'move', id: String(lastId), direction: 'down' }, moderator.cookie)
    expect(last.status).toBe(409)
    expect(await last.text().then(withoutPageTexts)).toContain('This entry is already last.')
    expect((await postForm(TYPES, { intent: 'move', id: '1', direction: 'sideways' }, moderator.cookie)).status).toBe(400)
    expect((await postForm(TYPES, { intent: 'move', id: '999', direction: 'up' }, moderator.cookie)).status).toBe(404)
    expect(await typeOrder()).toEqual(before)
  })
})

describe('removing', () => {
  it('refuses to remove an entry events use, with the reason', async () => {
    const before = await typeRows()
    const used = await postForm(TYPES, { intent: 'remove', id: '1' }, moderator.cookie)
    expect(used.status).toBe(409)
    const html = await used.text().then(withoutPageTexts)
    expect(html).toContain('Events use this entry, so it cannot be removed.')
    expect(await typeRows()).toEqual(before)
    // the page says so beside a disabled button
    const page = await getPage(TYPES, moderator.cookie).then((r) => r.text().then(withoutPageTexts))
    expect(page).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Remove Party"/)
    expect(page).toContain('Events use it, so it cannot be removed.')

    const amenity = await postForm('/admin/event-amenities', { intent: 'remove', id: '1' }, moderator.cookie)
    expect(amenity.status).toBe(409)
    const service = await postForm('/admin/event-services', { intent: 'remove', id: '1' }, `${moderator.cookie}; lng=fr`)
    expect(service.status).toBe(409)
    expect(await service.text().then(withoutPageTexts)).toContain('Des événements utilisent cette entrée')
    expect(await db().select().from(eventAmenities).where(eq(eventAmenities.id, 1)).get()).toBeTruthy()
    expect(await db().select().from(eventServices).where(eq(eventServices.id, 1)).get()).toBeTruthy()
  })

  it('removes an unused entry and closes the gap it leaves', async () => {
    const res = await postForm(TYPES, { intent: 'remove', id: '3' }, moderator.cookie)
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(`${TYPES}#entries`)
    expect(flashToast(res)).toMatchObject({ titleKey: 'admin:lookups.toasts.remove', values: { name: 'Quiz night' } })
    const order = await typeOrder()
    expect(order.map(([slug]) => slug)).not.toContain('quiz-night')
    expect(order.map(([, position]) => position)).toEqual(order.map((_, i) => i))
    expect((await postForm(TYPES, { intent: 'remove', id: '3' }, moderator.cookie)).status).toBe(404)

    const amenity = await postForm('/admin/event-amenities', { intent: 'remove', id: '2' }, admin.cookie)
    expect(amenity.status).toBe(302)
    expect((await db().select().from(eventAmenities)).map((r) => [r.slug, r.sortOrder])).toEqual([['quiet-room', 0]])
    expect((await eventFormChoices(db(), moderator.id)).amenities.map((a) => a.slug)).toEqual(['quiet-room'])
  })

  it('keeps the lists apart: each screen changes its own table', async () => {
    expect((await postForm('/admin/event-services', { intent: 'create', name: 'Party' }, moderator.cookie)).status).toBe(302)
    expect((await db().select().from(eventServices).where(eq(eventServices.slug, 'party')).get())?.name).toBe('Party')
    expect((await db().select().from(eventTypes).where(eq(eventTypes.slug, 'party')).get())?.id).toBe(1)
    const page = await getPage('/admin/event-services', moderator.cookie).then((r) => r.text().then(withoutPageTexts))
    expect(page).toContain('Event services')
    expect(page).toContain('>Party</h3>')
    expect(page).toContain('Coat check')
  })
})

import { SELF } from 'cloudflare:test'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { cities, countries, emailOutbox, eventRsvps, events, notifications, staffAuditLog, userRoles, type NewEvent } from '~/db/schema'
import { localDateOf } from '~/models/events/local-date'
import { syncSearchEntry } from '~/models/search/search-index.server'
import { createMemberWithSession, db, flashToast, getPage, ORIGIN, postForm, waitFor, withoutPageTexts } from './helpers'

/**
 * /admin/events through the real Worker and D1: visitors and members are refused on the page and
 * on the action; a moderator finds events by text and state, hides one (gone from the lists, the
 * page, the feeds, the calendar and the search for everyone but its organizer, who reads why,
 * and staff), shows it again, features it and cancels another (everyone who answered is told,
 * in the app and by email); bad input is refused with its translated reason.
 */
const DAY = 24 * 60 * 60 * 1000
const now = Date.now()

let moderator: { id: string; cookie: string }
let member: { id: string; cookie: string }
let organizer: { id: string; cookie: string }
let attendee: { id: string; cookie: string }

const berlin = { countryId: 'de', cityId: 2950159, timezone: 'Europe/Berlin' }
const event = (id: number, title: string, startsAt: number, extra: Partial<NewEvent> = {}): NewEvent => ({
  id,
  slug: `admin-event-${id}`,
  title,
  startsAt: new Date(startsAt),
  endsAt: new Date(startsAt + 3 * 60 * 60 * 1000),
  localDate: localDateOf(startsAt, berlin.timezone),
  status: 'published',
  ...berlin,
  ...extra,
})

const FLYER = 101
const CHOIR = 102
const DRAFT = 103

beforeAll(async () => {
  const d = db()
  await d.insert(countries).values({ id: 'de', name: 'Germany', names: { en: 'Germany' }, continent: 'EU', timezones: ['Europe/Berlin'] })
  await d.insert(cities).values({
    id: 2950159,
    countryId: 'de',
    name: 'Berlin',
    asciiName: 'Berlin',
    population: 3_426_354,
    latitude: 52.5,
    longitude: 13.4,
    timezone: 'Europe/Berlin',
  })
  moderator = await createMemberWithSession('Mo Derator')
  await d.insert(userRoles).values({ userId: moderator.id, role: 'moderator' })
  member = await createMemberWithSession('Plain Member')
  organizer = await createMemberWithSession('Olli Organizer')
  attendee = await createMemberWithSession('Ada Attendee')
  await d
    .insert(events)
    .values([
      event(FLYER, 'Sauna Flyer Party', now + 2 * DAY, { organizerId: organizer.id, organizerName: 'Olli Organizer' }),
      event(CHOIR, 'Queer Choir Night', now + 3 * DAY, { organizerId: organizer.id, organizerName: 'Olli Organizer' }),
      event(DRAFT, 'Unfinished Draft Brunch', now + 4 * DAY, { organizerId: organizer.id, status: 'draft' }),
    ])
  await d.insert(eventRsvps).values([
    { eventId: CHOIR, userId: attendee.id, status: 'attending' },
    { eventId: FLYER, userId: attendee.id, status: 'interested' },
  ])
  for (const id of [FLYER, CHOIR]) await syncSearchEntry(d, 'event', id)
})

const html = async (path: string, cookie?: string) => {
  const response = await getPage(path, cookie)
  expect(response.status, path).toBe(200)
  return withoutPageTexts(await response.text())
}
const post = (fields: Record<string, string>, cookie?: string) => postForm('/admin/events', fields, cookie)
const row = async (id: number) => (await db().select().from(events).where(eq(events.id, id)).get())!
const searchHits = async (word: string) =>
  (
    await db().all<{ ref_id: number }>(sql`SELECT ref_id FROM search_index WHERE search_index MATCH ${`"${word}"*`} AND type = 'event'`)
  ).map((r) => Number(r.ref_id))
/** Who left an audit row of this kind about the event. */
const audited = async (eventType: string, id: number) =>
  (
    await db()
      .select({ actorId: staffAuditLog.actorId })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, eventType), eq(staffAuditLog.targetType, 'event'), eq(staffAuditLog.targetId, String(id))))
  ).map((r) => r.actorId)

describe('who may moderate events', () => {
  it('sends visitors to sign in and members away, on the page and on the action', async () => {
    const visitor = await getPage('/admin/events')
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toBe('/auth?redirectTo=%2Fadmin%2Fevents')
    const page = await getPage('/admin/events', member.cookie)
    expect(page.status).toBe(302)
    expect(page.headers.get('Location')).toBe('/')
    expect(flashToast(page)).toMatchObject({ titleKey: 'errors:guard.accessDeniedTitle', values: { role: 'moderator' } })

    const attempts: Record<string, string>[] = [
      { intent: 'hide', eventId: String(FLYER), reason: 'Spam, says the member' },
      { intent: 'feature', eventId: String(FLYER) },
      { intent: 'cancel', eventId: String(FLYER), confirm: 'yes' },
    ]
    for (const fields of attempts) {
      const byMember = await post(fields, member.cookie)
      expect(byMember.status).toBe(302)
      expect(byMember.headers.get('Location')).toBe('/')
      // even the organizer of the event is no moderator
      expect((await post(fields, organizer.cookie)).headers.get('Location')).toBe('/')
      expect((await post(fields)).headers.get('Location')).toMatch(/^\/auth/)
    }
    expect(await row(FLYER)).toMatchObject({ hiddenAt: null, featured: false, cancelled: false })
  })
})

describe('the list', () => {
  it('shows a moderator every event, another member’s draft masked (decision 034), found by text and state', async () => {
    const all = await html('/admin/events', moderator.cookie)
    expect(all).toContain('Sauna Flyer Party')
    expect(all).toContain('Queer Choir Night')
    expect(all).not.toContain('Unfinished Draft Brunch')
    expect(all).toContain(`Private event #${DRAFT}`)
    expect(all).toContain('Olli Organizer')
    expect(all).toContain('href="/events/101"')

    const text = await html('/admin/events?q=sauna', moderator.cookie)
    expect(text).toContain('Sauna Flyer Party')
    expect(text).not.toContain('Queer Choir Night')

    const drafts = await html('/admin/events?state=draft', moderator.cookie)
    expect(drafts).toContain(`Private event #${DRAFT}`)
    expect(drafts).not.toContain('Unfinished Draft Brunch')
    expect(drafts).not.toContain('Sauna Flyer Party')
    expect(await html('/admin/events?state=hidden', moderator.cookie)).toContain('No events here.')
    expect(await html('/admin/events?state=past', moderator.cookie)).toContain('No events here.')
    // the event page's link for staff: its row alone
    const one = await html(`/admin/events?event=${CHOIR}`, moderator.cookie)
    expect(one).toContain('Queer Choir Night')
    expect(one).not.toContain('Sauna Flyer Party')
    // lenient: an unknown state is the default list, a bad page the first
    expect(await html('/admin/events?state=nonsense&page=-3', moderator.cookie)).toContain('Sauna Flyer Party')
  })

  it('is linked from the dashboard, and the event page links staff to it', async () => {
    const dashboard = await html('/admin', moderator.cookie)
    expect(dashboard).toContain('href="/admin/events"')
    expect(dashboard).toContain('href="/admin/events?state=hidden"')
    expect(await html(`/events/${CHOIR}`, moderator.cookie)).toContain(`href="/admin/events?event=${CHOIR}"`)
    expect(await html(`/events/${CHOIR}`, organizer.cookie)).not.toContain('/admin/events')
  })
})

describe('refusing bad input', () => {
  it('answers 4xx with the translated reason, and changes nothing', async () => {
    const noReason = await post({ intent: 'hide', eventId: String(FLYER), reason: ' ' }, moderator.cookie)
    expect(noReason.status).toBe(400)
    expect(await noReason.text()).toContain('Tell the organizer why (at least 3 characters).')
    const tooLong = await post({ intent: 'hide', eventId: String(FLYER), reason: 'x'.repeat(501) }, moderator.cookie)
    expect(tooLong.status).toBe(400)
    expect(await tooLong.text()).toContain('Keep the reason under 500 characters.')
    const unknownIntent = await post({ intent: 'delete', eventId: String(FLYER) }, moderator.cookie)
    expect(unknownIntent.status).toBe(400)
    expect(await unknownIntent.text()).toContain('This form could not be read.')
    const badId = await post({ intent: 'feature', eventId: 'abc' }, moderator.cookie)
    expect(badId.status).toBe(400)
    expect(await badId.text()).toContain('This event does not exist.')
    const missing = await post({ intent: 'feature', eventId: '999999' }, moderator.cookie)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('This event does not exist.')
    const unconfirmed = await post({ intent: 'cancel', eventId: String(CHOIR) }, moderator.cookie)
    expect(unconfirmed.status).toBe(400)
    expect(await unconfirmed.text()).toContain('Tick the box to confirm the cancellation.')
    // in the moderator's language
    const german = await SELF.fetch(`${ORIGIN}/admin/events`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'hide', eventId: String(FLYER), reason: '' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `${moderator.cookie}; lng=de` },
      redirect: 'manual',
    })
    expect(german.status).toBe(400)
    expect(await german.text()).toContain('Sag der Organisation, warum (mindestens 3 Zeichen).')
    expect(await row(FLYER)).toMatchObject({ hiddenAt: null, featured: false, cancelled: false })
    expect(await row(CHOIR)).toMatchObject({ cancelled: false })
  })
})

describe('hiding an event', () => {
  const REASON = 'It advertises a paid service, not a community event.'

  it('takes it out of every list, page, feed and search, but not from its organizer and staff', async () => {
    expect(await searchHits('sauna')).toContain(FLYER)
    const hidden = await post(
      { intent: 'hide', eventId: String(FLYER), reason: `  ${REASON}  `, redirectTo: '/admin/events?q=sauna' },
      moderator.cookie,
    )
    expect(hidden.status).toBe(302)
    expect(hidden.headers.get('Location')).toBe(`/admin/events?q=sauna#event-${FLYER}`)
    expect(flashToast(hidden)).toMatchObject({ titleKey: 'admin:events.toasts.hidden', values: { title: 'Sauna Flyer Party' } })
    const stored = await row(FLYER)
    expect(stored).toMatchObject({ hiddenBy: moderator.id, hiddenReason: REASON, status: 'published' })
    expect(stored.hiddenAt).toBeInstanceOf(Date)

    const month = localDateOf(now + 2 * DAY, 'Europe/Berlin').slice(0, 7)
    for (const cookie of [undefined, member.cookie, attendee.cookie, organizer.cookie]) {
      for (const path of ['/events', '/events?q=sauna', `/events?view=calendar&month=${month}`, '/events/feed.rss', '/events/feed.ics']) {
        const response = await getPage(path, cookie)
        expect(response.status, path).toBe(200)
        expect(await response.text(), path).not.toContain('Sauna Flyer Party')
      }
      expect((await getPage(`/events/${FLYER}/event.ics`, cookie)).status).toBe(404)
    }
    for (const cookie of [undefined, member.cookie, attendee.cookie]) expect((await getPage(`/events/${FLYER}`, cookie)).status).toBe(404)
    // no answers to it either
    const answer = await SELF.fetch(`${ORIGIN}/events/${FLYER}`, {
      method: 'POST',
      body: new URLSearchParams({ answer: 'attending' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: member.cookie, Origin: ORIGIN, Host: 'haven.test' },
      redirect: 'manual',
    })
    expect(answer.status).toBe(404)
    expect(await searchHits('sauna')).not.toContain(FLYER)

    // its organizer reads why, on its page only
    const own = await html(`/events/${FLYER}`, organizer.cookie)
    expect(own).toContain('Hidden by the moderators')
    expect(own).toContain(REASON)
    expect(own).toContain('noindex')
    expect(own).toContain('Answers are closed for this event.')
    const [told] = await db()
      .select({ title: notifications.title, content: notifications.content, metadata: notifications.metadata })
      .from(notifications)
      .where(and(eq(notifications.userId, organizer.id), eq(notifications.relatedId, String(FLYER))))
    expect(told).toMatchObject({ title: 'Your event “Sauna Flyer Party” was hidden by the moderators', metadata: { kind: 'event_hidden' } })
    expect(told!.content).toContain(REASON)

    // staff see it with the same banner, and in the hidden list with who hid it and why
    expect(await html(`/events/${FLYER}`, moderator.cookie)).toContain('Hidden by the moderators')
    const list = await html('/admin/events?state=hidden', moderator.cookie)
    expect(list).toContain('Sauna Flyer Party')
    expect(list).toContain('Hidden by Mo Derator')
    expect(list).toContain(REASON)
    expect(await audited('EVENT_HIDDEN', FLYER)).toEqual([moderator.id])

    const again = await post({ intent: 'hide', eventId: String(FLYER), reason: REASON }, moderator.cookie)
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('This event is already hidden.')
  })

  it('shows it again', async () => {
    const shown = await post({ intent: 'unhide', eventId: String(FLYER) }, moderator.cookie)
    expect(shown.status).toBe(302)
    expect(flashToast(shown)).toMatchObject({ titleKey: 'admin:events.toasts.unhidden' })
    expect(await row(FLYER)).toMatchObject({ hiddenAt: null, hiddenBy: null, hiddenReason: null })
    expect(await html('/events')).toContain('Sauna Flyer Party')
    expect(await html(`/events/${FLYER}`)).not.toContain('Hidden by the moderators')
    expect(await searchHits('sauna')).toContain(FLYER)
    expect(await audited('EVENT_UNHIDDEN', FLYER)).toEqual([moderator.id])
    const again = await post({ intent: 'unhide', eventId: String(FLYER) }, moderator.cookie)
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('This event is not hidden.')
  })
})

describe('featuring and cancelling', () => {
  it('features an event and stops featuring it', async () => {
    expect((await post({ intent: 'feature', eventId: String(CHOIR) }, moderator.cookie)).status).toBe(302)
    expect((await row(CHOIR)).featured).toBe(true)
    expect(await html('/admin/events?state=featured', moderator.cookie)).toContain('Queer Choir Night')
    const again = await post({ intent: 'feature', eventId: String(CHOIR) }, moderator.cookie)
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('This event is already featured.')
    expect((await post({ intent: 'unfeature', eventId: String(CHOIR) }, moderator.cookie)).status).toBe(302)
    expect((await row(CHOIR)).featured).toBe(false)
    expect(await audited('EVENT_FEATURED', CHOIR)).toEqual([moderator.id])
    expect(await audited('EVENT_UNFEATURED', CHOIR)).toEqual([moderator.id])
  })

  it('cancels after the confirmation, and everyone who answered is told', async () => {
    const cancelled = await post({ intent: 'cancel', eventId: String(CHOIR), confirm: 'yes' }, moderator.cookie)
    expect(cancelled.status).toBe(302)
    expect(flashToast(cancelled)).toMatchObject({ titleKey: 'admin:events.toasts.cancelled', values: { title: 'Queer Choir Night' } })
    expect(await row(CHOIR)).toMatchObject({ status: 'cancelled', cancelled: true })
    expect(await html(`/events/${CHOIR}`)).toContain('This event is cancelled')
    const told = await db()
      .select({ userId: notifications.userId, title: notifications.title, metadata: notifications.metadata })
      .from(notifications)
      .where(and(eq(notifications.relatedId, String(CHOIR)), eq(notifications.type, 'event')))
    expect(told.filter((n) => n.metadata?.kind === 'event_cancelled').map((n) => n.userId)).toEqual([attendee.id])
    const mailed = await waitFor(async () => {
      const rows = await db()
        .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject })
        .from(emailOutbox)
        // this event's: a queue message another test file sent may be delivered while this one runs
        .where(and(eq(emailOutbox.templateKey, 'event_cancelled'), eq(emailOutbox.subject, 'Queer Choir Night is cancelled')))
      return rows.length ? rows : null
    })
    expect(mailed).toEqual([{ to: `${attendee.id}@test.haven.local`, subject: 'Queer Choir Night is cancelled' }])
    expect(await audited('EVENT_CANCELLED', CHOIR)).toEqual([moderator.id])
    expect(await html('/admin/events?state=cancelled', moderator.cookie)).toContain('Queer Choir Night')
    const again = await post({ intent: 'cancel', eventId: String(CHOIR), confirm: 'yes' }, moderator.cookie)
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('This event is already cancelled.')
  })
})

import { env, SELF } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { XMLParser } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  blocks,
  cities,
  communityGroups,
  countries,
  eventAmenities,
  eventAmenityLinks,
  eventRsvps,
  events,
  emailOutbox,
  eventTypes,
  groupMembers,
  groupNotifications,
  notifications,
  venues,
} from '~/db/schema'
import { localDateOf, zonedTimeToInstant } from '~/models/events/local-date'
import { has, JPEG_WITH_GPS } from '../image-fixtures'
import { eventRow, seedVenue } from './fixtures'
import { call, createMemberWithSession, db, getPage, ORIGIN, postForm, waitFor, withoutPageTexts } from './helpers'

/**
 * Events through the real Worker and D1: the lists and the calendar for visitors, crew members
 * and blocked members; the page; RSVPs racing for the last place and the waitlist; the feeds,
 * parsed back with ical.js and an XML parser; bad parameters.
 */
const DAY = 24 * 60 * 60 * 1000
const now = Date.now()

const rsvp = (id: number, answer: string, cookie: string) => postForm(`/events/${id}`, { answer }, cookie)
const html = async (path: string, cookie?: string) => {
  const response = await getPage(path, cookie)
  expect(response.status, path).toBe(200)
  return withoutPageTexts(await response.text())
}

let organizer: { id: string; cookie: string }
let crewMember: { id: string; cookie: string }
let outsider: { id: string; cookie: string }
let blocked: { id: string; cookie: string }
let racers: { id: string; cookie: string }[]

const event = eventRow

beforeAll(async () => {
  const d = db()
  organizer = await createMemberWithSession('Organizer')
  crewMember = await createMemberWithSession('Crew Member')
  outsider = await createMemberWithSession('Outsider')
  blocked = await createMemberWithSession('Blocked')
  racers = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => createMemberWithSession(`Racer ${n}`)))
  await d.insert(countries).values([
    { id: 'de', name: 'Germany', names: { en: 'Germany', de: 'Deutschland' }, continent: 'EU', timezones: ['Europe/Berlin'], flag: '🇩🇪' },
    { id: 'nz', name: 'New Zealand', names: { en: 'New Zealand' }, continent: 'OC', timezones: ['Pacific/Auckland'], flag: '🇳🇿' },
  ])
  await d.insert(cities).values([
    {
      id: 2950159,
      countryId: 'de',
      name: 'Berlin',
      asciiName: 'Berlin',
      population: 3_426_354,
      latitude: 52.5,
      longitude: 13.4,
      timezone: 'Europe/Berlin',
    },
    {
      id: 2193733,
      countryId: 'nz',
      name: 'Auckland',
      asciiName: 'Auckland',
      population: 417_910,
      latitude: -36.8,
      longitude: 174.7,
      timezone: 'Pacific/Auckland',
    },
  ])
  await d.insert(eventTypes).values([
    { id: 1, slug: 'party', name: 'Party' },
    { id: 2, slug: 'support-group', name: 'Support group' },
  ])
  await d.insert(eventAmenities).values([{ id: 1, slug: 'quiet-room', name: 'Quiet room' }])
  await d
    .insert(communityGroups)
    .values({ id: 'secret-crew', slug: 'secret-crew', name: 'Secret Crew', visibility: 'private', cityId: 2950159 })
  await d.insert(groupMembers).values([
    { groupId: 'secret-crew', userId: crewMember.id, role: 'member', status: 'active' },
    { groupId: 'secret-crew', userId: organizer.id, role: 'owner', status: 'active' },
  ])
  await d.insert(blocks).values({ blockerId: organizer.id, blockedId: blocked.id })
  // an Auckland night: 23:30 local on a day that is still the day before in UTC
  const aucklandDay = localDateOf(now + 20 * DAY, 'Pacific/Auckland')
  for (const row of [
    event(1, 'Rainbow Party', now + 2 * DAY, {
      eventTypeId: 1,
      isFree: false,
      priceCents: 1200,
      currency: 'EUR',
      organizerName: 'Club Mitte',
      featured: true,
    }),
    event(2, 'Secret Support Circle', now + 3 * DAY, { eventTypeId: 2, groupId: 'secret-crew', organizerId: organizer.id }),
    event(3, 'Organizer Brunch', now + 4 * DAY, { organizerId: organizer.id, capacity: 2, showAttendees: true }),
    event(4, 'Last Summer Party', now - 30 * DAY, { eventTypeId: 1 }),
    event(5, 'Draft Idea', now + 5 * DAY, { status: 'draft', organizerId: organizer.id }),
    event(6, 'Cancelled Picnic', now + 6 * DAY, { status: 'cancelled', cancelled: true }),
    event(7, 'Online Queer Book Club', now + 7 * DAY, {
      isOnline: true,
      onlineUrl: 'https://meet.example/secret-room',
      locationName: 'Online',
    }),
    event(8, 'Auckland Late Night', zonedTimeToInstant(aucklandDay, '23:30', 'Pacific/Auckland'), {
      countryId: 'nz',
      cityId: 2193733,
      timezone: 'Pacific/Auckland',
    }),
  ]) {
    await d.insert(events).values(row)
  }
  await d.insert(eventAmenityLinks).values({ eventId: 1, amenityId: 1 })
})

describe('the lists', () => {
  it('shows a visitor the public upcoming events, soonest first, and none of a private crew, a draft or the past', async () => {
    const page = await html('/events')
    const order = ['Rainbow Party', 'Organizer Brunch', 'Cancelled Picnic', 'Online Queer Book Club', 'Auckland Late Night'].map((t) =>
      page.indexOf(t),
    )
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true)
    for (const hidden of ['Secret Support Circle', 'Draft Idea', 'Last Summer Party']) expect(page).not.toContain(hidden)
    expect(page).toContain('5 events')
  })

  it('shows a private crew’s event to its members only, and nothing of a member who blocked the viewer', async () => {
    expect(await html('/events', crewMember.cookie)).toContain('Secret Support Circle')
    expect(await html('/events', outsider.cookie)).not.toContain('Secret Support Circle')
    const seenByBlocked = await html('/events', blocked.cookie)
    expect(seenByBlocked).not.toContain('Organizer Brunch')
    expect((await getPage('/events/3', blocked.cookie)).status).toBe(404)
    expect((await getPage('/events/2')).status).toBe(404)
    expect((await getPage('/events/2', outsider.cookie)).status).toBe(404)
    expect((await getPage('/events/2', crewMember.cookie)).status).toBe(200)
    // a draft: its organizer only
    expect((await getPage('/events/5')).status).toBe(404)
    expect((await getPage('/events/5', organizer.cookie)).status).toBe(200)
  })

  it('marks the events the moderators feature', async () => {
    expect(await html('/events?q=rainbow%20party')).toContain('>Featured<')
    expect(await html('/events?q=organizer%20brunch')).not.toContain('>Featured<')
    expect(await html('/events/1')).toContain('>Featured<')
  })

  it('filters by tab, type, price, place, days, amenity and text, all in the URL', async () => {
    expect(await html('/events?when=past')).toContain('Last Summer Party')
    const parties = await html('/events?type=party')
    expect(parties).toContain('Rainbow Party')
    expect(parties).not.toContain('Organizer Brunch')
    expect(await html('/events?price=paid')).toContain('1 event')
    expect(await html('/events?mode=online')).toContain('Online Queer Book Club')
    const auckland = await html('/events?city=2193733')
    expect(auckland).toContain('Auckland Late Night')
    expect(auckland).not.toContain('Rainbow Party')
    expect(await html('/events?amenity=quiet-room')).toContain('1 event')
    const text = await html('/events?q=book%20club')
    expect(text).toContain('Online Queer Book Club')
    expect(text).not.toContain('Rainbow Party')
    // the day in the event's own zone
    const day = localDateOf(now + 20 * DAY, 'Pacific/Auckland')
    const onDay = await html(`/events?from=${day}&to=${day}`)
    expect(onDay).toContain('Auckland Late Night')
    expect(onDay).toContain('1 event')
  })

  it('answers bad, long and repeated parameters with the clean list, never a 500', async () => {
    for (const path of [
      '/events?q=',
      '/events?type=%00',
      '/events?from=2026-02-30',
      '/events?page=-1',
      '/events?when=soon&view=grid',
      '/events?city=abc&country=zzz',
      `/events?q=${'x'.repeat(5000)}`,
      '/events?type=party&type=talk',
    ]) {
      const response = await getPage(path)
      expect([200, 302], path).toContain(response.status)
      if (response.status === 302) expect((await getPage(response.headers.get('Location')!.replace(ORIGIN, ''))).status, path).toBe(200)
    }
    const unknown = await html('/events?type=no-such-type')
    expect(unknown).toContain('Rainbow Party')
  })

  it('draws the month calendar with each event on its own local day', async () => {
    const day = localDateOf(now + 20 * DAY, 'Pacific/Auckland')
    const page = await html(`/events?view=calendar&month=${day.slice(0, 7)}`)
    expect(page).toContain('<table')
    expect(page).toContain('Auckland Late Night')
    expect(page).toMatch(/aria-label="[^"]*: 1 event"/)
  })
})

describe('the event page', () => {
  it('carries JSON-LD Event, the time in the event’s zone, and the online link for attendees only', async () => {
    const page = await html('/events/1')
    const ld = JSON.parse(/<script type="application\/ld\+json" nonce="[^"]+">([\s\S]*?)<\/script>/.exec(page)![1])
    expect(ld['@type']).toBe('Event')
    expect(ld.eventStatus).toBe('https://schema.org/EventScheduled')
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    expect(ld.offers).toMatchObject({ price: 12, priceCurrency: 'EUR' })
    expect(page).toContain('<meta property="og:type" content="event"')
    const cancelled = await html('/events/6')
    expect(cancelled).toContain('This event is cancelled')

    expect(await html('/events/7', outsider.cookie)).not.toContain('meet.example/secret-room')
    expect((await rsvp(7, 'attending', outsider.cookie)).status).toBe(302)
    expect(await html('/events/7', outsider.cookie)).toContain('meet.example/secret-room')
    // the list's card says so too (the answer is read with the page)
    expect(await html('/events?mode=online', outsider.cookie)).toContain('>Attending<')
    expect(await html('/events?mode=online')).not.toContain('>Attending<')
    expect(await html('/events/7')).not.toContain('meet.example/secret-room')
  })

  it('links the organizer’s profile only for whom it opens (a members-only profile is no dead end for a visitor)', async () => {
    const forVisitor = await html('/events/3')
    expect(forVisitor).toContain('Organizer')
    expect(forVisitor).not.toContain(`href="/user/${organizer.id}"`)
    expect(await html('/events/3', outsider.cookie)).toContain(`href="/user/${organizer.id}"`)
  })
})

describe('RSVP', () => {
  it('gives the last place to one of two members racing for it, and the waitlist to the other', async () => {
    // capacity 2: the organizer takes one place, then two members race for the last one
    expect((await rsvp(3, 'attending', organizer.cookie)).status).toBe(302)
    const [a, b] = await Promise.all([rsvp(3, 'attending', racers[0]!.cookie), rsvp(3, 'attending', racers[1]!.cookie)])
    expect([a.status, b.status].sort()).toEqual([302, 409])
    const loser = a.status === 409 ? racers[0]! : racers[1]!
    const winner = loser === racers[0] ? racers[1]! : racers[0]!
    expect(await (a.status === 409 ? a : b).text()).toContain('The last place was just taken')
    const [row] = await db().select().from(events).where(eq(events.id, 3))
    expect(row!.attendingCount).toBe(2)

    // the loser joins the waitlist, then a third member behind them
    expect((await rsvp(3, 'waitlisted', loser.cookie)).status).toBe(302)
    expect((await rsvp(3, 'waitlisted', racers[2]!.cookie)).status).toBe(302)
    expect(await html('/events/3', loser.cookie)).toContain('number 1 on the waitlist')
    expect(await html('/events/3', racers[2]!.cookie)).toContain('number 2 on the waitlist')

    // the winner leaves: the first in line gets the place and a notification
    expect((await rsvp(3, 'none', winner.cookie)).status).toBe(302)
    const answers = await db().select().from(eventRsvps).where(eq(eventRsvps.eventId, 3))
    expect(answers.find((r) => r.userId === loser.id)?.status).toBe('attending')
    expect(answers.find((r) => r.userId === racers[2]!.id)?.status).toBe('waitlisted')
    expect(answers.find((r) => r.userId === winner.id)).toBeUndefined()
    const [told] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, loser.id), eq(notifications.relatedId, '3')))
    expect(told?.actionUrl).toBe('/events/3')
    const [after] = await db().select().from(events).where(eq(events.id, 3))
    expect({ attending: after!.attendingCount, waiting: after!.waitlistCount }).toEqual({ attending: 2, waiting: 1 })
  })

  it('holds the capacity whatever the number of members racing', async () => {
    await db()
      .insert(events)
      .values(event(20, 'Tiny Workshop', now + 8 * DAY, { capacity: 3 }))
    const answers = await Promise.all(racers.map((r) => rsvp(20, 'attending', r.cookie)))
    expect(answers.filter((r) => r.status === 302)).toHaveLength(3)
    expect(answers.filter((r) => r.status === 409)).toHaveLength(3)
    const rows = await db()
      .select()
      .from(eventRsvps)
      .where(and(eq(eventRsvps.eventId, 20), eq(eventRsvps.status, 'attending')))
    expect(rows).toHaveLength(3)
  })

  it('closes past and cancelled events, refuses bad answers and sends visitors to sign in', async () => {
    expect((await rsvp(4, 'attending', outsider.cookie)).status).toBe(409)
    expect((await rsvp(6, 'attending', outsider.cookie)).status).toBe(409)
    expect((await rsvp(2, 'attending', outsider.cookie)).status).toBe(404)
    const bad = await rsvp(1, 'maybe', outsider.cookie)
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Choose going, interested or no answer.')
    const visitor = await SELF.fetch(`${ORIGIN}/events/1`, {
      method: 'POST',
      body: new URLSearchParams({ answer: 'attending' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Host: 'haven.test' },
      redirect: 'manual',
    })
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toContain('/auth?redirectTo=')
    const crossSite = await SELF.fetch(`${ORIGIN}/events/1`, {
      method: 'POST',
      body: new URLSearchParams({ answer: 'attending' }),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Cookie: outsider.cookie,
        Origin: 'https://evil.example',
        Host: 'haven.test',
      },
      redirect: 'manual',
    })
    expect(crossSite.status).toBe(403)
  })
})

describe('feeds', () => {
  it('serves an event and a filtered list as iCalendar that ical.js reads back', async () => {
    const one = await getPage('/events/1/event.ics')
    expect(one.headers.get('Content-Type')).toContain('text/calendar')
    const vevents = new ICAL.Component(ICAL.parse(await one.text())).getAllSubcomponents('vevent')
    expect(vevents).toHaveLength(1)
    const parsed = new ICAL.Event(vevents[0]!)
    expect(parsed.summary).toBe('Rainbow Party')
    expect(parsed.startDate.toJSDate().getTime()).toBe(Math.floor((now + 2 * DAY) / 1000) * 1000)

    const list = new ICAL.Component(ICAL.parse(await (await getPage('/events/feed.ics?type=party')).text()))
    expect(list.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary)).toEqual(['Rainbow Party'])
    const all = new ICAL.Component(ICAL.parse(await (await getPage('/events/feed.ics')).text()))
    const summaries = all.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary)
    expect(summaries).toContain('Cancelled Picnic')
    expect(summaries).not.toContain('Secret Support Circle')
    expect(
      all
        .getAllSubcomponents('vevent')
        .find((v) => new ICAL.Event(v).summary === 'Cancelled Picnic')!
        .getFirstPropertyValue('status'),
    ).toBe('CANCELLED')
    expect((await getPage('/events/2/event.ics')).status).toBe(404)
    expect(all.getFirstPropertyValue('name')).toBe('Haven events')
  })

  it('gives a member opening a feed their own view, never a shared copy', async () => {
    const visitor = await getPage('/events/feed.rss')
    expect(visitor.headers.get('Cache-Control')).toBe('public, max-age=300')
    const crew = await getPage('/events/feed.rss', crewMember.cookie)
    expect(crew.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await crew.text()).toContain('Secret Support Circle')
    const seenByBlocked = await (await getPage('/events/feed.ics', blocked.cookie)).text()
    expect(seenByBlocked).not.toContain('Organizer Brunch')
    expect(seenByBlocked).toContain('Rainbow Party')
  })

  it('serves RSS and Atom that an XML parser reads back', async () => {
    const parser = new XMLParser({ ignoreAttributes: false })
    const rss = await getPage('/events/feed.rss?city=2950159')
    expect(rss.headers.get('Content-Type')).toContain('application/rss+xml')
    const channel = parser.parse(await rss.text()).rss.channel
    const items = [channel.item].flat()
    expect(items.map((i: { title: string }) => i.title)).toContain('Rainbow Party')
    expect(items.map((i: { title: string }) => i.title)).not.toContain('Secret Support Circle')
    expect(items.find((i: { title: string }) => i.title === 'Rainbow Party').link).toBe(`${ORIGIN}/events/1`)
    const atom = parser.parse(await (await getPage('/events/feed.atom')).text()).feed
    const titles = [atom.entry]
      .flat()
      .map((e: { title: string | { '#text': string } }) => (typeof e.title === 'string' ? e.title : e.title['#text']))
    expect(titles).toContain('Rainbow Party')
    expect(titles).not.toContain('Secret Support Circle')
  })

  it('gives a member a private calendar of what they attend, which stops with its link', async () => {
    const made = await SELF.fetch(`${ORIGIN}/events/my-calendar`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'renew' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: crewMember.cookie, Origin: ORIGIN, Host: 'haven.test' },
    })
    const url = /\/events\/calendar\/[A-Za-z0-9_-]{43}/.exec(await made.text())![0]
    await rsvp(2, 'attending', crewMember.cookie)
    const feed = await getPage(url)
    expect(feed.headers.get('Cache-Control')).toBe('private, no-store')
    const summaries = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary)
    expect(summaries).toEqual(['Secret Support Circle'])
    await SELF.fetch(`${ORIGIN}/events/my-calendar`, {
      method: 'POST',
      body: new URLSearchParams({ intent: 'revoke' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: crewMember.cookie, Origin: ORIGIN, Host: 'haven.test' },
    })
    expect((await getPage(url)).status).toBe(404)
    expect((await getPage('/events/calendar/not-a-token')).status).toBe(404)
  })
})

describe('creating, editing and cancelling', () => {
  const post = postForm
  const day = localDateOf(now + 40 * DAY, 'Europe/Berlin')
  const valid = {
    title: 'Queer Choir Open Rehearsal',
    description: 'Sing with us.',
    type: 'party',
    date: day,
    startTime: '19:30',
    endTime: '21:30',
    mode: 'inperson',
    cityId: '2950159',
    cityQuery: 'Berlin, Germany',
    cityLabel: 'Berlin, Germany',
    locationName: 'Community Hall',
    price: 'free',
    capacity: '1',
    amenities: ['quiet-room'],
    showAttendees: 'on',
    status: 'published',
  }
  const createdId = (response: Response) => Number(/\/events\/(\d+)/.exec(response.headers.get('Location') ?? '')?.[1])

  it('sends a visitor to sign in first', async () => {
    const response = await getPage('/events/new')
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toContain('/auth?redirectTo=')
  })

  it('creates an event at the place’s wall clock, in its zone, listed and searchable', async () => {
    const response = await post('/events/new', valid, organizer.cookie)
    expect(response.status).toBe(302)
    const id = createdId(response)
    const [row] = await db().select().from(events).where(eq(events.id, id))
    expect(row).toMatchObject({
      timezone: 'Europe/Berlin',
      localDate: day,
      organizerId: organizer.id,
      capacity: 1,
      showAttendees: true,
      isFree: true,
    })
    expect(row!.startsAt.getTime()).toBe(zonedTimeToInstant(day, '19:30', 'Europe/Berlin'))
    expect(await html(`/events?q=choir`)).toContain('Queer Choir Open Rehearsal')
    expect(await html(`/events?amenity=quiet-room&from=${day}`)).toContain('Queer Choir Open Rehearsal')
  })

  it('keeps an online event’s time in the zone it names (Kathmandu is UTC+5:45)', async () => {
    const response = await post(
      '/events/new',
      {
        ...valid,
        title: 'Himalayan Queer Talk',
        mode: 'online',
        cityId: '',
        cityQuery: '',
        cityLabel: '',
        onlineUrl: 'meet.example/himalaya',
        timezone: 'Asia/Kathmandu',
        startTime: '10:00',
        endTime: '11:00',
      },
      organizer.cookie,
    )
    expect(response.status).toBe(302)
    const [row] = await db()
      .select()
      .from(events)
      .where(eq(events.id, createdId(response)))
    expect(row!.startsAt.toISOString()).toBe(`${day}T04:15:00.000Z`)
    expect(row).toMatchObject({ isOnline: true, onlineUrl: 'https://meet.example/himalaya', timezone: 'Asia/Kathmandu' })
  })

  it('refuses bad input with its reason at the field, and a crew the member does not lead', async () => {
    const backwards = await post('/events/new', { ...valid, endTime: '18:00' }, organizer.cookie)
    expect(backwards.status).toBe(400)
    expect(await backwards.text()).toContain('The end must come after the start.')
    const noLink = await post('/events/new', { ...valid, mode: 'online', onlineUrl: '' }, organizer.cookie)
    expect(noLink.status).toBe(400)
    expect(await noLink.text()).toContain('An online event needs the link to join.')
    const tooLong = await post('/events/new', { ...valid, endDate: localDateOf(now + 60 * DAY, 'Europe/Berlin') }, organizer.cookie)
    expect(tooLong.status).toBe(400)
    expect(await tooLong.text()).toContain('An event can last at most 14 days.')
    // without times, each message says which one is missing (the summary lists them apart from their fields)
    const noTimes = await post('/events/new', { ...valid, startTime: '', endTime: '' }, organizer.cookie)
    expect(noTimes.status).toBe(400)
    const noTimesText = withoutPageTexts(await noTimes.text())
    expect(noTimesText).toContain('Choose when it starts.')
    expect(noTimesText).toContain('Choose when it ends.')
    const noCity = await post('/events/new', { ...valid, cityId: '', cityQuery: 'Atlantis', cityLabel: '' }, organizer.cookie)
    expect(noCity.status).toBe(400)
    expect(await noCity.text()).toContain('We could not find this city.')
    // a member of the crew, not one of its leaders
    const notLeader = await post('/events/new', { ...valid, crew: 'secret-crew' }, crewMember.cookie)
    expect(notLeader.status).toBe(400)
    expect(await notLeader.text()).toContain('You can only create events for a crew you lead.')
    const leader = await post('/events/new', { ...valid, title: 'Crew Night', crew: 'secret-crew' }, organizer.cookie)
    expect(leader.status).toBe(302)
    expect(await html('/events?q=crew%20night')).not.toContain('Crew Night')
    expect(await html('/events?q=crew%20night', crewMember.cookie)).toContain('Crew Night')
    // the crew's members are told (a crew notification 'event'), not its organizer
    const told = await db()
      .select()
      .from(groupNotifications)
      .where(eq(groupNotifications.relatedId, String(createdId(leader))))
    expect(told).toMatchObject([
      { userId: crewMember.id, groupId: 'secret-crew', notificationType: 'event', triggeredByUserId: organizer.id },
    ])
    // a draft tells no one yet
    const draft = await post('/events/new', { ...valid, title: 'Crew Draft', crew: 'secret-crew', status: 'draft' }, organizer.cookie)
    expect(
      await db()
        .select()
        .from(groupNotifications)
        .where(eq(groupNotifications.relatedId, String(createdId(draft)))),
    ).toEqual([])
  })

  it('starts the form at a venue only while the venue is public (visibleVenue), on /events/new and when editing', async () => {
    const venueId = await seedVenue('corner-bar')
    await db()
      .insert(events)
      .values(event(900, 'Corner Night', now + 9 * DAY, { organizerId: organizer.id, venueId }))
    expect(await html(`/events/new?venue=${venueId}`, organizer.cookie)).toContain('<bdi>Venue corner-bar</bdi>')
    expect(await html('/events/900/edit', organizer.cookie)).toContain('<bdi>Venue corner-bar</bdi>')
    // staff archived the venue: the form no longer offers it
    await db().update(venues).set({ status: 'archived' }).where(eq(venues.id, venueId))
    expect(await html(`/events/new?venue=${venueId}`, organizer.cookie)).not.toContain('Venue corner-bar')
    expect(await html('/events/900/edit', organizer.cookie)).not.toContain('Venue corner-bar')
  })

  it('lets only the organizer edit; a larger capacity gives the waitlist its places; cancelling tells everyone', async () => {
    const id = createdId(await post('/events/new', { ...valid, title: 'Tiny Supper' }, organizer.cookie))
    expect((await rsvp(id, 'attending', racers[3]!.cookie)).status).toBe(302)
    expect((await rsvp(id, 'waitlisted', racers[4]!.cookie)).status).toBe(302)

    expect((await getPage(`/events/${id}/edit`, outsider.cookie)).status).toBe(404)
    expect((await post(`/events/${id}/edit`, valid, outsider.cookie)).status).toBe(404)
    expect(await html(`/events/${id}/edit`, organizer.cookie)).toContain('value="Tiny Supper"')

    const edited = await post(`/events/${id}/edit`, { ...valid, title: 'Bigger Supper', capacity: '5' }, organizer.cookie)
    expect(edited.status).toBe(302)
    const [row] = await db().select().from(events).where(eq(events.id, id))
    expect(row).toMatchObject({ title: 'Bigger Supper', attendingCount: 2, waitlistCount: 0 })

    const unconfirmed = await post(`/events/${id}/edit?intent=cancel`, {}, organizer.cookie)
    expect(unconfirmed.status).toBe(400)
    expect((await post(`/events/${id}/edit?intent=cancel`, { confirm: 'yes' }, outsider.cookie)).status).toBe(404)
    expect((await post(`/events/${id}/edit?intent=cancel`, { confirm: 'yes' }, organizer.cookie)).status).toBe(302)
    expect(await html(`/events/${id}`)).toContain('This event is cancelled')
    const told = await db()
      .select({ userId: notifications.userId, metadata: notifications.metadata, title: notifications.title })
      .from(notifications)
      .where(and(eq(notifications.relatedId, String(id)), eq(notifications.type, 'event')))
    // racers[4] first got the freed place, then the news
    const cancelled = told.filter((n) => n.metadata?.kind === 'event_cancelled')
    expect(cancelled.map((n) => n.userId).sort()).toEqual([racers[3]!.id, racers[4]!.id].sort())
    expect(cancelled[0]!.title).toBe('Bigger Supper is cancelled')
    expect(told.filter((n) => n.metadata?.kind === 'event_waitlist_place').map((n) => n.userId)).toEqual([racers[4]!.id])
    expect((await rsvp(id, 'attending', outsider.cookie)).status).toBe(409)
    // and by email, through the queue, into the local outbox
    const mailed = await waitFor(async () => {
      const rows = await db()
        .select({ to: emailOutbox.toAddress, subject: emailOutbox.subject, template: emailOutbox.templateKey })
        .from(emailOutbox)
        .where(eq(emailOutbox.templateKey, 'event_cancelled'))
      return rows.length >= 2 ? rows : null
    })
    expect(mailed.map((m) => m.to).sort()).toEqual([`${racers[3]!.id}@test.haven.local`, `${racers[4]!.id}@test.haven.local`].sort())
    expect(mailed[0]!.subject).toBe('Bigger Supper is cancelled')
  })

  describe('repeating events', () => {
    const seriesOf = async (seriesId: number) =>
      db()
        .select({ id: events.id, title: events.title, startsAt: events.startsAt, localDate: events.localDate, cancelled: events.cancelled })
        .from(events)
        .where(eq(events.seriesId, seriesId))
        .orderBy(events.startsAt)
    const weekly = {
      ...valid,
      title: 'Tuesday Choir',
      date: '2027-03-16',
      startTime: '19:00',
      endTime: '21:00',
      capacity: '',
      repeat: 'weekly',
      repeatInterval: '1',
      repeatEnd: 'count',
      repeatCount: '4',
    }

    it('makes each date of a weekly series an event of its own, at the same wall-clock time across the change to summer time', async () => {
      const response = await post('/events/new', weekly, organizer.cookie)
      expect(response.status).toBe(302)
      const first = createdId(response)
      const [{ seriesId }] = await db().select({ seriesId: events.seriesId }).from(events).where(eq(events.id, first))
      const dates = await seriesOf(seriesId!)
      expect(dates.map((d) => d.localDate)).toEqual(['2027-03-16', '2027-03-23', '2027-03-30', '2027-04-06'])
      // Berlin goes from UTC+1 to UTC+2 on 28 March: 19:00 stays 19:00
      expect(dates.map((d) => d.startsAt.toISOString())).toEqual([
        '2027-03-16T18:00:00.000Z',
        '2027-03-23T18:00:00.000Z',
        '2027-03-30T17:00:00.000Z',
        '2027-04-06T17:00:00.000Z',
      ])
      expect(dates[0]!.id).toBe(first)
      // each date has its own answers and its own amenities
      expect((await rsvp(dates[1]!.id, 'attending', racers[0]!.cookie)).status).toBe(302)
      const [one, two] = await db()
        .select({ attending: events.attendingCount })
        .from(events)
        .where(eq(events.seriesId, seriesId!))
        .orderBy(events.startsAt)
      expect([one!.attending, two!.attending]).toEqual([0, 1])
      const links = await db().select().from(eventAmenityLinks).where(eq(eventAmenityLinks.amenityId, 1))
      expect(dates.every((d) => links.some((l) => l.eventId === d.id))).toBe(true)
      // the page says the rule and links the other dates
      const page = await html(`/events/${first}`)
      expect(page).toContain('Every week on Tuesday, 4 dates in all')
      for (const d of dates.slice(1)) expect(page).toContain(`href="/events/${d.id}"`)
      expect(await html(`/events?q=tuesday%20choir&from=2027-03-01&to=2027-04-30`)).toContain(`href="/events/${dates[3]!.id}"`)
    })

    it('repeats monthly on the same weekday until a date', async () => {
      const response = await post(
        '/events/new',
        {
          ...weekly,
          title: 'Second Tuesday Supper',
          date: '2027-01-12',
          repeat: 'monthlyWeekday',
          repeatEnd: 'until',
          repeatUntil: '2027-04-30',
        },
        organizer.cookie,
      )
      expect(response.status).toBe(302)
      const [{ seriesId }] = await db()
        .select({ seriesId: events.seriesId })
        .from(events)
        .where(eq(events.id, createdId(response)))
      expect((await seriesOf(seriesId!)).map((d) => d.localDate)).toEqual(['2027-01-12', '2027-02-09', '2027-03-09', '2027-04-13'])
      expect(await html(`/events/${createdId(response)}`)).toContain('Every month on the second Tuesday, until April 30, 2027')
    })

    it('refuses a rule with too many dates, an end before the start, or no second date', async () => {
      const many = await post('/events/new', { ...weekly, repeatCount: '60' }, organizer.cookie)
      expect(many.status).toBe(400)
      expect(await many.text()).toContain('Choose from 2 to 52 dates.')
      const backwards = await post('/events/new', { ...weekly, repeatEnd: 'until', repeatUntil: '2027-03-01' }, organizer.cookie)
      expect(backwards.status).toBe(400)
      expect(await backwards.text()).toContain('Choose a last date after the first one and within a year.')
      // the 31st, until the end of February: no other month has the date
      const none = await post(
        '/events/new',
        { ...weekly, date: '2027-01-31', repeat: 'monthlyDate', repeatEnd: 'until', repeatUntil: '2027-02-28' },
        organizer.cookie,
      )
      expect(none.status).toBe(400)
      expect(await none.text()).toContain('This rule gives no date after the first one.')
      const rows = await db().select({ id: events.id }).from(events).where(eq(events.title, 'Tuesday Choir'))
      expect(rows).toHaveLength(4)
    })

    it('edits one date, or it and the later ones; cancels the later ones with one notice per member', async () => {
      const first = createdId(await post('/events/new', { ...weekly, title: 'Wednesday Walk', date: '2027-03-17' }, organizer.cookie))
      const [{ seriesId }] = await db().select({ seriesId: events.seriesId }).from(events).where(eq(events.id, first))
      const [a, b, c, d] = await seriesOf(seriesId!)
      expect((await post(`/events/${b!.id}/edit`, { ...weekly, date: '2027-03-24' }, outsider.cookie)).status).toBe(404)
      expect(await html(`/events/${b!.id}/edit`, organizer.cookie)).toContain('This date and the 2 later ones of the series')

      // from the second date on: a new title, and an hour later
      const following = await post(
        `/events/${b!.id}/edit`,
        { ...weekly, title: 'Wednesday Evening Walk', date: '2027-03-24', startTime: '20:00', endTime: '22:00', scope: 'following' },
        organizer.cookie,
      )
      expect(following.status).toBe(302)
      let rows = await seriesOf(seriesId!)
      expect(rows.map((r) => r.title)).toEqual([
        'Wednesday Walk',
        'Wednesday Evening Walk',
        'Wednesday Evening Walk',
        'Wednesday Evening Walk',
      ])
      expect(rows.map((r) => r.localDate)).toEqual(['2027-03-17', '2027-03-24', '2027-03-31', '2027-04-07'])
      expect(rows.map((r) => r.startsAt.toISOString())).toEqual([
        '2027-03-17T18:00:00.000Z',
        '2027-03-24T19:00:00.000Z',
        '2027-03-31T18:00:00.000Z',
        '2027-04-07T18:00:00.000Z',
      ])
      // the third alone
      expect(
        (await post(`/events/${c!.id}/edit`, { ...weekly, title: 'Spring Walk', date: '2027-03-31', scope: 'one' }, organizer.cookie))
          .status,
      ).toBe(302)
      rows = await seriesOf(seriesId!)
      expect(rows.map((r) => r.title)).toEqual(['Wednesday Walk', 'Wednesday Evening Walk', 'Spring Walk', 'Wednesday Evening Walk'])

      // racers[5] answered the last two: cancelling from the third tells them once
      expect((await rsvp(c!.id, 'attending', racers[5]!.cookie)).status).toBe(302)
      expect((await rsvp(d!.id, 'interested', racers[5]!.cookie)).status).toBe(302)
      expect((await rsvp(a!.id, 'attending', racers[2]!.cookie)).status).toBe(302)
      expect((await post(`/events/${c!.id}/edit?intent=cancel`, { confirm: 'yes', scope: 'following' }, organizer.cookie)).status).toBe(302)
      rows = await seriesOf(seriesId!)
      expect(rows.map((r) => r.cancelled)).toEqual([false, false, true, true])
      const told = await db()
        .select({ userId: notifications.userId, content: notifications.content, metadata: notifications.metadata })
        .from(notifications)
        .where(and(eq(notifications.userId, racers[5]!.id), eq(notifications.type, 'event')))
      const cancelledNotices = told.filter((n) => n.metadata?.kind === 'event_cancelled')
      expect(cancelledNotices).toHaveLength(1)
      expect(cancelledNotices[0]!.content).toBe(
        'The organizer cancelled this date and the next one you answered. They will not take place.',
      )
      const others = await db()
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(and(eq(notifications.userId, racers[2]!.id), eq(notifications.relatedId, String(a!.id))))
      expect(others).toHaveLength(0)
      expect(await html(`/events/${a!.id}`)).toContain('Cancelled')
      // and one email, naming the first date and the one after it (awaited: a queue message left
      // for later would be delivered into the next test file's storage)
      const mailed = await waitFor(async () => {
        const rows = await db()
          .select({ to: emailOutbox.toAddress, text: emailOutbox.textBody })
          .from(emailOutbox)
          .where(and(eq(emailOutbox.templateKey, 'event_cancelled'), eq(emailOutbox.toAddress, `${racers[5]!.id}@test.haven.local`)))
        return rows.length ? rows : null
      })
      expect(mailed).toHaveLength(1)
      expect(mailed[0]!.text).toContain('and 1 later date')
    })
  })

  describe('images', () => {
    const upload = (path: string, fields: Record<string, string | string[]>, image: File | null, cookie: string) => {
      const body = new FormData()
      for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v)
      if (image) body.append('image', image)
      return call(path, { method: 'POST', cookie, body })
    }
    const jpeg = () => new File([JPEG_WITH_GPS], 'party.jpg', { type: 'image/jpeg' })
    const imageOf = async (id: number) => (await db().select({ url: events.imageUrl }).from(events).where(eq(events.id, id)))[0]!.url
    const keyOf = (url: string) => url.slice('/media/'.length)

    it('stores the image without its metadata and shows it on the page', async () => {
      const response = await upload('/events/new', { ...valid, title: 'Picture Party', capacity: '' }, jpeg(), organizer.cookie)
      expect(response.status).toBe(302)
      const id = createdId(response)
      const url = await imageOf(id)
      expect(url).toMatch(/^\/media\/events\/[0-9a-f-]{36}\.jpg$/)
      const stored = await env.MEDIA.get(keyOf(url!))
      expect(has(JPEG_WITH_GPS, 'GPSLatitude')).toBe(true)
      expect(has(new Uint8Array(await stored!.arrayBuffer()), 'GPSLatitude')).toBe(false)
      const served = await getPage(url!)
      expect(served.status).toBe(200)
      expect(served.headers.get('Cache-Control')).toContain('public')
      await served.arrayBuffer()
      expect(await html(`/events/${id}`)).toContain(`src="${url}"`)
    })

    it('refuses a file that is not an image, keeping the form', async () => {
      const fake = new File(['just some text'], 'party.jpg', { type: 'image/jpeg' })
      const response = await upload('/events/new', { ...valid, title: 'Fake Picture' }, fake, organizer.cookie)
      expect(response.status).toBe(400)
      const page = await response.text()
      expect(page).toContain('Choose a JPEG, PNG, WebP or GIF image.')
      expect(page).toContain('Fake Picture')
      expect(await db().select({ id: events.id }).from(events).where(eq(events.title, 'Fake Picture'))).toHaveLength(0)
    })

    it('serves a private crew’s event image to its members only', async () => {
      const response = await upload(
        '/events/new',
        { ...valid, title: 'Crew Portrait', crew: 'secret-crew', capacity: '' },
        jpeg(),
        organizer.cookie,
      )
      expect(response.status).toBe(302)
      const url = await imageOf(createdId(response))
      expect((await getPage(url!)).status).toBe(404)
      expect((await getPage(url!, outsider.cookie)).status).toBe(404)
      const member = await getPage(url!, crewMember.cookie)
      expect(member.status).toBe(200)
      expect(member.headers.get('Cache-Control')).toContain('private')
      await member.arrayBuffer()
    })

    it('keeps a series’ shared image until no date names it, then deletes it', async () => {
      const first = createdId(
        await upload(
          '/events/new',
          { ...valid, title: 'Gallery Nights', date: '2027-05-04', capacity: '', repeat: 'weekly', repeatEnd: 'count', repeatCount: '2' },
          jpeg(),
          organizer.cookie,
        ),
      )
      const [{ seriesId }] = await db().select({ seriesId: events.seriesId }).from(events).where(eq(events.id, first))
      const dates = await db()
        .select({ id: events.id, url: events.imageUrl })
        .from(events)
        .where(eq(events.seriesId, seriesId!))
        .orderBy(events.startsAt)
      expect(dates[1]!.url).toBe(dates[0]!.url)
      const shared = dates[0]!.url!
      const edit = (id: number, date: string, extra: Record<string, string>, image: File | null = null) =>
        upload(
          `/events/${id}/edit`,
          { ...valid, title: 'Gallery Nights', date, capacity: '', scope: 'one', ...extra },
          image,
          organizer.cookie,
        )
      // the first date gets a picture of its own: the second still shows the shared one
      expect((await edit(dates[0]!.id, '2027-05-04', {}, jpeg())).status).toBe(302)
      const replaced = await imageOf(dates[0]!.id)
      expect(replaced).not.toBe(shared)
      expect(await env.MEDIA.head(keyOf(shared))).not.toBeNull()
      // the second lets it go: nobody names it any more
      expect((await edit(dates[1]!.id, '2027-05-11', { removeImage: 'on' })).status).toBe(302)
      expect(await imageOf(dates[1]!.id)).toBeNull()
      expect(await env.MEDIA.head(keyOf(shared))).toBeNull()
      expect(await env.MEDIA.head(keyOf(replaced!))).not.toBeNull()
    })
  })
})

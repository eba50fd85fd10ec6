import { env } from 'cloudflare:test'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accounts,
  blocks,
  cities,
  communityGroups,
  countries,
  friendships,
  groupMembers,
  profilePhotos,
  profiles,
  userRoles,
} from '~/db/schema'
import { DIRECTORY_NAME_SORT_MAX, listDirectory, parseDirectoryQuery, resolveDirectoryQuery } from '~/models/members/directory.server'
import { getMemberProfile } from '~/models/members/profile-page.server'
import { asMember, VISITOR, type Viewer } from '~/models/viewer'
import { createMemberWithSession, db, getPage, ORIGIN, postForm, withoutPageTexts } from './helpers'

/**
 * Member profiles (/user/{id}) and the user directory (/users): each privacy level for each
 * viewer (visitor, member, friend, blocked either way, self, staff), the same 404 for an unknown,
 * hidden, blocked or suspended member, the city only when shown, crews and mutual friends by
 * their rules, and the directory's filters and exclusions.
 */
const BERLIN = 2950159
const HAMBURG = 2911298

type Member = { id: string; cookie: string }
const m = {} as Record<
  | 'everyone'
  | 'members'
  | 'friends'
  | 'nobody'
  | 'viewer'
  | 'friend'
  | 'blocker'
  | 'blockedByViewer'
  | 'hidden'
  | 'suspended'
  | 'staff'
  | 'noName'
  | 'cityHidden'
  | 'accents',
  Member
>

const pair = (a: string, b: string) => (a < b ? { userAId: a, userBId: b } : { userAId: b, userBId: a })

async function member(name: string | null, values: Partial<typeof profiles.$inferInsert> = {}) {
  const created = await createMemberWithSession(name ?? 'x')
  await db()
    .update(profiles)
    .set({ displayName: name, ...values })
    .where(eq(profiles.userId, created.id))
  return created
}

beforeAll(async () => {
  const d = db()
  await d.insert(countries).values({ id: 'de', name: 'Germany', names: { en: 'Germany' }, continent: 'EU', timezones: ['Europe/Berlin'] })
  await d.insert(cities).values([
    { id: BERLIN, countryId: 'de', name: 'Berlin', asciiName: 'Berlin', timezone: 'Europe/Berlin', latitude: 52.5, longitude: 13.4 },
    { id: HAMBURG, countryId: 'de', name: 'Hamburg', asciiName: 'Hamburg', timezone: 'Europe/Berlin', latitude: 53.5, longitude: 10 },
  ])
  m.everyone = await member('Ezra Everyone', {
    profileVisibility: 'everyone',
    cityId: BERLIN,
    showCity: true,
    bio: 'Everyone can read this bio.',
    pronouns: 'they/them',
    interests: ['music', 'books'],
    lookingFor: ['friends'],
    userMode: 'friends',
  })
  m.members = await member('Mina Members', { profileVisibility: 'members', cityId: BERLIN, showCity: true, interests: ['music'] })
  m.friends = await member('Fern Friendsonly', { profileVisibility: 'friends', bio: 'Friends-only bio.' })
  m.nobody = await member('Nova Nobody', { profileVisibility: 'nobody', bio: 'Nobody bio.' })
  m.viewer = await member('Vic Viewer', { profileVisibility: 'members' })
  m.friend = await member('Frankie Friend', { profileVisibility: 'members', cityId: HAMBURG, showCity: true, userMode: 'dating' })
  m.blocker = await member('Blair Blocker', { profileVisibility: 'everyone' })
  m.blockedByViewer = await member('Bo Blockedbyviewer', { profileVisibility: 'everyone' })
  m.hidden = await member('Hana Hidden', { profileVisibility: 'everyone', hiddenFromDirectory: true })
  m.suspended = await member('Sol Suspended', { profileVisibility: 'everyone' })
  m.staff = await member('Sam Staff', { profileVisibility: 'members' })
  m.noName = await member(null, { profileVisibility: 'everyone' })
  m.cityHidden = await member('Cyd Cityhidden', { profileVisibility: 'everyone', cityId: HAMBURG, showCity: false })
  m.accents = await member('Zoë Ångström-Lind', { profileVisibility: 'members' })
  await d.update(accounts).set({ status: 'suspended' }).where(eq(accounts.id, m.suspended.id))
  await d.insert(userRoles).values({ userId: m.staff.id, role: 'moderator' })
  // the viewer's friends: Frankie and Fern; Frankie is also Ezra's friend (a mutual friend)
  await d
    .insert(friendships)
    .values([
      pair(m.viewer.id, m.friend.id),
      pair(m.viewer.id, m.friends.id),
      pair(m.everyone.id, m.friend.id),
      pair(m.everyone.id, m.nobody.id),
    ])
  await d.insert(blocks).values([
    { blockerId: m.blocker.id, blockedId: m.viewer.id },
    { blockerId: m.viewer.id, blockedId: m.blockedByViewer.id },
  ])
  await d.insert(communityGroups).values([
    { id: 'crew-open', slug: 'open', name: 'Open Crew', visibility: 'public' },
    { id: 'crew-secret', slug: 'secret', name: 'Secret Crew', visibility: 'private' },
  ])
  await d.insert(groupMembers).values([
    { groupId: 'crew-open', userId: m.everyone.id, role: 'member', status: 'active' },
    { groupId: 'crew-secret', userId: m.everyone.id, role: 'member', status: 'active' },
  ])
  await d.insert(profilePhotos).values([
    { id: 'photo-1', userId: m.everyone.id, r2Key: 'photos/x.png', url: '/media/photos/x.png', caption: 'At the lake', position: 0 },
    { id: 'photo-2', userId: m.nobody.id, r2Key: 'photos/n.png', url: '/media/photos/n.png', position: 0 },
    { id: 'photo-3', userId: m.members.id, r2Key: 'photos/m.png', url: '/media/photos/m.png', position: 0 },
  ])
  for (const key of ['photos/x.png', 'photos/n.png', 'photos/m.png'])
    await env.MEDIA.put(key, new Uint8Array([137, 80, 78, 71]), { httpMetadata: { contentType: 'image/png' } })
})

/** Whether the viewer gets the profile page (200) or the 404; the two only. */
async function sees(viewer: Member | null, target: Member) {
  const response = await getPage(`/user/${target.id}`, viewer?.cookie)
  expect([200, 404]).toContain(response.status)
  return response.status === 200
}

describe('profile visibility, each level for each viewer', () => {
  it('visitors see only profiles visible to everyone', async () => {
    expect(await sees(null, m.everyone)).toBe(true)
    expect(await sees(null, m.members)).toBe(false)
    expect(await sees(null, m.friends)).toBe(false)
    expect(await sees(null, m.nobody)).toBe(false)
  })

  it('members see everyone and members profiles, friends-only only as friends, nobody never', async () => {
    expect(await sees(m.viewer, m.everyone)).toBe(true)
    expect(await sees(m.viewer, m.members)).toBe(true)
    expect(await sees(m.viewer, m.friends)).toBe(true) // a friend
    expect(await sees(m.friend, m.friends)).toBe(false) // not a friend
    expect(await sees(m.viewer, m.nobody)).toBe(false)
    expect(await sees(m.everyone, m.nobody)).toBe(false) // even a friend: nobody is nobody
  })

  it('a block hides both ways', async () => {
    expect(await sees(m.viewer, m.blocker)).toBe(false)
    expect(await sees(m.blocker, m.viewer)).toBe(false)
    expect(await sees(m.viewer, m.blockedByViewer)).toBe(false)
    expect(await sees(m.blockedByViewer, m.viewer)).toBe(false)
    // others still see them
    expect(await sees(m.friend, m.blocker)).toBe(true)
    expect(await sees(null, m.blockedByViewer)).toBe(true)
  })

  it('the member sees their own profile whatever its privacy, with Edit profile; staff see blocked and suspended ones, not hidden ones (decision 034)', async () => {
    expect(await sees(m.nobody, m.nobody)).toBe(true)
    const own = withoutPageTexts(await (await getPage(`/user/${m.nobody.id}`, m.nobody.cookie)).text())
    expect(own).toContain('href="/profile/settings"')
    expect(own).toContain('Edit profile')
    expect(own).toContain('nobody but you')
    for (const target of [m.blocker, m.suspended]) expect(await sees(m.staff, target)).toBe(true)
    for (const target of [m.nobody, m.friends]) expect(await sees(m.staff, target)).toBe(false)
    expect(withoutPageTexts(await (await getPage(`/user/${m.suspended.id}`, m.staff.cookie)).text())).toContain('Staff view')
  })

  it('unknown, hidden, blocked and suspended answer the very same 404', async () => {
    const bodies: string[] = []
    for (const [path, cookie] of [
      [`/user/${crypto.randomUUID()}`, m.viewer.cookie],
      [`/user/${m.nobody.id}`, m.viewer.cookie],
      [`/user/${m.blocker.id}`, m.viewer.cookie],
      [`/user/${m.blockedByViewer.id}`, m.viewer.cookie],
      [`/user/${m.suspended.id}`, m.viewer.cookie],
    ] as const) {
      const response = await getPage(path, cookie)
      expect(response.status, path).toBe(404)
      // the page's own words only (ids and nonces differ): the same shape for every reason
      const text = withoutPageTexts(await response.text())
        .replace(/<script[\s\S]*?<\/script>/g, '')
        .replace(/nonce="[^"]*"/g, '')
        .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'ID')
      bodies.push(text)
      expect(text).not.toContain('Nova Nobody')
      expect(text).not.toContain('Blair Blocker')
    }
    expect(new Set(bodies).size).toBe(1)
    expect((await getPage('/user/not%20an%20id', m.viewer.cookie)).status).toBe(404)
  })
})

describe('what a profile shows', () => {
  it('shows the fields, the city when shown, the crews the viewer may see, photos and mutual friends', async () => {
    const html = withoutPageTexts(await (await getPage(`/user/${m.everyone.id}`, m.viewer.cookie)).text())
    expect(html).toContain('Ezra Everyone')
    expect(html).toContain('they/them')
    expect(html).toContain('Making Friends')
    expect(html).toContain('Berlin')
    expect(html).toContain('Everyone can read this bio.')
    expect(html).toContain('Music')
    expect(html).toContain('At the lake')
    expect(html).toContain('href="/groups/crew-open"')
    expect(html).not.toContain('Secret Crew')
    // Frankie is the viewer's and Ezra's friend; Nova (Ezra's friend, profile for nobody) is not shown
    expect(html).toContain('Mutual friends')
    expect(html).toContain('Frankie Friend')
    expect(html).not.toContain('Nova Nobody')
    expect(html).toContain(`href="/messages?to=${m.everyone.id}"`)
    expect(html).toContain('Add friend')
    expect(html).toContain('Block')
    // a profile visible to everyone may be indexed; the others not
    expect(html).not.toContain('name="robots" content="noindex"')
    expect(withoutPageTexts(await (await getPage(`/user/${m.members.id}`, m.viewer.cookie)).text())).toContain(
      'name="robots" content="noindex"',
    )
    const response = await getPage(`/user/${m.everyone.id}`)
    expect(response.headers.get('Cache-Control')).toContain('no-store')
  })

  it('never shows the city of a member who hides it, and names a member without a name Anonymous User', async () => {
    const html = withoutPageTexts(await (await getPage(`/user/${m.cityHidden.id}`)).text())
    expect(html).toContain('Cyd Cityhidden')
    expect(html).not.toContain('Hamburg')
    const anonymous = withoutPageTexts(await (await getPage(`/user/${m.noName.id}`)).text())
    expect(anonymous).toContain('Anonymous User')
  })

  it('the model answers null alike for each hidden reason and names the friend state', async () => {
    const read = (viewer: Viewer, target: Member) => getMemberProfile(db(), viewer, target.id, 'en')
    expect(await read(asMember(m.viewer.id), m.nobody)).toBeNull()
    expect(await read(asMember(m.viewer.id), m.blocker)).toBeNull()
    expect(await read(VISITOR, m.members)).toBeNull()
    expect((await read(asMember(m.viewer.id), m.friend))?.friendState).toBe('friends')
    expect((await read(asMember(m.viewer.id), m.viewer))?.friendState).toBe('self')
    expect((await read({ id: m.staff.id, roles: ['moderator'] }, m.suspended))?.staffView).toBe(true)
  })

  it('blocks from the profile after its confirmation, then the profile is gone both ways', async () => {
    const a = await member('Ari Blocking', { profileVisibility: 'everyone' })
    const b = await member('Bea Blocked', { profileVisibility: 'everyone' })
    await db().insert(friendships).values(pair(a.id, b.id))
    const post = (fields: Record<string, string>) => postForm(`/user/${b.id}`, fields, a.cookie)
    expect((await post({ intent: 'block' })).status).toBe(400) // no confirmation
    const blocked = await post({ intent: 'block', confirm: 'yes' })
    expect(blocked.status).toBe(302)
    expect(blocked.headers.get('Location')).toBe('/users')
    expect(await sees(a, b)).toBe(false)
    expect(await sees(b, a)).toBe(false)
    // the block ended their friendship
    expect(
      await db()
        .select()
        .from(friendships)
        .where(eq(friendships.userAId, pair(a.id, b.id).userAId)),
    ).toHaveLength(0)
  })
})

describe('profile photo files', () => {
  it('are served as far as the profile reaches: public for everyone profiles, private for members, never for nobody', async () => {
    const everyone = await getPage('/media/photos/x.png')
    expect(everyone.status).toBe(200)
    expect(everyone.headers.get('Cache-Control')).toContain('public')
    expect((await getPage('/media/photos/m.png')).status).toBe(404)
    const member = await getPage('/media/photos/m.png', m.viewer.cookie)
    expect(member.status).toBe(200)
    expect(member.headers.get('Cache-Control')).toContain('private')
    expect((await getPage('/media/photos/n.png', m.viewer.cookie)).status).toBe(404)
    expect((await getPage('/media/photos/n.png', m.nobody.cookie)).status).toBe(200)
    expect((await getPage('/media/photos/m.png', m.blocker.cookie)).status).toBe(200)
  })
})

describe('the user directory', () => {
  const list = async (viewer: Viewer, search = '') => {
    const url = new URL(`${ORIGIN}/users${search}`)
    const resolved = await resolveDirectoryQuery(db(), viewer, parseDirectoryQuery(url), 'en')
    return listDirectory(db(), viewer, resolved, 'en')
  }
  const names = (page: Awaited<ReturnType<typeof list>>) => page.cards.map((c) => c.displayName)

  it('lists members by listedProfile: visitors only everyone profiles; never hidden, blocked or suspended', async () => {
    const visitor = names(await list(VISITOR))
    expect(visitor).toContain('Ezra Everyone')
    expect(visitor).not.toContain('Mina Members')
    expect(visitor).not.toContain('Hana Hidden')
    expect(visitor).not.toContain('Sol Suspended')
    expect(visitor).not.toContain('Nova Nobody')
    const viewer = names(await list(asMember(m.viewer.id)))
    expect(viewer).toContain('Mina Members')
    expect(viewer).toContain('Fern Friendsonly')
    expect(viewer).not.toContain('Hana Hidden')
    expect(viewer).not.toContain('Blair Blocker')
    expect(viewer).not.toContain('Bo Blockedbyviewer')
    expect(viewer).not.toContain('Nova Nobody')
    expect(viewer).toContain(null) // Anonymous User, last
  })

  it('filters by name (start of the name or of a word), city, mode and interests', async () => {
    const viewer = asMember(m.viewer.id)
    expect(names(await list(viewer, '?q=ezr'))).toEqual(['Ezra Everyone'])
    expect(names(await list(viewer, '?q=friendsonly'))).toEqual(['Fern Friendsonly'])
    expect(names(await list(viewer, '?q=zzz'))).toEqual([])
    // words, not any part: a later word, several words, case and diacritics aside, after a hyphen
    expect(names(await list(viewer, '?q=ezra+ev'))).toEqual(['Ezra Everyone'])
    expect(names(await list(viewer, '?q=angstrom'))).toEqual(['Zoë Ångström-Lind'])
    expect(names(await list(viewer, '?q=ZOE'))).toEqual(['Zoë Ångström-Lind'])
    expect(names(await list(viewer, '?q=lind'))).toEqual(['Zoë Ångström-Lind'])
    expect(names(await list(viewer, '?q=ngstr'))).toEqual([])
    expect(names(await list(viewer, '?q=everyone+ezra'))).toEqual([])
    // a name the viewer may not list is never found by it
    expect(names(await list(VISITOR, '?q=angstrom'))).toEqual([])
    expect(names(await list(viewer, '?q=nova'))).toEqual([])
    expect(names(await list(viewer, `?city=${BERLIN}`)).sort()).toEqual(['Ezra Everyone', 'Mina Members'])
    // Cyd hides their city (Hamburg): never found by it
    expect(names(await list(viewer, `?city=${HAMBURG}`))).toEqual(['Frankie Friend'])
    expect(names(await list(viewer, '?mode=dating'))).toEqual(['Frankie Friend'])
    expect(names(await list(viewer, '?interest=music')).sort()).toEqual(['Ezra Everyone', 'Mina Members'])
    expect(names(await list(viewer, '?interest=music&interest=books'))).toEqual(['Ezra Everyone'])
  })

  it('the page: SPEC texts, a GET form, messy URLs redirected to the clean one', async () => {
    const page = await getPage('/users?q=ezra', m.viewer.cookie)
    expect(page.status).toBe(200)
    const html = withoutPageTexts(await page.text())
    expect(html).toContain('User directory')
    expect(html).toContain('Ezra Everyone')
    expect(html).toContain('method="get"')
    expect(html).toContain('name="robots" content="noindex"')
    const none = withoutPageTexts(await (await getPage('/users?q=qqqqq', m.viewer.cookie)).text())
    expect(none).toContain('Nothing here, bestie! Try another search term.')
    const messy = await getPage('/users?q=&city=&mode=&interest=music&interest=spaceships&page=1&x=1')
    expect(messy.status).toBe(302)
    expect(messy.headers.get('Location')).toBe('/users?interest=music')
    // a city no listed member shows is dropped, a page past the end goes to the last
    expect((await getPage(`/users?city=${HAMBURG}`)).headers.get('Location')).toBe('/users')
    expect((await getPage('/users?page=40')).headers.get('Location')).toBe('/users')
    // the cities offered are those members show (a visitor: only everyone profiles)
    const visitorHtml = withoutPageTexts(await (await getPage('/users')).text())
    expect(visitorHtml).toContain(`value="${BERLIN}"`)
    expect(visitorHtml).not.toContain(`value="${HAMBURG}"`)
    expect(visitorHtml).not.toContain('Hana Hidden')
    // a member is offered the cities of members-only profiles they may list
    const memberHtml = withoutPageTexts(await (await getPage('/users', m.viewer.cookie)).text())
    expect(memberHtml).toContain(`value="${HAMBURG}"`)
  })

  // last: the members below would push the others off the first page
  it('counts to 1,000+ only, and finds a common word and a rare one among thousands', async () => {
    const bulk = DIRECTORY_NAME_SORT_MAX + 1
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${bulk})
       INSERT INTO accounts (id, email) SELECT 'bulk-' || i, 'bulk-' || i || '@t.local' FROM n`,
    ).run()
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${bulk})
       INSERT INTO profiles (user_id, display_name, profile_visibility) SELECT 'bulk-' || i, 'Bulk Member ' || printf('%04d', i), 'everyone' FROM n`,
    ).run()
    const all = await list(VISITOR)
    expect(all).toMatchObject({ total: 1000, totalCapped: true, pageCount: 42 })
    // 'member' has more hits than DIRECTORY_NAME_SORT_MAX: the order's index is walked
    const common = await list(VISITOR, '?q=member&page=2')
    expect(common).toMatchObject({ total: 1000, totalCapped: true })
    expect(names(common)[0]).toBe('Bulk Member 0025')
    expect(names(await list(asMember(m.viewer.id), '?q=mem'))[0]).toBe('Bulk Member 0001')
    // one among thousands, by a later word, read from its hits
    expect(await list(VISITOR, '?q=member+1234')).toMatchObject({ total: 1, totalCapped: false })
    expect(names(await list(VISITOR, '?q=0042'))).toEqual(['Bulk Member 0042'])
    // a name's few hits (at most DIRECTORY_NAME_SORT_MAX: 'member 12…' is Bulk Member 1200–1299), counted and paged by one statement
    const twelve = await list(VISITOR, '?q=member+12&page=2')
    expect(twelve).toMatchObject({ total: 100, totalCapped: false, page: 2, pageCount: 5 })
    expect(names(twelve)).toHaveLength(24)
    expect(names(twelve)[0]).toBe('Bulk Member 1224')
    // past the last page no row carries the total: it is counted apart (the page then redirects to the last)
    expect(await list(VISITOR, '?q=member+12&page=9')).toMatchObject({ total: 100, pageCount: 5, cards: [] })
    const html = withoutPageTexts(await (await getPage('/users')).text())
    expect(html).toContain('1,000+')
  })
})

import { env } from 'cloudflare:test'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { blocks, cities, communityGroups, countries, groupMembers, groupNotifications, groupRules, userRoles } from '~/db/schema'
import { notifyCrewMembers } from '~/models/crews/crew-notifications.server'
import { CREW_LIMITS } from '~/models/crews/create-schema'
import { has, JPEG_WITH_GPS } from '../image-fixtures'
import { call, createMemberWithSession, db, formData, withoutPageTexts } from './helpers'

/**
 * /groups and the creation of a crew (issue 18): what a visitor and a member find, and how much
 * of a listed private crew (its name, description and size, nothing else, not even through the
 * filters); the creation form's refusals and the crew it makes (owner, rules, cover without
 * metadata served by the crew's rule, the search index); a crew event's notification.
 */
type Member = Awaited<ReturnType<typeof createMemberWithSession>>
const m = {} as Record<'owner' | 'insider' | 'outsider' | 'staff', Member>
const BERLIN = 2950159

const crew = (id: string, values: Partial<typeof communityGroups.$inferInsert>) => ({
  id,
  slug: id,
  name: `Crew ${id}`,
  description: `About ${id}`,
  visibility: 'public' as const,
  ...values,
})
const read = async (path: string, who?: Member) => withoutPageTexts(await (await call(path, { cookie: who?.cookie })).text())

beforeAll(async () => {
  const d = db()
  await d
    .insert(countries)
    .values([
      { id: 'de', name: 'Germany', names: { en: 'Germany', de: 'Deutschland' }, continent: 'EU', timezones: ['Europe/Berlin'], flag: '🇩🇪' },
    ])
    .onConflictDoNothing()
  await d
    .insert(cities)
    .values([
      {
        id: BERLIN,
        countryId: 'de',
        name: 'Berlin',
        asciiName: 'Berlin',
        population: 3_426_354,
        latitude: 52.52,
        longitude: 13.4,
        timezone: 'Europe/Berlin',
      },
    ])
    .onConflictDoNothing()
  m.owner = await createMemberWithSession('Olli Owner')
  m.insider = await createMemberWithSession('Ines Insider')
  m.outsider = await createMemberWithSession('Otto Outsider')
  m.staff = await createMemberWithSession('Sam Staff')
  await d.insert(userRoles).values({ userId: m.staff.id, role: 'moderator' })
  await d.insert(communityGroups).values([
    crew('open-hikers', {
      name: 'Open Hikers Berlin',
      description: 'Walks by the lakes',
      cityId: BERLIN,
      countryId: 'de',
      category: 'sports',
    }),
    crew('listed-circle', {
      name: 'Listed Circle',
      description: 'A quiet support circle',
      visibility: 'private',
      listed: true,
      cityId: BERLIN,
      countryId: 'de',
      category: 'support',
    }),
    crew('unlisted-circle', {
      name: 'Unlisted Circle',
      description: 'By invitation',
      visibility: 'private',
      listed: false,
      category: 'support',
    }),
    crew('hidden-crew', { name: 'Hidden Crew', description: 'Taken down', hiddenAt: new Date(), category: 'social' }),
  ])
  await d.insert(groupMembers).values([
    { groupId: 'open-hikers', userId: m.owner.id, role: 'owner' },
    { groupId: 'listed-circle', userId: m.owner.id, role: 'owner' },
    { groupId: 'listed-circle', userId: m.insider.id, role: 'member' },
    { groupId: 'unlisted-circle', userId: m.insider.id, role: 'owner' },
    { groupId: 'listed-circle', userId: m.outsider.id, role: 'member', status: 'pending' },
  ])
})

describe('/groups', () => {
  it('counts active members by the triggers', async () => {
    const rows = await db().select({ id: communityGroups.id, n: communityGroups.memberCount }).from(communityGroups)
    expect(Object.fromEntries(rows.map((r) => [r.id, r.n]))).toMatchObject({ 'open-hikers': 1, 'listed-circle': 2, 'unlisted-circle': 1 })
    await db().update(groupMembers).set({ status: 'active' }).where(eq(groupMembers.userId, m.outsider.id))
    expect((await db().select().from(communityGroups).where(eq(communityGroups.id, 'listed-circle')).get())!.memberCount).toBe(3)
    await db().update(groupMembers).set({ status: 'pending' }).where(eq(groupMembers.userId, m.outsider.id))
    expect((await db().select().from(communityGroups).where(eq(communityGroups.id, 'listed-circle')).get())!.memberCount).toBe(2)
  })

  it('shows a visitor public crews in full and a listed private crew by name, description and size only', async () => {
    const html = await read('/groups')
    expect(html).toContain('Open Hikers Berlin')
    expect(html).toContain('Walks by the lakes')
    expect(html).toContain('Berlin, Germany')
    expect(html).toContain('Listed Circle')
    expect(html).toContain('A quiet support circle')
    expect(html).toContain('Request to join')
    const card = html.slice(html.indexOf('Listed Circle'), html.indexOf('A quiet support circle'))
    expect(card).toContain('2 members')
    expect(card).not.toContain('Support') // its category is for its members
    expect(card).not.toContain('Berlin')
    expect(html).not.toContain('Unlisted Circle')
    expect(html).not.toContain('Hidden Crew')
    expect(html).toContain('2 crews')
  })

  it('never tells a listed private crew’s place or category through the filters, but shows it in full to its members', async () => {
    for (const query of [`city=${BERLIN}`, 'country=de', 'category=support']) {
      const html = await read(`/groups?${query}`, m.outsider)
      expect(html, query).not.toContain('Listed Circle')
    }
    const insider = await read(`/groups?city=${BERLIN}&category=support`, m.insider)
    expect(insider).toContain('Listed Circle')
    expect(insider).toContain('Berlin, Germany')
    expect(insider).toContain('You are a member')
    expect(await read('/groups', m.insider)).toContain('Unlisted Circle')
    // the filter's city list names only places of crews the viewer sees in full
    expect(await read('/groups?q=circle', m.outsider)).toContain('Listed Circle')
    expect(await read('/groups', m.staff)).toContain('Hidden Crew')
  })

  it('searches names and descriptions, filters by size, sorts, and redirects a messy URL to its clean form', async () => {
    expect(await read('/groups?q=LAKES')).toContain('Open Hikers Berlin')
    expect(await read('/groups?q=lakes')).not.toContain('Listed Circle')
    expect(await read('/groups?size=large')).not.toContain('Open Hikers Berlin')
    expect(await read('/groups?size=small')).toContain('Open Hikers Berlin')
    const byName = await read('/groups?sort=name')
    expect(byName.indexOf('Listed Circle')).toBeLessThan(byName.indexOf('Open Hikers Berlin'))
    const messy = await call('/groups?q=&city=abc&category=nope&sort=members&page=1')
    expect(messy.status).toBe(302)
    expect(messy.headers.get('Location')).toBe('/groups')
    const past = await call('/groups?page=9')
    expect(past.headers.get('Location')).toBe('/groups')
  })

  it('finds crews by the words of their name or description (crew_words): any order, each a prefix, accents ignored, kept up to date', async () => {
    expect(await read('/groups?q=lake+hik')).toContain('Open Hikers Berlin') // 'Walks by the lakes', 'Hikers'
    expect(await read('/groups?q=b%C3%A9rlin+walks')).toContain('Open Hikers Berlin')
    expect(await read('/groups?q=hikers+circle')).not.toContain('Open Hikers Berlin') // every word must be there
    // the index finds ids only: the list still applies crewTeaserVisible
    expect(await read('/groups?q=invitation', m.outsider)).not.toContain('Unlisted Circle')
    expect(await read('/groups?q=invitation', m.insider)).toContain('Unlisted Circle')
    expect(await read('/groups?q=taken')).not.toContain('Hidden Crew')
    // a renamed crew is found by its new words only; a deleted one leaves no words behind
    await db()
      .insert(communityGroups)
      .values(crew('renamed-crew', { name: 'Sunday Brunch Club', description: 'Pancakes' }))
    expect(await read('/groups?q=brunch')).toContain('Sunday Brunch Club')
    await db()
      .update(communityGroups)
      .set({ name: 'Saturday Waffle Club', description: null })
      .where(eq(communityGroups.id, 'renamed-crew'))
    expect(await read('/groups?q=brunch')).not.toContain('Club')
    expect(await read('/groups?q=pancakes')).not.toContain('Club')
    expect(await read('/groups?q=waffle')).toContain('Saturday Waffle Club')
    await db().delete(communityGroups).where(eq(communityGroups.id, 'renamed-crew'))
    const [left] = await db().all<{ n: number }>(
      sql`SELECT (SELECT count(*) FROM crew_words WHERE crew_words MATCH 'waffle') + (SELECT count(*) FROM crew_word_keys WHERE group_id = 'renamed-crew') AS n`,
    )
    expect(left?.n).toBe(0)
    // a text without a letter or digit is read in each crew's text instead
    await db()
      .insert(communityGroups)
      .values(crew('plus-crew', { name: 'LGBTQ+ Gamers', description: null }))
    expect(await read('/groups?q=%2B')).toContain('LGBTQ+ Gamers')
    expect(await read('/groups?q=%2B')).not.toContain('Open Hikers Berlin')
    await db().delete(communityGroups).where(eq(communityGroups.id, 'plus-crew'))
  })
})

describe('creating a crew', () => {
  const create = (who: Member | null, fields: Record<string, string | File>) =>
    call('/groups/new', { method: 'POST', cookie: who?.cookie, body: formData(fields) })
  const fields = (values: Record<string, string | File> = {}) => ({
    name: 'Queer Readers Berlin',
    description: 'We read queer books and talk about them.',
    category: 'arts',
    visibility: 'public',
    ...values,
  })

  it('sends a visitor to sign in, and refuses bad input with translated messages (4xx, never 500)', async () => {
    const visitor = await create(null, fields())
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toContain('/auth')
    const cases: [Record<string, string | File>, number, string][] = [
      [{ name: ' a ' }, 400, 'The name needs at least 3 characters.'],
      [{ description: 'short' }, 400, 'The description needs at least 10 characters.'],
      [{ category: 'nope' }, 400, 'Choose a category.'],
      [{ visibility: 'secret' }, 400, 'Choose who can see the crew.'],
      [{ cityQuery: 'Atlantis of Nowhere' }, 400, 'We could not find that city.'],
      [{ rules: Array.from({ length: CREW_LIMITS.rulesMax + 1 }, (_, i) => `Rule ${i}`).join('\n') }, 400, 'Add at most 10 rules.'],
      [{ cover: new File(['not a picture'], 'x.jpg', { type: 'image/jpeg' }) }, 415, 'The cover must be a JPEG, PNG, WebP or GIF image.'],
    ]
    for (const [values, status, text] of cases) {
      const res = await create(m.outsider, fields(values))
      expect(res.status, JSON.stringify(Object.keys(values))).toBe(status)
      expect(await res.text()).toContain(text)
    }
    expect(await db().select().from(communityGroups).where(eq(communityGroups.createdBy, m.outsider.id))).toHaveLength(0)
  })

  it('makes the creator its owner, with its rules, its city, and a public crew in the search index', async () => {
    const res = await create(m.outsider, fields({ cityQuery: 'Berlin', rules: 'Be kind\n\n  Spoilers need a warning  \n' }))
    expect(res.status).toBe(302)
    const id = res.headers.get('Location')!.replace('/groups/', '')
    const row = await db().select().from(communityGroups).where(eq(communityGroups.id, id)).get()
    expect(row).toMatchObject({
      name: 'Queer Readers Berlin',
      slug: 'queer-readers-berlin',
      category: 'arts',
      visibility: 'public',
      listed: true,
      cityId: BERLIN,
      countryId: 'de',
      memberCount: 1,
    })
    expect(await db().select().from(groupMembers).where(eq(groupMembers.groupId, id))).toMatchObject([
      { userId: m.outsider.id, role: 'owner', status: 'active' },
    ])
    expect(
      (await db().select().from(groupRules).where(eq(groupRules.groupId, id)).orderBy(groupRules.position)).map((r) => r.title),
    ).toEqual(['Be kind', 'Spoilers need a warning'])
    const indexed = await db().all<{ title: string }>(sql`SELECT title FROM search_index WHERE type = 'group' AND ref_id = ${id}`)
    expect(indexed).toEqual([{ title: 'Queer Readers Berlin' }])
    // the same name again gets its own address
    const again = await create(m.outsider, fields())
    const second = again.headers.get('Location')!.replace('/groups/', '')
    expect((await db().select().from(communityGroups).where(eq(communityGroups.id, second)).get())!.slug).toBe('queer-readers-berlin-2')
  })

  it('stores a private crew’s cover without its metadata and serves it to members only; never indexes a private crew', async () => {
    expect(has(JPEG_WITH_GPS, 'GPSLatitude')).toBe(true)
    const res = await create(
      m.owner,
      fields({ name: 'Secret Garden', visibility: 'private', cover: new File([JPEG_WITH_GPS], 'cover.jpg', { type: 'image/jpeg' }) }),
    )
    expect(res.status).toBe(302)
    const id = res.headers.get('Location')!.replace('/groups/', '')
    const row = (await db().select().from(communityGroups).where(eq(communityGroups.id, id)).get())!
    expect(row).toMatchObject({ visibility: 'private', listed: false })
    expect(row.imageUrl).toMatch(new RegExp(`^/media/crews/${id}/[0-9a-f-]{36}\\.jpg$`))
    const key = row.imageUrl!.replace('/media/', '')
    const bytes = new Uint8Array(await (await env.MEDIA.get(key))!.arrayBuffer())
    expect(has(bytes, 'Exif')).toBe(false)
    expect(has(bytes, 'GPSLatitude')).toBe(false)
    expect((await call(row.imageUrl!)).status).toBe(404)
    expect((await call(row.imageUrl!, { cookie: m.outsider.cookie })).status).toBe(404)
    const mine = await call(row.imageUrl!, { cookie: m.owner.cookie })
    expect(mine.status).toBe(200)
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await db().all(sql`SELECT 1 FROM search_index WHERE type = 'group' AND ref_id = ${id}`)).toEqual([])
  })

  it('allows a few crews a day', async () => {
    const busy = await createMemberWithSession('Busy Builder')
    for (let n = 0; n < CREW_LIMITS.perDay; n++) expect((await create(busy, fields({ name: `Crew number ${n}` }))).status).toBe(302)
    const over = await create(busy, fields({ name: 'One too many' }))
    expect(over.status).toBe(429)
    expect(await over.text()).toContain('You have created many crews today.')
  })
})

describe('crew notifications of new content', () => {
  it('tells every active member but the author, not pending members nor those who blocked the author', async () => {
    const blocker = await createMemberWithSession('Bo Blocker')
    await db().insert(groupMembers).values({ groupId: 'listed-circle', userId: blocker.id })
    await db().insert(blocks).values({ blockerId: blocker.id, blockedId: m.owner.id })
    const rows = await notifyCrewMembers({ db: db() }, { groupId: 'listed-circle', type: 'event', triggeredBy: m.owner.id, relatedId: 7 })
    expect(rows.map((r) => r.userId)).toEqual([m.insider.id])
    const stored = await db()
      .select()
      .from(groupNotifications)
      .where(and(eq(groupNotifications.groupId, 'listed-circle'), eq(groupNotifications.userId, m.insider.id)))
    expect(stored).toMatchObject([{ notificationType: 'event', triggeredByUserId: m.owner.id, relatedId: '7', readAt: null }])
  })
})

describe('editing a crew', () => {
  const send = (path: string, who: Member | null, fields: Record<string, string | File>) =>
    call(path, { method: 'POST', cookie: who?.cookie, body: formData(fields) })
  const png = (name: string) => new File([JPEG_WITH_GPS], name, { type: 'image/jpeg' })

  it('lets its leaders change it (cover replaced, rules kept by title, the search index in step), and no one else', async () => {
    const made = await send('/groups/new', m.owner, {
      name: 'Sunday Swimmers',
      description: 'Lake swims every Sunday morning.',
      category: 'sports',
      visibility: 'public',
      rules: 'Swim with a buddy\nBring a towel',
      cover: png('lake.jpg'),
    })
    const id = made.headers.get('Location')!.replace('/groups/', '')
    const before = (await db().select().from(communityGroups).where(eq(communityGroups.id, id)).get())!
    await db()
      .update(groupRules)
      .set({ body: 'Nobody swims alone.' })
      .where(and(eq(groupRules.groupId, id), eq(groupRules.title, 'Swim with a buddy')))
    await db().insert(groupMembers).values({ groupId: id, userId: m.insider.id })

    // who may not: a visitor signs in first, an ordinary member is refused, someone who may not see it gets a 404
    expect((await call(`/groups/${id}/edit`)).status).toBe(302)
    expect((await call(`/groups/${id}/edit`, { cookie: m.insider.cookie })).status).toBe(403)
    const refused = await send(`/groups/${id}/edit`, m.insider, {
      name: 'Taken Over',
      description: 'Not yours to change.',
      category: 'social',
      visibility: 'public',
    })
    expect(refused.status).toBe(403)
    expect((await call('/groups/unlisted-circle/edit', { cookie: m.outsider.cookie })).status).toBe(404)
    expect((await db().select().from(communityGroups).where(eq(communityGroups.id, id)).get())!.name).toBe('Sunday Swimmers')

    const form = await read(`/groups/${id}/edit`, m.owner)
    expect(form).toContain('value="Sunday Swimmers"')
    expect(form).toContain('Swim with a buddy')
    const bad = await send(`/groups/${id}/edit`, m.owner, {
      name: 'x',
      description: 'Lake swims every Sunday morning.',
      category: 'sports',
      visibility: 'public',
    })
    expect(bad.status).toBe(400)

    const saved = await send(`/groups/${id}/edit`, m.owner, {
      name: 'Sunday Swimmers Club',
      description: 'Lake swims every Sunday morning, now with a sauna.',
      category: 'wellness',
      visibility: 'private',
      rules: 'Sauna first\nSwim with a buddy',
      cover: png('sauna.jpg'),
    })
    expect(saved.status).toBe(302)
    expect(saved.headers.get('Location')).toBe(`/groups/${id}`)
    const after = (await db().select().from(communityGroups).where(eq(communityGroups.id, id)).get())!
    expect(after).toMatchObject({
      name: 'Sunday Swimmers Club',
      category: 'wellness',
      visibility: 'private',
      listed: false,
      slug: before.slug,
    })
    expect(after.imageUrl).not.toBe(before.imageUrl)
    expect(await env.MEDIA.get(before.imageUrl!.replace('/media/', ''))).toBeNull()
    expect(await env.MEDIA.get(after.imageUrl!.replace('/media/', ''))).not.toBeNull()
    const rules = await db().select().from(groupRules).where(eq(groupRules.groupId, id)).orderBy(groupRules.position)
    expect(rules.map((r) => [r.title, r.body])).toEqual([
      ['Sauna first', null],
      ['Swim with a buddy', 'Nobody swims alone.'],
    ])
    // private now: out of /search, and its members are still in
    expect(await db().all(sql`SELECT 1 FROM search_index WHERE type = 'group' AND ref_id = ${id}`)).toEqual([])
    expect(after.memberCount).toBe(2)
  })
})

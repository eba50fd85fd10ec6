import { getTableColumns, type SQL } from 'drizzle-orm'
import type { SQLiteTable } from 'drizzle-orm/sqlite-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accounts,
  blocks,
  cities,
  communityGroups,
  communityPosts,
  contentPages,
  countries,
  events,
  friendships,
  groupMembers,
  listingReviews,
  marketplaceListings,
  newsArticles,
  personalities,
  postComments,
  profiles,
  resources,
  travelGuides,
  userRoles,
  venuePhotos,
  venueReviews,
  venues,
} from '~/db/schema'
import { visibleNewsArticle } from '~/models/news/visibility.server'
import { visibleContentPage } from '~/models/wiki/visibility.server'
import { visiblePersonality } from '~/models/personalities/visibility.server'
import { visibleResource } from '~/models/resources/visibility.server'
import { visibleTravelGuide } from '~/models/travel/visibility.server'
import { crewContentVisible, visibleCrew, visibleCrewMember } from '~/models/crews/visibility.server'
import { eventGoesAhead, visibleEvent } from '~/models/events/visibility.server'
import { visibleComment, visibleFeedPost } from '~/models/feed/visibility.server'
import { visibleListing, visibleListingReview } from '~/models/marketplace/visibility.server'
import { listedProfile, searchableProfile, visibleProfile } from '~/models/members/visibility.server'
import { getCityDetail, getCountryDetail } from '~/models/places/places.server'
import { rebuildSearchIndex } from '~/models/search/search-index.server'
import { getHomeStats } from '~/models/site/stats.server'
import { getDashboardCounts } from '~/models/admin/dashboard.server'
import { getVenueDetail } from '~/models/venues/detail.server'
import { visibleVenue, visibleVenuePhoto, visibleVenueReview } from '~/models/venues/visibility.server'
import { VISITOR, type Viewer } from '~/models/viewer'
import { db } from './helpers'

/**
 * Each content type's visibility rule (docs/decisions/005-visibility-rules.md), for each kind
 * of viewer: a visitor, a member outside everything, a friend, a crew member, a member blocked
 * either way, the author or organizer, staff. Each rule is run as SQL against real D1 rows,
 * as every query about the type runs it.
 *
 * The cast (one account each):
 *   author  — writes, organises, uploads; friends with `friend`
 *   friend  — the author's friend
 *   crew    — an active member of the private crew (and of nothing else)
 *   pending — asked to join the private crew (not a member yet)
 *   outsider — a member with no ties
 *   blocker — blocked `outsider`; writes too (a review, a photo, an event, a post, a comment)
 *   mod     — a moderator
 */
const cast = ['author', 'friend', 'crew', 'pending', 'outsider', 'blocker', 'mod', 'gone'] as const
type Who = (typeof cast)[number]
const id: Record<Who, string> = Object.fromEntries(
  cast.map((who) => [who, `00000000-0000-4000-8000-${String(cast.indexOf(who) + 1).padStart(12, '0')}`]),
) as Record<Who, string>
const viewer = (who: Who): Viewer => ({ id: id[who], roles: who === 'mod' ? ['moderator'] : [] })
const VIEWERS = {
  visitor: VISITOR,
  author: viewer('author'),
  friend: viewer('friend'),
  crew: viewer('crew'),
  pending: viewer('pending'),
  outsider: viewer('outsider'),
  blocker: viewer('blocker'),
  mod: viewer('mod'),
}
type ViewerName = keyof typeof VIEWERS

/** The rows of `table` a rule lets the viewer see, by a key column, sorted. */
async function seen(table: SQLiteTable, key: string, rule: SQL) {
  const columns = getTableColumns(table) as Record<string, never>
  const rows = (await db().select({ key: columns[key]! }).from(table).where(rule).all()) as { key: string | number }[]
  return rows.map((r) => String(r.key)).sort()
}

/** For every viewer, what the rule shows; compared to the expectation in one assertion per rule. */
async function seenByEach(table: SQLiteTable, key: string, rule: (v: Viewer) => SQL) {
  const result: Partial<Record<ViewerName, string[]>> = {}
  for (const [name, v] of Object.entries(VIEWERS)) result[name as ViewerName] = await seen(table, key, rule(v))
  return result
}

const DAY = 86_400_000
const BERLIN = 2950159
const inBerlin = { cityId: BERLIN, countryId: 'de' }

beforeAll(async () => {
  const d = db()
  await d.insert(countries).values({ id: 'de', name: 'Germany', names: { en: 'Germany' }, continent: 'EU', timezones: ['Europe/Berlin'] })
  await d.insert(cities).values({
    id: BERLIN,
    countryId: 'de',
    name: 'Berlin',
    asciiName: 'Berlin',
    timezone: 'Europe/Berlin',
    latitude: 52.52,
    longitude: 13.4,
  })
  await d.insert(accounts).values(
    cast.map((who) => ({
      id: id[who],
      email: `${who}@visibility.test`,
      status: who === 'gone' ? ('suspended' as const) : ('active' as const),
    })),
  )
  await d.insert(userRoles).values({ userId: id.mod, role: 'moderator' })
  await d.insert(profiles).values([
    { userId: id.author, displayName: 'Author', profileVisibility: 'members' },
    { userId: id.friend, displayName: 'Friend', profileVisibility: 'friends' },
    { userId: id.crew, displayName: 'Crew', profileVisibility: 'everyone' },
    { userId: id.pending, displayName: 'Pending', profileVisibility: 'nobody' },
    { userId: id.outsider, displayName: 'Outsider', profileVisibility: 'everyone', hiddenFromDirectory: true },
    { userId: id.blocker, displayName: 'Blocker', profileVisibility: 'everyone' },
    { userId: id.mod, displayName: 'Mod', profileVisibility: 'everyone', hiddenFromSearch: true },
    { userId: id.gone, displayName: 'Gone', profileVisibility: 'everyone' },
  ])
  // friendships are stored once per pair, smaller id first
  await d.insert(friendships).values({ userAId: id.author, userBId: id.friend })
  await d.insert(blocks).values({ blockerId: id.blocker, blockedId: id.outsider })

  await d.insert(communityGroups).values([
    { id: 'private-crew', slug: 'private-crew', name: 'Private Crew', visibility: 'private', ...inBerlin },
    { id: 'public-crew', slug: 'public-crew', name: 'Public Crew', visibility: 'public', ...inBerlin },
  ])
  await d.insert(groupMembers).values([
    { groupId: 'private-crew', userId: id.crew, role: 'member', status: 'active' },
    { groupId: 'private-crew', userId: id.author, role: 'owner', status: 'active' },
    { groupId: 'private-crew', userId: id.pending, role: 'member', status: 'pending' },
    { groupId: 'public-crew', userId: id.blocker, role: 'owner', status: 'active' },
    { groupId: 'public-crew', userId: id.friend, role: 'member', status: 'active' },
  ])

  await d.insert(venues).values([
    { id: 1, slug: 'published', name: 'Published', ...inBerlin, status: 'published' },
    { id: 2, slug: 'pending', name: 'Pending', ...inBerlin, status: 'pending', suggestedBy: id.author },
    { id: 3, slug: 'rejected', name: 'Rejected', ...inBerlin, status: 'rejected' },
  ])
  await d.insert(venueReviews).values([
    { id: 'open-review', venueId: 1, userId: id.author, rating: 5, body: 'Lovely' },
    { id: 'hidden-review', venueId: 1, userId: id.friend, rating: 1, body: 'Spam', hidden: true },
    { id: 'blocker-review', venueId: 1, userId: id.blocker, rating: 4, body: 'Fine' },
  ])
  const photo = (photoId: string, userId: string, status: 'approved' | 'pending' | 'rejected') => ({
    id: photoId,
    venueId: 1,
    userId,
    r2Key: `venues/1/${photoId}.jpg`,
    url: `/media/venues/1/${photoId}.jpg`,
    status,
  })
  await d
    .insert(venuePhotos)
    .values([
      photo('approved-photo', id.author, 'approved'),
      photo('pending-photo', id.author, 'pending'),
      photo('rejected-photo', id.author, 'rejected'),
      photo('blocker-photo', id.blocker, 'approved'),
    ])

  const event = (eventId: number, slug: string, values: Partial<typeof events.$inferInsert> = {}) => ({
    id: eventId,
    slug,
    title: slug,
    startsAt: new Date(Date.now() + DAY),
    timezone: 'Europe/Berlin',
    venueId: 1,
    ...inBerlin,
    status: 'published' as const,
    ...values,
  })
  // one statement per row: D1 binds at most 100 values in one
  for (const row of [
    event(1, 'open'),
    event(2, 'private-crew-event', { groupId: 'private-crew', organizerId: id.author }),
    event(3, 'public-crew-event', { groupId: 'public-crew' }),
    event(4, 'draft', { status: 'draft', organizerId: id.author }),
    event(5, 'cancelled', { status: 'cancelled', cancelled: true }),
    event(6, 'by-blocker', { organizerId: id.blocker }),
    event(7, 'archived', { status: 'archived', organizerId: id.author }),
    event(8, 'hidden', { organizerId: id.author, hiddenAt: new Date(), hiddenReason: 'Spam' }),
  ])
    await d.insert(events).values(row)

  const post = (postId: string, userId: string, values: Partial<typeof communityPosts.$inferInsert> = {}) => ({
    id: postId,
    userId,
    content: postId,
    ...values,
  })
  await d
    .insert(communityPosts)
    .values([
      post('public-post', id.author),
      post('members-post', id.author, { visibility: 'members' }),
      post('friends-post', id.author, { visibility: 'friends' }),
      post('private-crew-post', id.author, { visibility: 'group', groupId: 'private-crew' }),
      post('public-in-private-crew', id.author, { visibility: 'public', groupId: 'private-crew' }),
      post('public-crew-post', id.friend, { visibility: 'group', groupId: 'public-crew' }),
      post('hidden-post', id.author, { hidden: true }),
      post('blocker-post', id.blocker),
      post('suspended-post', id.gone),
    ])
  await d.insert(postComments).values([
    { id: 'comment-on-public', postId: 'public-post', userId: id.friend, content: 'hi' },
    { id: 'comment-on-crew', postId: 'private-crew-post', userId: id.crew, content: 'hi' },
    { id: 'hidden-comment', postId: 'public-post', userId: id.crew, content: 'spam', hidden: true },
    { id: 'blocker-comment', postId: 'public-post', userId: id.blocker, content: 'hey' },
  ])

  await d.insert(marketplaceListings).values([
    { id: 1, slug: 'active', title: 'Active', priceCents: 100, status: 'active' },
    { id: 2, slug: 'sold-out', title: 'Sold out', priceCents: 100, status: 'sold_out' },
    { id: 3, slug: 'draft', title: 'Draft', priceCents: 100, status: 'draft', sellerId: id.author },
    { id: 4, slug: 'blockers', title: 'Blocker’s', priceCents: 100, status: 'active', sellerId: id.blocker },
  ])
  await d.insert(listingReviews).values([
    { id: 'listing-review', listingId: 1, userId: id.author, rating: 5 },
    { id: 'hidden-listing-review', listingId: 1, userId: id.friend, rating: 1, hidden: true },
    { id: 'blocker-listing-review', listingId: 1, userId: id.blocker, rating: 3 },
  ])
  await d.insert(resources).values([
    { id: 1, slug: 'helpline', title: 'Helpline', status: 'published' },
    { id: 2, slug: 'draft-resource', title: 'Draft', status: 'draft' },
  ])
  await d.insert(travelGuides).values([
    { id: 1, slug: 'guide', title: 'Guide', status: 'published' },
    { id: 2, slug: 'draft-guide', title: 'Draft', status: 'draft' },
  ])
  await d.insert(contentPages).values([
    { id: 1, slug: 'about-us', title: 'About', status: 'published' },
    { id: 2, slug: 'draft-page', title: 'Draft', status: 'draft' },
  ])
  await d.insert(personalities).values({ id: 1, slug: 'marsha', name: 'Marsha P. Johnson' })
  await d.insert(newsArticles).values({ id: 1, slug: 'news', title: 'News', publishedAt: new Date() })
})

describe('venues', () => {
  it('shows published venues to everyone; a pending one only to staff, only in a preview', async () => {
    const lists = await seenByEach(venues, 'slug', (v) => visibleVenue(v))
    for (const name of Object.keys(VIEWERS) as ViewerName[]) expect(lists[name], name).toEqual(['published'])
    const previews = await seenByEach(venues, 'slug', (v) => visibleVenue(v, { preview: true }))
    expect(previews).toMatchObject({
      visitor: ['published'],
      author: ['published'],
      outsider: ['published'],
      mod: ['pending', 'published'],
    })
  })

  it('shows reviews to their author and staff always, to others unless hidden or blocked either way', async () => {
    expect(await seenByEach(venueReviews, 'id', visibleVenueReview)).toEqual({
      visitor: ['blocker-review', 'open-review'],
      author: ['blocker-review', 'open-review'],
      friend: ['blocker-review', 'hidden-review', 'open-review'],
      crew: ['blocker-review', 'open-review'],
      pending: ['blocker-review', 'open-review'],
      outsider: ['open-review'],
      blocker: ['blocker-review', 'open-review'],
      mod: ['blocker-review', 'hidden-review', 'open-review'],
    })
  })

  it('shows approved photos (not across a block), pending ones to their uploader and staff, rejected ones to nobody', async () => {
    expect(await seenByEach(venuePhotos, 'id', visibleVenuePhoto)).toEqual({
      visitor: ['approved-photo', 'blocker-photo'],
      author: ['approved-photo', 'blocker-photo', 'pending-photo'],
      friend: ['approved-photo', 'blocker-photo'],
      crew: ['approved-photo', 'blocker-photo'],
      pending: ['approved-photo', 'blocker-photo'],
      outsider: ['approved-photo'],
      blocker: ['approved-photo', 'blocker-photo'],
      mod: ['approved-photo', 'blocker-photo', 'pending-photo'],
    })
  })
})

describe('events', () => {
  const everyone = ['by-blocker', 'cancelled', 'open', 'public-crew-event']
  it('keeps a private crew’s events to its active members, and an organizer who blocked or was blocked away', async () => {
    expect(await seenByEach(events, 'slug', (v) => visibleEvent(v))).toEqual({
      visitor: everyone,
      author: [...everyone, 'private-crew-event'].sort(),
      friend: everyone,
      crew: [...everyone, 'private-crew-event'].sort(),
      // asked to join, not a member yet
      pending: everyone,
      outsider: ['cancelled', 'open', 'public-crew-event'],
      blocker: everyone,
      // staff as members (decision 034): blocks aside, a private crew's event only by a report
      mod: everyone,
    })
  })

  it('shows drafts, archived events and those a moderator hid to their organizer and staff, only where they are asked for', async () => {
    const withDrafts = await seenByEach(events, 'slug', (v) => visibleEvent(v, { drafts: true }))
    const own = ['archived', 'by-blocker', 'cancelled', 'draft', 'hidden', 'open', 'private-crew-event', 'public-crew-event']
    expect(withDrafts.author).toEqual(own)
    // staff: hidden ones too, but not another member's draft or archived event, nor a private crew's (decision 034)
    expect(withDrafts.mod).toEqual(['by-blocker', 'cancelled', 'hidden', 'open', 'public-crew-event'])
    expect(withDrafts.crew).toEqual([...everyone, 'private-crew-event'].sort())
    expect(withDrafts.visitor).toEqual(everyone)
  })

  it('tells cancelled events apart as a state, not a visibility', async () => {
    expect(await seen(events, 'slug', eventGoesAhead())).not.toContain('cancelled')
  })
})

describe('crews', () => {
  it('shows a private crew to its active members only, staff included', async () => {
    expect(await seenByEach(communityGroups, 'id', visibleCrew)).toEqual({
      visitor: ['public-crew'],
      author: ['private-crew', 'public-crew'],
      friend: ['public-crew'],
      crew: ['private-crew', 'public-crew'],
      pending: ['public-crew'],
      outsider: ['public-crew'],
      blocker: ['public-crew'],
      mod: ['public-crew'],
    })
  })

  it('lets a crew’s content follow the crew', async () => {
    const contentOf = async (v: Viewer) => seen(events, 'slug', crewContentVisible(v, events.groupId))
    expect(await contentOf(VISITOR)).not.toContain('private-crew-event')
    expect(await contentOf(VIEWERS.crew)).toContain('private-crew-event')
    expect(await contentOf(VIEWERS.pending)).not.toContain('private-crew-event')
  })

  it('lists a crew’s active members to members who may see the crew, without blocked ones', async () => {
    const members = await seenByEach(groupMembers, 'userId', visibleCrewMember)
    const name = (...who: Who[]) => who.map((w) => id[w]).sort()
    expect(members).toEqual({
      visitor: [],
      author: name('author', 'crew', 'blocker', 'friend'),
      friend: name('blocker', 'friend'),
      crew: name('author', 'crew', 'blocker', 'friend'),
      pending: name('blocker', 'friend'),
      outsider: name('friend'),
      blocker: name('blocker', 'friend'),
      mod: name('blocker', 'friend'),
    })
  })
})

describe('members', () => {
  it('shows a profile as far as its visibility reaches: everyone, members, friends, nobody; never across a block or of a suspended account', async () => {
    const profilesSeen = await seenByEach(profiles, 'displayName', visibleProfile)
    expect(profilesSeen).toEqual({
      visitor: ['Blocker', 'Crew', 'Mod', 'Outsider'],
      author: ['Author', 'Blocker', 'Crew', 'Friend', 'Mod', 'Outsider'],
      friend: ['Author', 'Blocker', 'Crew', 'Friend', 'Mod', 'Outsider'],
      crew: ['Author', 'Blocker', 'Crew', 'Mod', 'Outsider'],
      pending: ['Author', 'Blocker', 'Crew', 'Mod', 'Outsider', 'Pending'],
      outsider: ['Author', 'Crew', 'Mod', 'Outsider'],
      blocker: ['Author', 'Blocker', 'Crew', 'Mod'],
      // as far as the visibility reaches them, suspended and blocking ones too (decision 034)
      mod: ['Author', 'Blocker', 'Crew', 'Gone', 'Mod', 'Outsider'],
    })
  })

  it('leaves members hidden from the directory out of directories, and puts only public, findable profiles in search', async () => {
    expect(await seen(profiles, 'displayName', listedProfile(VISITOR))).toEqual(['Blocker', 'Crew', 'Mod'])
    expect(await seen(profiles, 'displayName', listedProfile(VIEWERS.outsider))).toEqual(['Author', 'Crew', 'Mod'])
    expect(await seen(profiles, 'displayName', searchableProfile())).toEqual(['Blocker', 'Crew', 'Outsider'])
  })
})

describe('the feed', () => {
  it('shows posts as far as their visibility and crew reach, never hidden ones, across a block or of a suspended author', async () => {
    const posts = await seenByEach(communityPosts, 'id', visibleFeedPost)
    const own = ['friends-post', 'hidden-post', 'members-post', 'private-crew-post', 'public-in-private-crew', 'public-post']
    expect(posts).toEqual({
      visitor: ['blocker-post', 'public-post'],
      author: [...own, 'blocker-post', 'public-crew-post'].sort(),
      friend: ['blocker-post', 'friends-post', 'members-post', 'public-crew-post', 'public-post'],
      crew: ['blocker-post', 'members-post', 'private-crew-post', 'public-crew-post', 'public-in-private-crew', 'public-post'],
      pending: ['blocker-post', 'members-post', 'public-crew-post', 'public-post'],
      outsider: ['members-post', 'public-crew-post', 'public-post'],
      blocker: ['blocker-post', 'members-post', 'public-crew-post', 'public-post'],
      mod: ['blocker-post', 'hidden-post', 'members-post', 'public-crew-post', 'public-post', 'suspended-post'],
    })
  })

  it('shows a comment to whoever sees its post, unless hidden or across a block', async () => {
    expect(await seenByEach(postComments, 'id', visibleComment)).toEqual({
      visitor: ['blocker-comment', 'comment-on-public'],
      author: ['blocker-comment', 'comment-on-crew', 'comment-on-public'],
      friend: ['blocker-comment', 'comment-on-public'],
      crew: ['blocker-comment', 'comment-on-crew', 'comment-on-public', 'hidden-comment'],
      pending: ['blocker-comment', 'comment-on-public'],
      outsider: ['comment-on-public'],
      blocker: ['blocker-comment', 'comment-on-public'],
      mod: ['blocker-comment', 'comment-on-public', 'hidden-comment'],
    })
  })
})

describe('marketplace and editorial content', () => {
  it('shows active and sold-out listings (not a blocked seller’s), drafts to their seller and staff where asked', async () => {
    const listings = await seenByEach(marketplaceListings, 'slug', (v) => visibleListing(v))
    expect(listings.visitor).toEqual(['active', 'blockers', 'sold-out'])
    expect(listings.outsider).toEqual(['active', 'sold-out'])
    expect(listings.mod).toEqual(['active', 'blockers', 'sold-out'])
    const drafts = await seenByEach(marketplaceListings, 'slug', (v) => visibleListing(v, { drafts: true }))
    expect(drafts.author).toEqual(['active', 'blockers', 'draft', 'sold-out'])
    expect(drafts.mod).toEqual(['active', 'blockers', 'draft', 'sold-out'])
    expect(drafts.friend).toEqual(['active', 'blockers', 'sold-out'])
  })

  it('shows listing reviews like venue reviews', async () => {
    const reviews = await seenByEach(listingReviews, 'id', visibleListingReview)
    expect(reviews.visitor).toEqual(['blocker-listing-review', 'listing-review'])
    expect(reviews.outsider).toEqual(['listing-review'])
    expect(reviews.friend).toEqual(['blocker-listing-review', 'hidden-listing-review', 'listing-review'])
    expect(reviews.mod).toEqual(['blocker-listing-review', 'hidden-listing-review', 'listing-review'])
  })

  it('shows published resources, guides and pages; drafts to staff only where asked; news and personalities to all', async () => {
    for (const [table, rule] of [
      [resources, visibleResource],
      [travelGuides, visibleTravelGuide],
      [contentPages, visibleContentPage],
    ] as const) {
      const published = await seenByEach(table, 'id', (v) => rule(v))
      for (const name of Object.keys(VIEWERS) as ViewerName[]) expect(published[name], name).toEqual(['1'])
      const drafts = await seenByEach(table, 'id', (v) => rule(v, { drafts: true }))
      expect(drafts).toMatchObject({ visitor: ['1'], author: ['1'], mod: ['1', '2'] })
    }
    for (const [table, rule] of [
      [newsArticles, visibleNewsArticle],
      [personalities, visiblePersonality],
    ] as const) {
      const all = await seenByEach(table, 'id', rule)
      for (const name of Object.keys(VIEWERS) as ViewerName[]) expect(all[name], name).toEqual(['1'])
    }
  })
})

describe('the search index', () => {
  it('holds each type only as far as a visitor may see it', async () => {
    await rebuildSearchIndex(db())
    const { results } = await db()
      .$client.prepare(
        `SELECT type, CAST(ref_id AS TEXT) AS ref FROM search_index WHERE type NOT IN ('location', 'tag') ORDER BY type, ref`,
      )
      .all<{ type: string; ref: string }>()
    const byType = (type: string) =>
      results
        .filter((r) => r.type === type)
        .map((r) => r.ref)
        .sort()
    expect(byType('venue')).toEqual(['1'])
    expect(byType('event')).toEqual(['1', '3', '5', '6'])
    expect(byType('group')).toEqual(['public-crew'])
    expect(byType('marketplace')).toEqual(['1', '2', '4'])
    expect(byType('ressource')).toEqual(['1'])
    expect(byType('travel')).toEqual(['1'])
    expect(byType('content')).toEqual(['1'])
    expect(byType('user')).toEqual([id.blocker, id.crew, id.outsider].sort())
    // nor as text: the crew's private event and the pending venue are not searchable at all
    const match = async (query: string) =>
      (
        await db().$client.prepare(`SELECT title FROM search_index WHERE search_index MATCH ?1`).bind(query).all<{ title: string }>()
      ).results.map((r) => r.title)
    expect(await match('private* OR pending*')).toEqual([])
    expect(await match('published*')).toEqual(['Published'])
  })
})

describe('pages and counts', () => {
  const titles = (list: { title: string }[]) => list.map((e) => e.title).sort()

  it('lists and counts on a city page only the events, crews and venues the viewer may see', async () => {
    const visitor = (await getCityDetail(db(), BERLIN, 'en', VISITOR))!
    expect(titles(visitor.events)).toEqual(['by-blocker', 'open', 'public-crew-event'])
    expect(visitor.eventCount).toBe(3)
    expect(visitor.crews.map((c) => c.name)).toEqual(['Public Crew'])
    expect(visitor.crewCount).toBe(1)
    expect(visitor.venues.map((v) => v.name)).toEqual(['Published'])
    expect(visitor.venueCount).toBe(1)

    const crew = (await getCityDetail(db(), BERLIN, 'en', VIEWERS.crew))!
    expect(titles(crew.events)).toEqual(['by-blocker', 'open', 'private-crew-event', 'public-crew-event'])
    expect(crew.eventCount).toBe(4)
    expect(crew.crewCount).toBe(2)

    const outsider = (await getCityDetail(db(), BERLIN, 'en', VIEWERS.outsider))!
    expect(titles(outsider.events)).toEqual(['open', 'public-crew-event'])
    expect(outsider.eventCount).toBe(2)
  })

  it('does the same on a country page', async () => {
    const visitor = (await getCountryDetail(db(), 'de', 'en', VISITOR))!
    expect(visitor.eventCount).toBe(3)
    expect(visitor.crewCount).toBe(1)
    const author = (await getCountryDetail(db(), 'de', 'en', VIEWERS.author))!
    expect(titles(author.events)).toContain('private-crew-event')
    expect(author.eventCount).toBe(4)
  })

  it('counts on the home page only what a visitor may see', async () => {
    const stats = await getHomeStats(db())
    expect(stats).toMatchObject({ venues: 1, upcomingEvents: 3, groups: 1 })
  })

  it("leaves an event a moderator hid out of the admin dashboard's upcoming events, as every list does", async () => {
    // published and upcoming: open, both crews' events and the blocker's; 'hidden' (hidden_at) is not counted
    expect((await getDashboardCounts(db())).upcomingEvents).toBe(4)
  })

  it('shows on a venue page the events there as far as the viewer may see them (cancelled ones say so)', async () => {
    const visitor = (await getVenueDetail(db(), 1, { language: 'en', viewer: VISITOR }))!
    expect(titles(visitor.events)).toEqual(['by-blocker', 'cancelled', 'open', 'public-crew-event'])
    const crew = (await getVenueDetail(db(), 1, { language: 'en', viewer: VIEWERS.crew }))!
    expect(titles(crew.events)).toContain('private-crew-event')
    const outsider = (await getVenueDetail(db(), 1, { language: 'en', viewer: VIEWERS.outsider }))!
    expect(titles(outsider.events)).not.toContain('by-blocker')
    expect(await getVenueDetail(db(), 2, { language: 'en', viewer: VIEWERS.author })).toBeNull()
    expect((await getVenueDetail(db(), 2, { language: 'en', viewer: VIEWERS.mod }))?.status).toBe('pending')
  })
})

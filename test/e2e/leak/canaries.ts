/**
 * Canaries for the leak crawl: rows that some viewers must never see, each carrying a unique
 * marker string, placed on real demo pages (the city with the most venues, its best-rated
 * venue, their country) so they sit where a leak would show.
 *
 * The viewers of the crawl, each an account with a live session:
 *   outsider   — a member outside the private crew (they had saved its event and a pending venue)
 *   blocked    — a member one canary member blocked, and who blocked another
 *   crewMember — an active member of the private crew: the positive control (must see its event)
 * plus the visitor (no session).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import { getDb } from '~/db/client'
import {
  accounts,
  blocks,
  cities,
  friendships,
  communityGroups,
  contentPages,
  travelGuides,
  communityPosts,
  conversationParticipants,
  conversations,
  messages,
  newsArticles,
  notifications,
  postComments,
  postPhotos,
  newsSources,
  events,
  favorites,
  groupMembers,
  marketplaceListings,
  orderItems,
  orders,
  profiles,
  professions,
  resources,
  resourceTags,
  sessions,
  unifiedTags,
  userRoles,
  venuePhotos,
  venueReviews,
  venues,
  listingVariants,
} from '~/db/schema'
import { SESSION_COOKIE } from '~/models/accounts/sessions.server'
import { localDateOf } from '~/models/events/local-date'
import { rebuildSearchIndex } from '~/models/search/search-index.server'
import { withLocalD1 } from '../../../scripts/lib/local-d1'

export const VIEWER_KINDS = ['visitor', 'outsider', 'blocked', 'crewMember'] as const
export type ViewerKind = (typeof VIEWER_KINDS)[number]

export type Canary = {
  /** What the canary is, for the failure message. */
  label: string
  marker: string
  /** Whether this viewer may meet the marker at this path (all others must never see it). */
  /** `search`: the address's query ('?to=…'), for the pages that take one. */
  mayAppear: (viewer: ViewerKind, path: string, search: string) => boolean
}

export type CanarySet = {
  canaries: Canary[]
  /** Cookie header per signed-in viewer. */
  cookies: Record<Exclude<ViewerKind, 'visitor'>, string>
  /** Account id per signed-in viewer, and of the private crew's owner. */
  ids: Record<Exclude<ViewerKind, 'visitor'> | 'crewOwner', string>
  /** The private crew (its owner and the crew member are active members; the outsider asked to join). */
  crewId: string
  /** Where the canaries sit: pages a leak would show on. */
  host: { venueId: number; cityId: number; countryId: string }
  /** Ids and slugs of the canary rows, to ask for them by address (kind: the row's type). */
  keys: { kind: string; value: string }[]
  /** Markers the crew member must find, and where (the crawl cannot pass by hiding everything). */
  expectations: { viewer: ViewerKind; path: string; marker: string; label: string }[]
  /** Files the crawl never follows (/media/…): who may have each, everyone else gets a 404. */
  media: { label: string; path: string; allowed: ViewerKind[] }[]
  /** A moderator (no report about the conversation) and the message canary's conversation. */
  staff: { moderatorCookie: string; conversationId: string; messageMarker: string }
  /** /search addresses the crawl reads as well: the canaries' common prefix (every marker's first word) and a member by name. */
  searches: string[]
}

const nobody = () => false
const only =
  (...viewers: ViewerKind[]) =>
  (viewer: ViewerKind) =>
    viewers.includes(viewer)

/** Inserts the canaries into the local D1 at `persistTo` (no server may run on it meanwhile). */
export async function seedCanaries(persistTo: string): Promise<CanarySet> {
  const run = randomBytes(4).toString('hex')
  const prefix = `cnry${run}`
  const mark = (name: string) => `${prefix}${name}`
  const now = Date.now()
  const HOUR = 3_600_000

  return withLocalD1({ persistTo }, async (d1, bucket) => {
    const db = getDb(d1 as unknown as Parameters<typeof getDb>[0])
    // one row per statement: D1 binds at most 100 values in one
    const insertEach = async <T extends Parameters<typeof db.insert>[0]>(table: T, rows: T['$inferInsert'][]) => {
      for (const row of rows) await db.insert(table).values(row)
    }

    // the host: the city with the most published venues, its best-rated venue, its country
    const [city] = await db
      .select({ cityId: venues.cityId, countryId: venues.countryId, n: sql<number>`count(*)` })
      .from(venues)
      .where(and(eq(venues.status, 'published'), sql`${venues.cityId} IS NOT NULL`))
      .groupBy(venues.cityId, venues.countryId)
      .orderBy(desc(sql`count(*)`))
      .limit(1)
    const [venue] = await db
      .select({ id: venues.id, timezone: venues.timezone })
      .from(venues)
      .where(and(eq(venues.cityId, city!.cityId!), eq(venues.status, 'published')))
      .orderBy(desc(venues.featured), desc(venues.ratingAvg), venues.id)
      .limit(1)
    const host = { venueId: venue!.id, cityId: city!.cityId!, countryId: city!.countryId }
    const place = { cityId: host.cityId, countryId: host.countryId }
    const timezone = venue!.timezone ?? 'UTC'

    // ------------------------------------------------------------ accounts
    const who = {
      outsider: randomUUID(),
      blocked: randomUUID(),
      crewMember: randomUUID(),
      owner: randomUUID(),
      reviewer: randomUUID(),
      nobody: randomUUID(),
      hiddenFromDirectory: randomUUID(),
      hiddenFromSearch: randomUUID(),
      suspended: randomUUID(),
      blocker: randomUUID(),
      blockedByViewer: randomUUID(),
      friendsOnly: randomUUID(),
      cityHidden: randomUUID(),
      moderator: randomUUID(),
    }
    await insertEach(
      accounts,
      Object.entries(who).map(([name, id]) => ({
        id,
        email: `${name.toLowerCase()}-${run}@leak.haven.local`,
        emailVerifiedAt: new Date(now),
        status: name === 'suspended' ? ('suspended' as const) : ('active' as const),
      })),
    )
    const inCity = { cityId: place.cityId, showCity: true }
    // a city only a member who hides their city lives in: its name must never show on a member page
    const hiddenCityId = 990_000_000 + Math.floor(Math.random() * 1_000_000)
    await db.insert(cities).values({
      id: hiddenCityId,
      countryId: place.countryId,
      name: mark('HiddenCity'),
      asciiName: mark('HiddenCity'),
      timezone,
      latitude: 0,
      longitude: 0,
    })
    await insertEach(profiles, [
      { userId: who.outsider, displayName: 'Leak Outsider', profileVisibility: 'members' },
      { userId: who.blocked, displayName: 'Leak Blocked', profileVisibility: 'members' },
      { userId: who.crewMember, displayName: 'Leak Crew Member', profileVisibility: 'members' },
      { userId: who.owner, displayName: 'Leak Crew Owner', profileVisibility: 'members' },
      { userId: who.reviewer, displayName: 'Leak Reviewer', profileVisibility: 'members' },
      { userId: who.nobody, displayName: mark('NobodyName'), bio: mark('NobodyBio'), profileVisibility: 'nobody', ...inCity },
      {
        userId: who.hiddenFromDirectory,
        displayName: mark('HiddenFromDirectory'),
        profileVisibility: 'everyone',
        hiddenFromDirectory: true,
        ...inCity,
      },
      // 'Hide me from search results': a public profile the site search must never find
      {
        userId: who.hiddenFromSearch,
        displayName: mark('HiddenFromSearch'),
        bio: mark('HiddenFromSearchBio'),
        profileVisibility: 'everyone',
        hiddenFromSearch: true,
        ...inCity,
      },
      { userId: who.suspended, displayName: mark('SuspendedName'), profileVisibility: 'everyone', ...inCity },
      { userId: who.blocker, displayName: mark('BlockerName'), profileVisibility: 'members', ...inCity },
      { userId: who.blockedByViewer, displayName: mark('BlockedByViewerName'), profileVisibility: 'everyone', ...inCity },
      // friends only: the crew member is their friend, none of the crawl's viewers is
      {
        userId: who.friendsOnly,
        displayName: mark('FriendsOnlyName'),
        bio: mark('FriendsOnlyBio'),
        profileVisibility: 'friends',
        ...inCity,
      },
      { userId: who.cityHidden, displayName: 'Leak City Hidden', profileVisibility: 'everyone', cityId: hiddenCityId, showCity: false },
      { userId: who.moderator, displayName: 'Leak Moderator', profileVisibility: 'members' },
    ])
    await db.insert(userRoles).values({ userId: who.moderator, role: 'moderator' })
    const [fa, fb] = [who.friendsOnly, who.crewMember].sort()
    await db.insert(friendships).values({ userAId: fa!, userBId: fb! })
    await db.insert(blocks).values([
      { blockerId: who.blocker, blockedId: who.blocked },
      { blockerId: who.blocked, blockedId: who.blockedByViewer },
    ])

    // ------------------------------------------------------------ a private crew, its event and post
    const crew = { id: randomUUID(), slug: `leak-crew-${run}` }
    const crewCoverKey = `crews/${crew.id}/${randomUUID()}.png`
    await db.insert(communityGroups).values({
      ...crew,
      name: mark('PrivateCrewName'),
      description: mark('PrivateCrewAbout'),
      visibility: 'private',
      // unlisted: a listed private crew shows its name and description on /groups (SPEC), which
      // would make these two marks no canaries; the listed case is the integration tests'
      listed: false,
      imageUrl: `/media/${crewCoverKey}`,
      ...place,
      createdBy: who.owner,
    })
    await db.insert(groupMembers).values([
      { groupId: crew.id, userId: who.owner, role: 'owner', status: 'active' },
      { groupId: crew.id, userId: who.crewMember, role: 'member', status: 'active' },
      // asked to join, not admitted: sees nothing more than the outsider
      { groupId: crew.id, userId: who.outsider, role: 'member', status: 'pending' },
    ])
    const event = (title: string, values: Partial<typeof events.$inferInsert>) => ({
      slug: `leak-${title.toLowerCase()}-${run}`,
      title: mark(title),
      description: mark(`${title}About`),
      venueId: host.venueId,
      ...place,
      startsAt: new Date(now + HOUR),
      endsAt: new Date(now + 3 * HOUR),
      timezone,
      localDate: localDateOf(now + HOUR, timezone),
      status: 'published' as const,
      ...values,
    })
    const addEvent = async (row: ReturnType<typeof event>) =>
      (await db.insert(events).values(row).returning({ id: events.id, slug: events.slug }))[0]!
    const privateEvent = await addEvent(event('PrivateCrewEvent', { groupId: crew.id, organizerId: who.owner }))
    const draftEvent = await addEvent(event('DraftEvent', { organizerId: who.owner, status: 'draft' }))
    const blockerEvent = await addEvent(event('BlockerEvent', { organizerId: who.blocker }))
    // hidden by a moderator: its organizer (the crew member here) still reads it, and why, on its page
    const hiddenEvent = await addEvent(
      event('HiddenEvent', {
        organizerId: who.crewMember,
        hiddenAt: new Date(now - HOUR),
        hiddenReason: mark('HiddenEventReason'),
        featured: true,
      }),
    )
    // an online event's link is for its attendees only (none of the crawl's viewers attends it)
    await addEvent(event('OnlineEvent', { venueId: null, isOnline: true, onlineUrl: `https://meet.example/${mark('OnlineLink')}` }))
    const postId = randomUUID()
    await db
      .insert(communityPosts)
      .values({ id: postId, userId: who.owner, groupId: crew.id, content: mark('PrivateCrewPost'), visibility: 'group' })

    // ------------------------------------------------------------ notifications (issue 17)
    // the crew member's own notification: in their /notifications and /api/notifications only
    await db.insert(notifications).values({
      id: randomUUID(),
      userId: who.crewMember,
      type: 'other',
      title: mark('OwnNotification'),
      content: mark('OwnNotificationBody'),
      actionUrl: '/friends',
      metadata: { kind: 'friend_request' },
    })

    // ------------------------------------------------------------ the feed (issue 17)
    // a friends-only post with a photo: the reviewer's friend is the crew member (the positive
    // control); a post a moderator hid; a post and a comment of the member who blocked the
    // 'blocked' viewer. Newest of all, so they sit on the feed's first page.
    const pair = (a: string, b: string) => (a < b ? { userAId: a, userBId: b } : { userAId: b, userBId: a })
    await db.insert(friendships).values(pair(who.reviewer, who.crewMember))
    const feed = { friends: randomUUID(), hidden: randomUUID(), blocker: randomUUID(), open: randomUUID() }
    const feedPhotoId = randomUUID()
    const feedPhotoKey = `posts/${feed.friends}/${feedPhotoId}.png`
    await insertEach(communityPosts, [
      { id: feed.friends, userId: who.reviewer, content: mark('FriendsOnlyPost'), visibility: 'friends', createdAt: new Date(now) },
      {
        id: feed.hidden,
        userId: who.owner,
        content: mark('HiddenPost'),
        visibility: 'public',
        hidden: true,
        hiddenAt: new Date(now),
        hiddenReason: mark('HiddenPostReason'),
        createdAt: new Date(now - 1000),
      },
      { id: feed.blocker, userId: who.blocker, content: mark('BlockerPost'), visibility: 'members', createdAt: new Date(now - 2000) },
      {
        id: feed.open,
        userId: who.owner,
        content: 'An open post of the leak crawl',
        visibility: 'public',
        createdAt: new Date(now - 3000),
      },
    ])
    await db
      .insert(postPhotos)
      .values({ id: feedPhotoId, postId: feed.friends, r2Key: feedPhotoKey, alt: mark('FriendsOnlyAlt'), position: 0 })
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
    await bucket.put(feedPhotoKey, png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer, {
      httpMetadata: { contentType: 'image/png' },
    })
    await bucket.put(crewCoverKey, png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer, {
      httpMetadata: { contentType: 'image/png' },
    })
    await db.insert(postComments).values({ id: randomUUID(), postId: feed.open, userId: who.blocker, content: mark('BlockerComment') })

    // ------------------------------------------------------------ a direct conversation (the crew's owner and member only)
    // staged in D1 as the seed does (its room imports it on first wake); its list columns carry
    // the text too, and a photo sent in it sits in R2: only its two participants may meet any of it
    const conversation = { id: randomUUID(), photoKey: '' }
    conversation.photoKey = `messages/${conversation.id}/${randomUUID()}.png`
    const messageText = `${mark('MessageCanary')} see you at the back door`
    await db.insert(conversations).values({
      id: conversation.id,
      isDirect: true,
      directKey: [who.owner, who.crewMember].sort().join(':'),
      createdBy: who.owner,
      lastMessageAt: new Date(now - 1000),
      lastSeq: 2,
      lastMessagePreview: messageText,
      lastMessageSenderId: who.owner,
      lastMessageType: 'text',
    })
    await db.insert(conversationParticipants).values([
      { conversationId: conversation.id, userId: who.owner, lastReadSeq: 2 },
      { conversationId: conversation.id, userId: who.crewMember, lastReadSeq: 0, unreadCount: 2 },
    ])
    await db.insert(messages).values([
      {
        id: randomUUID(),
        conversationId: conversation.id,
        senderId: who.owner,
        content: '',
        messageType: 'image',
        attachments: [{ url: `/media/${conversation.photoKey}`, r2Key: conversation.photoKey, name: mark('MessagePhotoAlt') }],
        createdAt: new Date(now - 2000),
      },
      { id: randomUUID(), conversationId: conversation.id, senderId: who.owner, content: messageText, createdAt: new Date(now - 1000) },
    ])
    await bucket.put(conversation.photoKey, png.buffer.slice(png.byteOffset, png.byteOffset + png.byteLength) as ArrayBuffer, {
      httpMetadata: { contentType: 'image/png' },
      customMetadata: { uploader: who.owner },
    })

    // ------------------------------------------------------------ a draft wiki page (staff only; none of the crawl's viewers)
    const [draftPage] = await db
      .insert(contentPages)
      .values({ slug: `leak-draft-${run}`, title: mark('DraftWikiPage'), body: mark('DraftWikiBody'), locale: 'en', status: 'draft' })
      .returning({ id: contentPages.id, slug: contentPages.slug })

    // ------------------------------------------------------------ a draft travel guide of the host's city (staff only)
    const [draftGuide] = await db
      .insert(travelGuides)
      .values({
        slug: `leak-draft-guide-${run}`,
        title: mark('DraftTravelGuide'),
        summary: mark('DraftTravelSummary'),
        body: mark('DraftTravelBody'),
        countryId: place.countryId,
        cityId: place.cityId,
        status: 'draft',
      })
      .returning({ id: travelGuides.id, slug: travelGuides.slug })
    // ------------------------------------------------------------ a draft resource (staff only; none of the crawl's viewers),
    // with a demo topic and profession and the host's country, so a list, count, topic page, profession page or sitemap
    // that let a draft through would show it
    const [demoTag] = await db.select({ id: unifiedTags.id }).from(unifiedTags).where(eq(unifiedTags.slug, 'legal-aid')).limit(1)
    const [demoProfession] = await db.select({ id: professions.id }).from(professions).where(eq(professions.slug, 'lawyer')).limit(1)
    const [draftResource] = await db
      .insert(resources)
      .values({
        slug: `leak-draft-resource-${run}`,
        title: mark('DraftResource'),
        description: mark('DraftResourceText'),
        body: mark('DraftResourceBody'),
        phone: '+1 555 0199',
        resourceType: 'legal',
        professionId: demoProfession?.id ?? null,
        language: 'en',
        status: 'draft',
      })
      .returning({ id: resources.id, slug: resources.slug })
    if (demoTag) await db.insert(resourceTags).values({ resourceId: draftResource!.id, tagId: demoTag.id })
    // ------------------------------------------------------------ a draft market item (its seller's and staff's only; none of the
    // crawl's viewers), featured, on sale and in stock in the first category: a list, filter or count that let a draft through shows it
    const [draftListing] = await db
      .insert(marketplaceListings)
      .values({
        slug: `leak-draft-listing-${run}`,
        title: mark('DraftListing'),
        description: mark('DraftListingText'),
        businessName: 'Haven',
        categoryId: 1,
        priceCents: 1_500,
        salePriceCents: 1_000,
        currency: 'EUR',
        stock: 10,
        status: 'draft',
        isSale: true,
        featured: true,
        isNewArrival: true,
        havenOwned: true,
      })
      .returning({ id: marketplaceListings.id, slug: marketplaceListings.slug })
    // its sizes: read only beside the item (the item page, the cart), never on their own
    await db.insert(listingVariants).values({ listingId: draftListing!.id, size: 'M', colour: mark('DraftVariant'), stock: 4 })
    // ------------------------------------------------------------ a member's order (its buyer's and staff's only): no page, list
    // or count may show its address or its number to another member or a visitor; its id is probed on every route
    const orderId = randomUUID()
    await db.insert(orders).values({
      id: orderId,
      userId: who.owner,
      email: `${mark('OrderEmail').toLowerCase()}@leak.test`,
      checkoutKey: `leak-order-${run}`,
      status: 'paid',
      totalCents: 1_000,
      currency: 'EUR',
      provider: 'local',
      paymentRef: mark('OrderPayment'),
      shippingAddress: { name: mark('OrderName'), line1: mark('OrderStreet'), postalCode: '10115', city: 'Berlin', country: 'DE' },
    })
    await db
      .insert(orderItems)
      .values({ orderId, listingId: draftListing!.id, title: mark('OrderLine'), quantity: 1, unitPriceCents: 1_000 })
    // ------------------------------------------------------------ a news source's import state (staff only) and its public article
    const [newsSource] = await db
      .insert(newsSources)
      .values({
        name: 'Leak Wire',
        url: 'https://leak-wire.example',
        feedUrl: `https://leak-wire.example/${mark('NewsFeedUrl')}.xml`,
        includeKeywords: [mark('NewsRuleInclude')],
        excludeKeywords: [mark('NewsRuleExclude')],
        lastStatus: 'error',
        lastError: mark('NewsSourceError'),
        failureCount: 2,
      })
      .returning({ id: newsSources.id })
    const [newsArticle] = await db
      .insert(newsArticles)
      .values({
        slug: `leak-news-${run}`,
        sourceId: newsSource!.id,
        title: mark('NewsArticlePublic'),
        summary: 'A public article.',
        // stored by another path than the import: the page cleans it again
        body: `<p>Public text.</p><script>${mark('NewsScript')}</script><p onclick="${mark('NewsHandler')}">x</p>`,
        url: `https://leak-wire.example/${run}`,
        category: 'community',
        language: 'en',
        publishedAt: new Date(now),
      })
      .returning({ id: newsArticles.id })

    // ------------------------------------------------------------ venue contributions and a pending venue
    const [pendingVenue] = await db
      .insert(venues)
      .values({
        slug: `leak-pending-${run}`,
        name: mark('PendingVenue'),
        description: mark('PendingVenueAbout'),
        ...place,
        timezone,
        status: 'pending',
        suggestedBy: who.owner,
      })
      .returning({ id: venues.id, slug: venues.slug })
    const review = (userId: string, body: string, hidden = false) => ({
      id: randomUUID(),
      venueId: host.venueId,
      userId,
      rating: 4,
      body,
      hidden,
    })
    const reviews = {
      hidden: review(who.reviewer, mark('HiddenReview'), true),
      byNobody: review(who.nobody, `A visible review (${mark('NobodyReviewBody')})`),
      byBlocker: review(who.blocker, mark('BlockerReview')),
      byBlockedByViewer: review(who.blockedByViewer, mark('BlockedByViewerReview')),
    }
    await insertEach(venueReviews, Object.values(reviews))
    const photoId = randomUUID()
    const photoKey = `venues/${host.venueId}/${photoId}.jpg`
    await db.insert(venuePhotos).values({
      id: photoId,
      venueId: host.venueId,
      userId: who.reviewer,
      r2Key: photoKey,
      url: `/media/${photoKey}`,
      caption: mark('PendingPhoto'),
      status: 'pending',
    })

    // the outsider saved the crew's event and the pending venue (say, before they were hidden)
    await db.insert(favorites).values([
      { id: randomUUID(), userId: who.outsider, targetType: 'event', targetId: String(privateEvent!.id) },
      { id: randomUUID(), userId: who.outsider, targetType: 'venue', targetId: String(pendingVenue!.id) },
      { id: randomUUID(), userId: who.outsider, targetType: 'group', targetId: crew.id },
    ])

    // ------------------------------------------------------------ sessions of the viewers
    const cookie = async (accountId: string) => {
      const token = randomBytes(32).toString('base64url')
      await db
        .insert(sessions)
        .values({ id: createHash('sha256').update(token).digest('hex'), accountId, expiresAt: new Date(now + 24 * HOUR) })
      return `${SESSION_COOKIE}=${token}`
    }
    const cookies = { outsider: await cookie(who.outsider), blocked: await cookie(who.blocked), crewMember: await cookie(who.crewMember) }
    const staff = { moderatorCookie: await cookie(who.moderator), conversationId: conversation.id, messageMarker: mark('MessageCanary') }

    const hiddenEventPage = `/events/${hiddenEvent.id}`
    const crewOnly = only('crewMember')
    const notForBlocked = only('visitor', 'outsider', 'crewMember')
    const canaries: Canary[] = [
      { label: 'private crew name', marker: mark('PrivateCrewName'), mayAppear: crewOnly },
      { label: 'private crew description', marker: mark('PrivateCrewAbout'), mayAppear: crewOnly },
      { label: 'private crew cover', marker: crewCoverKey, mayAppear: crewOnly },
      { label: 'private crew event', marker: mark('PrivateCrewEvent'), mayAppear: crewOnly },
      { label: 'private crew event description', marker: mark('PrivateCrewEventAbout'), mayAppear: crewOnly },
      { label: 'private crew event address', marker: `/events/${privateEvent!.id}"`, mayAppear: crewOnly },
      { label: 'private crew post', marker: mark('PrivateCrewPost'), mayAppear: crewOnly },
      // the feed: a friends-only post and its photo (its address and alt text), for the author's friend only
      { label: 'friends-only post', marker: mark('FriendsOnlyPost'), mayAppear: crewOnly },
      { label: 'friends-only post photo', marker: feedPhotoId, mayAppear: crewOnly },
      { label: 'friends-only post photo alt text', marker: mark('FriendsOnlyAlt'), mayAppear: crewOnly },
      // messaging: a conversation between the crew's owner and member (decision 037)
      { label: 'a message of a conversation the viewer is not in', marker: mark('MessageCanary'), mayAppear: crewOnly },
      { label: 'a message photo’s alt text', marker: mark('MessagePhotoAlt'), mayAppear: crewOnly },
      { label: 'a message photo’s address', marker: conversation.photoKey, mayAppear: crewOnly },
      { label: 'post hidden by a moderator', marker: mark('HiddenPost'), mayAppear: nobody },
      { label: 'why the moderators hid a post', marker: mark('HiddenPostReason'), mayAppear: nobody },
      { label: 'post of a member who blocked the viewer', marker: mark('BlockerPost'), mayAppear: only('outsider', 'crewMember') },
      { label: 'comment of a member who blocked the viewer', marker: mark('BlockerComment'), mayAppear: notForBlocked },
      { label: 'draft event', marker: mark('DraftEvent'), mayAppear: nobody },
      { label: 'draft wiki page', marker: mark('DraftWikiPage'), mayAppear: nobody },
      { label: 'draft wiki page body', marker: mark('DraftWikiBody'), mayAppear: nobody },
      { label: 'draft travel guide', marker: mark('DraftTravelGuide'), mayAppear: nobody },
      { label: 'draft travel guide summary', marker: mark('DraftTravelSummary'), mayAppear: nobody },
      { label: 'draft travel guide body', marker: mark('DraftTravelBody'), mayAppear: nobody },
      { label: 'draft resource', marker: mark('DraftResource'), mayAppear: nobody },
      { label: 'draft market item', marker: mark('DraftListing'), mayAppear: nobody },
      { label: 'draft market item text', marker: mark('DraftListingText'), mayAppear: nobody },
      { label: 'draft market item’s colour', marker: mark('DraftVariant'), mayAppear: nobody },
      { label: 'draft resource text', marker: mark('DraftResourceText'), mayAppear: nobody },
      { label: 'draft resource body', marker: mark('DraftResourceBody'), mayAppear: nobody },
      // a news source's feed address, rules and last error are the back office's
      { label: 'news source feed address', marker: mark('NewsFeedUrl'), mayAppear: nobody },
      { label: 'news source include rule', marker: mark('NewsRuleInclude'), mayAppear: nobody },
      { label: 'news source exclude rule', marker: mark('NewsRuleExclude'), mayAppear: nobody },
      { label: 'news source last error', marker: mark('NewsSourceError'), mayAppear: nobody },
      { label: 'a script stored in a news article', marker: mark('NewsScript'), mayAppear: nobody },
      { label: 'an event handler stored in a news article', marker: mark('NewsHandler'), mayAppear: nobody },
      // its own page (and its edit form) for its organizer; nowhere else, for nobody else
      {
        label: 'event hidden by a moderator',
        marker: mark('HiddenEvent'),
        mayAppear: (viewer, path) => viewer === 'crewMember' && (path === hiddenEventPage || path === `${hiddenEventPage}/edit`),
      },
      {
        label: 'why the moderators hid an event',
        marker: mark('HiddenEventReason'),
        mayAppear: (viewer, path) => viewer === 'crewMember' && path === hiddenEventPage,
      },
      {
        label: 'hidden event address',
        marker: `${hiddenEventPage}"`,
        mayAppear: (viewer, path) => viewer === 'crewMember' && path === `${hiddenEventPage}/edit`,
      },
      { label: 'online event link', marker: mark('OnlineLink'), mayAppear: nobody },
      // a member's notification: their own panel, page and API only
      {
        label: 'another member’s notification',
        marker: mark('OwnNotification'),
        mayAppear: (viewer, path) => viewer === 'crewMember' && /^\/(notifications|api\/notifications)(\/|\?|$)/.test(path),
      },
      {
        label: 'another member’s notification text',
        marker: mark('OwnNotificationBody'),
        mayAppear: (viewer, path) => viewer === 'crewMember' && /^\/(notifications|api\/notifications)(\/|\?|$)/.test(path),
      },
      { label: 'pending venue', marker: mark('PendingVenue'), mayAppear: nobody },
      { label: 'pending venue description', marker: mark('PendingVenueAbout'), mayAppear: nobody },
      { label: 'pending venue address', marker: `/venues/${pendingVenue!.id}"`, mayAppear: nobody },
      { label: 'hidden review', marker: mark('HiddenReview'), mayAppear: nobody },
      { label: 'pending photo', marker: mark('PendingPhoto'), mayAppear: nobody },
      { label: 'pending photo file', marker: photoId, mayAppear: nobody },
      { label: 'name of a profile visible to nobody', marker: mark('NobodyName'), mayAppear: nobody },
      { label: 'bio of a profile visible to nobody', marker: mark('NobodyBio'), mayAppear: nobody },
      // a member hidden from the directory is still who they are on their own profile page, and on
      // the composer addressed to them by id (their Message link: the same as their page); the
      // site search may find them ('Hide me from search results' is a setting of its own)
      {
        label: 'member hidden from the directory',
        marker: mark('HiddenFromDirectory'),
        mayAppear: (_viewer, path, search) =>
          path === `/user/${who.hiddenFromDirectory}` ||
          (path === '/messages' && search === `?to=${who.hiddenFromDirectory}`) ||
          path === '/search',
      },
      // a member hidden from search: anywhere their profile shows but the site search's page and API
      {
        label: 'member hidden from search',
        marker: mark('HiddenFromSearch'),
        mayAppear: (_viewer, path) => !/^\/(api\/)?search(\/|$)/.test(path),
      },
      { label: 'suspended member', marker: mark('SuspendedName'), mayAppear: nobody },
      // a profile for friends only: the crew member's friend, no friend of the crawl's viewers
      { label: 'name of a friends-only profile', marker: mark('FriendsOnlyName'), mayAppear: crewOnly },
      { label: 'bio of a friends-only profile', marker: mark('FriendsOnlyBio'), mayAppear: crewOnly },
      // the city of a member who hides it: a city's own pages may name it, no member page or member API
      {
        label: 'city of a member who hides it',
        marker: mark('HiddenCity'),
        // on /search only as the city itself, found by the canaries' prefix: never beside the member found by name
        mayAppear: (_viewer, path, search) =>
          !/^\/(user|users|friends)(\/|\?|$)/.test(path) &&
          !path.startsWith('/api/friends') &&
          (path !== '/search' || search.includes(prefix)),
      },
      // members-only profile of a member who blocked the 'blocked' viewer
      { label: 'name of a member who blocked the viewer', marker: mark('BlockerName'), mayAppear: only('outsider', 'crewMember') },
      { label: 'review by a member who blocked the viewer', marker: mark('BlockerReview'), mayAppear: notForBlocked },
      { label: 'event organised by a member who blocked the viewer', marker: mark('BlockerEvent'), mayAppear: notForBlocked },
      // whom the viewer blocked: named in their own blocked list only
      {
        label: 'name of a member the viewer blocked',
        marker: mark('BlockedByViewerName'),
        mayAppear: (viewer, path) => viewer !== 'blocked' || path === '/profile/settings',
      },
      { label: 'review by a member the viewer blocked', marker: mark('BlockedByViewerReview'), mayAppear: notForBlocked },
    ]

    const venuePage = `/venues/${host.venueId}`
    const cityPage = `/city/${host.cityId}`
    // the event lists, calendar and feeds of the canaries' day and city, as the crew's member sees them
    const eventDay = localDateOf(now + HOUR, timezone)
    const eventsThere = `city=${host.cityId}&from=${eventDay}&to=${eventDay}`
    const expectations: CanarySet['expectations'] = [
      { viewer: 'crewMember', path: `/events?${eventsThere}`, marker: mark('PrivateCrewEvent'), label: 'the crew’s event in the list' },
      {
        viewer: 'crewMember',
        path: `/events?city=${host.cityId}&view=calendar&month=${eventDay.slice(0, 7)}`,
        marker: mark('PrivateCrewEvent'),
        label: 'the crew’s event in the calendar',
      },
      {
        viewer: 'crewMember',
        path: `/events/feed.rss?${eventsThere}`,
        marker: mark('PrivateCrewEvent'),
        label: 'the crew’s event in its member’s feed',
      },
      { viewer: 'crewMember', path: venuePage, marker: mark('PrivateCrewEvent'), label: 'the crew’s event on its venue’s page' },
      { viewer: 'crewMember', path: cityPage, marker: mark('PrivateCrewEvent'), label: 'the crew’s event on its city’s page' },
      { viewer: 'crewMember', path: cityPage, marker: mark('PrivateCrewName'), label: 'the crew among its city’s crews' },
      { viewer: 'crewMember', path: '/favorites', marker: 'Leak Crew Member', label: 'the signed-in header' },
      { viewer: 'crewMember', path: '/api/messages', marker: mark('MessageCanary'), label: 'their own conversation in their list' },
      { viewer: 'crewMember', path: '/notifications', marker: mark('OwnNotification'), label: 'their own notification' },
      {
        viewer: 'crewMember',
        path: '/api/notifications',
        marker: mark('OwnNotificationBody'),
        label: 'their own notification through the API',
      },
      {
        viewer: 'crewMember',
        path: hiddenEventPage,
        marker: mark('HiddenEventReason'),
        label: 'why their event was hidden, for its organizer',
      },
      { viewer: 'crewMember', path: `/user/${who.friendsOnly}`, marker: mark('FriendsOnlyBio'), label: 'a friend’s friends-only profile' },
      { viewer: 'crewMember', path: '/friends', marker: mark('FriendsOnlyName'), label: 'a friend in their Squad' },
      {
        viewer: 'crewMember',
        path: `/users?q=${mark('BlockerName')}`,
        marker: mark('BlockerName'),
        label: 'a member in the directory',
      },
      { viewer: 'crewMember', path: `/user/${who.cityHidden}`, marker: 'Leak City Hidden', label: 'a profile without its city' },
      { viewer: 'crewMember', path: '/feed', marker: mark('FriendsOnlyPost'), label: 'a friend’s friends-only post in the feed' },
      {
        viewer: 'crewMember',
        path: `/feed/${feed.friends}`,
        marker: mark('FriendsOnlyAlt'),
        label: 'a friend’s friends-only post with its photo',
      },
      { viewer: 'crewMember', path: '/feed?tab=crews', marker: mark('PrivateCrewPost'), label: 'the crew’s post under My crews' },
      { viewer: 'outsider', path: '/feed', marker: mark('BlockerPost'), label: 'a member’s post in the feed' },
      { viewer: 'outsider', path: `/feed/${feed.open}`, marker: mark('BlockerComment'), label: 'a member’s comment' },
      { viewer: 'outsider', path: venuePage, marker: mark('BlockerReview'), label: 'another member’s review' },
      { viewer: 'outsider', path: venuePage, marker: mark('BlockerEvent'), label: 'a member’s public event' },
      { viewer: 'outsider', path: cityPage, marker: mark('BlockerName'), label: 'a member among the city’s members' },
      { viewer: 'visitor', path: venuePage, marker: mark('NobodyReviewBody'), label: 'a review by a member whose profile is private' },
      {
        viewer: 'visitor',
        path: `/news/${newsArticle!.id}`,
        marker: mark('NewsArticlePublic'),
        label: 'a news article, from the sitemap or /news',
      },
      { viewer: 'visitor', path: cityPage, marker: mark('BlockedByViewerName'), label: 'a public profile among the city’s members' },
      // the search index was rebuilt with the canaries: what a visitor may see is found
      {
        viewer: 'visitor',
        path: `/search?q=${prefix}`,
        marker: mark('NewsArticlePublic'),
        label: 'a public news article through the search',
      },
      { viewer: 'visitor', path: `/search?q=${prefix}`, marker: mark('BlockedByViewerName'), label: 'a public profile through the search' },
      {
        viewer: 'blocked',
        path: '/profile/settings',
        marker: mark('BlockedByViewerName'),
        label: 'whom the viewer blocked, in their settings',
      },
    ]

    const keys = [
      { kind: 'group', value: crew.id },
      { kind: 'group', value: crew.slug },
      { kind: 'event', value: String(privateEvent!.id) },
      { kind: 'event', value: privateEvent!.slug },
      { kind: 'event', value: String(draftEvent!.id) },
      { kind: 'event', value: draftEvent!.slug },
      { kind: 'content', value: String(draftPage!.id) },
      { kind: 'content', value: draftPage!.slug },
      { kind: 'travel', value: String(draftGuide!.id) },
      { kind: 'travel', value: draftGuide!.slug },
      { kind: 'resource', value: String(draftResource!.id) },
      { kind: 'resource', value: draftResource!.slug },
      { kind: 'listing', value: String(draftListing!.id) },
      { kind: 'listing', value: draftListing!.slug },
      { kind: 'order', value: orderId },
      // the draft's topic and profession: their pages are where it would show (the crawl reads 20 addresses a route)
      { kind: 'tag', value: 'Legal Aid' },
      { kind: 'profession', value: 'lawyer' },
      { kind: 'event', value: String(blockerEvent!.id) },
      { kind: 'event', value: String(hiddenEvent.id) },
      { kind: 'event', value: hiddenEvent.slug },
      { kind: 'post', value: postId },
      { kind: 'post', value: feed.friends },
      { kind: 'post', value: feed.hidden },
      { kind: 'post', value: feed.blocker },
      { kind: 'post', value: feed.open },
      { kind: 'venue', value: String(pendingVenue!.id) },
      { kind: 'venue', value: pendingVenue!.slug },
      { kind: 'venue', value: String(host.venueId) },
      { kind: 'review', value: reviews.hidden.id },
      { kind: 'photo', value: photoId },
      { kind: 'user', value: who.nobody },
      { kind: 'user', value: who.hiddenFromDirectory },
      { kind: 'user', value: who.suspended },
      { kind: 'user', value: who.blocker },
      { kind: 'user', value: who.blockedByViewer },
      { kind: 'user', value: who.friendsOnly },
      { kind: 'user', value: who.cityHidden },
      { kind: 'user', value: who.hiddenFromSearch },
      { kind: 'conversation', value: conversation.id },
      { kind: 'city', value: String(host.cityId) },
      { kind: 'country', value: host.countryId },
    ]
    const media: CanarySet['media'] = [
      { label: 'the photo of a friends-only post', path: `/media/${feedPhotoKey}`, allowed: ['crewMember'] },
      { label: 'the cover of a private crew', path: `/media/${crewCoverKey}`, allowed: ['crewMember'] },
      { label: 'a photo sent in a conversation', path: `/media/${conversation.photoKey}`, allowed: ['crewMember'] },
    ]
    const ids = { outsider: who.outsider, blocked: who.blocked, crewMember: who.crewMember, crewOwner: who.owner }
    // the site search reads its own index (a visitor's view of every type), which the rows above
    // bypassed: rebuilt, so a canary that reached it would show on /search
    await rebuildSearchIndex(db)
    const searches = [`/search?q=${prefix}`, `/search?q=${encodeURIComponent('Leak City Hidden')}&types=user`]
    return { canaries, cookies, ids, crewId: crew.id, host, keys, expectations, media, staff, searches }
  })
}

import { env, SELF } from 'cloudflare:test'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { accounts, blocks, countries, profiles, userRoles, venueCheckIns, venuePhotos, venueReviews, venues } from '~/db/schema'
import { checkIn } from '~/models/venues/check-ins.server'
import { loadVenueContributions } from '~/models/venues/contributions.server'
import { listPendingPhotos, setPhotoStatus } from '~/models/venues/photos.server'
import { MAX_IMAGE_BYTES } from '~/utils/image-metadata.server'
import { localDate } from '~/models/venues/opening-hours'
import { has, JPEG_WITH_GPS } from '../image-fixtures'
import { call, getPage, createMemberWithSession, db, flashToast, withoutPageTexts } from './helpers'

/**
 * Check-ins, reviews and photos on a venue (the three action routes through the Worker, and
 * the loader data of the detail page), against real D1 and R2.
 */
const BASE = 'https://haven.test'
type Member = { id: string; cookie: string; roles: ('admin' | 'moderator')[] }

let published: number
let pending: number
const TZ = 'Pacific/Auckland'

beforeAll(async () => {
  const d = db()
  await d.insert(countries).values({ id: 'nz', name: 'New Zealand', names: { en: 'New Zealand' }, continent: 'OC', timezones: [TZ] })
  const [a, b] = await d
    .insert(venues)
    .values([
      { slug: 'rainbow-cafe', name: 'Rainbow Café', countryId: 'nz', timezone: TZ, status: 'published' },
      { slug: 'waiting-bar', name: 'Waiting Bar', countryId: 'nz', timezone: TZ, status: 'pending' },
    ])
    .returning({ id: venues.id })
  published = a!.id
  pending = b!.id
})

async function member(name: string, options: { role?: 'moderator' | 'admin'; ageDays?: number } = {}): Promise<Member> {
  const m = await createMemberWithSession(name)
  if (options.role) await db().insert(userRoles).values({ userId: m.id, role: options.role })
  if (options.ageDays) {
    await db()
      .update(accounts)
      .set({ createdAt: new Date(Date.now() - options.ageDays * 24 * 3600 * 1000) })
      .where(eq(accounts.id, m.id))
  }
  return { ...m, roles: options.role ? [options.role] : [] }
}

type Fields = Record<string, string | File>
/** A post as a fetcher sends it (`?js=1`: JSON answers) or, with `plain`, as a form without JavaScript. */
function post(
  m: Member | null,
  venueId: number,
  what: 'check-in' | 'reviews' | 'photos',
  fields: Fields,
  options: { plain?: boolean; lng?: string } = {},
) {
  const body = new FormData()
  for (const [key, value] of Object.entries(fields)) body.set(key, value)
  const cookies = [m?.cookie, options.lng && `lng=${options.lng}`].filter(Boolean).join('; ')
  return call(`/venues/${venueId}/${what}${options.plain ? '' : '?js=1'}`, { method: 'POST', cookie: cookies || undefined, body })
}
const json = async (res: Response) =>
  (await res.json()) as { ok: boolean; intent: string; message: string; errors?: Record<string, string> }
const venueRow = (id: number) => db().select().from(venues).where(eq(venues.id, id)).get()
const load = (venueId: number, viewer: Member | null, reviewPage?: number) =>
  loadVenueContributions(db(), { venueId, timezone: TZ, viewer: viewer && { id: viewer.id, roles: viewer.roles }, reviewPage })

// ---------------------------------------------------------------- check-in

describe('check-in', () => {
  it('refuses visitors: 401 JSON for fetchers, the sign-in page for plain forms', async () => {
    const res = await post(null, published, 'check-in', { intent: 'checkIn' })
    expect(res.status).toBe(401)
    expect((await json(res)).message).toBe('Please sign in to do this.')
    const plain = await post(null, published, 'check-in', { intent: 'checkIn' }, { plain: true })
    expect(plain.status).toBe(302)
    expect(plain.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(`/venues/${published}`)}`)
    expect(flashToast(plain)).toMatchObject({ titleKey: 'errors:guard.authRequiredTitle' })
    expect(await db().select().from(venueCheckIns).all()).toHaveLength(0)
  })

  it('counts once per member and local day: a second check-in is 409 and the count goes up by one only', async () => {
    const m = await member('Checker')
    const before = (await venueRow(published))!.checkInCount
    const first = await post(m, published, 'check-in', { intent: 'checkIn', privateChoice: '1' })
    expect(first.status).toBe(200)
    expect(await json(first)).toMatchObject({ ok: true, intent: 'checkIn', message: 'Checked in!' })
    const second = await post(m, published, 'check-in', { intent: 'checkIn', privateChoice: '1' })
    expect(second.status).toBe(409)
    expect(await json(second)).toMatchObject({ ok: false, message: 'You already checked in here today' })
    expect((await venueRow(published))!.checkInCount).toBe(before + 1)
    const rows = await db().select().from(venueCheckIns).where(eq(venueCheckIns.userId, m.id)).all()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.day).toBe(localDate(TZ))
    expect(rows[0]!.isPrivate).toBe(false)

    const data = await load(published, m)
    expect(data.checkIn).toMatchObject({ checkedInToday: true, todayPrivate: false, count: before + 1 })

    // without JavaScript: redirected back to the card with the translated toast key
    const plain = await post(m, published, 'check-in', { intent: 'checkIn' }, { plain: true })
    expect(plain.status).toBe(302)
    expect(plain.headers.get('Location')).toBe(`/venues/${published}#check-in`)
    expect(flashToast(plain)).toMatchObject({ titleKey: 'venue:checkIn.errors.already' })
  })

  it('answers in the reader’s language', async () => {
    const m = await member('Lena')
    await post(m, published, 'check-in', { intent: 'checkIn' })
    const again = await post(m, published, 'check-in', { intent: 'checkIn' }, { lng: 'de' })
    expect(again.status).toBe(409)
    expect((await json(again)).message).toBe('Du hast heute hier schon eingecheckt')
  })

  it('allows the next local day (a check-in of yesterday does not block today)', async () => {
    const m = await member('Regular')
    const yesterday = localDate(TZ, Date.now() - 24 * 3600 * 1000)
    await db().insert(venueCheckIns).values({ id: crypto.randomUUID(), venueId: published, userId: m.id, day: yesterday })
    const res = await post(m, published, 'check-in', { intent: 'checkIn' })
    expect(res.status).toBe(200)
    expect(await db().select().from(venueCheckIns).where(eq(venueCheckIns.userId, m.id)).all()).toHaveLength(2)
  })

  it('uses the venue’s day, not UTC: 23:30 and 00:30 in Auckland are two days on the same UTC date', async () => {
    const m = await member('Night Owl')
    const lateEvening = Date.parse('2024-05-01T11:30:00Z') // 23:30 on 1 May in Auckland (UTC+12)
    const afterMidnight = Date.parse('2024-05-01T12:30:00Z') // 00:30 on 2 May
    expect(await checkIn(db(), { venueId: published, userId: m.id, timezone: TZ }, lateEvening)).toMatchObject({
      ok: true,
      day: '2024-05-01',
    })
    expect(await checkIn(db(), { venueId: published, userId: m.id, timezone: TZ }, lateEvening + 600_000)).toEqual({
      ok: false,
      code: 'already',
    })
    expect(await checkIn(db(), { venueId: published, userId: m.id, timezone: TZ }, afterMidnight)).toMatchObject({
      ok: true,
      day: '2024-05-02',
    })
  })

  it('keeps a check-in private by choice or by the member’s default, and never counts others’ private ones today', async () => {
    const chosen = await member('Private By Choice')
    const res = await post(chosen, published, 'check-in', { intent: 'checkIn', privateChoice: '1', private: '1' })
    expect(await json(res)).toMatchObject({ ok: true, message: 'Checked in privately' })

    const byDefault = await member('Private By Default')
    await db().update(profiles).set({ checkInsPrivate: true }).where(eq(profiles.userId, byDefault.id))
    expect((await load(published, byDefault)).checkIn.privateDefault).toBe(true)
    await post(byDefault, published, 'check-in', { intent: 'checkIn' }) // a bare post: the default applies

    const overridden = await member('Public Despite Default')
    await db().update(profiles).set({ checkInsPrivate: true }).where(eq(profiles.userId, overridden.id))
    await post(overridden, published, 'check-in', { intent: 'checkIn', privateChoice: '1' }) // checkbox left unticked

    const privacy = async (m: Member) =>
      (await db()
        .select()
        .from(venueCheckIns)
        .where(and(eq(venueCheckIns.userId, m.id), eq(venueCheckIns.day, localDate(TZ))))
        .get())!.isPrivate
    expect(await privacy(chosen)).toBe(true)
    expect(await privacy(byDefault)).toBe(true)
    expect(await privacy(overridden)).toBe(false)

    const today = localDate(TZ)
    const all = await db()
      .select()
      .from(venueCheckIns)
      .where(and(eq(venueCheckIns.venueId, published), eq(venueCheckIns.day, today)))
      .all()
    const publicToday = all.filter((c) => !c.isPrivate).length
    const stranger = await load(published, null)
    expect(stranger.checkIn.todayCount).toBe(publicToday)
    expect((await load(published, chosen)).checkIn).toMatchObject({ todayCount: publicToday + 1, checkedInToday: true, todayPrivate: true })
    // the serialized data names nobody
    expect(JSON.stringify(stranger.checkIn)).not.toContain(chosen.id)
  })

  it('answers a pending venue like an unknown one (404); a moderator who sees it is told it is not published', async () => {
    const m = await member('Early Bird')
    expect((await post(m, pending, 'check-in', { intent: 'checkIn' })).status).toBe(404)
    expect((await post(m, 999_999, 'check-in', { intent: 'checkIn' })).status).toBe(404)
    const res = await post(await member('Early Mod', { role: 'moderator' }), pending, 'check-in', { intent: 'checkIn' })
    expect(res.status).toBe(409)
    expect((await json(res)).message).toMatch(/not published yet/)
    expect(await db().select().from(venueCheckIns).where(eq(venueCheckIns.venueId, pending)).all()).toHaveLength(0)
  })

  it('undoes today’s check-in and the count follows', async () => {
    const m = await member('Mis Tap')
    await post(m, published, 'check-in', { intent: 'checkIn' })
    const count = (await venueRow(published))!.checkInCount
    const undo = await post(m, published, 'check-in', { intent: 'undo' })
    expect(await json(undo)).toMatchObject({ ok: true, message: 'Check-in removed' })
    expect((await venueRow(published))!.checkInCount).toBe(count - 1)
    const again = await post(m, published, 'check-in', { intent: 'undo' })
    expect(again.status).toBe(404)
    expect((await venueRow(published))!.checkInCount).toBe(count - 1)
  })
})

// ---------------------------------------------------------------- reviews

describe('reviews', () => {
  let venueId: number
  let alex: Member
  let blake: Member
  let mod: Member
  beforeAll(async () => {
    const [row] = await db()
      .insert(venues)
      .values({ slug: 'review-hall', name: 'Review Hall', countryId: 'nz', timezone: TZ, status: 'published' })
      .returning({ id: venues.id })
    venueId = row!.id
    alex = await member('Alex Author')
    blake = await member('Blake Other')
    mod = await member('Morgan Moderator', { role: 'moderator' })
  })

  const reviewsOf = (userId: string) =>
    db()
      .select()
      .from(venueReviews)
      .where(and(eq(venueReviews.venueId, venueId), eq(venueReviews.userId, userId)))
      .all()

  it('validates rating and text with translated messages', async () => {
    const bad = await post(alex, venueId, 'reviews', { intent: 'save', rating: '6', body: 'short' })
    expect(bad.status).toBe(400)
    const body = await json(bad)
    expect(body.errors).toEqual({ rating: 'Choose a rating from 1 to 5 stars.', body: 'Write at least 10 characters.' })
    const long = await post(alex, venueId, 'reviews', { intent: 'save', rating: '4', body: 'x'.repeat(2001) })
    expect((await json(long)).errors?.body).toBe('Keep it to 2000 characters or fewer.')
    const german = await post(
      alex,
      venueId,
      'reviews',
      { intent: 'save', rating: '0', body: 'Toller Ort mit netten Leuten' },
      { lng: 'de' },
    )
    expect((await json(german)).errors?.rating).toMatch(/Sterne/)
    expect(await reviewsOf(alex.id)).toHaveLength(0)
  })

  it('creates a review, then saving again edits the same one (one per member and venue)', async () => {
    const created = await post(alex, venueId, 'reviews', {
      intent: 'save',
      rating: '5',
      body: '  Warm staff and a quiet corner to talk.  ',
    })
    expect(await json(created)).toMatchObject({ ok: true, message: 'Thanks for your review!' })
    let rows = await reviewsOf(alex.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.body).toBe('Warm staff and a quiet corner to talk.')
    expect(await venueRow(venueId)).toMatchObject({ ratingAvg: 5, ratingCount: 1 })

    await new Promise((r) => setTimeout(r, 1100))
    const updated = await post(alex, venueId, 'reviews', { intent: 'save', rating: '4', body: 'Still lovely, but loud on Fridays.' })
    expect(await json(updated)).toMatchObject({ ok: true, message: 'Your review was updated' })
    rows = await reviewsOf(alex.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ rating: 4, body: 'Still lovely, but loud on Fridays.' })
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThan(rows[0]!.createdAt.getTime())

    await post(blake, venueId, 'reviews', { intent: 'save', rating: '1', body: 'Not for me, sadly: the door staff were rude.' })
    expect(await venueRow(venueId)).toMatchObject({ ratingAvg: 2.5, ratingCount: 2 })

    const forBlake = await load(venueId, blake)
    expect(forBlake.reviews.mine).toMatchObject({ rating: 1 })
    expect(forBlake.reviews.items.map((r) => r.author.name)).toEqual(['Alex Author'])
    expect(forBlake.reviews.items[0]!.editedAt).not.toBeNull()
    expect(forBlake.reviews.summary).toMatchObject({ average: 2.5, count: 2 })
    expect(forBlake.reviews.summary.distribution).toEqual([
      { stars: 5, count: 0 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ])
  })

  it('never lets a member change or delete someone else’s review', async () => {
    const [alexReview] = await reviewsOf(alex.id)
    const del = await post(blake, venueId, 'reviews', { intent: 'delete', reviewId: alexReview!.id })
    expect(del.status).toBe(403)
    expect((await json(del)).message).toBe('You can only change your own review.')
    const edit = await post(blake, venueId, 'reviews', {
      intent: 'save',
      reviewId: alexReview!.id,
      rating: '1',
      body: 'Hijacked review text here.',
    })
    expect(edit.status).toBe(403)
    const hide = await post(blake, venueId, 'reviews', { intent: 'hide', reviewId: alexReview!.id })
    expect(hide.status).toBe(403)
    expect((await json(hide)).message).toBe('Only moderators can hide reviews.')
    const unknown = await post(blake, venueId, 'reviews', { intent: 'delete', reviewId: crypto.randomUUID() })
    expect(unknown.status).toBe(404)
    expect((await reviewsOf(alex.id))[0]).toMatchObject({ rating: 4, hidden: false, body: 'Still lovely, but loud on Fridays.' })
    // visitors: the sign-in page
    const visitor = await post(
      null,
      venueId,
      'reviews',
      { intent: 'save', rating: '5', body: 'Visitors cannot post reviews.' },
      { plain: true },
    )
    expect(visitor.headers.get('Location')).toContain('/auth?redirectTo=')
  })

  it('lets a moderator hide a review: the summary follows, others stop seeing it, its author and moderators still do', async () => {
    const [alexReview] = await reviewsOf(alex.id)
    const hide = await post(mod, venueId, 'reviews', { intent: 'hide', reviewId: alexReview!.id })
    expect(await json(hide)).toMatchObject({ ok: true, message: 'Review hidden' })
    expect((await reviewsOf(alex.id))[0]).toMatchObject({ hidden: true, hiddenBy: mod.id })
    expect(await venueRow(venueId)).toMatchObject({ ratingAvg: 1, ratingCount: 1 })

    const forBlake = await load(venueId, blake)
    expect(forBlake.reviews.items).toHaveLength(0)
    expect(forBlake.reviews.summary).toMatchObject({ average: 1, count: 1 })
    const forVisitor = await load(venueId, null)
    expect(forVisitor.reviews.items.map((r) => r.author.name)).toEqual([null]) // Blake's profile is for members only: visitors read 'A community member'

    const forAlex = await load(venueId, alex)
    expect(forAlex.reviews.mine).toMatchObject({ hidden: true, rating: 4 })

    const forMod = await load(venueId, mod)
    expect(forMod.reviews.canModerate).toBe(true)
    expect(forMod.reviews.items.find((r) => r.id === alexReview!.id)).toMatchObject({ hidden: true })

    // editing a hidden review does not bring it back
    await post(alex, venueId, 'reviews', { intent: 'save', rating: '5', body: 'Edited after it was hidden.' })
    expect((await reviewsOf(alex.id))[0]).toMatchObject({ hidden: true, rating: 5 })
    expect(await venueRow(venueId)).toMatchObject({ ratingAvg: 1, ratingCount: 1 })

    const unhide = await post(mod, venueId, 'reviews', { intent: 'unhide', reviewId: alexReview!.id })
    expect(await json(unhide)).toMatchObject({ ok: true, message: 'Review visible again' })
    expect((await reviewsOf(alex.id))[0]).toMatchObject({ hidden: false, hiddenBy: null })
    expect(await venueRow(venueId)).toMatchObject({ ratingAvg: 3, ratingCount: 2 })
  })

  it('hides the reviews of members who blocked each other, both ways', async () => {
    const casey = await member('Casey Blocker')
    await db().insert(blocks).values({ blockerId: casey.id, blockedId: alex.id })
    expect((await load(venueId, casey)).reviews.items.map((r) => r.author.name)).toEqual(['Blake Other'])
    await post(casey, venueId, 'reviews', { intent: 'save', rating: '3', body: 'Fine coffee, small rooms.' })
    expect((await load(venueId, alex)).reviews.items.map((r) => r.author.name)).toEqual(['Blake Other'])
    expect((await load(venueId, blake)).reviews.items.map((r) => r.author.name).sort()).toEqual(['Alex Author', 'Casey Blocker'])
  })

  it('names a review’s author only as far as their profile visibility reaches', async () => {
    const [row] = await db()
      .insert(venues)
      .values({ slug: 'quiet-corner', name: 'Quiet Corner', countryId: 'nz', timezone: TZ, status: 'published' })
      .returning({ id: venues.id })
    const open = await member('Open Olive')
    const membersOnly = await member('Member Max')
    const hidden = await member('Private Pat')
    await db().update(profiles).set({ profileVisibility: 'everyone' }).where(eq(profiles.userId, open.id))
    await db().update(profiles).set({ profileVisibility: 'members' }).where(eq(profiles.userId, membersOnly.id))
    await db().update(profiles).set({ profileVisibility: 'nobody' }).where(eq(profiles.userId, hidden.id))
    for (const m of [open, membersOnly, hidden])
      await post(m, row!.id, 'reviews', { intent: 'save', rating: '4', body: 'A calm place to read.' })
    const names = async (viewer: Member | null) =>
      (await load(row!.id, viewer)).reviews.items.map((r) => r.author.name ?? 'anonymous').sort()
    expect(await names(null)).toEqual(['Open Olive', 'anonymous', 'anonymous'])
    expect(await names(open)).toEqual(['Member Max', 'anonymous'])
    const own = await load(row!.id, hidden)
    expect(own.reviews.mine?.author.name).toBe('Private Pat')
    expect(own.reviews.items.map((r) => r.author.name).sort()).toEqual(['Member Max', 'Open Olive'])
    // the page never carries a hidden author's name or avatar
    const html = await (await SELF.fetch(`${BASE}/venues/${row!.id}`, { headers: { Cookie: open.cookie } })).text().then(withoutPageTexts)
    expect(html).toContain('Member Max')
    expect(html).not.toContain('Private Pat')
  })

  it('pages reviews ten at a time, newest first', async () => {
    const [row] = await db()
      .insert(venues)
      .values({ slug: 'busy-bar', name: 'Busy Bar', countryId: 'nz', timezone: TZ, status: 'published' })
      .returning({ id: venues.id })
    const reviewers = await Promise.all(Array.from({ length: 12 }, (_, i) => member(`Reviewer ${String(i).padStart(2, '0')}`)))
    await db()
      .insert(venueReviews)
      .values(
        reviewers.map((r, i) => ({
          id: crypto.randomUUID(),
          venueId: row!.id,
          userId: r.id,
          rating: 4,
          body: `Review number ${i}`,
          createdAt: new Date(Date.UTC(2024, 0, 1 + i)),
        })),
      )
    const first = await loadVenueContributions(db(), { venueId: row!.id, timezone: TZ, viewer: null })
    expect(first.reviews).toMatchObject({ total: 12, page: 1, pageCount: 2 })
    expect(first.reviews.items).toHaveLength(10)
    expect(first.reviews.items[0]!.body).toBe('Review number 11')
    const second = await loadVenueContributions(db(), { venueId: row!.id, timezone: TZ, viewer: null, reviewPage: 2 })
    expect(second.reviews.items.map((r) => r.body)).toEqual(['Review number 1', 'Review number 0'])
  })

  it('deletes the member’s own review and recomputes the rating', async () => {
    const res = await post(blake, venueId, 'reviews', { intent: 'delete' })
    expect(await json(res)).toMatchObject({ ok: true, message: 'Your review was deleted' })
    expect(await reviewsOf(blake.id)).toHaveLength(0)
    expect(await venueRow(venueId)).toMatchObject({ ratingAvg: 4, ratingCount: 2 })
    const plain = await post(alex, venueId, 'reviews', { intent: 'delete' }, { plain: true })
    expect(plain.status).toBe(302)
    expect(plain.headers.get('Location')).toBe(`/venues/${venueId}#reviews`)
    expect(flashToast(plain)).toMatchObject({ titleKey: 'venue:reviews.toasts.deleted' })
    expect(await venueRow(venueId)).toMatchObject({ ratingAvg: 3, ratingCount: 1 })
  })
})

// ---------------------------------------------------------------- photos

const photo = (name = 'photo.jpg') => new File([JPEG_WITH_GPS], name, { type: 'image/jpeg' })

describe('photos', () => {
  let venueId: number
  let newbie: Member
  let trusted: Member
  let mod: Member
  beforeAll(async () => {
    const [row] = await db()
      .insert(venues)
      .values({ slug: 'photo-club', name: 'Photo Club', countryId: 'nz', timezone: TZ, status: 'published' })
      .returning({ id: venues.id })
    venueId = row!.id
    newbie = await member('New Member')
    trusted = await member('Old Hand', { ageDays: 60 })
    mod = await member('Photo Moderator', { role: 'moderator' })
  })
  const photosOf = (userId: string) => db().select().from(venuePhotos).where(eq(venuePhotos.userId, userId)).all()

  it('refuses a file that is not an image (415) and one over 5 MB (413), with translated messages', async () => {
    const fake = await post(trusted, venueId, 'photos', {
      intent: 'upload',
      photo: new File(['just some text, not a picture'], 'me.jpg', { type: 'image/jpeg' }),
    })
    expect(fake.status).toBe(415)
    expect((await json(fake)).message).toBe('That file is not a JPEG, PNG, WebP or GIF image.')
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1)
    big.set(JPEG_WITH_GPS)
    const large = await post(trusted, venueId, 'photos', { intent: 'upload', photo: new File([big], 'big.jpg', { type: 'image/jpeg' }) })
    expect(large.status).toBe(413)
    expect((await json(large)).message).toBe('That photo is larger than 5 MB.')
    const plain = await post(trusted, venueId, 'photos', { intent: 'upload', photo: new File(['GIF? no'], 'x.gif') }, { plain: true })
    expect(plain.status).toBe(302)
    expect(flashToast(plain)).toMatchObject({ titleKey: 'venue:photos.errors.fileType' })
    const caption = await post(trusted, venueId, 'photos', { intent: 'upload', photo: photo(), caption: 'c'.repeat(201) })
    expect(caption.status).toBe(400)
    expect(await photosOf(trusted.id)).toHaveLength(0)
    expect((await env.MEDIA.list({ prefix: `venues/${venueId}/` })).objects).toHaveLength(0)
  })

  it('stores a trusted member’s photo without its Exif GPS block, approved, at venues/{venueId}/{photoId}.jpg', async () => {
    expect(has(JPEG_WITH_GPS, 'GPSLatitude')).toBe(true)
    const res = await post(trusted, venueId, 'photos', {
      intent: 'upload',
      photo: photo('holiday.png'),
      caption: '  The  terrace at dusk ',
    })
    expect(await json(res)).toMatchObject({ ok: true, message: 'Photo added' })
    const [row] = await photosOf(trusted.id)
    expect(row).toMatchObject({ status: 'approved', caption: 'The terrace at dusk', width: 1, height: 1 })
    expect(row!.r2Key).toBe(`venues/${venueId}/${row!.id}.jpg`)
    expect(row!.url).toBe(`/media/${row!.r2Key}`)
    const object = await env.MEDIA.get(row!.r2Key!)
    const bytes = new Uint8Array(await object!.arrayBuffer())
    expect(has(bytes, 'Exif')).toBe(false)
    expect(has(bytes, 'GPSLatitude')).toBe(false)
    expect(has(bytes, 'JFIF')).toBe(true)
    expect(object!.httpMetadata?.contentType).toBe('image/jpeg')
    const served = await SELF.fetch(`${BASE}${row!.url}`)
    expect(served.status).toBe(200)
    expect(has(new Uint8Array(await served.arrayBuffer()), 'GPSLatitude')).toBe(false)

    const forVisitor = await load(venueId, null)
    expect(forVisitor.photos.items.map((p) => p.id)).toEqual([row!.id])
    expect(forVisitor.photos.items[0]).toMatchObject({ status: 'approved', mine: false, caption: 'The terrace at dusk' })
    expect(forVisitor.photos.canUpload).toBe(false)
  })

  it('holds a new member’s photo for review: only they and moderators see it until it is approved', async () => {
    const res = await post(newbie, venueId, 'photos', { intent: 'upload', photo: photo() })
    expect(await json(res)).toMatchObject({ ok: true, message: 'Photo received: it will appear once a moderator approves it' })
    const [row] = await photosOf(newbie.id)
    expect(row!.status).toBe('pending')

    expect((await load(venueId, null)).photos.items.some((p) => p.id === row!.id)).toBe(false)
    expect((await load(venueId, trusted)).photos.items.some((p) => p.id === row!.id)).toBe(false)
    expect((await load(venueId, newbie)).photos.items.find((p) => p.id === row!.id)).toMatchObject({ status: 'pending', mine: true })
    expect((await load(venueId, mod)).photos.items.find((p) => p.id === row!.id)).toMatchObject({ status: 'pending', mine: false })

    // the file itself: 404 for visitors and other members, private (never shared-cached) for its uploader and moderators
    const media = (m: Member | null) => getPage(row!.url!, m?.cookie)
    expect((await media(null)).status).toBe(404)
    expect((await media(trusted)).status).toBe(404)
    for (const m of [newbie, mod]) {
      const res = await media(m)
      expect(res.status).toBe(200)
      expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    }

    const queue = await listPendingPhotos(db(), 10)
    expect(queue.find((p) => p.id === row!.id)).toMatchObject({
      venue: { id: venueId, name: 'Photo Club' },
      uploader: { id: newbie.id, name: 'New Member' },
    })

    expect(await setPhotoStatus(db(), row!.id, 'approved', mod.id)).toBe(true)
    expect((await load(venueId, null)).photos.items.some((p) => p.id === row!.id)).toBe(true)
    const approved = await media(null)
    expect(approved.status).toBe(200)
    expect(approved.headers.get('Cache-Control')).toContain('public')

    // an approved photo makes them trusted: the next one is public at once
    await post(newbie, venueId, 'photos', { intent: 'upload', photo: photo() })
    expect((await photosOf(newbie.id)).map((p) => p.status).sort()).toEqual(['approved', 'approved'])
  })

  it('publishes moderators’ photos at once, and a rejection removes the file', async () => {
    await post(mod, venueId, 'photos', { intent: 'upload', photo: photo() })
    expect((await photosOf(mod.id))[0]!.status).toBe('approved')

    const other = await member('Another Newbie')
    await post(other, venueId, 'photos', { intent: 'upload', photo: photo() })
    const [row] = await photosOf(other.id)
    expect(row!.status).toBe('pending')
    expect(await setPhotoStatus(db(), row!.id, 'rejected', mod.id, env.MEDIA)).toBe(true)
    expect(await env.MEDIA.get(row!.r2Key!)).toBeNull()
    expect((await photosOf(other.id))[0]).toMatchObject({ status: 'rejected', reviewedBy: mod.id })
    expect((await load(venueId, other)).photos.items.some((p) => p.id === row!.id)).toBe(false)
    expect(await setPhotoStatus(db(), crypto.randomUUID(), 'approved', mod.id)).toBe(false)
  })

  it('deletes the member’s own photo with its file; someone else’s is refused', async () => {
    const [row] = await photosOf(trusted.id)
    const stranger = await post(newbie, venueId, 'photos', { intent: 'delete', photoId: row!.id })
    expect(stranger.status).toBe(403)
    expect((await json(stranger)).message).toBe('You can only delete your own photos.')
    expect(await env.MEDIA.get(row!.r2Key!)).not.toBeNull()

    const res = await post(trusted, venueId, 'photos', { intent: 'delete', photoId: row!.id })
    expect(await json(res)).toMatchObject({ ok: true, message: 'Photo deleted' })
    expect(await photosOf(trusted.id)).toHaveLength(0)
    expect(await env.MEDIA.get(row!.r2Key!)).toBeNull()
    expect((await post(trusted, venueId, 'photos', { intent: 'delete', photoId: row!.id })).status).toBe(404)
  })

  it('refuses visitors and venues that are not published', async () => {
    const visitor = await post(null, venueId, 'photos', { intent: 'upload', photo: photo() })
    expect(visitor.status).toBe(401)
    const res = await post(trusted, pending, 'photos', { intent: 'upload', photo: photo() })
    expect(res.status).toBe(404)
    expect((await env.MEDIA.list({ prefix: `venues/${pending}/` })).objects).toHaveLength(0)
  })

  it('limits uploads to 10 per member, venue and day (429)', async () => {
    const busy = await member('Busy Uploader', { ageDays: 30 })
    for (let i = 0; i < 10; i++) expect((await post(busy, venueId, 'photos', { intent: 'upload', photo: photo() })).status).toBe(200)
    const eleventh = await post(busy, venueId, 'photos', { intent: 'upload', photo: photo() })
    expect(eleventh.status).toBe(429)
    expect(eleventh.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect((await json(eleventh)).message).toMatch(/many photos/)
    expect(await photosOf(busy.id)).toHaveLength(10)
  })
})

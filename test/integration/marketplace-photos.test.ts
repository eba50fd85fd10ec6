import { env } from 'cloudflare:test'
import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { listingPhotos, marketplaceListings, staffAuditLog, userRoles } from '~/db/schema'
import { has, JPEG_WITH_GPS } from '../image-fixtures'
import { call, createMemberWithSession, db, flashToast, formData, getPage, withoutPageTexts } from './helpers'

/**
 * An item's photos (issue 40): staff add them from the item editor (the file's metadata removed
 * before R2, what it shows required), order them and remove them; the first is the item's
 * picture. Each form is repeat-safe (the page's one-time key; a move names a place). /media
 * serves a photo by the item's rule: a draft's photos reach staff only. Visitors and members
 * change nothing.
 */

const ITEM = 9301
const path = `/admin/marketplace/${ITEM}`
let member: { id: string; cookie: string }
let moderator: { id: string; cookie: string }

beforeAll(async () => {
  member = await createMemberWithSession('Photo Member')
  moderator = await createMemberWithSession('Photo Moderator')
  await db().insert(userRoles).values({ userId: moderator.id, role: 'moderator' })
  await db().insert(marketplaceListings).values({
    id: ITEM,
    slug: 'photo-tote',
    title: 'Photo Tote',
    priceCents: 2400,
    currency: 'EUR',
    stock: 5,
    status: 'active',
    havenOwned: true,
  })
})

const post = (body: FormData, cookie = moderator.cookie) => call(path, { method: 'POST', cookie, body })
const jpeg = () => new File([JPEG_WITH_GPS], 'tote.jpg', { type: 'image/jpeg' })
const key = (n: number) => `photo-form-key-${n}`.padEnd(20, 'x')
const add = (n: number, alt = `Tote bag, view ${n}`, photo: File = jpeg()) =>
  formData({ intent: 'photo-add', id: String(ITEM), key: key(n), alt, photo })
const photosOf = () => db().select().from(listingPhotos).where(eq(listingPhotos.listingId, ITEM)).orderBy(asc(listingPhotos.position)).all()
const picture = async () =>
  (await db().select({ url: marketplaceListings.imageUrl }).from(marketplaceListings).where(eq(marketplaceListings.id, ITEM)).get())!.url
const media = (url: string, cookie?: string) => call(url, { cookie })

describe('who may change an item’s photos', () => {
  it('sends visitors to sign in and members away; nothing is stored', async () => {
    const byVisitor = await post(add(90), '')
    expect(byVisitor.status).toBe(302)
    expect(byVisitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
    const byMember = await post(add(91), member.cookie)
    expect(byMember.status).toBe(302)
    expect(byMember.headers.get('Location')).toBe('/')
    expect(await photosOf()).toEqual([])
  })
})

describe('the editor’s photos', () => {
  it('adds a photo without its metadata, once however often the form is sent, and makes it the picture', async () => {
    const added = await post(add(1))
    expect(added.status).toBe(302)
    expect(added.headers.get('Location')).toBe(`${path}#photos`)
    expect(flashToast(added)?.titleKey).toBe('admin:market.photos.toasts.added')
    // the same form again (a double click, a retry): still one photo
    expect((await post(add(1))).status).toBe(302)
    const [photo, ...others] = await photosOf()
    expect(others).toEqual([])
    expect(photo).toMatchObject({ alt: 'Tote bag, view 1', position: 0 })
    expect(photo!.r2Key).toMatch(new RegExp(`^market/${ITEM}/[0-9a-f-]{36}\\.jpg$`))
    const stored = await env.MEDIA.get(photo!.r2Key)
    expect(has(new Uint8Array(await stored!.arrayBuffer()), 'GPSLatitude')).toBe(false)
    expect(await picture()).toBe(photo!.url)
    const audit = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'MARKET_PHOTO_ADDED'), eq(staffAuditLog.actorId, moderator.id)))
    expect(audit).toHaveLength(1)
  })

  it('refuses a file that is no image and a photo without what it shows, keeping what was typed', async () => {
    const notImage = await post(add(2, 'A tote bag', new File(['not an image'], 'x.jpg', { type: 'image/jpeg' })))
    expect(notImage.status).toBe(400)
    const page = withoutPageTexts(await notImage.text())
    expect(page).toContain('Choose a JPEG, PNG, WebP or GIF image.')
    expect(page).toContain('value="A tote bag"')
    const noAlt = await post(add(3, ' '))
    expect(noAlt.status).toBe(400)
    expect(withoutPageTexts(await noAlt.text())).toContain('Say what the photo shows')
    expect(await photosOf()).toHaveLength(1)
  })

  it('moves a photo to a place (the same form twice moves it once) and the first is the picture', async () => {
    expect((await post(add(4, 'Tote bag, the inside'))).status).toBe(302)
    const [first, second] = await photosOf()
    const move = () => post(formData({ intent: 'photo-move', id: String(ITEM), key: key(5), photoId: second!.id, position: '0' }))
    expect((await move()).status).toBe(302)
    expect((await move()).status).toBe(302)
    expect((await photosOf()).map((p) => p.id)).toEqual([second!.id, first!.id])
    expect(await picture()).toBe(second!.url)
    // a photo that is gone: 404 with a message, nothing moves
    const gone = await post(
      formData({ intent: 'photo-move', id: String(ITEM), key: key(5), photoId: '00000000-0000-4000-8000-000000000000', position: '1' }),
    )
    expect(gone.status).toBe(404)
    expect(withoutPageTexts(await gone.text())).toContain('This no longer exists.')
  })

  it('serves a photo by the item’s rule: everyone while it is for sale, staff only while it is a draft', async () => {
    const [photo] = await photosOf()
    const shown = await media(photo!.url)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('Cache-Control')).toBe('public, max-age=3600')
    // the item page shows the gallery
    const page = withoutPageTexts(await (await getPage(`/marketplace/${ITEM}`)).text())
    expect(page).toContain('alt="Tote bag, the inside"')
    expect(page).toContain('aria-label="Show photo 2 of 2"')
    await db().update(marketplaceListings).set({ status: 'draft' }).where(eq(marketplaceListings.id, ITEM))
    try {
      expect((await media(photo!.url)).status).toBe(404)
      expect((await media(photo!.url, member.cookie)).status).toBe(404)
      const staff = await media(photo!.url, moderator.cookie)
      expect(staff.status).toBe(200)
      expect(staff.headers.get('Cache-Control')).toBe('private, no-store')
    } finally {
      await db().update(marketplaceListings).set({ status: 'active' }).where(eq(marketplaceListings.id, ITEM))
    }
  })

  it('holds at most eight photos (409 past them)', async () => {
    const have = (await photosOf()).length
    await db()
      .insert(listingPhotos)
      .values(
        Array.from({ length: 8 - have }, (_, n) => ({
          id: `00000000-0000-4000-8000-0000000009${String(n).padStart(2, '0')}`,
          listingId: ITEM,
          r2Key: `market/${ITEM}/00000000-0000-4000-8000-0000000009${String(n).padStart(2, '0')}.png`,
          url: `/media/market/${ITEM}/00000000-0000-4000-8000-0000000009${String(n).padStart(2, '0')}.png`,
          alt: `Filler ${n}`,
          position: have + n,
        })),
      )
    const more = await post(add(6))
    expect(more.status).toBe(409)
    expect(withoutPageTexts(await more.text())).toContain('This item has 8 photos, the most it can have.')
    expect(await photosOf()).toHaveLength(8)
    await db()
      .delete(listingPhotos)
      .where(and(eq(listingPhotos.listingId, ITEM), eq(listingPhotos.alt, 'Filler 0')))
  })

  it('removes a photo with its file (a second removal changes nothing); the next one becomes the picture', async () => {
    const [first, second] = await photosOf()
    const remove = () => post(formData({ intent: 'photo-delete', id: String(ITEM), key: key(7), photoId: first!.id }))
    const removed = await remove()
    expect(removed.status).toBe(302)
    expect(flashToast(removed)?.titleKey).toBe('admin:market.photos.toasts.removed')
    expect((await remove()).status).toBe(302)
    expect((await photosOf()).map((p) => p.id)).not.toContain(first!.id)
    expect(await env.MEDIA.get(first!.r2Key)).toBeNull()
    expect(await picture()).toBe(second!.url)
    expect((await media(first!.url)).status).toBe(404)
  })
})

import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { accounts, cities, communityPosts, countries, emailOutbox, messages, profilePhotos, profiles, venuePhotos } from '~/db/schema'
import type { Language } from '~/i18n/config'
import type { UserMode } from '~/db/schema/values'
import type { ProfileForm, PrivacyInput } from '~/models/members/schema'
import {
  notificationPreferences,
  PROFILE_LIMITS,
  readAvatarConfig,
  type AvatarConfigValue,
  type NotificationPreferences,
} from '~/models/members/settings-options'
import type { CityChoice } from '~/models/places/city-search.server'
import { syncSearchEntry } from '~/models/search/search-index.server'
import { IMAGE_TYPES, type StrippedImage } from '~/utils/image-metadata.server'

/**
 * 'My Vibe' (/profile/settings): the signed-in member's own profile, privacy, notification
 * preferences, avatar, photos and account deletion. Every function takes the member's id from
 * the session (never from a form) and only touches that member's rows.
 *
 * The forms' schemas, shared with the browser, are in ./schema.ts.
 */

// ---------------------------------------------------------------- reading

const localName = (
  column: typeof cities.names | typeof countries.names,
  fallback: typeof cities.name | typeof countries.name,
  language: Language,
) => sql<string>`coalesce(json_extract(${column}, ${`$.${language}`}), ${fallback})`

export async function getOwnSettings(db: Db, userId: string, language: Language) {
  const [profileRows, accountRows, photoRows] = await db.batch([
    db
      .select({
        profile: profiles,
        cityName: localName(cities.names, cities.name, language),
        cityRegion: cities.region,
        countryName: localName(countries.names, countries.name, language),
      })
      .from(profiles)
      .leftJoin(cities, eq(cities.id, profiles.cityId))
      .leftJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(profiles.userId, userId)),
    db
      .select({ email: accounts.email, phone: accounts.phone, passwordHash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.id, userId)),
    db
      .select({
        id: profilePhotos.id,
        url: profilePhotos.url,
        position: profilePhotos.position,
        width: profilePhotos.width,
        height: profilePhotos.height,
      })
      .from(profilePhotos)
      .where(eq(profilePhotos.userId, userId))
      .orderBy(asc(profilePhotos.position), asc(profilePhotos.createdAt)),
  ])
  const row = profileRows[0]
  const account = accountRows[0]
  if (!row || !account) return null
  const p = row.profile
  return {
    account: { email: account.email, phone: account.phone, hasPassword: !!account.passwordHash },
    profile: {
      displayName: p.displayName ?? '',
      pronouns: p.pronouns ?? '',
      bio: p.bio ?? '',
      interests: p.interests ?? [],
      lookingFor: p.lookingFor ?? [],
      userMode: p.userMode,
      showCity: p.showCity,
      avatarUrl: p.avatarUrl,
      avatarConfig: readAvatarConfig(p.avatarConfig),
    },
    city:
      p.cityId && row.cityName
        ? ({ id: p.cityId, name: row.cityName, region: row.cityRegion, country: row.countryName ?? '' } satisfies CityChoice)
        : null,
    privacy: {
      profileVisibility: p.profileVisibility,
      hiddenFromDirectory: p.hiddenFromDirectory,
      hiddenFromSearch: p.hiddenFromSearch,
      showOnlineStatus: p.showOnlineStatus,
      checkInsPrivate: p.checkInsPrivate,
      allowMessagesFrom: p.allowMessagesFrom,
      readReceipts: p.readReceipts,
    },
    notifications: notificationPreferences(p.notificationSettings),
    photos: photoRows,
  }
}
export type OwnSettings = NonNullable<Awaited<ReturnType<typeof getOwnSettings>>>

// ---------------------------------------------------------------- writing

/** The profile form's values, with the city resolved to a directory id (or none). */
export type ProfileInput = Omit<ProfileForm, 'cityId' | 'cityLabel' | 'cityQuery'> & { cityId: number | null }

const touch = () => ({ updatedAt: new Date() })

export async function updateProfile(db: Db, userId: string, input: ProfileInput) {
  await db
    .update(profiles)
    .set({
      displayName: input.displayName,
      pronouns: input.pronouns || null,
      bio: input.bio || null,
      interests: [...new Set(input.interests)],
      lookingFor: [...new Set(input.lookingFor)],
      userMode: input.userMode,
      cityId: input.cityId,
      showCity: input.showCity,
      ...touch(),
    })
    .where(eq(profiles.userId, userId))
  // the name, bio and shown city are what the site search finds a member by
  await syncSearchEntry(db, 'user', userId)
}

/** The header's mode selector (SPEC §7 'Roles and mode': profiles.user_mode). */
export async function updateUserMode(db: Db, userId: string, userMode: UserMode) {
  await db
    .update(profiles)
    .set({ userMode, ...touch() })
    .where(eq(profiles.userId, userId))
}

export async function updatePrivacy(db: Db, userId: string, input: PrivacyInput) {
  await db
    .update(profiles)
    .set({ ...input, ...touch() })
    .where(eq(profiles.userId, userId))
  // who may see the profile, and whether it is hidden from search, decide its search entry
  await syncSearchEntry(db, 'user', userId)
}

export async function updateNotificationSettings(db: Db, userId: string, settings: NotificationPreferences) {
  await db
    .update(profiles)
    .set({ notificationSettings: settings, ...touch() })
    .where(eq(profiles.userId, userId))
}

// ---------------------------------------------------------------- avatar and photos (R2)

/** Public URL of an R2 object (served by workers/api/media.ts). */
export const mediaUrl = (key: string) => `/media/${key}`
const avatarPrefix = (userId: string) => `avatars/${userId}-`

/** The R2 key behind one of this member's avatar URLs, or null (an external URL, another member's...). */
export function ownAvatarKey(userId: string, url: string | null | undefined) {
  if (!url?.startsWith('/media/')) return null
  const key = url.slice('/media/'.length)
  return key.startsWith(avatarPrefix(userId)) && !key.includes('..') ? key : null
}

async function currentAvatarUrl(db: Db, userId: string) {
  const row = await db.select({ url: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, userId)).get()
  return row?.url ?? null
}

async function deleteObjects(bucket: R2Bucket, keys: (string | null | undefined)[]) {
  const list = [...new Set(keys.filter((k): k is string => !!k))]
  for (let i = 0; i < list.length; i += 1000) await bucket.delete(list.slice(i, i + 1000))
}

/** Stores an uploaded avatar (already checked and stripped) at avatars/{userId}-{timestamp}.{ext} and sets avatar_url. */
export async function setAvatarImage(db: Db, bucket: R2Bucket, userId: string, image: StrippedImage, now = Date.now()) {
  const type = IMAGE_TYPES[image.kind]
  const key = `${avatarPrefix(userId)}${now}.${type.ext}`
  const previous = await currentAvatarUrl(db, userId)
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: type.mime } })
  await db
    .update(profiles)
    .set({ avatarUrl: mediaUrl(key), ...touch() })
    .where(eq(profiles.userId, userId))
  const old = ownAvatarKey(userId, previous)
  if (old && old !== key) await deleteObjects(bucket, [old])
  return mediaUrl(key)
}

/** Saves a builder avatar; SPEC §4: saving an avatar configuration clears avatar_url. */
export async function setAvatarConfig(db: Db, bucket: R2Bucket, userId: string, config: AvatarConfigValue) {
  const previous = await currentAvatarUrl(db, userId)
  await db
    .update(profiles)
    .set({ avatarConfig: config, avatarUrl: null, ...touch() })
    .where(eq(profiles.userId, userId))
  await deleteObjects(bucket, [ownAvatarKey(userId, previous)])
}

/** Removes the uploaded picture (the builder avatar or initials show instead). */
export async function removeAvatarImage(db: Db, bucket: R2Bucket, userId: string) {
  const previous = await currentAvatarUrl(db, userId)
  await db
    .update(profiles)
    .set({ avatarUrl: null, ...touch() })
    .where(eq(profiles.userId, userId))
  await deleteObjects(bucket, [ownAvatarKey(userId, previous)])
}

export type AddPhotoResult = { ok: true; id: string } | { ok: false; code: 'limit' }

export async function addProfilePhoto(
  db: Db,
  bucket: R2Bucket,
  userId: string,
  image: StrippedImage,
  now = Date.now(),
): Promise<AddPhotoResult> {
  const existing = await db
    .select({ count: sql<number>`count(*)`, last: sql<number | null>`max(${profilePhotos.position})` })
    .from(profilePhotos)
    .where(eq(profilePhotos.userId, userId))
    .get()
  if ((existing?.count ?? 0) >= PROFILE_LIMITS.photosMax) return { ok: false, code: 'limit' }
  const type = IMAGE_TYPES[image.kind]
  const id = crypto.randomUUID()
  const key = `photos/${userId}-${now}-${id.slice(0, 8)}.${type.ext}`
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: type.mime } })
  await db.insert(profilePhotos).values({
    id,
    userId,
    r2Key: key,
    url: mediaUrl(key),
    position: (existing?.last ?? -1) + 1,
    width: image.width,
    height: image.height,
  })
  return { ok: true, id }
}

/** Deletes one of the member's photos (row and R2 object); false if it is not theirs. */
export async function removeProfilePhoto(db: Db, bucket: R2Bucket, userId: string, photoId: string) {
  const deleted = await db
    .delete(profilePhotos)
    .where(and(eq(profilePhotos.id, photoId), eq(profilePhotos.userId, userId)))
    .returning({ key: profilePhotos.r2Key })
  await deleteObjects(
    bucket,
    deleted.map((d) => d.key),
  )
  return deleted.length > 0
}

/** Swaps a photo with its neighbour before (up) or after (down) it; false if not theirs or already at the end. */
export async function moveProfilePhoto(db: Db, userId: string, photoId: string, direction: 'up' | 'down') {
  const photo = await db
    .select({ id: profilePhotos.id, position: profilePhotos.position })
    .from(profilePhotos)
    .where(and(eq(profilePhotos.id, photoId), eq(profilePhotos.userId, userId)))
    .get()
  if (!photo) return false
  const neighbour = await db
    .select({ id: profilePhotos.id, position: profilePhotos.position })
    .from(profilePhotos)
    .where(
      and(
        eq(profilePhotos.userId, userId),
        direction === 'up' ? lt(profilePhotos.position, photo.position) : gt(profilePhotos.position, photo.position),
      ),
    )
    .orderBy(direction === 'up' ? desc(profilePhotos.position) : asc(profilePhotos.position))
    .get()
  if (!neighbour) return false
  await db.batch([
    db
      .update(profilePhotos)
      .set({ position: neighbour.position })
      .where(and(eq(profilePhotos.id, photo.id), eq(profilePhotos.userId, userId))),
    db
      .update(profilePhotos)
      .set({ position: photo.position })
      .where(and(eq(profilePhotos.id, neighbour.id), eq(profilePhotos.userId, userId))),
  ])
  return true
}

// ---------------------------------------------------------------- account deletion

const ownMediaKey = (url: string | null | undefined) =>
  url?.startsWith('/media/') && !url.includes('..') ? url.slice('/media/'.length) : null

/**
 * R2 objects the member uploaded: avatar, profile photos, venue photos, images of their posts
 * and attachments of their messages. Their rows disappear with the account (ON DELETE CASCADE).
 */
async function memberMediaKeys(db: Db, userId: string) {
  const [profile, photos, venue, posts, sent] = await db.batch([
    db.select({ url: profiles.avatarUrl }).from(profiles).where(eq(profiles.userId, userId)),
    db.select({ key: profilePhotos.r2Key }).from(profilePhotos).where(eq(profilePhotos.userId, userId)),
    db.select({ key: venuePhotos.r2Key, url: venuePhotos.url }).from(venuePhotos).where(eq(venuePhotos.userId, userId)),
    db.select({ url: communityPosts.imageUrl }).from(communityPosts).where(eq(communityPosts.userId, userId)),
    db
      .select({ attachments: messages.attachments })
      .from(messages)
      .where(and(eq(messages.senderId, userId), sql`${messages.attachments} IS NOT NULL`)),
  ])
  return [
    ownAvatarKey(userId, profile[0]?.url),
    ...photos.map((p) => p.key),
    ...venue.map((v) => v.key ?? ownMediaKey(v.url)),
    ...posts.map((p) => ownMediaKey(p.url)),
    ...sent.flatMap((m) => (m.attachments ?? []).map((a) => a.r2Key ?? ownMediaKey(a.url))),
  ]
}

/**
 * Deletes the account for good. The accounts row cascades to the profile, sessions, refresh
 * and one-time tokens, passkeys, roles, blocks (both ways), photos, posts, likes, comments,
 * follows, friendships, group memberships, RSVPs, check-ins, reviews, favourites, messages
 * sent, notifications and security events. Rows that outlive the member lose the link
 * (SET NULL): events they organised, groups and conversations they created, marketplace
 * listings, CMS texts, reports they filed or handled, analytics events. Emails addressed to
 * them are removed from the outbox, and their uploaded files from R2.
 */
export async function deleteAccount(db: Db, bucket: R2Bucket, userId: string) {
  const keys = await memberMediaKeys(db, userId)
  const account = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, userId)).get()
  if (!account) return false
  await db.batch([
    db.delete(accounts).where(eq(accounts.id, userId)),
    ...(account.email ? [db.delete(emailOutbox).where(eq(emailOutbox.toAddress, account.email))] : []),
  ] as unknown as Parameters<Db['batch']>[0])
  // the profile is gone: so is its search entry
  await syncSearchEntry(db, 'user', userId)
  // the files go last: if this fails, the member is gone already and only orphans remain
  try {
    await deleteObjects(bucket, keys)
  } catch (error) {
    console.error('account deleted, media not removed', error)
  }
  return true
}

import { cities, communityGroups, communityPosts, countries, groupMembers, venueCategories, venues, type NewEvent } from '~/db/schema'
import { localDateOf } from '~/models/events/local-date'
import { db } from './helpers'

/**
 * Rows the integration files build their data from (each file starts from an empty D1 with its
 * migrations): places, events, crews, posts and venues, with the least each one needs.
 */

export const BERLIN = { countryId: 'de', cityId: 2950159, timezone: 'Europe/Berlin' }

/** Germany and Berlin (the place most rows point to). */
export async function seedBerlin() {
  await db()
    .insert(countries)
    .values({ id: 'de', name: 'Germany', names: { en: 'Germany', de: 'Deutschland' }, continent: 'EU', timezones: ['Europe/Berlin'] })
  await db().insert(cities).values({
    id: BERLIN.cityId,
    countryId: 'de',
    name: 'Berlin',
    asciiName: 'Berlin',
    timezone: BERLIN.timezone,
    latitude: 52.52,
    longitude: 13.4,
  })
}

/** A published event in Berlin (three hours long) starting at `startsAt`; `extra` overrides any field. */
export function eventRow(id: number, title: string, startsAt: number, extra: Partial<NewEvent> = {}): NewEvent {
  return {
    id,
    slug: `event-${id}`,
    title,
    startsAt: new Date(startsAt),
    endsAt: new Date(startsAt + 3 * 60 * 60 * 1000),
    localDate: localDateOf(startsAt, extra.timezone ?? BERLIN.timezone),
    status: 'published',
    ...BERLIN,
    ...extra,
  }
}

/** A public crew (unless `values` say otherwise), with `owner` as its owner when given. */
export async function seedCrew(id: string, values: Partial<typeof communityGroups.$inferInsert> = {}, owner?: string) {
  await db()
    .insert(communityGroups)
    .values({ id, slug: `${id}-slug`, name: `Crew ${id}`, description: `About ${id}`, visibility: 'public', ...values })
  if (owner) await db().insert(groupMembers).values({ groupId: id, userId: owner, role: 'owner', status: 'active' })
}

let clock = Date.now() - 3600_000
/** A feed post by `userId`, each a second after the one before (the feed's order is stable). */
export async function seedPost(userId: string, visibility: 'public' | 'members' | 'friends' | 'group', content: string, extra = {}) {
  const id = crypto.randomUUID()
  clock += 1000
  await db()
    .insert(communityPosts)
    .values({ id, userId, visibility, content, createdAt: new Date(clock), updatedAt: new Date(clock), ...extra })
  return id
}

/** A published venue in Berlin (seedBerlin first), in a category of its own; returns its id. */
export async function seedVenue(slug: string, values: Partial<typeof venues.$inferInsert> = {}) {
  const [category] = await db()
    .insert(venueCategories)
    .values({ slug: `${slug}-category`, name: `Category of ${slug}` })
    .returning({ id: venueCategories.id })
  const [venue] = await db()
    .insert(venues)
    .values({
      slug,
      name: `Venue ${slug}`,
      countryId: 'de',
      cityId: BERLIN.cityId,
      categoryId: category!.id,
      status: 'published',
      ...values,
    })
    .returning({ id: venues.id })
  return venue!.id
}

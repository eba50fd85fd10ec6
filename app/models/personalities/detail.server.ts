/**
 * A personality's page (/personalities/{id}): the entry, its tags, related personalities (the same
 * profession or a shared tag, most shared tags first) and related resources (a shared tag, or the
 * profession's name as a profession of the resources). One round trip (a batch of four).
 * Personalities by visiblePersonality, resources by visibleResource.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { countries, personalities, personalityTags, professions, resources, resourceTags, unifiedTags } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { visiblePersonality } from './visibility.server'
import { visibleResource } from '~/models/resources/visibility.server'
import { localizedName } from '~/models/places/localized.server'
import type { Viewer } from '~/models/viewer'
import { cardFields, type PersonalityCard } from './list.server'

export const RELATED_PERSONALITIES = 6
export const RELATED_RESOURCES = 4

export async function getPersonalityDetail(db: Db, viewer: Viewer, id: number, language: Language) {
  const tagIds = sql`(SELECT ${personalityTags.tagId} FROM ${personalityTags} WHERE ${personalityTags.personalityId} = ${id})`
  const profession = sql`(SELECT ${personalities.profession} FROM ${personalities} WHERE ${personalities.id} = ${id})`
  const sharedTags = sql<number>`(SELECT count(*) FROM ${personalityTags} pt WHERE pt.personality_id = ${personalities.id} AND pt.tag_id IN ${tagIds})`
  const [rows, tags, related, relatedResources] = await db.batch([
    db
      .select({
        id: personalities.id,
        slug: personalities.slug,
        name: personalities.name,
        pronouns: personalities.pronouns,
        profession: personalities.profession,
        category: personalities.category,
        bio: personalities.bio,
        birthYear: personalities.birthYear,
        deathYear: personalities.deathYear,
        imageUrl: personalities.imageUrl,
        wikipediaUrl: personalities.wikipediaUrl,
        countryId: personalities.countryId,
        countryName: localizedName(countries.names, countries.name, language).as('country_name'),
        flag: countries.flag,
        createdAt: personalities.createdAt,
        updatedAt: personalities.updatedAt,
      })
      .from(personalities)
      .leftJoin(countries, eq(countries.id, personalities.countryId))
      .where(and(eq(personalities.id, id), visiblePersonality(viewer)))
      .limit(1),
    db
      .select({ id: unifiedTags.id, name: unifiedTags.name, slug: unifiedTags.slug })
      .from(personalityTags)
      .innerJoin(unifiedTags, eq(unifiedTags.id, personalityTags.tagId))
      .where(eq(personalityTags.personalityId, id))
      .orderBy(unifiedTags.name),
    db
      .select({ ...cardFields(language), shared: sharedTags.as('shared') })
      .from(personalities)
      .leftJoin(countries, eq(countries.id, personalities.countryId))
      .where(
        and(
          ne(personalities.id, id),
          visiblePersonality(viewer),
          sql`(${personalities.profession} = ${profession} OR ${personalities.id} IN (SELECT ${personalityTags.personalityId} FROM ${personalityTags} WHERE ${personalityTags.tagId} IN ${tagIds}))`,
        ),
      )
      .orderBy(sql`(${personalities.profession} IS ${profession}) + ${sharedTags} DESC`, personalities.name)
      .limit(RELATED_PERSONALITIES),
    db
      .select({ id: resources.id, slug: resources.slug, title: resources.title, description: resources.description, url: resources.url })
      .from(resources)
      .leftJoin(professions, eq(professions.id, resources.professionId))
      .where(
        and(
          visibleResource(viewer),
          sql`(${professions.name} = ${profession} COLLATE NOCASE OR ${resources.id} IN (SELECT ${resourceTags.resourceId} FROM ${resourceTags} WHERE ${resourceTags.tagId} IN ${tagIds}))`,
        ),
      )
      .orderBy(resources.title)
      .limit(RELATED_RESOURCES),
  ])
  const personality = rows[0]
  if (!personality) return null
  return {
    ...personality,
    tags,
    related: related.map(({ shared: _shared, ...card }) => card as PersonalityCard),
    resources: relatedResources,
  }
}

export type PersonalityDetail = NonNullable<Awaited<ReturnType<typeof getPersonalityDetail>>>

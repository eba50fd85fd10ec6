/**
 * /professions/{professionName}: a profession's resources and personalities.
 *
 * A profession is known when the `professions` table has its slug (resources point to it by
 * profession_id) or a visible personality's free-text `profession` has that slug
 * (professionSlug('Film director') = 'film-director'); anything else is a 404. The page shows
 * the first PROFESSION_PAGE_LIMIT of each, and links to the paged, filtered lists
 * (/ressources?profession=…, /personalities?profession=…) for the rest.
 *
 * Resources by visibleResource (the visitor's reach: lists hold no drafts), personalities by
 * visiblePersonality. Two round trips.
 */
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { cities, countries, personalities, professions, resources } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { visiblePersonality } from '~/models/personalities/visibility.server'
import { visibleResource } from './visibility.server'
import { cardFields as personalityCardFields, type PersonalityCard } from '~/models/personalities/list.server'
import type { Viewer } from '~/models/viewer'
import { RESOURCE_ORDER, resourceCardFields, type ResourceCard } from './list.server'
import { professionSlug } from './query'

export const PROFESSION_PAGE_LIMIT = 24

export async function getProfessionPage(db: Db, viewer: Viewer, slug: string, language: Language) {
  const [professionRows, personalityProfessions] = await db.batch([
    db
      .select({ id: professions.id, name: professions.name, slug: professions.slug, description: professions.description })
      .from(professions)
      .where(eq(professions.slug, slug))
      .limit(1),
    db
      .selectDistinct({ name: personalities.profession })
      .from(personalities)
      .where(and(visiblePersonality(viewer), isNotNull(personalities.profession))),
  ])
  const profession = professionRows[0] ?? null
  const names = personalityProfessions.map((r) => r.name as string).filter((name) => professionSlug(name) === slug)
  if (!profession && names.length === 0) return null

  const resourceWhere = profession ? and(visibleResource(viewer), eq(resources.professionId, profession.id)) : sql`0`
  const personalityWhere = names.length ? and(visiblePersonality(viewer), inArray(personalities.profession, names)) : sql`0`
  const [[resourceTotal], resourceRows, [personalityTotal], personalityRows] = await db.batch([
    db.select({ n: count() }).from(resources).where(resourceWhere),
    db
      .select(resourceCardFields(language))
      .from(resources)
      .leftJoin(countries, eq(countries.id, resources.countryId))
      .leftJoin(cities, eq(cities.id, resources.cityId))
      .where(resourceWhere)
      .orderBy(...RESOURCE_ORDER)
      .limit(PROFESSION_PAGE_LIMIT),
    db.select({ n: count() }).from(personalities).where(personalityWhere),
    db
      .select(personalityCardFields(language))
      .from(personalities)
      .leftJoin(countries, eq(countries.id, personalities.countryId))
      .where(personalityWhere)
      .orderBy(sql`${personalities.name} COLLATE NOCASE`, personalities.id)
      .limit(PROFESSION_PAGE_LIMIT),
  ])
  return {
    slug,
    name: profession?.name ?? names[0]!,
    description: profession?.description ?? null,
    resources: { cards: resourceRows as ResourceCard[], total: resourceTotal?.n ?? 0 },
    personalities: { cards: personalityRows as PersonalityCard[], total: personalityTotal?.n ?? 0 },
  }
}

export type ProfessionPage = NonNullable<Awaited<ReturnType<typeof getProfessionPage>>>

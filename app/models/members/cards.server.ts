import { sql } from 'drizzle-orm'
import { cities, profiles } from '~/db/schema'
import type { Language } from '~/i18n/config'
import { localizedName } from '~/models/places/localized.server'
import { readAvatarConfig, type AvatarConfigValue } from './settings-options'

/**
 * A member as a card (the directory, the Squad lists, mutual friends): name, avatar, pronouns,
 * mode and the city only when the member shows it (never finer). Select `memberCardFields` over
 * `profiles` left-joined to `cities` on `cityShownJoin()`, after the profile rule has passed.
 */
export function memberCardFields(language: Language) {
  return {
    id: profiles.userId,
    displayName: profiles.displayName,
    avatarUrl: profiles.avatarUrl,
    avatarConfig: profiles.avatarConfig,
    pronouns: profiles.pronouns,
    userMode: profiles.userMode,
    cityName: localizedName(cities.names, cities.name, language).as('city_name'),
  }
}

/** The join to `cities` that finds a city only when the member shows it. */
export const cityShownJoin = () => sql`${cities.id} = ${profiles.cityId} AND ${profiles.showCity} = 1`

export type MemberCard = {
  id: string
  displayName: string | null
  avatarUrl: string | null
  avatarConfig: AvatarConfigValue | null
  pronouns: string | null
  userMode: string
  cityName: string | null
}

/** A row of memberCardFields as the card the browser gets (the avatar config checked). */
export function toMemberCard(row: {
  id: string
  displayName: string | null
  avatarUrl: string | null
  avatarConfig: unknown
  pronouns: string | null
  userMode: string
  cityName: string | null
}): MemberCard {
  return { ...row, avatarConfig: readAvatarConfig(row.avatarConfig) }
}

/**
 * The value lists of countries and country_safety, in a module free of drizzle so browser code
 * can use them (the back office's forms); apart from ./values so the pages that read that one
 * load none of these. No imports here.
 */

export const CONTINENTS = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const
export type Continent = (typeof CONTINENTS)[number]
export const SAME_SEX_RELATIONS = ['legal', 'criminalised', 'unclear'] as const
export const MARRIAGE_STATUSES = ['marriage', 'partnership', 'none'] as const
export const DISCRIMINATION_PROTECTION = ['full', 'partial', 'none'] as const
export const GENDER_RECOGNITION = ['self_id', 'medical', 'none', 'unclear'] as const

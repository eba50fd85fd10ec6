/** Continent codes, as in the countries table (kept here so client code needs no schema import). */
export const CONTINENT_CODES = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'] as const
export type ContinentCode = (typeof CONTINENT_CODES)[number]

/** Constants shared by the place pages and app/models/places/places.server.ts (client-safe). */
export const PLACES_PAGE_SIZE = 24
export const COUNTRY_CITIES_PAGE_SIZE = 60
export const COUNTRY_CITY_SORTS = ['region', 'population', 'name-asc', 'name-desc'] as const
export type CountryCitySort = (typeof COUNTRY_CITY_SORTS)[number]

/** Travel guides' values the browser needs too (the queries are in ./guides.server.ts). */

/** Guides are written in English (the table has no language column): the page marks them lang="en". */
export const TRAVEL_GUIDE_LANGUAGE = 'en'
export const TRAVEL_PAGE_SIZE = 24

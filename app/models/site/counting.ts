/**
 * Counts of growing content stop here and show as '1,000+' (a count never reads more rows than
 * that, however large the table grows): upcoming events on the home and place pages
 * (counting.server.ts) and the venue lists' totals (venues/query.ts). Shared with the browser.
 */
export const COUNT_CAP = 1_000

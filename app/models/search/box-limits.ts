/**
 * The header box's light half's numbers (SPEC §2, §9), apart from query.ts: the light half is in
 * every page's first load and the loaded half imports query.ts, so a light half importing query.ts
 * too would pull all of query.ts into every page. query.ts re-exports these.
 */
export const PLACEHOLDER_TYPE_MS = 75
export const PLACEHOLDER_PAUSE_MS = 2000
export const MOBILE_BREAKPOINT_PX = 768
/** The longest query taken (longer text is refused with a reason). */
export const QUERY_MAX = 200

/** /admin/groups' limits, for the page (no zod in the browser) and the forms' schemas (admin-schema.ts). */
export const CREW_ADMIN_LIMITS = { reasonMin: 3, reasonMax: 500, queryMax: 100, listMax: 50, membersMax: 200 } as const

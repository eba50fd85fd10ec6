/** The 'view with reason' form's limits (decision 034), zod-free so the back office's pages can show them without loading zod. */
export const PRIVATE_VIEW_LIMITS = { reasonMin: 10, reasonMax: 500 } as const

/** What can be opened with a reason, and where: an event in /admin/events, a crew's members in /admin/groups. */
export const PRIVATE_VIEW_KINDS = ['event', 'crew-members'] as const
export type PrivateViewKind = (typeof PRIVATE_VIEW_KINDS)[number]

/**
 * The crews' limits and choices, browser-safe and without zod (pages that only show them do
 * not load the form library): the schemas (./schema.ts) and the pages share them.
 */
/** Per crew, what a member gets by email (the column's values, kept drizzle-free for the browser). */
export const EMAIL_MODES = ['each', 'digest', 'none'] as const
export type EmailMode = (typeof EMAIL_MODES)[number]

export const CREW_LIMITS = {
  /** Invitations one member may send in 24 hours (all crews). */
  invitesPerDay: 30,
  /** A member's invitation lasts this long. */
  inviteDays: 30,
  /** Link invites: the expiry choices (days) and the most uses one may allow. */
  linkExpiryDays: [1, 7, 30] as const,
  linkMaxUses: 500,
  /** Members shown on the crew page; pending requests and links on the leaders' page. */
  membersShown: 48,
  requestsShown: 50,
  linksShown: 20,
  eventsShown: 6,
  postsPageSize: 10,
  /** The invite page (/groups/{id}/invite): friends a page, the last page, the longest name looked for. */
  invitePageSize: 24,
  inviteMaxPage: 100,
  inviteQueryMax: 40,
} as const

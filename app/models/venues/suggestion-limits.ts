/**
 * Limits of the suggest-a-venue form, shared by the form (maxLength, hints) and the server
 * (app/models/venues/suggestions.server.ts validates with them).
 */
export const SUGGESTION_LIMITS = {
  /** Suggestions a member may have waiting for review at once. */
  maxPending: 5,
  nameMin: 2,
  nameMax: 120,
  addressMax: 200,
  descriptionMax: 2000,
  websiteMax: 300,
  phoneMax: 30,
  noteMax: 500,
  cityQueryMax: 120,
} as const

/**
 * Flags a member may claim (a moderator checks them before they are set). Certified safe
 * space, Haven-owned and community verified are granted by Haven, never claimed.
 */
export const CLAIMABLE_FLAGS = ['rainbowFriendly', 'accessible'] as const
export type ClaimableFlag = (typeof CLAIMABLE_FLAGS)[number]

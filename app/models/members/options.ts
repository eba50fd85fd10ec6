/**
 * Choices a member picks from on sign-up and in 'My Vibe'. Stored as these keys; labels are i18n
 * keys in the `auth` namespace (`modes.*`, `interests.*`, `lookingFor.*`), shared with settings.
 */
export { DEFAULT_USER_MODE, USER_MODES, type UserMode } from '~/db/schema/values'

export const INTERESTS = [
  'nightlife',
  'music',
  'arts',
  'books',
  'film',
  'gaming',
  'sports',
  'outdoors',
  'travel',
  'food',
  'wellness',
  'activism',
  'volunteering',
  'faith',
  'tech',
  'fashion',
  'pets',
  'parenting',
] as const
export type Interest = (typeof INTERESTS)[number]

export const LOOKING_FOR = ['friends', 'dating', 'relationship', 'community', 'networking', 'support', 'events', 'travel_buddies'] as const
export type LookingFor = (typeof LOOKING_FOR)[number]

export const PRONOUN_SUGGESTIONS = ['she/her', 'he/him', 'they/them', 'she/they', 'he/they', 'any pronouns', 'ask me'] as const

/**
 * Value lists and JSON shapes of columns, in a module free of drizzle so browser code can use
 * them (the schema files import them for their CHECK constraints and types; each domain's shared
 * module re-exports them with its labels). No imports here.
 */

// ---------------------------------------------------------------- profiles

/** profiles.user_mode (SPEC §3: 'Looking for Love' … 'Building Community'). */
export const USER_MODES = ['dating', 'friends', 'exploration', 'fun', 'networking', 'community'] as const
export type UserMode = (typeof USER_MODES)[number]
export const DEFAULT_USER_MODE: UserMode = 'community'

/**
 * Longest profiles.display_name, pronouns and bio, in characters. The forms, the token API and
 * the table's CHECK constraints all use these (app/models/members/settings-options.ts
 * PROFILE_LIMITS re-exports them).
 */
export const PROFILE_TEXT_LIMITS = { displayNameMax: 50, pronounsMax: 30, bioMax: 500 } as const

// ---------------------------------------------------------------- venues

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof WEEKDAYS)[number]
/** venues.hours: per weekday, the opening slots as local 'HH:MM' (close may pass midnight). */
export type WeeklyHours = Partial<Record<Weekday, Array<{ open: string; close: string }>>>

// ---------------------------------------------------------------- reports

export const REPORT_TARGET_TYPES = [
  'user',
  'venue',
  'event',
  'listing',
  'post',
  'comment',
  'message',
  'conversation',
  'group',
  'review',
  'photo',
  'personality',
  'resource',
  'news',
  'travel',
] as const
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number]

/**
 * What a moderator may do about a reported case (issue 41), several at once, each with a reason:
 * dismiss (nothing broke the rules), hide or delete the content, warn, suspend (for a period) or
 * ban its author.
 */
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'delete', 'warn', 'suspend', 'ban'] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

/** Also the order the report dialog offers them in. */
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate_speech',
  'violence',
  'sexual_content',
  'impersonation',
  'scam',
  'misinformation',
  'self_harm',
  'underage',
  'privacy',
  'other',
] as const
export type ReportReason = (typeof REPORT_REASONS)[number]

// ---------------------------------------------------------------- content

/** resources.resource_type (the resources' categories, /ressources?category=…). */
export const RESOURCE_TYPES = ['hotline', 'organisation', 'guide', 'health', 'legal', 'support', 'education', 'other'] as const
export type ResourceType = (typeof RESOURCE_TYPES)[number]

// ---------------------------------------------------------------- crews

export const GROUP_VISIBILITIES = ['public', 'private'] as const
export type GroupVisibility = (typeof GROUP_VISIBILITIES)[number]

/** What a crew is about: the /groups filter and the creation dialog's choice. */
export const CREW_CATEGORIES = [
  'social',
  'support',
  'sports',
  'arts',
  'activism',
  'faith',
  'wellness',
  'professional',
  'youth',
  'travel',
  'other',
] as const
export type CrewCategory = (typeof CREW_CATEGORIES)[number]

/** Who may start a conversation with a member (profiles.allow_messages_from, issue 36). */
export const MESSAGE_PRIVACY = ['members', 'friends'] as const
export type MessagePrivacy = (typeof MESSAGE_PRIVACY)[number]

// ---------------------------------------------------------------- marketplace

/** marketplace_listings.status: drafts and archived items are their seller's and staff's only. */
export const LISTING_STATUSES = ['draft', 'active', 'sold_out', 'archived'] as const
export type ListingStatus = (typeof LISTING_STATUSES)[number]

/**
 * An order's life (models/marketplace/order-states.ts ORDER_TRANSITIONS holds the legal moves):
 * pending (its lines' stock reserved until reserved_until) → paid (the provider's verified
 * webhook) → fulfilled (sent by staff); pending → cancelled (the reservation ran out, or the buyer
 * gave up); paid or fulfilled → refunded (through the provider).
 */
export const ORDER_STATUSES = ['pending', 'paid', 'fulfilled', 'cancelled', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]

/** orders.shipping_address */
export type ShippingAddress = {
  name: string
  line1: string
  line2?: string
  postalCode: string
  city: string
  region?: string
  /** ISO alpha-2 */
  country: string
  phone?: string
}

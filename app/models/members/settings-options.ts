/**
 * Choices and limits of 'My Vibe' (/profile/settings), shared by the page and the server
 * (app/models/members/profile.server.ts). No server imports here: the browser bundle uses it.
 */
import { PROFILE_TEXT_LIMITS } from '~/db/schema/values'

/** The text lengths are the profiles table's own (its CHECK constraints use the same values). */
export const PROFILE_LIMITS = {
  ...PROFILE_TEXT_LIMITS,
  cityQueryMax: 100,
  photosMax: 6,
} as const

/** profiles.profile_visibility (same list as the schema's, without importing drizzle into the browser). */
export const PROFILE_VISIBILITIES = ['everyone', 'members', 'friends', 'nobody'] as const

/** SPEC §3 'Notification types in interface text', in that order. */
export const NOTIFICATION_TYPES = [
  'new_message',
  'new_follower',
  'event_invite',
  'group_invite',
  'mention',
  'post_liked',
  'post_comment',
] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]
export const NOTIFICATION_CHANNELS = ['inApp', 'email'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

/**
 * profiles.notification_settings: `{ new_message: { inApp: true, email: true }, ... }`.
 * Missing entries take these defaults (in-app everything; email only for direct, personal things).
 */
export type NotificationPreferences = Record<NotificationType, Record<NotificationChannel, boolean>>
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  new_message: { inApp: true, email: true },
  new_follower: { inApp: true, email: false },
  event_invite: { inApp: true, email: true },
  group_invite: { inApp: true, email: true },
  mention: { inApp: true, email: false },
  post_liked: { inApp: true, email: false },
  post_comment: { inApp: true, email: false },
}

/** Reads the stored JSON (any shape) into complete preferences. */
export function notificationPreferences(stored: unknown): NotificationPreferences {
  const source = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  const result = {} as NotificationPreferences
  for (const type of NOTIFICATION_TYPES) {
    const entry = source[type] && typeof source[type] === 'object' ? (source[type] as Record<string, unknown>) : {}
    result[type] = {
      inApp: typeof entry.inApp === 'boolean' ? entry.inApp : DEFAULT_NOTIFICATION_PREFERENCES[type].inApp,
      email: typeof entry.email === 'boolean' ? entry.email : DEFAULT_NOTIFICATION_PREFERENCES[type].email,
    }
  }
  return result
}

// ---------------------------------------------------------------- avatar builder

/** Background colours with the text colour that keeps at least 4.5:1 contrast on them. */
export const AVATAR_COLORS = {
  violet: { bg: '#5b21b6', fg: '#ffffff' },
  fuchsia: { bg: '#a21caf', fg: '#ffffff' },
  rose: { bg: '#be123c', fg: '#ffffff' },
  amber: { bg: '#fbbf24', fg: '#1c1917' },
  emerald: { bg: '#047857', fg: '#ffffff' },
  sky: { bg: '#7dd3fc', fg: '#0c4a6e' },
  indigo: { bg: '#3730a3', fg: '#ffffff' },
  slate: { bg: '#334155', fg: '#ffffff' },
} as const
export type AvatarColor = keyof typeof AVATAR_COLORS
export const AVATAR_COLOR_KEYS = Object.keys(AVATAR_COLORS) as AvatarColor[]
export const AVATAR_SHAPES = ['circle', 'rounded', 'square'] as const
export type AvatarShape = (typeof AVATAR_SHAPES)[number]
export const AVATAR_EMOJIS = ['🌈', '🏳️‍🌈', '🏳️‍⚧️', '✨', '💜', '🦄', '🌻', '🔥', '🎧', '🌙', '🐱', '🐶', '🍉', '🪩', '🦋', '🌊'] as const
export const AVATAR_KINDS = ['initials', 'emoji'] as const

/** profiles.avatar_config as the builder saves it. */
export type AvatarConfigValue = {
  color: AvatarColor
  shape: AvatarShape
  kind: (typeof AVATAR_KINDS)[number]
  /** 1 to 3 letters for initials, or one of AVATAR_EMOJIS. */
  text: string
}

/** The stored config if it is one the builder made, else null. */
export function readAvatarConfig(stored: unknown): AvatarConfigValue | null {
  if (!stored || typeof stored !== 'object') return null
  const value = stored as Record<string, unknown>
  if (!AVATAR_COLOR_KEYS.includes(value.color as AvatarColor)) return null
  if (!AVATAR_SHAPES.includes(value.shape as AvatarShape)) return null
  if (value.kind !== 'initials' && value.kind !== 'emoji') return null
  if (typeof value.text !== 'string' || value.text.length === 0 || value.text.length > 12) return null
  return value as AvatarConfigValue
}

export const SHAPE_CLASS: Record<AvatarShape, string> = {
  circle: 'rounded-full',
  rounded: 'rounded-2xl',
  square: 'rounded-md',
}

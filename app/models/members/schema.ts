import { z } from 'zod'
import { INTERESTS, LOOKING_FOR, USER_MODES } from '~/models/members/options'
import {
  AVATAR_COLOR_KEYS,
  AVATAR_EMOJIS,
  AVATAR_KINDS,
  AVATAR_SHAPES,
  NOTIFICATION_TYPES,
  PROFILE_LIMITS,
  PROFILE_VISIBILITIES,
  type AvatarConfigValue,
  type NotificationPreferences,
  type NotificationType,
} from '~/models/members/settings-options'
import { MESSAGE_PRIVACY } from '~/db/schema/values'
import { message } from '~/utils/messages'

/**
 * The forms of 'My Vibe' (/profile/settings), one schema each, for the browser (Conform) and the
 * server (`parseWithZod` in app/routes/_settings+/__sections/*.server.ts) alike. Messages are
 * keys of `settings:errors.*` with their values; whoever shows them translates them.
 *
 * Values arrive as form data through Conform's coercion: an empty field is missing, a checked
 * box is 'on' (a boolean here), a repeated name (a checkbox group) is a list. What only the
 * server can tell (the current password, the password policy, whether a typed city exists)
 * comes back from the server as errors of the same fields.
 */
const m = (key: string, values?: Record<string, number>) => message(`settings:errors.${key}`, values)

const text = (max: number, key: string) => z.string().trim().max(max, m(key, { max })).default('')
const checkbox = z.boolean().default(false)
/** A checkbox group: the keys ticked, each one of the list (a tampered value is refused), once. */
const choices = <T extends string>(options: readonly T[]) =>
  z
    .array(z.string())
    .max(options.length * 2, m('invalidChoice'))
    .refine((values) => values.every((value) => (options as readonly string[]).includes(value)), m('invalidChoice'))
    .transform((values) => [...new Set(values)] as T[])

// ---------------------------------------------------------------- profile

/**
 * The profile form. The city comes from the combobox (app/components/places/city-combobox.tsx)
 * as the typed text (`cityQuery`), the chosen directory id (`cityId`) and the label that id
 * stands for (`cityLabel`); the server resolves them to a city of the directory.
 */
export const ProfileSchema = z.object({
  displayName: z
    .string({ required_error: m('displayNameRequired') })
    .trim()
    .min(1, m('displayNameRequired'))
    .max(PROFILE_LIMITS.displayNameMax, m('displayNameTooLong', { max: PROFILE_LIMITS.displayNameMax })),
  pronouns: text(PROFILE_LIMITS.pronounsMax, 'pronounsTooLong'),
  bio: text(PROFILE_LIMITS.bioMax, 'bioTooLong'),
  interests: choices(INTERESTS),
  lookingFor: choices(LOOKING_FOR),
  userMode: z.enum(USER_MODES, { errorMap: () => ({ message: m('userModeRequired') }) }),
  cityId: z
    .number({ invalid_type_error: m('cityNotFound') })
    .int(m('cityNotFound'))
    .min(1, m('cityNotFound'))
    .max(2_147_483_647, m('cityNotFound'))
    .optional(),
  cityLabel: z.string().max(400).default(''),
  cityQuery: z.string().trim().max(PROFILE_LIMITS.cityQueryMax, m('cityNotFound')).default(''),
  showCity: checkbox,
})
export type ProfileForm = z.infer<typeof ProfileSchema>

// ---------------------------------------------------------------- privacy and notifications

export const PrivacySchema = z.object({
  profileVisibility: z.enum(PROFILE_VISIBILITIES, { errorMap: () => ({ message: m('visibilityRequired') }) }),
  hiddenFromDirectory: checkbox,
  hiddenFromSearch: checkbox,
  showOnlineStatus: checkbox,
  checkInsPrivate: checkbox,
  /** Who may start a conversation with the member (an existing one stays open). */
  allowMessagesFrom: z.enum(MESSAGE_PRIVACY, { errorMap: () => ({ message: m('messagesFromRequired') }) }),
  /** Off: the member neither sends nor sees read receipts. */
  readReceipts: checkbox,
})
export type PrivacyInput = z.infer<typeof PrivacySchema>

const channels = z.object({ inApp: checkbox, email: checkbox })

/**
 * One checkbox per type and channel, named `n.<type>.<channel>` (a path: Conform reads it as
 * `{ n: { <type>: { <channel> } } }`); an unticked box is off, an unknown name is ignored.
 */
export const NotificationsSchema = z.object({
  n: z.object(Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, channels])) as Record<NotificationType, typeof channels>),
})
export type NotificationsInput = { n: NotificationPreferences }

// ---------------------------------------------------------------- avatar builder

export const AvatarConfigSchema = z
  .object({
    color: z.enum(AVATAR_COLOR_KEYS as [AvatarConfigValue['color'], ...AvatarConfigValue['color'][]], {
      errorMap: () => ({ message: m('avatarColor') }),
    }),
    shape: z.enum(AVATAR_SHAPES, { errorMap: () => ({ message: m('avatarShape') }) }),
    kind: z.enum(AVATAR_KINDS, { errorMap: () => ({ message: m('avatarKind') }) }),
    initials: z.string().trim().max(3, m('initialsInvalid')).default(''),
    emoji: z.string().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'initials' && !/^[\p{L}\p{N}]{1,3}$/u.test(value.initials)) {
      ctx.addIssue({ code: 'custom', path: ['initials'], message: m('initialsInvalid') })
    }
    if (value.kind === 'emoji' && !(AVATAR_EMOJIS as readonly string[]).includes(value.emoji)) {
      ctx.addIssue({ code: 'custom', path: ['emoji'], message: m('emojiInvalid') })
    }
  })
  .transform((value): AvatarConfigValue => ({
    color: value.color,
    shape: value.shape,
    kind: value.kind,
    text: value.kind === 'initials' ? value.initials.toLocaleUpperCase() : value.emoji,
  }))

// ---------------------------------------------------------------- security and account

/** Passwords as typed (never trimmed): long enough for any passphrase, short enough to hash. */
const PASSWORD_INPUT_MAX = 1000
/** The current password, asked for only when the account has one (else the field is absent). */
const currentPassword = (hasPassword: boolean) =>
  hasPassword
    ? z.string({ required_error: m('currentPasswordRequired') }).max(PASSWORD_INPUT_MAX, m('currentPasswordWrong'))
    : z.string().max(PASSWORD_INPUT_MAX).optional()

/**
 * Changing (or, without one, setting) the password. How strong the new one must be is the
 * server's password policy (checkPassword), whose reasons come back as errors of `newPassword`.
 */
export const PasswordChangeSchema = (hasPassword: boolean) =>
  z
    .object({
      currentPassword: currentPassword(hasPassword),
      newPassword: z.string({ required_error: m('newPasswordRequired') }).max(PASSWORD_INPUT_MAX, message('auth:password.reasons.tooLong')),
      confirmPassword: z.string().max(PASSWORD_INPUT_MAX).default(''),
    })
    .superRefine((value, ctx) => {
      if (value.confirmPassword !== value.newPassword) {
        ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m('passwordMismatch') })
      }
    })

/** A new sign-in address (its confirmation goes to that inbox), with the current password. */
export const EmailChangeSchema = (hasPassword: boolean) =>
  z.object({
    newEmail: z
      .string({ required_error: m('invalidEmail') })
      .trim()
      .toLowerCase()
      .max(254, m('invalidEmail'))
      .email(m('invalidEmail')),
    emailPassword: currentPassword(hasPassword),
  })

/** The word that confirms the deletion (or the account's email address). */
export const DELETE_WORD = 'DELETE'

/** Deleting the account: the confirmation (DELETE or the email address) and the current password. */
export const DeleteAccountSchema = ({ hasPassword, email }: { hasPassword: boolean; email: string | null }) =>
  z.object({
    confirm: z
      .string({ required_error: m('confirmMismatch') })
      .trim()
      .refine((value) => value === DELETE_WORD || (!!email && value.toLowerCase() === email.toLowerCase()), m('confirmMismatch')),
    password: currentPassword(hasPassword),
  })

// ---------------------------------------------------------------- mode selector

/** The header's mode selector: one of the six modes; `redirectTo` brings a form without JavaScript back. */
export const UserModeSchema = z.object({
  userMode: z.enum(USER_MODES, { errorMap: () => ({ message: m('userModeRequired') }) }),
  redirectTo: z.string().max(2000).optional(),
  via: z.literal('fetch').optional(),
})

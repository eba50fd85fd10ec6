/**
 * Accounts, sessions, tokens, profiles, roles, blocks, reports, passkeys and security events.
 * Deleting an account cascades to everything the member owns.
 */
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import { cities } from './geo'
import {
  MESSAGE_PRIVACY,
  MODERATION_ACTIONS,
  PROFILE_TEXT_LIMITS,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
  USER_MODES,
  type UserMode,
} from './values'
import { bool, boolCheck, boolChecks, bytes, c, createdAt, enumCheck, nowMs, rawCheck, timestamp, updatedAt } from './helpers'

// ---------------------------------------------------------------- accounts and sessions

export const ACCOUNT_STATUSES = ['active', 'suspended', 'banned'] as const
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number]

export const accounts = sqliteTable(
  'accounts',
  {
    /** crypto.randomUUID() */
    id: text('id').primaryKey(),
    /** Stored lower-cased and trimmed (CHECK enforces lower case). */
    email: text('email').unique(),
    /** E.164, e.g. '+4915112345678'. */
    phone: text('phone').unique(),
    /** PBKDF2-SHA-256 hash string (format owned by app/auth); null for accounts without a password. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at'),
    phoneVerifiedAt: timestamp('phone_verified_at'),
    status: text('status', { enum: ACCOUNT_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastSignInAt: timestamp('last_sign_in_at'),
    /** While status is 'suspended' for a period: when it ends (null: until lifted). */
    suspendedUntil: timestamp('suspended_until'),
  },
  (t) => [
    enumCheck('accounts', t.status, ACCOUNT_STATUSES),
    // the Cron's search for suspensions that have ended (issue 41)
    index('accounts_suspended_until_idx')
      .on(t.suspendedUntil)
      .where(sql`${c(t.status)} = 'suspended'`),
    rawCheck('accounts_email_or_phone_check', sql`${c(t.email)} IS NOT NULL OR ${c(t.phone)} IS NOT NULL`),
    rawCheck('accounts_email_lower_check', sql`${c(t.email)} IS NULL OR ${c(t.email)} = lower(${c(t.email)})`),
  ],
)

export const SESSION_KINDS = ['browser', 'api'] as const

export const sessions = sqliteTable(
  'sessions',
  {
    /** SHA-256 hex of the cookie (or access) token; the token itself is never stored. */
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at').notNull(),
    lastSeenAt: timestamp('last_seen_at'),
    /** id of the session this one replaced on rotation (no FK: the old row is deleted). */
    rotatedFrom: text('rotated_from'),
    userAgent: text('user_agent'),
    ipHash: text('ip_hash'),
    kind: text('kind', { enum: SESSION_KINDS }).notNull().default('browser'),
  },
  (t) => [
    index('sessions_account_idx').on(t.accountId),
    index('sessions_expires_idx').on(t.expiresAt),
    enumCheck('sessions', t.kind, SESSION_KINDS),
  ],
)

/** Refresh tokens for the token API. Reusing a used/revoked token revokes its whole family. */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: text('family_id').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    parentId: text('parent_id').references((): AnySQLiteColumn => refreshTokens.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at'),
    usedAt: timestamp('used_at'),
    expiresAt: timestamp('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_account_idx').on(t.accountId),
    index('refresh_tokens_session_idx').on(t.sessionId),
    index('refresh_tokens_parent_idx').on(t.parentId),
  ],
)

export const AUTH_TOKEN_PURPOSES = [
  'email_verification',
  'password_recovery',
  'magic_link',
  'email_change',
  'invite',
  'otp',
  'reauthentication',
] as const
export type AuthTokenPurpose = (typeof AUTH_TOKEN_PURPOSES)[number]

/** One-time tokens sent by email/SMS. Only the hash is stored. */
export const authTokens = sqliteTable(
  'auth_tokens',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: AUTH_TOKEN_PURPOSES }).notNull(),
    /** Target address for email_change. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at').notNull(),
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_tokens_account_purpose_idx').on(t.accountId, t.purpose),
    index('auth_tokens_expires_idx').on(t.expiresAt),
    enumCheck('auth_tokens', t.purpose, AUTH_TOKEN_PURPOSES),
  ],
)

/** Sign-in attempts for backoff. key = 'account:<id>' or 'ip:<sha256>' (or 'email:<sha256>'). */
export const signInAttempts = sqliteTable(
  'sign_in_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    key: text('key').notNull(),
    attemptedAt: timestamp('attempted_at').notNull().default(nowMs),
    success: bool('success').notNull().default(false),
  },
  (t) => [index('sign_in_attempts_key_idx').on(t.key, t.attemptedAt), boolCheck('sign_in_attempts', t.success)],
)

/**
 * Keys that sign the token API's access tokens (ES256 JWTs). The newest unretired key signs;
 * retired keys stay published in /auth/v1/.well-known/jwks.json until their tokens have expired.
 * A deployment may instead pin its key in the AUTH_JWT_PRIVATE_JWK secret.
 */
export const signingKeys = sqliteTable(
  'signing_keys',
  {
    /** JWK "kid". */
    id: text('id').primaryKey(),
    algorithm: text('algorithm').notNull().default('ES256'),
    publicJwk: text('public_jwk', { mode: 'json' }).$type<JsonWebKey>().notNull(),
    privateJwk: text('private_jwk', { mode: 'json' }).$type<JsonWebKey>().notNull(),
    createdAt: createdAt(),
    retiredAt: timestamp('retired_at'),
  },
  (t) => [index('signing_keys_created_idx').on(t.createdAt)],
)

// ---------------------------------------------------------------- profiles

export { USER_MODES, type UserMode }
export const PROFILE_VISIBILITIES = ['everyone', 'members', 'friends', 'nobody'] as const
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number]
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'ru', 'zh', 'ja', 'ko', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]
export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]

/** Free-form avatar builder configuration (saving one clears avatar_url). */
export type AvatarConfig = Record<string, unknown>
/** e.g. { messages: { email: true, push: true }, events: {...} } */
export type NotificationSettings = Record<string, boolean | Record<string, boolean>>
export type AccessibilitySettings = {
  fontSize?: 'small' | 'medium' | 'large' | 'x-large'
  highContrast?: boolean
  reduceMotion?: boolean
  screenReaderOptimized?: boolean
  focusIndicators?: boolean
}

export const profiles = sqliteTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    displayName: text('display_name'),
    avatarUrl: text('avatar_url'),
    avatarConfig: text('avatar_config', { mode: 'json' }).$type<AvatarConfig>(),
    pronouns: text('pronouns'),
    /** Location is a city, never coordinates. */
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    bio: text('bio'),
    interests: text('interests', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    lookingFor: text('looking_for', { mode: 'json' })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    userMode: text('user_mode', { enum: USER_MODES }).notNull().default('community'),
    profileVisibility: text('profile_visibility', { enum: PROFILE_VISIBILITIES }).notNull().default('members'),
    hiddenFromDirectory: bool('hidden_from_directory').notNull().default(false),
    hiddenFromSearch: bool('hidden_from_search').notNull().default(false),
    showOnlineStatus: bool('show_online_status').notNull().default(true),
    showCity: bool('show_city').notNull().default(false),
    checkInsPrivate: bool('check_ins_private').notNull().default(false),
    /** Who may start a conversation with the member: any member, or friends only (issue 36). */
    allowMessagesFrom: text('allow_messages_from', { enum: MESSAGE_PRIVACY }).notNull().default('members'),
    /** Read receipts: off, the member neither sends nor sees them. */
    readReceipts: bool('read_receipts').notNull().default(true),
    notificationSettings: text('notification_settings', { mode: 'json' }).$type<NotificationSettings>(),
    accessibilitySettings: text('accessibility_settings', { mode: 'json' }).$type<AccessibilitySettings>(),
    language: text('language', { enum: LANGUAGES }),
    theme: text('theme', { enum: THEMES }).notNull().default('system'),
    /** Last activity persisted by the Inbox room (shown only when show_online_status). */
    lastSeenAt: timestamp('last_seen_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // the /users order (named first, by name NOCASE, then id), whole and within a city: a page
    // walks one of these and stops (issue 39, migration 0033); the city's also serves city_id alone
    index('profiles_city_directory_idx').on(
      t.cityId,
      sql`(${c(t.displayName)} IS NULL)`,
      sql`${c(t.displayName)} COLLATE NOCASE`,
      t.userId,
    ),
    index('profiles_display_name_idx').on(sql`${c(t.displayName)} COLLATE NOCASE`),
    index('profiles_directory_order_idx').on(sql`(${c(t.displayName)} IS NULL)`, sql`${c(t.displayName)} COLLATE NOCASE`, t.userId),
    enumCheck('profiles', t.userMode, USER_MODES),
    enumCheck('profiles', t.profileVisibility, PROFILE_VISIBILITIES),
    enumCheck('profiles', t.language, LANGUAGES),
    enumCheck('profiles', t.theme, THEMES),
    ...boolChecks('profiles', t.hiddenFromDirectory, t.hiddenFromSearch, t.showOnlineStatus, t.showCity, t.checkInsPrivate, t.readReceipts),
    enumCheck('profiles', t.allowMessagesFrom, MESSAGE_PRIVACY),
    rawCheck('profiles_interests_json_check', sql`json_valid(${c(t.interests)}) AND json_type(${c(t.interests)}) = 'array'`),
    rawCheck('profiles_looking_for_json_check', sql`json_valid(${c(t.lookingFor)}) AND json_type(${c(t.lookingFor)}) = 'array'`),
    // the lengths the forms and the token API allow (SQLite counts characters; a NULL passes)
    rawCheck('profiles_display_name_length', sql`length(${c(t.displayName)}) <= ${sql.raw(String(PROFILE_TEXT_LIMITS.displayNameMax))}`),
    rawCheck('profiles_pronouns_length', sql`length(${c(t.pronouns)}) <= ${sql.raw(String(PROFILE_TEXT_LIMITS.pronounsMax))}`),
    rawCheck('profiles_bio_length', sql`length(${c(t.bio)}) <= ${sql.raw(String(PROFILE_TEXT_LIMITS.bioMax))}`),
  ],
)

/**
 * The /users city filter's candidates (issue 39): per audience ('everyone': what a visitor may
 * list; 'members': what a signed-in member with no friends nor blocks may list), the cities
 * listed members show, with how many. Computed by listedProfile every 30 minutes, after the seed
 * and when empty (models/members/directory-cities.server.ts); never shown: a request offers only
 * those of its candidates where listedProfile finds a member for its own viewer.
 */
export const directoryCities = sqliteTable(
  'directory_cities',
  {
    audience: text('audience', { enum: ['everyone', 'members'] }).notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    members: integer('members').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.audience, t.cityId] }),
    index('directory_cities_order_idx').on(t.audience, sql`${c(t.members)} DESC`, t.cityId),
    enumCheck('directory_cities', t.audience, ['everyone', 'members']),
  ],
)

/** Member photos shown on the profile (avatar is profiles.avatar_url). */
export const profilePhotos = sqliteTable(
  'profile_photos',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    r2Key: text('r2_key').notNull(),
    url: text('url').notNull(),
    caption: text('caption'),
    position: integer('position').notNull().default(0),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('profile_photos_user_idx').on(t.userId, t.position)],
)

// ---------------------------------------------------------------- roles, blocks, reports

export const ROLES = ['admin', 'moderator'] as const
export type Role = (typeof ROLES)[number]

export const userRoles = sqliteTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull(),
    grantedBy: text('granted_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), enumCheck('user_roles', t.role, ROLES)],
)

export const blocks = sqliteTable(
  'blocks',
  {
    blockerId: text('blocker_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    blockedId: text('blocked_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId),
    rawCheck('blocks_not_self_check', sql`${c(t.blockerId)} <> ${c(t.blockedId)}`),
  ],
)

// The report value lists live in a module free of drizzle, so the browser can use them.
export { REPORT_REASONS, REPORT_TARGET_TYPES, type ReportReason, type ReportTargetType } from './values'
export const REPORT_STATUSES = ['open', 'reviewing', 'resolved', 'dismissed'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

export const reports = sqliteTable(
  'reports',
  {
    id: text('id').primaryKey(),
    /** Null once the reporter's account is deleted; the report stays for moderation. */
    reporterId: text('reporter_id').references(() => accounts.id, { onDelete: 'set null' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    /** Id of the target row as text (integer ids are stringified). */
    targetId: text('target_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details'),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    handledBy: text('handled_by').references(() => accounts.id, { onDelete: 'set null' }),
    handledAt: timestamp('handled_at'),
    /** Moderator's note on the outcome. */
    resolution: text('resolution'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.targetType, t.targetId),
    index('reports_reporter_idx').on(t.reporterId),
    // the moderation queue groups open reports by target (issue 41)
    index('reports_status_target_idx').on(t.status, t.targetType, t.targetId, t.createdAt),
    enumCheck('reports', t.targetType, REPORT_TARGET_TYPES),
    enumCheck('reports', t.reason, REPORT_REASONS),
    enumCheck('reports', t.status, REPORT_STATUSES),
  ],
)

// ---------------------------------------------------------------- passkeys

export const PASSKEY_DEVICE_TYPES = ['singleDevice', 'multiDevice'] as const
export const WEBAUTHN_PURPOSES = ['registration', 'authentication'] as const

export const passkeys = sqliteTable(
  'passkeys',
  {
    /** Credential id, base64url. */
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    publicKey: bytes('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports', { mode: 'json' }).$type<string[]>(),
    deviceType: text('device_type', { enum: PASSKEY_DEVICE_TYPES }),
    backedUp: bool('backed_up').notNull().default(false),
    name: text('name'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at'),
  },
  (t) => [
    index('passkeys_account_idx').on(t.accountId),
    enumCheck('passkeys', t.deviceType, PASSKEY_DEVICE_TYPES),
    boolCheck('passkeys', t.backedUp),
    rawCheck('passkeys_counter_check', sql`${c(t.counter)} >= 0`),
  ],
)

export const webauthnChallenges = sqliteTable(
  'webauthn_challenges',
  {
    id: text('id').primaryKey(),
    /** Null for a discoverable-credential sign-in before the account is known. */
    accountId: text('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    challenge: text('challenge').notNull(),
    purpose: text('purpose', { enum: WEBAUTHN_PURPOSES }).notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
    index('webauthn_challenges_account_idx').on(t.accountId),
    enumCheck('webauthn_challenges', t.purpose, WEBAUTHN_PURPOSES),
  ],
)

export const userPasskeyEnrollment = sqliteTable(
  'user_passkey_enrollment',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    isEnrolled: bool('is_enrolled').notNull().default(false),
    enrolledAt: timestamp('enrolled_at'),
    deviceName: text('device_name').notNull().default('WebAuthn Device'),
    updatedAt: updatedAt(),
  },
  (t) => [boolCheck('user_passkey_enrollment', t.isEnrolled)],
)

// ---------------------------------------------------------------- security log

export const SEVERITIES = ['info', 'low', 'medium', 'high', 'critical'] as const
export type Severity = (typeof SEVERITIES)[number]

export const securityEvents = sqliteTable(
  'security_events',
  {
    id: text('id').primaryKey(),
    /** e.g. 'FAILED_SIGNIN_ATTEMPT' (medium), 'SUCCESSFUL_SIGNIN' (info). */
    eventType: text('event_type').notNull(),
    userId: text('user_id').references(() => accounts.id, { onDelete: 'cascade' }),
    metadata: text('metadata', { mode: 'json' }).$type<Record<string, unknown>>(),
    severity: text('severity', { enum: SEVERITIES }).notNull().default('info'),
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('security_events_created_idx').on(t.createdAt),
    index('security_events_user_idx').on(t.userId, t.createdAt),
    index('security_events_type_idx').on(t.eventType, t.createdAt),
    enumCheck('security_events', t.severity, SEVERITIES),
  ],
)

// ---------------------------------------------------------------- staff audit log

/**
 * Every staff action (issue 41): who, what, which target, the data before and after where it
 * changes, when and from which session. Append-only: triggers (migration 0045) refuse UPDATE and
 * DELETE for everybody, so no foreign keys here (a deleted account must not take its rows with
 * it); the actor's name is kept as it was.
 */
export const staffAuditLog = sqliteTable(
  'staff_audit_log',
  {
    id: text('id').primaryKey(),
    actorId: text('actor_id'),
    actorName: text('actor_name'),
    /** e.g. 'REPORT_CASE_DECIDED', 'LOOKUP_MERGED', 'PRIVATE_CONTENT_VIEWED'. */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: text('before', { mode: 'json' }).$type<Record<string, unknown>>(),
    after: text('after', { mode: 'json' }).$type<Record<string, unknown>>(),
    details: text('details', { mode: 'json' }).$type<Record<string, unknown>>(),
    /** The staff member's session (sessions.id, a hash of the cookie) and address hash. */
    sessionId: text('session_id'),
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_audit_log_created_idx').on(t.createdAt),
    index('staff_audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('staff_audit_log_action_idx').on(t.action, t.createdAt),
    index('staff_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
  ],
)

// ---------------------------------------------------------------- moderation decisions

export { MODERATION_ACTIONS, type ModerationAction } from './values'
export const APPEAL_OUTCOMES = ['upheld', 'reversed'] as const
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number]

/**
 * What the moderators did about a reported target (issue 41): one row per action (several on
 * one case), each with its reason. The author is told and may appeal once (appeal_* columns);
 * the reporters are told the outcome without the moderator's name.
 */
export const moderationActions = sqliteTable(
  'moderation_actions',
  {
    id: text('id').primaryKey(),
    /** The decision this action was taken in (several actions share it). */
    decisionId: text('decision_id').notNull(),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: text('target_id').notNull(),
    action: text('action', { enum: MODERATION_ACTIONS }).notNull(),
    reason: text('reason').notNull(),
    /** The author of the content, or the member reported; null for editorial content. */
    authorId: text('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** For 'suspend': when the suspension ends. */
    suspendedUntil: timestamp('suspended_until'),
    moderatorId: text('moderator_id').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    appealText: text('appeal_text'),
    appealedAt: timestamp('appealed_at'),
    appealOutcome: text('appeal_outcome', { enum: APPEAL_OUTCOMES }),
    appealReply: text('appeal_reply'),
    appealDecidedBy: text('appeal_decided_by').references(() => accounts.id, { onDelete: 'set null' }),
    appealDecidedAt: timestamp('appeal_decided_at'),
  },
  (t) => [
    index('moderation_actions_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('moderation_actions_author_idx').on(t.authorId, t.createdAt),
    // the decision id is the form's one-time key: a repeated submit adds no second row
    uniqueIndex('moderation_actions_decision_action_unique').on(t.decisionId, t.action),
    index('moderation_actions_appeal_idx')
      .on(t.appealedAt)
      .where(sql`${c(t.appealedAt)} IS NOT NULL AND ${c(t.appealOutcome)} IS NULL`),
    enumCheck('moderation_actions', t.targetType, REPORT_TARGET_TYPES),
    enumCheck('moderation_actions', t.action, MODERATION_ACTIONS),
    enumCheck('moderation_actions', t.appealOutcome, APPEAL_OUTCOMES),
    rawCheck('moderation_actions_reason_check', sql`length(trim(${c(t.reason)})) BETWEEN 1 AND 1000`),
    rawCheck('moderation_actions_appeal_check', sql`${c(t.appealText)} IS NULL OR length(${c(t.appealText)}) <= 2000`),
  ],
)

export type StaffAuditRow = typeof staffAuditLog.$inferSelect
export type ModerationActionRow = typeof moderationActions.$inferSelect

export type Account = typeof accounts.$inferSelect
export type NewAccount = typeof accounts.$inferInsert
export type Session = typeof sessions.$inferSelect
export type RefreshToken = typeof refreshTokens.$inferSelect
export type SigningKey = typeof signingKeys.$inferSelect
export type AuthToken = typeof authTokens.$inferSelect
export type Profile = typeof profiles.$inferSelect
export type NewProfile = typeof profiles.$inferInsert
export type ProfilePhoto = typeof profilePhotos.$inferSelect
export type UserRole = typeof userRoles.$inferSelect
export type Block = typeof blocks.$inferSelect
export type Report = typeof reports.$inferSelect
export type NewReport = typeof reports.$inferInsert
export type Passkey = typeof passkeys.$inferSelect
export type WebauthnChallenge = typeof webauthnChallenges.$inferSelect
export type UserPasskeyEnrollment = typeof userPasskeyEnrollment.$inferSelect
export type SecurityEvent = typeof securityEvents.$inferSelect

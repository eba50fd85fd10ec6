/**
 * Crews (the SQL tables keep the spec's names: `community_groups`, `group_members`, …): members, rules, invites.
 */
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { accounts } from './accounts'
import { cities, countries } from './geo'
import { bool, boolCheck, c, createdAt, enumCheck, nowMs, rawCheck, timestamp, updatedAt } from './helpers'
import { CREW_CATEGORIES, GROUP_VISIBILITIES } from './values'

export { CREW_CATEGORIES, GROUP_VISIBILITIES }
export type { CrewCategory, GroupVisibility } from './values'

export const communityGroups = sqliteTable(
  'community_groups',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    visibility: text('visibility', { enum: GROUP_VISIBILITIES }).notNull().default('public'),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    countryId: text('country_id').references(() => countries.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    category: text('category', { enum: CREW_CATEGORIES }).notNull().default('social'),
    /**
     * A private crew appears on /groups (name, description, size, 'request to join') only when
     * its leaders list it; an unlisted one is reached by invitation only. Public crews are always listed.
     */
    listed: bool('listed').notNull().default(true),
    /** Hidden by staff (/admin/groups): seen by staff only, whatever its visibility. */
    hiddenAt: timestamp('hidden_at'),
    hiddenBy: text('hidden_by').references(() => accounts.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    /** Creator; null once their account is deleted (the group survives). */
    createdBy: text('created_by').references(() => accounts.id, { onDelete: 'set null' }),
    memberCount: integer('member_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('community_groups_visibility_idx').on(t.visibility, t.memberCount),
    // the filters' places (crewFilterChoices) group the crews by place on these alone: they hold
    // what visibleCrew reads of a crew (issue 39: 17 -> 3 ms of SQLite a visitor's /groups, 37 -> 10 a member's)
    index('community_groups_city_idx').on(t.cityId, t.visibility, t.hiddenAt, t.id),
    index('community_groups_country_idx').on(t.countryId, t.visibility, t.hiddenAt, t.id),
    index('community_groups_created_by_idx').on(t.createdBy),
    // /groups's three orders (models/crews/list.server.ts), each with its tie-breaker: a page walks one and stops (issue 39)
    index('community_groups_members_order_idx').on(sql`${c(t.memberCount)} DESC`, t.id),
    index('community_groups_newest_order_idx').on(sql`${c(t.createdAt)} DESC`, t.id),
    index('community_groups_name_order_idx').on(sql`${c(t.name)} COLLATE NOCASE`, t.id),
    enumCheck('community_groups', t.visibility, GROUP_VISIBILITIES),
    enumCheck('community_groups', t.category, CREW_CATEGORIES),
    boolCheck('community_groups', t.listed),
    rawCheck('community_groups_member_count_check', sql`${c(t.memberCount)} >= 0`),
  ],
)

export const GROUP_ROLES = ['owner', 'admin', 'moderator', 'member'] as const
export type GroupRole = (typeof GROUP_ROLES)[number]
export const GROUP_MEMBER_STATUSES = ['active', 'pending', 'banned'] as const
export type GroupMemberStatus = (typeof GROUP_MEMBER_STATUSES)[number]
/** Per crew, what a member gets by email of its notifications: each one, a daily digest, or none. */
export const GROUP_EMAIL_MODES = ['each', 'digest', 'none'] as const
export type GroupEmailMode = (typeof GROUP_EMAIL_MODES)[number]

export const groupMembers = sqliteTable(
  'group_members',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => communityGroups.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: GROUP_ROLES }).notNull().default('member'),
    status: text('status', { enum: GROUP_MEMBER_STATUSES }).notNull().default('active'),
    joinedAt: timestamp('joined_at').notNull().default(nowMs),
    emailMode: text('email_mode', { enum: GROUP_EMAIL_MODES }).notNull().default('digest'),
    /**
     * The one-click unsubscribe link's secret for this membership (random, base64url; set when
     * the first email is sent). It turns this crew's emails off without signing in, nothing else.
     */
    emailToken: text('email_token').unique(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('group_members_user_idx').on(t.userId),
    index('group_members_group_status_idx').on(t.groupId, t.status, t.role),
    enumCheck('group_members', t.role, GROUP_ROLES),
    enumCheck('group_members', t.status, GROUP_MEMBER_STATUSES),
    enumCheck('group_members', t.emailMode, GROUP_EMAIL_MODES),
  ],
)

export const groupRules = sqliteTable(
  'group_rules',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => communityGroups.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [index('group_rules_group_position_idx').on(t.groupId, t.position)],
)

export const GROUP_INVITE_STATUSES = ['pending', 'accepted', 'declined', 'revoked', 'expired'] as const
export type GroupInviteStatus = (typeof GROUP_INVITE_STATUSES)[number]

export const groupInvites = sqliteTable(
  'group_invites',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => communityGroups.id, { onDelete: 'cascade' }),
    inviterId: text('inviter_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** Null for a shareable link invite. */
    inviteeId: text('invitee_id').references(() => accounts.id, { onDelete: 'cascade' }),
    /** SHA-256 of the link token (link invites only). */
    tokenHash: text('token_hash').unique(),
    status: text('status', { enum: GROUP_INVITE_STATUSES }).notNull().default('pending'),
    expiresAt: timestamp('expires_at'),
    /** Link invites: how many may join through it (null: no limit) and how many did. */
    maxUses: integer('max_uses'),
    useCount: integer('use_count').notNull().default(0),
    respondedAt: timestamp('responded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('group_invites_group_idx').on(t.groupId, t.status),
    index('group_invites_invitee_idx').on(t.inviteeId, t.status),
    enumCheck('group_invites', t.status, GROUP_INVITE_STATUSES),
    rawCheck('group_invites_uses_check', sql`${c(t.useCount)} >= 0 AND (${c(t.maxUses)} IS NULL OR ${c(t.maxUses)} >= 1)`),
    rawCheck('group_invites_target_check', sql`${c(t.inviteeId)} IS NOT NULL OR ${c(t.tokenHash)} IS NOT NULL`),
  ],
)

export type CommunityGroup = typeof communityGroups.$inferSelect
export type NewCommunityGroup = typeof communityGroups.$inferInsert
export type GroupMember = typeof groupMembers.$inferSelect
export type GroupRule = typeof groupRules.$inferSelect
export type GroupInvite = typeof groupInvites.$inferSelect

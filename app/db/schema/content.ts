/**
 * Editorial content: tags, professions, resources, personalities, news, travel guides, CMS pages.
 */
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, unique, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { accounts } from './accounts'
import { cities, countries } from './geo'
import { RESOURCE_TYPES, type ResourceType } from './values'
import { bool, boolChecks, c, createdAt, enumCheck, rawCheck, timestamp, updatedAt } from './helpers'

export const unifiedTags = sqliteTable(
  'unified_tags',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    category: text('category'),
    usageCount: integer('usage_count').notNull().default(0),
    /**
     * The tag's address under /ressources/{path} (SPEC §2): its name without non-word characters,
     * spaces kept — `tagPath(name)` in app/models/resources/paths.ts, set by whoever writes the
     * name. Unique without regard to case, never all digits, never a resource's slug: triggers
     * of migration 0023 refuse any other write (decision 023).
     */
    path: text('path'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('unified_tags_path_unique').on(sql`${c(t.path)} COLLATE NOCASE`),
    index('unified_tags_category_idx').on(t.category),
    index('unified_tags_usage_idx').on(t.usageCount),
    index('unified_tags_name_nocase_idx').on(sql`${c(t.name)} COLLATE NOCASE`),
  ],
)

export const professions = sqliteTable('professions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  createdAt: createdAt(),
})

export { RESOURCE_TYPES, type ResourceType }
export const PUBLISH_STATUSES = ['draft', 'published', 'archived'] as const
export type PublishStatus = (typeof PUBLISH_STATUSES)[number]

export const resources = sqliteTable(
  'resources',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description'),
    /** Markdown. */
    body: text('body'),
    url: text('url'),
    phone: text('phone'),
    email: text('email'),
    /** The language the resource speaks (its site, its line): a language code such as 'en', 'de'; null = not stated. */
    language: text('language'),
    resourceType: text('resource_type', { enum: RESOURCE_TYPES }).notNull().default('other'),
    professionId: integer('profession_id').references(() => professions.id, { onDelete: 'set null' }),
    /** Null = worldwide. */
    countryId: text('country_id').references(() => countries.id, { onDelete: 'set null' }),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    isEmergency: bool('is_emergency').notNull().default(false),
    verified: bool('verified').notNull().default(false),
    status: text('status', { enum: PUBLISH_STATUSES }).notNull().default('published'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('resources_status_type_idx').on(t.status, t.resourceType),
    index('resources_profession_idx').on(t.professionId),
    index('resources_country_idx').on(t.countryId),
    index('resources_city_idx').on(t.cityId),
    index('resources_language_idx').on(t.language),
    index('resources_emergency_idx').on(t.isEmergency, t.countryId),
    // /ressources's order (RESOURCE_ORDER in models/resources/list.server.ts) for the visible ones: a page is a walk that stops
    index('resources_list_order_idx').on(
      t.status,
      sql`${c(t.isEmergency)} DESC`,
      sql`${c(t.verified)} DESC`,
      sql`${c(t.title)} COLLATE NOCASE`,
      t.id,
    ),
    enumCheck('resources', t.resourceType, RESOURCE_TYPES),
    enumCheck('resources', t.status, PUBLISH_STATUSES),
    ...boolChecks('resources', t.isEmergency, t.verified),
  ],
)

export const resourceTags = sqliteTable(
  'resource_tags',
  {
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => unifiedTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.tagId] }), index('resource_tags_tag_idx').on(t.tagId)],
)

/**
 * The /ressources filters' counts (issue 39): per facet (type, profession, country, language, tag)
 * and key, how many resources a visitor may see carry it. Computed by the resources' own rule
 * (models/resources/facets.server.ts) every 30 minutes and after the seed, instead of five GROUP BYs
 * over every resource per request.
 */
export const resourceFacets = sqliteTable(
  'resource_facets',
  {
    facet: text('facet', { enum: ['type', 'profession', 'country', 'language', 'tag'] }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.facet, t.key] })],
)

export const personalities = sqliteTable(
  'personalities',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** As the person uses them, where known (e.g. 'she/her', 'they/them'). */
    pronouns: text('pronouns'),
    /** Free text, e.g. 'Writer', 'Activist'. */
    profession: text('profession'),
    /** One of the personality category list (e.g. 'arts', 'activism'). */
    category: text('category'),
    bio: text('bio'),
    birthYear: integer('birth_year'),
    deathYear: integer('death_year'),
    countryId: text('country_id').references(() => countries.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    wikipediaUrl: text('wikipedia_url'),
    featured: bool('featured').notNull().default(false),
    /** The back office's new-personality form's one-time key: the same form sent twice creates one. */
    createKey: text('create_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('personalities_create_key_idx').on(t.createKey),
    index('personalities_category_idx').on(t.category),
    index('personalities_country_idx').on(t.countryId),
    index('personalities_featured_idx').on(t.featured),
    index('personalities_name_nocase_idx').on(sql`${c(t.name)} COLLATE NOCASE`),
    ...boolChecks('personalities', t.featured),
    rawCheck(
      'personalities_years_check',
      sql`${c(t.deathYear)} IS NULL OR ${c(t.birthYear)} IS NULL OR ${c(t.deathYear)} >= ${c(t.birthYear)}`,
    ),
  ],
)

export const personalityTags = sqliteTable(
  'personality_tags',
  {
    personalityId: integer('personality_id')
      .notNull()
      .references(() => personalities.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => unifiedTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.personalityId, t.tagId] }), index('personality_tags_tag_idx').on(t.tagId)],
)

export const newsSources = sqliteTable(
  'news_sources',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    feedUrl: text('feed_url').unique(),
    language: text('language'),
    countryId: text('country_id').references(() => countries.id, { onDelete: 'set null' }),
    active: bool('active').notNull().default(true),
    lastFetchedAt: timestamp('last_fetched_at'),
    createdAt: createdAt(),
    // the moderators' rules for the feed import (migration 0021; app/models/news/rules.ts):
    // an item is kept when it names one of the include keywords (if any) and none of the exclude
    // keywords; it takes the feed's category when that is one of the news categories, else this one
    includeKeywords: text('include_keywords', { mode: 'json' }).$type<string[]>(),
    excludeKeywords: text('exclude_keywords', { mode: 'json' }).$type<string[]>(),
    defaultCategory: text('default_category'),
    // the last fetch (app/models/news/import.server.ts): 'ok' or 'error', the error's text, when
    // a fetch last succeeded and how many new articles it stored, failures in a row, and when the
    // source is due again (null: at the next run; after a failure, later and later)
    lastStatus: text('last_status'),
    lastError: text('last_error'),
    lastSuccessAt: timestamp('last_success_at'),
    lastNewCount: integer('last_new_count'),
    failureCount: integer('failure_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at'),
  },
  (t) => [
    index('news_sources_active_idx').on(t.active),
    index('news_sources_due_idx').on(t.active, t.nextAttemptAt),
    index('news_sources_country_idx').on(t.countryId),
    ...boolChecks('news_sources', t.active),
  ],
)

export const newsArticles = sqliteTable(
  'news_articles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    sourceId: integer('source_id').references(() => newsSources.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    summary: text('summary'),
    body: text('body'),
    /** Original article URL (unique: feed imports dedupe on it). */
    url: text('url').unique(),
    imageUrl: text('image_url'),
    category: text('category'),
    language: text('language'),
    publishedAt: timestamp('published_at').notNull(),
    featured: bool('featured').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('news_articles_published_idx').on(t.publishedAt),
    index('news_articles_category_published_idx').on(t.category, t.publishedAt),
    index('news_articles_source_published_idx').on(t.sourceId, t.publishedAt),
    index('news_articles_featured_published_idx').on(t.featured, t.publishedAt),
    index('news_articles_language_published_idx').on(t.language, t.publishedAt),
    ...boolChecks('news_articles', t.featured),
  ],
)

export const travelGuides = sqliteTable(
  'travel_guides',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary'),
    /** Markdown. */
    body: text('body'),
    countryId: text('country_id').references(() => countries.id, { onDelete: 'set null' }),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    authorId: text('author_id').references(() => accounts.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    publishedAt: timestamp('published_at'),
    status: text('status', { enum: PUBLISH_STATUSES }).notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('travel_guides_status_published_idx').on(t.status, t.publishedAt),
    index('travel_guides_country_idx').on(t.countryId),
    index('travel_guides_city_idx').on(t.cityId),
    enumCheck('travel_guides', t.status, PUBLISH_STATUSES),
  ],
)

export const CONTENT_PAGE_STATUSES = ['draft', 'published'] as const

/** CMS pages (/content/{slug}, legal and information pages). One row per slug and locale. */
export const contentPages = sqliteTable(
  'content_pages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Markdown. */
    body: text('body').notNull().default(''),
    locale: text('locale').notNull().default('en'),
    status: text('status', { enum: CONTENT_PAGE_STATUSES }).notNull().default('draft'),
    updatedBy: text('updated_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('content_pages_slug_locale_unique').on(t.slug, t.locale),
    index('content_pages_status_idx').on(t.status),
    enumCheck('content_pages', t.status, CONTENT_PAGE_STATUSES),
  ],
)

export type UnifiedTag = typeof unifiedTags.$inferSelect
export type Profession = typeof professions.$inferSelect
export type Resource = typeof resources.$inferSelect
export type NewResource = typeof resources.$inferInsert
export type Personality = typeof personalities.$inferSelect
export type NewPersonality = typeof personalities.$inferInsert
export type NewsSource = typeof newsSources.$inferSelect
export type NewsArticle = typeof newsArticles.$inferSelect
export type NewNewsArticle = typeof newsArticles.$inferInsert
export type TravelGuide = typeof travelGuides.$inferSelect
export type ContentPage = typeof contentPages.$inferSelect

CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text,
	`phone` text,
	`password_hash` text,
	`email_verified_at` integer,
	`phone_verified_at` integer,
	`status` text DEFAULT 'active' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_sign_in_at` integer,
	CONSTRAINT "accounts_status_check" CHECK("status" IN ('active', 'suspended', 'banned')),
	CONSTRAINT "accounts_email_or_phone_check" CHECK("email" IS NOT NULL OR "phone" IS NOT NULL),
	CONSTRAINT "accounts_email_lower_check" CHECK("email" IS NULL OR "email" = lower("email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_email_unique` ON `accounts` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_phone_unique` ON `accounts` (`phone`);--> statement-breakpoint
CREATE TABLE `auth_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`account_id` text NOT NULL,
	`purpose` text NOT NULL,
	`new_email` text,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "auth_tokens_purpose_check" CHECK("purpose" IN ('email_verification', 'password_recovery', 'magic_link', 'email_change', 'invite', 'otp', 'reauthentication'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `auth_tokens_token_hash_unique` ON `auth_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `auth_tokens_account_purpose_idx` ON `auth_tokens` (`account_id`,`purpose`);--> statement-breakpoint
CREATE INDEX `auth_tokens_expires_idx` ON `auth_tokens` (`expires_at`);--> statement-breakpoint
CREATE TABLE `blocks` (
	`blocker_id` text NOT NULL,
	`blocked_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`blocker_id`, `blocked_id`),
	FOREIGN KEY (`blocker_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`blocked_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "blocks_not_self_check" CHECK("blocker_id" <> "blocked_id")
);
--> statement-breakpoint
CREATE INDEX `blocks_blocked_idx` ON `blocks` (`blocked_id`);--> statement-breakpoint
CREATE TABLE `passkeys` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`public_key` blob NOT NULL,
	`counter` integer DEFAULT 0 NOT NULL,
	`transports` text,
	`device_type` text,
	`backed_up` integer DEFAULT false NOT NULL,
	`name` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_used_at` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "passkeys_device_type_check" CHECK("device_type" IN ('singleDevice', 'multiDevice')),
	CONSTRAINT "passkeys_backed_up_bool" CHECK("backed_up" IN (0, 1)),
	CONSTRAINT "passkeys_counter_check" CHECK("counter" >= 0)
);
--> statement-breakpoint
CREATE INDEX `passkeys_account_idx` ON `passkeys` (`account_id`);--> statement-breakpoint
CREATE TABLE `profile_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`r2_key` text NOT NULL,
	`url` text NOT NULL,
	`caption` text,
	`position` integer DEFAULT 0 NOT NULL,
	`width` integer,
	`height` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `profile_photos_user_idx` ON `profile_photos` (`user_id`,`position`);--> statement-breakpoint
CREATE TABLE `profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`display_name` text,
	`avatar_url` text,
	`avatar_config` text,
	`pronouns` text,
	`city_id` integer,
	`bio` text,
	`interests` text DEFAULT '[]' NOT NULL,
	`looking_for` text DEFAULT '[]' NOT NULL,
	`user_mode` text DEFAULT 'community' NOT NULL,
	`profile_visibility` text DEFAULT 'members' NOT NULL,
	`hidden_from_directory` integer DEFAULT false NOT NULL,
	`hidden_from_search` integer DEFAULT false NOT NULL,
	`show_online_status` integer DEFAULT true NOT NULL,
	`show_city` integer DEFAULT false NOT NULL,
	`check_ins_private` integer DEFAULT false NOT NULL,
	`notification_settings` text,
	`accessibility_settings` text,
	`language` text,
	`theme` text DEFAULT 'system' NOT NULL,
	`last_seen_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "profiles_user_mode_check" CHECK("user_mode" IN ('dating', 'friends', 'exploration', 'fun', 'networking', 'community')),
	CONSTRAINT "profiles_profile_visibility_check" CHECK("profile_visibility" IN ('everyone', 'members', 'friends', 'nobody')),
	CONSTRAINT "profiles_language_check" CHECK("language" IN ('en', 'es', 'fr', 'de', 'pt', 'it', 'ru', 'zh', 'ja', 'ko', 'ar')),
	CONSTRAINT "profiles_theme_check" CHECK("theme" IN ('light', 'dark', 'system')),
	CONSTRAINT "profiles_hidden_from_directory_bool" CHECK("hidden_from_directory" IN (0, 1)),
	CONSTRAINT "profiles_hidden_from_search_bool" CHECK("hidden_from_search" IN (0, 1)),
	CONSTRAINT "profiles_show_online_status_bool" CHECK("show_online_status" IN (0, 1)),
	CONSTRAINT "profiles_show_city_bool" CHECK("show_city" IN (0, 1)),
	CONSTRAINT "profiles_check_ins_private_bool" CHECK("check_ins_private" IN (0, 1)),
	CONSTRAINT "profiles_interests_json_check" CHECK(json_valid("interests") AND json_type("interests") = 'array'),
	CONSTRAINT "profiles_looking_for_json_check" CHECK(json_valid("looking_for") AND json_type("looking_for") = 'array')
);
--> statement-breakpoint
CREATE INDEX `profiles_city_idx` ON `profiles` (`city_id`);--> statement-breakpoint
CREATE INDEX `profiles_display_name_idx` ON `profiles` ("display_name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `profiles_directory_idx` ON `profiles` (`hidden_from_directory`,`profile_visibility`,`created_at`);--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`family_id` text NOT NULL,
	`account_id` text NOT NULL,
	`session_id` text,
	`parent_id` text,
	`revoked_at` integer,
	`used_at` integer,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_id`) REFERENCES `refresh_tokens`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refresh_tokens_token_hash_unique` ON `refresh_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_family_idx` ON `refresh_tokens` (`family_id`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_account_idx` ON `refresh_tokens` (`account_id`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_session_idx` ON `refresh_tokens` (`session_id`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_parent_idx` ON `refresh_tokens` (`parent_id`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`reporter_id` text,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`status` text DEFAULT 'open' NOT NULL,
	`handled_by` text,
	`handled_at` integer,
	`resolution` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`reporter_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`handled_by`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reports_target_type_check" CHECK("target_type" IN ('user', 'venue', 'event', 'listing', 'post', 'comment', 'message', 'group', 'review', 'photo')),
	CONSTRAINT "reports_reason_check" CHECK("reason" IN ('spam', 'harassment', 'hate_speech', 'violence', 'sexual_content', 'impersonation', 'scam', 'misinformation', 'self_harm', 'underage', 'privacy', 'other')),
	CONSTRAINT "reports_status_check" CHECK("status" IN ('open', 'reviewing', 'resolved', 'dismissed'))
);
--> statement-breakpoint
CREATE INDEX `reports_status_created_idx` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_target_idx` ON `reports` (`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `reports_reporter_idx` ON `reports` (`reporter_id`);--> statement-breakpoint
CREATE TABLE `security_events` (
	`id` text PRIMARY KEY NOT NULL,
	`event_type` text NOT NULL,
	`user_id` text,
	`metadata` text,
	`severity` text DEFAULT 'info' NOT NULL,
	`ip_hash` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "security_events_severity_check" CHECK("severity" IN ('info', 'low', 'medium', 'high', 'critical'))
);
--> statement-breakpoint
CREATE INDEX `security_events_created_idx` ON `security_events` (`created_at`);--> statement-breakpoint
CREATE INDEX `security_events_user_idx` ON `security_events` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `security_events_type_idx` ON `security_events` (`event_type`,`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`expires_at` integer NOT NULL,
	`last_seen_at` integer,
	`rotated_from` text,
	`user_agent` text,
	`ip_hash` text,
	`kind` text DEFAULT 'browser' NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "sessions_kind_check" CHECK("kind" IN ('browser', 'api'))
);
--> statement-breakpoint
CREATE INDEX `sessions_account_idx` ON `sessions` (`account_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `sign_in_attempts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`attempted_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`success` integer DEFAULT false NOT NULL,
	CONSTRAINT "sign_in_attempts_success_bool" CHECK("success" IN (0, 1))
);
--> statement-breakpoint
CREATE INDEX `sign_in_attempts_key_idx` ON `sign_in_attempts` (`key`,`attempted_at`);--> statement-breakpoint
CREATE TABLE `user_passkey_enrollment` (
	`user_id` text PRIMARY KEY NOT NULL,
	`is_enrolled` integer DEFAULT false NOT NULL,
	`enrolled_at` integer,
	`device_name` text DEFAULT 'WebAuthn Device' NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_passkey_enrollment_is_enrolled_bool" CHECK("is_enrolled" IN (0, 1))
);
--> statement-breakpoint
CREATE TABLE `user_roles` (
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`granted_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_id`, `role`),
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`granted_by`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "user_roles_role_check" CHECK("role" IN ('admin', 'moderator'))
);
--> statement-breakpoint
CREATE TABLE `webauthn_challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text,
	`challenge` text NOT NULL,
	`purpose` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "webauthn_challenges_purpose_check" CHECK("purpose" IN ('registration', 'authentication'))
);
--> statement-breakpoint
CREATE INDEX `webauthn_challenges_expires_idx` ON `webauthn_challenges` (`expires_at`);--> statement-breakpoint
CREATE INDEX `webauthn_challenges_account_idx` ON `webauthn_challenges` (`account_id`);--> statement-breakpoint
CREATE TABLE `cities` (
	`id` integer PRIMARY KEY NOT NULL,
	`country_id` text NOT NULL,
	`name` text NOT NULL,
	`ascii_name` text NOT NULL,
	`names` text,
	`region` text,
	`admin1_code` text,
	`population` integer DEFAULT 0 NOT NULL,
	`timezone` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`is_capital` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cities_is_capital_bool" CHECK("is_capital" IN (0, 1)),
	CONSTRAINT "cities_population_check" CHECK("population" >= 0)
);
--> statement-breakpoint
CREATE INDEX `cities_country_region_idx` ON `cities` (`country_id`,`region`);--> statement-breakpoint
CREATE INDEX `cities_population_idx` ON `cities` (`population`);--> statement-breakpoint
CREATE INDEX `cities_ascii_name_idx` ON `cities` (`ascii_name`);--> statement-breakpoint
CREATE INDEX `cities_country_population_idx` ON `cities` (`country_id`,`population`);--> statement-breakpoint
CREATE INDEX `cities_name_nocase_idx` ON `cities` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `countries` (
	`id` text PRIMARY KEY NOT NULL,
	`iso3` text,
	`numeric_code` text,
	`name` text NOT NULL,
	`official_name` text,
	`names` text NOT NULL,
	`native_name` text,
	`capital` text,
	`capital_city_id` integer,
	`population` integer,
	`area_km2` real,
	`region` text,
	`subregion` text,
	`continent` text NOT NULL,
	`timezones` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`flag` text,
	`currencies` text,
	`calling_codes` text,
	`languages` text,
	`tld` text,
	`independent` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "countries_continent_check" CHECK("continent" IN ('AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA')),
	CONSTRAINT "countries_independent_bool" CHECK("independent" IN (0, 1)),
	CONSTRAINT "countries_id_check" CHECK(length("id") = 2 AND "id" = lower("id"))
);
--> statement-breakpoint
CREATE INDEX `countries_continent_idx` ON `countries` (`continent`);--> statement-breakpoint
CREATE INDEX `countries_name_idx` ON `countries` (`name`);--> statement-breakpoint
CREATE TABLE `country_safety` (
	`country_id` text PRIMARY KEY NOT NULL,
	`same_sex_relations` text NOT NULL,
	`penalty` text,
	`marriage` text,
	`discrimination_protection` text,
	`gender_recognition` text,
	`notes` text,
	`source_name` text,
	`source_url` text,
	`as_of` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "country_safety_same_sex_relations_check" CHECK("same_sex_relations" IN ('legal', 'criminalised', 'unclear')),
	CONSTRAINT "country_safety_marriage_check" CHECK("marriage" IN ('marriage', 'partnership', 'none')),
	CONSTRAINT "country_safety_discrimination_protection_check" CHECK("discrimination_protection" IN ('full', 'partial', 'none')),
	CONSTRAINT "country_safety_gender_recognition_check" CHECK("gender_recognition" IN ('self_id', 'medical', 'none', 'unclear'))
);
--> statement-breakpoint
CREATE TABLE `accessibility_attributes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accessibility_attributes_slug_unique` ON `accessibility_attributes` (`slug`);--> statement-breakpoint
CREATE INDEX `accessibility_attributes_sort_idx` ON `accessibility_attributes` (`sort_order`,`name`);--> statement-breakpoint
CREATE TABLE `target_groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `target_groups_slug_unique` ON `target_groups` (`slug`);--> statement-breakpoint
CREATE INDEX `target_groups_sort_idx` ON `target_groups` (`sort_order`,`name`);--> statement-breakpoint
CREATE TABLE `venue_accessibility_links` (
	`venue_id` integer NOT NULL,
	`attribute_id` integer NOT NULL,
	PRIMARY KEY(`venue_id`, `attribute_id`),
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`attribute_id`) REFERENCES `accessibility_attributes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `venue_accessibility_links_attribute_idx` ON `venue_accessibility_links` (`attribute_id`);--> statement-breakpoint
CREATE TABLE `venue_amenities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `venue_amenities_slug_unique` ON `venue_amenities` (`slug`);--> statement-breakpoint
CREATE INDEX `venue_amenities_sort_idx` ON `venue_amenities` (`sort_order`,`name`);--> statement-breakpoint
CREATE TABLE `venue_amenity_links` (
	`venue_id` integer NOT NULL,
	`amenity_id` integer NOT NULL,
	PRIMARY KEY(`venue_id`, `amenity_id`),
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`amenity_id`) REFERENCES `venue_amenities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `venue_amenity_links_amenity_idx` ON `venue_amenity_links` (`amenity_id`);--> statement-breakpoint
CREATE TABLE `venue_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `venue_categories_slug_unique` ON `venue_categories` (`slug`);--> statement-breakpoint
CREATE INDEX `venue_categories_sort_idx` ON `venue_categories` (`sort_order`,`name`);--> statement-breakpoint
CREATE TABLE `venue_check_ins` (
	`id` text PRIMARY KEY NOT NULL,
	`venue_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`is_private` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "venue_check_ins_is_private_bool" CHECK("is_private" IN (0, 1)),
	CONSTRAINT "venue_check_ins_day_check" CHECK("day" GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')
);
--> statement-breakpoint
CREATE INDEX `venue_check_ins_user_created_idx` ON `venue_check_ins` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `venue_check_ins_venue_created_idx` ON `venue_check_ins` (`venue_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `venue_check_ins_venue_user_day_unique` ON `venue_check_ins` (`venue_id`,`user_id`,`day`);--> statement-breakpoint
CREATE TABLE `venue_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`venue_id` integer NOT NULL,
	`user_id` text,
	`r2_key` text,
	`url` text NOT NULL,
	`caption` text,
	`width` integer,
	`height` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "venue_photos_status_check" CHECK("status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX `venue_photos_venue_status_idx` ON `venue_photos` (`venue_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `venue_photos_user_idx` ON `venue_photos` (`user_id`);--> statement-breakpoint
CREATE INDEX `venue_photos_status_idx` ON `venue_photos` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `venue_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`venue_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`rating` integer NOT NULL,
	`body` text,
	`hidden` integer DEFAULT false NOT NULL,
	`hidden_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hidden_by`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "venue_reviews_rating_check" CHECK("rating" BETWEEN 1 AND 5),
	CONSTRAINT "venue_reviews_hidden_bool" CHECK("hidden" IN (0, 1))
);
--> statement-breakpoint
CREATE INDEX `venue_reviews_venue_created_idx` ON `venue_reviews` (`venue_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `venue_reviews_user_idx` ON `venue_reviews` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `venue_reviews_venue_user_unique` ON `venue_reviews` (`venue_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `venue_service_links` (
	`venue_id` integer NOT NULL,
	`service_id` integer NOT NULL,
	PRIMARY KEY(`venue_id`, `service_id`),
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `venue_services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `venue_service_links_service_idx` ON `venue_service_links` (`service_id`);--> statement-breakpoint
CREATE TABLE `venue_services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `venue_services_slug_unique` ON `venue_services` (`slug`);--> statement-breakpoint
CREATE INDEX `venue_services_sort_idx` ON `venue_services` (`sort_order`,`name`);--> statement-breakpoint
CREATE TABLE `venue_target_group_links` (
	`venue_id` integer NOT NULL,
	`target_group_id` integer NOT NULL,
	PRIMARY KEY(`venue_id`, `target_group_id`),
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`target_group_id`) REFERENCES `target_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `venue_target_group_links_group_idx` ON `venue_target_group_links` (`target_group_id`);--> statement-breakpoint
CREATE TABLE `venues` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`category_id` integer,
	`city_id` integer,
	`country_id` text NOT NULL,
	`address` text,
	`postal_code` text,
	`latitude` real,
	`longitude` real,
	`timezone` text,
	`phone` text,
	`email` text,
	`website` text,
	`instagram` text,
	`price_level` integer,
	`image_url` text,
	`hours` text,
	`certified_safe_space` integer DEFAULT false NOT NULL,
	`haven_owned` integer DEFAULT false NOT NULL,
	`rainbow_friendly` integer DEFAULT false NOT NULL,
	`accessible` integer DEFAULT false NOT NULL,
	`community_verified` integer DEFAULT false NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`suggested_by` text,
	`moderation_note` text,
	`rating_avg` real DEFAULT 0 NOT NULL,
	`rating_count` integer DEFAULT 0 NOT NULL,
	`check_in_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `venue_categories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`suggested_by`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "venues_status_check" CHECK("status" IN ('pending', 'published', 'rejected', 'archived')),
	CONSTRAINT "venues_certified_safe_space_bool" CHECK("certified_safe_space" IN (0, 1)),
	CONSTRAINT "venues_haven_owned_bool" CHECK("haven_owned" IN (0, 1)),
	CONSTRAINT "venues_rainbow_friendly_bool" CHECK("rainbow_friendly" IN (0, 1)),
	CONSTRAINT "venues_accessible_bool" CHECK("accessible" IN (0, 1)),
	CONSTRAINT "venues_community_verified_bool" CHECK("community_verified" IN (0, 1)),
	CONSTRAINT "venues_featured_bool" CHECK("featured" IN (0, 1)),
	CONSTRAINT "venues_price_level_check" CHECK("price_level" IS NULL OR "price_level" BETWEEN 1 AND 4),
	CONSTRAINT "venues_latitude_check" CHECK("latitude" IS NULL OR "latitude" BETWEEN -90 AND 90),
	CONSTRAINT "venues_longitude_check" CHECK("longitude" IS NULL OR "longitude" BETWEEN -180 AND 180),
	CONSTRAINT "venues_rating_avg_check" CHECK("rating_avg" BETWEEN 0 AND 5),
	CONSTRAINT "venues_counts_check" CHECK("rating_count" >= 0 AND "check_in_count" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `venues_slug_unique` ON `venues` (`slug`);--> statement-breakpoint
CREATE INDEX `venues_city_status_idx` ON `venues` (`city_id`,`status`);--> statement-breakpoint
CREATE INDEX `venues_country_status_idx` ON `venues` (`country_id`,`status`);--> statement-breakpoint
CREATE INDEX `venues_category_idx` ON `venues` (`category_id`);--> statement-breakpoint
CREATE INDEX `venues_status_rating_idx` ON `venues` (`status`,`rating_avg`);--> statement-breakpoint
CREATE INDEX `venues_status_name_idx` ON `venues` (`status`,`name`);--> statement-breakpoint
CREATE INDEX `venues_status_created_idx` ON `venues` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `venues_status_featured_idx` ON `venues` (`status`,`featured`);--> statement-breakpoint
CREATE INDEX `venues_status_safe_space_idx` ON `venues` (`status`,`certified_safe_space`);--> statement-breakpoint
CREATE INDEX `venues_status_haven_owned_idx` ON `venues` (`status`,`haven_owned`);--> statement-breakpoint
CREATE INDEX `venues_status_rainbow_idx` ON `venues` (`status`,`rainbow_friendly`);--> statement-breakpoint
CREATE INDEX `venues_status_accessible_idx` ON `venues` (`status`,`accessible`);--> statement-breakpoint
CREATE INDEX `venues_status_verified_idx` ON `venues` (`status`,`community_verified`);--> statement-breakpoint
CREATE INDEX `venues_lat_lng_idx` ON `venues` (`latitude`,`longitude`);--> statement-breakpoint
CREATE INDEX `venues_suggested_by_idx` ON `venues` (`suggested_by`);--> statement-breakpoint
CREATE INDEX `venues_name_nocase_idx` ON `venues` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `event_amenities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_amenities_slug_unique` ON `event_amenities` (`slug`);--> statement-breakpoint
CREATE INDEX `event_amenities_sort_idx` ON `event_amenities` (`sort_order`,`name`);--> statement-breakpoint
CREATE TABLE `event_amenity_links` (
	`event_id` integer NOT NULL,
	`amenity_id` integer NOT NULL,
	PRIMARY KEY(`event_id`, `amenity_id`),
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`amenity_id`) REFERENCES `event_amenities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_amenity_links_amenity_idx` ON `event_amenity_links` (`amenity_id`);--> statement-breakpoint
CREATE TABLE `event_rsvps` (
	`event_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`status` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`event_id`, `user_id`),
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "event_rsvps_status_check" CHECK("status" IN ('attending', 'interested'))
);
--> statement-breakpoint
CREATE INDEX `event_rsvps_user_idx` ON `event_rsvps` (`user_id`);--> statement-breakpoint
CREATE INDEX `event_rsvps_event_status_idx` ON `event_rsvps` (`event_id`,`status`);--> statement-breakpoint
CREATE TABLE `event_service_links` (
	`event_id` integer NOT NULL,
	`service_id` integer NOT NULL,
	PRIMARY KEY(`event_id`, `service_id`),
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `event_services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_service_links_service_idx` ON `event_service_links` (`service_id`);--> statement-breakpoint
CREATE TABLE `event_services` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_services_slug_unique` ON `event_services` (`slug`);--> statement-breakpoint
CREATE INDEX `event_services_sort_idx` ON `event_services` (`sort_order`,`name`);--> statement-breakpoint
CREATE TABLE `event_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_types_slug_unique` ON `event_types` (`slug`);--> statement-breakpoint
CREATE INDEX `event_types_sort_idx` ON `event_types` (`sort_order`,`name`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`event_type_id` integer,
	`organizer_id` text,
	`organizer_name` text,
	`group_id` text,
	`venue_id` integer,
	`city_id` integer,
	`country_id` text,
	`is_online` integer DEFAULT false NOT NULL,
	`location_name` text,
	`address` text,
	`latitude` real,
	`longitude` real,
	`starts_at` integer NOT NULL,
	`ends_at` integer,
	`timezone` text NOT NULL,
	`is_free` integer DEFAULT true NOT NULL,
	`price_cents` integer,
	`currency` text,
	`ticket_url` text,
	`capacity` integer,
	`sold_out` integer DEFAULT false NOT NULL,
	`cancelled` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`image_url` text,
	`attending_count` integer DEFAULT 0 NOT NULL,
	`interested_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`event_type_id`) REFERENCES `event_types`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`organizer_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`group_id`) REFERENCES `community_groups`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`venue_id`) REFERENCES `venues`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "events_status_check" CHECK("status" IN ('draft', 'published', 'cancelled', 'archived')),
	CONSTRAINT "events_is_online_bool" CHECK("is_online" IN (0, 1)),
	CONSTRAINT "events_is_free_bool" CHECK("is_free" IN (0, 1)),
	CONSTRAINT "events_sold_out_bool" CHECK("sold_out" IN (0, 1)),
	CONSTRAINT "events_cancelled_bool" CHECK("cancelled" IN (0, 1)),
	CONSTRAINT "events_featured_bool" CHECK("featured" IN (0, 1)),
	CONSTRAINT "events_ends_after_starts_check" CHECK("ends_at" IS NULL OR "ends_at" >= "starts_at"),
	CONSTRAINT "events_price_check" CHECK("price_cents" IS NULL OR "price_cents" >= 0),
	CONSTRAINT "events_capacity_check" CHECK("capacity" IS NULL OR "capacity" >= 0),
	CONSTRAINT "events_cancelled_status_check" CHECK("status" <> 'cancelled' OR "cancelled" = 1),
	CONSTRAINT "events_counts_check" CHECK("attending_count" >= 0 AND "interested_count" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_slug_unique` ON `events` (`slug`);--> statement-breakpoint
CREATE INDEX `events_starts_idx` ON `events` (`starts_at`);--> statement-breakpoint
CREATE INDEX `events_city_starts_idx` ON `events` (`city_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_country_starts_idx` ON `events` (`country_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_venue_starts_idx` ON `events` (`venue_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_group_starts_idx` ON `events` (`group_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_type_starts_idx` ON `events` (`event_type_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_status_starts_idx` ON `events` (`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_status_featured_starts_idx` ON `events` (`status`,`featured`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_organizer_idx` ON `events` (`organizer_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_title_nocase_idx` ON `events` ("title" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `cart_items` (
	`cart_id` text NOT NULL,
	`listing_id` integer NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`cart_id`, `listing_id`),
	FOREIGN KEY (`cart_id`) REFERENCES `carts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `marketplace_listings`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cart_items_quantity_check" CHECK("quantity" > 0)
);
--> statement-breakpoint
CREATE INDEX `cart_items_listing_idx` ON `cart_items` (`listing_id`);--> statement-breakpoint
CREATE TABLE `carts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `carts_user_id_unique` ON `carts` (`user_id`);--> statement-breakpoint
CREATE TABLE `listing_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`listing_id` integer NOT NULL,
	`user_id` text NOT NULL,
	`rating` integer NOT NULL,
	`body` text,
	`hidden` integer DEFAULT false NOT NULL,
	`hidden_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `marketplace_listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hidden_by`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "listing_reviews_rating_check" CHECK("rating" BETWEEN 1 AND 5),
	CONSTRAINT "listing_reviews_hidden_bool" CHECK("hidden" IN (0, 1))
);
--> statement-breakpoint
CREATE INDEX `listing_reviews_listing_created_idx` ON `listing_reviews` (`listing_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `listing_reviews_user_idx` ON `listing_reviews` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `listing_reviews_listing_user_unique` ON `listing_reviews` (`listing_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `marketplace_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`icon` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `marketplace_categories_slug_unique` ON `marketplace_categories` (`slug`);--> statement-breakpoint
CREATE INDEX `marketplace_categories_sort_idx` ON `marketplace_categories` (`sort_order`,`name`);--> statement-breakpoint
CREATE TABLE `marketplace_listings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`business_name` text,
	`category_id` integer,
	`seller_id` text,
	`price_cents` integer NOT NULL,
	`sale_price_cents` integer,
	`currency` text DEFAULT 'EUR' NOT NULL,
	`stock` integer DEFAULT 0 NOT NULL,
	`image_url` text,
	`images` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`is_sale` integer DEFAULT false NOT NULL,
	`is_new_arrival` integer DEFAULT false NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`haven_owned` integer DEFAULT false NOT NULL,
	`rating_avg` real DEFAULT 0 NOT NULL,
	`rating_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `marketplace_categories`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`seller_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "marketplace_listings_status_check" CHECK("status" IN ('draft', 'active', 'sold_out', 'archived')),
	CONSTRAINT "marketplace_listings_is_sale_bool" CHECK("is_sale" IN (0, 1)),
	CONSTRAINT "marketplace_listings_is_new_arrival_bool" CHECK("is_new_arrival" IN (0, 1)),
	CONSTRAINT "marketplace_listings_featured_bool" CHECK("featured" IN (0, 1)),
	CONSTRAINT "marketplace_listings_haven_owned_bool" CHECK("haven_owned" IN (0, 1)),
	CONSTRAINT "marketplace_listings_price_check" CHECK("price_cents" >= 0),
	CONSTRAINT "marketplace_listings_sale_price_check" CHECK("sale_price_cents" IS NULL OR ("sale_price_cents" >= 0 AND "sale_price_cents" <= "price_cents")),
	CONSTRAINT "marketplace_listings_stock_check" CHECK("stock" >= 0),
	CONSTRAINT "marketplace_listings_currency_check" CHECK(length("currency") = 3),
	CONSTRAINT "marketplace_listings_rating_avg_check" CHECK("rating_avg" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `marketplace_listings_slug_unique` ON `marketplace_listings` (`slug`);--> statement-breakpoint
CREATE INDEX `marketplace_listings_status_category_idx` ON `marketplace_listings` (`status`,`category_id`);--> statement-breakpoint
CREATE INDEX `marketplace_listings_status_featured_idx` ON `marketplace_listings` (`status`,`featured`);--> statement-breakpoint
CREATE INDEX `marketplace_listings_status_created_idx` ON `marketplace_listings` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `marketplace_listings_status_sale_idx` ON `marketplace_listings` (`status`,`is_sale`);--> statement-breakpoint
CREATE INDEX `marketplace_listings_status_price_idx` ON `marketplace_listings` (`status`,`price_cents`);--> statement-breakpoint
CREATE INDEX `marketplace_listings_seller_idx` ON `marketplace_listings` (`seller_id`);--> statement-breakpoint
CREATE INDEX `marketplace_listings_title_nocase_idx` ON `marketplace_listings` ("title" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `order_items` (
	`order_id` text NOT NULL,
	`listing_id` integer NOT NULL,
	`title` text,
	`quantity` integer NOT NULL,
	`unit_price_cents` integer NOT NULL,
	PRIMARY KEY(`order_id`, `listing_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `marketplace_listings`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "order_items_quantity_check" CHECK("quantity" > 0),
	CONSTRAINT "order_items_price_check" CHECK("unit_price_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `order_items_listing_idx` ON `order_items` (`listing_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`total_cents` integer NOT NULL,
	`currency` text DEFAULT 'EUR' NOT NULL,
	`shipping_address` text,
	`payment_ref` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "orders_status_check" CHECK("status" IN ('pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded')),
	CONSTRAINT "orders_total_check" CHECK("total_cents" >= 0)
);
--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `content_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`updated_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`updated_by`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "content_pages_status_check" CHECK("status" IN ('draft', 'published'))
);
--> statement-breakpoint
CREATE INDEX `content_pages_status_idx` ON `content_pages` (`status`);--> statement-breakpoint
CREATE UNIQUE INDEX `content_pages_slug_locale_unique` ON `content_pages` (`slug`,`locale`);--> statement-breakpoint
CREATE TABLE `news_articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`source_id` integer,
	`title` text NOT NULL,
	`summary` text,
	`body` text,
	`url` text,
	`image_url` text,
	`category` text,
	`language` text,
	`published_at` integer NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`source_id`) REFERENCES `news_sources`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "news_articles_featured_bool" CHECK("featured" IN (0, 1))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `news_articles_slug_unique` ON `news_articles` (`slug`);--> statement-breakpoint
CREATE UNIQUE INDEX `news_articles_url_unique` ON `news_articles` (`url`);--> statement-breakpoint
CREATE INDEX `news_articles_published_idx` ON `news_articles` (`published_at`);--> statement-breakpoint
CREATE INDEX `news_articles_category_published_idx` ON `news_articles` (`category`,`published_at`);--> statement-breakpoint
CREATE INDEX `news_articles_source_published_idx` ON `news_articles` (`source_id`,`published_at`);--> statement-breakpoint
CREATE INDEX `news_articles_featured_published_idx` ON `news_articles` (`featured`,`published_at`);--> statement-breakpoint
CREATE TABLE `news_sources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`url` text NOT NULL,
	`feed_url` text,
	`language` text,
	`country_id` text,
	`active` integer DEFAULT true NOT NULL,
	`last_fetched_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "news_sources_active_bool" CHECK("active" IN (0, 1))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `news_sources_feed_url_unique` ON `news_sources` (`feed_url`);--> statement-breakpoint
CREATE INDEX `news_sources_active_idx` ON `news_sources` (`active`);--> statement-breakpoint
CREATE TABLE `personalities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`profession` text,
	`category` text,
	`bio` text,
	`birth_year` integer,
	`death_year` integer,
	`country_id` text,
	`image_url` text,
	`wikipedia_url` text,
	`featured` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "personalities_featured_bool" CHECK("featured" IN (0, 1)),
	CONSTRAINT "personalities_years_check" CHECK("death_year" IS NULL OR "birth_year" IS NULL OR "death_year" >= "birth_year")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `personalities_slug_unique` ON `personalities` (`slug`);--> statement-breakpoint
CREATE INDEX `personalities_category_idx` ON `personalities` (`category`);--> statement-breakpoint
CREATE INDEX `personalities_country_idx` ON `personalities` (`country_id`);--> statement-breakpoint
CREATE INDEX `personalities_featured_idx` ON `personalities` (`featured`);--> statement-breakpoint
CREATE INDEX `personalities_name_nocase_idx` ON `personalities` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `personality_tags` (
	`personality_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`personality_id`, `tag_id`),
	FOREIGN KEY (`personality_id`) REFERENCES `personalities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `unified_tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `personality_tags_tag_idx` ON `personality_tags` (`tag_id`);--> statement-breakpoint
CREATE TABLE `professions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `professions_name_unique` ON `professions` (`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `professions_slug_unique` ON `professions` (`slug`);--> statement-breakpoint
CREATE TABLE `resource_tags` (
	`resource_id` integer NOT NULL,
	`tag_id` integer NOT NULL,
	PRIMARY KEY(`resource_id`, `tag_id`),
	FOREIGN KEY (`resource_id`) REFERENCES `resources`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`tag_id`) REFERENCES `unified_tags`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `resource_tags_tag_idx` ON `resource_tags` (`tag_id`);--> statement-breakpoint
CREATE TABLE `resources` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`body` text,
	`url` text,
	`phone` text,
	`email` text,
	`resource_type` text DEFAULT 'other' NOT NULL,
	`profession_id` integer,
	`country_id` text,
	`city_id` integer,
	`is_emergency` integer DEFAULT false NOT NULL,
	`verified` integer DEFAULT false NOT NULL,
	`status` text DEFAULT 'published' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`profession_id`) REFERENCES `professions`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "resources_resource_type_check" CHECK("resource_type" IN ('hotline', 'organisation', 'guide', 'health', 'legal', 'support', 'education', 'other')),
	CONSTRAINT "resources_status_check" CHECK("status" IN ('draft', 'published', 'archived')),
	CONSTRAINT "resources_is_emergency_bool" CHECK("is_emergency" IN (0, 1)),
	CONSTRAINT "resources_verified_bool" CHECK("verified" IN (0, 1))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `resources_slug_unique` ON `resources` (`slug`);--> statement-breakpoint
CREATE INDEX `resources_status_type_idx` ON `resources` (`status`,`resource_type`);--> statement-breakpoint
CREATE INDEX `resources_profession_idx` ON `resources` (`profession_id`);--> statement-breakpoint
CREATE INDEX `resources_country_idx` ON `resources` (`country_id`);--> statement-breakpoint
CREATE INDEX `resources_city_idx` ON `resources` (`city_id`);--> statement-breakpoint
CREATE INDEX `resources_emergency_idx` ON `resources` (`is_emergency`,`country_id`);--> statement-breakpoint
CREATE TABLE `travel_guides` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text,
	`body` text,
	`country_id` text,
	`city_id` integer,
	`author_id` text,
	`image_url` text,
	`published_at` integer,
	`status` text DEFAULT 'draft' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`author_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "travel_guides_status_check" CHECK("status" IN ('draft', 'published', 'archived'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `travel_guides_slug_unique` ON `travel_guides` (`slug`);--> statement-breakpoint
CREATE INDEX `travel_guides_status_published_idx` ON `travel_guides` (`status`,`published_at`);--> statement-breakpoint
CREATE INDEX `travel_guides_country_idx` ON `travel_guides` (`country_id`);--> statement-breakpoint
CREATE INDEX `travel_guides_city_idx` ON `travel_guides` (`city_id`);--> statement-breakpoint
CREATE TABLE `unified_tags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`description` text,
	`category` text,
	`usage_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `unified_tags_name_unique` ON `unified_tags` (`name`);--> statement-breakpoint
CREATE UNIQUE INDEX `unified_tags_slug_unique` ON `unified_tags` (`slug`);--> statement-breakpoint
CREATE INDEX `unified_tags_category_idx` ON `unified_tags` (`category`);--> statement-breakpoint
CREATE INDEX `unified_tags_usage_idx` ON `unified_tags` (`usage_count`);--> statement-breakpoint
CREATE INDEX `unified_tags_name_nocase_idx` ON `unified_tags` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `community_groups` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`visibility` text DEFAULT 'public' NOT NULL,
	`city_id` integer,
	`country_id` text,
	`image_url` text,
	`created_by` text,
	`member_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "community_groups_visibility_check" CHECK("visibility" IN ('public', 'private')),
	CONSTRAINT "community_groups_member_count_check" CHECK("member_count" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `community_groups_slug_unique` ON `community_groups` (`slug`);--> statement-breakpoint
CREATE INDEX `community_groups_visibility_idx` ON `community_groups` (`visibility`,`member_count`);--> statement-breakpoint
CREATE INDEX `community_groups_city_idx` ON `community_groups` (`city_id`);--> statement-breakpoint
CREATE INDEX `community_groups_country_idx` ON `community_groups` (`country_id`);--> statement-breakpoint
CREATE INDEX `community_groups_created_by_idx` ON `community_groups` (`created_by`);--> statement-breakpoint
CREATE INDEX `community_groups_name_nocase_idx` ON `community_groups` ("name" COLLATE NOCASE);--> statement-breakpoint
CREATE TABLE `group_invites` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`inviter_id` text,
	`invitee_id` text,
	`token_hash` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`expires_at` integer,
	`responded_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `community_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`inviter_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invitee_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "group_invites_status_check" CHECK("status" IN ('pending', 'accepted', 'declined', 'revoked', 'expired')),
	CONSTRAINT "group_invites_target_check" CHECK("invitee_id" IS NOT NULL OR "token_hash" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `group_invites_token_hash_unique` ON `group_invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `group_invites_group_idx` ON `group_invites` (`group_id`,`status`);--> statement-breakpoint
CREATE INDEX `group_invites_invitee_idx` ON `group_invites` (`invitee_id`,`status`);--> statement-breakpoint
CREATE TABLE `group_members` (
	`group_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text DEFAULT 'member' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`joined_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`group_id`, `user_id`),
	FOREIGN KEY (`group_id`) REFERENCES `community_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "group_members_role_check" CHECK("role" IN ('owner', 'admin', 'moderator', 'member')),
	CONSTRAINT "group_members_status_check" CHECK("status" IN ('active', 'pending', 'banned'))
);
--> statement-breakpoint
CREATE INDEX `group_members_user_idx` ON `group_members` (`user_id`);--> statement-breakpoint
CREATE INDEX `group_members_group_status_idx` ON `group_members` (`group_id`,`status`,`role`);--> statement-breakpoint
CREATE TABLE `group_rules` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`title` text NOT NULL,
	`body` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `community_groups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `group_rules_group_position_idx` ON `group_rules` (`group_id`,`position`);--> statement-breakpoint
CREATE TABLE `community_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`group_id` text,
	`content` text NOT NULL,
	`image_url` text,
	`visibility` text DEFAULT 'public' NOT NULL,
	`like_count` integer DEFAULT 0 NOT NULL,
	`comment_count` integer DEFAULT 0 NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `community_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "community_posts_visibility_check" CHECK("visibility" IN ('public', 'members', 'friends', 'group')),
	CONSTRAINT "community_posts_hidden_bool" CHECK("hidden" IN (0, 1)),
	CONSTRAINT "community_posts_group_visibility_check" CHECK("visibility" <> 'group' OR "group_id" IS NOT NULL),
	CONSTRAINT "community_posts_counts_check" CHECK("like_count" >= 0 AND "comment_count" >= 0)
);
--> statement-breakpoint
CREATE INDEX `community_posts_created_idx` ON `community_posts` (`created_at`);--> statement-breakpoint
CREATE INDEX `community_posts_user_created_idx` ON `community_posts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `community_posts_group_created_idx` ON `community_posts` (`group_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `community_posts_visibility_created_idx` ON `community_posts` (`visibility`,`created_at`);--> statement-breakpoint
CREATE TABLE `post_comments` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`user_id` text NOT NULL,
	`content` text NOT NULL,
	`hidden` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "post_comments_hidden_bool" CHECK("hidden" IN (0, 1))
);
--> statement-breakpoint
CREATE INDEX `post_comments_post_created_idx` ON `post_comments` (`post_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `post_comments_user_idx` ON `post_comments` (`user_id`);--> statement-breakpoint
CREATE TABLE `post_likes` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_likes_post_created_idx` ON `post_likes` (`post_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `post_likes_user_idx` ON `post_likes` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `post_likes_post_user_unique` ON `post_likes` (`post_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `favorites` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "favorites_target_type_check" CHECK("target_type" IN ('venue', 'event', 'listing', 'personality', 'group', 'resource', 'news', 'travel'))
);
--> statement-breakpoint
CREATE INDEX `favorites_user_type_created_idx` ON `favorites` (`user_id`,`target_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `favorites_target_idx` ON `favorites` (`target_type`,`target_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `favorites_user_target_unique` ON `favorites` (`user_id`,`target_type`,`target_id`);--> statement-breakpoint
CREATE TABLE `friend_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`from_user_id` text NOT NULL,
	`to_user_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`responded_at` integer,
	FOREIGN KEY (`from_user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`to_user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "friend_requests_status_check" CHECK("status" IN ('pending', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "friend_requests_not_self_check" CHECK("from_user_id" <> "to_user_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `friend_requests_pending_pair_unique` ON `friend_requests` ((CASE WHEN "from_user_id" < "to_user_id" THEN "from_user_id" ELSE "to_user_id" END),(CASE WHEN "from_user_id" < "to_user_id" THEN "to_user_id" ELSE "from_user_id" END)) WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX `friend_requests_to_status_idx` ON `friend_requests` (`to_user_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `friend_requests_from_status_idx` ON `friend_requests` (`from_user_id`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `friendships` (
	`user_a_id` text NOT NULL,
	`user_b_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`user_a_id`, `user_b_id`),
	FOREIGN KEY (`user_a_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_b_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "friendships_order_check" CHECK("user_a_id" < "user_b_id")
);
--> statement-breakpoint
CREATE INDEX `friendships_user_b_idx` ON `friendships` (`user_b_id`);--> statement-breakpoint
CREATE TABLE `conversation_participants` (
	`conversation_id` text NOT NULL,
	`user_id` text NOT NULL,
	`last_read_at` integer,
	`last_delivered_at` integer,
	`joined_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`muted` integer DEFAULT false NOT NULL,
	`archived` integer DEFAULT false NOT NULL,
	PRIMARY KEY(`conversation_id`, `user_id`),
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "conversation_participants_muted_bool" CHECK("muted" IN (0, 1)),
	CONSTRAINT "conversation_participants_archived_bool" CHECK("archived" IN (0, 1))
);
--> statement-breakpoint
CREATE INDEX `conversation_participants_user_idx` ON `conversation_participants` (`user_id`);--> statement-breakpoint
CREATE TABLE `conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text,
	`is_direct` integer DEFAULT false NOT NULL,
	`direct_key` text,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_message_at` integer,
	FOREIGN KEY (`created_by`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "conversations_is_direct_bool" CHECK("is_direct" IN (0, 1)),
	CONSTRAINT "conversations_direct_key_check" CHECK(("is_direct" = 1 AND "direct_key" IS NOT NULL) OR ("is_direct" = 0 AND "direct_key" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_direct_key_unique` ON `conversations` (`direct_key`);--> statement-breakpoint
CREATE INDEX `conversations_last_message_idx` ON `conversations` (`last_message_at`);--> statement-breakpoint
CREATE INDEX `conversations_updated_idx` ON `conversations` (`updated_at`);--> statement-breakpoint
CREATE TABLE `message_reactions` (
	`message_id` text NOT NULL,
	`user_id` text NOT NULL,
	`emoji` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`message_id`, `user_id`, `emoji`),
	FOREIGN KEY (`message_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "message_reactions_emoji_check" CHECK(length("emoji") BETWEEN 1 AND 32)
);
--> statement-breakpoint
CREATE INDEX `message_reactions_user_idx` ON `message_reactions` (`user_id`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`sender_id` text,
	`content` text DEFAULT '' NOT NULL,
	`message_type` text DEFAULT 'text' NOT NULL,
	`reply_to_id` text,
	`attachments` text,
	`metadata` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`edited_at` integer,
	`deleted_at` integer,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reply_to_id`) REFERENCES `messages`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "messages_message_type_check" CHECK("message_type" IN ('text', 'image', 'system')),
	CONSTRAINT "messages_sender_check" CHECK("sender_id" IS NOT NULL OR "message_type" = 'system')
);
--> statement-breakpoint
CREATE INDEX `messages_conversation_created_idx` ON `messages` (`conversation_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `messages_sender_idx` ON `messages` (`sender_id`);--> statement-breakpoint
CREATE INDEX `messages_reply_to_idx` ON `messages` (`reply_to_id`);--> statement-breakpoint
CREATE TABLE `group_notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`group_id` text NOT NULL,
	`triggered_by_user_id` text,
	`notification_type` text NOT NULL,
	`related_id` text,
	`read_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `community_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`triggered_by_user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "group_notifications_notification_type_check" CHECK("notification_type" IN ('new_post', 'new_member', 'event', 'invite', 'mention', 'comment'))
);
--> statement-breakpoint
CREATE INDEX `group_notifications_user_created_idx` ON `group_notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `group_notifications_user_unread_idx` ON `group_notifications` (`user_id`,`created_at`) WHERE "read_at" IS NULL;--> statement-breakpoint
CREATE INDEX `group_notifications_group_idx` ON `group_notifications` (`group_id`);--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`title` text NOT NULL,
	`content` text,
	`read` integer DEFAULT false NOT NULL,
	`action_url` text,
	`related_id` text,
	`metadata` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notifications_type_check" CHECK("type" IN ('message', 'event', 'system', 'other')),
	CONSTRAINT "notifications_read_bool" CHECK("read" IN (0, 1))
);
--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread_idx` ON `notifications` (`user_id`,`created_at`) WHERE "read" = 0;--> statement-breakpoint
CREATE TABLE `analytics_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`data` text,
	`url` text,
	`title` text,
	`hostname` text,
	`language` text,
	`referrer` text,
	`screen_size` text,
	`browser` text,
	`os` text,
	`device` text,
	`session_id` text,
	`user_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "analytics_events_device_check" CHECK("device" IN ('mobile', 'tablet', 'desktop'))
);
--> statement-breakpoint
CREATE INDEX `analytics_events_created_idx` ON `analytics_events` (`created_at`);--> statement-breakpoint
CREATE INDEX `analytics_events_name_created_idx` ON `analytics_events` (`name`,`created_at`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text,
	`body` text NOT NULL,
	`locale` text,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "contact_messages_status_check" CHECK("status" IN ('new', 'read', 'replied', 'archived'))
);
--> statement-breakpoint
CREATE INDEX `contact_messages_status_created_idx` ON `contact_messages` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`queue_message_id` text,
	`to_address` text NOT NULL,
	`template_key` text,
	`subject` text NOT NULL,
	`html_body` text,
	`text_body` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`error` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`sent_at` integer,
	CONSTRAINT "email_outbox_status_check" CHECK("status" IN ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `email_outbox_created_idx` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_to_created_idx` ON `email_outbox` (`to_address`,`created_at`);--> statement-breakpoint
CREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`);--> statement-breakpoint
CREATE INDEX `email_outbox_queue_message_idx` ON `email_outbox` (`queue_message_id`);--> statement-breakpoint
CREATE TABLE `email_templates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`subject` text NOT NULL,
	`html_body` text NOT NULL,
	`text_body` text NOT NULL,
	`description` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_templates_key_locale_unique` ON `email_templates` (`key`,`locale`);--> statement-breakpoint
CREATE TABLE `import_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`file_name` text,
	`r2_key` text,
	`total_rows` integer DEFAULT 0 NOT NULL,
	`imported_rows` integer DEFAULT 0 NOT NULL,
	`failed_rows` integer DEFAULT 0 NOT NULL,
	`errors` text,
	`created_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`finished_at` integer,
	FOREIGN KEY (`created_by`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "import_jobs_kind_check" CHECK("kind" IN ('venues', 'events', 'listings', 'personalities', 'resources', 'news', 'tags', 'cities')),
	CONSTRAINT "import_jobs_status_check" CHECK("status" IN ('pending', 'running', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE INDEX `import_jobs_created_idx` ON `import_jobs` (`created_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`confirm_token_hash` text,
	`confirmed_at` integer,
	`unsubscribed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "newsletter_subscribers_status_check" CHECK("status" IN ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "newsletter_subscribers_email_lower_check" CHECK("email" = lower("email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email_unique` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_confirm_token_hash_unique` ON `newsletter_subscribers` (`confirm_token_hash`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_status_idx` ON `newsletter_subscribers` (`status`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`window_start` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limits_window_idx` ON `rate_limits` (`window_start`);
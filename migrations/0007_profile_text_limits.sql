-- Profile texts as long as the forms and the token API allow (issue 12): display_name at most 50
-- characters, pronouns 30, bio 500 (app/db/schema/values.ts PROFILE_TEXT_LIMITS). SQLite adds a
-- CHECK only with a new table, so profiles is rebuilt: copied, dropped, renamed, its indexes made
-- again. No table references profiles, and it has no trigger or view. D1 ignores
-- `PRAGMA foreign_keys=OFF` (drizzle-kit's default) and checks foreign keys at once; the copy
-- references only existing accounts and cities, and `defer_foreign_keys` lets the checks wait for
-- the end of the migration all the same. Values longer than the limit (the token API accepted 80
-- and 40 characters before) are cut to it rather than stopping the migration.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_profiles` (
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
	CONSTRAINT "profiles_looking_for_json_check" CHECK(json_valid("looking_for") AND json_type("looking_for") = 'array'),
	CONSTRAINT "profiles_display_name_length" CHECK(length("display_name") <= 50),
	CONSTRAINT "profiles_pronouns_length" CHECK(length("pronouns") <= 30),
	CONSTRAINT "profiles_bio_length" CHECK(length("bio") <= 500)
);
--> statement-breakpoint
INSERT INTO `__new_profiles`("user_id", "display_name", "avatar_url", "avatar_config", "pronouns", "city_id", "bio", "interests", "looking_for", "user_mode", "profile_visibility", "hidden_from_directory", "hidden_from_search", "show_online_status", "show_city", "check_ins_private", "notification_settings", "accessibility_settings", "language", "theme", "last_seen_at", "created_at", "updated_at") SELECT "user_id", CASE WHEN length("display_name") > 50 THEN rtrim(substr("display_name", 1, 50)) ELSE "display_name" END, "avatar_url", "avatar_config", CASE WHEN length("pronouns") > 30 THEN rtrim(substr("pronouns", 1, 30)) ELSE "pronouns" END, "city_id", CASE WHEN length("bio") > 500 THEN rtrim(substr("bio", 1, 500)) ELSE "bio" END, "interests", "looking_for", "user_mode", "profile_visibility", "hidden_from_directory", "hidden_from_search", "show_online_status", "show_city", "check_ins_private", "notification_settings", "accessibility_settings", "language", "theme", "last_seen_at", "created_at", "updated_at" FROM `profiles`;--> statement-breakpoint
DROP TABLE `profiles`;--> statement-breakpoint
ALTER TABLE `__new_profiles` RENAME TO `profiles`;--> statement-breakpoint
PRAGMA defer_foreign_keys = off;--> statement-breakpoint
CREATE INDEX `profiles_city_idx` ON `profiles` (`city_id`);--> statement-breakpoint
CREATE INDEX `profiles_display_name_idx` ON `profiles` ("display_name" COLLATE NOCASE);--> statement-breakpoint
CREATE INDEX `profiles_directory_idx` ON `profiles` (`hidden_from_directory`,`profile_visibility`,`created_at`);
DROP INDEX `community_groups_name_nocase_idx`;--> statement-breakpoint
DROP INDEX `community_groups_city_idx`;--> statement-breakpoint
DROP INDEX `community_groups_country_idx`;--> statement-breakpoint
CREATE INDEX `community_groups_city_idx` ON `community_groups` (`city_id`,`visibility`,`hidden_at`,`id`);--> statement-breakpoint
CREATE INDEX `community_groups_country_idx` ON `community_groups` (`country_id`,`visibility`,`hidden_at`,`id`);--> statement-breakpoint
DROP INDEX `events_starts_ends_idx`;--> statement-breakpoint
DROP INDEX `events_city_starts_idx`;--> statement-breakpoint
DROP INDEX `events_country_starts_idx`;--> statement-breakpoint
DROP INDEX `events_type_starts_idx`;--> statement-breakpoint
CREATE INDEX `events_starts_ends_idx` ON `events` (`starts_at`,`ends_at`,`status`,`hidden_at`,`group_id`,`organizer_id`,`country_id`,`city_id`,`event_type_id`,`is_free`,`is_online`);--> statement-breakpoint
CREATE INDEX `events_city_starts_idx` ON `events` (`city_id`,`starts_at`,`ends_at`,`status`,`hidden_at`,`group_id`,`organizer_id`,`country_id`,`event_type_id`,`is_free`,`is_online`);--> statement-breakpoint
CREATE INDEX `events_country_starts_idx` ON `events` (`country_id`,`starts_at`,`ends_at`,`status`,`hidden_at`,`group_id`,`organizer_id`,`city_id`,`event_type_id`,`is_free`,`is_online`);--> statement-breakpoint
CREATE INDEX `events_type_starts_idx` ON `events` (`event_type_id`,`starts_at`,`ends_at`,`status`,`hidden_at`,`group_id`,`organizer_id`,`country_id`,`city_id`,`is_free`,`is_online`);
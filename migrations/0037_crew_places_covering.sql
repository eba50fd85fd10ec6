DROP INDEX `community_groups_name_nocase_idx`;--> statement-breakpoint
DROP INDEX `community_groups_city_idx`;--> statement-breakpoint
DROP INDEX `community_groups_country_idx`;--> statement-breakpoint
CREATE INDEX `community_groups_city_idx` ON `community_groups` (`city_id`,`visibility`,`hidden_at`,`id`);--> statement-breakpoint
CREATE INDEX `community_groups_country_idx` ON `community_groups` (`country_id`,`visibility`,`hidden_at`,`id`);
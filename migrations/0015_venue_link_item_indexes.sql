DROP INDEX `venue_accessibility_links_attribute_idx`;--> statement-breakpoint
CREATE INDEX `venue_accessibility_links_attribute_idx` ON `venue_accessibility_links` (`attribute_id`,`venue_id`);--> statement-breakpoint
DROP INDEX `venue_amenity_links_amenity_idx`;--> statement-breakpoint
CREATE INDEX `venue_amenity_links_amenity_idx` ON `venue_amenity_links` (`amenity_id`,`venue_id`);--> statement-breakpoint
DROP INDEX `venue_service_links_service_idx`;--> statement-breakpoint
CREATE INDEX `venue_service_links_service_idx` ON `venue_service_links` (`service_id`,`venue_id`);--> statement-breakpoint
DROP INDEX `venue_target_group_links_group_idx`;--> statement-breakpoint
CREATE INDEX `venue_target_group_links_group_idx` ON `venue_target_group_links` (`target_group_id`,`venue_id`);
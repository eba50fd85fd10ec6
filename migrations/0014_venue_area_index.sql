DROP INDEX `venues_lat_lng_idx`;--> statement-breakpoint
CREATE INDEX `venues_area_idx` ON `venues` (`status`,`latitude`,`longitude`);
CREATE TABLE `listing_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`listing_id` integer NOT NULL,
	`r2_key` text NOT NULL,
	`url` text NOT NULL,
	`alt` text NOT NULL,
	`width` integer,
	`height` integer,
	`position` integer NOT NULL,
	`form_key` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `marketplace_listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_photos_r2_key_unique` ON `listing_photos` (`r2_key`);--> statement-breakpoint
CREATE INDEX `listing_photos_listing_idx` ON `listing_photos` (`listing_id`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `listing_photos_form_key_idx` ON `listing_photos` (`listing_id`,`form_key`);--> statement-breakpoint
ALTER TABLE `marketplace_listings` ADD `create_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `marketplace_listings_create_key_idx` ON `marketplace_listings` (`create_key`);--> statement-breakpoint
ALTER TABLE `personalities` ADD `create_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `personalities_create_key_idx` ON `personalities` (`create_key`);
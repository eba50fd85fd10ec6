CREATE TABLE `stock_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`delta` integer NOT NULL,
	`stock_after` integer NOT NULL,
	`reason` text NOT NULL,
	`actor_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `marketplace_listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "stock_changes_delta_check" CHECK("delta" <> 0),
	CONSTRAINT "stock_changes_stock_after_check" CHECK("stock_after" >= 0)
);
--> statement-breakpoint
CREATE INDEX `stock_changes_listing_idx` ON `stock_changes` (`listing_id`,`id`);
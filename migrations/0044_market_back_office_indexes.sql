DROP INDEX `orders_status_created_idx`;--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `listing_reviews_created_idx` ON `listing_reviews` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `listing_reviews_hidden_created_idx` ON `listing_reviews` (`hidden`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `marketplace_listings_status_id_idx` ON `marketplace_listings` (`status`,`id`);
-- Issue 40: each order of /marketplace walks its own index, the items that can be bought first
-- (buyable, a generated column), instead of sorting every published item; the status indexes
-- they replace go (visibleListing tests the status with +status, decision 041).
DROP INDEX `marketplace_listings_status_featured_idx`;--> statement-breakpoint
DROP INDEX `marketplace_listings_status_created_idx`;--> statement-breakpoint
DROP INDEX `marketplace_listings_status_sale_idx`;--> statement-breakpoint
DROP INDEX `marketplace_listings_status_price_idx`;--> statement-breakpoint
ALTER TABLE `marketplace_listings` ADD `buyable` integer GENERATED ALWAYS AS ((status = 'active' AND stock > 0)) VIRTUAL;--> statement-breakpoint
ALTER TABLE `marketplace_listings` ADD `price_now` integer GENERATED ALWAYS AS (coalesce(CASE WHEN is_sale = 1 THEN sale_price_cents END, price_cents)) VIRTUAL;--> statement-breakpoint
CREATE INDEX `marketplace_listings_order_featured_idx` ON `marketplace_listings` ("buyable" DESC,"featured" DESC,"rating_avg" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX `marketplace_listings_order_newest_idx` ON `marketplace_listings` ("buyable" DESC,"created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX `marketplace_listings_order_price_idx` ON `marketplace_listings` ("buyable" DESC,`price_now`,`id`);--> statement-breakpoint
CREATE INDEX `marketplace_listings_order_price_desc_idx` ON `marketplace_listings` ("buyable" DESC,"price_now" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX `marketplace_listings_order_rating_idx` ON `marketplace_listings` ("buyable" DESC,"rating_avg" DESC,"rating_count" DESC,"id" DESC);
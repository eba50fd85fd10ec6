-- orders and order_items held no rows (nothing wrote them before this migration): rebuilt, not copied
CREATE TABLE `order_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`order_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`actor_id` text,
	`reason` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `order_events_order_idx` ON `order_events` (`order_id`,`id`);--> statement-breakpoint
CREATE TABLE `payment_events` (
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`type` text NOT NULL,
	`order_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`provider`, `event_id`),
	CONSTRAINT "payment_events_provider_check" CHECK("provider" IN ('local', 'stripe'))
);
--> statement-breakpoint
CREATE TABLE `app_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`email` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`checkout_key` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`total_cents` integer NOT NULL,
	`currency` text DEFAULT 'EUR' NOT NULL,
	`shipping_address` text NOT NULL,
	`provider` text NOT NULL,
	`checkout_ref` text,
	`checkout_url` text,
	`payment_ref` text,
	`refund_ref` text,
	`reserved_until` integer,
	`paid_at` integer,
	`fulfilled_at` integer,
	`cancelled_at` integer,
	`refunded_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "orders_status_check" CHECK("status" IN ('pending', 'paid', 'fulfilled', 'cancelled', 'refunded')),
	CONSTRAINT "orders_provider_check" CHECK("provider" IN ('local', 'stripe')),
	CONSTRAINT "orders_total_check" CHECK("total_cents" >= 0),
	CONSTRAINT "orders_currency_check" CHECK(length("currency") = 3),
	CONSTRAINT "orders_pending_reserved_check" CHECK("status" <> 'pending' OR "reserved_until" IS NOT NULL)
);
--> statement-breakpoint
DROP TABLE `orders`;--> statement-breakpoint
ALTER TABLE `__new_orders` RENAME TO `orders`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `orders_checkout_key_unique` ON `orders` (`checkout_key`);--> statement-breakpoint
CREATE INDEX `orders_user_created_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_pending_reserved_idx` ON `orders` (`status`,`reserved_until`);--> statement-breakpoint
CREATE INDEX `orders_checkout_ref_idx` ON `orders` (`provider`,`checkout_ref`);--> statement-breakpoint
CREATE TABLE `__new_order_items` (
	`order_id` text NOT NULL,
	`listing_id` integer NOT NULL,
	`title` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price_cents` integer NOT NULL,
	PRIMARY KEY(`order_id`, `listing_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `marketplace_listings`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "order_items_quantity_check" CHECK("quantity" > 0),
	CONSTRAINT "order_items_price_check" CHECK("unit_price_cents" >= 0)
);
--> statement-breakpoint
DROP TABLE `order_items`;--> statement-breakpoint
ALTER TABLE `__new_order_items` RENAME TO `order_items`;--> statement-breakpoint
CREATE INDEX `order_items_listing_idx` ON `order_items` (`listing_id`);
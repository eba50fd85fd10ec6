-- Issue 40: variants (size, colour) with their own stock and price. Cart and order lines are keyed
-- by variant (0: an item without variants; the rows of before are that). Edited by hand after
-- drizzle-kit: the copies read 0 for the new key, the options index keeps its expressions, and the
-- triggers at the end (drizzle-kit models none) keep an item's stock the sum of its variants'.
CREATE TABLE `listing_variants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`size` text,
	`colour` text,
	`price_cents` integer,
	`sale_price_cents` integer,
	`stock` integer DEFAULT 0 NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`form_key` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `marketplace_listings`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "listing_variants_option_check" CHECK("size" IS NOT NULL OR "colour" IS NOT NULL),
	CONSTRAINT "listing_variants_stock_check" CHECK("stock" >= 0),
	CONSTRAINT "listing_variants_price_check" CHECK("price_cents" IS NULL OR "price_cents" >= 0),
	CONSTRAINT "listing_variants_sale_price_check" CHECK("sale_price_cents" IS NULL OR ("sale_price_cents" >= 0 AND "price_cents" IS NOT NULL AND "sale_price_cents" <= "price_cents"))
);
--> statement-breakpoint
CREATE INDEX `listing_variants_listing_idx` ON `listing_variants` (`listing_id`,`position`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `listing_variants_options_idx` ON `listing_variants` (`listing_id`,coalesce("size", ''),coalesce("colour", ''));--> statement-breakpoint
CREATE UNIQUE INDEX `listing_variants_form_key_idx` ON `listing_variants` (`listing_id`,`form_key`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_cart_items` (
	`cart_id` text NOT NULL,
	`listing_id` integer NOT NULL,
	`variant_id` integer DEFAULT 0 NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`cart_id`, `listing_id`, `variant_id`),
	FOREIGN KEY (`cart_id`) REFERENCES `carts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `marketplace_listings`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "cart_items_quantity_check" CHECK("quantity" > 0)
);
--> statement-breakpoint
INSERT INTO `__new_cart_items`("cart_id", "listing_id", "variant_id", "quantity", "created_at") SELECT "cart_id", "listing_id", 0, "quantity", "created_at" FROM `cart_items`;--> statement-breakpoint
DROP TABLE `cart_items`;--> statement-breakpoint
ALTER TABLE `__new_cart_items` RENAME TO `cart_items`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `cart_items_listing_idx` ON `cart_items` (`listing_id`);--> statement-breakpoint
CREATE TABLE `__new_order_items` (
	`order_id` text NOT NULL,
	`listing_id` integer NOT NULL,
	`variant_id` integer DEFAULT 0 NOT NULL,
	`title` text NOT NULL,
	`variant_label` text,
	`quantity` integer NOT NULL,
	`unit_price_cents` integer NOT NULL,
	PRIMARY KEY(`order_id`, `listing_id`, `variant_id`),
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`listing_id`) REFERENCES `marketplace_listings`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "order_items_quantity_check" CHECK("quantity" > 0),
	CONSTRAINT "order_items_price_check" CHECK("unit_price_cents" >= 0)
);
--> statement-breakpoint
INSERT INTO `__new_order_items`("order_id", "listing_id", "variant_id", "title", "variant_label", "quantity", "unit_price_cents") SELECT "order_id", "listing_id", 0, "title", NULL, "quantity", "unit_price_cents" FROM `order_items`;--> statement-breakpoint
DROP TABLE `order_items`;--> statement-breakpoint
ALTER TABLE `__new_order_items` RENAME TO `order_items`;--> statement-breakpoint
CREATE INDEX `order_items_listing_idx` ON `order_items` (`listing_id`);--> statement-breakpoint
ALTER TABLE `stock_changes` ADD `variant_id` integer REFERENCES listing_variants(id) ON DELETE set null;--> statement-breakpoint
CREATE TRIGGER `listing_variants_stock_insert` AFTER INSERT ON `listing_variants` BEGIN
  UPDATE `marketplace_listings` SET `stock` = (SELECT coalesce(sum(`stock`), 0) FROM `listing_variants` WHERE `listing_id` = NEW.`listing_id`)
  WHERE `id` = NEW.`listing_id`;
END;--> statement-breakpoint
CREATE TRIGGER `listing_variants_stock_update` AFTER UPDATE OF `stock`, `listing_id` ON `listing_variants` BEGIN
  UPDATE `marketplace_listings` SET `stock` = (SELECT coalesce(sum(v.`stock`), 0) FROM `listing_variants` v WHERE v.`listing_id` = `marketplace_listings`.`id`)
  WHERE `id` IN (OLD.`listing_id`, NEW.`listing_id`);
END;--> statement-breakpoint
CREATE TRIGGER `listing_variants_stock_delete` AFTER DELETE ON `listing_variants` BEGIN
  UPDATE `marketplace_listings` SET `stock` = (SELECT coalesce(sum(`stock`), 0) FROM `listing_variants` WHERE `listing_id` = OLD.`listing_id`)
  WHERE `id` = OLD.`listing_id`;
END;

ALTER TABLE `stock_changes` ADD `form_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `stock_changes_form_key_idx` ON `stock_changes` (`listing_id`,`form_key`);
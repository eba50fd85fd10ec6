CREATE TABLE `country_safety_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`country_id` text NOT NULL,
	`before` text,
	`after` text NOT NULL,
	`changed_by` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`country_id`) REFERENCES `countries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `country_safety_history_country_idx` ON `country_safety_history` (`country_id`,`created_at`);
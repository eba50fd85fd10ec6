-- Issue 16: personalities, resources, news articles and travel guides can be reported (the
-- target_type CHECK is rebuilt: no table references reports, so the copy loses nothing), and a
-- personality's pronouns where known.
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`reporter_id` text,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`reason` text NOT NULL,
	`details` text,
	`status` text DEFAULT 'open' NOT NULL,
	`handled_by` text,
	`handled_at` integer,
	`resolution` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`reporter_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`handled_by`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reports_target_type_check" CHECK("target_type" IN ('user', 'venue', 'event', 'listing', 'post', 'comment', 'message', 'group', 'review', 'photo', 'personality', 'resource', 'news', 'travel')),
	CONSTRAINT "reports_reason_check" CHECK("reason" IN ('spam', 'harassment', 'hate_speech', 'violence', 'sexual_content', 'impersonation', 'scam', 'misinformation', 'self_harm', 'underage', 'privacy', 'other')),
	CONSTRAINT "reports_status_check" CHECK("status" IN ('open', 'reviewing', 'resolved', 'dismissed'))
);
--> statement-breakpoint
INSERT INTO `__new_reports`("id", "reporter_id", "target_type", "target_id", "reason", "details", "status", "handled_by", "handled_at", "resolution", "created_at") SELECT "id", "reporter_id", "target_type", "target_id", "reason", "details", "status", "handled_by", "handled_at", "resolution", "created_at" FROM `reports`;--> statement-breakpoint
DROP TABLE `reports`;--> statement-breakpoint
ALTER TABLE `__new_reports` RENAME TO `reports`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `reports_status_created_idx` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_target_idx` ON `reports` (`target_type`,`target_id`);--> statement-breakpoint
CREATE INDEX `reports_reporter_idx` ON `reports` (`reporter_id`);--> statement-breakpoint
ALTER TABLE `personalities` ADD `pronouns` text;
CREATE TABLE `sms_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to_phone` text NOT NULL,
	`template_key` text NOT NULL,
	`body` text NOT NULL,
	`locale` text DEFAULT 'en' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sms_outbox_to_created_idx` ON `sms_outbox` (`to_phone`,`created_at`);
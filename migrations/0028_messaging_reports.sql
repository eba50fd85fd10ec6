-- Messaging reports (issue 36, decision 037). A whole conversation can be reported: the
-- target_type CHECK gains 'conversation' (reports is rebuilt first, while no table references it,
-- so the copy loses nothing). The reported messages are copied from the conversation's room into
-- reported_messages, which moderators read instead of the conversation; the copies go with their
-- report. A later rebuild of reports must keep these rows (they reference it, ON DELETE CASCADE).
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
	CONSTRAINT "reports_target_type_check" CHECK("target_type" IN ('user', 'venue', 'event', 'listing', 'post', 'comment', 'message', 'conversation', 'group', 'review', 'photo', 'personality', 'resource', 'news', 'travel')),
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
CREATE TABLE `reported_messages` (
	`report_id` text NOT NULL,
	`message_id` text NOT NULL,
	`conversation_id` text NOT NULL,
	`sender_id` text,
	`seq` integer NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`photo_key` text,
	`message_type` text DEFAULT 'text' NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`report_id`, `message_id`),
	FOREIGN KEY (`report_id`) REFERENCES `reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reported_messages_message_type_check" CHECK("message_type" IN ('text', 'image', 'system'))
);
--> statement-breakpoint
CREATE INDEX `reported_messages_conversation_idx` ON `reported_messages` (`conversation_id`);

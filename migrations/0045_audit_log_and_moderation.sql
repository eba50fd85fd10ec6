CREATE TABLE `moderation_actions` (
	`id` text PRIMARY KEY NOT NULL,
	`decision_id` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`action` text NOT NULL,
	`reason` text NOT NULL,
	`author_id` text,
	`suspended_until` integer,
	`moderator_id` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`appeal_text` text,
	`appealed_at` integer,
	`appeal_outcome` text,
	`appeal_reply` text,
	`appeal_decided_by` text,
	`appeal_decided_at` integer,
	FOREIGN KEY (`author_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`moderator_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`appeal_decided_by`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "moderation_actions_target_type_check" CHECK("target_type" IN ('user', 'venue', 'event', 'listing', 'post', 'comment', 'message', 'conversation', 'group', 'review', 'photo', 'personality', 'resource', 'news', 'travel')),
	CONSTRAINT "moderation_actions_action_check" CHECK("action" IN ('dismiss', 'hide', 'delete', 'warn', 'suspend', 'ban')),
	CONSTRAINT "moderation_actions_appeal_outcome_check" CHECK("appeal_outcome" IN ('upheld', 'reversed')),
	CONSTRAINT "moderation_actions_reason_check" CHECK(length(trim("reason")) BETWEEN 1 AND 1000),
	CONSTRAINT "moderation_actions_appeal_check" CHECK("appeal_text" IS NULL OR length("appeal_text") <= 2000)
);
--> statement-breakpoint
CREATE INDEX `moderation_actions_target_idx` ON `moderation_actions` (`target_type`,`target_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `moderation_actions_author_idx` ON `moderation_actions` (`author_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `moderation_actions_decision_action_unique` ON `moderation_actions` (`decision_id`,`action`);--> statement-breakpoint
CREATE INDEX `moderation_actions_appeal_idx` ON `moderation_actions` (`appealed_at`) WHERE "appealed_at" IS NOT NULL AND "appeal_outcome" IS NULL;--> statement-breakpoint
CREATE TABLE `staff_audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text,
	`actor_name` text,
	`action` text NOT NULL,
	`target_type` text,
	`target_id` text,
	`before` text,
	`after` text,
	`details` text,
	`session_id` text,
	`ip_hash` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `staff_audit_log_created_idx` ON `staff_audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `staff_audit_log_actor_idx` ON `staff_audit_log` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `staff_audit_log_action_idx` ON `staff_audit_log` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `staff_audit_log_target_idx` ON `staff_audit_log` (`target_type`,`target_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `accounts` ADD `suspended_until` integer;--> statement-breakpoint
CREATE INDEX `accounts_suspended_until_idx` ON `accounts` (`suspended_until`) WHERE "status" = 'suspended';--> statement-breakpoint
CREATE INDEX `reports_status_target_idx` ON `reports` (`status`,`target_type`,`target_id`,`created_at`);--> statement-breakpoint
-- The staff audit log is append-only for everybody (issue 41): no row is changed or removed.
CREATE TRIGGER `staff_audit_log_no_update` BEFORE UPDATE ON `staff_audit_log` BEGIN
  SELECT RAISE(ABORT, 'staff_audit_log is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `staff_audit_log_no_delete` BEFORE DELETE ON `staff_audit_log` BEGIN
  SELECT RAISE(ABORT, 'staff_audit_log is append-only');
END;

-- Crews (issue 18). community_groups gains its category, whether a private crew is listed on
-- /groups, and staff's hide, as columns added in place: rebuilding it would cascade-delete its
-- members, rules, invites, posts and notifications. The three leaf tables (nothing references
-- them) are rebuilt for their new checks: members' email mode and unsubscribe token, link
-- invites' use limits, and the group notification types a leader and a requester get, with the
-- email state of each. member_count is kept by triggers: active members only.
ALTER TABLE `community_groups` ADD `category` text DEFAULT 'social' NOT NULL CONSTRAINT "community_groups_category_check" CHECK("category" IN ('social', 'support', 'sports', 'arts', 'activism', 'faith', 'wellness', 'professional', 'youth', 'travel', 'other'));--> statement-breakpoint
ALTER TABLE `community_groups` ADD `listed` integer DEFAULT true NOT NULL CONSTRAINT "community_groups_listed_bool" CHECK("listed" IN (0, 1));--> statement-breakpoint
ALTER TABLE `community_groups` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `community_groups` ADD `hidden_by` text REFERENCES accounts(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `community_groups` ADD `hidden_reason` text;--> statement-breakpoint
CREATE TABLE `__new_group_notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`group_id` text NOT NULL,
	`triggered_by_user_id` text,
	`notification_type` text NOT NULL,
	`related_id` text,
	`read_at` integer,
	`email_status` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`group_id`) REFERENCES `community_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`triggered_by_user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "group_notifications_notification_type_check" CHECK("notification_type" IN ('new_post', 'new_member', 'event', 'invite', 'mention', 'comment', 'join_request', 'request_accepted')),
	CONSTRAINT "group_notifications_email_status_check" CHECK("email_status" IS NULL OR "email_status" IN ('queued', 'digest', 'sent'))
);
--> statement-breakpoint
INSERT INTO `__new_group_notifications`("id", "user_id", "group_id", "triggered_by_user_id", "notification_type", "related_id", "read_at", "created_at") SELECT "id", "user_id", "group_id", "triggered_by_user_id", "notification_type", "related_id", "read_at", "created_at" FROM `group_notifications`;--> statement-breakpoint
DROP TABLE `group_notifications`;--> statement-breakpoint
ALTER TABLE `__new_group_notifications` RENAME TO `group_notifications`;--> statement-breakpoint
CREATE INDEX `group_notifications_user_created_idx` ON `group_notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `group_notifications_user_unread_idx` ON `group_notifications` (`user_id`,`created_at`) WHERE "read_at" IS NULL;--> statement-breakpoint
CREATE INDEX `group_notifications_group_idx` ON `group_notifications` (`group_id`);--> statement-breakpoint
CREATE INDEX `group_notifications_digest_idx` ON `group_notifications` (`user_id`,`created_at`) WHERE "email_status" = 'digest';--> statement-breakpoint
CREATE TABLE `__new_group_invites` (
	`id` text PRIMARY KEY NOT NULL,
	`group_id` text NOT NULL,
	`inviter_id` text,
	`invitee_id` text,
	`token_hash` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`expires_at` integer,
	`max_uses` integer,
	`use_count` integer DEFAULT 0 NOT NULL,
	`responded_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `community_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`inviter_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invitee_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "group_invites_status_check" CHECK("status" IN ('pending', 'accepted', 'declined', 'revoked', 'expired')),
	CONSTRAINT "group_invites_uses_check" CHECK("use_count" >= 0 AND ("max_uses" IS NULL OR "max_uses" >= 1)),
	CONSTRAINT "group_invites_target_check" CHECK("invitee_id" IS NOT NULL OR "token_hash" IS NOT NULL)
);
--> statement-breakpoint
INSERT INTO `__new_group_invites`("id", "group_id", "inviter_id", "invitee_id", "token_hash", "status", "expires_at", "responded_at", "created_at") SELECT "id", "group_id", "inviter_id", "invitee_id", "token_hash", "status", "expires_at", "responded_at", "created_at" FROM `group_invites`;--> statement-breakpoint
DROP TABLE `group_invites`;--> statement-breakpoint
ALTER TABLE `__new_group_invites` RENAME TO `group_invites`;--> statement-breakpoint
CREATE UNIQUE INDEX `group_invites_token_hash_unique` ON `group_invites` (`token_hash`);--> statement-breakpoint
CREATE INDEX `group_invites_group_idx` ON `group_invites` (`group_id`,`status`);--> statement-breakpoint
CREATE INDEX `group_invites_invitee_idx` ON `group_invites` (`invitee_id`,`status`);--> statement-breakpoint
CREATE TABLE `__new_group_members` (
	`group_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text DEFAULT 'member' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`joined_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`email_mode` text DEFAULT 'digest' NOT NULL,
	`email_token` text,
	PRIMARY KEY(`group_id`, `user_id`),
	FOREIGN KEY (`group_id`) REFERENCES `community_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "group_members_role_check" CHECK("role" IN ('owner', 'admin', 'moderator', 'member')),
	CONSTRAINT "group_members_status_check" CHECK("status" IN ('active', 'pending', 'banned')),
	CONSTRAINT "group_members_email_mode_check" CHECK("email_mode" IN ('each', 'digest', 'none'))
);
--> statement-breakpoint
INSERT INTO `__new_group_members`("group_id", "user_id", "role", "status", "joined_at") SELECT "group_id", "user_id", "role", "status", "joined_at" FROM `group_members`;--> statement-breakpoint
DROP TABLE `group_members`;--> statement-breakpoint
ALTER TABLE `__new_group_members` RENAME TO `group_members`;--> statement-breakpoint
CREATE UNIQUE INDEX `group_members_email_token_unique` ON `group_members` (`email_token`);--> statement-breakpoint
CREATE INDEX `group_members_user_idx` ON `group_members` (`user_id`);--> statement-breakpoint
CREATE INDEX `group_members_group_status_idx` ON `group_members` (`group_id`,`status`,`role`);--> statement-breakpoint
CREATE TRIGGER `group_members_count_insert` AFTER INSERT ON `group_members` WHEN NEW.`status` = 'active' BEGIN
  UPDATE `community_groups` SET `member_count` = `member_count` + 1 WHERE `id` = NEW.`group_id`;
END;--> statement-breakpoint
CREATE TRIGGER `group_members_count_delete` AFTER DELETE ON `group_members` WHEN OLD.`status` = 'active' BEGIN
  UPDATE `community_groups` SET `member_count` = max(`member_count` - 1, 0) WHERE `id` = OLD.`group_id`;
END;--> statement-breakpoint
CREATE TRIGGER `group_members_count_status` AFTER UPDATE OF `status` ON `group_members` WHEN (OLD.`status` = 'active') <> (NEW.`status` = 'active') BEGIN
  UPDATE `community_groups` SET `member_count` = max(`member_count` + CASE WHEN NEW.`status` = 'active' THEN 1 ELSE -1 END, 0) WHERE `id` = NEW.`group_id`;
END;--> statement-breakpoint
UPDATE `community_groups` SET `member_count` = (SELECT count(*) FROM `group_members` WHERE `group_members`.`group_id` = `community_groups`.`id` AND `group_members`.`status` = 'active');

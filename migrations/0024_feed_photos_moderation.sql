-- The feed (issue 17): post photos with their required alt text, a content warning, moderators'
-- hide with who/when/why (columns added in place: rebuilding community_posts in D1 would
-- cascade-delete its likes, comments and photos), the cursor index (created_at, id), and
-- triggers keeping like_count (every like) and comment_count (comments not hidden) right.
CREATE TABLE `post_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`post_id` text NOT NULL,
	`r2_key` text NOT NULL,
	`alt` text NOT NULL,
	`position` integer NOT NULL,
	`width` integer,
	`height` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `community_posts`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "post_photos_position_check" CHECK("position" BETWEEN 0 AND 3),
	CONSTRAINT "post_photos_alt_check" CHECK(length(trim("alt")) BETWEEN 1 AND 300)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `post_photos_post_position_unique` ON `post_photos` (`post_id`,`position`);--> statement-breakpoint
CREATE UNIQUE INDEX `post_photos_r2_key_unique` ON `post_photos` (`r2_key`);--> statement-breakpoint
DROP INDEX `community_posts_created_idx`;--> statement-breakpoint
ALTER TABLE `community_posts` ADD `content_warning` text;--> statement-breakpoint
ALTER TABLE `community_posts` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `community_posts` ADD `hidden_by` text REFERENCES accounts(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `community_posts` ADD `hidden_reason` text;--> statement-breakpoint
CREATE INDEX `community_posts_created_idx` ON `community_posts` (`created_at`,`id`);--> statement-breakpoint
ALTER TABLE `post_comments` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `post_comments` ADD `hidden_by` text REFERENCES accounts(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `post_comments` ADD `hidden_reason` text;--> statement-breakpoint
CREATE TRIGGER `post_likes_count_insert` AFTER INSERT ON `post_likes` BEGIN
  UPDATE `community_posts` SET `like_count` = `like_count` + 1 WHERE `id` = NEW.`post_id`;
END;--> statement-breakpoint
CREATE TRIGGER `post_likes_count_delete` AFTER DELETE ON `post_likes` BEGIN
  UPDATE `community_posts` SET `like_count` = max(`like_count` - 1, 0) WHERE `id` = OLD.`post_id`;
END;--> statement-breakpoint
CREATE TRIGGER `post_comments_count_insert` AFTER INSERT ON `post_comments` WHEN NEW.`hidden` = 0 BEGIN
  UPDATE `community_posts` SET `comment_count` = `comment_count` + 1 WHERE `id` = NEW.`post_id`;
END;--> statement-breakpoint
CREATE TRIGGER `post_comments_count_delete` AFTER DELETE ON `post_comments` WHEN OLD.`hidden` = 0 BEGIN
  UPDATE `community_posts` SET `comment_count` = max(`comment_count` - 1, 0) WHERE `id` = OLD.`post_id`;
END;--> statement-breakpoint
CREATE TRIGGER `post_comments_count_hide` AFTER UPDATE OF `hidden` ON `post_comments` WHEN OLD.`hidden` <> NEW.`hidden` BEGIN
  UPDATE `community_posts` SET `comment_count` = max(`comment_count` + CASE WHEN NEW.`hidden` = 1 THEN -1 ELSE 1 END, 0) WHERE `id` = NEW.`post_id`;
END;--> statement-breakpoint
UPDATE `community_posts` SET
  `like_count` = (SELECT count(*) FROM `post_likes` WHERE `post_likes`.`post_id` = `community_posts`.`id`),
  `comment_count` = (SELECT count(*) FROM `post_comments` WHERE `post_comments`.`post_id` = `community_posts`.`id` AND `post_comments`.`hidden` = 0);

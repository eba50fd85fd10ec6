-- The feed's friends' and crews' tabs (issue 39): their newest posts with their ids come from these
-- indexes alone, sorted without reading a row, before the visibility rule tests a window of them.
DROP INDEX `community_posts_user_created_idx`;--> statement-breakpoint
DROP INDEX `community_posts_group_created_idx`;--> statement-breakpoint
CREATE INDEX `community_posts_user_created_idx` ON `community_posts` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `community_posts_group_created_idx` ON `community_posts` (`group_id`,`created_at`,`id`);
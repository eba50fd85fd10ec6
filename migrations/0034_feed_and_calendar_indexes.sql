-- Issue 39. The calendar's days and totals are counted on events_local_date_idx alone: it now holds
-- what visibleEvent reads of an event. The feed's friends' and crews' tabs take their newest posts
-- with their ids from the author's and crew's indexes alone, before the rule tests a window of them.
DROP INDEX `events_local_date_idx`;--> statement-breakpoint
CREATE INDEX `events_local_date_idx` ON `events` (`local_date`,`starts_at`,`status`,`hidden_at`,`group_id`,`organizer_id`);--> statement-breakpoint
DROP INDEX `community_posts_user_created_idx`;--> statement-breakpoint
DROP INDEX `community_posts_group_created_idx`;--> statement-breakpoint
CREATE INDEX `community_posts_user_created_idx` ON `community_posts` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `community_posts_group_created_idx` ON `community_posts` (`group_id`,`created_at`,`id`);
ALTER TABLE `news_sources` ADD `include_keywords` text;--> statement-breakpoint
ALTER TABLE `news_sources` ADD `exclude_keywords` text;--> statement-breakpoint
ALTER TABLE `news_sources` ADD `default_category` text;--> statement-breakpoint
ALTER TABLE `news_sources` ADD `last_status` text;--> statement-breakpoint
ALTER TABLE `news_sources` ADD `last_error` text;--> statement-breakpoint
ALTER TABLE `news_sources` ADD `last_success_at` integer;--> statement-breakpoint
ALTER TABLE `news_sources` ADD `last_new_count` integer;--> statement-breakpoint
ALTER TABLE `news_sources` ADD `failure_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `news_sources` ADD `next_attempt_at` integer;--> statement-breakpoint
CREATE INDEX `news_sources_due_idx` ON `news_sources` (`active`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `news_sources_country_idx` ON `news_sources` (`country_id`);--> statement-breakpoint
CREATE INDEX `news_articles_language_published_idx` ON `news_articles` (`language`,`published_at`);
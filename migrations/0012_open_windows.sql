-- 'Open now' as two column tests (decision 016): each venue keeps its open window, the instants
-- (ms) between which it is open now or will next be open, computed from its hours in its zone by
-- models/venues/open-window.ts. Every window starts stale (open_until 0): the Cron Trigger and
-- the lists compute the stale ones (models/venues/open-windows.server.ts). The rating indexes end
-- with what the lists test of each venue (its category, flags and open window), so that a capped
-- count reads the index only and a page only its own rows.
DROP INDEX `venues_status_rating_idx`;--> statement-breakpoint
DROP INDEX `venues_country_rating_idx`;--> statement-breakpoint
DROP INDEX `venues_city_rating_idx`;--> statement-breakpoint
DROP INDEX `venues_category_rating_idx`;--> statement-breakpoint
ALTER TABLE `venues` ADD `open_from` integer;--> statement-breakpoint
ALTER TABLE `venues` ADD `open_until` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `venues_open_until_idx` ON `venues` (`open_until`);--> statement-breakpoint
CREATE INDEX `venues_status_rating_idx` ON `venues` (`status`,"rating_avg" DESC,"rating_count" DESC,`id`,`category_id`,`certified_safe_space`,`haven_owned`,`rainbow_friendly`,`accessible`,`community_verified`,`open_from`,`open_until`);--> statement-breakpoint
CREATE INDEX `venues_country_rating_idx` ON `venues` (`country_id`,`status`,"rating_avg" DESC,"rating_count" DESC,`id`,`category_id`,`certified_safe_space`,`haven_owned`,`rainbow_friendly`,`accessible`,`community_verified`,`open_from`,`open_until`);--> statement-breakpoint
CREATE INDEX `venues_city_rating_idx` ON `venues` (`city_id`,`status`,"rating_avg" DESC,"rating_count" DESC,`id`,`category_id`,`certified_safe_space`,`haven_owned`,`rainbow_friendly`,`accessible`,`community_verified`,`open_from`,`open_until`);--> statement-breakpoint
CREATE INDEX `venues_category_rating_idx` ON `venues` (`category_id`,`status`,"rating_avg" DESC,"rating_count" DESC,`id`,`certified_safe_space`,`haven_owned`,`rainbow_friendly`,`accessible`,`community_verified`,`open_from`,`open_until`);--> statement-breakpoint
-- Written by hand (drizzle-kit models no triggers). New hours or a new zone make the window stale,
-- and a value it never held: the refresh writes a window only where open_until is still what it
-- read, so a window computed from the old hours cannot overwrite the mark of an edit made meanwhile.
CREATE TRIGGER `venues_open_window_stale` AFTER UPDATE OF `hours`, `timezone` ON `venues`
  WHEN OLD.`hours` IS NOT NEW.`hours` OR OLD.`timezone` IS NOT NEW.`timezone` BEGIN
  UPDATE `venues` SET `open_until` = min(OLD.`open_until`, 0) - 1 WHERE `id` = NEW.`id`;
END;

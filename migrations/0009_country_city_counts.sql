ALTER TABLE `countries` ADD `city_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle-kit models no triggers): the cities of each country, kept as cities
-- come and go, so /places reads its unfiltered totals instead of counting 24 000 rows.
UPDATE `countries` SET `city_count` = (SELECT count(*) FROM `cities` WHERE `cities`.`country_id` = `countries`.`id`);--> statement-breakpoint
CREATE TRIGGER `cities_count_insert` AFTER INSERT ON `cities` BEGIN
  UPDATE `countries` SET `city_count` = `city_count` + 1 WHERE `id` = NEW.`country_id`;
END;--> statement-breakpoint
CREATE TRIGGER `cities_count_delete` AFTER DELETE ON `cities` BEGIN
  UPDATE `countries` SET `city_count` = `city_count` - 1 WHERE `id` = OLD.`country_id`;
END;--> statement-breakpoint
CREATE TRIGGER `cities_count_update` AFTER UPDATE OF `country_id` ON `cities` WHEN OLD.`country_id` IS NOT NEW.`country_id` BEGIN
  UPDATE `countries` SET `city_count` = `city_count` - 1 WHERE `id` = OLD.`country_id`;
  UPDATE `countries` SET `city_count` = `city_count` + 1 WHERE `id` = NEW.`country_id`;
END;

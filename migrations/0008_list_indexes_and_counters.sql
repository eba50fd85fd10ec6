DROP INDEX `venues_city_status_idx`;--> statement-breakpoint
DROP INDEX `venues_country_status_idx`;--> statement-breakpoint
DROP INDEX `venues_name_nocase_idx`;--> statement-breakpoint
DROP INDEX `venues_status_rating_idx`;--> statement-breakpoint
DROP INDEX `venues_status_name_idx`;--> statement-breakpoint
CREATE INDEX `venues_status_check_ins_idx` ON `venues` (`status`,"check_in_count" DESC,"rating_avg" DESC,"rating_count" DESC,`id`);--> statement-breakpoint
CREATE INDEX `venues_country_rating_idx` ON `venues` (`country_id`,`status`,"rating_avg" DESC,"rating_count" DESC,`id`);--> statement-breakpoint
CREATE INDEX `venues_country_featured_idx` ON `venues` (`country_id`,`status`,"featured" DESC,"rating_avg" DESC,"rating_count" DESC,`id`);--> statement-breakpoint
CREATE INDEX `venues_city_featured_idx` ON `venues` (`city_id`,`status`,"featured" DESC,"rating_avg" DESC,"rating_count" DESC,`id`);--> statement-breakpoint
CREATE INDEX `venues_status_rating_idx` ON `venues` (`status`,"rating_avg" DESC,"rating_count" DESC,`id`);--> statement-breakpoint
CREATE INDEX `venues_status_name_idx` ON `venues` (`status`,"name" COLLATE NOCASE,`id`);--> statement-breakpoint
ALTER TABLE `cities` ADD `venue_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `countries` ADD `venue_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 14 (scale). What follows is written by hand (drizzle-kit models neither triggers nor
-- virtual tables).
--
-- Counters: the venues a visitor may see (published, the rule of visibleVenue) per country and
-- city, kept by triggers, so the directory's place lists and totals never count 100 000 rows.
-- test/integration/venue-counters.test.ts holds them to the rule.
UPDATE `countries` SET `venue_count` = (SELECT count(*) FROM `venues` WHERE `venues`.`country_id` = `countries`.`id` AND `venues`.`status` = 'published');--> statement-breakpoint
UPDATE `cities` SET `venue_count` = (SELECT count(*) FROM `venues` WHERE `venues`.`city_id` = `cities`.`id` AND `venues`.`status` = 'published');--> statement-breakpoint
CREATE TRIGGER `venues_count_insert` AFTER INSERT ON `venues` WHEN NEW.`status` = 'published' BEGIN
  UPDATE `countries` SET `venue_count` = `venue_count` + 1 WHERE `id` = NEW.`country_id`;
  UPDATE `cities` SET `venue_count` = `venue_count` + 1 WHERE `id` = NEW.`city_id`;
END;--> statement-breakpoint
CREATE TRIGGER `venues_count_delete` AFTER DELETE ON `venues` WHEN OLD.`status` = 'published' BEGIN
  UPDATE `countries` SET `venue_count` = `venue_count` - 1 WHERE `id` = OLD.`country_id`;
  UPDATE `cities` SET `venue_count` = `venue_count` - 1 WHERE `id` = OLD.`city_id`;
END;--> statement-breakpoint
CREATE TRIGGER `venues_count_update` AFTER UPDATE OF `status`, `country_id`, `city_id` ON `venues` BEGIN
  UPDATE `countries` SET `venue_count` = `venue_count` - 1 WHERE `id` = OLD.`country_id` AND OLD.`status` = 'published';
  UPDATE `cities` SET `venue_count` = `venue_count` - 1 WHERE `id` = OLD.`city_id` AND OLD.`status` = 'published';
  UPDATE `countries` SET `venue_count` = `venue_count` + 1 WHERE `id` = NEW.`country_id` AND NEW.`status` = 'published';
  UPDATE `cities` SET `venue_count` = `venue_count` + 1 WHERE `id` = NEW.`city_id` AND NEW.`status` = 'published';
END;--> statement-breakpoint
-- Text search of the directory, by index only. `venue_text`: the words of every venue (name,
-- place: its city's and country's names in every language, description), each word a prefix,
-- ranked with bm25; rowid = venues.id, so a match is a venue id without reading a row.
-- `venue_name_parts`: trigrams of names, for any 3+ characters inside a name ('bar' in
-- 'Rainbowbar', '京タワ'). Every venue is in both, whatever its status: they only find ids, and
-- each list keeps its visibility rule. Kept by the triggers below.
CREATE VIRTUAL TABLE `venue_text` USING fts5(name, place, description, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');--> statement-breakpoint
CREATE VIRTUAL TABLE `venue_name_parts` USING fts5(name, tokenize = 'trigram remove_diacritics 1');--> statement-breakpoint
CREATE VIEW `venue_text_source` AS
  SELECT `venues`.`id` AS `id`, `venues`.`name` AS `name`,
    trim(coalesce(`cities`.`name` || ' ' || coalesce((SELECT group_concat(`value`, ' ') FROM json_each(`cities`.`names`)), ''), '')
      || ' ' || `countries`.`name` || ' ' || coalesce((SELECT group_concat(`value`, ' ') FROM json_each(`countries`.`names`)), '')) AS `place`,
    coalesce(`venues`.`description`, '') AS `description`
  FROM `venues` JOIN `countries` ON `countries`.`id` = `venues`.`country_id` LEFT JOIN `cities` ON `cities`.`id` = `venues`.`city_id`;--> statement-breakpoint
INSERT INTO `venue_text` (rowid, name, place, description) SELECT `id`, `name`, `place`, `description` FROM `venue_text_source`;--> statement-breakpoint
INSERT INTO `venue_name_parts` (rowid, name) SELECT `id`, `name` FROM `venues`;--> statement-breakpoint
CREATE TRIGGER `venues_text_insert` AFTER INSERT ON `venues` BEGIN
  INSERT INTO `venue_text` (rowid, name, place, description) SELECT `id`, `name`, `place`, `description` FROM `venue_text_source` WHERE `id` = NEW.`id`;
  INSERT INTO `venue_name_parts` (rowid, name) VALUES (NEW.`id`, NEW.`name`);
END;--> statement-breakpoint
CREATE TRIGGER `venues_text_update` AFTER UPDATE OF `name`, `description`, `city_id`, `country_id` ON `venues` BEGIN
  DELETE FROM `venue_text` WHERE rowid = OLD.`id`;
  INSERT INTO `venue_text` (rowid, name, place, description) SELECT `id`, `name`, `place`, `description` FROM `venue_text_source` WHERE `id` = NEW.`id`;
  DELETE FROM `venue_name_parts` WHERE rowid = OLD.`id`;
  INSERT INTO `venue_name_parts` (rowid, name) VALUES (NEW.`id`, NEW.`name`);
END;--> statement-breakpoint
CREATE TRIGGER `venues_text_delete` AFTER DELETE ON `venues` BEGIN
  DELETE FROM `venue_text` WHERE rowid = OLD.`id`;
  DELETE FROM `venue_name_parts` WHERE rowid = OLD.`id`;
END;--> statement-breakpoint
-- The places search: any 3+ characters of a city's display, ASCII or alternate names
-- (search_names, folded), by trigram; rowid = cities.id. Kept by the triggers below.
CREATE VIRTUAL TABLE `city_name_parts` USING fts5(name, ascii_name, search_names, tokenize = 'trigram remove_diacritics 1');--> statement-breakpoint
INSERT INTO `city_name_parts` (rowid, name, ascii_name, search_names) SELECT `id`, `name`, `ascii_name`, coalesce(`search_names`, '') FROM `cities`;--> statement-breakpoint
CREATE TRIGGER `cities_name_parts_insert` AFTER INSERT ON `cities` BEGIN
  INSERT INTO `city_name_parts` (rowid, name, ascii_name, search_names) VALUES (NEW.`id`, NEW.`name`, NEW.`ascii_name`, coalesce(NEW.`search_names`, ''));
END;--> statement-breakpoint
CREATE TRIGGER `cities_name_parts_update` AFTER UPDATE OF `name`, `ascii_name`, `search_names` ON `cities` BEGIN
  DELETE FROM `city_name_parts` WHERE rowid = OLD.`id`;
  INSERT INTO `city_name_parts` (rowid, name, ascii_name, search_names) VALUES (NEW.`id`, NEW.`name`, NEW.`ascii_name`, coalesce(NEW.`search_names`, ''));
END;--> statement-breakpoint
CREATE TRIGGER `cities_name_parts_delete` AFTER DELETE ON `cities` BEGIN
  DELETE FROM `city_name_parts` WHERE rowid = OLD.`id`;
END;

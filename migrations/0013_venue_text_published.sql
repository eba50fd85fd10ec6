-- Written by hand (drizzle-kit models no triggers). The text indexes hold what a visitor may find:
-- the published venues, the rows visibleVenue(VISITOR) admits (app/models/venues/directory.server.ts;
-- test/integration/venue-text-index.test.ts holds the two equal). Their hit counts are then counts of
-- visible venues, so a text with more than 1 000 hits in either index says '1,000+' without counting
-- its venues (it read ~20 000 rows for 'bar'). The lists still apply their visibility rule.
DROP VIEW `venue_text_source`;--> statement-breakpoint
CREATE VIEW `venue_text_source` AS
  SELECT `venues`.`id` AS `id`, `venues`.`name` AS `name`,
    trim(coalesce(`cities`.`name` || ' ' || coalesce((SELECT group_concat(`value`, ' ') FROM json_each(`cities`.`names`)), ''), '')
      || ' ' || `countries`.`name` || ' ' || coalesce((SELECT group_concat(`value`, ' ') FROM json_each(`countries`.`names`)), '')) AS `place`,
    coalesce(`venues`.`description`, '') AS `description`
  FROM `venues` JOIN `countries` ON `countries`.`id` = `venues`.`country_id` LEFT JOIN `cities` ON `cities`.`id` = `venues`.`city_id`
  WHERE `venues`.`status` = 'published';--> statement-breakpoint
DELETE FROM `venue_text` WHERE rowid IN (SELECT `id` FROM `venues` WHERE `status` <> 'published');--> statement-breakpoint
DELETE FROM `venue_name_parts` WHERE rowid IN (SELECT `id` FROM `venues` WHERE `status` <> 'published');--> statement-breakpoint
DROP TRIGGER `venues_text_insert`;--> statement-breakpoint
DROP TRIGGER `venues_text_update`;--> statement-breakpoint
CREATE TRIGGER `venues_text_insert` AFTER INSERT ON `venues` BEGIN
  INSERT INTO `venue_text` (rowid, name, place, description) SELECT `id`, `name`, `place`, `description` FROM `venue_text_source` WHERE `id` = NEW.`id`;
  INSERT INTO `venue_name_parts` (rowid, name) SELECT NEW.`id`, NEW.`name` WHERE NEW.`status` = 'published';
END;--> statement-breakpoint
-- a venue published, hidden or rejected enters or leaves both indexes
CREATE TRIGGER `venues_text_update` AFTER UPDATE OF `name`, `description`, `city_id`, `country_id`, `status` ON `venues` BEGIN
  DELETE FROM `venue_text` WHERE rowid = OLD.`id`;
  INSERT INTO `venue_text` (rowid, name, place, description) SELECT `id`, `name`, `place`, `description` FROM `venue_text_source` WHERE `id` = NEW.`id`;
  DELETE FROM `venue_name_parts` WHERE rowid = OLD.`id`;
  INSERT INTO `venue_name_parts` (rowid, name) SELECT NEW.`id`, NEW.`name` WHERE NEW.`status` = 'published';
END;

-- Written by hand (drizzle-kit models no triggers). venue_text's `place` holds the names of each
-- venue's city and country in every language (migration 0008); a venue's own changes rewrite its
-- row, and so now does a renamed city or country, for its venues: a city renamed 'Bombay' ->
-- 'Mumbai' is found by its new name at once, and no longer by the old one.
CREATE TRIGGER `cities_venue_text_update` AFTER UPDATE OF `name`, `names` ON `cities` BEGIN
  DELETE FROM `venue_text` WHERE rowid IN (SELECT `id` FROM `venues` WHERE `city_id` = NEW.`id`);
  INSERT INTO `venue_text` (rowid, name, place, description)
    SELECT `id`, `name`, `place`, `description` FROM `venue_text_source` WHERE `id` IN (SELECT `id` FROM `venues` WHERE `city_id` = NEW.`id`);
END;--> statement-breakpoint
CREATE TRIGGER `countries_venue_text_update` AFTER UPDATE OF `name`, `names` ON `countries` BEGIN
  DELETE FROM `venue_text` WHERE rowid IN (SELECT `id` FROM `venues` WHERE `country_id` = NEW.`id`);
  INSERT INTO `venue_text` (rowid, name, place, description)
    SELECT `id`, `name`, `place`, `description` FROM `venue_text_source` WHERE `id` IN (SELECT `id` FROM `venues` WHERE `country_id` = NEW.`id`);
END;

CREATE TABLE `directory_cities` (
	`audience` text NOT NULL,
	`city_id` integer NOT NULL,
	`members` integer NOT NULL,
	PRIMARY KEY(`audience`, `city_id`),
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "directory_cities_audience_check" CHECK("audience" IN ('everyone', 'members'))
);
--> statement-breakpoint
CREATE INDEX `directory_cities_order_idx` ON `directory_cities` (`audience`,"members" DESC,`city_id`);--> statement-breakpoint
DROP INDEX `profiles_city_idx`;--> statement-breakpoint
DROP INDEX `profiles_directory_idx`;--> statement-breakpoint
CREATE INDEX `profiles_city_directory_idx` ON `profiles` (`city_id`,("display_name" IS NULL),"display_name" COLLATE NOCASE,`user_id`);--> statement-breakpoint
CREATE INDEX `profiles_directory_order_idx` ON `profiles` (("display_name" IS NULL),"display_name" COLLATE NOCASE,`user_id`);--> statement-breakpoint
-- The /users name search (decision 042): `profile_names` (FTS5) holds every named profile's display
-- name, its words read like the venues' (unicode61, diacritics removed, prefixes of 2 and 3
-- indexed); rowid = profile_name_keys.id, an INTEGER PRIMARY KEY naming the profile, since a
-- profile's own rowid may change (VACUUM) and its key is text. Every profile is in both whatever
-- its privacy: they only find ids, and the directory keeps listedProfile. Kept by the triggers below.
CREATE TABLE `profile_name_keys` (`id` integer PRIMARY KEY, `user_id` text NOT NULL UNIQUE);--> statement-breakpoint
CREATE VIRTUAL TABLE `profile_names` USING fts5(name, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');--> statement-breakpoint
INSERT INTO `profile_name_keys` (`user_id`) SELECT `user_id` FROM `profiles`;--> statement-breakpoint
INSERT INTO `profile_names` (rowid, name)
  SELECT `profile_name_keys`.`id`, `profiles`.`display_name` FROM `profile_name_keys` JOIN `profiles` ON `profiles`.`user_id` = `profile_name_keys`.`user_id`
  WHERE `profiles`.`display_name` IS NOT NULL;--> statement-breakpoint
CREATE TRIGGER `profiles_names_insert` AFTER INSERT ON `profiles` BEGIN
  INSERT OR IGNORE INTO `profile_name_keys` (`user_id`) VALUES (NEW.`user_id`);
  INSERT OR REPLACE INTO `profile_names` (rowid, name) SELECT `id`, NEW.`display_name` FROM `profile_name_keys` WHERE `user_id` = NEW.`user_id` AND NEW.`display_name` IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `profiles_names_update` AFTER UPDATE OF `display_name` ON `profiles` BEGIN
  DELETE FROM `profile_names` WHERE rowid = (SELECT `id` FROM `profile_name_keys` WHERE `user_id` = OLD.`user_id`);
  INSERT OR REPLACE INTO `profile_names` (rowid, name) SELECT `id`, NEW.`display_name` FROM `profile_name_keys` WHERE `user_id` = NEW.`user_id` AND NEW.`display_name` IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `profiles_names_delete` AFTER DELETE ON `profiles` BEGIN
  DELETE FROM `profile_names` WHERE rowid = (SELECT `id` FROM `profile_name_keys` WHERE `user_id` = OLD.`user_id`);
  DELETE FROM `profile_name_keys` WHERE `user_id` = OLD.`user_id`;
END;

-- The /groups word search (issue 39): `crew_words` (FTS5) holds every crew's name and description,
-- read like the directory's names (unicode61, diacritics removed, prefixes of 2 and 3 indexed);
-- rowid = crew_word_keys.id, an INTEGER PRIMARY KEY naming the crew, since a crew's own rowid may
-- change (VACUUM) and its key is text. Every crew is in both whatever its visibility: they only
-- find ids, and the list keeps crewTeaserVisible. Kept by the triggers below. Before it, every
-- search read all 10 000 crews of the scale seed twice (instr, ~30 ms each for the count and the page).
CREATE TABLE `crew_word_keys` (`id` integer PRIMARY KEY, `group_id` text NOT NULL UNIQUE);--> statement-breakpoint
CREATE VIRTUAL TABLE `crew_words` USING fts5(name, description, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3');--> statement-breakpoint
INSERT INTO `crew_word_keys` (`group_id`) SELECT `id` FROM `community_groups`;--> statement-breakpoint
INSERT INTO `crew_words` (rowid, name, description)
  SELECT `crew_word_keys`.`id`, `community_groups`.`name`, coalesce(`community_groups`.`description`, '')
  FROM `crew_word_keys` JOIN `community_groups` ON `community_groups`.`id` = `crew_word_keys`.`group_id`;--> statement-breakpoint
CREATE TRIGGER `community_groups_words_insert` AFTER INSERT ON `community_groups` BEGIN
  INSERT OR IGNORE INTO `crew_word_keys` (`group_id`) VALUES (NEW.`id`);
  INSERT OR REPLACE INTO `crew_words` (rowid, name, description) SELECT `id`, NEW.`name`, coalesce(NEW.`description`, '') FROM `crew_word_keys` WHERE `group_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `community_groups_words_update` AFTER UPDATE OF `name`, `description` ON `community_groups` BEGIN
  DELETE FROM `crew_words` WHERE rowid = (SELECT `id` FROM `crew_word_keys` WHERE `group_id` = OLD.`id`);
  INSERT OR REPLACE INTO `crew_words` (rowid, name, description) SELECT `id`, NEW.`name`, coalesce(NEW.`description`, '') FROM `crew_word_keys` WHERE `group_id` = NEW.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `community_groups_words_delete` AFTER DELETE ON `community_groups` BEGIN
  DELETE FROM `crew_words` WHERE rowid = (SELECT `id` FROM `crew_word_keys` WHERE `group_id` = OLD.`id`);
  DELETE FROM `crew_word_keys` WHERE `group_id` = OLD.`id`;
END;

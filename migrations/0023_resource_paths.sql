-- Resources' addresses (issue 16, decision 023). /ressources/{segment} serves a resource (by its
-- slug, or its id, which answers 301 to the slug) or a tag (by its path: its name without non-word
-- characters, SPEC §2). The triggers below keep the three kinds of segment apart for every writer
-- (the seed, the back office, a script): a tag's path is set, unique whatever its case, not all
-- digits and never a resource's slug; a resource's slug is lowercase a-z, 0-9 and inner hyphens,
-- not all digits, and never a tag's path.
ALTER TABLE `resources` ADD `language` text;--> statement-breakpoint
CREATE INDEX `resources_language_idx` ON `resources` (`language`);--> statement-breakpoint
ALTER TABLE `unified_tags` ADD `path` text;--> statement-breakpoint
-- Tags written before this migration: their path from the name, the usual punctuation removed (the
-- app's tagPath() removes every non-word character; links read the stored path, so either works),
-- a clash made unique by the id.
UPDATE `unified_tags` SET `path` = trim(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(`name`, '&', ''), '+', ''), '/', ''), '-', ''), '.', ''), ',', ''), '''', ''), '(', ''), ')', ''), ':', ''), '!', ''), '?', ''), '#', ''), '%', ''), '"', ''), '   ', ' '), '  ', ' '));--> statement-breakpoint
UPDATE `unified_tags` SET `path` = 'Tag ' || `id` WHERE `path` = '' OR `path` NOT GLOB '*[^0-9]*';--> statement-breakpoint
UPDATE `unified_tags` SET `path` = `path` || ' ' || `id`
  WHERE EXISTS (SELECT 1 FROM `unified_tags` o WHERE o.`id` < `unified_tags`.`id` AND o.`path` = `unified_tags`.`path` COLLATE NOCASE)
     OR EXISTS (SELECT 1 FROM `resources` r WHERE r.`slug` = lower(`unified_tags`.`path`));--> statement-breakpoint
CREATE UNIQUE INDEX `unified_tags_path_unique` ON `unified_tags` ("path" COLLATE NOCASE);--> statement-breakpoint
CREATE TRIGGER `unified_tags_path_insert` BEFORE INSERT ON `unified_tags` BEGIN
  SELECT RAISE(ABORT, 'unified_tags.path: required, not all digits, without - / ? # %')
    WHERE NEW.`path` IS NULL OR NEW.`path` = '' OR NEW.`path` NOT GLOB '*[^0-9]*' OR NEW.`path` GLOB '*[-/?#%]*';
  SELECT RAISE(ABORT, 'unified_tags.path: a resource has this slug')
    WHERE EXISTS (SELECT 1 FROM `resources` WHERE `slug` = lower(NEW.`path`));
END;--> statement-breakpoint
CREATE TRIGGER `unified_tags_path_update` BEFORE UPDATE OF `path` ON `unified_tags` BEGIN
  SELECT RAISE(ABORT, 'unified_tags.path: required, not all digits, without - / ? # %')
    WHERE NEW.`path` IS NULL OR NEW.`path` = '' OR NEW.`path` NOT GLOB '*[^0-9]*' OR NEW.`path` GLOB '*[-/?#%]*';
  SELECT RAISE(ABORT, 'unified_tags.path: a resource has this slug')
    WHERE EXISTS (SELECT 1 FROM `resources` WHERE `slug` = lower(NEW.`path`));
END;--> statement-breakpoint
CREATE TRIGGER `resources_slug_insert` BEFORE INSERT ON `resources` BEGIN
  SELECT RAISE(ABORT, 'resources.slug: lowercase a-z, 0-9 and inner hyphens, not all digits')
    WHERE NEW.`slug` = '' OR NEW.`slug` GLOB '*[^a-z0-9-]*' OR NEW.`slug` GLOB '-*' OR NEW.`slug` GLOB '*-' OR NEW.`slug` NOT GLOB '*[^0-9]*';
  SELECT RAISE(ABORT, 'resources.slug: a tag has this path')
    WHERE EXISTS (SELECT 1 FROM `unified_tags` WHERE `path` = NEW.`slug` COLLATE NOCASE);
END;--> statement-breakpoint
CREATE TRIGGER `resources_slug_update` BEFORE UPDATE OF `slug` ON `resources` BEGIN
  SELECT RAISE(ABORT, 'resources.slug: lowercase a-z, 0-9 and inner hyphens, not all digits')
    WHERE NEW.`slug` = '' OR NEW.`slug` GLOB '*[^a-z0-9-]*' OR NEW.`slug` GLOB '-*' OR NEW.`slug` GLOB '*-' OR NEW.`slug` NOT GLOB '*[^0-9]*';
  SELECT RAISE(ABORT, 'resources.slug: a tag has this path')
    WHERE EXISTS (SELECT 1 FROM `unified_tags` WHERE `path` = NEW.`slug` COLLATE NOCASE);
END;

-- Global search (issue 38, decision 039). The index of 0001 is rebuilt with what the search
-- needs besides words: each entry's popularity (0..1: rating, attendance, population) for the
-- ranking, and `alt`, the row's names in other languages and scripts (a country's and a city's
-- names in the 11 languages, a city's alternate names). Rows go in while anyone may see them
-- (`indexable` of each type in app/models/search/search-index.server.ts); who may see a hit is
-- decided at query time by its type's visibility rule, never by the index.
DROP TABLE IF EXISTS `search_index`;--> statement-breakpoint
-- Which row each entry is (its rowid in search_index and search_cjk): a change of one row finds
-- its entry by this key instead of scanning the index for its type and id.
CREATE TABLE `search_entries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`ref_id` text NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX `search_entries_type_ref_unique` ON `search_entries` (`type`, `ref_id`);--> statement-breakpoint
CREATE VIRTUAL TABLE `search_index` USING fts5(
	type UNINDEXED,
	ref_id UNINDEXED,
	popularity UNINDEXED,
	title,
	alt,
	body,
	location,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3'
);--> statement-breakpoint
-- Chinese, Japanese and Korean: unicode61 keeps a run of such characters as one word (東京都 is
-- one token), so those runs of an entry's title and names go to a trigram index as well. Only
-- entries with such text are in it, which bounds the scan of a query under three characters.
CREATE VIRTUAL TABLE `search_cjk` USING fts5(
	type UNINDEXED,
	ref_id UNINDEXED,
	popularity UNINDEXED,
	text,
	tokenize = 'trigram'
);--> statement-breakpoint
-- The index's own vocabulary, per column (term, col, doc, cnt): the rebuild reads the words of
-- titles from it for the typo keys.
CREATE VIRTUAL TABLE `search_vocabulary` USING fts5vocab(`search_index`, 'col');--> statement-breakpoint
-- Typo tolerance without a scan: the titles' words of 5+ letters under each of their
-- deletion keys (the word with one letter left out; two for words of 9+ letters), so a query
-- word's own deletion keys find every word within its edit distance by primary key lookups
-- (symmetric delete); the candidates are then checked with a true edit distance.
CREATE TABLE `search_typo_keys` (
	`key` text NOT NULL,
	`term` text NOT NULL,
	PRIMARY KEY (`key`, `term`)
) WITHOUT ROWID;

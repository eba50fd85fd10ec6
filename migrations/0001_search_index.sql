-- Custom SQL migration: one FTS5 full-text index over every searchable type.
-- type:   'venue' | 'event' | 'marketplace' | 'user' | 'personality' | 'group' | 'news' | 'location'
--         | 'content' | 'ressource' | 'tag' | 'travel'   (the spec's search types)
-- ref_id: the row's id as text (for 'location': 'country:<id>' or 'city:<id>' is left to the sync code)
-- Ranked with bm25(search_index); prefix indexes on 2 and 3 characters serve suggestions ("ber*").
-- Not managed by drizzle-kit (virtual tables cannot be modelled); query it with raw SQL.
CREATE VIRTUAL TABLE `search_index` USING fts5(
	type UNINDEXED,
	ref_id UNINDEXED,
	title,
	body,
	location,
	tokenize = 'unicode61 remove_diacritics 2',
	prefix = '2 3'
);

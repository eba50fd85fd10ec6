-- A category's list in rating order (the default, and the candidates of 'open now'): with
-- (category_id) alone SQLite walked every venue by rating to find a category's best, reading
-- each row (clubs, 11 % of venues: 9 000 rows for 1 000 candidates, 28 ms; now 5 ms). Replaces
-- venues_category_idx, its prefix.
DROP INDEX `venues_category_idx`;--> statement-breakpoint
CREATE INDEX `venues_category_rating_idx` ON `venues` (`category_id`,`status`,"rating_avg" DESC,"rating_count" DESC,`id`);
-- Places directory (issue 5): indexes for Near Me and for name sorting over all cities.
-- cities_lat_lng_idx: bounding-box prefilter of /places?near=lat,lng and of "nearby cities".
-- cities_sort_name_idx: /places?sort=name-asc|name-desc pages through the cities in index order
-- (ASCII name without the leading apostrophe of names like 'Ain Benian, case-insensitive).
CREATE INDEX `cities_lat_lng_idx` ON `cities` (`latitude`,`longitude`);--> statement-breakpoint
CREATE INDEX `cities_sort_name_idx` ON `cities` (ltrim("ascii_name", '''') COLLATE NOCASE);

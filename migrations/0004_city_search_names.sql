-- Places (issue 5): search-only alternate city names (GeoNames alternatenames in the scripts of our
-- languages, folded, '|name1|name2|…|'), matched with LIKE '%|<folded query>%'. Filled by the seed
-- (scripts/data/city-names.ts); never displayed.
ALTER TABLE `cities` ADD `search_names` text;
/**
 * Rebuilds the FTS5 search_index from the public content tables. Used by the seed and, later,
 * by an admin "reindex" action; live changes are synced by each domain module.
 * Only public rows go in: published venues and events, active listings, public crews, and
 * members whose profile is visible to everyone and not hidden from search. Member locations
 * are their chosen city name, never coordinates.
 */
export const REBUILD_SEARCH_INDEX_SQL = [
  `DELETE FROM search_index`,
  `INSERT INTO search_index (type, ref_id, title, body, location)
   SELECT 'venue', v.id, v.name, coalesce(v.description, ''), trim(coalesce(ci.name, '') || ' ' || co.name)
   FROM venues v JOIN countries co ON co.id = v.country_id LEFT JOIN cities ci ON ci.id = v.city_id
   WHERE v.status = 'published'`,
  `INSERT INTO search_index (type, ref_id, title, body, location)
   SELECT 'event', e.id, e.title, coalesce(e.description, ''), trim(coalesce(ci.name, '') || ' ' || coalesce(co.name, ''))
   FROM events e LEFT JOIN countries co ON co.id = e.country_id LEFT JOIN cities ci ON ci.id = e.city_id
   WHERE e.status = 'published'`,
  `INSERT INTO search_index (type, ref_id, title, body, location)
   SELECT 'marketplace', id, title, coalesce(business_name, '') || ' ' || coalesce(description, ''), ''
   FROM marketplace_listings WHERE status = 'active'`,
  `INSERT INTO search_index (type, ref_id, title, body, location)
   SELECT 'personality', p.id, p.name, coalesce(p.profession, '') || ' ' || coalesce(p.bio, ''), coalesce(co.name, '')
   FROM personalities p LEFT JOIN countries co ON co.id = p.country_id`,
  `INSERT INTO search_index (type, ref_id, title, body, location)
   SELECT 'group', g.id, g.name, coalesce(g.description, ''), coalesce(ci.name, '')
   FROM community_groups g LEFT JOIN cities ci ON ci.id = g.city_id WHERE g.visibility = 'public'`,
  `INSERT INTO search_index (type, ref_id, title, body, location)
   SELECT 'ressource', r.id, r.title, coalesce(r.description, ''), coalesce(co.name, '')
   FROM resources r LEFT JOIN countries co ON co.id = r.country_id WHERE r.status = 'published'`,
  `INSERT INTO search_index (type, ref_id, title, body, location)
   SELECT 'news', id, title, coalesce(summary, ''), '' FROM news_articles`,
  `INSERT INTO search_index (type, ref_id, title, body, location)
   SELECT 'travel', t.id, t.title, coalesce(t.summary, ''), trim(coalesce(ci.name, '') || ' ' || coalesce(co.name, ''))
   FROM travel_guides t LEFT JOIN countries co ON co.id = t.country_id LEFT JOIN cities ci ON ci.id = t.city_id
   WHERE t.status = 'published'`,
  `INSERT INTO search_index (type, ref_id, title, body, location)
   SELECT 'content', id, title, '', '' FROM content_pages WHERE status = 'published'`,
  `INSERT INTO search_index (type, ref_id, title, body, location)
   SELECT 'tag', id, name, coalesce(description, ''), '' FROM unified_tags`,
  `INSERT INTO search_index (type, ref_id, title, body, location)
   SELECT 'user', p.user_id, p.display_name, coalesce(p.bio, ''), CASE WHEN p.show_city = 1 THEN coalesce(ci.name, '') ELSE '' END
   FROM profiles p LEFT JOIN cities ci ON ci.id = p.city_id
   WHERE p.profile_visibility = 'everyone' AND p.hidden_from_search = 0 AND p.display_name IS NOT NULL`,
  `INSERT INTO search_index (type, ref_id, title, body, location)
   SELECT 'location', id, name, coalesce(official_name, '') || ' ' || coalesce(capital, ''), coalesce(region, '') FROM countries`,
  `INSERT INTO search_index (type, ref_id, title, body, location)
   SELECT 'location', c.id, c.name, coalesce(c.region, ''), co.name FROM cities c JOIN countries co ON co.id = c.country_id`,
]

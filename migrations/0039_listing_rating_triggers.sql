-- Issue 40: an item's rating is the average and count of its visible reviews, kept by the
-- database (written by hand: drizzle-kit models no triggers). Hiding, showing, adding, changing or
-- deleting a review recomputes its item's; test/integration/marketplace-orders.test.ts holds it.
CREATE TRIGGER `listing_reviews_rating_insert` AFTER INSERT ON `listing_reviews` BEGIN
  UPDATE `marketplace_listings` SET
    `rating_count` = (SELECT count(*) FROM `listing_reviews` WHERE `listing_id` = NEW.`listing_id` AND `hidden` = 0),
    `rating_avg` = coalesce((SELECT round(avg(`rating`), 2) FROM `listing_reviews` WHERE `listing_id` = NEW.`listing_id` AND `hidden` = 0), 0)
  WHERE `id` = NEW.`listing_id`;
END;--> statement-breakpoint
CREATE TRIGGER `listing_reviews_rating_update` AFTER UPDATE OF `rating`, `hidden`, `listing_id` ON `listing_reviews` BEGIN
  UPDATE `marketplace_listings` SET
    `rating_count` = (SELECT count(*) FROM `listing_reviews` WHERE `listing_id` = `marketplace_listings`.`id` AND `hidden` = 0),
    `rating_avg` = coalesce((SELECT round(avg(`rating`), 2) FROM `listing_reviews` WHERE `listing_id` = `marketplace_listings`.`id` AND `hidden` = 0), 0)
  WHERE `id` IN (OLD.`listing_id`, NEW.`listing_id`);
END;--> statement-breakpoint
CREATE TRIGGER `listing_reviews_rating_delete` AFTER DELETE ON `listing_reviews` BEGIN
  UPDATE `marketplace_listings` SET
    `rating_count` = (SELECT count(*) FROM `listing_reviews` WHERE `listing_id` = OLD.`listing_id` AND `hidden` = 0),
    `rating_avg` = coalesce((SELECT round(avg(`rating`), 2) FROM `listing_reviews` WHERE `listing_id` = OLD.`listing_id` AND `hidden` = 0), 0)
  WHERE `id` = OLD.`listing_id`;
END;--> statement-breakpoint
UPDATE `marketplace_listings` SET
  `rating_count` = (SELECT count(*) FROM `listing_reviews` r WHERE r.`listing_id` = `marketplace_listings`.`id` AND r.`hidden` = 0),
  `rating_avg` = coalesce((SELECT round(avg(r.`rating`), 2) FROM `listing_reviews` r WHERE r.`listing_id` = `marketplace_listings`.`id` AND r.`hidden` = 0), 0);

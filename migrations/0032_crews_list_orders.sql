CREATE INDEX `community_groups_members_order_idx` ON `community_groups` ("member_count" DESC,`id`);--> statement-breakpoint
CREATE INDEX `community_groups_newest_order_idx` ON `community_groups` ("created_at" DESC,`id`);--> statement-breakpoint
CREATE INDEX `community_groups_name_order_idx` ON `community_groups` ("name" COLLATE NOCASE,`id`);
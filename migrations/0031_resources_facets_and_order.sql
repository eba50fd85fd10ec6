CREATE TABLE `resource_facets` (
	`facet` text NOT NULL,
	`key` text NOT NULL,
	`count` integer NOT NULL,
	PRIMARY KEY(`facet`, `key`)
);
--> statement-breakpoint
CREATE INDEX `resources_list_order_idx` ON `resources` (`status`,"is_emergency" DESC,"verified" DESC,"title" COLLATE NOCASE,`id`);
-- Moderators hide events (issue 15). Columns added in place: rebuilding `events` in D1 (which
-- ignores foreign_keys=OFF) would cascade-delete its RSVPs and links.
ALTER TABLE `events` ADD `hidden_at` integer;--> statement-breakpoint
ALTER TABLE `events` ADD `hidden_by` text REFERENCES accounts(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `hidden_reason` text;--> statement-breakpoint
CREATE INDEX `events_hidden_idx` ON `events` (`hidden_at`) WHERE "hidden_at" IS NOT NULL;

ALTER TABLE `venue_photos` ADD `reviewed_by` text REFERENCES accounts(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `venue_photos` ADD `reviewed_at` integer;
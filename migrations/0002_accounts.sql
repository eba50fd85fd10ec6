CREATE TABLE `signing_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`algorithm` text DEFAULT 'ES256' NOT NULL,
	`public_jwk` text NOT NULL,
	`private_jwk` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`retired_at` integer
);
--> statement-breakpoint
CREATE INDEX `signing_keys_created_idx` ON `signing_keys` (`created_at`);
-- Messaging (issue 36). Each conversation's room (a Durable Object) keeps its messages in its own
-- SQLite; D1 keeps what lists need, written by the room in the same step as a message: the newest
-- seq and the last message's preview, sender and type, and per participant the seq read up to and
-- the unread count. Members choose who may message them and whether they send read receipts.
-- Columns are added in place: rebuilding profiles or conversations would cascade-delete their
-- dependants (participants, messages, friendships...).
ALTER TABLE `profiles` ADD `allow_messages_from` text DEFAULT 'members' NOT NULL CONSTRAINT "profiles_allow_messages_from_check" CHECK("allow_messages_from" IN ('members', 'friends'));--> statement-breakpoint
ALTER TABLE `profiles` ADD `read_receipts` integer DEFAULT true NOT NULL CONSTRAINT "profiles_read_receipts_bool" CHECK("read_receipts" IN (0, 1));--> statement-breakpoint
ALTER TABLE `conversations` ADD `last_seq` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `conversations` ADD `last_message_preview` text;--> statement-breakpoint
ALTER TABLE `conversations` ADD `last_message_sender_id` text REFERENCES accounts(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `conversations` ADD `last_message_type` text CONSTRAINT "conversations_last_message_type_check" CHECK("last_message_type" IN ('text', 'image', 'system'));--> statement-breakpoint
ALTER TABLE `conversation_participants` ADD `last_read_seq` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `conversation_participants` ADD `unread_count` integer DEFAULT 0 NOT NULL;

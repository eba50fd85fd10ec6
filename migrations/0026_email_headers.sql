-- The headers an email went out with (JSON; e.g. the crews' List-Unsubscribe and
-- List-Unsubscribe-Post, decision 029), recorded by the outbox sender. A column added in place.
ALTER TABLE `email_outbox` ADD `headers` text;

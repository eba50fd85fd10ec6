-- Event images (issue 15): an image's rows by its URL, so /media/events/… is served by the events'
-- visibility rule (a private crew's event image only to its members). Partial: few events have one.
CREATE INDEX `events_image_idx` ON `events` (`image_url`) WHERE "image_url" IS NOT NULL;
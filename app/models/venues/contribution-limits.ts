/**
 * Limits of the venue contributions, shared by the forms (maxLength, accept) and the server
 * rules (app/models/venue-*.server.ts), so both always agree.
 */
export const REVIEW_BODY_MIN = 10
export const REVIEW_BODY_MAX = 2000
export const REVIEWS_PAGE_SIZE = 10
export const PHOTO_CAPTION_MAX = 200
/** Photo uploads per member, venue and 24 hours. */
export const PHOTO_UPLOADS_PER_DAY = 10
/** What the file picker offers; the server checks the real type by its first bytes. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif'
/** Shown next to the picker (the server's limit is MAX_IMAGE_BYTES, 5 MB). */
export const PHOTO_MAX_MB = 5

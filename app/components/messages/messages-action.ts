// The /messages index route's action: forms elsewhere on the page (the report dialog, its no-JS
// fallback) post there. Its own module so the lazy dialog and its opener share it without a cycle.
export const MESSAGES_ACTION = '/messages?index'

/**
 * Where the messages page's forms post (the index route's action: app/routes/messages+/index.tsx).
 * Its own module: the report dialog, loaded on demand by report-conversation.tsx, needs it too
 * (importing it from there made an import cycle).
 */
export const MESSAGES_ACTION = '/messages?index'

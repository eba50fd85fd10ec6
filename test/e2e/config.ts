/** Where the end-to-end run keeps its own local D1/R2/DO state, apart from `npm start`'s. */
export const E2E_PERSIST_TO = '.test-state'
/** Port of the `wrangler dev` the end-to-end run starts (8787 stays free for `npm start`). */
export const E2E_PORT = 8788

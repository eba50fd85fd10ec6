/**
 * Where the end-to-end run keeps its own local D1/R2/DO state, apart from `npm start`'s, and
 * the port of the `wrangler dev` it starts (8787 stays free for `npm start`). Both can be
 * overridden to run several suites side by side.
 */
export const E2E_PERSIST_TO = process.env.E2E_STATE ?? '.test-state'
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8788)

/** The leak crawl's own copy of the seeded state (with its canaries) and its server's port. */
export const E2E_LEAK_STATE = `${E2E_PERSIST_TO}-leak`
export const E2E_LEAK_PORT = Number(process.env.E2E_LEAK_PORT ?? E2E_PORT + 1)

/** The hardening checks' (fuzz, authorization matrix) own copy of the seeded state and their server's port. */
export const E2E_HARDENING_STATE = `${E2E_PERSIST_TO}-hardening`
export const E2E_HARDENING_PORT = Number(process.env.E2E_HARDENING_PORT ?? E2E_PORT + 2)

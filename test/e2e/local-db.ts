import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { D1Database } from '@cloudflare/workers-types/index.ts'
import { afterAll } from 'vitest'
import { openLocalD1 } from '../../scripts/lib/local-d1'
import { E2E_PERSIST_TO } from './config'

/** A text as an SQL string literal. */
export const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`

/** SQL text split into statements at the semicolons outside quoted values. */
function statements(sql: string) {
  const found: string[] = []
  let current = ''
  let quoted = false
  for (const char of sql) {
    if (char === "'") quoted = !quoted // '' inside a value toggles twice
    if (char === ';' && !quoted) {
      found.push(current)
      current = ''
    } else current += char
  }
  found.push(current)
  return found.map((statement) => statement.trim()).filter(Boolean)
}

/**
 * The D1 that the e2e `wrangler dev` serves, read and written by the tests themselves: opened
 * on the first statement (getPlatformProxy on the same local file, one workerd) and closed after
 * the file's tests; call at a test file's top level. It replaces a `wrangler d1 execute` per
 * statement, which started a wrangler and a workerd each time (2–4 s, some 90 times a run).
 */
export function testDb(persistTo = E2E_PERSIST_TO) {
  let opened: ReturnType<typeof openLocalD1> | undefined
  afterAll(async () => {
    if (opened) await (await opened).dispose()
  })
  const db = async (): Promise<D1Database> => (await (opened ??= openLocalD1({ persistTo }))).db
  /**
   * The file is shared with `wrangler dev`, which may be writing at that moment (its queue
   * consumer, a request): SQLite then refuses at once (no busy timeout in workerd) and D1 reports
   * it as SQLITE_BUSY or an internal error. Wait for the lock, as a busy timeout would.
   */
  async function whenUnlocked<T>(work: (database: D1Database) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work(await db())
      } catch (error) {
        if (attempt >= 8 || !/SQLITE_BUSY|database is locked|internal error/i.test(String(error))) throw error
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
      }
    }
  }
  const helpers = {
    /** The rows of one read. */
    async query<T = Record<string, unknown>>(sql: string): Promise<T[]> {
      return (await whenUnlocked((database) => database.prepare(sql).all<T>())).results
    },
    /** One or more statements separated by semicolons (test fixtures), in one transaction. */
    async run(sql: string) {
      await whenUnlocked((database) => database.batch(statements(sql).map((statement) => database.prepare(statement))))
    },
    /** The id of an account (a demo one, by its address). */
    async accountId(email: string) {
      const [row] = await helpers.query<{ id: string }>(`SELECT id FROM accounts WHERE email = ${sqlText(email)}`)
      if (!row) throw new Error(`no account ${email}`)
      return row.id
    },
    /** A live session for an account: the cookie token (the session id is its SHA-256). */
    async sessionFor(accountId: string) {
      const token = randomBytes(32).toString('base64url')
      const sessionId = createHash('sha256').update(token).digest('hex')
      await helpers.run(
        `INSERT INTO sessions (id, account_id, expires_at, user_agent) VALUES ('${sessionId}', ${sqlText(accountId)}, ${Date.now() + 24 * 3600 * 1000}, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36')`,
      )
      return token
    },
    /** A live session for a demo account, by its address. */
    async sessionOf(email: string) {
      return helpers.sessionFor(await helpers.accountId(email))
    },
    /** A fresh verified member with a profile and a live session (own rows: the demo accounts stay untouched). */
    async newMember(name: string, options: { role?: 'moderator' | 'admin' } = {}) {
      const id = randomUUID()
      await helpers.run(
        `INSERT INTO accounts (id, email, email_verified_at) VALUES ('${id}', '${id}@e2e.haven.local', ${Date.now()});` +
          `INSERT INTO profiles (user_id, display_name) VALUES ('${id}', ${sqlText(name)});` +
          (options.role ? `INSERT INTO user_roles (user_id, role) VALUES ('${id}', '${options.role}');` : ''),
      )
      return { id, token: await helpers.sessionFor(id) }
    },
  }
  return helpers
}

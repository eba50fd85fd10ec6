import { env, SELF } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { bookmarkCookie, D1_BOOKMARK_COOKIE, openRequestDatabase } from '../../workers/d1-session'
import { call, ORIGIN } from './helpers'

const bookmarkOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${D1_BOOKMARK_COOKIE}=`))
    ?.split(';')[0]!
    .slice(D1_BOOKMARK_COOKIE.length + 1) ?? null

let sent = 0
const contact = (headers: Record<string, string> = {}) =>
  call('/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': '198.51.100.77', ...headers },
    body: new URLSearchParams({
      name: 'Robin',
      email: `robin.bookmark.${++sent}@example.org`,
      subject: 'safety',
      message: 'A message that writes a row, so the response carries a bookmark.',
    }).toString(),
  })

describe('one D1 session per request (read replication)', () => {
  it('gives a writing request a bookmark cookie for the next ones, and a reading one none', async () => {
    const res = await contact()
    expect(res.status).toBe(303)
    const bookmark = bookmarkOf(res)
    expect(bookmark).toMatch(/^[0-9a-f]{8}(-[0-9a-f]+)+$/)
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${D1_BOOKMARK_COOKIE}=`))!
    expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax; Max-Age=300$/)

    // a page read with the bookmark starts at it, and sets no cookie of its own
    const page = await SELF.fetch(`${ORIGIN}/`, { headers: { Cookie: `${D1_BOOKMARK_COOKIE}=${bookmark}` } })
    expect(page.status).toBe(200)
    expect(bookmarkOf(page)).toBeNull()
  })

  it('reads at least as recent as the bookmark it was given', async () => {
    const writer = openRequestDatabase(new Request(`${ORIGIN}/x`, { method: 'POST' }), env.DB)
    await writer.db.prepare(`INSERT INTO rate_limits (key, count, window_start) VALUES ('bookmark-test', 1, 0)`).run()
    const written = writer.session.getBookmark()!
    const posted = new Request(`${ORIGIN}/x`, { method: 'POST' })
    expect(bookmarkCookie(writer, posted, new Response(null, { status: 303 }))).toContain(written)
    // refused, or from the token API: no cookie
    expect(bookmarkCookie(writer, posted, new Response(null, { status: 422 }))).toBeNull()
    expect(bookmarkCookie(writer, new Request(`${ORIGIN}/auth/v1/token`, { method: 'POST' }), new Response('{}'))).toBeNull()

    const reader = openRequestDatabase(new Request(`${ORIGIN}/`, { headers: { Cookie: `${D1_BOOKMARK_COOKIE}=${written}` } }), env.DB)
    const row = await reader.db.prepare(`SELECT count FROM rate_limits WHERE key = 'bookmark-test'`).first<{ count: number }>()
    expect(row).toEqual({ count: 1 })
    expect(reader.session.getBookmark()! >= written).toBe(true)
    expect(bookmarkCookie(reader, new Request(`${ORIGIN}/`), new Response('ok'))).toBeNull()
  })

  it('ignores a cookie that is no bookmark', async () => {
    for (const [i, value] of ['not-a-bookmark', '../../etc', 'x'.repeat(500)].entries()) {
      const res = await SELF.fetch(`${ORIGIN}/`, { headers: { Cookie: `${D1_BOOKMARK_COOKIE}=${value}` } })
      expect(res.status).toBe(200)
      const writing = await contact({ Cookie: `${D1_BOOKMARK_COOKIE}=${value}`, 'CF-Connecting-IP': `198.51.100.${80 + i}` })
      expect(writing.status).toBe(303)
      expect(bookmarkOf(writing)).toMatch(/^[0-9a-f]{8}-/)
    }
  })
})

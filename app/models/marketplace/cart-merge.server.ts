/**
 * The sign-in merge of a visitor's cart (decision 043), run by the Worker before the page: a
 * request carrying both the visitor cart cookie and a live session puts the cookie's lines into
 * the member's cart and answers the Set-Cookie that removes the cookie. Any other request costs
 * nothing (no cookie, no read). Running it twice (two tabs) changes nothing the second time.
 */
import type { Db } from '~/db/client'
import { getSession, readSessionToken } from '~/models/accounts/sessions.server'
import { hasVisitorCart, mergeVisitorCart, readVisitorCart, visitorCartCookie } from './cart.server'

export async function mergeCartAtSignIn(request: Request, db: Db, env: { CART_COOKIE_SECRET?: string }): Promise<string | null> {
  if (!hasVisitorCart(request) || !readSessionToken(request)) return null
  const session = await getSession(request, db)
  if (!session) return null
  await mergeVisitorCart(db, session.accountId, await readVisitorCart(request, db, env))
  return visitorCartCookie(db, env, [])
}

import type { Db } from '~/db/client'
import type { Session } from '~/db/schema'
import { getSession } from './sessions.server'
import { getShellUser, type ShellUser } from './users.server'

/** The session of a request's cookie and the member it signs in (null for a visitor). */
export type SignedIn = { session: Session | null; user: ShellUser | null }

/**
 * The one lookup of a request's session: the root loader, the route's loader and the guards all
 * read it, so a page costs one session query and one member query, not one per loader. Made per
 * request by the Worker (workers/app.ts) into the load context.
 *
 * Only a GET or HEAD is remembered: a POST runs an action before the loaders, and the action may
 * sign in, sign out or rename the member, so every read after it asks the database again.
 */
export type RequestSession = { read(): Promise<SignedIn> }

export function requestSession(request: Request, db: Db): RequestSession {
  const lookup = async (): Promise<SignedIn> => {
    const session = await getSession(request, db)
    return { session, user: session ? await getShellUser(db, session.accountId) : null }
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return { read: lookup }
  let remembered: Promise<SignedIn> | null = null
  return { read: () => (remembered ??= lookup()) }
}

import type { AppLoadContext } from '@remix-run/cloudflare'
import type { Role } from '~/db/schema'
import { type ShellUser } from '~/models/accounts/users.server'
import { signInPath } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * Who may do what, in one place. Pages use the guards below (they redirect with the spec's
 * toasts); JSON APIs answer 401/403 instead (workers/api/auth-guard.ts).
 *
 * Roles: admin and moderator (user_roles). The default guard level is moderator, which an admin
 * passes too; level admin admits admins only.
 */
export type RoleLevel = Role

export function hasRole(roles: readonly Role[], level: RoleLevel = 'moderator') {
  return level === 'admin' ? roles.includes('admin') : roles.includes('admin') || roles.includes('moderator')
}

/** Moderators and admins manage other members' content (hide reviews, approve photos, ...). */
export function canManageContent(roles: readonly Role[]) {
  return hasRole(roles, 'moderator')
}

export type CurrentUser = ShellUser & { sessionId: string }

/** The signed-in member (with roles and the session id), or null. */
export async function getCurrentUser(request: Request, context: AppLoadContext): Promise<CurrentUser | null> {
  const { session, user } = await context.session.read()
  return session && user ? { ...user, sessionId: session.id } : null
}

/**
 * The answer that sends a visitor to /auth with 'Authentication Required', and back to
 * `redirectTo` (a same-site path; signInPath keeps it only when safe) once signed in.
 */
export function signInRedirect(redirectTo: string, init?: ResponseInit) {
  return redirectWithToast(
    signInPath(redirectTo),
    { titleKey: 'errors:guard.authRequiredTitle', descriptionKey: 'errors:guard.authRequiredBody', variant: 'destructive' },
    init,
  )
}

/**
 * The signed-in member; a visitor is sent to sign in (signInRedirect), and back to `redirectTo`,
 * by default the address asked for (an action names the page its form came from).
 */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  { redirectTo }: { redirectTo?: string } = {},
): Promise<CurrentUser> {
  const user = await getCurrentUser(request, context)
  if (!user) {
    const url = new URL(request.url)
    throw await signInRedirect(redirectTo ?? `${url.pathname}${url.search}`)
  }
  return user
}

/** A member with the role level; others go to `fallback` (default /) with 'Access Denied'. */
export async function requireRole(
  request: Request,
  context: AppLoadContext,
  level: RoleLevel = 'moderator',
  fallback = '/',
): Promise<CurrentUser> {
  const user = await requireUser(request, context)
  if (!hasRole(user.roles, level)) {
    throw await redirectWithToast(fallback, {
      titleKey: 'errors:guard.accessDeniedTitle',
      descriptionKey: 'errors:guard.accessDeniedBody',
      values: { role: level },
      variant: 'destructive',
    })
  }
  return user
}

import type { Db } from '~/db/client'
import { securityEvents, type Role } from '~/db/schema'
import type { PrivateViewInput, PrivateViewKind } from './private-view-schema'

/**
 * Staff reading private content with a reason (decision 034). The audit row is written before
 * anything is shown, and a failure to write it is an error (never a silent read): who
 * (user_id), what (kind and id), why (the reason), when (created_at), in security_events with
 * the other back-office decisions.
 */
export const PRIVATE_VIEW_EVENT = 'PRIVATE_CONTENT_VIEWED'

export type PrivateViewer = { id: string; roles: readonly Role[]; ipHash?: string | null }

/** A private crew's member list is for admins only; the rest for moderators and admins. */
export function mayViewPrivate(roles: readonly Role[], kind: PrivateViewKind): boolean {
  return roles.includes('admin') || (kind !== 'crew-members' && roles.includes('moderator'))
}

/** Writes the audit row of one reading; the caller has checked that the target exists. */
export async function recordPrivateView(db: Db, staff: PrivateViewer, input: PrivateViewInput): Promise<void> {
  await db.insert(securityEvents).values({
    id: crypto.randomUUID(),
    eventType: PRIVATE_VIEW_EVENT,
    userId: staff.id,
    severity: 'low',
    ipHash: staff.ipHash ?? null,
    metadata: { kind: input.kind, targetId: input.targetId, reason: input.reason, roles: [...staff.roles] },
  })
}

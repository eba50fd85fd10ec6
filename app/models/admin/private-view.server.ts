import type { Db } from '~/db/client'
import { type Role } from '~/db/schema'
import { recordStaffAction, type StaffActor } from './audit.server'
import type { PrivateViewInput, PrivateViewKind } from './private-view-schema'

/**
 * Staff reading private content with a reason (decision 034). The audit row is written before
 * anything is shown, and a failure to write it is an error (never a silent read): who
 * (actor_id, session), what (kind and id), why (the reason), when (created_at), in
 * staff_audit_log with the other back-office decisions (issue 41).
 */
export const PRIVATE_VIEW_EVENT = 'PRIVATE_CONTENT_VIEWED'

export type PrivateViewer = StaffActor & { roles: readonly Role[] }

/** A private crew's member list is for admins only; the rest for moderators and admins. */
export function mayViewPrivate(roles: readonly Role[], kind: PrivateViewKind): boolean {
  return roles.includes('admin') || (kind !== 'crew-members' && roles.includes('moderator'))
}

/** Writes the audit row of one reading; the caller has checked that the target exists. */
export async function recordPrivateView(db: Db, staff: PrivateViewer, input: PrivateViewInput): Promise<void> {
  await recordStaffAction(db, staff, {
    action: PRIVATE_VIEW_EVENT,
    // the event read, or the crew whose member list was read
    targetType: input.kind === 'crew-members' ? 'group' : 'event',
    targetId: input.targetId,
    details: { kind: input.kind, reason: input.reason, roles: [...staff.roles] },
  })
}

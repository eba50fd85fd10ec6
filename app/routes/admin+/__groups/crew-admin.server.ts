import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { requireRole } from '~/auth/permissions.server'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import type { Role } from '~/db/schema'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { CREW_ADMIN_LIMITS } from '~/models/crews/admin-limits'
import { CREW_ADMIN_SCHEMAS, isCrewAdminIntent, type CrewAdminInput } from '~/models/crews/admin-schema'
import {
  adminCrew,
  deleteCrew,
  hideCrew,
  revealCrewMembers,
  searchAdminCrews,
  transferCrew,
  unhideCrew,
  type CrewDecision,
} from '~/models/crews/admin.server'
import { PrivateViewSchema } from '~/models/admin/private-view-schema'
import { realtimeOf } from '~/models/notifications/notifications.server'
import { clientIpHash } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import { refusal } from '../__admin/parts'
import type { RevealAnswer } from '../__admin/reveal-form'

/** /admin/groups' loader and action (the route module re-exports them). */
const PATH = '/admin/groups'
export const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function adminGroupsLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireRole(request, context, 'moderator')
  const db = getDb(context.cloudflare.env.DB)
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').slice(0, CREW_ADMIN_LIMITS.queryMax)
  const selected = url.searchParams.get('group')
  const [rows, crew, i18n] = await Promise.all([
    searchAdminCrews(db, q),
    selected ? adminCrew(db, selected.slice(0, 64)) : null,
    getLanguage(request).then(serverI18n),
  ])
  return data(
    {
      q,
      rows: rows.map((row) => ({ ...row, hidden: row.hiddenAt != null, hiddenAt: undefined })),
      crew: crew && { ...crew, createdAt: crew.createdAt.toISOString(), hiddenAt: crew.hiddenAt?.toISOString() ?? null },
      title: `${i18n.t('admin:groups.metaTitle')} — ${APP_NAME}`,
      isAdmin: user.roles.includes('admin'),
    },
    { headers: PRIVATE },
  )
}

type ActionData = { intent: string; errors: string[] }
export type Members = NonNullable<NonNullable<Awaited<ReturnType<typeof adminCrew>>>['members']>
export type RevealData = RevealAnswer & { members?: Members }

const TOASTS = { hide: 'hidden', unhide: 'unhidden', transfer: 'transferred', delete: 'deleted' } as const
const REFUSALS: Record<Exclude<CrewDecision, { ok: true }>['reason'], [string, number]> = {
  'not-found': ['admin:groups.errors.unknownCrew', 404],
  unchanged: ['admin:groups.errors.unchanged', 409],
  'not-member': ['admin:groups.errors.notMember', 409],
  'admin-only': ['admin:privateView.errors.adminOnly', 403],
}

export async function adminGroupsAction({ request, context }: ActionFunctionArgs) {
  // the role again: a member posting here is sent away like on the page
  const staff = await requireRole(request, context, 'moderator')
  const form = await request.formData().catch(() => null)
  const intent = form?.get('intent')
  if (form && intent === 'reveal') return reveal(request, context.cloudflare.env.DB, staff, form)
  if (!form || !isCrewAdminIntent(intent)) return data<ActionData>({ intent: '', errors: ['admin:groups.errors.invalid'] }, { status: 400 })
  const submission = parseWithZod(form, { schema: CREW_ADMIN_SCHEMAS[intent] })
  if (submission.status !== 'success') {
    const errors = Object.values(submission.error ?? {}).flatMap((messages) => messages ?? [])
    return data<ActionData>(
      { intent, errors: errors.map((e) => (e.startsWith('admin:') ? e : 'admin:groups.errors.invalid')) },
      { status: 400 },
    )
  }
  const input = submission.value as CrewAdminInput
  const db = getDb(context.cloudflare.env.DB)
  const who = { id: staff.id, roles: staff.roles, sessionId: staff.sessionId, ipHash: await clientIpHash(request) }
  let decision: CrewDecision
  switch (input.intent) {
    case 'hide':
      decision = await hideCrew(db, who, input)
      break
    case 'unhide':
      decision = await unhideCrew(db, who, input)
      break
    case 'transfer':
      decision = await transferCrew(db, who, input)
      break
    case 'delete':
      decision = await deleteCrew(db, who, input, realtimeOf(context), context.cloudflare.env.MEDIA)
      break
  }
  if (!decision.ok) {
    const [error, status] = REFUSALS[decision.reason]
    return data<ActionData>({ intent, errors: [error] }, { status })
  }
  const back = input.intent === 'delete' ? PATH : `${PATH}?group=${encodeURIComponent(input.groupId)}`
  return redirectWithToast(back, {
    titleKey: `admin:groups.toasts.${TOASTS[input.intent]}`,
    descriptionKey: 'admin:groups.toasts.body',
    values: { name: decision.name.length > 100 ? `${decision.name.slice(0, 99)}…` : decision.name },
    variant: 'success',
  })
}

/** An admin reads a private crew's member list with a reason (audited); the answer carries it. */
async function reveal(request: Request, DB: D1Database, staff: { id: string; roles: readonly Role[] }, form: FormData) {
  const target = String(form.get('targetId') ?? '').slice(0, 64)
  const submission = parseWithZod(form, { schema: PrivateViewSchema })
  if (submission.status !== 'success')
    return data<RevealData>({ intent: 'reveal', target, result: submission.reply() }, { status: 400, headers: PRIVATE })
  const reading = await revealCrewMembers(getDb(DB), { ...staff, ipHash: await clientIpHash(request) }, submission.value)
  if (!reading.ok) {
    const [key, status] =
      reading.reason === 'forbidden' ? ['admin:privateView.errors.adminOnly', 403] : ['admin:groups.errors.unknownCrew', 404]
    return data<RevealData>({ intent: 'reveal', target, result: refusal(key) }, { status, headers: PRIVATE })
  }
  return data<RevealData>({ intent: 'reveal', target, members: reading.crew.members ?? [] }, { headers: PRIVATE })
}

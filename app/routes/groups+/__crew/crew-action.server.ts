import { data, type AppLoadContext } from '@remix-run/cloudflare'
import { requireUser } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import {
  actOnMember,
  answerInvite,
  answerJoinRequest,
  cancelJoinRequest,
  createLinkInvite,
  CREW_FAILURE_STATUS,
  inviteToCrew,
  joinCrew,
  leaveCrew,
  revokeLinkInvite,
  setEmailMode,
  type CrewFailure,
  type CrewOutcome,
} from '~/models/crews/membership.server'
import { createCrewPost } from '~/models/crews/posts.server'
import {
  CREW_LIMITS,
  CrewIdSchema,
  CrewPostSchema,
  EmailModeSchema,
  InviteAnswerSchema,
  InviteMemberSchema,
  isCrewIntent,
  LinkInviteSchema,
  MemberActionSchema,
  MembershipSchema,
  RequestAnswerSchema,
  RevokeLinkSchema,
} from '~/models/crews/schema'
import { notifierOf } from '~/models/notifications/notifications.server'
import { parseMessage } from '~/utils/messages'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'

export type CrewActionAnswer =
  | { ok: false; code: CrewFailure | 'invalid'; message: string; field?: string }
  | { ok: true; link: { url: string; expiresAt: string; maxUses: number | null } }

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * Every form of the crew page, its leaders' page and /my-groups posts here (field `intent`). The
 * member comes from the session, never the form; the model (models/crews) checks who may do
 * what. Success redirects back (`redirectTo`, a same-site path) with a toast, except a new link
 * invite, whose raw token is answered once to the page that asked. Refusals answer their status
 * (400, 403, 404, 409, 410, 429) with the translated reason.
 */
export async function crewAction(request: Request, context: AppLoadContext, groupParam: string | undefined) {
  let form: FormData | null = null
  try {
    form = await request.formData()
  } catch {
    form = null
  }
  const fields = form ? Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) : {}
  const groupId = CrewIdSchema.safeParse(groupParam ?? fields.groupId)
  const fallback = groupId.success && groupParam ? `/groups/${groupId.data}` : '/my-groups'
  const back = safeRedirect(typeof fields.redirectTo === 'string' ? fields.redirectTo : undefined, fallback)
  const user = await requireUser(request, context, { redirectTo: back })
  const i18n = await serverI18n(await getLanguage(request))
  const refuse = (code: CrewFailure | 'invalid', status: number, text?: string, field?: string) => {
    const parsed = text ? parseMessage(text) : null
    return data<CrewActionAnswer>(
      {
        ok: false,
        code,
        field,
        message: parsed ? i18n.t(parsed.key, parsed.values) : i18n.t(`crews:membership.errors.${code}`, { max: CREW_LIMITS.invitesPerDay }),
      },
      { status, headers: PRIVATE },
    )
  }
  const intent = fields.intent
  if (!form || !isCrewIntent(intent)) return refuse('invalid', 400)
  const db = getDb(context.cloudflare.env.DB)
  const notifier = notifierOf(context, db)
  const success = (outcome: CrewOutcome, to = back) =>
    redirectWithToast(to, { titleKey: `crews:membership.toasts.${outcome}`, variant: 'success' })

  // answers to an invitation name the invitation, not the crew (from /my-groups)
  if (intent === 'acceptInvite' || intent === 'declineInvite') {
    const parsed = InviteAnswerSchema.safeParse(fields)
    if (!parsed.success) return refuse('invalid', 400)
    const result = await answerInvite(notifier, user.id, parsed.data.inviteId, intent === 'acceptInvite')
    if (!result.ok) return refuse(result.code, CREW_FAILURE_STATUS[result.code])
    return success(result.outcome, intent === 'acceptInvite' && !fields.redirectTo ? `/groups/${result.groupId}` : back)
  }
  if (!groupId.success) return refuse('notFound', 404)
  const crew = groupId.data

  let result
  switch (intent) {
    case 'join':
    case 'cancel':
    case 'leave': {
      MembershipSchema.parse({ intent })
      result =
        intent === 'join'
          ? await joinCrew(notifier, user.id, crew)
          : intent === 'cancel'
            ? await cancelJoinRequest(db, user.id, crew)
            : await leaveCrew(db, user.id, crew)
      break
    }
    case 'accept':
    case 'decline': {
      const parsed = RequestAnswerSchema.safeParse(fields)
      if (!parsed.success) return refuse('invalid', 400)
      result = await answerJoinRequest(notifier, user.id, crew, parsed.data.userId, intent === 'accept')
      break
    }
    case 'promote':
    case 'demote':
    case 'remove':
    case 'ban':
    case 'unban':
    case 'transfer': {
      const parsed = MemberActionSchema.safeParse(fields)
      if (!parsed.success) return refuse('invalid', 400)
      result = await actOnMember(db, user.id, crew, parsed.data.userId, parsed.data.intent)
      break
    }
    case 'invite': {
      const parsed = InviteMemberSchema.safeParse(fields)
      if (!parsed.success) return refuse('invalid', 400, parsed.error.issues[0]?.message, 'userId')
      result = await inviteToCrew(notifier, user.id, crew, parsed.data.userId)
      break
    }
    case 'createLink': {
      const parsed = LinkInviteSchema.safeParse(fields)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        return refuse('invalid', 400, issue?.message, String(issue?.path[0] ?? ''))
      }
      const created = await createLinkInvite(db, user.id, crew, parsed.data)
      if (!created.ok) return refuse(created.code, CREW_FAILURE_STATUS[created.code])
      const url = new URL(`/groups/join/${created.token}`, request.url).toString()
      const expiresAt = new Date(Date.now() + parsed.data.expiresInDays * 24 * 3600 * 1000).toISOString()
      return data<CrewActionAnswer>({ ok: true, link: { url, expiresAt, maxUses: parsed.data.maxUses ?? null } }, { headers: PRIVATE })
    }
    case 'revokeLink': {
      const parsed = RevokeLinkSchema.safeParse(fields)
      if (!parsed.success) return refuse('invalid', 400)
      result = await revokeLinkInvite(db, user.id, crew, parsed.data.inviteId)
      break
    }
    case 'emailMode': {
      const parsed = EmailModeSchema.safeParse(fields)
      if (!parsed.success) return refuse('invalid', 400, parsed.error.issues[0]?.message, 'emailMode')
      result = await setEmailMode(db, user.id, crew, parsed.data.emailMode)
      break
    }
    case 'post': {
      const parsed = CrewPostSchema.safeParse(fields)
      if (!parsed.success) {
        const issue = parsed.error.issues[0]
        return refuse('invalid', 400, issue?.message, String(issue?.path[0] ?? 'content'))
      }
      const posted = await createCrewPost(notifier, context.cloudflare.env.MEDIA, user.id, crew, parsed.data)
      if (!posted.ok) {
        if (posted.code === 'rateLimited') return refuse('rateLimited', 429, 'feed:form.errors.rateLimited')
        return refuse(posted.code, CREW_FAILURE_STATUS[posted.code])
      }
      result = posted
      break
    }
    default:
      return refuse('invalid', 400)
  }
  if (!result.ok) return refuse(result.code, CREW_FAILURE_STATUS[result.code])
  return success(result.outcome)
}

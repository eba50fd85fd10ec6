import { data, type AppLoadContext } from '@remix-run/cloudflare'
import type { z } from 'zod'
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
} from './membership.server'
import { createCrewPost } from './posts.server'
import {
  CREW_LIMITS,
  CrewIdSchema,
  CrewPostSchema,
  EmailModeSchema,
  InviteAnswerSchema,
  InviteMemberSchema,
  type CrewIntent,
  LinkInviteSchema,
  MemberActionSchema,
  MembershipSchema,
  RequestAnswerSchema,
  RevokeLinkSchema,
} from './schema'
import { notifierOf } from '~/models/notifications/notifications.server'
import { parseMessage } from '~/utils/messages'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'

export type CrewActionAnswer =
  | { ok: false; code: CrewFailure | 'invalid'; message: string; field?: string }
  | { ok: true; link: { url: string; expiresAt: string; maxUses: number | null } }

const PRIVATE = { 'Cache-Control': 'private, no-store' }

/** Each intent's schema (the crew's id comes from the address, or the form's groupId on /my-groups). */
const CREW_INTENT_SCHEMAS = {
  join: MembershipSchema,
  cancel: MembershipSchema,
  leave: MembershipSchema,
  accept: RequestAnswerSchema,
  decline: RequestAnswerSchema,
  promote: MemberActionSchema,
  demote: MemberActionSchema,
  remove: MemberActionSchema,
  ban: MemberActionSchema,
  unban: MemberActionSchema,
  transfer: MemberActionSchema,
  invite: InviteMemberSchema,
  acceptInvite: InviteAnswerSchema,
  declineInvite: InviteAnswerSchema,
  createLink: LinkInviteSchema,
  revokeLink: RevokeLinkSchema,
  emailMode: EmailModeSchema,
  post: CrewPostSchema,
} satisfies Record<CrewIntent, z.ZodTypeAny>

/** The intent the form named, with its fields as its schema parsed them (intentAction's IntentInput). */
type CrewInput = { [K in CrewIntent]: { intent: K; data: z.output<(typeof CREW_INTENT_SCHEMAS)[K]> } }[CrewIntent]

/** The field a refused form's message goes under, for the intents whose forms show it (the others answer 'invalid' alone). */
const FIELD_OF: Partial<Record<CrewIntent, (issue: z.ZodIssue | undefined) => string>> = {
  invite: () => 'userId',
  createLink: (issue) => String(issue?.path[0] ?? ''),
  emailMode: () => 'emailMode',
  post: (issue) => String(issue?.path[0] ?? 'content'),
}

/**
 * Every form of the crew page, its leaders' page and /my-groups posts here (field `intent`), run
 * by intentAction (app/auth/intent-action.server.ts) with this spec. The member comes from the
 * session, never the form; the model (models/crews) checks who may do what. Success redirects
 * back (`redirectTo`, a same-site path) with a toast, except a new link invite, whose raw token
 * is answered once to the page that asked. Refusals answer their status (400, 403, 404, 409, 410,
 * 429) with the translated reason.
 */
export function crewActionSpec(request: Request, context: AppLoadContext, groupParam: string | undefined) {
  const backOf = (fields: Record<string, string>) => {
    const groupId = CrewIdSchema.safeParse(groupParam ?? fields.groupId)
    return safeRedirect(fields.redirectTo, groupId.success && groupParam ? `/groups/${groupId.data}` : '/my-groups')
  }
  const refuse = async (code: CrewFailure | 'invalid', status: number, text?: string, field?: string) => {
    const i18n = await serverI18n(await getLanguage(request))
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
  // answers to an invitation name the invitation, not the crew (from /my-groups)
  const namesTheCrew = (intent: CrewIntent) => intent !== 'acceptInvite' && intent !== 'declineInvite'
  return {
    intents: CREW_INTENT_SCHEMAS,
    redirectTo: backOf,
    invalid: (intent: CrewIntent | null, issue: z.ZodIssue | undefined, fields: Record<string, string>) => {
      if (intent === null) return refuse('invalid', 400)
      // an unknown crew is 404 before its form is looked at
      if (namesTheCrew(intent) && !CrewIdSchema.safeParse(groupParam ?? fields.groupId).success) return refuse('notFound', 404)
      const field = FIELD_OF[intent]
      return field ? refuse('invalid', 400, issue?.message, field(issue)) : refuse('invalid', 400)
    },
    run: async (input: CrewInput, user: { id: string }, fields: Record<string, string>) => {
      const back = backOf(fields)
      const db = getDb(context.cloudflare.env.DB)
      const notifier = notifierOf(context, db)
      const success = (outcome: CrewOutcome, to = back) =>
        redirectWithToast(to, { titleKey: `crews:membership.toasts.${outcome}`, variant: 'success' })

      if (input.intent === 'acceptInvite' || input.intent === 'declineInvite') {
        const accept = input.intent === 'acceptInvite'
        const result = await answerInvite(notifier, user.id, input.data.inviteId, accept)
        if (!result.ok) return refuse(result.code, CREW_FAILURE_STATUS[result.code])
        return success(result.outcome, accept && !fields.redirectTo ? `/groups/${result.groupId}` : back)
      }
      const groupId = CrewIdSchema.safeParse(groupParam ?? fields.groupId)
      if (!groupId.success) return refuse('notFound', 404)
      const crew = groupId.data

      let result
      switch (input.intent) {
        case 'join':
          result = await joinCrew(notifier, user.id, crew)
          break
        case 'cancel':
          result = await cancelJoinRequest(db, user.id, crew)
          break
        case 'leave':
          result = await leaveCrew(db, user.id, crew)
          break
        case 'accept':
        case 'decline':
          result = await answerJoinRequest(notifier, user.id, crew, input.data.userId, input.intent === 'accept')
          break
        case 'promote':
        case 'demote':
        case 'remove':
        case 'ban':
        case 'unban':
        case 'transfer':
          result = await actOnMember(db, user.id, crew, input.data.userId, input.data.intent)
          break
        case 'invite':
          result = await inviteToCrew(notifier, user.id, crew, input.data.userId)
          break
        case 'createLink': {
          const created = await createLinkInvite(db, user.id, crew, input.data)
          if (!created.ok) return refuse(created.code, CREW_FAILURE_STATUS[created.code])
          const url = new URL(`/groups/join/${created.token}`, request.url).toString()
          const expiresAt = new Date(Date.now() + input.data.expiresInDays * 24 * 3600 * 1000).toISOString()
          return data<CrewActionAnswer>({ ok: true, link: { url, expiresAt, maxUses: input.data.maxUses ?? null } }, { headers: PRIVATE })
        }
        case 'revokeLink':
          result = await revokeLinkInvite(db, user.id, crew, input.data.inviteId)
          break
        case 'emailMode':
          result = await setEmailMode(db, user.id, crew, input.data.emailMode)
          break
        case 'post': {
          const posted = await createCrewPost(notifier, context.cloudflare.env.MEDIA, user.id, crew, input.data)
          if (!posted.ok) {
            if (posted.code === 'rateLimited') return refuse('rateLimited', 429, 'feed:form.errors.rateLimited')
            return refuse(posted.code, CREW_FAILURE_STATUS[posted.code])
          }
          result = posted
          break
        }
      }
      if (!result.ok) return refuse(result.code, CREW_FAILURE_STATUS[result.code])
      return success(result.outcome)
    },
  }
}

/**
 * /groups/{id}/invite's action: the crew forms' spec (answers, redirects, refusals) taking the
 * invitation only; any other intent is refused as a form that names none.
 */
export function crewInviteActionSpec(request: Request, context: AppLoadContext, groupParam: string | undefined) {
  return { ...crewActionSpec(request, context, groupParam), intents: { invite: InviteMemberSchema } }
}

import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { z } from 'zod'
import { requireUser } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import {
  addToGroup,
  startDirect,
  createGroup,
  getConversationHeader,
  leaveGroup,
  renameGroup,
  type GroupRefusal,
} from '~/models/messaging/conversations.server'
import { MESSAGING_LIMITS } from '~/models/messaging/limits'
import { reportMessages } from '~/models/messaging/reports.server'
import { AddToGroupSchema, CreateGroupSchema, RenameGroupSchema, ReportConversationSchema } from '~/models/messaging/schema'
import { txnIdSchema, type ConversationRefusal } from '~/models/messaging/realtime'
import { conversationRoom } from '~/models/messaging/room.server'
import { viewerOf } from '~/models/viewer'
import { parseMessage } from '~/utils/messages'
import { redirectWithToast } from '~/utils/toast.server'

const PRIVATE = { 'Cache-Control': 'private, no-store' }
const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)

const ActionSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('send'),
    conversationId: id,
    txnId: txnIdSchema,
    content: z.string().max(MESSAGING_LIMITS.messageMaxLength * 2),
    replyToId: id.optional(),
  }),
  z.object({
    intent: z.literal('start'),
    to: id,
    txnId: txnIdSchema,
    content: z.string().max(MESSAGING_LIMITS.messageMaxLength * 2),
  }),
  CreateGroupSchema.extend({ intent: z.literal('create-group') }),
  RenameGroupSchema.extend({ intent: z.literal('rename'), conversationId: id }),
  AddToGroupSchema.extend({ intent: z.literal('add'), conversationId: id }),
  z.object({ intent: z.literal('leave'), conversationId: id }),
  ReportConversationSchema.extend({ intent: z.literal('report'), conversationId: id, _via: z.literal('fetcher').optional() }),
])

const REFUSAL_STATUS: Record<ConversationRefusal, number> = {
  blank: 400,
  tooLong: 400,
  invalid: 400,
  rateLimited: 429,
  readOnly: 403,
  notYours: 403,
  notFound: 404,
  failed: 503,
}

export type MessagesActionData =
  | { intent: 'send'; error: ConversationRefusal; content: string }
  /** A message key (app/utils/messages.ts) the page translates. */
  | { intent: 'group'; error: string }
  | { intent: 'invalid'; error: 'invalid' }
  /** The first message to a member (`?to=`): a refusal to start, or the room's refusal of the text. */
  | { intent: 'start'; error: string; content: string }
  /** The report dialog's answer (a fetcher): `error` is a message key of the `report` namespace. */
  | { intent: 'report'; ok: true }
  | { intent: 'report'; ok: false; error: string }

const GROUP_REFUSAL: Record<GroupRefusal, { key: string; status: number }> = {
  notFound: { key: 'errors:notFound', status: 404 },
  notGroup: { key: 'errors:messaging.notGroup', status: 400 },
  notFriends: { key: 'errors:messaging.notFriends', status: 400 },
  tooMany: { key: `errors:messaging.tooManyMembers?max=${MESSAGING_LIMITS.groupMaxParticipants}`, status: 400 },
  readOnly: { key: 'errors:messaging.readOnly', status: 403 },
  rateLimited: { key: 'errors:messaging.startRateLimited', status: 429 },
}
const groupRefused = (code: GroupRefusal) =>
  data<MessagesActionData>({ intent: 'group', error: GROUP_REFUSAL[code].key }, { status: GROUP_REFUSAL[code].status, headers: PRIVATE })

const conversationHref = (conversationId: string) => `/messages?conversation=${encodeURIComponent(conversationId)}`

/**
 * The page's forms without JavaScript (and the group options with it): a message through the
 * room's `send` RPC with the txnId the form carries (a form posted twice sends once), then back to
 * the conversation (PRG); group creation, rename, add and leave through the domain.
 */
export async function messagesAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context)
  const env = context.cloudflare.env
  const db = getDb(env.DB)
  const viewer = viewerOf(user)!
  const form = await request.formData().catch(() => null)
  const fields: Record<string, unknown> = {}
  if (form)
    for (const [key, value] of form) {
      if (typeof value !== 'string') continue
      if (key === 'memberIds') ((fields.memberIds ??= []) as string[]).push(value)
      else fields[key] = value
    }
  const parsed = ActionSchema.safeParse(fields)
  if (!parsed.success) {
    const issue = parsed.error.issues.find((i) => i.path[0] !== 'intent' && i.message.includes(':'))
    if (fields.intent === 'report')
      return reportAnswer(request, fields, { ok: false, status: 400, error: issue?.message ?? 'report:errors.reason' })
    if (issue && typeof fields.intent === 'string' && ['create-group', 'rename', 'add'].includes(fields.intent))
      return data<MessagesActionData>({ intent: 'group', error: issue.message }, { status: 400, headers: PRIVATE })
    return data<MessagesActionData>({ intent: 'invalid', error: 'invalid' }, { status: 400, headers: PRIVATE })
  }
  const input = parsed.data

  if (input.intent === 'create-group') {
    const created = await createGroup(env, viewer, { title: input.title, memberIds: input.memberIds, requestId: input.requestId })
    if (!created.ok) return groupRefused(created.code)
    return redirect(conversationHref(created.conversationId))
  }

  if (input.intent === 'report') {
    // not through the header: a member may report a conversation that a block hid from them
    const { intent: _, conversationId, _via, ...report } = input
    return reportAnswer(request, fields, await reportMessages(env, user.id, conversationId, report))
  }

  if (input.intent === 'start') {
    // the conversation is made with its first message, never by opening the composer (a GET)
    if (!input.content.trim())
      return data<MessagesActionData>(
        { intent: 'start', error: 'refusals.blank', content: input.content },
        { status: 400, headers: PRIVATE },
      )
    const started = await startDirect(env, viewer, input.to)
    if (!started.ok)
      return data<MessagesActionData>(
        { intent: 'start', error: `start.${started.code}`, content: input.content },
        {
          status: started.code === 'rateLimited' ? 429 : started.code === 'notFound' ? 404 : started.code === 'self' ? 400 : 403,
          headers: PRIVATE,
        },
      )
    const room = await conversationRoom(env, started.conversationId)
    const sent = await room.send(user.id, { txnId: input.txnId, content: input.content, replyToId: null })
    if (!sent.ok)
      return data<MessagesActionData>(
        { intent: 'start', error: `refusals.${sent.reason}`, content: input.content },
        { status: REFUSAL_STATUS[sent.reason], headers: PRIVATE },
      )
    return redirect(conversationHref(started.conversationId))
  }

  const header = await getConversationHeader(db, viewer, input.conversationId)
  if (!header) return data<MessagesActionData>({ intent: 'invalid', error: 'invalid' }, { status: 404, headers: PRIVATE })

  switch (input.intent) {
    case 'send': {
      const room = await conversationRoom(env, header.id)
      const sent = await room.send(user.id, { txnId: input.txnId, content: input.content, replyToId: input.replyToId ?? null })
      if (!sent.ok)
        return data<MessagesActionData>(
          { intent: 'send', error: sent.reason, content: input.content },
          { status: REFUSAL_STATUS[sent.reason], headers: PRIVATE },
        )
      return redirect(conversationHref(header.id))
    }
    case 'rename': {
      const done = await renameGroup(env, viewer, header.id, { title: input.title })
      if (!done.ok) return groupRefused(done.code)
      return redirect(conversationHref(header.id))
    }
    case 'add': {
      const done = await addToGroup(env, viewer, header.id, { memberIds: input.memberIds })
      if (!done.ok) return groupRefused(done.code)
      return redirect(conversationHref(header.id))
    }
    case 'leave': {
      const done = await leaveGroup(env, viewer, header.id)
      if (!done.ok) return groupRefused(done.code)
      return redirect('/messages')
    }
  }
}

/**
 * A report's answer: JSON for the dialog (`_via=fetcher`), otherwise back to the conversation with
 * a toast saying what happened (the plain form without JavaScript).
 */
async function reportAnswer(
  request: Request,
  fields: Record<string, unknown>,
  result: { ok: true } | { ok: false; status: number; error: string },
) {
  if (fields._via === 'fetcher')
    return data<MessagesActionData>(result.ok ? { intent: 'report', ok: true } : { intent: 'report', ok: false, error: result.error }, {
      status: result.ok ? 201 : result.status,
      headers: PRIVATE,
    })
  const conversationId =
    typeof fields.conversationId === 'string' && id.safeParse(fields.conversationId).success ? fields.conversationId : null
  const back = conversationId ? conversationHref(conversationId) : '/messages'
  if (result.ok)
    return redirectWithToast(back, { titleKey: 'report:sentTitle', descriptionKey: 'report:sentBody', variant: 'success' }, { status: 303 })
  const { key, values } = parseMessage(result.error)
  return redirectWithToast(back, { titleKey: 'report:failedTitle', descriptionKey: key, values, variant: 'destructive' }, { status: 303 })
}

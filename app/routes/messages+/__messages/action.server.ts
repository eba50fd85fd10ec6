import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { z } from 'zod'
import { requireUser } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import {
  addToGroup,
  createGroup,
  getConversationHeader,
  leaveGroup,
  renameGroup,
  type GroupRefusal,
} from '~/models/messaging/conversations.server'
import { MESSAGING_LIMITS } from '~/models/messaging/limits'
import { AddToGroupSchema, CreateGroupSchema, RenameGroupSchema } from '~/models/messaging/schema'
import { txnIdSchema, type ConversationRefusal } from '~/models/messaging/realtime'
import { conversationRoom } from '~/models/messaging/room.server'
import { viewerOf } from '~/models/viewer'

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
  CreateGroupSchema.extend({ intent: z.literal('create-group') }),
  RenameGroupSchema.extend({ intent: z.literal('rename'), conversationId: id }),
  AddToGroupSchema.extend({ intent: z.literal('add'), conversationId: id }),
  z.object({ intent: z.literal('leave'), conversationId: id }),
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

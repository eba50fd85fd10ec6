import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { requireUser } from '~/auth/permissions.server'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { listSquad } from '~/models/members/friends.server'
import { memberPresence } from '~/models/members/presence.server'
import { getConversationHeader, listConversations, startDirect } from '~/models/messaging/conversations.server'
import { conversationRoom } from '~/models/messaging/room.server'
import { viewerOf } from '~/models/viewer'
import { relativeTime } from '~/utils/relative-time'

const PRIVATE = { 'Cache-Control': 'private, no-store' }
const ID = /^[A-Za-z0-9_-]{1,64}$/

/** HTTP status of a refused start: the page still renders, with the reason. */
const START_STATUS = { self: 400, notFound: 404, blocked: 403, friendsOnly: 403, rateLimited: 429 } as const
export type StartError = keyof typeof START_STATUS

export type PresenceView = { online: true } | { online: false; lastSeen: string | null }

export async function messagesLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  const env = context.cloudflare.env
  const db = getDb(env.DB)
  const viewer = viewerOf(user)!
  const url = new URL(request.url)
  const language = await getLanguage(request)

  let startError: StartError | null = null
  const to = url.searchParams.get('to')
  if (to != null) {
    const started = ID.test(to) ? await startDirect(env, viewer, to) : ({ ok: false, code: 'notFound' } as const)
    if (started.ok) throw redirect(`/messages?conversation=${encodeURIComponent(started.conversationId)}`)
    startError = started.code
  }

  const rawBefore = Number.parseInt(url.searchParams.get('before') ?? '', 10)
  const before = Number.isSafeInteger(rawBefore) && rawBefore > 0 ? rawBefore : null
  const conversationId = url.searchParams.get('conversation')
  const wantsGroup = url.searchParams.get('new') === 'group'
  const rawOlder = Number.parseInt(url.searchParams.get('older') ?? '', 10)
  const older = Number.isSafeInteger(rawOlder) && rawOlder > 0 ? rawOlder : null
  const now = Date.now()

  const [list, i18n, header, squad] = await Promise.all([
    // a failed list (D1 busy or down) still renders the page, with 'Failed to load conversations' and a way to try again
    listConversations(db, viewer, { before: before }).catch((error: unknown) => {
      console.error('messages: the conversation list failed', error)
      return null
    }),
    serverI18n(language),
    conversationId && ID.test(conversationId) ? getConversationHeader(db, viewer, conversationId) : Promise.resolve(null),
    wantsGroup || conversationId ? listSquad(db, user.id, { language }) : Promise.resolve(null),
  ])
  const friends = squad ? squad.friends.entries.map((f) => ({ id: f.id, displayName: f.displayName })) : []

  let conversation = null
  let conversationFailed = false
  if (header) {
    const room = await conversationRoom(env, header.id)
    // the room unreachable: 'Failed to load messages', not a 500 for the whole page
    const page = await room.page(user.id, older).catch((error: unknown) => {
      console.error('messages: the conversation room failed', error)
      conversationFailed = true
      return null
    })
    if (page) {
      // a direct conversation's other member: online or last seen, by their own choice
      const other = header.isDirect ? header.others[0] : undefined
      const presence: Promise<PresenceView | null> =
        other && other.showOnlineStatus
          ? memberPresence(env, other.userId).then((p) =>
              p == null
                ? null
                : p.online
                  ? { online: true as const }
                  : { online: false as const, lastSeen: p.lastSeenAt ? relativeTime(p.lastSeenAt, language, now) : null },
            )
          : Promise.resolve(null)
      const inGroup = new Set(header.others.map((o) => o.userId))
      conversation = {
        header: { id: header.id, isDirect: header.isDirect, title: header.title, others: header.others, readOnly: header.readOnly },
        page,
        presence,
        // the plain form's transaction id: the same form posted twice sends one message
        txnId: crypto.randomUUID().replaceAll('-', ''),
        addable: header.isDirect ? [] : friends.filter((f) => !inGroup.has(f.id)),
      }
    }
  }

  // the list's online dots: direct conversations whose other member shows their status; streamed
  const listed = list?.items ?? []
  const presenceIds = listed.flatMap((item) => (item.isDirect && item.others[0]?.showOnlineStatus ? [item.others[0].userId] : []))
  const presence: Promise<string[]> = Promise.all(
    presenceIds.map((id) => memberPresence(env, id).then((p) => (p?.online ? id : null))),
  ).then((ids) => ids.filter((id): id is string => id != null))

  return data(
    {
      viewerId: user.id,
      items: listed.map((item) => ({
        ...item,
        when: item.lastMessageAt ? relativeTime(item.lastMessageAt, language, now) : null,
      })),
      nextBefore: list?.nextBefore ?? null,
      listFailed: list == null,
      conversationFailed,
      presence,
      conversation,
      conversationMissing: conversationId != null && conversation == null && !conversationFailed,
      startError,
      friends: wantsGroup && !conversation ? friends : null,
      // the group form's request id: the same form posted twice creates one group
      groupRequestId: crypto.randomUUID(),
      title: `${i18n.t('messages:meta.title')} — ${APP_NAME}`,
    },
    {
      headers: PRIVATE,
      status: startError ? START_STATUS[startError] : conversationFailed ? 503 : conversationId != null && !conversation ? 404 : 200,
    },
  )
}

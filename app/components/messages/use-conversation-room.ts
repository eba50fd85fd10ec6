import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { conversationChanged } from '~/components/notifications/conversation-store'
import { toast } from '~/components/ui/use-toast'
import { MESSAGING_LIMITS, TYPING } from '~/models/messaging/limits'
import type { ConversationRefusal } from '~/models/messaging/realtime'
import type { RoomPage } from '~/models/messaging/room-api'
import type { ConversationConnection, ConnectionStatus, RoomFrame } from './conversation-client'
import type { ConversationHeaderView } from './conversation-types'
import { highestSeq, threadReducer, type PendingMessage } from './thread-state'

/** The frame that sends a pending message (again, when the socket comes back). */
export function sendFrameOf(pending: PendingMessage) {
  return {
    txnId: pending.txnId,
    content: pending.content,
    replyToId: pending.replyTo?.id ?? null,
    photo: pending.photo ? { key: pending.photo.key, alt: pending.photo.alt } : null,
  }
}

/**
 * The open conversation's live room: the thread (the server's page, then frames), the socket
 * (its client loads after hydration), typing, receipts, read and delivered marks, older pages
 * and the log's scroll (kept at the newest message, or in place when older ones come in above).
 */
export function useConversationRoom({
  header,
  page,
  viewerId,
  nameOf,
}: {
  header: Pick<ConversationHeaderView, 'id' | 'readOnly'>
  page: RoomPage
  viewerId: string
  nameOf: (id: string | null) => string
}) {
  const { t } = useTranslation('messages')
  const [state, dispatch] = useReducer(threadReducer, { messages: page.messages, pending: [], more: page.more, receipts: page.receipts })
  const [readOnly, setReadOnly] = useState(page.readOnly || header.readOnly)
  const [status, setStatus] = useState<ConnectionStatus | null>(null)
  const [typing, setTyping] = useState<Map<string, { name: string; until: number }>>(new Map())
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const connection = useRef<ConversationConnection | null>(null)
  const stateRef = useRef(state)
  stateRef.current = state
  const logRef = useRef<HTMLDivElement>(null)
  const lastReadSent = useRef(0)
  const lastDeliveredSent = useRef(0)
  const keepScroll = useRef<{ height: number; top: number } | null>(null)
  const stickToBottom = useRef(true)

  const markRead = useCallback(() => {
    const upTo = highestSeq(stateRef.current)
    if (upTo <= lastReadSent.current || document.visibilityState !== 'visible' || !document.hasFocus()) return
    if (connection.current?.post({ type: 'read', upTo })) lastReadSent.current = upTo
  }, [])

  const onFrame = useCallback(
    (frame: RoomFrame) => {
      switch (frame.type) {
        case 'ready':
          setReadOnly(frame.readOnly)
          dispatch({ type: 'receipts', receipts: frame.receipts })
          lastReadSent.current = 0
          lastDeliveredSent.current = 0
          queueMicrotask(markRead)
          return
        case 'message': {
          const own = frame.message.senderId === viewerId
          dispatch({ type: 'merge', messages: [frame.message] })
          if (!own) {
            setTyping((current) => {
              if (!frame.message.senderId || !current.has(frame.message.senderId)) return current
              const next = new Map(current)
              next.delete(frame.message.senderId)
              return next
            })
            setAnnouncement(t('conversation.newMessage', { name: nameOf(frame.message.senderId) }))
            if (frame.message.seq > lastDeliveredSent.current && connection.current?.post({ type: 'delivered', upTo: frame.message.seq }))
              lastDeliveredSent.current = frame.message.seq
            queueMicrotask(markRead)
          }
          return
        }
        case 'updated':
          dispatch({ type: 'merge', messages: [frame.message] })
          return
        case 'ack':
          dispatch({ type: 'ack', txnId: frame.txnId, message: frame.message })
          // the list beside shows the new last message
          conversationChanged(header.id)
          return
        case 'refused':
          if (frame.txnId) dispatch({ type: 'drop', txnId: frame.txnId })
          if (frame.of === 'send' || frame.txnId)
            toast({ title: t('toasts.error'), description: `${t('toasts.send')}: ${refusalText(frame.reason)}`, variant: 'destructive' })
          else if (frame.of === 'react') toast({ title: t('toasts.error'), description: t('toasts.react'), variant: 'destructive' })
          else if (frame.of === 'history') {
            setLoadingOlder(false)
            toast({ title: t('toasts.error'), description: t('toasts.loadMessages'), variant: 'destructive' })
          } else toast({ title: t('toasts.error'), description: refusalText(frame.reason), variant: 'destructive' })
          return
        case 'history': {
          const log = logRef.current
          if (log) keepScroll.current = { height: log.scrollHeight, top: log.scrollTop }
          dispatch({ type: 'history', messages: frame.messages, more: frame.more })
          setLoadingOlder(false)
          return
        }
        case 'caught_up':
          dispatch({ type: 'merge', messages: [...frame.messages, ...frame.changed] })
          if (frame.more) connection.current?.post({ type: 'catch_up', after: frame.messages.at(-1)?.seq ?? frame.after })
          else {
            const upTo = highestSeq(stateRef.current)
            const last = frame.messages.at(-1)?.seq ?? upTo
            if (last > lastDeliveredSent.current && connection.current?.post({ type: 'delivered', upTo: last }))
              lastDeliveredSent.current = last
            queueMicrotask(markRead)
          }
          return
        case 'typing':
          if (frame.userId === viewerId) return
          setTyping((current) =>
            new Map(current).set(frame.userId, { name: frame.displayName, until: Date.now() + TYPING.displayExpiryMs }),
          )
          return
        case 'stop_typing':
          setTyping((current) => {
            if (!current.has(frame.userId)) return current
            const next = new Map(current)
            next.delete(frame.userId)
            return next
          })
          return
        case 'receipt':
          dispatch({ type: 'receipt', receipt: frame.receipt })
          return
        case 'conversation':
          setReadOnly(frame.readOnly)
          return
        case 'present':
        case 'pong':
          return
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [viewerId, markRead, nameOf, t, header.id],
  )
  const onFrameRef = useRef(onFrame)
  onFrameRef.current = onFrame

  function refusalText(reason: ConversationRefusal) {
    return t(`refusals.${reason}`, { max: MESSAGING_LIMITS.messageMaxLength })
  }

  // the socket, once hydrated
  useEffect(() => {
    let cancelled = false
    let conn: ConversationConnection | null = null
    void import('./conversation-client').then(({ connectConversation }) => {
      if (cancelled) return
      conn = connectConversation(header.id, {
        onFrame: (frame) => onFrameRef.current(frame),
        onStatus: setStatus,
        highestSeq: () => highestSeq(stateRef.current),
      })
      connection.current = conn
      // anything typed before the client loaded goes out now
      for (const pending of stateRef.current.pending) conn.send(sendFrameOf(pending))
    })
    const onVisible = () => markRead()
    document.addEventListener('visibilitychange', onVisible)
    window.addEventListener('focus', onVisible)
    return () => {
      cancelled = true
      document.removeEventListener('visibilitychange', onVisible)
      window.removeEventListener('focus', onVisible)
      conn?.close()
      connection.current = null
    }
  }, [header.id, markRead])

  // typing indicators expire on their own (TYPING.displayExpiryMs)
  useEffect(() => {
    if (typing.size === 0) return
    const soonest = Math.min(...[...typing.values()].map((v) => v.until))
    const timer = setTimeout(
      () => setTyping((current) => new Map([...current].filter(([, v]) => v.until > Date.now()))),
      Math.max(50, soonest - Date.now()),
    )
    return () => clearTimeout(timer)
  }, [typing])

  // keep the view at the newest message, and in place when an older page comes in above
  useLayoutEffect(() => {
    const log = logRef.current
    if (!log) return
    if (keepScroll.current) {
      log.scrollTop = keepScroll.current.top + (log.scrollHeight - keepScroll.current.height)
      keepScroll.current = null
    } else if (stickToBottom.current) log.scrollTop = log.scrollHeight
  }, [state.messages, state.pending])

  const loadOlder = useCallback(() => {
    const first = stateRef.current.messages[0]
    if (!stateRef.current.more || !first || loadingOlder) return
    if (connection.current?.post({ type: 'history', before: first.seq })) setLoadingOlder(true)
  }, [loadingOlder])

  function onScroll() {
    const log = logRef.current
    if (!log) return
    stickToBottom.current = log.scrollHeight - log.scrollTop - log.clientHeight < 80
    if (log.scrollTop < 40) loadOlder()
  }

  return {
    state,
    dispatch,
    readOnly,
    status,
    typing,
    loadingOlder,
    announcement,
    connection,
    logRef,
    stickToBottom,
    loadOlder,
    onScroll,
    refusalText,
  }
}

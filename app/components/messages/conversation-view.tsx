import { Await, Form, Link } from '@remix-run/react'
import { ArrowLeft, Check, CheckCheck, Clock, Ellipsis, ImagePlus, Reply, X } from 'lucide-react'
import {
  Fragment,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import { useTranslation } from 'react-i18next'
import { AvatarPreview } from '~/components/members/member-avatar'
import { Button, buttonVariants } from '~/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { conversationChanged } from '~/components/notifications/conversation-store'
import { toast } from '~/components/ui/use-toast'
import { MESSAGING_LIMITS, QUICK_REACTIONS, TYPING } from '~/models/messaging/limits'
import type { ChatMessage, ConversationRefusal } from '~/models/messaging/realtime'
import type { RoomPage } from '~/models/messaging/room-api'
import { cn } from '~/utils/cn'
import { useHydrated } from '~/utils/use-hydrated'
import type { ConversationConnection, ConnectionStatus, RoomFrame } from './conversation-client'
import { GroupOptions } from './group-options'
import { ReportConversationButton, ReportMessagesDialog } from './report-conversation'
import { highestSeq, newTxnId, ownStatus, threadReducer, type OwnStatus, type PendingMessage } from './thread-state'

export type ConversationMember = { userId: string; displayName: string | null; avatarUrl: string | null; showOnlineStatus: boolean }
export type ConversationHeaderView = {
  id: string
  isDirect: boolean
  title: string | null
  others: ConversationMember[]
  readOnly: boolean
}
export type PresenceView = { online: true } | { online: false; lastSeen: string | null }

export type ConversationViewProps = {
  header: ConversationHeaderView
  page: RoomPage
  presence: Promise<PresenceView | null> | PresenceView | null
  viewerId: string
  /** The no-JavaScript form's transaction id (a form posted twice sends once). */
  txnId: string
  /** The no-JavaScript form's refusal, with what was typed. */
  sendError: { reason: ConversationRefusal; content: string } | null
  /** Friends who are not in the group yet (the group options' add form). */
  addable: { id: string; displayName: string | null }[]
  /** The group options' refusal (a message key). */
  groupError: string | null
}

const GROUP_GAP_MS = 5 * 60_000
const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 dark:focus-visible:outline-violet-300'

/** The name of a conversation: a group's title, else the other members' names. */
export function conversationName(header: Pick<ConversationHeaderView, 'title' | 'others'>, anonymous: string) {
  return header.title || header.others.map((o) => o.displayName ?? anonymous).join(', ') || anonymous
}

/**
 * The open conversation (issue 36): its header, the messages (server-rendered from the room's
 * latest page, then live), the composer. Its code is a lazyHydrated part: only a page with an open
 * conversation loads it, and the socket client (conversation-client.ts) comes after hydration.
 */
export function ConversationView({ header, page, presence, viewerId, txnId, sendError, addable, groupError }: ConversationViewProps) {
  const { t, i18n } = useTranslation('messages')
  const hydrated = useHydrated()
  const anonymous = t('list.anonymous')
  const name = conversationName(header, anonymous)
  const names = useMemo(() => {
    const map = new Map(header.others.map((o) => [o.userId, o.displayName ?? anonymous]))
    map.set(viewerId, t('conversation.you'))
    return map
  }, [header.others, viewerId, anonymous, t])
  const nameOf = useCallback((id: string | null) => (id ? (names.get(id) ?? anonymous) : anonymous), [names, anonymous])

  const [state, dispatch] = useReducer(threadReducer, { messages: page.messages, pending: [], more: page.more, receipts: page.receipts })
  const [readOnly, setReadOnly] = useState(page.readOnly || header.readOnly)
  const [status, setStatus] = useState<ConnectionStatus | null>(null)
  const [typing, setTyping] = useState<Map<string, { name: string; until: number }>>(new Map())
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null)
  const [editing, setEditing] = useState<ChatMessage | null>(null)
  const [draft, setDraft] = useState(sendError?.content ?? '')
  const [photo, setPhoto] = useState<{ key: string; previewUrl: string } | null>(null)
  const [photoAlt, setPhotoAlt] = useState('')
  const [uploading, setUploading] = useState(false)
  /** The report dialog: one message, or the whole conversation (null). */
  const [reporting, setReporting] = useState<{ messageId: string | null } | null>(null)
  const closeReport = useCallback(() => setReporting(null), [])

  const connection = useRef<ConversationConnection | null>(null)
  const stateRef = useRef(state)
  stateRef.current = state
  const logRef = useRef<HTMLDivElement>(null)
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const lastTypingSent = useRef(0)
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

  function sendFrameOf(pending: PendingMessage) {
    return {
      txnId: pending.txnId,
      content: pending.content,
      replyToId: pending.replyTo?.id ?? null,
      photo: pending.photo ? { key: pending.photo.key, alt: pending.photo.alt } : null,
    }
  }

  function stopTyping() {
    if (lastTypingSent.current !== 0) connection.current?.post({ type: 'stop_typing' })
    lastTypingSent.current = 0
  }

  function onDraftChange(value: string) {
    setDraft(value)
    if (editing) return
    if (value.trim() === '') return stopTyping()
    const now = Date.now()
    if (now - lastTypingSent.current >= TYPING.sendSuppressMs && connection.current?.post({ type: 'typing' })) lastTypingSent.current = now
  }

  function submit(event?: FormEvent) {
    const content = draft.trim()
    if (!connection.current && hydrated === false) return // the plain form posts
    event?.preventDefault()
    if (editing) {
      if (content && content !== editing.content) connection.current?.post({ type: 'edit', messageId: editing.id, content })
      setEditing(null)
      setDraft('')
      return
    }
    if (!content && !photo) return
    if (content.length > MESSAGING_LIMITS.messageMaxLength) {
      toast({ title: t('toasts.error'), description: `${t('toasts.send')}: ${refusalText('tooLong')}`, variant: 'destructive' })
      return
    }
    const pending: PendingMessage = {
      txnId: newTxnId(),
      content,
      replyTo: replyTo
        ? { id: replyTo.id, senderId: replyTo.senderId, excerpt: replyTo.content.slice(0, 120), unsent: replyTo.unsentAt != null }
        : null,
      photo: photo ? { key: photo.key, alt: photoAlt.trim(), previewUrl: photo.previewUrl } : null,
      createdAt: Date.now(),
    }
    dispatch({ type: 'queue', pending })
    connection.current?.send(sendFrameOf(pending))
    stopTyping()
    stickToBottom.current = true
    setDraft('')
    setReplyTo(null)
    setPhoto(null)
    setPhotoAlt('')
    textareaRef.current?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    } else if (event.key === 'Escape' && (replyTo || editing)) {
      setReplyTo(null)
      if (editing) {
        setEditing(null)
        setDraft('')
      }
    }
  }

  async function attach(file: File) {
    setUploading(true)
    try {
      const body = new FormData()
      body.append('photo', file)
      const response = await fetch(`/api/messages/${encodeURIComponent(header.id)}/photos`, { method: 'POST', body })
      const json = (await response.json().catch(() => null)) as { key?: string } | null
      if (!response.ok || !json?.key) throw new Error('upload')
      setPhoto({ key: json.key, previewUrl: URL.createObjectURL(file) })
    } catch {
      toast({ title: t('toasts.error'), description: t('composer.uploadFailed'), variant: 'destructive' })
    } finally {
      setUploading(false)
    }
  }

  function react(message: ChatMessage, emoji: string) {
    const on = !message.reactions.some((r) => r.emoji === emoji && r.userIds.includes(viewerId))
    if (!connection.current?.post({ type: 'react', messageId: message.id, emoji, on }))
      toast({ title: t('toasts.error'), description: t('toasts.react'), variant: 'destructive' })
  }

  function scrollToMessage(id: string) {
    const target = document.getElementById(`message-${id}`)
    if (!target) return
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' })
    target.focus({ preventScroll: true })
  }

  // times: UTC in the server's render (its zone is not the reader's), the reader's once hydrated
  const timeZone = hydrated ? undefined : 'UTC'
  const timeFormat = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit', timeZone }),
    [i18n.language, timeZone],
  )
  const dayFormat = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone }), [i18n.language, timeZone])
  const dayKey = useMemo(() => new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone }), [timeZone])
  const dayLabel = (ms: number) => {
    const key = dayKey.format(ms)
    if (key === dayKey.format(Date.now())) return t('conversation.today')
    if (key === dayKey.format(Date.now() - 86_400_000)) return t('conversation.yesterday')
    return dayFormat.format(ms)
  }

  const typingNames = [...typing.values()].map((v) => v.name)
  const typingText =
    typingNames.length === 0
      ? ''
      : typingNames.length === 1
        ? t('conversation.typing', { name: typingNames[0] })
        : t('conversation.typingSeveral')
  const left = MESSAGING_LIMITS.messageMaxLength - draft.trim().length
  const other = header.isDirect ? header.others[0] : undefined

  return (
    <section
      aria-labelledby="conversation-title"
      className="flex h-[calc(100dvh-9rem)] min-h-[28rem] flex-col md:h-[min(44rem,calc(100dvh-12rem))]"
    >
      <header className="flex items-center gap-3 border-b border-neutral-200 px-4 py-3 dark:border-neutral-800">
        <Link
          to="/messages"
          className={cn(buttonVariants({ variant: 'ghost', size: 'icon', shape: 'pill' }), 'md:hidden')}
          aria-label={t('conversation.back')}
        >
          <ArrowLeft aria-hidden className="size-5 rtl:rotate-180" />
        </Link>
        {other ? <AvatarPreview url={other.avatarUrl} config={null} name={other.displayName ?? anonymous} size={40} /> : null}
        <div className="min-w-0 flex-1">
          <h2 id="conversation-title" className="truncate text-lg font-bold text-neutral-950 dark:text-white">
            {other ? (
              <Link to={`/user/${other.userId}`} className={cn('rounded-sm underline-offset-2 hover:underline', FOCUS)}>
                {name}
              </Link>
            ) : (
              name
            )}
          </h2>
          <p className="truncate text-sm text-neutral-700 dark:text-neutral-300">
            {header.isDirect ? <HeaderPresence presence={presence} /> : t('conversation.members', { count: header.others.length + 1 })}
          </p>
        </div>
        {!header.isDirect && (
          <GroupOptions
            conversationId={header.id}
            title={header.title ?? ''}
            others={header.others}
            addable={addable}
            readOnly={readOnly}
            error={groupError}
          />
        )}
        <ReportConversationButton conversationId={header.id} hydrated={hydrated} onOpen={() => setReporting({ messageId: null })} />
      </header>
      {reporting && (
        <Suspense fallback={null}>
          <ReportMessagesDialog conversationId={header.id} messageId={reporting.messageId} onClose={closeReport} />
        </Suspense>
      )}

      <div
        ref={logRef}
        onScroll={onScroll}
        role="log"
        aria-label={t('conversation.messagesLabel', { name })}
        // a scrolling region must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className={cn('flex-1 overflow-y-auto px-3 py-4 sm:px-4', FOCUS)}
      >
        {state.more ? (
          <p className="mb-4 text-center">
            {hydrated ? (
              <Button type="button" variant="subtle" size="sm" shape="pill" onClick={loadOlder} disabled={loadingOlder}>
                {loadingOlder ? t('conversation.loadingOlder') : t('conversation.loadOlder')}
              </Button>
            ) : (
              <Link
                to={`/messages?conversation=${encodeURIComponent(header.id)}&older=${state.messages[0]?.seq ?? 0}`}
                className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-violet-300"
              >
                {t('conversation.loadOlder')}
              </Link>
            )}
          </p>
        ) : (
          <p className="mb-4 text-center text-sm text-neutral-600 dark:text-neutral-400">{t('conversation.beginning')}</p>
        )}
        <ol className="flex flex-col gap-0.5">
          {state.messages.map((message, index) => {
            const previous = state.messages[index - 1]
            const newDay = !previous || dayKey.format(previous.createdAt) !== dayKey.format(message.createdAt)
            const grouped =
              !newDay &&
              previous != null &&
              previous.type !== 'system' &&
              message.type !== 'system' &&
              previous.senderId === message.senderId &&
              message.createdAt - previous.createdAt < GROUP_GAP_MS
            return (
              <Fragment key={message.id}>
                {newDay && (
                  <li className="my-3 text-center text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
                    <span className="rounded-full bg-neutral-100 px-3 py-1 dark:bg-neutral-800">{dayLabel(message.createdAt)}</span>
                  </li>
                )}
                <MessageItem
                  message={message}
                  own={message.senderId === viewerId}
                  grouped={grouped}
                  showSender={!header.isDirect}
                  senderName={nameOf(message.senderId)}
                  nameOf={nameOf}
                  time={timeFormat.format(message.createdAt)}
                  status={message.senderId === viewerId ? ownStatus(message.seq, state.receipts, viewerId) : null}
                  viewerId={viewerId}
                  interactive={hydrated && !readOnly}
                  // also in a read-only conversation: a member may report what was said before a block
                  onReport={hydrated && message.senderId !== viewerId ? () => setReporting({ messageId: message.id }) : undefined}
                  onReply={() => {
                    setEditing(null)
                    setReplyTo(message)
                    textareaRef.current?.focus()
                  }}
                  onEdit={() => {
                    setReplyTo(null)
                    setEditing(message)
                    setDraft(message.content)
                    textareaRef.current?.focus()
                  }}
                  onUnsend={() => connection.current?.post({ type: 'unsend', messageId: message.id })}
                  onReact={(emoji) => react(message, emoji)}
                  onQuote={scrollToMessage}
                />
              </Fragment>
            )
          })}
          {state.pending.map((pending) => (
            <MessageItem
              key={pending.txnId}
              message={{
                id: pending.txnId,
                seq: 0,
                senderId: viewerId,
                txnId: pending.txnId,
                content: pending.content,
                type: pending.photo ? 'image' : 'text',
                replyTo: pending.replyTo,
                photo: pending.photo?.previewUrl
                  ? { url: pending.photo.previewUrl, alt: pending.photo.alt, width: null, height: null }
                  : null,
                reactions: [],
                system: null,
                createdAt: pending.createdAt,
                editedAt: null,
                unsentAt: null,
              }}
              own
              grouped={false}
              showSender={false}
              senderName={t('conversation.you')}
              nameOf={nameOf}
              time={timeFormat.format(pending.createdAt)}
              status="sending"
              viewerId={viewerId}
              interactive={false}
              onReply={() => {}}
              onEdit={() => {}}
              onUnsend={() => {}}
              onReact={() => {}}
              onQuote={scrollToMessage}
            />
          ))}
        </ol>
      </div>

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <p aria-live="polite" className="min-h-6 px-4 text-sm text-neutral-700 italic dark:text-neutral-300" data-testid="typing">
        {typingText}
      </p>
      {status === 'closed' && (
        <p role="status" className="px-4 pb-1 text-sm text-amber-800 dark:text-amber-300">
          {t('conversation.offline')}
        </p>
      )}

      {readOnly ? (
        <p className="border-t border-neutral-200 px-4 py-4 text-neutral-800 dark:border-neutral-800 dark:text-neutral-200">
          {t('conversation.readOnlyNote')}
        </p>
      ) : (
        <Form method="post" onSubmit={submit} className="border-t border-neutral-200 px-3 py-3 sm:px-4 dark:border-neutral-800">
          <input type="hidden" name="intent" value="send" />
          <input type="hidden" name="conversationId" value={header.id} />
          <input type="hidden" name="txnId" value={txnId} />
          {sendError && !hydrated && (
            <p role="alert" className="mb-2 text-sm font-semibold text-red-800 dark:text-red-300">
              {t('toasts.send')}: {refusalText(sendError.reason)}
            </p>
          )}
          {(replyTo || editing) && (
            <div className="mb-2 flex items-center gap-2 rounded-lg bg-neutral-100 px-3 py-2 text-sm dark:bg-neutral-800">
              <Reply aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
              <p className="min-w-0 flex-1 truncate text-neutral-800 dark:text-neutral-200">
                {editing ? t('composer.editing') : t('composer.replyingTo', { name: nameOf(replyTo!.senderId) })}
                {replyTo && (
                  <span className="ms-2 text-neutral-600 dark:text-neutral-400">{replyTo.content || t('conversation.unsent')}</span>
                )}
              </p>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                shape="pill"
                className="size-8"
                aria-label={editing ? t('composer.cancelEdit') : t('composer.cancelReply')}
                onClick={() => {
                  setReplyTo(null)
                  if (editing) {
                    setEditing(null)
                    setDraft('')
                  }
                }}
              >
                <X aria-hidden className="size-4" />
              </Button>
            </div>
          )}
          {photo && (
            <div className="mb-2 flex items-center gap-3">
              <img src={photo.previewUrl} alt="" className="size-16 rounded-lg object-cover" />
              <label className="flex-1 text-sm">
                <span className="block font-medium text-neutral-800 dark:text-neutral-200">{t('composer.alt')}</span>
                <input
                  value={photoAlt}
                  onChange={(e) => setPhotoAlt(e.target.value)}
                  maxLength={MESSAGING_LIMITS.photoAltMaxLength}
                  className="mt-1 w-full rounded-lg border border-neutral-300 bg-white px-2 py-1 dark:border-neutral-700 dark:bg-neutral-900"
                />
              </label>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                shape="pill"
                aria-label={t('composer.removePhoto')}
                onClick={() => setPhoto(null)}
              >
                <X aria-hidden className="size-4" />
              </Button>
            </div>
          )}
          <div className="flex items-end gap-2">
            {hydrated && !editing && (
              <label
                className={cn(
                  buttonVariants({ variant: 'ghost', size: 'icon', shape: 'pill' }),
                  'cursor-pointer focus-within:outline-2 focus-within:outline-brand-700',
                )}
                title={t('composer.attach')}
              >
                <ImagePlus aria-hidden className="size-5" />
                <span className="sr-only">{uploading ? t('composer.uploading') : t('composer.attach')}</span>
                <input
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className="sr-only"
                  disabled={uploading}
                  onChange={(e) => {
                    const file = e.target.files?.[0]
                    e.target.value = ''
                    if (file) void attach(file)
                  }}
                />
              </label>
            )}
            <label className="min-w-0 flex-1">
              <span className="sr-only">{t('composer.label')}</span>
              <textarea
                ref={textareaRef}
                name="content"
                rows={1}
                required={!hydrated}
                value={draft}
                onChange={(e) => onDraftChange(e.target.value)}
                onKeyDown={onKeyDown}
                onBlur={stopTyping}
                placeholder={t('composer.placeholder')}
                maxLength={MESSAGING_LIMITS.messageMaxLength}
                aria-describedby="composer-hint"
                className="max-h-40 min-h-10 w-full resize-y rounded-2xl border border-neutral-300 bg-white px-4 py-2 text-neutral-950 placeholder:text-neutral-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-white dark:placeholder:text-neutral-400"
              />
            </label>
            <Button type="submit" shape="pill" disabled={uploading}>
              {editing ? t('composer.save') : t('composer.send')}
            </Button>
          </div>
          <p id="composer-hint" className="mt-1 flex justify-between gap-2 px-1 text-xs text-neutral-600 dark:text-neutral-400">
            <span>{t('composer.hint')}</span>
            {left <= 200 && <span aria-live="polite">{t('composer.left', { count: Math.max(0, left) })}</span>}
          </p>
        </Form>
      )}
    </section>
  )
}

/**
 * 'Online' or 'Last seen …' under a direct conversation's name. Memoized: the view re-renders as
 * soon as it hydrates and with every frame, and an update reaching this Suspense boundary while it
 * still waits for the streamed presence would make React throw its hydration away (error 421).
 */
const HeaderPresence = memo(function HeaderPresence({ presence }: { presence: ConversationViewProps['presence'] }) {
  const { t } = useTranslation('messages')
  return (
    <Suspense fallback={null}>
      <Await resolve={presence} errorElement={null}>
        {(p) =>
          p == null ? null : p.online ? (
            <span className="inline-flex items-center gap-1.5 font-semibold text-emerald-800 dark:text-emerald-300">
              <span aria-hidden className="size-2 rounded-full bg-emerald-600" />
              {t('conversation.online')}
            </span>
          ) : p.lastSeen ? (
            t('conversation.lastSeen', { when: p.lastSeen })
          ) : null
        }
      </Await>
    </Suspense>
  )
})

function MessageItem({
  message,
  own,
  grouped,
  showSender,
  senderName,
  nameOf,
  time,
  status,
  viewerId,
  interactive,
  onReply,
  onEdit,
  onUnsend,
  onReact,
  onQuote,
  onReport,
}: {
  message: ChatMessage
  own: boolean
  grouped: boolean
  showSender: boolean
  senderName: string
  nameOf: (id: string | null) => string
  time: string
  status: OwnStatus | null
  viewerId: string
  interactive: boolean
  onReply: () => void
  onEdit: () => void
  onUnsend: () => void
  onReact: (emoji: string) => void
  onQuote: (id: string) => void
  /** Someone else's message: its menu offers 'Report'. */
  onReport?: () => void
}) {
  const { t } = useTranslation('messages')
  if (message.type === 'system' && message.system) {
    const event = message.system
    const actor = event.actorId ? nameOf(event.actorId) : t('system.someone')
    return (
      <li className="my-2 text-center text-sm text-neutral-700 dark:text-neutral-300">
        {t(`system.${event.kind}`, { actor, title: event.title ?? '', names: event.userIds.map(nameOf).join(', ') })}
      </li>
    )
  }
  const unsent = message.unsentAt != null
  return (
    <li
      id={`message-${message.id}`}
      tabIndex={-1}
      className={cn('group flex flex-col outline-none', own ? 'items-end' : 'items-start', !grouped && 'mt-3')}
      data-testid="message"
    >
      {showSender && !own && !grouped && (
        <span className="mb-0.5 px-3 text-xs font-semibold text-neutral-700 dark:text-neutral-300">{senderName}</span>
      )}
      <div className={cn('flex max-w-[85%] items-center gap-1 sm:max-w-[70%]', own && 'flex-row-reverse')}>
        <div
          className={cn(
            'min-w-0 rounded-2xl px-3 py-2 break-words whitespace-pre-wrap',
            own
              ? 'rounded-ee-md bg-brand-700 text-white dark:bg-violet-400 dark:text-neutral-950'
              : 'rounded-es-md bg-neutral-100 text-neutral-950 dark:bg-neutral-800 dark:text-white',
            unsent && 'bg-transparent italic ring-1 ring-neutral-300 dark:bg-transparent dark:ring-neutral-700',
            unsent && (own ? 'text-neutral-700 dark:text-neutral-300' : ''),
          )}
        >
          {message.replyTo && !unsent && (
            <button
              type="button"
              onClick={() => onQuote(message.replyTo!.id)}
              className={cn(
                'mb-1 block w-full rounded-lg border-s-4 px-2 py-1 text-start text-sm',
                own ? 'border-white/70 bg-white/15' : 'border-brand-700 bg-white/70 dark:border-violet-300 dark:bg-black/20',
                FOCUS,
              )}
            >
              <span className="block text-xs font-semibold">{t('conversation.inReplyTo', { name: nameOf(message.replyTo.senderId) })}</span>
              <span className="line-clamp-2">{message.replyTo.unsent ? t('conversation.unsent') : message.replyTo.excerpt}</span>
            </button>
          )}
          {unsent ? (
            t('conversation.unsent')
          ) : (
            <>
              {message.photo && (
                <img
                  src={message.photo.url}
                  alt={message.photo.alt || t('conversation.photo')}
                  width={message.photo.width ?? undefined}
                  height={message.photo.height ?? undefined}
                  loading="lazy"
                  className="mb-1 max-h-80 rounded-lg object-contain"
                />
              )}
              {message.content}
            </>
          )}
        </div>
        {(interactive || onReport) && !unsent && (
          <MessageMenu
            message={message}
            own={own}
            readOnly={!interactive}
            onReply={onReply}
            onEdit={onEdit}
            onUnsend={onUnsend}
            onReact={onReact}
            onReport={onReport}
          />
        )}
      </div>
      {message.reactions.length > 0 && !unsent && (
        <ul aria-label={t('conversation.reactionsLabel')} className={cn('-mt-1 flex flex-wrap gap-1 px-2', own && 'justify-end')}>
          {message.reactions.map((reaction) => {
            const mine = reaction.userIds.includes(viewerId)
            return (
              <li key={reaction.emoji}>
                <button
                  type="button"
                  disabled={!interactive}
                  aria-pressed={mine}
                  aria-label={t('conversation.reaction', { emoji: reaction.emoji, count: reaction.userIds.length })}
                  onClick={() => onReact(reaction.emoji)}
                  className={cn(
                    'rounded-full border px-2 py-0.5 text-sm',
                    mine
                      ? 'border-brand-700 bg-brand-50 text-brand-900 dark:border-violet-300 dark:bg-violet-950 dark:text-violet-100'
                      : 'border-neutral-300 bg-white text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100',
                    FOCUS,
                  )}
                >
                  {reaction.emoji} {reaction.userIds.length}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {!grouped || status ? (
        <p className="mt-0.5 flex items-center gap-1 px-2 text-xs text-neutral-600 dark:text-neutral-400">
          <span>{time}</span>
          {message.editedAt && !unsent && <span>· {t('conversation.edited')}</span>}
          {status && <StatusMark status={status} />}
        </p>
      ) : message.editedAt && !unsent ? (
        <p className="px-2 text-xs text-neutral-600 dark:text-neutral-400">{t('conversation.edited')}</p>
      ) : null}
    </li>
  )
}

function StatusMark({ status }: { status: OwnStatus }) {
  const { t } = useTranslation('messages')
  const Icon = status === 'sending' ? Clock : status === 'sent' ? Check : CheckCheck
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', status === 'read' && 'font-semibold text-brand-700 dark:text-violet-300')}
      data-status={status}
    >
      <Icon aria-hidden className="size-3.5" />
      {t(`conversation.status.${status}`)}
    </span>
  )
}

function MessageMenu({
  message,
  own,
  readOnly,
  onReply,
  onEdit,
  onUnsend,
  onReact,
  onReport,
}: {
  message: ChatMessage
  own: boolean
  /** A read-only conversation (a block): copy and report only. */
  readOnly: boolean
  onReply: () => void
  onEdit: () => void
  onUnsend: () => void
  onReact: (emoji: string) => void
  onReport?: () => void
}) {
  const { t } = useTranslation('messages')
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'rounded-full p-1.5 text-neutral-700 opacity-60 group-hover:opacity-100 hover:bg-neutral-900/5 focus-visible:opacity-100 dark:text-neutral-300 dark:hover:bg-white/10',
          FOCUS,
        )}
        aria-label={t('menu.label')}
      >
        <Ellipsis aria-hidden className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align={own ? 'end' : 'start'}>
        {!readOnly && (
          <>
            <DropdownMenuItem onSelect={onReply}>{t('menu.reply')}</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t('menu.react')}</DropdownMenuLabel>
            <DropdownMenuGroup className="flex flex-wrap gap-0.5 px-1">
              {QUICK_REACTIONS.map((emoji) => (
                <DropdownMenuItem key={emoji} onSelect={() => onReact(emoji)} className="justify-center px-2 text-lg">
                  {emoji}
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
          </>
        )}
        {message.content && (
          <DropdownMenuItem
            onSelect={() => {
              void navigator.clipboard?.writeText(message.content).then(() => toast({ title: t('menu.copied') }))
            }}
          >
            {t('menu.copy')}
          </DropdownMenuItem>
        )}
        {own && !readOnly && message.type === 'text' && <DropdownMenuItem onSelect={onEdit}>{t('menu.edit')}</DropdownMenuItem>}
        {own && !readOnly && <DropdownMenuItem onSelect={onUnsend}>{t('menu.unsend')}</DropdownMenuItem>}
        {onReport && (
          <DropdownMenuItem onSelect={onReport} onFocus={() => void ReportMessagesDialog.preload()}>
            {t('menu.report')}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

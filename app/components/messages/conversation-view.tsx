import { Link } from '@remix-run/react'
import { Fragment, Suspense, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { toast } from '~/components/ui/use-toast'
import type { ChatMessage } from '~/models/messaging/realtime'
import { cn } from '~/utils/cn'
import { useHydrated } from '~/utils/use-hydrated'
import { ConversationComposer } from './conversation-composer'
import { ConversationHeader } from './conversation-header'
import { FOCUS } from './conversation-styles'
import type { ConversationHeaderView, ConversationViewProps } from './conversation-types'
import { MessageItem } from './message-item'
import { ReportMessagesDialog } from './report-conversation'
import { ownStatus } from './thread-state'
import { useConversationComposer } from './use-conversation-composer'
import { useConversationRoom } from './use-conversation-room'
import { useMessageTimes } from './use-message-times'

const GROUP_GAP_MS = 5 * 60_000

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
  const { t } = useTranslation('messages')
  const hydrated = useHydrated()
  const anonymous = t('list.anonymous')
  const name = conversationName(header, anonymous)
  const names = useMemo(() => {
    const map = new Map(header.others.map((o) => [o.userId, o.displayName ?? anonymous]))
    map.set(viewerId, t('conversation.you'))
    return map
  }, [header.others, viewerId, anonymous, t])
  const nameOf = useCallback((id: string | null) => (id ? (names.get(id) ?? anonymous) : anonymous), [names, anonymous])

  const {
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
  } = useConversationRoom({ header, page, viewerId, nameOf })
  const composer = useConversationComposer({
    conversationId: header.id,
    hydrated,
    sendError,
    connection,
    dispatch,
    stickToBottom,
    refusalText,
  })
  const { setReplyTo, setEditing, setDraft, textareaRef } = composer
  /** The report dialog: one message, or the whole conversation (null). */
  const [reporting, setReporting] = useState<{ messageId: string | null } | null>(null)
  const closeReport = useCallback(() => setReporting(null), [])

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

  const { timeFormat, dayKey, dayLabel } = useMessageTimes(hydrated)

  const typingNames = [...typing.values()].map((v) => v.name)
  const typingText =
    typingNames.length === 0
      ? ''
      : typingNames.length === 1
        ? t('conversation.typing', { name: typingNames[0] })
        : t('conversation.typingSeveral')

  return (
    <section
      aria-labelledby="conversation-title"
      className="flex h-[calc(100dvh-9rem)] min-h-[28rem] flex-col md:h-[min(44rem,calc(100dvh-12rem))]"
    >
      <ConversationHeader
        header={header}
        name={name}
        presence={presence}
        addable={addable}
        readOnly={readOnly}
        groupError={groupError}
        hydrated={hydrated}
        onReport={() => setReporting({ messageId: null })}
      />
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
        <ConversationComposer
          composer={composer}
          conversationId={header.id}
          txnId={txnId}
          sendError={sendError}
          hydrated={hydrated}
          nameOf={nameOf}
          refusalText={refusalText}
        />
      )}
    </section>
  )
}

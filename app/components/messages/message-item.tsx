import { Check, CheckCheck, Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ChatMessage } from '~/models/messaging/realtime'
import { cn } from '~/utils/cn'
import { FOCUS } from './conversation-styles'
import { MessageMenu } from './message-menu'
import type { OwnStatus } from './thread-state'

/** One message of the conversation (or a system line): its bubble, quote, photo, reactions, time and status. */
export function MessageItem({
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
              <span dir="auto" className="line-clamp-2">
                {message.replyTo.unsent ? t('conversation.unsent') : message.replyTo.excerpt}
              </span>
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
              {/* members write in any language: each text takes its own direction (an English message in Arabic's layout) */}
              <span dir="auto">{message.content}</span>
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

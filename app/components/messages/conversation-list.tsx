import { Await, Link } from '@remix-run/react'
import { Lock, UsersRound } from 'lucide-react'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { AvatarPreview } from '~/components/members/member-avatar'
import { cn } from '~/utils/cn'

export type ConversationListEntry = {
  id: string
  isDirect: boolean
  title: string | null
  others: { userId: string; displayName: string | null; avatarUrl: string | null; showOnlineStatus: boolean }[]
  lastMessagePreview: string | null
  lastMessageSenderId: string | null
  lastMessageType: string | null
  unreadCount: number
  readOnly: boolean
  /** The last message's time in words, from the server. */
  when: string | null
}

/** What the list says of a conversation's last message (never more than D1's preview). */
export function previewText(
  item: Pick<ConversationListEntry, 'lastMessagePreview' | 'lastMessageSenderId' | 'lastMessageType' | 'when'>,
  viewerId: string,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  if (item.when == null && !item.lastMessageType) return t('list.noMessages')
  let text: string
  if (item.lastMessageType === 'image' && !item.lastMessagePreview) text = t('list.photo')
  else if (!item.lastMessagePreview) text = item.lastMessageType === 'system' ? '' : t('list.unsent')
  else text = item.lastMessagePreview
  return item.lastMessageSenderId === viewerId && text ? t('list.you', { text }) : text
}

/**
 * /messages' conversation list: newest first, the other member's avatar and name (or the group's
 * title), the last message's preview and time, the unread count, an online dot (streamed: the
 * presence answers never hold the page) and a read-only mark.
 */
export function ConversationList({
  items,
  activeId,
  presence,
  viewerId,
}: {
  items: ConversationListEntry[]
  activeId: string | null
  presence: Promise<string[]> | string[]
  viewerId: string
}) {
  const { t } = useTranslation('messages')
  const anonymous = t('list.anonymous')
  if (items.length === 0)
    return (
      <div className="p-6 text-center">
        <p className="font-semibold text-neutral-950 dark:text-white">{t('list.empty')}</p>
        <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{t('list.emptyHint')}</p>
      </div>
    )
  return (
    <ul className="divide-y divide-neutral-200 dark:divide-neutral-800" data-testid="conversation-list">
      {items.map((item) => {
        const name = item.title || item.others.map((o) => o.displayName ?? anonymous).join(', ') || anonymous
        const other = item.isDirect ? item.others[0] : undefined
        const active = item.id === activeId
        const preview = previewText(item, viewerId, t)
        return (
          <li key={item.id}>
            <Link
              to={`/messages?conversation=${encodeURIComponent(item.id)}`}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 px-4 py-3 hover:bg-neutral-900/5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 dark:hover:bg-white/5 dark:focus-visible:outline-violet-300',
                active && 'bg-brand-50 dark:bg-violet-950/60',
              )}
            >
              <span className="relative shrink-0">
                {other ? (
                  <AvatarPreview url={other.avatarUrl} config={null} name={other.displayName ?? anonymous} size={44} />
                ) : (
                  <span className="flex size-11 items-center justify-center rounded-full bg-neutral-200 text-neutral-800 dark:bg-neutral-700 dark:text-neutral-100">
                    <UsersRound aria-hidden className="size-5" />
                  </span>
                )}
                {other?.showOnlineStatus && (
                  <Suspense fallback={null}>
                    <Await resolve={presence} errorElement={null}>
                      {(online) =>
                        online.includes(other.userId) ? (
                          <span className="absolute end-0 bottom-0 size-3 rounded-full bg-emerald-600 ring-2 ring-white dark:ring-neutral-950">
                            <span className="sr-only">{t('list.online')}</span>
                          </span>
                        ) : null
                      }
                    </Await>
                  </Suspense>
                )}
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={cn('truncate text-neutral-950 dark:text-white', item.unreadCount > 0 ? 'font-bold' : 'font-semibold')}>
                    {!item.isDirect && <span className="sr-only">{t('list.group')}: </span>}
                    {name}
                  </span>
                  {item.when && <span className="shrink-0 text-xs text-neutral-600 dark:text-neutral-400">{item.when}</span>}
                </span>
                <span className="flex items-center justify-between gap-2">
                  {/* the preview in its own direction (an English message in Arabic's layout), so it is cut at its own end */}
                  <span dir="auto" className="min-w-0 flex-1 truncate text-sm text-neutral-700 dark:text-neutral-300">
                    {preview}
                  </span>
                  {item.readOnly && (
                    <span className="inline-flex shrink-0 items-center gap-1 text-xs text-neutral-600 dark:text-neutral-400">
                      <Lock aria-hidden className="size-3" />
                      {t('list.readOnly')}
                    </span>
                  )}
                  {item.unreadCount > 0 && (
                    <span className="shrink-0 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white dark:bg-violet-300 dark:text-neutral-950">
                      <span aria-hidden>{item.unreadCount}</span>
                      <span className="sr-only">{t('list.unread', { count: item.unreadCount })}</span>
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

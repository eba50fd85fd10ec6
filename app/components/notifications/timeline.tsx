import { Form } from '@remix-run/react'
import { AtSign, Bell, CalendarDays, Heart, MessageCircle, MessagesSquare, ShieldCheck, UserPlus, UsersRound } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FOCUS_RING } from '~/components/ui/button'
import type { PanelActor, PanelItem } from '~/models/notifications/timeline'
import { cn } from '~/utils/cn'

/** Whether the timeline shows the item as unread. */
export function isUnread(item: PanelItem): boolean {
  if (item.source === 'notification' || item.source === 'group') return !item.read
  return item.source === 'conversation' && item.unread
}

/**
 * One line of the notification timeline (the header's panel and /notifications): icon, text,
 * time and the unread mark. Names follow SPEC §8: 'Someone' for a member the reader may not see,
 * 'Anonymous User' without a display name, 'Unknown User', 'Unknown Group'.
 */
export function TimelineContent({ item, now }: { item: PanelItem; now: number }) {
  const { t, i18n } = useTranslation('shell')
  const who = (actor: PanelActor) => (actor ? actor.name || t('notifications.anonymous') : t('notifications.someone'))
  let title: string
  let body: string | null = null
  switch (item.source) {
    case 'notification':
      title = item.title
      body = item.content
      break
    case 'group':
      title = t(`notifications.group.${item.type}`, { group: item.group ?? t('notifications.unknownGroup'), name: who(item.actor) })
      break
    case 'conversation':
      title = t('notifications.conversation', {
        name: item.with ? item.with.name || t('notifications.anonymous') : t('notifications.unknownUser'),
      })
      body = item.unread ? t('notifications.newMessages') : null
      break
    case 'like':
      title = t('notifications.liked', { name: who(item.actor) })
      break
    case 'comment':
      title = t('notifications.commented', { name: who(item.actor) })
      body = item.content
      break
  }
  return (
    <>
      <span aria-hidden className="mt-0.5 shrink-0 text-brand-700 dark:text-violet-300">
        {iconOf(item)}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-semibold text-neutral-900 dark:text-neutral-100">{title}</span>
        {body ? <span className="line-clamp-2 block text-sm font-normal text-neutral-700 dark:text-neutral-300">{body}</span> : null}
        <time dateTime={item.createdAt} className="block text-xs font-normal text-neutral-600 dark:text-neutral-400">
          {relativeTime(item.createdAt, now, i18n.language)}
        </time>
      </span>
      {isUnread(item) ? (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600 dark:bg-violet-300">
          <span className="sr-only">{t('notifications.unread')}</span>
        </span>
      ) : null}
    </>
  )
}

/**
 * A line of /notifications: a notification or crew notification is a POST form to
 * /notifications (marked read, then its action_url), the rest (conversations, likes, comments)
 * are links. Works without JavaScript.
 */
export function TimelineItem({ item, now }: { item: PanelItem; now: number }) {
  const rowClass = cn(
    'flex w-full items-start gap-3 rounded-lg px-3 py-2 text-start hover:bg-neutral-900/5 dark:hover:bg-white/10',
    isUnread(item) && 'bg-brand-50/70 dark:bg-violet-950/40',
    FOCUS_RING,
  )
  if (item.source === 'notification' || item.source === 'group')
    return (
      <Form method="post" action="/notifications">
        <input type="hidden" name="intent" value="read" />
        <input type="hidden" name="source" value={item.source} />
        <input type="hidden" name="id" value={item.id} />
        <button type="submit" className={rowClass}>
          <TimelineContent item={item} now={now} />
        </button>
      </Form>
    )
  return (
    <a href={item.actionUrl} className={rowClass}>
      <TimelineContent item={item} now={now} />
    </a>
  )
}

function iconOf(item: PanelItem): ReactNode {
  const size = 'size-5'
  switch (item.source) {
    case 'like':
      return <Heart className={size} />
    case 'comment':
      return <MessageCircle className={size} />
    case 'conversation':
      return <MessagesSquare className={size} />
    case 'group':
      return <UsersRound className={size} />
    case 'notification':
      if (item.kind === 'friend_request' || item.kind === 'friend_accepted') return <UserPlus className={size} />
      if (item.kind === 'mention') return <AtSign className={size} />
      if (item.kind === 'post_liked') return <Heart className={size} />
      if (item.kind === 'post_comment') return <MessageCircle className={size} />
      if (item.type === 'event') return <CalendarDays className={size} />
      if (item.type === 'system') return <ShieldCheck className={size} />
      return <Bell className={size} />
  }
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/** '5 minutes ago', 'yesterday', … in the reader's language ('now' under a minute). */
export function relativeTime(iso: string, now: number, language: string): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000)
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  for (const [unit, size] of UNITS) if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit)
  return format.format(0, 'second')
}

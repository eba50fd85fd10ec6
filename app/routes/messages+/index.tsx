import type { MetaFunction } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData, useLocation, useRevalidator } from '@remix-run/react'
import { MessagesSquare } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ConversationList } from '~/components/messages/conversation-list'
import { ConversationPane } from '~/components/messages/conversation-pane'
import { onConversationChange } from '~/components/notifications/conversation-store'
import { NewDirectPane } from '~/components/messages/new-direct'
import { NewGroupForm, NewGroupLink } from '~/components/messages/new-group'
import { toast } from '~/components/ui/use-toast'
import { APP_NAME } from '~/config'
import { cn } from '~/utils/cn'
import { messagesAction, type MessagesActionData } from './__messages/action.server'
import { messagesLoader } from './__messages/loader.server'

/**
 * /messages (SPEC §2, issue 36): the member's conversations, newest first, and the open one
 * beside them (`?conversation={id}`, the address the notification panel links to); below 768 px
 * one pane at a time, the conversation with a way back to the list. `?to={userId}` starts or
 * opens the direct conversation with a member (every "Message" link) and redirects to it. The
 * latest messages render from the server and a plain form sends, so it works without
 * JavaScript; once hydrated the conversation's room (party/conversation.ts) takes over through a
 * socket. Members only, never cached, not indexed.
 */
export const handle = { i18n: ['messages', 'members'] }

export const loader = messagesLoader

export const action = messagesAction

export const headers = () => ({ 'Cache-Control': 'private, no-store' })

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function MessagesPage() {
  const loaded = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>() as MessagesActionData | undefined
  const { t } = useTranslation('messages')
  const open =
    loaded.conversation != null ||
    loaded.newDirect != null ||
    loaded.conversationMissing ||
    loaded.conversationFailed ||
    loaded.friends != null
  const startError = loaded.startError

  // a conversation of the member changed (the Inbox room said so): the list reads it again
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const off = onConversationChange(() => {
      clearTimeout(timer)
      timer = setTimeout(() => revalidate.current(), 250)
    })
    return () => {
      clearTimeout(timer)
      off()
    }
  }, [])

  // SPEC §8's toasts when the server could not read the list or the room (the page says so in place too)
  const { listFailed, conversationFailed } = loaded
  useEffect(() => {
    if (listFailed) toast({ title: t('toasts.error'), description: t('toasts.loadConversations'), variant: 'destructive' })
  }, [listFailed, t])
  useEffect(() => {
    if (conversationFailed) toast({ title: t('toasts.error'), description: t('toasts.loadMessages'), variant: 'destructive' })
  }, [conversationFailed, t])

  useEffect(() => {
    if (startError) toast({ title: t('toasts.error'), description: t('toasts.start'), variant: 'destructive' })
  }, [startError, t])

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col px-0 py-4 sm:px-4 md:py-8">
      <div className={cn('mb-4 flex flex-wrap items-center justify-between gap-3 px-4 sm:px-0', open && 'max-md:hidden')}>
        <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight text-neutral-950 dark:text-white">
          <MessagesSquare aria-hidden className="size-8 shrink-0 text-brand-700 dark:text-violet-300" />
          {t('title')}
        </h1>
        <NewGroupLink />
      </div>
      {startError && (
        <p
          role="alert"
          className="mx-4 mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900 sm:mx-0 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
        >
          <strong className="font-semibold">{t('toasts.start')}</strong> {t(`start.${startError}`)}
        </p>
      )}
      <div className="grid min-h-[32rem] gap-0 border-neutral-200 md:grid-cols-[20rem_1fr] md:overflow-hidden md:rounded-2xl md:border dark:border-neutral-800">
        <section
          aria-labelledby="conversations-heading"
          // min-w-0: a grid item is as wide as its longest line otherwise, and a long preview pushed the times off a phone's screen
          className={cn('min-w-0 border-neutral-200 md:border-e dark:border-neutral-800', open && 'max-md:hidden')}
        >
          <h2 id="conversations-heading" className="sr-only">
            {t('list.heading')}
          </h2>
          {listFailed ? (
            <LoadFailed text={t('toasts.loadConversations')} />
          ) : (
            <ConversationList
              items={loaded.items}
              activeId={loaded.conversation?.header.id ?? null}
              presence={loaded.presence}
              viewerId={loaded.viewerId}
            />
          )}
          {loaded.nextBefore && (
            <p className="p-4">
              <Link
                to={`/messages?before=${encodeURIComponent(loaded.nextBefore)}`}
                className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-violet-300"
              >
                {t('list.older')}
              </Link>
            </p>
          )}
        </section>
        <div className={cn('min-w-0', !open && 'max-md:hidden')}>
          {loaded.conversation ? (
            <ConversationPane
              key={loaded.conversation.header.id}
              {...loaded.conversation}
              viewerId={loaded.viewerId}
              sendError={actionData?.intent === 'send' ? { reason: actionData.error, content: actionData.content } : null}
              groupError={actionData?.intent === 'group' ? actionData.error : null}
            />
          ) : loaded.newDirect ? (
            <NewDirectPane
              member={loaded.newDirect}
              error={actionData?.intent === 'start' ? { key: actionData.error, content: actionData.content } : null}
            />
          ) : loaded.friends ? (
            <NewGroupForm
              friends={loaded.friends}
              requestId={loaded.groupRequestId}
              error={actionData?.intent === 'group' ? actionData.error : null}
            />
          ) : conversationFailed ? (
            <div className="p-2">
              <Link
                to="/messages"
                className="m-4 inline-block font-medium text-brand-700 underline-offset-2 hover:underline md:hidden dark:text-violet-300"
              >
                {t('conversation.back')}
              </Link>
              <LoadFailed text={t('toasts.loadMessages')} />
            </div>
          ) : loaded.conversationMissing ? (
            <div className="p-6">
              <Link to="/messages" className="font-medium text-brand-700 underline-offset-2 hover:underline md:hidden dark:text-violet-300">
                {t('conversation.back')}
              </Link>
              <p role="alert" className="mt-4 text-neutral-800 dark:text-neutral-200">
                {t('conversation.notFound')}
              </p>
            </div>
          ) : (
            <div className="flex h-full flex-col items-center justify-center p-8 text-center">
              <h2 className="text-xl font-bold text-neutral-950 dark:text-white">{t('conversation.choose')}</h2>
              <p className="mt-2 max-w-sm text-neutral-700 dark:text-neutral-300">{t('conversation.chooseHint')}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  )
}

/** What the server could not read, and a way to try again (the same address, read anew). */
function LoadFailed({ text }: { text: string }) {
  const { t } = useTranslation('messages')
  const location = useLocation()
  return (
    <div role="alert" className="p-6 text-center">
      <p className="font-semibold text-red-800 dark:text-red-300">{text}</p>
      <Link
        to={`${location.pathname}${location.search}`}
        reloadDocument
        className="mt-3 inline-block font-medium text-brand-700 underline underline-offset-2 dark:text-violet-300"
      >
        {t('list.retry')}
      </Link>
    </div>
  )
}

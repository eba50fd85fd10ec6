import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Form, useLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser, requireUser, signInRedirect } from '~/auth/permissions.server'
import { TimelineItem } from '~/components/notifications/timeline'
import { setUnreadCount } from '~/components/notifications/unread-store'
import { Button } from '~/components/ui/button'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import {
  markAllNotificationsRead,
  markNotificationRead,
  notifierOf,
  syncUnreadCount,
  unreadNotificationCount,
} from '~/models/notifications/notifications.server'
import { markAllGroupNotificationsRead, markGroupNotificationRead, notificationPanel } from '~/models/notifications/panel.server'
import { NotificationActionSchema, type NotificationActionData } from '~/models/notifications/schema'
import { safeRedirect } from '~/utils/redirect'

/**
 * /notifications: the member's notification timeline as a page (the header's panel shows the
 * same, SPEC §2 'Notification panel'), working without JavaScript. Its action is where the
 * panel and the page post: mark one read and go to its action_url, or mark all read. A member
 * reads and marks only their own (SPEC §5): every query is by their id, another member's id
 * answers 404 like an unknown one. Private: never cached, not indexed.
 */
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  const i18n = await getLanguage(request).then(serverI18n)
  // the notifications' texts in the reader's language of now, not the one they were written in
  const panel = await notificationPanel(getDb(context.cloudflare.env.DB), user.id, (key, values) => i18n.t(key, values) as string)
  return data({ ...panel, now: Date.now(), title: `${i18n.t('shell:notifications.pageTitle')} — ${APP_NAME}` }, { headers: PRIVATE })
}

export const headers: HeadersFunction = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData().catch(() => null)
  const fields = form ? Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {}
  const viaFetch = fields.via === 'fetch'
  const user = await getCurrentUser(request, context)
  if (!user) {
    if (viaFetch) return data<NotificationActionData>({ ok: false, message: 'authRequired' }, { status: 401 })
    throw await signInRedirect('/notifications')
  }
  const i18n = await serverI18n(await getLanguage(request))
  const parsed = NotificationActionSchema.safeParse(fields)
  if (!parsed.success) return data<NotificationActionData>({ ok: false, message: i18n.t('errors:invalidInput') }, { status: 400 })
  const db = getDb(context.cloudflare.env.DB)
  const notifier = notifierOf(context, db)
  const input = parsed.data

  if (input.intent === 'read-all') {
    await Promise.all([markAllNotificationsRead(db, user.id), markAllGroupNotificationsRead(db, user.id)])
    await syncUnreadCount(notifier, user.id)
    if (viaFetch) return data<NotificationActionData>({ ok: true, actionUrl: null, unread: 0 }, { headers: PRIVATE })
    return redirect(safeRedirect(input.redirectTo, '/notifications'))
  }

  const read =
    input.source === 'notification'
      ? await markNotificationRead(db, user.id, input.id)
      : await markGroupNotificationRead(db, user.id, input.id)
  if (!read) return data<NotificationActionData>({ ok: false, message: i18n.t('errors:notFound') }, { status: 404 })
  await syncUnreadCount(notifier, user.id)
  // only a path of this site is followed: an action_url is ours, but never trusted blindly
  const next = safeRedirect(read.actionUrl ?? undefined, '/notifications')
  if (viaFetch) {
    const unread = await unreadNotificationCount(db, user.id)
    return data<NotificationActionData>({ ok: true, actionUrl: next, unread }, { headers: PRIVATE })
  }
  return redirect(next)
}

export default function Notifications() {
  const { items, unread, now } = useLoaderData<typeof loader>()
  const { t } = useTranslation('shell')
  // the header's badge follows what this page read (after marking read, the loader runs again)
  useEffect(() => setUnreadCount(unread), [unread])
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('notifications.pageTitle')}</h1>
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('notifications.pageIntro')}</p>
        </div>
        {unread > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="read-all" />
            <Button type="submit" variant="outline">
              {t('notifications.markAllRead')}
            </Button>
          </Form>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="mt-10 rounded-xl border border-dashed border-neutral-300 p-8 text-center text-neutral-700 dark:border-neutral-700 dark:text-neutral-300">
          {t('notifications.empty')}
        </p>
      ) : (
        <ul className="mt-8 space-y-1">
          {items.map((item) => (
            <li key={`${item.source}:${item.id}`}>
              <TimelineItem item={item} now={now} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { CalendarDays } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { requireUser } from '~/auth/permissions.server'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { buttonVariants } from '~/components/ui/button'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { formObject } from '~/models/accounts/schema'
import { hasCalendarFeed, renewCalendarFeed, revokeCalendarFeed } from '~/models/events/feeds.server'
import { cn } from '~/utils/cn'

export const handle = { i18n: ['events', 'places'] }

const CalendarIntent = z.object({ intent: z.enum(['renew', 'revoke']) })

/** /events/my-calendar: the member's private calendar link (make, renew, turn off). Members only. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  const db = getDb(context.cloudflare.env.DB)
  const [active, i18n] = await Promise.all([hasCalendarFeed(db, user.id), serverI18n(await getLanguage(request))])
  const url = new URL(request.url)
  return data(
    {
      active,
      meta: {
        title: i18n.t('events:myCalendar.title'),
        description: i18n.t('events:myCalendar.lead'),
        canonical: `${url.origin}/events/my-calendar`,
        noindex: true,
      },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const meta = pageMeta

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context)
  const url = new URL(request.url)
  const parsed = CalendarIntent.safeParse(formObject(await request.formData().catch(() => new FormData())))
  if (!parsed.success) return data({ ok: false as const, url: null }, { status: 400 })
  const db = getDb(context.cloudflare.env.DB)
  if (parsed.data.intent === 'revoke') {
    await revokeCalendarFeed(db, user.id)
    return data({ ok: true as const, url: null }, { headers: { 'Cache-Control': 'private, no-store' } })
  }
  const token = await renewCalendarFeed(db, user.id)
  // shown once, in this answer only: the database keeps its hash
  return data({ ok: true as const, url: `${url.origin}/events/calendar/${token}` }, { headers: { 'Cache-Control': 'private, no-store' } })
}

export default function MyCalendarPage() {
  const { active } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const { t } = useTranslation('events')
  const link = result?.ok ? result.url : null
  const isActive = link ? true : result?.ok ? false : active
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-12">
      <Breadcrumbs items={[{ to: '/events', label: t('detail.events') }, { label: t('myCalendar.title') }]} />
      <h1 className="mt-4 flex items-center gap-3 text-3xl font-extrabold tracking-tight text-neutral-950 dark:text-white">
        <CalendarDays aria-hidden className="size-8 text-brand-700 dark:text-violet-300" />
        {t('myCalendar.title')}
      </h1>
      <p className="mt-3 text-neutral-700 dark:text-neutral-300">{t('myCalendar.lead')}</p>
      <section className={cn(PANEL, 'mt-6 flex flex-col gap-4 p-5')}>
        {link ? (
          <div role="status">
            <p className="font-semibold text-emerald-800 dark:text-emerald-200">{t('myCalendar.created')}</p>
            <label htmlFor="calendar-url" className="mt-3 block text-sm font-medium text-neutral-900 dark:text-white">
              {t('myCalendar.urlLabel')}
            </label>
            <input
              id="calendar-url"
              readOnly
              value={link}
              onFocus={(e) => e.currentTarget.select()}
              aria-describedby="calendar-url-hint"
              className="mt-1 h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 font-mono text-sm text-neutral-900 dark:border-neutral-700 dark:bg-neutral-950 dark:text-neutral-100"
            />
            <p id="calendar-url-hint" className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
              {t('myCalendar.urlHint')}
            </p>
          </div>
        ) : result?.ok && !isActive ? (
          <p role="status" className="text-neutral-800 dark:text-neutral-200">
            {t('myCalendar.revoked')}
          </p>
        ) : (
          <p className="text-neutral-800 dark:text-neutral-200">{isActive ? t('myCalendar.active') : t('myCalendar.none')}</p>
        )}
        <Form method="post" className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="renew" className={buttonVariants()}>
            {isActive ? t('myCalendar.renew') : t('myCalendar.create')}
          </button>
          {isActive && (
            <button type="submit" name="intent" value="revoke" className={buttonVariants({ variant: 'outline' })}>
              {t('myCalendar.revoke')}
            </button>
          )}
        </Form>
      </section>
      <p className="mt-6">
        <Link to="/events" className={LINK}>
          {t('myCalendar.back')}
        </Link>
      </p>
    </div>
  )
}

import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { PANEL } from '~/components/ui/surface'
import { cn } from '~/utils/cn'
import type { eventPageLoader, eventRsvpAction } from './event-page.server'

/** The member's answer: plain forms (they work without JavaScript); the server decides. */
export function RsvpBox({ ended, full, signedIn }: { ended: boolean; full: boolean; signedIn: boolean }) {
  const { event } = useLoaderData<typeof eventPageLoader>()
  const refused = useActionData<typeof eventRsvpAction>()
  const navigation = useNavigation()
  const { t } = useTranslation('events')
  const busy = navigation.state === 'submitting'
  const answer = (value: string, label: string, variant: 'default' | 'outline' = 'outline') => (
    <button type="submit" name="answer" value={value} disabled={busy} className={buttonVariants({ variant, className: 'w-full' })}>
      {label}
    </button>
  )
  let body
  if (event.cancelled || ended) body = <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('rsvp.closed')}</p>
  else if (!signedIn)
    body = (
      <Link to={`/auth?redirectTo=${encodeURIComponent(`/events/${event.id}`)}`} className={buttonVariants({ className: 'w-full' })}>
        {t('rsvp.signIn')}
      </Link>
    )
  else
    body = (
      <Form method="post" preventScrollReset className="flex flex-col gap-2">
        {event.rsvp === 'attending' && (
          <p className="text-sm font-semibold text-emerald-800 dark:text-emerald-200">{t('rsvp.youAttend')}</p>
        )}
        {event.rsvp === 'interested' && (
          <p className="text-sm font-semibold text-neutral-800 dark:text-neutral-200">{t('rsvp.youInterested')}</p>
        )}
        {event.rsvp === 'waitlisted' && (
          <p className="text-sm font-semibold text-neutral-800 dark:text-neutral-200">
            {t('rsvp.youWaitlisted', { position: event.waitlistPosition ?? 1 })}
          </p>
        )}
        {event.rsvp !== 'attending' && event.rsvp !== 'waitlisted' && (
          <>
            {event.soldOut ? (
              <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('rsvp.soldOutHint')}</p>
            ) : full ? (
              <>
                <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('rsvp.fullHint')}</p>
                {answer('waitlisted', t('rsvp.joinWaitlist'), 'default')}
              </>
            ) : (
              answer('attending', t('rsvp.attending'), 'default')
            )}
          </>
        )}
        {event.rsvp !== 'interested' && answer('interested', t('rsvp.interested'))}
        {event.rsvp === 'waitlisted' && answer('none', t('rsvp.leaveWaitlist'))}
        {event.rsvp && event.rsvp !== 'waitlisted' && answer('none', t('rsvp.none'))}
        {busy && (
          <p role="status" className="text-sm text-neutral-600 dark:text-neutral-400">
            {t('rsvp.saving')}
          </p>
        )}
        {refused && !refused.ok && (
          <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {refused.message}
          </p>
        )}
      </Form>
    )
  return (
    <section id="rsvp" aria-labelledby="rsvp-heading" className={cn(PANEL, 'p-5')}>
      <h2 id="rsvp-heading" className="mb-3 text-lg font-bold text-neutral-950 dark:text-white">
        {t('rsvp.heading')}
      </h2>
      {body}
    </section>
  )
}

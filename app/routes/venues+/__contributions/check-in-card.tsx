import { CircleCheckBig, EyeOff, Lock, MapPinCheck, Undo2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import type { VenueContributions } from '~/models/venues/contributions.server'
import { cn } from '~/utils/cn'
import { ContributionPanel, SignInPrompt, useContributionFormat } from './parts'
import { useContributionFetcher } from './use-contribution-fetcher'

/**
 * Check-in on a venue page: the count, and for members a button (once per venue-local day)
 * with a 'keep it private' choice defaulting to their privacy setting.
 *
 * Privacy: only numbers are shown. Never the names, avatars or times of the members who
 * checked in, so a page can never tell anyone who was where, or when.
 */
export function CheckInCard({ contributions, className }: { contributions: VenueContributions; className?: string }) {
  const { t } = useTranslation('venue')
  const { venueId, checkIn, signedIn, open } = contributions
  const f = useContributionFormat(contributions.timezone)
  const { fetcher, action, pendingIntent } = useContributionFetcher(`/venues/${venueId}/check-in`)

  return (
    <ContributionPanel id="check-in" headingId="check-in-heading" icon={MapPinCheck} title={t('checkIn.heading')} className={className}>
      <p className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">
        {t('checkIn.count', { count: checkIn.count, formatted: f.number(checkIn.count) })}
      </p>
      <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
        {checkIn.count === 0
          ? t('checkIn.none')
          : t('checkIn.today', { count: checkIn.todayCount, formatted: f.number(checkIn.todayCount) })}
      </p>

      <div className="mt-5">
        {!open ? (
          <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('contributions.closed')}</p>
        ) : !signedIn ? (
          <SignInPrompt venueId={venueId}>{t('checkIn.signIn')}</SignInPrompt>
        ) : checkIn.checkedInToday ? (
          <div className="space-y-3">
            <p
              role="status"
              className="flex items-center gap-2 rounded-xl border border-emerald-300 bg-emerald-50 px-3 py-2.5 font-medium text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950/70 dark:text-emerald-100"
            >
              <CircleCheckBig aria-hidden className="size-5 shrink-0" />
              <span>{checkIn.todayPrivate ? t('checkIn.checkedInPrivate') : t('checkIn.checkedIn')}</span>
            </p>
            <fetcher.Form method="post" action={action}>
              <input type="hidden" name="intent" value="undo" />
              <Button type="submit" variant="ghost" size="sm" disabled={pendingIntent === 'undo'}>
                <Undo2 aria-hidden className="size-4 rtl:-scale-x-100" />
                {t('checkIn.undo')}
              </Button>
            </fetcher.Form>
          </div>
        ) : (
          <fetcher.Form method="post" action={action} className="space-y-4">
            <input type="hidden" name="intent" value="checkIn" />
            <input type="hidden" name="privateChoice" value="1" />
            <div className="flex items-start gap-3">
              <input
                id="check-in-private"
                type="checkbox"
                name="private"
                value="1"
                defaultChecked={checkIn.privateDefault}
                aria-describedby="check-in-private-hint"
                className={cn('mt-1 size-4 shrink-0 accent-brand-700 dark:accent-violet-300')}
              />
              <div>
                <label htmlFor="check-in-private" className="flex items-center gap-1.5 font-medium text-neutral-900 dark:text-white">
                  <EyeOff aria-hidden className="size-4" />
                  {t('checkIn.privateLabel')}
                </label>
                <p id="check-in-private-hint" className="text-sm text-neutral-600 dark:text-neutral-400">
                  {t('checkIn.privateHint')}
                </p>
              </div>
            </div>
            <Button type="submit" size="lg" className="w-full" disabled={pendingIntent === 'checkIn'}>
              <MapPinCheck aria-hidden className="size-5" />
              {pendingIntent === 'checkIn' ? t('checkIn.checking') : t('checkIn.button')}
            </Button>
          </fetcher.Form>
        )}
      </div>

      <p className="mt-4 flex items-start gap-1.5 text-xs text-neutral-600 dark:text-neutral-400">
        <Lock aria-hidden className="mt-0.5 size-3.5 shrink-0" />
        <span>{t('checkIn.privacyNote')}</span>
      </p>
    </ContributionPanel>
  )
}

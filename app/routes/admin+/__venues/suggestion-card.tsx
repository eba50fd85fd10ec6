import { getInputProps, getTextareaProps } from '@conform-to/react'
import { Form, useLocation } from '@remix-run/react'
import { Check, ExternalLink, MapPin, MessageSquareQuote, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormField } from '~/components/ui/form'
import { useValidatedForm } from '~/components/ui/validated-form'
import { useLookupLabel } from '~/components/venues/vocabulary'
import { MODERATION_SCHEMAS } from '~/models/venues/moderation-schema'
import { type PendingVenue } from '~/models/venues/moderation.server'
import { cn } from '~/utils/cn'
import type { ActionData } from './parts'
import { CLAIM_ICONS, FormAlert, LINK, useBusy, useDate } from './parts'

export function SuggestionCard({
  venue,
  limits,
  failed,
}: {
  venue: PendingVenue
  limits: { noteMin: number; noteMax: number }
  failed: ActionData | null
}) {
  const { t } = useTranslation(['admin', 'venues'])
  const lookup = useLookupLabel()
  const date = useDate()
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const id = `venue-${venue.id}`
  // each form shows only the answers to itself
  const approve = useValidatedForm({
    id: `${id}-approve`,
    schema: MODERATION_SCHEMAS.approveVenue,
    lastResult: failed?.intent === 'approveVenue' ? failed.result : undefined,
  })
  const reject = useValidatedForm({
    id: `${id}-reject`,
    schema: MODERATION_SCHEMAS.rejectVenue,
    lastResult: failed?.intent === 'rejectVenue' ? failed.result : undefined,
  })
  const rejectOpen = failed?.intent === 'rejectVenue'
  const approving = useBusy('approveVenue', String(venue.id))
  const rejecting = useBusy('rejectVenue', String(venue.id))
  const facts: { label: string; value: React.ReactNode }[] = [
    { label: t('admin:venues.suggestions.category'), value: venue.category ? lookup('categories', venue.category) : '—' },
    { label: t('admin:venues.suggestions.place'), value: [venue.city, venue.country].filter(Boolean).join(', ') },
    { label: t('admin:venues.suggestions.address'), value: venue.address ?? '—' },
    {
      label: t('admin:venues.suggestions.website'),
      value: venue.website ? (
        <a
          href={venue.website}
          target="_blank"
          rel="noopener noreferrer nofollow ugc"
          className={cn(LINK, 'inline-flex items-center gap-1 break-all')}
        >
          {venue.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
          <ExternalLink aria-hidden className="size-3.5 shrink-0" />
          <span className="sr-only">{t('admin:venues.suggestions.newTab')}</span>
        </a>
      ) : (
        '—'
      ),
    },
  ]
  if (venue.phone) facts.push({ label: t('admin:venues.suggestions.phone'), value: venue.phone })

  return (
    <article aria-labelledby={`${id}-name`} className={cn(PANEL, 'p-5 sm:p-6')}>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-name`} className="text-lg font-bold text-neutral-950 dark:text-white">
            {venue.name}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-600 dark:text-neutral-400">
            <MapPin aria-hidden className="size-4" />
            <span>{[venue.city, venue.country].filter(Boolean).join(', ')}</span>
            <span aria-hidden>·</span>
            <span>
              {t('admin:venues.suggestions.suggestedBy', { name: venue.suggestedBy?.name || t('admin:venues.suggestions.unknownMember') })}{' '}
              <time dateTime={venue.createdAt}>{t('admin:venues.suggestions.suggestedOn', { date: date(venue.createdAt) })}</time>
            </span>
          </p>
        </div>
        {venue.category && (
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 dark:bg-violet-400/15 dark:text-violet-200">
            {lookup('categories', venue.category)}
          </span>
        )}
      </header>

      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">{fact.label}</dt>
            <dd className="mt-0.5 break-words text-neutral-900 dark:text-neutral-100">{fact.value}</dd>
          </div>
        ))}
        <div className="sm:col-span-2">
          <dt className="text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
            {t('admin:venues.suggestions.description')}
          </dt>
          <dd className="mt-0.5 whitespace-pre-line text-neutral-900 dark:text-neutral-100">
            {venue.description || (
              <span className="text-neutral-600 italic dark:text-neutral-400">{t('admin:venues.suggestions.noDescription')}</span>
            )}
          </dd>
        </div>
      </dl>

      {(venue.claims.length > 0 || venue.memberNote) && (
        <div className="mt-4 rounded-xl border border-brand-600/20 bg-brand-50/60 p-4 dark:border-violet-300/20 dark:bg-violet-950/30">
          {venue.claims.length > 0 && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-800 dark:text-neutral-200">
              {t('admin:venues.suggestions.claims')}
              {venue.claims.map((claim) => {
                const Icon = CLAIM_ICONS[claim]
                return (
                  <span
                    key={claim}
                    className="inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-brand-800 dark:bg-neutral-900 dark:text-violet-200"
                  >
                    <Icon aria-hidden className="size-3.5" />
                    {t(`venues:flags.${claim}.label`)}
                  </span>
                )
              })}
            </p>
          )}
          {venue.memberNote && (
            <figure className={cn(venue.claims.length > 0 && 'mt-3')}>
              <figcaption className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
                <MessageSquareQuote aria-hidden className="size-4" />
                {t('admin:venues.suggestions.memberNote')}
              </figcaption>
              <blockquote className="mt-1 whitespace-pre-line text-neutral-900 dark:text-neutral-100">{venue.memberNote}</blockquote>
            </figure>
          )}
        </div>
      )}

      <FormAlert result={failed?.result} />

      <div className="mt-5 grid gap-4 border-t border-neutral-200 pt-5 lg:grid-cols-2 dark:border-neutral-800">
        <Form method="post" {...approve.formProps} className="space-y-4" aria-labelledby={`${id}-approve-heading`}>
          <input type="hidden" name="intent" value="approveVenue" />
          <input type="hidden" name="venueId" value={venue.id} />
          <input type="hidden" name="redirectTo" value={here} />
          <h4 id={`${id}-approve-heading`} className="font-semibold text-neutral-900 dark:text-white">
            {t('admin:venues.suggestions.approveHeading')}
          </h4>
          <fieldset>
            <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
              {t('admin:venues.suggestions.confirmFlags')}
            </legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {(['rainbowFriendly', 'accessible'] as const).map((flag) => (
                <label key={flag} className="inline-flex items-center gap-2 text-sm text-neutral-900 dark:text-neutral-100">
                  <input
                    {...getInputProps(approve.fields[flag], { type: 'checkbox' })}
                    className={cn('size-4 rounded border-neutral-400 accent-brand-700 dark:accent-violet-300', FOCUS)}
                  />
                  {t(`venues:flags.${flag}.label`)}
                  {venue.claims.includes(flag) && (
                    <span className="text-xs text-neutral-600 dark:text-neutral-400">({t('admin:venues.suggestions.claimed')})</span>
                  )}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">{t('admin:venues.suggestions.position')}</legend>
            <p id={`${id}-position-hint`} className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
              {t('admin:venues.suggestions.positionHint')}
            </p>
            <div className="mt-2 grid grid-cols-2 gap-3">
              {(['latitude', 'longitude'] as const).map((axis) => (
                <FormField
                  key={axis}
                  field={approve.fields[axis]}
                  label={<span className="text-sm">{t(`admin:venues.suggestions.${axis}`)}</span>}
                >
                  <input
                    {...getInputProps(approve.fields[axis], { type: 'text', ariaDescribedBy: `${id}-position-hint` })}
                    inputMode="decimal"
                    autoComplete="off"
                    className={INPUT_CLASS}
                  />
                </FormField>
              ))}
            </div>
          </fieldset>
          <button
            type="submit"
            disabled={approving}
            aria-label={t('admin:venues.suggestions.approveLabel', { name: venue.name })}
            className={buttonVariants({ variant: 'approve' })}
          >
            <Check aria-hidden className="size-4" />
            {t('admin:venues.suggestions.approve')}
          </button>
        </Form>

        <details open={rejectOpen} className="group self-start rounded-xl border border-neutral-200 p-4 dark:border-neutral-800">
          <summary
            aria-label={t('admin:venues.suggestions.rejectLabel', { name: venue.name })}
            className={cn('cursor-pointer list-none rounded-sm font-semibold text-red-800 dark:text-red-300', FOCUS)}
          >
            <span className="inline-flex items-center gap-2">
              <X aria-hidden className="size-4" />
              {t('admin:venues.suggestions.reject')}
            </span>
          </summary>
          <Form method="post" {...reject.formProps} className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="rejectVenue" />
            <input type="hidden" name="venueId" value={venue.id} />
            <input type="hidden" name="redirectTo" value={here} />
            <FormField
              field={reject.fields.note}
              label={t('admin:venues.suggestions.rejectNote')}
              hint={t('admin:venues.suggestions.rejectHint', { max: limits.noteMax })}
            >
              <textarea
                {...getTextareaProps(reject.fields.note, { ariaDescribedBy: reject.fields.note.descriptionId })}
                rows={3}
                className={INPUT_CLASS}
              />
            </FormField>
            <button type="submit" disabled={rejecting} className={buttonVariants({ variant: 'destructive' })}>
              {t('admin:venues.suggestions.rejectSubmit')}
            </button>
          </Form>
        </details>
      </div>
    </article>
  )
}

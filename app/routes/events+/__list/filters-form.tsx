import { Form } from '@remix-run/react'
import { ChevronDown, Search, SlidersHorizontal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { FILTER_FIELD, FILTER_FOCUS, FILTER_LABEL } from '~/components/ui/filter-fields'
import { PANEL } from '~/components/ui/surface'
import { useLookupLabel } from '~/components/venues/vocabulary'
import type { EventLookup, EventLookups, EventPlace } from '~/models/events/list.server'
import { EVENT_LOOKUP_FILTERS, EVENT_MODES, EVENT_PRICES, MAX_EVENT_QUERY_LENGTH, type EventQuery } from '~/models/events/query'
import { cn } from '~/utils/cn'

type Props = {
  query: EventQuery
  lookups: EventLookups
  place: EventPlace | null
  countries: { id: string; name: string; flag: string | null }[]
  cities: { id: number; name: string }[]
}

/**
 * The list's filters as one GET form to /events (it works without JavaScript; the loader
 * redirects to the clean URL). The tab, the view and the calendar's month travel along.
 */
export function EventFilters({ query, lookups, place, countries, cities }: Props) {
  const { t } = useTranslation('events')
  const lookupLabel = useLookupLabel()
  const label = (kind: 'types' | 'amenities' | 'services' | 'accessibility', item: EventLookup) =>
    kind === 'accessibility' ? lookupLabel('accessibility', item) : t(`${kind}.${item.slug}`, { defaultValue: item.name })
  const moreCount = query.amenities.length + query.services.length + query.access.length
  const countryValue = query.country ?? (place?.kind === 'city' ? place.countryId : '')

  return (
    <Form method="get" action="/events" role="search" aria-label={t('filters.heading')} className={cn(PANEL, 'p-4 sm:p-5')}>
      {query.view === 'calendar' ? (
        <>
          <input type="hidden" name="view" value="calendar" />
          {query.month && <input type="hidden" name="month" value={query.month} />}
        </>
      ) : (
        query.when === 'past' && <input type="hidden" name="when" value="past" />
      )}
      {query.crew && <input type="hidden" name="crew" value={query.crew} />}

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor="events-q" className={FILTER_LABEL}>
            {t('filters.search')}
          </label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-neutral-500" />
            <input
              id="events-q"
              name="q"
              type="search"
              defaultValue={query.q}
              maxLength={MAX_EVENT_QUERY_LENGTH}
              autoComplete="off"
              placeholder={t('filters.searchPlaceholder')}
              className={cn(FILTER_FIELD, 'ps-9')}
            />
          </div>
        </div>
        <button type="submit" className={buttonVariants()}>
          <Search aria-hidden className="size-4" />
          {t('filters.apply')}
        </button>
      </div>

      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        <div>
          <label htmlFor="events-country" className={FILTER_LABEL}>
            {t('filters.country')}
          </label>
          <select id="events-country" name="country" defaultValue={countryValue} className={FILTER_FIELD}>
            <option value="">{t('filters.anyCountry')}</option>
            {countries.map((c) => (
              <option key={c.id} value={c.id}>
                {c.flag ? `${c.flag} ` : ''}
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="events-city" className={FILTER_LABEL}>
            {t('filters.city')}
          </label>
          <select id="events-city" name="city" defaultValue={query.city ?? ''} className={FILTER_FIELD} disabled={cities.length === 0}>
            <option value="">{t('filters.anyCity')}</option>
            {cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="events-from" className={FILTER_LABEL}>
            {t('filters.from')}
          </label>
          <input id="events-from" name="from" type="date" defaultValue={query.from ?? ''} className={FILTER_FIELD} />
        </div>
        <div>
          <label htmlFor="events-to" className={FILTER_LABEL}>
            {t('filters.to')}
          </label>
          <input
            id="events-to"
            name="to"
            type="date"
            defaultValue={query.to ?? ''}
            min={query.from ?? undefined}
            className={FILTER_FIELD}
          />
        </div>
        <div>
          <label htmlFor="events-type" className={FILTER_LABEL}>
            {t('filters.type')}
          </label>
          <select id="events-type" name="type" defaultValue={query.type ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyType')}</option>
            {lookups.types.map((item) => (
              <option key={item.slug} value={item.slug}>
                {label('types', item)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="events-price" className={FILTER_LABEL}>
            {t('filters.price')}
          </label>
          <select id="events-price" name="price" defaultValue={query.price ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyPrice')}</option>
            {EVENT_PRICES.map((p) => (
              <option key={p} value={p}>
                {t(`filters.${p}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="events-mode" className={FILTER_LABEL}>
            {t('filters.mode')}
          </label>
          <select id="events-mode" name="mode" defaultValue={query.mode ?? ''} className={FILTER_FIELD}>
            <option value="">{t('filters.anyMode')}</option>
            {EVENT_MODES.map((m) => (
              <option key={m} value={m}>
                {t(`filters.${m}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <details open={moreCount > 0} className="group/more mt-4 border-t border-neutral-200 pt-3 dark:border-neutral-800">
        <summary
          className={cn(
            'inline-flex cursor-pointer list-none items-center gap-2 rounded-md py-1 text-sm font-semibold text-brand-700 hover:underline dark:text-violet-300 [&::-webkit-details-marker]:hidden',
            FILTER_FOCUS,
          )}
        >
          <SlidersHorizontal aria-hidden className="size-4" />
          {t('filters.more')}
          {moreCount > 0 && (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white dark:bg-violet-300 dark:text-neutral-950">
              {moreCount}
            </span>
          )}
          <ChevronDown aria-hidden className="size-4 transition-transform group-open/more:rotate-180 motion-reduce:transition-none" />
        </summary>
        <div className="mt-3 grid gap-5 sm:grid-cols-3">
          {EVENT_LOOKUP_FILTERS.map(({ param, field, kind }) => (
            <fieldset key={param}>
              <legend className="text-sm font-semibold text-neutral-900 dark:text-white">{t(`filters.${kind}`)}</legend>
              <ul className="mt-2 space-y-1">
                {lookups[kind].map((item) => (
                  <li key={item.slug}>
                    <label className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm text-neutral-800 hover:bg-neutral-100 dark:text-neutral-200 dark:hover:bg-neutral-800">
                      <input
                        type="checkbox"
                        name={param}
                        value={item.slug}
                        defaultChecked={query[field].includes(item.slug)}
                        className={cn('size-4 shrink-0 rounded accent-brand-700 dark:accent-violet-300', FILTER_FOCUS)}
                      />
                      {label(kind, item)}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          ))}
        </div>
      </details>
    </Form>
  )
}

import { ChevronDown, SlidersHorizontal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { FilterForm, FilterInput, FilterSearchRow, FilterSelect } from '~/components/list-page/filter-bar'
import { FILTER_FOCUS } from '~/components/ui/filter-fields'
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
    <FilterForm action="/events" label={t('filters.heading')}>
      {query.view === 'calendar' ? (
        <>
          <input type="hidden" name="view" value="calendar" />
          {query.month && <input type="hidden" name="month" value={query.month} />}
        </>
      ) : (
        query.when === 'past' && <input type="hidden" name="when" value="past" />
      )}
      {query.crew && <input type="hidden" name="crew" value={query.crew} />}

      <FilterSearchRow
        id="events-q"
        label={t('filters.search')}
        value={query.q}
        maxLength={MAX_EVENT_QUERY_LENGTH}
        placeholder={t('filters.searchPlaceholder')}
        submit={t('filters.apply')}
      />

      <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        <FilterSelect
          id="events-country"
          name="country"
          label={t('filters.country')}
          value={countryValue}
          any={t('filters.anyCountry')}
          options={countries.map((c) => ({
            value: c.id,
            label: (
              <>
                {c.flag ? `${c.flag} ` : ''}
                {c.name}
              </>
            ),
          }))}
        />
        <FilterSelect
          id="events-city"
          name="city"
          label={t('filters.city')}
          value={query.city ?? ''}
          any={t('filters.anyCity')}
          disabled={cities.length === 0}
          options={cities.map((c) => ({ value: c.id, label: c.name }))}
        />
        <FilterInput id="events-from" name="from" type="date" label={t('filters.from')} value={query.from ?? undefined} />
        <FilterInput
          id="events-to"
          name="to"
          type="date"
          label={t('filters.to')}
          value={query.to ?? undefined}
          min={query.from ?? undefined}
        />
        <FilterSelect
          id="events-type"
          name="type"
          label={t('filters.type')}
          value={query.type ?? ''}
          any={t('filters.anyType')}
          options={lookups.types.map((item) => ({ value: item.slug, label: label('types', item) }))}
        />
        <FilterSelect
          id="events-price"
          name="price"
          label={t('filters.price')}
          value={query.price ?? ''}
          any={t('filters.anyPrice')}
          options={EVENT_PRICES.map((p) => ({ value: p, label: t(`filters.${p}`) }))}
        />
        <FilterSelect
          id="events-mode"
          name="mode"
          label={t('filters.mode')}
          value={query.mode ?? ''}
          any={t('filters.anyMode')}
          options={EVENT_MODES.map((m) => ({ value: m, label: t(`filters.${m}`) }))}
        />
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
    </FilterForm>
  )
}

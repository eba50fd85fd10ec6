import { Accessibility, Info, Sparkles, Users, Wrench, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PANEL } from '~/components/ui/surface'
import { useLookupLabel, VENUE_FLAGS, type LookupItem, type LookupKind, type VenueFlags } from '~/components/venues/vocabulary'
import { cn } from '~/utils/cn'

/** Each flag the venue carries, with what it means (venues:flags.<key>.explanation). */
export function FlagsExplained({ flags, className }: { flags: VenueFlags; className?: string }) {
  const { t } = useTranslation('venue')
  const { t: tv } = useTranslation('venues')
  const set = VENUE_FLAGS.filter((f) => flags[f.key])
  return (
    <section aria-labelledby="flags-heading" className={cn(PANEL, 'p-5 sm:p-6', className)}>
      <h2 id="flags-heading" className="flex items-center gap-2 text-lg font-bold text-neutral-900 dark:text-white">
        <Info aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
        {t('detail.flagsHeading')}
      </h2>
      {set.length === 0 ? (
        <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-400">{t('detail.noFlags')}</p>
      ) : (
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          {set.map(({ key, icon: Icon }) => (
            // dt and dd stay direct children of the group (the icon sits in the dt, out of the flow)
            <div key={key} className="relative min-h-9 ps-12">
              <dt className="font-semibold text-neutral-900 dark:text-white">
                <span
                  aria-hidden
                  className="absolute start-0 top-0 flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-600/20 dark:bg-violet-950/70 dark:text-violet-200 dark:ring-violet-300/30"
                >
                  <Icon className="size-5" />
                </span>
                {tv(`flags.${key}.label`)}
              </dt>
              <dd className="mt-0.5 text-sm text-neutral-700 dark:text-neutral-300">{tv(`flags.${key}.explanation`)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  )
}

function Chips({ kind, items }: { kind: LookupKind; items: LookupItem[] }) {
  const label = useLookupLabel()
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item.id}
          className="rounded-full border border-neutral-300 bg-white px-2.5 py-1 text-sm text-neutral-800 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
        >
          {label(kind, item)}
        </li>
      ))}
    </ul>
  )
}

function Group({ id, icon: Icon, title, children }: { id: string; icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 flex items-center gap-2 font-semibold text-neutral-900 dark:text-white">
        <Icon aria-hidden className="size-4 text-brand-700 dark:text-violet-300" />
        {title}
      </h3>
      {children}
    </section>
  )
}

/** Amenities, services, accessibility (with the accessible flag) and who the place is for. */
export function VenueFacts({
  amenities,
  services,
  accessibility,
  targetGroups,
  accessible,
  className,
}: {
  amenities: LookupItem[]
  services: LookupItem[]
  accessibility: LookupItem[]
  targetGroups: LookupItem[]
  accessible: boolean
  className?: string
}) {
  const { t } = useTranslation('venue')
  const none = <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('detail.noneListed')}</p>
  return (
    <div className={cn(PANEL, 'grid gap-6 p-5 sm:grid-cols-2 sm:p-6', className)}>
      <Group id="amenities-heading" icon={Sparkles} title={t('detail.amenities')}>
        {amenities.length ? <Chips kind="amenities" items={amenities} /> : none}
      </Group>
      <Group id="services-heading" icon={Wrench} title={t('detail.services')}>
        {services.length ? <Chips kind="services" items={services} /> : none}
      </Group>
      <Group id="accessibility-heading" icon={Accessibility} title={t('detail.accessibility')}>
        {accessible && (
          <p className="mb-2 flex items-start gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:bg-emerald-950/60 dark:text-emerald-100">
            <Accessibility aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('detail.accessibleFlag')}
          </p>
        )}
        {accessibility.length ? (
          <Chips kind="accessibility" items={accessibility} />
        ) : (
          !accessible && <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('detail.noAccessibility')}</p>
        )}
      </Group>
      <Group id="groups-heading" icon={Users} title={t('detail.targetGroups')}>
        {targetGroups.length ? <Chips kind="targetGroups" items={targetGroups} /> : none}
      </Group>
    </div>
  )
}

/**
 * Parts the crew pages share (/groups/{id}, its leaders' page, the link page, /my-groups): the
 * crew's heading facts, sections, a refusal's alert and the small POST forms. Every form is a
 * plain POST with an `intent` field: it works without JavaScript.
 */
import { Link, useFetcher } from '@remix-run/react'
import { CircleAlert, Lock, MapPin, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants, type ButtonVariant } from '~/components/ui/button'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import type { CrewPerson, CrewTeaser } from '~/models/crews/crew-page.server'
import { cn } from '~/utils/cn'

export function ActionAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p
      role="alert"
      className="mt-6 flex items-center gap-2 rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-300/30 dark:bg-red-950/50 dark:text-red-200"
    >
      <CircleAlert aria-hidden className="size-4 shrink-0" />
      {message}
    </p>
  )
}

export function Section({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn(PANEL, 'p-5', className)}>
      <h2 id={id} className="text-lg font-bold text-neutral-950 dark:text-white">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/**
 * A one-button POST form: intent, optional fields, and where to come back to. A plain form
 * without JavaScript (the action redirects back, or renders the page with its refusal); once
 * hydrated it posts through a fetcher (the page revalidates in place, the toast shows) and says
 * a refusal beside the button.
 */
export function IntentButton({
  intent,
  label,
  fields = {},
  redirectTo,
  action,
  variant = 'outline',
  accessibleName,
}: {
  intent: string
  label: string
  fields?: Record<string, string>
  redirectTo?: string
  action?: string
  variant?: ButtonVariant
  accessibleName?: string
}) {
  const fetcher = useFetcher<{ ok: boolean; message?: string }>()
  const busy = fetcher.state !== 'idle'
  const refusal = fetcher.data && fetcher.data.ok === false ? fetcher.data.message : null
  return (
    <fetcher.Form method="post" action={action} className="inline-flex flex-col gap-1">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
      <button
        type="submit"
        aria-label={accessibleName}
        aria-disabled={busy || undefined}
        className={buttonVariants({ variant, size: 'sm', shape: 'pill' })}
        onClick={(event) => busy && event.preventDefault()}
      >
        {label}
      </button>
      {refusal && (
        <span role="alert" className="text-sm text-red-800 dark:text-red-300">
          {refusal}
        </span>
      )}
    </fetcher.Form>
  )
}

/** Visibility, category, place and size of a crew. */
export function CrewFacts({ crew }: { crew: CrewTeaser }) {
  const { t, i18n } = useTranslation('crews')
  const place = [crew.city, crew.country].filter(Boolean).join(', ')
  const number = new Intl.NumberFormat(i18n.language)
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-neutral-700 dark:text-neutral-300">
      <li className="flex items-center gap-1">
        {crew.visibility === 'private' && <Lock aria-hidden className="size-4" />}
        {t(`detail.visibility.${crew.visibility}`)}
      </li>
      {crew.category && (
        <li>
          <span className="sr-only">{t('detail.categoryLabel')}: </span>
          {t(`detail.category.${crew.category}`)}
        </li>
      )}
      {place && (
        <li className="flex items-center gap-1">
          <MapPin aria-hidden className="size-4" />
          <span className="sr-only">{t('detail.placeLabel')}: </span>
          {place}
        </li>
      )}
      <li className="flex items-center gap-1">
        <Users aria-hidden className="size-4" />
        {t('detail.membersCount', { count: crew.memberCount, formatted: number.format(crew.memberCount) })}
      </li>
    </ul>
  )
}

/** A member's name, linked to their profile when it reaches the viewer. */
export function PersonName({ person }: { person: Pick<CrewPerson, 'id' | 'name'> & { linked?: boolean } }) {
  const { t } = useTranslation('crews')
  const name = person.name?.trim() ? person.name : t('detail.anonymous')
  if (!person.id || person.linked === false) return <span>{name}</span>
  return (
    <Link to={`/user/${person.id}`} className={LINK}>
      {name}
    </Link>
  )
}

export function PeopleList({ people, empty }: { people: CrewPerson[]; empty: string }) {
  const { t } = useTranslation('crews')
  if (!people.length) return <p className="text-neutral-700 dark:text-neutral-300">{empty}</p>
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {people.map((person, k) => (
        <li key={person.id ?? `anonymous-${k}`} className="flex flex-wrap items-baseline gap-2">
          <PersonName person={person} />
          <span className="text-sm text-neutral-600 dark:text-neutral-400">{t(`detail.role.${person.role}`)}</span>
        </li>
      ))}
    </ul>
  )
}

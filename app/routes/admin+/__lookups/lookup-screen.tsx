import type { MetaFunction } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react'
import { ChevronLeft, ListOrdered } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { ADMIN_LOOKUP_KIND_LIST, ADMIN_LOOKUP_KINDS } from '~/models/admin/lookup-schema'
import { cn } from '~/utils/cn'
import { CreateForm } from './create-form'
import { EntryCard } from './entry-card'
import type { LookupLoader } from './lookup-route.server'
import { FormAlert, LINK, type LookupActionData } from './parts'

/**
 * The screen of one lookup list (/admin/event-types, /admin/venue-categories, …): the list in its
 * order with how many events or venues use each entry, a form to add one, and per entry: move up
 * or down, rename, remove (only while unused) or merge into another entry (while in use). Every
 * form works without JavaScript; with it, a moved entry keeps the keyboard focus on its button.
 */
export const lookupHandle = { i18n: ['admin'] }

export const lookupMeta: MetaFunction<LookupLoader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

export function LookupScreen() {
  const { kind, entries, limits } = useLoaderData<LookupLoader>()
  const actionData = useActionData<LookupActionData>()
  const { t, i18n } = useTranslation('admin')
  const location = useLocation()
  const number = new Intl.NumberFormat(i18n.language)
  const failedFor = (id: number) => (actionData && actionData.intent !== 'create' && actionData.target === String(id) ? actionData : null)
  // a refusal about no entry shown (gone, or an unreadable form) is shown above the list
  const orphan =
    actionData && actionData.intent !== 'create' && !entries.some((entry) => String(entry.id) === actionData.target) ? actionData : null
  useKeepMoveFocus()

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <Link to="/admin" className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('lookups.backToDashboard')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t(`lookups.kinds.${kind}.title`)}</h1>
      <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{t(`lookups.kinds.${kind}.intro`)}</p>

      <nav aria-label={t('lookups.listsLabel')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {ADMIN_LOOKUP_KIND_LIST.map((other) => (
            <li key={other}>
              <Link
                to={ADMIN_LOOKUP_KINDS[other].path}
                aria-current={other === kind ? 'page' : undefined}
                className={cn(
                  'inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium',
                  other === kind
                    ? 'border-brand-700 bg-brand-700 text-white dark:border-violet-300 dark:bg-violet-300 dark:text-neutral-950'
                    : 'border-neutral-300 bg-white/80 text-neutral-800 hover:border-brand-600 hover:text-brand-700 dark:border-neutral-700 dark:bg-neutral-900/80 dark:text-neutral-100 dark:hover:border-violet-300 dark:hover:text-violet-200',
                  FOCUS,
                )}
              >
                {t(`lookups.kinds.${other}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {orphan && <FormAlert result={orphan.result} className="mt-6" />}

      <section id="entries" aria-labelledby="entries-heading" className="mt-10 scroll-mt-24">
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="entries-heading" className="flex items-center gap-2 text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
            <ListOrdered aria-hidden className="size-5 text-brand-700 dark:text-violet-300" />
            {t('lookups.entries')}
          </h2>
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            {t('lookups.counts.entries', { count: entries.length, formatted: number.format(entries.length) })}
          </p>
        </div>
        {entries.length === 0 ? (
          <p className={cn(PANEL, 'px-5 py-6 text-neutral-700 dark:text-neutral-300')}>{t(`lookups.kinds.${kind}.empty`)}</p>
        ) : (
          <ol className="space-y-3">
            {entries.map((entry, index) => (
              <li key={entry.id} id={`lookup-${entry.id}`} className="scroll-mt-24">
                <EntryCard
                  kind={kind}
                  entry={entry}
                  others={entries.filter((other) => other.id !== entry.id)}
                  last={index === entries.length - 1}
                  limits={limits}
                  failed={failedFor(entry.id)}
                />
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className={cn(PANEL, 'mt-10 p-5 sm:p-6')}>
        <CreateForm
          key={location.key}
          kind={kind}
          slugs={entries.map((entry) => entry.slug)}
          limits={limits}
          failed={actionData?.intent === 'create' ? actionData : null}
        />
      </section>
    </div>
  )
}

/**
 * A move re-renders the list in its new order; the button pressed is then focused again (the
 * other direction's when it reached the edge), so a keyboard user can keep moving the entry.
 */
function useKeepMoveFocus() {
  const navigation = useNavigation()
  const location = useLocation()
  const pressed = useRef<{ id: string; direction: string } | null>(null)
  const form = navigation.formData
  if (form?.get('intent') === 'move') pressed.current = { id: String(form.get('id')), direction: String(form.get('direction')) }
  useEffect(() => {
    if (navigation.state !== 'idle' || !pressed.current) return
    const { id, direction } = pressed.current
    pressed.current = null
    const other = direction === 'up' ? 'down' : 'up'
    const button = [direction, other]
      .map((d) => document.getElementById(`lookup-${id}-${d}`))
      .find((b): b is HTMLButtonElement => b instanceof HTMLButtonElement && !b.disabled)
    button?.focus()
  }, [navigation.state, location.key])
}

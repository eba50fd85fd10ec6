import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ChevronLeft, ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { CountryFormSchema, SafetyFormSchema } from '~/models/places/admin-schema'
import { countryForEditing, saveCountry, saveSafety } from '~/models/places/admin.server'
import { cn } from '~/utils/cn'
import { LINK, useDateTime } from './__admin/parts'
import { FormAlert } from './__admin/form-alert'
import { CountryForm, SafetyForm } from './__places/country-forms'
import { formRefusal, notFound, placeAction, type PlaceActionData, placeToast, PRIVATE } from './__places/place-actions.server'

/**
 * /admin/countries/{id} (moderators and admins): a country's names per language, capital,
 * population, coordinates and time zones; its safety layer with source and date; and the
 * layer's history of changes (newest first: who, when, what). Two forms (intent country and
 * safety), each carrying the version it was read at: a form read before someone else's save
 * is refused (409), one that changes nothing says so and writes nothing.
 */
export const handle = { i18n: ['admin', 'places'] }

const parseId = (value: string | undefined) => (value && /^[a-z]{2}$/.test(value) ? value : null)
const text = (value: string | number | null | undefined) => (value == null ? '' : String(value))

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const id = parseId(params.id)
  if (!id) throw notFound()
  const language = await getLanguage(request)
  const [found, i18n] = await Promise.all([countryForEditing(getDb(context.cloudflare.env.DB), id), serverI18n(language)])
  if (!found) throw notFound()
  const { country, safety, history } = found
  const localName = country.names?.[language] || country.name
  return data(
    {
      id: country.id,
      name: localName,
      flag: country.flag,
      country: {
        intent: 'country' as const,
        version: String(country.updatedAt.getTime()),
        names: Object.fromEntries(Object.entries(country.names ?? {}).filter(([, v]) => !!v)) as Record<string, string>,
        capital: text(country.capital),
        population: text(country.population),
        latitude: text(country.latitude),
        longitude: text(country.longitude),
        timezones: (country.timezones ?? []).join('\n'),
      },
      safety: {
        intent: 'safety' as const,
        version: safety ? String(safety.updatedAt.getTime()) : '',
        sameSexRelations: text(safety?.sameSexRelations),
        penalty: text(safety?.penalty),
        marriage: text(safety?.marriage),
        discriminationProtection: text(safety?.discriminationProtection),
        genderRecognition: text(safety?.genderRecognition),
        notes: text(safety?.notes),
        sourceName: text(safety?.sourceName),
        sourceUrl: text(safety?.sourceUrl),
        asOf: text(safety?.asOf),
      },
      hasSafety: !!safety,
      history,
      title: `${i18n.t('admin:places.countries.editTitle', { name: localName })} — ${APP_NAME}`,
    },
    { headers: PRIVATE },
  )
}

export async function action(args: ActionFunctionArgs) {
  const id = parseId(args.params.id)
  if (!id) {
    await requireRole(args.request, args.context, 'moderator')
    throw notFound()
  }
  const to = `/admin/countries/${id}`
  return placeAction(args, { country: CountryFormSchema, safety: SafetyFormSchema }, async (input, actor, reply) => {
    const db = getDb(args.context.cloudflare.env.DB)
    const change = input.intent === 'country' ? await saveCountry(db, actor, id, input) : await saveSafety(db, actor, id, input)
    if (change.ok)
      return placeToast(`${to}#${input.intent}`, input.intent === 'country' ? 'countrySaved' : 'safetySaved', { name: change.name })
    if (change.reason === 'not-found') throw notFound()
    if (change.reason === 'unchanged') return placeToast(`${to}#${input.intent}`, 'unchanged', {}, 'default')
    return formRefusal(input.intent, reply({ formErrors: ['admin:places.errors.conflict'] }), 409)
  })
}

export const headers = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

const SECTION = 'scroll-mt-24'
const H2 = 'text-xl font-bold tracking-tight text-neutral-900 dark:text-white'

export default function EditCountry() {
  const { id, name, flag, country, safety, hasSafety, history } = useLoaderData<typeof loader>()
  const actionData = useActionData<PlaceActionData>()
  const { t } = useTranslation(['admin', 'places'])
  const when = useDateTime()
  const resultOf = (intent: string) => (actionData?.intent === intent ? actionData.result : null)
  const shown = (field: string, value: unknown) => {
    if (value == null || value === '') return t('admin:places.history.empty')
    const labels: Record<string, string> = {
      sameSexRelations: 'relations',
      marriage: 'marriage',
      discriminationProtection: 'discrimination',
      genderRecognition: 'gender',
    }
    return labels[field] ? t(`places:safety.${labels[field]}.${String(value)}`) : String(value)
  }
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <Link to="/admin/countries" className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('admin:places.countries.backToList')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">
        {flag && <span aria-hidden>{flag} </span>}
        {t('admin:places.countries.editTitle', { name })}
      </h1>
      <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">{t('admin:places.countries.notCreated')}</p>
      <p className="mt-2 mb-6">
        <Link to={`/country/${id}`} className={cn(LINK, 'inline-flex items-center gap-1')}>
          {t('admin:places.viewPage')}
          <ExternalLink aria-hidden className="size-4" />
        </Link>
      </p>
      {actionData && !actionData.intent && <FormAlert result={actionData.result} />}

      <section id="country" aria-labelledby="country-heading" className={cn(SECTION, PANEL, 'p-5 sm:p-6')}>
        <h2 id="country-heading" className={cn(H2, 'mb-4')}>
          {t('admin:places.countries.countryHeading')}
        </h2>
        <CountryForm key={JSON.stringify(country)} defaultValue={country} lastResult={resultOf('country')} />
      </section>

      <section id="safety" aria-labelledby="safety-heading" className={cn(SECTION, PANEL, 'mt-8 p-5 sm:p-6')}>
        <h2 id="safety-heading" className={H2}>
          {t('admin:places.safety.heading')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-neutral-700 dark:text-neutral-300">
          {hasSafety ? t('admin:places.safety.intro') : t('admin:places.safety.introNone')}
        </p>
        <SafetyForm key={JSON.stringify(safety)} defaultValue={safety} lastResult={resultOf('safety')} />
      </section>

      <section id="history" aria-labelledby="history-heading" className={cn(SECTION, 'mt-8')}>
        <h2 id="history-heading" className={H2}>
          {t('admin:places.history.heading')}
        </h2>
        {history.length === 0 ? (
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('admin:places.history.none')}</p>
        ) : (
          <ol className="mt-4 space-y-4">
            {history.map((entry) => (
              <li key={entry.id} className={cn(PANEL, 'p-4')}>
                <p className="font-medium text-neutral-900 dark:text-white">
                  {t('admin:places.history.entry', {
                    who:
                      entry.changedByName ?? (entry.changedBy ? t('admin:places.history.formerStaff') : t('admin:places.history.unknown')),
                    when: when(entry.createdAt),
                  })}
                </p>
                {entry.changes.length === 0 ? null : (
                  <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                    {entry.changes.map((change) => (
                      <div key={change.field} className="contents">
                        <dt className="font-medium text-neutral-800 dark:text-neutral-200">
                          {t(`admin:places.history.fields.${change.field}`)}
                        </dt>
                        <dd className="break-words text-neutral-700 dark:text-neutral-300">
                          {t('admin:places.history.change', {
                            before: shown(change.field, change.before),
                            after: shown(change.field, change.after),
                          })}
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}

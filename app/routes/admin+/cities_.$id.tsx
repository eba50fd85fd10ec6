import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { ChevronLeft, ExternalLink, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { buttonVariants } from '~/components/ui/button'
import { PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { CityFormSchema, DeleteCitySchema } from '~/models/places/admin-schema'
import { type CityUses, cityForEditing, deleteCity, saveCity } from '~/models/places/admin.server'
import { cn } from '~/utils/cn'
import { message } from '~/utils/messages'
import { LINK } from './__admin/parts'
import { FormAlert } from './__admin/form-alert'
import { CityForm } from './__places/city-form'
import { formRefusal, notFound, placeAction, type PlaceActionData, placeToast, PRIVATE } from './__places/place-actions.server'

/**
 * /admin/cities/{id} (moderators and admins): a city's names (its display and ASCII names and
 * one per language), region, population, time zone, coordinates and capital flag; and its
 * deletion while nothing uses it (else 409, saying what uses it).
 */
export const handle = { i18n: ['admin'] }

const parseId = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null
const text = (value: string | number | null | undefined) => (value == null ? '' : String(value))

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const id = parseId(params.id)
  if (id == null) throw notFound()
  const language = await getLanguage(request)
  const [found, i18n] = await Promise.all([cityForEditing(getDb(context.cloudflare.env.DB), id, language), serverI18n(language)])
  if (!found) throw notFound()
  const { city } = found
  return data(
    {
      id: city.id,
      name: city.names?.[language] || city.name,
      countryId: city.countryId,
      countryName: found.countryName,
      flag: found.flag,
      uses: found.uses,
      defaultValue: {
        intent: 'save' as const,
        version: found.version,
        name: city.name,
        asciiName: city.asciiName,
        names: Object.fromEntries(Object.entries(city.names ?? {}).filter(([, v]) => !!v)) as Record<string, string>,
        region: text(city.region),
        population: text(city.population),
        timezone: city.timezone,
        latitude: text(city.latitude),
        longitude: text(city.longitude),
        isCapital: city.isCapital ? ('on' as const) : ('' as const),
      },
      title: `${i18n.t('admin:places.cities.editTitle', { name: city.names?.[language] || city.name })} — ${APP_NAME}`,
    },
    { headers: PRIVATE },
  )
}

/** The refusal of a city that something uses, naming each kind of use with its count in the reader's language. */
async function inUse(request: Request, uses: CityUses) {
  const language = await getLanguage(request)
  const i18n = await serverI18n(language)
  const number = new Intl.NumberFormat(language)
  const parts = Object.entries(uses)
    .filter(([, n]) => n > 0)
    .map(([key, n]) => i18n.t(`admin:places.uses.${key}`, { count: n, formatted: number.format(n) }))
  return message('admin:places.errors.cityInUse', { uses: new Intl.ListFormat(language, { type: 'conjunction' }).format(parts) })
}

export async function action(args: ActionFunctionArgs) {
  const id = parseId(args.params.id)
  if (id == null) {
    await requireRole(args.request, args.context, 'moderator')
    throw notFound()
  }
  const to = `/admin/cities/${id}`
  return placeAction(args, { save: CityFormSchema, delete: DeleteCitySchema }, async (input, actor, reply) => {
    const db = getDb(args.context.cloudflare.env.DB)
    if (input.intent === 'delete') {
      const deleted = await deleteCity(db, actor, id)
      if (deleted.ok) return placeToast('/admin/cities', 'cityDeleted', { name: deleted.name })
      if (deleted.reason === 'not-found') throw notFound()
      return formRefusal('delete', reply({ formErrors: [await inUse(args.request, deleted.uses)] }), 409)
    }
    const change = await saveCity(db, actor, id, input)
    if (change.ok) return placeToast(to, 'citySaved', { name: change.name })
    if (change.reason === 'not-found') throw notFound()
    if (change.reason === 'unchanged') return placeToast(to, 'unchanged', {}, 'default')
    return formRefusal('save', reply({ formErrors: ['admin:places.errors.conflict'] }), 409)
  })
}

export const headers = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

const H2 = 'text-xl font-bold tracking-tight text-neutral-900 dark:text-white'

export default function EditCity() {
  const { id, name, countryId, countryName, flag, uses, defaultValue } = useLoaderData<typeof loader>()
  const actionData = useActionData<PlaceActionData>()
  const { t, i18n } = useTranslation('admin')
  const number = new Intl.NumberFormat(i18n.language)
  const deleting = useNavigation().formData?.get('intent') === 'delete'
  const used = Object.entries(uses).filter(([, n]) => n > 0)
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <Link to="/admin/cities" className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('places.cities.backToList')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('places.cities.editTitle', { name })}</h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">
        {flag && <span aria-hidden>{flag} </span>}
        <Link to={`/admin/countries/${countryId}`} className={LINK}>
          {countryName}
        </Link>
        <span className="text-neutral-600 dark:text-neutral-400"> · {t('places.cities.geonamesId', { id: String(id) })}</span>
      </p>
      <p className="mt-2 mb-6">
        <Link to={`/city/${id}`} className={cn(LINK, 'inline-flex items-center gap-1')}>
          {t('places.viewPage')}
          <ExternalLink aria-hidden className="size-4" />
        </Link>
      </p>
      {actionData && !actionData.intent && <FormAlert result={actionData.result} />}

      <section aria-labelledby="city-heading" className={cn(PANEL, 'p-5 sm:p-6')}>
        <h2 id="city-heading" className={cn(H2, 'mb-4')}>
          {t('places.cities.cityHeading')}
        </h2>
        <CityForm
          key={JSON.stringify(defaultValue)}
          defaultValue={defaultValue}
          lastResult={actionData?.intent === 'save' ? actionData.result : null}
          submitLabel={t('places.cities.save')}
        />
      </section>

      <section id="delete" aria-labelledby="delete-heading" className={cn(PANEL, 'mt-8 scroll-mt-24 p-5 sm:p-6')}>
        <h2 id="delete-heading" className={H2}>
          {t('places.cities.deleteHeading')}
        </h2>
        {actionData?.intent === 'delete' && <FormAlert result={actionData.result} />}
        {used.length > 0 ? (
          <>
            <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('places.cities.deleteInUse')}</p>
            <ul className="mt-2 list-disc ps-6 text-neutral-700 dark:text-neutral-300">
              {used.map(([key, n]) => (
                <li key={key}>{t(`places.uses.${key}`, { count: n, formatted: number.format(n) })}</li>
              ))}
            </ul>
          </>
        ) : (
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="delete" />
            <p className="text-neutral-700 dark:text-neutral-300">{t('places.cities.deleteIntro')}</p>
            <button type="submit" disabled={deleting} className={cn(buttonVariants({ variant: 'destructive' }), 'mt-4')}>
              <Trash2 aria-hidden className="size-4" />
              {t('places.cities.delete')}
            </button>
          </Form>
        )}
      </section>
    </div>
  )
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ChevronLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { NewCityFormSchema } from '~/models/places/admin-schema'
import { countryChoices, createCity } from '~/models/places/admin.server'
import { cn } from '~/utils/cn'
import { LINK } from './__admin/parts'
import { FormAlert } from './__admin/form-alert'
import { CityForm, type CityDefaults } from './__places/city-form'
import { formRefusal, placeAction, type PlaceActionData, placeToast, PRIVATE } from './__places/place-actions.server'

/**
 * /admin/cities/new (moderators and admins): a city added under its GeoNames id, which the
 * moderator enters (a taken id: 409; the same form sent again: answered as saved), in a country.
 */
export const handle = { i18n: ['admin'] }

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const language = await getLanguage(request)
  const [countries, i18n] = await Promise.all([countryChoices(getDb(context.cloudflare.env.DB), language), serverI18n(language)])
  return data({ countries, title: `${i18n.t('admin:places.cities.newTitle')} — ${APP_NAME}` }, { headers: PRIVATE })
}

export async function action(args: ActionFunctionArgs) {
  return placeAction(args, { create: NewCityFormSchema }, async (input, actor, reply) => {
    const created = await createCity(getDb(args.context.cloudflare.env.DB), actor, input)
    if (created.ok) return placeToast(`/admin/cities/${created.id}`, 'cityCreated', { name: created.name })
    if (created.reason === 'taken') return formRefusal('create', reply({ fieldErrors: { id: ['admin:places.errors.cityIdTaken'] } }), 409)
    return formRefusal('create', reply({ fieldErrors: { countryId: ['admin:places.errors.countryRequired'] } }), 400)
  })
}

export const headers = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

const EMPTY: CityDefaults = {
  intent: 'create',
  id: '',
  countryId: '',
  name: '',
  asciiName: '',
  names: {},
  region: '',
  population: '',
  timezone: '',
  latitude: '',
  longitude: '',
  isCapital: '',
}

export default function NewCity() {
  const { countries } = useLoaderData<typeof loader>()
  const actionData = useActionData<PlaceActionData>()
  const { t } = useTranslation('admin')
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <Link to="/admin/cities" className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('places.cities.backToList')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('places.cities.newTitle')}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-neutral-700 dark:text-neutral-300">{t('places.cities.newIntro')}</p>
      {actionData && !actionData.intent && <FormAlert result={actionData.result} />}
      <section aria-label={t('places.cities.newTitle')} className={cn(PANEL, 'p-5 sm:p-6')}>
        <CityForm defaultValue={EMPTY} lastResult={actionData?.result} countries={countries} submitLabel={t('places.cities.create')} />
      </section>
    </div>
  )
}

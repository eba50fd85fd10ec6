import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { ArrowLeft, Info, MapPinPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/auth/permissions.server'
import { formObject } from '~/models/accounts/schema'
import { pageMeta } from '~/components/pages/meta'
import { CityCombobox } from '~/components/places/city-combobox'
import { Breadcrumbs, PANEL } from '~/components/places/place-ui'
import { buttonVariants } from '~/components/ui/button'
import { describedBy, ErrorSummary, Field, INPUT_CLASS } from '~/components/ui/field'
import { FOCUS } from '~/routes/venues+/__list/filters-form'
import { VENUE_FLAGS, useLookupLabel } from '~/components/venues/vocabulary'
import { getDb } from '~/db/client'
import { createI18nInstance, getLanguage } from '~/i18n/i18next.server'
import { CLAIMABLE_FLAGS, SUGGESTION_LIMITS } from '~/models/venues/suggestion-limits'
import {
  countPendingSuggestions,
  createVenueSuggestion,
  getCategoryId,
  isDuplicateSuggestion,
  listSuggestionCategories,
  resolveSuggestionCity,
  SuggestionSchema,
} from '~/models/venues/suggestions.server'
import { cn } from '~/utils/cn'
import { redirectWithToast } from '~/utils/toast.server'

export const handle = { i18n: ['venues', 'places'] }

const FIELDS = ['name', 'category', 'city', 'address', 'website', 'phone', 'description', 'claims', 'note'] as const
type SuggestField = (typeof FIELDS)[number]
type Values = {
  name?: string
  category?: string
  cityQuery?: string
  cityId?: string
  address?: string
  website?: string
  phone?: string
  description?: string
  claims?: string[]
  note?: string
}
type ActionResult = { errors: Partial<Record<SuggestField, string>>; formError?: string; values: Values }

/** Values shown in the messages ({{max}}). */
const MESSAGE_VALUES: Record<string, Record<string, number>> = {
  'venues:suggest.errors.nameTooLong': { max: SUGGESTION_LIMITS.nameMax },
  'venues:suggest.errors.addressTooLong': { max: SUGGESTION_LIMITS.addressMax },
  'venues:suggest.errors.descriptionTooLong': { max: SUGGESTION_LIMITS.descriptionMax },
  'venues:suggest.errors.noteTooLong': { max: SUGGESTION_LIMITS.noteMax },
}

/** Members only: a visitor is sent to /auth (and back here after signing in). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)
  const [categories, pending, i18n] = await Promise.all([
    listSuggestionCategories(db),
    countPendingSuggestions(db, user.id),
    createI18nInstance(language),
  ])
  return data(
    {
      categories,
      pending,
      maxPending: SUGGESTION_LIMITS.maxPending,
      meta: {
        title: i18n.t('venues:meta.suggestTitle'),
        description: i18n.t('venues:meta.suggestDescription'),
        canonical: new URL('/venues/suggest', request.url).toString(),
        noindex: true,
      },
    },
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const meta = pageMeta

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-store' }
}

/**
 * Works without JavaScript: a plain form POST answered by a redirect to /venues with a toast
 * (success), the form with translated field errors (400), or the pending-limit message (429).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context)
  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)
  const i18n = await createI18nInstance(language)
  const message = (key: string, values: Record<string, unknown> = {}) => i18n.t(key, { ...MESSAGE_VALUES[key], ...values })

  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data<ActionResult>({ errors: {}, formError: message('venues:suggest.errors.unexpected'), values: {} }, { status: 400 })
  }
  const raw = formObject(form, ['claims'])
  const text = (name: string, max = 3000) => (typeof raw[name] === 'string' ? (raw[name] as string).slice(0, max) : '')
  const values: Values = {
    name: text('name'),
    category: text('category', 100),
    cityQuery: text('cityQuery', 300),
    cityId: text('cityId', 20),
    address: text('address'),
    website: text('website'),
    phone: text('phone', 100),
    description: text('description', SUGGESTION_LIMITS.descriptionMax + 500),
    claims: (raw.claims as string[]).slice(0, 10).map((c) => c.slice(0, 40)),
    note: text('note', SUGGESTION_LIMITS.noteMax + 500),
  }

  if ((await countPendingSuggestions(db, user.id)) >= SUGGESTION_LIMITS.maxPending) {
    return data<ActionResult>(
      { errors: {}, formError: message('venues:suggest.limitReached', { max: SUGGESTION_LIMITS.maxPending }), values },
      { status: 429 },
    )
  }

  const parsed = SuggestionSchema.safeParse(raw)
  const errors: ActionResult['errors'] = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0])
      const field = (key === 'cityQuery' || key === 'cityId' || key === 'cityLabel' ? 'city' : key) as SuggestField
      if (FIELDS.includes(field) && !errors[field])
        errors[field] = message(issue.message.startsWith('venues:') ? issue.message : 'venues:suggest.errors.invalidChoice')
    }
  }
  const input = parsed.success ? parsed.data : null
  // the city is required: said even when other fields failed
  if (!errors.city && !values.cityQuery?.trim() && !values.cityId) errors.city = message('venues:suggest.errors.cityRequired')
  // the category and the city are checked against the directory (also when other fields failed)
  const categoryId = input ? await getCategoryId(db, input.category) : null
  if (input && categoryId == null) errors.category = message('venues:suggest.errors.categoryRequired')
  const city = input ? await resolveSuggestionCity(db, input, language) : null
  if (input && !city && !errors.city)
    errors.city = message(
      input.cityQuery.trim() || input.cityId != null ? 'venues:suggest.errors.cityNotFound' : 'venues:suggest.errors.cityRequired',
    )
  if (input && city && (await isDuplicateSuggestion(db, input.name, city.id))) errors.name = message('venues:suggest.errors.duplicate')
  if (city) {
    values.cityQuery = city.label
    values.cityId = String(city.id)
  }
  if (!input || Object.keys(errors).length > 0 || categoryId == null || !city) {
    return data<ActionResult>({ errors, values }, { status: 400 })
  }

  await createVenueSuggestion(db, user.id, input, { categoryId, city })
  return redirectWithToast('/venues', {
    titleKey: 'venues:suggest.toast.title',
    descriptionKey: 'venues:suggest.toast.description',
    variant: 'success',
  })
}

export default function SuggestVenuePage() {
  const { categories, pending, maxPending } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>() as ActionResult | undefined
  const { t } = useTranslation('venues')
  const label = useLookupLabel()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/venues/suggest')
  const errors = result?.errors ?? {}
  const values = result?.values ?? {}
  const failed = FIELDS.filter((f) => errors[f])
  const limitReached = pending >= maxPending
  const fieldId = (f: SuggestField) => (f === 'city' ? 'suggest-city' : f === 'claims' ? 'suggest-claims' : `suggest-${f}`)

  const claimFlags = VENUE_FLAGS.filter((f) => (CLAIMABLE_FLAGS as readonly string[]).includes(f.key))

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <Breadcrumbs
        items={[{ to: '/', label: t('list.home') }, { to: '/venues', label: t('list.breadcrumb') }, { label: t('suggest.title') }]}
      />
      <h1 className="mt-4 flex items-center gap-3 text-4xl font-extrabold tracking-tight text-neutral-950 dark:text-white">
        <MapPinPlus aria-hidden className="size-9 shrink-0 text-brand-700 dark:text-violet-300" />
        {t('suggest.title')}
      </h1>
      <p className="mt-3 text-lg text-pretty text-neutral-700 dark:text-neutral-300">{t('suggest.lead')}</p>

      {pending > 0 && !limitReached && (
        <p className="mt-4 flex items-center gap-2 text-sm text-neutral-700 dark:text-neutral-300">
          <Info aria-hidden className="size-4 shrink-0 text-brand-700 dark:text-violet-300" />
          {t('suggest.pending', { count: pending })}
        </p>
      )}

      <div className={cn(PANEL, 'mt-8 p-5 sm:p-8')}>
        {limitReached && !result ? (
          <div role="status" className="flex items-start gap-3 text-neutral-800 dark:text-neutral-200">
            <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-violet-300" />
            <p>{t('suggest.limitReached', { max: maxPending })}</p>
          </div>
        ) : (
          <Form method="post" noValidate className="space-y-6">
            {(failed.length > 0 || result?.formError) && (
              <ErrorSummary
                answer={result}
                title={result?.formError ?? t('suggest.errorSummary')}
                items={failed.map((f) => ({ href: `#${fieldId(f)}`, message: errors[f] }))}
              />
            )}

            <Field id="suggest-name" label={t('suggest.fields.name')} error={errors.name}>
              <input
                id="suggest-name"
                name="name"
                type="text"
                required
                autoComplete="off"
                maxLength={SUGGESTION_LIMITS.nameMax}
                defaultValue={values.name}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={describedBy('suggest-name', false, errors.name)}
                className={INPUT_CLASS}
              />
            </Field>

            <div className="grid gap-6 sm:grid-cols-2">
              <Field id="suggest-category" label={t('suggest.fields.category')} error={errors.category}>
                <select
                  id="suggest-category"
                  name="category"
                  required
                  defaultValue={values.category ?? ''}
                  aria-invalid={errors.category ? true : undefined}
                  aria-describedby={describedBy('suggest-category', false, errors.category)}
                  className={INPUT_CLASS}
                >
                  <option value="" disabled>
                    {t('suggest.fields.categoryPlaceholder')}
                  </option>
                  {categories.map((c) => (
                    <option key={c.slug} value={c.slug}>
                      {label('categories', c)}
                    </option>
                  ))}
                </select>
              </Field>
              <CityCombobox
                inputId="suggest-city"
                initial={{ id: values.cityId ? Number(values.cityId) : null, label: values.cityQuery ?? '' }}
                error={errors.city}
                required
                maxLength={SUGGESTION_LIMITS.cityQueryMax}
                labels={{
                  label: t('suggest.fields.city'),
                  hint: t('suggest.fields.cityHint'),
                  placeholder: t('suggest.fields.cityPlaceholder'),
                  clear: t('suggest.fields.cityClear'),
                  none: t('suggest.fields.cityNone'),
                  searching: t('suggest.fields.citySearching'),
                  results: (count) => t('suggest.fields.cityResults', { count }),
                }}
              />
            </div>

            <Field
              id="suggest-address"
              label={<Optional text={t('suggest.fields.address')} />}
              hint={t('suggest.fields.addressHint')}
              error={errors.address}
            >
              <input
                id="suggest-address"
                name="address"
                type="text"
                autoComplete="street-address"
                maxLength={SUGGESTION_LIMITS.addressMax}
                defaultValue={values.address}
                aria-invalid={errors.address ? true : undefined}
                aria-describedby={describedBy('suggest-address', true, errors.address)}
                className={INPUT_CLASS}
              />
            </Field>

            <div className="grid gap-6 sm:grid-cols-2">
              <Field id="suggest-website" label={<Optional text={t('suggest.fields.website')} />} error={errors.website}>
                <input
                  id="suggest-website"
                  name="website"
                  type="url"
                  inputMode="url"
                  spellCheck={false}
                  placeholder="https://"
                  maxLength={SUGGESTION_LIMITS.websiteMax}
                  defaultValue={values.website}
                  aria-invalid={errors.website ? true : undefined}
                  aria-describedby={describedBy('suggest-website', false, errors.website)}
                  className={INPUT_CLASS}
                />
              </Field>
              <Field id="suggest-phone" label={<Optional text={t('suggest.fields.phone')} />} error={errors.phone}>
                <input
                  id="suggest-phone"
                  name="phone"
                  type="tel"
                  inputMode="tel"
                  maxLength={SUGGESTION_LIMITS.phoneMax}
                  defaultValue={values.phone}
                  aria-invalid={errors.phone ? true : undefined}
                  aria-describedby={describedBy('suggest-phone', false, errors.phone)}
                  className={INPUT_CLASS}
                />
              </Field>
            </div>

            <Field
              id="suggest-description"
              label={<Optional text={t('suggest.fields.description')} />}
              hint={t('suggest.fields.descriptionHint', { max: SUGGESTION_LIMITS.descriptionMax })}
              error={errors.description}
            >
              <textarea
                id="suggest-description"
                name="description"
                rows={5}
                maxLength={SUGGESTION_LIMITS.descriptionMax}
                defaultValue={values.description}
                aria-invalid={errors.description ? true : undefined}
                aria-describedby={describedBy('suggest-description', true, errors.description)}
                className={cn(INPUT_CLASS, 'min-h-32 resize-y leading-7')}
              />
            </Field>

            <fieldset id="suggest-claims" tabIndex={-1} aria-describedby="suggest-claims-hint" className="outline-none">
              <legend className="font-medium text-neutral-900 dark:text-white">
                <Optional text={t('suggest.fields.claims')} />
              </legend>
              <p id="suggest-claims-hint" className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
                {t('suggest.fields.claimsHint')}
              </p>
              <ul className="mt-2 space-y-2">
                {claimFlags.map(({ key, icon: Icon }) => (
                  <li key={key}>
                    <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-neutral-200 p-3 hover:border-brand-600 dark:border-neutral-700 dark:hover:border-violet-300">
                      <input
                        type="checkbox"
                        name="claims"
                        value={key}
                        defaultChecked={values.claims?.includes(key)}
                        className={cn('mt-1 size-4 shrink-0 accent-brand-700 dark:accent-violet-300', FOCUS)}
                      />
                      <span>
                        <span className="flex items-center gap-1.5 font-medium text-neutral-900 dark:text-white">
                          <Icon aria-hidden className="size-4 text-brand-700 dark:text-violet-300" />
                          {t(`flags.${key}.label`)}
                        </span>
                        <span className="block text-sm text-neutral-600 dark:text-neutral-400">{t(`flags.${key}.explanation`)}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              {errors.claims && <p className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">{errors.claims}</p>}
            </fieldset>

            <Field
              id="suggest-note"
              label={<Optional text={t('suggest.fields.note')} />}
              hint={t('suggest.fields.noteHint')}
              error={errors.note}
            >
              <textarea
                id="suggest-note"
                name="note"
                rows={3}
                maxLength={SUGGESTION_LIMITS.noteMax}
                defaultValue={values.note}
                aria-invalid={errors.note ? true : undefined}
                aria-describedby={describedBy('suggest-note', true, errors.note)}
                className={cn(INPUT_CLASS, 'resize-y')}
              />
            </Field>

            <div className="flex flex-col gap-4 border-t border-neutral-200 pt-6 sm:flex-row sm:items-center dark:border-neutral-800">
              <button type="submit" disabled={busy} className={buttonVariants({ size: 'lg' })}>
                <MapPinPlus aria-hidden className="size-4" />
                {busy ? t('suggest.sending') : t('suggest.submit')}
              </button>
              <p className="text-sm leading-6 text-neutral-600 dark:text-neutral-400">{t('suggest.privacy')}</p>
            </div>
          </Form>
        )}
      </div>

      <Link
        to="/venues"
        className={cn(
          'mt-6 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-700 hover:underline dark:text-violet-300',
          FOCUS,
        )}
      >
        <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('suggest.back')}
      </Link>
    </div>
  )
}

function Optional({ text }: { text: string }) {
  const { t } = useTranslation('venues')
  return (
    <>
      {text} <span className="text-sm font-normal text-neutral-600 dark:text-neutral-400">({t('suggest.optional')})</span>
    </>
  )
}

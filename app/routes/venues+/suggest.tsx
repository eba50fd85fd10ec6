import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ArrowLeft, Info, MapPinPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/auth/permissions.server'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { PANEL } from '~/components/ui/surface'
import { getDb } from '~/db/client'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import { SUGGESTION_LIMITS } from '~/models/venues/suggestion-limits'
import {
  countPendingSuggestions,
  createVenueSuggestion,
  getCategoryId,
  isDuplicateSuggestion,
  listSuggestionCategories,
  resolveSuggestionCity,
  SuggestionSchema,
} from '~/models/venues/suggestions.server'
import { FOCUS } from '~/routes/venues+/__list/filters-form'
import { cn } from '~/utils/cn'
import { message } from '~/utils/messages'
import { redirectWithToast } from '~/utils/toast.server'
import { SuggestForm } from './__list/suggest-form'

export const handle = { i18n: ['venues', 'places'] }

/** Members only: a visitor is sent to /auth (and back here after signing in). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)
  const [categories, pending, i18n] = await Promise.all([
    listSuggestionCategories(db),
    countPendingSuggestions(db, user.id),
    serverI18n(language),
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
 * (success), the form with its field errors (400), or the pending-limit message (429). The
 * schema is the form's own (the browser checked it already); the directory answers the rest:
 * the category and the city must exist, and the venue must not be listed or waiting there.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context)
  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)

  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data({ result: { status: 'error' as const, error: { '': ['venues:suggest.errors.unexpected'] } }, city: null }, { status: 400 })
  }
  const submission = parseWithZod(form, { schema: SuggestionSchema })
  if ((await countPendingSuggestions(db, user.id)) >= SUGGESTION_LIMITS.maxPending) {
    const formErrors = [message('venues:suggest.limitReached', { max: SUGGESTION_LIMITS.maxPending })]
    return data({ result: submission.reply({ formErrors }), city: null }, { status: 429 })
  }
  if (submission.status !== 'success') return data({ result: submission.reply(), city: null }, { status: 400 })

  const input = submission.value
  const fieldErrors: Record<string, string[]> = {}
  const [categoryId, city] = await Promise.all([getCategoryId(db, input.category), resolveSuggestionCity(db, input, language)])
  if (categoryId == null) fieldErrors.category = ['venues:suggest.errors.categoryRequired']
  if (!city) fieldErrors.cityQuery = ['venues:suggest.errors.cityNotFound']
  else if (await isDuplicateSuggestion(db, input.name, city.id)) fieldErrors.name = ['venues:suggest.errors.duplicate']
  if (categoryId == null || !city || Object.keys(fieldErrors).length > 0) {
    return data({ result: submission.reply({ fieldErrors }), city: city && { id: city.id, label: city.label } }, { status: 400 })
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
  const answer = useActionData<typeof action>()
  const { t } = useTranslation('venues')
  const limitReached = pending >= maxPending

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
        {limitReached && !answer ? (
          <div role="status" className="flex items-start gap-3 text-neutral-800 dark:text-neutral-200">
            <Info aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-violet-300" />
            <p>{t('suggest.limitReached', { max: maxPending })}</p>
          </div>
        ) : (
          <SuggestForm categories={categories} lastResult={answer?.result} city={answer?.city} />
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

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { marketCategories } from '~/models/marketplace/admin.server'
import { BackToMarket } from './__market/back-to-market'
import { handleListingForm, PRIVATE } from './__market/editor.server'
import { ListingForm } from './__market/listing-form'
import { randomToken } from '~/utils/crypto'

/** /admin/marketplace/new (moderators and admins): a new item of Haven's own (app/models/marketplace/admin.server.ts). */
export const handle = { i18n: ['admin', 'marketplace'] }

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const [categories, i18n] = await Promise.all([marketCategories(getDb(context.cloudflare.env.DB)), getLanguage(request).then(serverI18n)])
  // the form's one-time key: the same form sent twice (a double click, a retry) creates one item
  return data({ categories, formKey: randomToken(16), title: `${i18n.t('admin:market.newTitle')} — ${APP_NAME}` }, { headers: PRIVATE })
}

export const action = (args: ActionFunctionArgs) => handleListingForm(args, () => null)

export const headers = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function NewListing() {
  const { categories, formKey } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { t } = useTranslation('admin')
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <BackToMarket />
      <h1 className="mt-3 mb-6 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('market.newTitle')}</h1>
      <ListingForm lastResult={actionData?.result} categories={categories} withStock formKey={formKey} submitLabel={t('market.create')} />
    </div>
  )
}

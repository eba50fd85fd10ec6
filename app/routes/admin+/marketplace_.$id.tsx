import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { listingForEditor, marketCategories } from '~/models/marketplace/admin.server'
import { listListingPhotos } from '~/models/marketplace/photos.server'
import { listingHref } from '~/models/marketplace/query'
import { variantsForEditor } from '~/models/marketplace/variants-admin.server'
import { LINK } from './__admin/parts'
import { BackToMarket } from './__market/back-to-market'
import { handleListingForm, PRIVATE, type VariantFormAnswer } from './__market/editor.server'
import { ListingForm } from './__market/listing-form'
import { ListingPhotos } from './__market/listing-photos'
import { ListingVariants } from './__market/listing-variants'
import { randomToken } from '~/utils/crypto'

/** /admin/marketplace/{id} (moderators and admins): an item's editor, whatever its state. */
export const handle = { i18n: ['admin', 'marketplace'] }

const itemId = (param: string | undefined) => {
  if (!/^\d{1,10}$/.test(param ?? '')) throw new Response(null, { status: 404, statusText: 'Not Found' })
  return Number(param)
}
const units = (cents: number | null) => (cents == null ? '' : (cents / 100).toFixed(2))

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const db = getDb(context.cloudflare.env.DB)
  const id = itemId(params.id)
  const [listing, photos, variants, categories, i18n] = await Promise.all([
    listingForEditor(db, id),
    listListingPhotos(db, id),
    variantsForEditor(db, id),
    marketCategories(db),
    getLanguage(request).then(serverI18n),
  ])
  if (!listing) throw new Response(null, { status: 404, statusText: 'Not Found' })
  return data(
    {
      listing,
      photos,
      variants,
      categories,
      // the page's one-time key, sent by each photo and variant form: the same form twice changes things once
      formKey: randomToken(16),
      title: `${i18n.t('admin:market.editTitle', { title: listing.title })} — ${APP_NAME}`,
    },
    { headers: PRIVATE },
  )
}

// the role before the address: a visitor is sent to sign in whatever the id (handleListingForm)
export const action = (args: ActionFunctionArgs) => handleListingForm(args, () => itemId(args.params.id))

export const headers = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function EditListing() {
  const { listing, photos, variants, categories, formKey } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const photoResult = actionData && 'photoIntent' in actionData ? actionData : null
  // a refused variant form (handleVariantForm's answer: the action's inferred type does not carry it)
  const variantResult = actionData && 'variantIntent' in actionData ? (actionData as unknown as VariantFormAnswer) : null
  const { t } = useTranslation('admin')
  const on = (flag: boolean) => (flag ? 'on' : '') as 'on' | ''
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <BackToMarket />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">
        {t('market.editTitle', { title: listing.title })}
      </h1>
      <p className="mt-2 mb-6 text-sm text-neutral-700 dark:text-neutral-300">
        {t('market.stock', { stock: listing.stock })} ·{' '}
        <Link to={listingHref(listing)} className={LINK}>
          {t('market.view', { title: listing.title })}
        </Link>
      </p>
      <ListingForm
        key={listing.id}
        lastResult={photoResult || variantResult ? null : actionData?.result}
        categories={categories}
        withStock={false}
        submitLabel={t('market.save')}
        defaultValue={{
          title: listing.title,
          description: listing.description ?? '',
          businessName: listing.businessName ?? '',
          category: listing.category ?? '',
          price: units(listing.priceCents),
          salePrice: units(listing.salePriceCents),
          currency: listing.currency,
          status: listing.status,
          isSale: on(listing.isSale),
          isNewArrival: on(listing.isNewArrival),
          featured: on(listing.featured),
        }}
      />
      <ListingPhotos
        listingId={listing.id}
        photos={photos}
        formKey={formKey}
        lastResult={photoResult?.photoIntent === 'photo-add' ? photoResult.result : null}
        problem={
          photoResult && photoResult.photoIntent !== 'photo-add'
            ? (photoResult.result.error?.['']?.[0] ?? 'admin:market.errors.invalid')
            : null
        }
      />
      <ListingVariants
        listingId={listing.id}
        currency={listing.currency}
        variants={variants}
        formKey={formKey}
        answer={
          variantResult ? { intent: variantResult.variantIntent, variantId: variantResult.variantId, result: variantResult.result } : null
        }
      />
    </div>
  )
}

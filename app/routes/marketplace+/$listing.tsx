import type { ActionFunctionArgs, LoaderFunctionArgs, MetaDescriptor, MetaFunction } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { ShieldAlert, ShoppingBag, Star } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser, requireUser } from '~/auth/permissions.server'
import { formFields } from '~/auth/intent-action.server'
import { FavoriteButton } from '~/components/favorites/favorite-button'
import { ReportDialog } from '~/components/reports/report-dialog'
import { Badges, Price, Rating } from '~/components/marketplace/listing-card'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_BOX } from '~/components/ui/field'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { ShareButton } from '~/components/share/share-button'
import { pageMeta } from '~/components/pages/meta'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { getListingDetail, listingIdForSlug, listingShown, type ListingDetail } from '~/models/marketplace/detail.server'
import { ListingGallery } from './__detail/gallery'
import { ReviewForm } from './__detail/review-form'
import { mostOfOne, VariantPicker, VariantPriceRange } from './__detail/variant-picker'
import { CART_LIMITS } from '~/models/marketplace/cart-limits'
import { ReviewSchema } from '~/models/marketplace/review-schema'
import { myReview, saveReview } from '~/models/marketplace/reviews.server'
import { listingHref } from '~/models/marketplace/query'
import { viewerOf } from '~/models/viewer'
import { cn } from '~/utils/cn'
import { serializeJsonLd } from '~/utils/json-ld'
import { message } from '~/utils/messages'
import { useNonce } from '~/utils/nonce'
import { redirectWithToast } from '~/utils/toast.server'

export const handle = { i18n: ['marketplace', 'places', 'favorites'] }

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' })
/** An address the page may give search engines: http(s), or our own path made absolute. */
const absoluteImage = (value: string | null, origin: string) =>
  value && /^https?:\/\//i.test(value) ? value : value?.startsWith('/') ? new URL(value, origin).toString() : null

/**
 * /marketplace/{id} (SPEC §2 'item detail'; a slug redirects to the id): the item's picture,
 * labels, price, stock, seller, description and reviews (only its buyers write them; hidden ones
 * are the moderators'), save and share, JSON-LD Product with its Offer and AggregateRating, Open
 * Graph. A draft or archived item is its seller's and the moderators' (a banner, never indexed);
 * anyone else gets the same 404 as an unknown id. Reads: models/marketplace/detail.server.ts.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const param = params.listing ?? ''
  const db = getDb(context.cloudflare.env.DB)
  const url = new URL(request.url)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  if (!/^\d{1,10}$/.test(param)) {
    const id = /^[a-z0-9-]{1,200}$/.test(param) ? await listingIdForSlug(db, viewer, param) : null
    if (id == null) throw notFound()
    throw redirect(listingHref({ id }), 301)
  }
  const [detail, i18n, review] = await Promise.all([
    getListingDetail(db, viewer, Number(param)),
    serverI18n(language),
    user ? myReview(db, user.id, Number(param)) : null,
  ])
  if (!detail) throw notFound()
  const { listing } = detail
  const canonical = new URL(listingHref(listing), url.origin).toString()
  const description = (listing.description ?? '').replace(/\s+/g, ' ').trim().slice(0, 160) || i18n.t('marketplace:meta.description')
  const published = listing.status === 'active' || listing.status === 'sold_out'
  return data(
    {
      ...detail,
      // the member's own review, and whether they may write one (they bought the item)
      review,
      signedIn: !!user,
      published,
      canonical,
      image: absoluteImage(listing.imageUrl, url.origin),
      meta: {
        title: i18n.t('marketplace:meta.listingTitle', { title: listing.title }),
        description,
        canonical,
        noindex: !published,
      },
    },
    { headers: { 'Cache-Control': user ? 'private, no-store' : 'private, no-cache', Vary: 'Cookie' } },
  )
}

/**
 * A buyer's review (one per member; a second changes the first): a plain form, checked by
 * ReviewSchema; 403 for a member who did not buy the item, 404 for an item they may not see.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = Number(params.listing)
  const user = await requireUser(request, context)
  if (!/^\d{1,10}$/.test(params.listing ?? '')) throw notFound()
  const db = getDb(context.cloudflare.env.DB)
  const parsed = ReviewSchema.safeParse(formFields(await request.formData().catch(() => new FormData())))
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400 })
  if (!(await listingShown(db, viewerOf(user), id))) throw notFound()
  if ((await saveReview(db, user.id, id, parsed.data)) === 'notBuyer')
    return data({ error: message('marketplace:review.errors.notBuyer') }, { status: 403 })
  return redirectWithToast(
    `${listingHref({ id })}#listing-reviews`,
    { titleKey: 'marketplace:review.saved', variant: 'success' },
    { status: 303 },
  )
}

export function headers({ loaderHeaders }: { loaderHeaders: Headers }) {
  return { 'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache', Vary: 'Cookie' }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => {
  const m = loaderData?.meta
  if (!m) return [{ title: APP_NAME }]
  const tags: MetaDescriptor[] = [
    ...pageMeta({ data: loaderData }).filter((d) => !('property' in d && d.property === 'og:type')),
    { property: 'og:type', content: 'product' },
    { property: 'og:url', content: m.canonical },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: m.title },
    { name: 'twitter:description', content: m.description },
  ]
  if (loaderData.image) tags.push({ property: 'og:image', content: loaderData.image }, { name: 'twitter:image', content: loaderData.image })
  return tags
}

/** schema.org Product with its Offer (the price now, availability) and AggregateRating. */
function productJsonLd(
  detail: Pick<ListingDetail, 'listing'>,
  { url, description, image }: { url: string; description: string; image: string | null },
) {
  const { listing } = detail
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.title,
    url,
    description,
    ...(image ? { image } : {}),
    ...(listing.businessName ? { brand: { '@type': 'Brand', name: listing.businessName } } : {}),
    offers: listing.variants.length
      ? {
          // sizes and colours at their own prices: the range, and how many there are
          '@type': 'AggregateOffer',
          url,
          lowPrice: (Math.min(...listing.variants.map((v) => v.unitPriceCents)) / 100).toFixed(2),
          highPrice: (Math.max(...listing.variants.map((v) => v.unitPriceCents)) / 100).toFixed(2),
          offerCount: listing.variants.length,
          priceCurrency: listing.currency,
          availability: listing.inStock ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        }
      : {
          '@type': 'Offer',
          url,
          price: ((listing.salePriceCents ?? listing.priceCents) / 100).toFixed(2),
          priceCurrency: listing.currency,
          availability: listing.inStock ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        },
    ...(listing.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: listing.ratingAvg,
            reviewCount: listing.ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
}

export default function ListingPage() {
  const { listing, reviews, favorited, published, canonical, image, meta, review, signedIn } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const { t, i18n } = useTranslation('marketplace')
  const nonce = useNonce()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  const jsonLd = useMemo(
    () => serializeJsonLd(productJsonLd({ listing }, { url: canonical, description: meta.description, image })),
    [listing, canonical, meta.description, image],
  )
  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      {published && (
        <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: jsonLd }} />
      )}
      <Breadcrumbs
        items={[{ to: '/', label: t('list.home') }, { to: '/marketplace', label: t('list.breadcrumb') }, { label: listing.title }]}
      />
      {!published && (
        <p className="mt-6 flex items-center gap-2 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-400/15 dark:text-amber-100">
          <ShieldAlert aria-hidden className="size-4 shrink-0" />
          {t('detail.draft')}
        </p>
      )}
      <div className="mt-6 grid gap-8 lg:grid-cols-2">
        <ListingGallery listing={listing} />
        <div className="grid content-start gap-4">
          <Badges listing={listing} />
          <h1 className="text-4xl font-extrabold tracking-tight text-balance break-words text-neutral-950 sm:text-5xl dark:text-white">
            {listing.title}
          </h1>
          <p className="text-neutral-800 dark:text-neutral-200">
            {listing.havenOwned
              ? t('detail.havenOwned')
              : listing.businessName
                ? t('detail.soldBy', { seller: listing.businessName })
                : null}
          </p>
          <Price listing={listing} size="page" />
          <VariantPriceRange listing={listing} />
          <p
            className={cn(
              'font-semibold',
              listing.inStock ? 'text-emerald-800 dark:text-emerald-300' : 'text-neutral-800 dark:text-neutral-200',
            )}
          >
            {listing.inStock
              ? t('detail.inStock', { count: listing.stock })
              : listing.status === 'sold_out' || listing.stock === 0
                ? t('detail.soldOut')
                : t('detail.unavailable')}
          </p>
          <Rating listing={listing} />
          {listing.category && (
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              {t('detail.category')}:{' '}
              <Link to={`/marketplace?category=${listing.category}`} className={LINK}>
                {t(`categories.${listing.category}`, { defaultValue: listing.category })}
              </Link>
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <ShareButton url={canonical} title={listing.title} text={listing.title} />
            <FavoriteButton type="listing" id={listing.id} favorited={favorited} label={listing.title} variant="pill" />
            {published && <ReportDialog targetType="listing" targetId={listing.id} signedIn={signedIn} />}
          </div>
          {published && listing.inStock && (
            // a plain form: adding works without JavaScript (the cart answers with this page again)
            <Form method="post" action="/marketplace/cart" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="add" />
              <input type="hidden" name="listingId" value={listing.id} />
              <input type="hidden" name="redirectTo" value={listingHref(listing)} />
              {listing.variants.length > 0 && <VariantPicker listing={listing} />}
              <label className="grid gap-1 text-sm font-medium text-neutral-800 dark:text-neutral-200">
                {t('detail.quantity')}
                <select name="quantity" defaultValue={1} className={cn(INPUT_BOX, 'w-24 text-base')}>
                  {Array.from({ length: Math.min(CART_LIMITS.maxQuantity, mostOfOne(listing)) }, (_, n) => (
                    <option key={n + 1} value={n + 1}>
                      {n + 1}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit" className={buttonVariants({ variant: 'default' })}>
                <ShoppingBag aria-hidden className="size-5" />
                {t('detail.addToCart')}
              </button>
              <Link to="/marketplace/cart" className={LINK}>
                {t('detail.viewCart')}
              </Link>
            </Form>
          )}
        </div>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="listing-about" className={cn(PANEL, 'p-6')}>
          <h2 id="listing-about" className="text-xl font-bold text-neutral-950 dark:text-white">
            {t('detail.description')}
          </h2>
          <p className="mt-3 whitespace-pre-line text-neutral-800 dark:text-neutral-200">
            {listing.description || t('detail.noDescription')}
          </p>
        </section>
        <section aria-labelledby="listing-reviews" className={cn(PANEL, 'p-6')}>
          <h2 id="listing-reviews" className="text-xl font-bold text-neutral-950 dark:text-white">
            {t('detail.reviews')}
          </h2>
          {review?.mayReview && <ReviewForm review={review} error={refused?.error} />}
          {reviews.length === 0 ? (
            <p className="mt-3 text-neutral-700 dark:text-neutral-300">{t('detail.reviewsEmpty')}</p>
          ) : (
            <ul className="mt-3 grid gap-4">
              {reviews.map((review) => (
                <li key={review.id} className="grid gap-1">
                  <p className="flex items-center gap-1 text-sm font-semibold text-neutral-900 dark:text-neutral-100">
                    <Star aria-hidden className="size-4 fill-current text-amber-600 dark:text-amber-300" />
                    {t('detail.stars', { rating: review.rating })}
                  </p>
                  {review.body && <p className="text-neutral-800 dark:text-neutral-200">{review.body}</p>}
                  <p className="text-sm text-neutral-700 dark:text-neutral-300">
                    {review.author.id && review.author.name ? (
                      <Link to={`/user/${review.author.id}`} className={LINK}>
                        {review.author.name}
                      </Link>
                    ) : (
                      (review.author.name ?? t('detail.anonymous'))
                    )}
                    {' · '}
                    <time dateTime={review.createdAt}>{date.format(new Date(review.createdAt))}</time>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <p className="mt-8">
        <Link to="/marketplace" className={LINK}>
          {t('detail.back')}
        </Link>
      </p>
    </article>
  )
}

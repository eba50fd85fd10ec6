import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { AlertTriangle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { formFields } from '~/auth/intent-action.server'
import { ListingImage, useMoney } from '~/components/marketplace/listing-card'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_BOX } from '~/components/ui/field'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { CART_INTENTS } from '~/models/marketplace/cart'
import { CART_LIMITS } from '~/models/marketplace/cart-limits'
import { cartLines, changeCart, cartOwner, removeFromCart, viewCart, visitorCartCookie } from '~/models/marketplace/cart.server'
import { listingHref } from '~/models/marketplace/query'
import { viewerOf } from '~/models/viewer'
import { cn } from '~/utils/cn'
import { safeRedirect } from '~/utils/redirect'
import { message, translateMessage } from '~/utils/messages'
import { redirectWithToast } from '~/utils/toast.server'

export const handle = { i18n: ['marketplace'] }

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }

/**
 * /marketplace/cart: the cart of whoever reads it (a member's rows, a visitor's signed cookie;
 * models/marketplace/cart.server.ts), each line with its state (fewer left, sold out, gone), the
 * totals by currency and one checkout per currency. Its action takes the cart's intents (add from
 * an item's page, change a quantity, remove) from plain forms, so it works without JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env
  const db = getDb(env.DB)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  const owner = await cartOwner(request, db, env, user)
  const [cart, i18n] = await Promise.all([viewCart(db, viewer, await cartLines(db, owner)), serverI18n(language)])
  return data(
    {
      cart,
      signedIn: !!user,
      meta: { title: i18n.t('marketplace:cart.metaTitle'), description: i18n.t('marketplace:cart.intro'), noindex: true },
    },
    { headers: PRIVATE },
  )
}

export const meta = pageMeta
export const headers = () => PRIVATE

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env
  const db = getDb(env.DB)
  const form = await request.formData().catch(() => null)
  const fields = form ? formFields(form) : {}
  const back = safeRedirect(fields.redirectTo, '/marketplace/cart')
  const user = await getCurrentUser(request, context)
  const viewer = viewerOf(user)
  const intent = fields.intent as keyof typeof CART_INTENTS | undefined
  // a refusal is this page with its message (and a 4xx), wherever the form was posted from
  const refuse = (key: string, status: number, values: Record<string, number> = {}) =>
    data({ error: message(`marketplace:cart.errors.${key}`, values) }, { status, headers: PRIVATE })
  if (!intent || !Object.hasOwn(CART_INTENTS, intent)) return refuse('invalid', 400)
  const parsed = CART_INTENTS[intent].safeParse(fields)
  if (!parsed.success) return refuse('quantity', 400, { max: CART_LIMITS.maxQuantity })
  const owner = await cartOwner(request, db, env, user)
  const input = parsed.data as { listingId: number; variantId: number; quantity?: number }
  const change =
    intent === 'remove'
      ? await removeFromCart(db, owner, { listingId: input.listingId, variantId: input.variantId })
      : await changeCart(db, viewer, owner, {
          listingId: input.listingId,
          variantId: input.variantId,
          quantity: input.quantity ?? 1,
          mode: intent === 'add' ? 'add' : 'set',
        })
  if (!change.ok) return refuse(change.error, change.status, { max: CART_LIMITS.maxLines })
  const headers = new Headers()
  if (owner.kind === 'visitor') headers.append('Set-Cookie', await visitorCartCookie(db, env, change.lines))
  const titleKey =
    intent === 'add' ? 'marketplace:cart.added' : change.quantity === 0 ? 'marketplace:cart.removed' : 'marketplace:cart.updated'
  return redirectWithToast(back, { titleKey, variant: 'success' }, { status: 303, headers })
}

/** A line's title with its variant, as buttons and labels name it ("T-shirt (M · Black)"). */
const withVariant = (title: string, variant: string | null) => (variant ? `${title} (${variant})` : title)

export default function CartPage() {
  const { cart } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const { t } = useTranslation('marketplace')
  const money = useMoney()
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <Breadcrumbs
        items={[{ to: '/', label: t('list.home') }, { to: '/marketplace', label: t('list.breadcrumb') }, { label: t('cart.breadcrumb') }]}
      />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-neutral-950 dark:text-white">{t('cart.title')}</h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('cart.intro')}</p>
      {refused && 'error' in refused && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 px-4 py-3 font-medium text-red-900 dark:bg-red-500/15 dark:text-red-100">
          {translateMessage(t as never, refused.error)}
        </p>
      )}
      {cart.lines.length === 0 ? (
        <div className={cn(PANEL, 'mt-8 grid justify-items-start gap-4 p-6')}>
          <p className="text-lg text-neutral-800 dark:text-neutral-200">{t('cart.empty')}</p>
          <Link to="/marketplace" className={buttonVariants({ variant: 'default' })}>
            {t('cart.browse')}
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_1fr]">
          <ul className="grid content-start gap-4" aria-label={t('cart.title')}>
            {cart.lines.map((line) => {
              const title = line.listing ? withVariant(line.listing.title, line.variantLabel) : t('cart.states.unavailable')
              return (
                <li
                  key={`${line.listingId}-${line.variantId}`}
                  className={cn(PANEL, 'grid grid-cols-[5rem_1fr] gap-4 p-4 sm:grid-cols-[6rem_1fr]')}
                >
                  {line.listing ? (
                    <ListingImage listing={line.listing} size="card" />
                  ) : (
                    <span aria-hidden className="aspect-square rounded-xl bg-neutral-200 dark:bg-neutral-800" />
                  )}
                  <div className="grid gap-2">
                    <h2 className="text-lg font-bold text-neutral-950 dark:text-white">
                      {line.listing ? (
                        <Link to={listingHref(line.listing)} className={LINK}>
                          {line.listing.title}
                        </Link>
                      ) : (
                        title
                      )}
                    </h2>
                    {line.variantLabel && (
                      <p className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
                        {t('cart.variant', { variant: line.variantLabel })}
                      </p>
                    )}
                    {line.listing && (
                      <p className="text-neutral-800 tabular-nums dark:text-neutral-200">
                        {t('cart.unitPrice')}: {money(line.listing.unitPriceCents, line.listing.currency)}
                        {line.available > 0 && (
                          <>
                            {' · '}
                            {t('cart.lineTotal')}: {money(line.available * line.listing.unitPriceCents, line.listing.currency)}
                          </>
                        )}
                      </p>
                    )}
                    {line.state !== 'ok' && (
                      <p className="flex items-center gap-2 text-sm font-medium text-amber-900 dark:text-amber-200">
                        <AlertTriangle aria-hidden className="size-4 shrink-0" />
                        {line.state === 'reduced' ? t('cart.states.reduced', { count: line.available }) : t(`cart.states.${line.state}`)}
                        {line.state === 'chooseVariant' && line.listing && (
                          <Link to={listingHref(line.listing)} className={LINK}>
                            {t('cart.chooseOnPage')}
                          </Link>
                        )}
                      </p>
                    )}
                    <div className="flex flex-wrap items-end gap-2">
                      {(line.state === 'ok' || line.state === 'reduced') && line.listing && (
                        <Form method="post" className="flex items-end gap-2">
                          <input type="hidden" name="intent" value="update" />
                          <input type="hidden" name="listingId" value={line.listingId} />
                          <input type="hidden" name="variantId" value={line.variantId} />
                          <label className="grid gap-1 text-sm font-medium text-neutral-800 dark:text-neutral-200">
                            <span className="sr-only">{t('cart.quantity', { title })}</span>
                            <span aria-hidden>{t('detail.quantity')}</span>
                            <select name="quantity" defaultValue={line.quantity} className={cn(INPUT_BOX, 'w-20 text-base')}>
                              {Array.from(
                                { length: Math.min(CART_LIMITS.maxQuantity, Math.max(line.quantity, line.listing.stock)) + 1 },
                                (_, n) => (
                                  <option key={n} value={n}>
                                    {n}
                                  </option>
                                ),
                              )}
                            </select>
                          </label>
                          <button type="submit" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                            {t('cart.update')}
                          </button>
                        </Form>
                      )}
                      <Form method="post">
                        <input type="hidden" name="intent" value="remove" />
                        <input type="hidden" name="listingId" value={line.listingId} />
                        <input type="hidden" name="variantId" value={line.variantId} />
                        <button
                          type="submit"
                          aria-label={t('cart.removeLabel', { title })}
                          className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                        >
                          {t('cart.remove')}
                        </button>
                      </Form>
                    </div>
                  </div>
                </li>
              )
            })}
          </ul>
          <aside aria-labelledby="cart-summary" className={cn(PANEL, 'grid content-start gap-4 p-6')}>
            <h2 id="cart-summary" className="text-xl font-bold text-neutral-950 dark:text-white">
              {t('checkout.summary')}
            </h2>
            {cart.totals.length > 1 && <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('cart.currencies')}</p>}
            {cart.totals.map((total) => (
              <div key={total.currency} className="grid gap-2">
                <p className="flex justify-between gap-4 text-neutral-900 dark:text-neutral-100">
                  <span>
                    {t('cart.subtotal', { currency: total.currency })} · {t('cart.items', { count: total.items })}
                  </span>
                  <span className="font-bold tabular-nums">{money(total.totalCents, total.currency)}</span>
                </p>
                <Link
                  to={`/marketplace/checkout?currency=${total.currency}`}
                  className={buttonVariants({ variant: 'default', className: 'w-full justify-center' })}
                >
                  {cart.totals.length > 1 ? t('cart.checkoutIn', { currency: total.currency }) : t('cart.checkout')}
                </Link>
              </div>
            ))}
            <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('cart.shippingNote')}</p>
          </aside>
        </div>
      )}
    </div>
  )
}

import { getInputProps, getSelectProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { getCurrentUser } from '~/auth/permissions.server'
import { useMoney } from '~/components/marketplace/listing-card'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField } from '~/components/ui/form'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { CheckoutSchema, RESERVATION_MINUTES } from '~/models/marketplace/cart'
import { cartLines, cartOwner, viewCart, visitorCartCookie } from '~/models/marketplace/cart.server'
import { buyerEmail, shippingCountries } from '~/models/marketplace/checkout.server'
import { placeOrder } from '~/models/marketplace/orders.server'
import { paymentProvider } from '~/models/marketplace/payments/payments.server'
import { viewerOf } from '~/models/viewer'
import { cn } from '~/utils/cn'
import { randomToken } from '~/utils/crypto'
import { message, translateMessage } from '~/utils/messages'
import { signInPath } from '~/utils/redirect'

export const handle = { i18n: ['marketplace'] }

const PRIVATE = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }

/**
 * /marketplace/checkout?currency=EUR: the cart's lines in one currency (one order per currency),
 * the shipping address (Conform + zod, the same schema on the server), and for a visitor the
 * address for the receipt and the order's link. Continuing reserves the stock and opens the
 * payment provider's page (models/marketplace/orders.server.ts placeOrder). Works without
 * JavaScript; a second submit of the same form (its one-time key) finds the first order.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env
  const db = getDb(env.DB)
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const viewer = viewerOf(user)
  const owner = await cartOwner(request, db, env, user)
  const [cart, countries, email, i18n] = await Promise.all([
    viewCart(db, viewer, await cartLines(db, owner)),
    shippingCountries(db, language),
    user ? buyerEmail(db, user.id) : null,
    serverI18n(language),
  ])
  const wanted = new URL(request.url).searchParams.get('currency')
  // nothing to buy (an empty cart, or its items sold meanwhile): the page says so, with the way back
  const total = cart.totals.find((t) => t.currency === wanted) ?? cart.totals[0] ?? null
  return data(
    {
      total,
      lines: total ? cart.lines.filter((l) => l.listing && l.available > 0 && l.listing.currency === total.currency) : [],
      countries,
      email,
      signedIn: !!user,
      // the form's one-time key (placeOrder finds the order a second submit of it made)
      checkoutKey: randomToken(24),
      meta: { title: i18n.t('marketplace:checkout.metaTitle'), description: i18n.t('marketplace:cart.intro'), noindex: true },
    },
    { headers: PRIVATE },
  )
}

export const meta = pageMeta
export const headers = () => PRIVATE

export async function action({ request, context }: ActionFunctionArgs) {
  const env = context.cloudflare.env
  const db = getDb(env.DB)
  const form = await request.formData().catch(() => new FormData())
  const submission = parseWithZod(form, { schema: CheckoutSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400, headers: PRIVATE })
  const input = submission.value
  const [user, language] = await Promise.all([getCurrentUser(request, context), getLanguage(request)])
  const email = user ? await buyerEmail(db, user.id) : input.email
  if (!email)
    return data(
      { result: submission.reply({ fieldErrors: { email: [message('marketplace:checkout.errors.emailRequired')] } }) },
      { status: 400, headers: PRIVATE },
    )
  const origin = new URL(request.url).origin
  const provider = await paymentProvider(db, env, origin)
  const owner = await cartOwner(request, db, env, user)
  const placed = await placeOrder(db, { viewer: viewerOf(user), owner, input, email, locale: language, provider: provider!, origin })
  if (!placed.ok)
    return data(
      { result: submission.reply({ formErrors: [message(`marketplace:checkout.errors.${placed.error}`)] }) },
      { status: placed.status, headers: PRIVATE },
    )
  const headers = new Headers(PRIVATE)
  if (owner.kind === 'visitor') headers.append('Set-Cookie', await visitorCartCookie(db, env, placed.lines))
  return redirect(placed.payUrl, { status: 303, headers })
}

export default function CheckoutPage() {
  const { total, lines, countries, email, signedIn, checkoutKey } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formAction === '/marketplace/checkout'
  const { t } = useTranslation('marketplace')
  const money = useMoney()
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: 'checkout',
    schema: CheckoutSchema,
    lastResult: answer?.result,
    defaultValue: { key: checkoutKey, currency: total?.currency },
  })
  const text = (name: keyof typeof fields, type: 'text' | 'email' | 'tel' = 'text') =>
    getInputProps(fields[name], { type, ariaDescribedBy: fields[name].descriptionId })
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <Breadcrumbs
        items={[
          { to: '/', label: t('list.home') },
          { to: '/marketplace', label: t('list.breadcrumb') },
          { to: '/marketplace/cart', label: t('cart.breadcrumb') },
          { label: t('checkout.title') },
        ]}
      />
      <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-neutral-950 dark:text-white">{t('checkout.title')}</h1>
      {!total ? (
        <div className={cn(PANEL, 'mt-8 grid justify-items-start gap-4 p-6')}>
          <p role="alert" className="text-lg text-neutral-800 dark:text-neutral-200">
            {answer?.result.error?.[''] ? translateMessage(t as never, answer.result.error[''][0]!) : t('checkout.errors.empty')}
          </p>
          <Link to="/marketplace/cart" className={buttonVariants({ variant: 'default' })}>
            {t('checkout.back')}
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
          <Form method="post" action="/marketplace/checkout" {...formProps} className={cn(PANEL, 'grid content-start gap-6 p-6')}>
            <input type="hidden" name="key" value={checkoutKey} />
            <input type="hidden" name="currency" value={total.currency} />
            <FormErrorSummary
              form={form}
              fields={[
                fields.email,
                fields.name,
                fields.line1,
                fields.line2,
                fields.postalCode,
                fields.city,
                fields.region,
                fields.country,
                fields.phone,
              ]}
              attempt={attempt}
              title={t('cart.errors.invalid')}
            />
            <fieldset className="grid gap-4">
              <legend className="text-xl font-bold text-neutral-950 dark:text-white">{t('checkout.contact')}</legend>
              {signedIn ? (
                <p className="text-neutral-800 dark:text-neutral-200">
                  {t('checkout.memberEmail')} <strong className="break-all">{email}</strong>
                </p>
              ) : (
                <>
                  <FormField field={fields.email} label={t('checkout.emailLabel')}>
                    <input
                      {...text('email', 'email')}
                      required
                      autoComplete="email"
                      inputMode="email"
                      spellCheck={false}
                      className={INPUT_CLASS}
                    />
                  </FormField>
                  <p className="text-sm text-neutral-700 dark:text-neutral-300">
                    {t('checkout.signInHint')}{' '}
                    <Link to={signInPath('/marketplace/cart')} className={LINK}>
                      {t('checkout.signIn')}
                    </Link>
                  </p>
                </>
              )}
            </fieldset>
            <fieldset className="grid gap-4">
              <legend className="text-xl font-bold text-neutral-950 dark:text-white">{t('checkout.address')}</legend>
              <FormField field={fields.name} label={t('checkout.name')}>
                <input {...text('name')} autoComplete="shipping name" className={INPUT_CLASS} />
              </FormField>
              <FormField field={fields.line1} label={t('checkout.line1')}>
                <input {...text('line1')} autoComplete="shipping address-line1" className={INPUT_CLASS} />
              </FormField>
              <FormField field={fields.line2} label={t('checkout.line2')}>
                <input {...text('line2')} autoComplete="shipping address-line2" className={INPUT_CLASS} />
              </FormField>
              <div className="grid gap-4 sm:grid-cols-[1fr_2fr]">
                <FormField field={fields.postalCode} label={t('checkout.postalCode')}>
                  <input {...text('postalCode')} autoComplete="shipping postal-code" className={INPUT_CLASS} />
                </FormField>
                <FormField field={fields.city} label={t('checkout.city')}>
                  <input {...text('city')} autoComplete="shipping address-level2" className={INPUT_CLASS} />
                </FormField>
              </div>
              <FormField field={fields.region} label={t('checkout.region')}>
                <input {...text('region')} autoComplete="shipping address-level1" className={INPUT_CLASS} />
              </FormField>
              <FormField field={fields.country} label={t('checkout.country')}>
                <select {...getSelectProps(fields.country)} autoComplete="shipping country" className={INPUT_CLASS}>
                  <option value="">{t('checkout.chooseCountry')}</option>
                  {countries.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </FormField>
              <FormField field={fields.phone} label={t('checkout.phone')}>
                <input {...text('phone', 'tel')} autoComplete="shipping tel" className={INPUT_CLASS} />
              </FormField>
            </fieldset>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('checkout.privacy')}</p>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('checkout.reserved', { minutes: RESERVATION_MINUTES })}</p>
            <div className="flex flex-wrap items-center gap-4">
              <button type="submit" disabled={busy} className={buttonVariants({ variant: 'default' })}>
                {busy ? t('checkout.paying') : t('checkout.pay')}
              </button>
              <Link to="/marketplace/cart" className={LINK}>
                {t('checkout.back')}
              </Link>
            </div>
          </Form>
          <aside aria-labelledby="checkout-summary" className={cn(PANEL, 'grid content-start gap-4 p-6')}>
            <h2 id="checkout-summary" className="text-xl font-bold text-neutral-950 dark:text-white">
              {t('checkout.summary')}
            </h2>
            <ul className="grid gap-2">
              {lines.map((line) => (
                <li
                  key={`${line.listingId}-${line.variantId}`}
                  className="flex justify-between gap-4 text-neutral-900 dark:text-neutral-100"
                >
                  <span>
                    {line.available} × {line.listing!.title}
                    {line.variantLabel && ` (${line.variantLabel})`}
                  </span>
                  <span className="tabular-nums">{money(line.available * line.listing!.unitPriceCents, total.currency)}</span>
                </li>
              ))}
            </ul>
            <p className="flex justify-between gap-4 border-t border-neutral-200 pt-3 text-lg font-bold text-neutral-950 dark:border-neutral-800 dark:text-white">
              <span>{t('checkout.total')}</span>
              <span className="tabular-nums">{money(total.totalCents, total.currency)}</span>
            </p>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('cart.shippingNote')}</p>
          </aside>
        </div>
      )}
    </div>
  )
}

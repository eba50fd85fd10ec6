import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { PackagePlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useMoney } from '~/components/marketplace/listing-card'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField, useFormMessage } from '~/components/ui/form'
import { PANEL } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import { LISTING_LIMITS } from '~/models/marketplace/admin-schema'
import { LISTING_VARIANT_SCHEMAS, type ListingVariantIntent } from '~/models/marketplace/variant-schema'
import type { AdminVariant } from '~/models/marketplace/variants-admin.server'
import { cn } from '~/utils/cn'
import { EditVariant, Hidden, OptionFields, RemoveVariant, VariantStock } from './variant-forms'

/** The server's answer to a refused variant form: which form (its intent and variant) and its messages. */
export type VariantAnswer = { intent: ListingVariantIntent; variantId: number | null; result: SubmissionResult<string[]> }

/**
 * The item editor's variants: each with its label, its price now and its stock, a form for its
 * size, colour and prices, one to change its stock through the ledger (a step and a reason) and
 * one to remove it; and a form to add one. Every form is checked by its schema here and on the
 * server, is a plain POST (it works without JavaScript) and carries the page's one-time key.
 * The per-variant fields and buttons name their variant for screen readers (the labels' hidden
 * part), since every row has the same visible labels.
 */
export function ListingVariants({
  listingId,
  currency,
  variants,
  formKey,
  answer,
}: {
  listingId: number
  currency: string
  variants: AdminVariant[]
  formKey: string
  /** The last refused variant form, to show its messages and keep what was typed. */
  answer?: VariantAnswer | null
}) {
  const { t } = useTranslation('admin')
  const translate = useFormMessage()
  const money = useMoney()
  const full = variants.length >= LISTING_LIMITS.variantsMax
  const resultFor = (intent: ListingVariantIntent, variantId: number | null) =>
    answer && answer.intent === intent && answer.variantId === variantId ? answer.result : null
  // a refusal no form of the page can show: a removal, or a variant gone meanwhile
  const shown = answer && (answer.intent === 'variant-add' || variants.some((v) => v.id === answer.variantId))
  const problem =
    answer && (answer.intent === 'variant-delete' || !shown)
      ? (Object.values(answer.result.error ?? {}).flat()[0] ?? 'admin:market.errors.invalid')
      : null
  return (
    <section id="variants" aria-labelledby="variants-title" className={cn(PANEL, 'mt-10 grid gap-5 p-6')}>
      <div>
        <h2 id="variants-title" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('market.variants.title')}
        </h2>
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{t('market.variants.intro')}</p>
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{t('market.variants.priceIntro')}</p>
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
          {t('market.variants.count', { count: variants.length, max: LISTING_LIMITS.variantsMax })}
        </p>
      </div>
      {problem && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-400/10 dark:text-red-200">
          {translate(problem)}
        </p>
      )}
      {variants.length === 0 ? (
        <p className="text-neutral-800 dark:text-neutral-200">{t('market.variants.empty')}</p>
      ) : (
        <ul className="grid gap-4">
          {variants.map((variant) => (
            <li key={variant.id} className="grid gap-4 rounded-xl border border-neutral-200 p-4 dark:border-neutral-800">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="grid gap-1">
                  <h3 id={`variant-${variant.id}`} className="font-semibold break-words text-neutral-950 dark:text-white">
                    {variant.label}
                  </h3>
                  <p className="text-sm text-neutral-700 tabular-nums dark:text-neutral-300">
                    {t('market.variants.priceNow', { price: money(variant.unitPriceCents, currency) })}
                    {variant.unitPriceCents < variant.regularPriceCents &&
                      ` (${t('market.variants.regularPrice', { price: money(variant.regularPriceCents, currency) })})`}
                    {variant.priceCents == null && ` · ${t('market.variants.itemPrice')}`}
                  </p>
                  <p className="text-sm font-medium text-neutral-900 tabular-nums dark:text-neutral-100">
                    {t('market.stock', { stock: variant.stock })}
                  </p>
                </div>
                <RemoveVariant listingId={listingId} variant={variant} formKey={formKey} />
              </div>
              <div className="grid gap-6 lg:grid-cols-2">
                {/* keyed by what they show: a change made, the form starts again from it (nothing typed left to send twice) */}
                <EditVariant
                  key={`${variant.size}|${variant.colour}|${variant.priceCents}|${variant.salePriceCents}`}
                  listingId={listingId}
                  variant={variant}
                  currency={currency}
                  formKey={formKey}
                  lastResult={resultFor('variant-edit', variant.id)}
                />
                <VariantStock
                  key={variant.stock}
                  listingId={listingId}
                  variant={variant}
                  formKey={formKey}
                  lastResult={resultFor('variant-stock', variant.id)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-neutral-800 dark:text-neutral-200">{t('market.variants.full', { max: LISTING_LIMITS.variantsMax })}</p>
      ) : (
        <AddVariant
          key={variants.length}
          listingId={listingId}
          currency={currency}
          formKey={formKey}
          lastResult={resultFor('variant-add', null)}
        />
      )}
    </section>
  )
}

function AddVariant({
  listingId,
  currency,
  formKey,
  lastResult,
}: {
  listingId: number
  currency: string
  formKey: string
  lastResult: SubmissionResult<string[]> | null
}) {
  const { t } = useTranslation('admin')
  const busy = useNavigation().state === 'submitting'
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: 'variant-add',
    schema: LISTING_VARIANT_SCHEMAS['variant-add'],
    lastResult,
    defaultValue: { stock: '0' },
    shouldValidate: 'onSubmit',
  })
  return (
    <Form method="post" preventScrollReset {...formProps} className="grid gap-4 border-t border-neutral-200 pt-5 dark:border-neutral-800">
      <h3 id="variant-add-title" className="font-semibold text-neutral-950 dark:text-white">
        {t('market.variants.addTitle')}
      </h3>
      <FormErrorSummary
        form={form}
        fields={[fields.size, fields.colour, fields.price, fields.salePrice, fields.stock]}
        attempt={attempt}
        title={t('market.variants.errors.add')}
      />
      <Hidden intent="variant-add" listingId={listingId} formKey={formKey} />
      <OptionFields fields={fields} currency={currency} />
      <FormField field={fields.stock} label={t('market.variants.stock')} hint={t('market.variants.stockHint')} className="sm:max-w-xs">
        <input
          {...getInputProps(fields.stock, { type: 'number', ariaDescribedBy: fields.stock.descriptionId })}
          min={0}
          max={LISTING_LIMITS.stockMax}
          step={1}
          inputMode="numeric"
          className={INPUT_CLASS}
        />
      </FormField>
      <div>
        <button type="submit" disabled={busy} className={buttonVariants({ variant: 'default' })}>
          <PackagePlus aria-hidden className="size-4" />
          {t('market.variants.add')}
        </button>
      </div>
    </Form>
  )
}

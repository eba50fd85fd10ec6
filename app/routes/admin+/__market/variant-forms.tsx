import { getInputProps, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { Save, Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField } from '~/components/ui/form'
import { useValidatedForm } from '~/components/ui/validated-form'
import { ADMIN_MARKET_LIMITS } from '~/models/marketplace/admin-query'
import { LISTING_LIMITS } from '~/models/marketplace/admin-schema'
import { LISTING_VARIANT_SCHEMAS } from '~/models/marketplace/variant-schema'
import type { AdminVariant } from '~/models/marketplace/variants-admin.server'

/**
 * The item editor's forms of one variant (its options and prices, its stock through the ledger,
 * its removal) and the option fields the add form shares. Plain POSTs with the page's one-time
 * key; the per-variant labels and buttons name their variant for screen readers.
 */

const units = (cents: number | null) => (cents == null ? '' : (cents / 100).toFixed(2))
const SUBTITLE = 'text-sm font-semibold text-neutral-900 dark:text-white'

/** The hidden part of a per-variant label: which variant it is (every row's visible labels are the same). */
function Which({ variant }: { variant: AdminVariant }) {
  return <span className="sr-only"> ({variant.label})</span>
}

export function Hidden({
  intent,
  listingId,
  formKey,
  variantId,
}: {
  intent: string
  listingId: number
  formKey: string
  variantId?: number
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={listingId} />
      <input type="hidden" name="key" value={formKey} />
      {variantId !== undefined && <input type="hidden" name="variantId" value={variantId} />}
    </>
  )
}

export function RemoveVariant({ listingId, variant, formKey }: { listingId: number; variant: AdminVariant; formKey: string }) {
  const { t } = useTranslation('admin')
  const busy = useNavigation().state === 'submitting'
  return (
    <Form method="post" preventScrollReset>
      <Hidden intent="variant-delete" listingId={listingId} formKey={formKey} variantId={variant.id} />
      <button type="submit" disabled={busy} className={buttonVariants({ variant: 'outlineDanger', size: 'sm' })}>
        <Trash2 aria-hidden className="size-4" />
        {t('market.variants.remove')}
        <Which variant={variant} />
      </button>
    </Form>
  )
}

/** The size, colour and price fields, shared by the add and edit forms. */
export function OptionFields({
  fields,
  currency,
  variant,
}: {
  fields: Record<'size' | 'colour' | 'price' | 'salePrice', FieldMetadata<string | undefined>>
  currency: string
  variant?: AdminVariant
}) {
  const { t } = useTranslation('admin')
  const which = variant ? <Which variant={variant} /> : null
  const text = (name: 'size' | 'colour', hint?: boolean) => (
    <FormField
      field={fields[name]}
      label={
        <>
          {t(`market.variants.${name}`)}
          {which}
        </>
      }
      hint={hint ? t('market.variants.optionHint') : undefined}
    >
      <input
        {...getInputProps(fields[name], { type: 'text', ariaDescribedBy: hint ? fields[name].descriptionId : undefined })}
        maxLength={LISTING_LIMITS.variantOptionMax}
        autoComplete="off"
        className={INPUT_CLASS}
      />
    </FormField>
  )
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('size', !variant)}
      {text('colour')}
      <FormField
        field={fields.price}
        label={
          <>
            {t('market.variants.price')}
            {which}
          </>
        }
        hint={t('market.variants.priceHint', { currency })}
      >
        <input
          {...getInputProps(fields.price, { type: 'text', ariaDescribedBy: fields.price.descriptionId })}
          inputMode="decimal"
          autoComplete="off"
          className={INPUT_CLASS}
        />
      </FormField>
      <FormField
        field={fields.salePrice}
        label={
          <>
            {t('market.variants.salePrice')}
            {which}
          </>
        }
        hint={t('market.variants.salePriceHint')}
      >
        <input
          {...getInputProps(fields.salePrice, { type: 'text', ariaDescribedBy: fields.salePrice.descriptionId })}
          inputMode="decimal"
          autoComplete="off"
          className={INPUT_CLASS}
        />
      </FormField>
    </div>
  )
}

export function EditVariant({
  listingId,
  variant,
  currency,
  formKey,
  lastResult,
}: {
  listingId: number
  variant: AdminVariant
  currency: string
  formKey: string
  lastResult: SubmissionResult<string[]> | null
}) {
  const { t } = useTranslation('admin')
  const busy = useNavigation().state === 'submitting'
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: `variant-${variant.id}-edit`,
    schema: LISTING_VARIANT_SCHEMAS['variant-edit'],
    lastResult,
    defaultValue: {
      size: variant.size ?? '',
      colour: variant.colour ?? '',
      price: units(variant.priceCents),
      salePrice: units(variant.salePriceCents),
    },
    shouldValidate: 'onSubmit',
  })
  return (
    <Form method="post" preventScrollReset {...formProps} className="grid content-start gap-4">
      <h4 id={`${form.id}-title`} className={SUBTITLE}>
        {t('market.variants.editTitle')}
        <Which variant={variant} />
      </h4>
      <FormErrorSummary
        form={form}
        fields={[fields.size, fields.colour, fields.price, fields.salePrice]}
        attempt={attempt}
        title={t('market.variants.errors.edit')}
      />
      <Hidden intent="variant-edit" listingId={listingId} formKey={formKey} variantId={variant.id} />
      <OptionFields fields={fields} currency={currency} variant={variant} />
      <div>
        <button type="submit" disabled={busy} className={buttonVariants({ variant: 'outline' })}>
          <Save aria-hidden className="size-4" />
          {t('market.variants.save')}
          <Which variant={variant} />
        </button>
      </div>
    </Form>
  )
}

export function VariantStock({
  listingId,
  variant,
  formKey,
  lastResult,
}: {
  listingId: number
  variant: AdminVariant
  formKey: string
  lastResult: SubmissionResult<string[]> | null
}) {
  const { t } = useTranslation('admin')
  const busy = useNavigation().state === 'submitting'
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: `variant-${variant.id}-stock`,
    schema: LISTING_VARIANT_SCHEMAS['variant-stock'],
    lastResult,
    shouldValidate: 'onSubmit',
  })
  return (
    <Form method="post" preventScrollReset {...formProps} className="grid content-start gap-4">
      <h4 id={`${form.id}-title`} className={SUBTITLE}>
        {t('market.variants.stockTitle')}
        <Which variant={variant} />
      </h4>
      <FormErrorSummary form={form} fields={[fields.delta, fields.reason]} attempt={attempt} title={t('market.variants.errors.stock')} />
      <Hidden intent="variant-stock" listingId={listingId} formKey={formKey} variantId={variant.id} />
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <FormField
          field={fields.delta}
          label={
            <>
              {t('market.delta')}
              <Which variant={variant} />
            </>
          }
          hint={t('market.deltaHint')}
        >
          <input
            {...getInputProps(fields.delta, { type: 'number', ariaDescribedBy: fields.delta.descriptionId })}
            step={1}
            min={-ADMIN_MARKET_LIMITS.deltaMax}
            max={ADMIN_MARKET_LIMITS.deltaMax}
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField
          field={fields.reason}
          label={
            <>
              {t('market.reason')}
              <Which variant={variant} />
            </>
          }
          hint={t('market.reasonHint')}
        >
          <input
            {...getInputProps(fields.reason, { type: 'text', ariaDescribedBy: fields.reason.descriptionId })}
            autoComplete="off"
            className={INPUT_CLASS}
          />
        </FormField>
      </div>
      <div>
        <button type="submit" disabled={busy} className={buttonVariants({ variant: 'outline' })}>
          {t('market.applyStock')}
          <Which variant={variant} />
        </button>
      </div>
    </Form>
  )
}

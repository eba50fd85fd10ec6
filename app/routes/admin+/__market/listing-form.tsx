import { getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { Save } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField } from '~/components/ui/form'
import { FOCUS } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import { LISTING_STATUSES } from '~/models/marketplace/admin-query'
import { LISTING_LIMITS, ListingFormSchema, MARKET_CURRENCIES } from '~/models/marketplace/admin-schema'
import { cn } from '~/utils/cn'

const CHECK = cn('size-4 shrink-0 accent-brand-700 dark:accent-violet-300', FOCUS)

export type ListingFormDefaults = {
  title: string
  description: string
  businessName: string
  category: string
  price: string
  salePrice: string
  currency: string
  status: string
  isSale: 'on' | ''
  isNewArrival: 'on' | ''
  featured: 'on' | ''
}

/**
 * The item editor (create and edit): one plain POST that works without JavaScript; the same
 * schema checks it here (on submit) and on the server. A new item's stock is set here; later
 * changes go through the ledger on the list.
 */
export function ListingForm({
  lastResult,
  defaultValue,
  categories,
  withStock,
  formKey,
  submitLabel,
}: {
  lastResult?: SubmissionResult<string[]> | null
  defaultValue?: Partial<ListingFormDefaults>
  categories: { slug: string; name: string }[]
  withStock: boolean
  /** A new item's one-time key (an item's editor saves in place: sent twice, it saves the same). */
  formKey?: string
  submitLabel: string
}) {
  const { t } = useTranslation(['admin', 'marketplace'])
  const busy = useNavigation().state === 'submitting'
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: 'listing',
    schema: ListingFormSchema,
    lastResult,
    defaultValue: { currency: 'EUR', status: 'draft', ...defaultValue },
    shouldValidate: 'onSubmit',
  })
  const text = (name: 'title' | 'businessName' | 'price' | 'salePrice') => getInputProps(fields[name], { type: 'text' })
  return (
    <Form method="post" {...formProps} className="space-y-6">
      {formKey && <input type="hidden" name="key" value={formKey} />}
      <FormErrorSummary
        form={form}
        fields={[
          fields.title,
          fields.description,
          fields.businessName,
          fields.category,
          fields.price,
          fields.salePrice,
          fields.currency,
          fields.stock,
          fields.status,
        ]}
        attempt={attempt}
        title={t('admin:market.errors.title')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field={fields.title} label={t('admin:market.fields.title')} className="sm:col-span-2">
          <input {...text('title')} maxLength={LISTING_LIMITS.titleMax} autoComplete="off" className={INPUT_CLASS} />
        </FormField>
        <FormField field={fields.description} label={t('admin:market.fields.description')} className="sm:col-span-2">
          <textarea {...getTextareaProps(fields.description)} rows={6} maxLength={LISTING_LIMITS.descriptionMax} className={INPUT_CLASS} />
        </FormField>
        <FormField
          field={fields.businessName}
          label={t('admin:market.fields.businessName')}
          hint={t('admin:market.fields.businessNameHint')}
        >
          <input
            {...getInputProps(fields.businessName, { type: 'text', ariaDescribedBy: fields.businessName.descriptionId })}
            maxLength={LISTING_LIMITS.businessNameMax}
            autoComplete="off"
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField field={fields.category} label={t('admin:market.fields.category')}>
          <select {...getSelectProps(fields.category)} defaultValue={fields.category.initialValue ?? ''} className={INPUT_CLASS}>
            <option value="">{t('admin:market.fields.none')}</option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {t(`marketplace:categories.${c.slug}`, { defaultValue: c.name })}
              </option>
            ))}
          </select>
        </FormField>
        <FormField field={fields.price} label={t('admin:market.fields.price')} hint={t('admin:market.fields.priceHint')}>
          <input
            {...getInputProps(fields.price, { type: 'text', ariaDescribedBy: fields.price.descriptionId })}
            inputMode="decimal"
            autoComplete="off"
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField field={fields.salePrice} label={t('admin:market.fields.salePrice')}>
          <input {...text('salePrice')} inputMode="decimal" autoComplete="off" className={INPUT_CLASS} />
        </FormField>
        <FormField field={fields.currency} label={t('admin:market.fields.currency')}>
          <select {...getSelectProps(fields.currency)} defaultValue={fields.currency.initialValue ?? 'EUR'} className={INPUT_CLASS}>
            {MARKET_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        </FormField>
        {withStock && (
          <FormField field={fields.stock} label={t('admin:market.fields.stock')}>
            <input
              {...getInputProps(fields.stock, { type: 'number' })}
              min={0}
              max={LISTING_LIMITS.stockMax}
              inputMode="numeric"
              className={INPUT_CLASS}
            />
          </FormField>
        )}
        <FormField field={fields.status} label={t('admin:market.state')}>
          <select {...getSelectProps(fields.status)} defaultValue={fields.status.initialValue ?? 'draft'} className={INPUT_CLASS}>
            {LISTING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin:market.listingStatuses.${status}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-3">
        <legend className="mb-2 font-medium text-neutral-900 dark:text-white">{t('admin:market.fields.labels')}</legend>
        {(['isSale', 'isNewArrival', 'featured'] as const).map((name) => (
          <label key={name} className="flex items-center gap-2 text-neutral-900 dark:text-white">
            <input {...getInputProps(fields[name], { type: 'checkbox', value: 'on' })} className={CHECK} />
            {t(`admin:market.fields.${name}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" disabled={busy} className={buttonVariants()}>
        <Save aria-hidden className="size-4" />
        {submitLabel}
      </button>
    </Form>
  )
}

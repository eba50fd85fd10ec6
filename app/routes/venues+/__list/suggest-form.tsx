import { getCollectionProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from '@remix-run/react'
import { MapPinPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CityCombobox } from '~/components/places/city-combobox'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, FormField, useFormMessage } from '~/components/ui/form'
import { useValidatedForm } from '~/components/ui/validated-form'
import { useLookupLabel, VENUE_FLAGS } from '~/components/venues/vocabulary'
import { SuggestionSchema } from '~/models/venues/schema'
import { CLAIMABLE_FLAGS, SUGGESTION_LIMITS } from '~/models/venues/suggestion-limits'
import { cn } from '~/utils/cn'
import { FOCUS } from './filters-form'

/**
 * The suggest-a-venue form (/venues/suggest): validated by its schema as the member goes, and
 * again by the server, which also checks the category and the city against the directory.
 */
export function SuggestForm({
  categories,
  lastResult,
  city,
}: {
  categories: { id: number; slug: string; name: string }[]
  lastResult?: SubmissionResult<string[]>
  /** The directory city the server found for the typed text, shown again with the refused form. */
  city?: { id: number; label: string } | null
}) {
  const { t } = useTranslation('venues')
  const translate = useFormMessage()
  const label = useLookupLabel()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formAction?.startsWith('/venues/suggest')
  const { form, fields, formProps, attempt } = useValidatedForm({ id: 'suggest', schema: SuggestionSchema, lastResult })
  const claimFlags = VENUE_FLAGS.filter((f) => (CLAIMABLE_FLAGS as readonly string[]).includes(f.key))
  const typed = fields.cityQuery.initialValue
  const chosenId = fields.cityId.initialValue ? Number(fields.cityId.initialValue) : null
  // a refused choice is an error of one item (claims[0]): said for the whole group
  const claimsError = fields.claims.errors?.[0] ?? Object.values(fields.claims.allErrors ?? {})[0]?.[0]

  return (
    <Form method="post" {...formProps} className="space-y-6">
      <FormErrorSummary
        form={form}
        fields={[
          fields.name,
          fields.category,
          fields.cityQuery,
          fields.address,
          fields.website,
          fields.phone,
          fields.description,
          fields.claims,
          fields.note,
        ]}
        attempt={attempt}
        title={t('suggest.errorSummary')}
      />

      <FormField field={fields.name} label={t('suggest.fields.name')}>
        <input {...getInputProps(fields.name, { type: 'text' })} autoComplete="off" className={INPUT_CLASS} />
      </FormField>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField field={fields.category} label={t('suggest.fields.category')}>
          <select {...getSelectProps(fields.category)} defaultValue={fields.category.initialValue ?? ''} className={INPUT_CLASS}>
            <option value="" disabled>
              {t('suggest.fields.categoryPlaceholder')}
            </option>
            {categories.map((c) => (
              <option key={c.slug} value={c.slug}>
                {label('categories', c)}
              </option>
            ))}
          </select>
        </FormField>
        <CityCombobox
          inputId={fields.cityQuery.id}
          errorId={fields.cityQuery.errorId}
          initial={city ?? (typed || chosenId ? { id: chosenId, label: typeof typed === 'string' ? typed : '' } : null)}
          error={translate(fields.cityQuery.errors?.[0] ?? fields.cityId.errors?.[0])}
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

      <FormField field={fields.address} label={<Optional text={t('suggest.fields.address')} />} hint={t('suggest.fields.addressHint')}>
        <input
          {...getInputProps(fields.address, { type: 'text', ariaDescribedBy: fields.address.descriptionId })}
          autoComplete="street-address"
          className={INPUT_CLASS}
        />
      </FormField>

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField field={fields.website} label={<Optional text={t('suggest.fields.website')} />}>
          <input
            {...getInputProps(fields.website, { type: 'url' })}
            inputMode="url"
            spellCheck={false}
            placeholder="https://"
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField field={fields.phone} label={<Optional text={t('suggest.fields.phone')} />}>
          <input {...getInputProps(fields.phone, { type: 'tel' })} inputMode="tel" className={INPUT_CLASS} />
        </FormField>
      </div>

      <FormField
        field={fields.description}
        label={<Optional text={t('suggest.fields.description')} />}
        hint={t('suggest.fields.descriptionHint', { max: SUGGESTION_LIMITS.descriptionMax })}
      >
        <textarea
          {...getTextareaProps(fields.description, { ariaDescribedBy: fields.description.descriptionId })}
          rows={5}
          className={cn(INPUT_CLASS, 'min-h-32 resize-y leading-7')}
        />
      </FormField>

      <fieldset id={fields.claims.id} tabIndex={-1} aria-describedby={fields.claims.descriptionId} className="outline-none">
        <legend className="font-medium text-neutral-900 dark:text-white">
          <Optional text={t('suggest.fields.claims')} />
        </legend>
        <p id={fields.claims.descriptionId} className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
          {t('suggest.fields.claimsHint')}
        </p>
        <ul className="mt-2 space-y-2">
          {getCollectionProps(fields.claims, { type: 'checkbox', options: claimFlags.map((f) => f.key) }).map((props) => {
            const flag = claimFlags.find((f) => f.key === props.value)!
            const Icon = flag.icon
            return (
              <li key={props.key}>
                <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-neutral-200 p-3 hover:border-brand-600 dark:border-neutral-700 dark:hover:border-violet-300">
                  <input {...props} className={cn('mt-1 size-4 shrink-0 accent-brand-700 dark:accent-violet-300', FOCUS)} />
                  <span>
                    <span className="flex items-center gap-1.5 font-medium text-neutral-900 dark:text-white">
                      <Icon aria-hidden className="size-4 text-brand-700 dark:text-violet-300" />
                      {t(`flags.${flag.key}.label`)}
                    </span>
                    <span className="block text-sm text-neutral-600 dark:text-neutral-400">{t(`flags.${flag.key}.explanation`)}</span>
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
        {claimsError && (
          <p id={fields.claims.errorId} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
            {translate(claimsError)}
          </p>
        )}
      </fieldset>

      <FormField field={fields.note} label={<Optional text={t('suggest.fields.note')} />} hint={t('suggest.fields.noteHint')}>
        <textarea
          {...getTextareaProps(fields.note, { ariaDescribedBy: fields.note.descriptionId })}
          rows={3}
          className={cn(INPUT_CLASS, 'resize-y')}
        />
      </FormField>

      <div className="flex flex-col gap-4 border-t border-neutral-200 pt-6 sm:flex-row sm:items-center dark:border-neutral-800">
        <button type="submit" disabled={busy} className={buttonVariants({ size: 'lg' })}>
          <MapPinPlus aria-hidden className="size-4" />
          {busy ? t('suggest.sending') : t('suggest.submit')}
        </button>
        <p className="text-sm leading-6 text-neutral-600 dark:text-neutral-400">{t('suggest.privacy')}</p>
      </div>
    </Form>
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

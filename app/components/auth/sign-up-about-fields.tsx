import { getCollectionProps, getInputProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { FieldError, INPUT_CLASS } from '~/components/ui/field'
import { FormField, useFormMessage } from '~/components/ui/form'
import { INTERESTS, PRONOUN_SUGGESTIONS, USER_MODES } from '~/models/members/options'
import { cn } from '~/utils/cn'

type Field<Value> = FieldMetadata<Value, Record<string, unknown>, string[]>

/** A radio or checkbox drawn as a card (CHIP, CARD for two lines) or a pill (PILL, the interests). */
const CHOICE = cn(
  'flex cursor-pointer gap-2 border border-neutral-300 bg-white px-3 text-sm text-neutral-900',
  'has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
  'dark:border-neutral-600 dark:bg-neutral-950 dark:text-neutral-100 dark:has-[:checked]:border-violet-300 dark:has-[:checked]:bg-violet-950 dark:has-[:checked]:text-violet-100',
)
export const CHIP = `${CHOICE} items-center rounded-xl py-2`
const CARD = `${CHOICE} items-start rounded-xl py-2`
const PILL = `${CHOICE} items-center rounded-full py-1.5`

/** Step 2 of the sign-up, about the member: display name, pronouns, mode and interests. */
export function SignUpAboutFields({
  displayName,
  pronouns,
  userMode,
  interests,
}: {
  displayName: Field<string>
  pronouns: Field<string>
  userMode: Field<string>
  interests: Field<string[]>
}) {
  const { t } = useTranslation('auth')
  const translate = useFormMessage()
  return (
    <>
      <FormField field={displayName} label={t('signUp.displayName')} hint={t('signUp.displayNameHint')}>
        <input
          {...getInputProps(displayName, { type: 'text', ariaDescribedBy: displayName.descriptionId })}
          autoComplete="nickname"
          className={INPUT_CLASS}
        />
      </FormField>
      <FormField field={pronouns} label={t('signUp.pronouns')} hint={t('signUp.pronounsHint')}>
        <input
          {...getInputProps(pronouns, { type: 'text', ariaDescribedBy: pronouns.descriptionId })}
          list="signup-pronoun-suggestions"
          className={cn(INPUT_CLASS, 'sm:max-w-xs')}
        />
        <datalist id="signup-pronoun-suggestions">
          {PRONOUN_SUGGESTIONS.map((p) => (
            <option key={p} value={p} />
          ))}
        </datalist>
      </FormField>
      <fieldset>
        <legend className="font-medium text-neutral-900 dark:text-white">{t('signUp.mode')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {getCollectionProps(userMode, { type: 'radio', options: [...USER_MODES] }).map(({ key, ...props }) => (
            <label key={key} className={CARD}>
              <input {...props} className="mt-1 size-4 accent-brand-700" />
              <span>
                <span className="block font-semibold">{t(`modes.${props.value as (typeof USER_MODES)[number]}.label`)}</span>
                <span className="block text-neutral-700 dark:text-neutral-300">
                  {t(`modes.${props.value as (typeof USER_MODES)[number]}.description`)}
                </span>
              </span>
            </label>
          ))}
        </div>
        <FieldError id={userMode.id} errorId={userMode.errorId} error={translate(userMode.errors?.[0])} />
      </fieldset>
      <fieldset aria-describedby={interests.descriptionId}>
        <legend className="font-medium text-neutral-900 dark:text-white">{t('signUp.interests')}</legend>
        <p id={interests.descriptionId} className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
          {t('signUp.interestsHint')}
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {getCollectionProps(interests, { type: 'checkbox', options: [...INTERESTS] }).map(({ key, ...props }) => (
            <label key={key} className={PILL}>
              <input {...props} className="size-4 accent-brand-700" />
              {t(`interests.${props.value as (typeof INTERESTS)[number]}`)}
            </label>
          ))}
        </div>
        <FieldError id={interests.id} errorId={interests.errorId} error={translate(interests.errors?.[0])} />
      </fieldset>
    </>
  )
}

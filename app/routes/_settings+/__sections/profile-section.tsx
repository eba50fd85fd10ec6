import { getCollectionProps, getInputProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { Briefcase, Compass, HandHeart, Heart, PartyPopper, Users, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CityCombobox, cityChoiceLabel, type CityChoice } from '~/components/places/city-combobox'
import { FormErrorSummary, FormField, useFormMessage } from '~/components/ui/form'
import { INTERESTS, LOOKING_FOR, PRONOUN_SUGGESTIONS, USER_MODES } from '~/models/members/options'
import { ProfileSchema } from '~/models/members/schema'
import { PROFILE_LIMITS } from '~/models/members/settings-options'
import { cn } from '~/utils/cn'
import { CHOICE_CARD, ChoiceFieldset, fieldIds, INPUT, Section, SettingsForm, SubmitButton, Toggle, useSettingsForm } from './fields'

const MODE_ICONS: Record<(typeof USER_MODES)[number], LucideIcon> = {
  dating: Heart,
  friends: Users,
  exploration: Compass,
  fun: PartyPopper,
  networking: Briefcase,
  community: HandHeart,
}

export type ProfileValues = {
  displayName: string
  pronouns: string
  bio: string
  interests: string[]
  lookingFor: string[]
  userMode: string
  showCity: boolean
}

/** Labels shared with sign-up live in the `auth` namespace (the route loads it). */
export function useOptionLabels() {
  const { t } = useTranslation('auth')
  return {
    mode: (m: string) => t(`modes.${m}.label`),
    modeDescription: (m: string) => t(`modes.${m}.description`),
    interest: (k: string) => t(`interests.${k}`),
    lookingFor: (k: string) => t(`lookingFor.${k}`),
  }
}

const CHIP = cn(
  'flex cursor-pointer items-center gap-2 rounded-full border border-neutral-300 bg-white px-3 py-1.5 text-sm text-neutral-800',
  'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800',
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
  'dark:border-neutral-600 dark:bg-neutral-950 dark:text-neutral-200 dark:has-[:checked]:border-violet-400 dark:has-[:checked]:bg-violet-950 dark:has-[:checked]:text-violet-100 dark:has-[:focus-visible]:outline-violet-300',
)

function ChipGroup({
  field,
  legend,
  options,
  label,
}: {
  field: FieldMetadata<string[]>
  legend: string
  options: readonly string[]
  label: (k: string) => string
}) {
  return (
    <ChoiceFieldset field={field} legend={legend}>
      <div className="mt-2 flex flex-wrap gap-2">
        {getCollectionProps(field, { type: 'checkbox', options: [...options] }).map(({ key, ...props }) => (
          <label key={key} className={CHIP}>
            <input {...props} className="size-4 accent-brand-600 dark:accent-violet-400" />
            {label(props.value)}
          </label>
        ))}
      </div>
    </ChoiceFieldset>
  )
}

export function ProfileSection({ values, city }: { values: ProfileValues; city: CityChoice | null }) {
  const { t } = useTranslation('settings')
  const translate = useFormMessage()
  const labels = useOptionLabels()
  const cityLabel = city ? cityChoiceLabel(city) : ''
  const { form, fields, formProps, attempt } = useSettingsForm('profile', {
    id: 'profile-form',
    schema: ProfileSchema,
    defaultValue: { ...values, cityId: city?.id, cityLabel, cityQuery: cityLabel },
  })
  // the city's problems (a bad id, a name not found) show on the text the member typed
  const cityField = { ...fieldIds(fields.cityQuery), errors: fields.cityQuery.errors ?? fields.cityId.errors }
  // after a refused submit without JavaScript, the text comes back as typed, and the id only if
  // it still stands for that text
  const typedCity = String(fields.cityQuery.initialValue ?? '')
  const chosenId =
    String(fields.cityLabel.initialValue ?? '').trim() === typedCity.trim() ? Number(fields.cityId.initialValue) || null : null
  return (
    <Section id="profile" title={t('profile.title')} description={t('profile.description')}>
      <SettingsForm className="space-y-6" {...formProps}>
        <FormErrorSummary
          form={form}
          fields={[
            fields.displayName,
            fields.pronouns,
            fields.bio,
            fields.userMode,
            fields.interests,
            fields.lookingFor,
            cityField,
            fields.showCity,
          ]}
          attempt={attempt}
          title={t('errorSummary')}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField
            field={fields.displayName}
            label={t('profile.displayName')}
            hint={t('profile.displayNameHint', { max: PROFILE_LIMITS.displayNameMax })}
          >
            <input
              {...getInputProps(fields.displayName, { type: 'text', ariaDescribedBy: fields.displayName.descriptionId })}
              autoComplete="nickname"
              // a little room past the limit, so an overlong name is named rather than cut
              maxLength={PROFILE_LIMITS.displayNameMax + 10}
              className={INPUT}
            />
          </FormField>
          <FormField field={fields.pronouns} label={t('profile.pronouns')} hint={t('profile.pronounsHint')}>
            <input
              {...getInputProps(fields.pronouns, { type: 'text', ariaDescribedBy: fields.pronouns.descriptionId })}
              list="pronoun-suggestions"
              maxLength={PROFILE_LIMITS.pronounsMax + 10}
              className={INPUT}
            />
            <datalist id="pronoun-suggestions">
              {PRONOUN_SUGGESTIONS.map((p) => (
                <option key={p} value={p} />
              ))}
            </datalist>
          </FormField>
        </div>
        <FormField field={fields.bio} label={t('profile.bio')} hint={t('profile.bioHint', { max: PROFILE_LIMITS.bioMax })}>
          <textarea
            {...getTextareaProps(fields.bio, { ariaDescribedBy: fields.bio.descriptionId })}
            maxLength={undefined}
            rows={4}
            className={cn(INPUT, 'resize-y')}
          />
        </FormField>

        <ChoiceFieldset field={fields.userMode} legend={t('profile.userMode')} hint={t('profile.userModeHint')}>
          <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {getCollectionProps(fields.userMode, { type: 'radio', options: [...USER_MODES] }).map(({ key, ...props }) => {
              const mode = props.value as (typeof USER_MODES)[number]
              const Icon = MODE_ICONS[mode]
              return (
                <label key={key} className={CHOICE_CARD}>
                  <input {...props} className="mt-1 size-4 accent-brand-600 dark:accent-violet-400" />
                  <span>
                    <span className="flex items-center gap-1.5 text-sm font-semibold text-neutral-900 dark:text-white">
                      <Icon aria-hidden className="size-4 shrink-0 text-brand-700 dark:text-violet-300" />
                      {labels.mode(mode)}
                    </span>
                    <span className="block text-xs text-neutral-600 dark:text-neutral-400">{labels.modeDescription(mode)}</span>
                  </span>
                </label>
              )
            })}
          </div>
        </ChoiceFieldset>

        <ChipGroup field={fields.interests} legend={t('profile.interests')} options={INTERESTS} label={labels.interest} />
        <ChipGroup field={fields.lookingFor} legend={t('profile.lookingFor')} options={LOOKING_FOR} label={labels.lookingFor} />

        <div className="space-y-2">
          <CityCombobox
            initial={{ id: chosenId, label: typedCity }}
            inputId={fields.cityQuery.id}
            error={translate(cityField.errors?.[0])}
            maxLength={PROFILE_LIMITS.cityQueryMax}
            labelClassName="block text-sm font-medium text-neutral-900 dark:text-white"
            inputClassName={INPUT}
            labels={{
              label: t('profile.city'),
              hint: t('profile.cityHint'),
              placeholder: t('profile.cityPlaceholder'),
              clear: t('profile.cityClear'),
              none: t('profile.cityNone'),
              searching: t('profile.citySearching'),
              results: (count) => t('profile.cityResults', { count }),
            }}
          />
          <Toggle
            {...getInputProps(fields.showCity, { type: 'checkbox' })}
            id={fields.showCity.id}
            label={t('profile.showCity')}
            hint={t('profile.showCityHint')}
          />
        </div>

        <div className="flex justify-end border-t border-neutral-200 pt-5 dark:border-neutral-800">
          <SubmitButton intent="profile">{t('save')}</SubmitButton>
        </div>
      </SettingsForm>
    </Section>
  )
}

import { Briefcase, Compass, HandHeart, Heart, PartyPopper, Users, type LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CityCombobox, type CityChoice } from '~/components/places/city-combobox'
import { INTERESTS, LOOKING_FOR, PRONOUN_SUGGESTIONS, USER_MODES } from '~/models/members/options'
import { cn } from '~/utils/cn'
import { describedBy, Field, FieldError, FormAlert, INPUT, Section, SettingsForm, SubmitButton, Toggle, useIntentResult } from './fields'
import { PROFILE_LIMITS } from '../../../models/members/settings-options'

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
  name,
  legend,
  options,
  label,
  selected,
  error,
}: {
  name: string
  legend: string
  options: readonly string[]
  label: (k: string) => string
  selected: string[]
  error?: string
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm font-medium text-neutral-900 dark:text-white">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((key) => (
          <label key={key} className={CHIP}>
            <input
              type="checkbox"
              name={name}
              value={key}
              defaultChecked={selected.includes(key)}
              className="size-4 accent-brand-600 dark:accent-violet-400"
            />
            {label(key)}
          </label>
        ))}
      </div>
      <FieldError id={name} message={error} />
    </fieldset>
  )
}

export function ProfileSection({ values, city }: { values: ProfileValues; city: CityChoice | null }) {
  const { t } = useTranslation('settings')
  const labels = useOptionLabels()
  const result = useIntentResult('profile')
  const e = result?.errors ?? {}
  // after a refused submit the member's input comes back, so nothing typed is lost
  const v = { ...values, ...(result?.values as Partial<ProfileValues> | undefined) }
  return (
    <Section id="profile" title={t('profile.title')} description={t('profile.description')}>
      <SettingsForm className="space-y-6" key={result ? 'retry' : 'saved'}>
        <FormAlert result={result} />
        <div className="grid gap-6 sm:grid-cols-2">
          <Field
            id="displayName"
            label={t('profile.displayName')}
            hint={t('profile.displayNameHint', { max: PROFILE_LIMITS.displayNameMax })}
            error={e.displayName}
          >
            <input
              id="displayName"
              name="displayName"
              autoComplete="nickname"
              maxLength={PROFILE_LIMITS.displayNameMax + 10}
              defaultValue={v.displayName}
              aria-invalid={e.displayName ? true : undefined}
              aria-describedby={describedBy('displayName', true, e.displayName)}
              className={INPUT}
            />
          </Field>
          <Field id="pronouns" label={t('profile.pronouns')} hint={t('profile.pronounsHint')} error={e.pronouns}>
            <input
              id="pronouns"
              name="pronouns"
              list="pronoun-suggestions"
              maxLength={PROFILE_LIMITS.pronounsMax + 10}
              defaultValue={v.pronouns}
              aria-invalid={e.pronouns ? true : undefined}
              aria-describedby={describedBy('pronouns', true, e.pronouns)}
              className={INPUT}
            />
            <datalist id="pronoun-suggestions">
              {PRONOUN_SUGGESTIONS.map((p) => (
                <option key={p} value={p} />
              ))}
            </datalist>
          </Field>
        </div>
        <Field id="bio" label={t('profile.bio')} hint={t('profile.bioHint', { max: PROFILE_LIMITS.bioMax })} error={e.bio}>
          <textarea
            id="bio"
            name="bio"
            rows={4}
            defaultValue={v.bio}
            aria-invalid={e.bio ? true : undefined}
            aria-describedby={describedBy('bio', true, e.bio)}
            className={cn(INPUT, 'resize-y')}
          />
        </Field>

        <fieldset aria-describedby={e.userMode ? 'userMode-error userMode-hint' : 'userMode-hint'}>
          <legend className="text-sm font-medium text-neutral-900 dark:text-white">{t('profile.userMode')}</legend>
          <p id="userMode-hint" className="mt-0.5 text-sm text-neutral-600 dark:text-neutral-400">
            {t('profile.userModeHint')}
          </p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {USER_MODES.map((mode) => {
              const Icon = MODE_ICONS[mode]
              return (
                <label
                  key={mode}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-xl border border-neutral-300 bg-white p-3 dark:border-neutral-700 dark:bg-neutral-950',
                    'has-[:checked]:border-brand-600 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 dark:has-[:checked]:border-violet-400 dark:has-[:checked]:ring-violet-400',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:has-[:focus-visible]:outline-violet-300',
                  )}
                >
                  <input
                    type="radio"
                    name="userMode"
                    value={mode}
                    defaultChecked={v.userMode === mode}
                    className="mt-1 size-4 accent-brand-600 dark:accent-violet-400"
                  />
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
          <FieldError id="userMode" message={e.userMode} />
        </fieldset>

        <ChipGroup
          name="interests"
          legend={t('profile.interests')}
          options={INTERESTS}
          label={labels.interest}
          selected={v.interests}
          error={e.interests}
        />
        <ChipGroup
          name="lookingFor"
          legend={t('profile.lookingFor')}
          options={LOOKING_FOR}
          label={labels.lookingFor}
          selected={v.lookingFor}
          error={e.lookingFor}
        />

        <div className="space-y-2">
          <CityCombobox
            initial={city}
            error={e.city}
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
          <Toggle name="showCity" label={t('profile.showCity')} hint={t('profile.showCityHint')} defaultChecked={v.showCity} />
        </div>

        <div className="flex justify-end border-t border-neutral-200 pt-5 dark:border-neutral-800">
          <SubmitButton intent="profile">{t('save')}</SubmitButton>
        </div>
      </SettingsForm>
    </Section>
  )
}

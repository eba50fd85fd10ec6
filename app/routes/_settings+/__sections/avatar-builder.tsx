import { getCollectionProps, getInputProps } from '@conform-to/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AvatarPreview } from '~/components/members/member-avatar'
import { initialsOf } from '~/components/shell/avatar'
import { FieldError } from '~/components/ui/field'
import { FormErrorSummary, useFormMessage } from '~/components/ui/form'
import { AvatarConfigSchema } from '~/models/members/schema'
import {
  AVATAR_COLOR_KEYS,
  AVATAR_COLORS,
  AVATAR_EMOJIS,
  AVATAR_SHAPES,
  SHAPE_CLASS,
  type AvatarConfigValue,
} from '~/models/members/settings-options'
import { cn } from '~/utils/cn'
import { ChoiceFieldset, INPUT_BOX, SettingsForm, SubmitButton, useSettingsForm } from './fields'

const RADIO = 'peer sr-only'
const SWATCH = cn(
  'block cursor-pointer rounded-full ring-offset-2 ring-offset-white peer-checked:ring-2 peer-checked:ring-neutral-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand-600 dark:ring-offset-neutral-900 dark:peer-checked:ring-white',
)
const CHOICE = cn(
  'block cursor-pointer rounded-lg border border-neutral-300 text-neutral-800 dark:border-neutral-600 dark:text-neutral-200',
  'peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:text-brand-800 dark:peer-checked:border-violet-400 dark:peer-checked:bg-violet-950 dark:peer-checked:text-violet-100',
  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 dark:peer-focus-visible:outline-violet-300',
)
/** A choice named by a word (the shapes) or shown by an emoji. */
const PILL = `${CHOICE} px-3 py-1.5 text-sm`
const EMOJI_PILL = `${CHOICE} px-2 py-1 text-lg leading-none`

/** The avatar builder: colour, shape, and initials or an emoji, with a live preview. */
export function AvatarBuilder({ config, name }: { config: AvatarConfigValue | null; name: string }) {
  const { t } = useTranslation('settings')
  const translate = useFormMessage()
  const start = config ?? { color: 'violet', shape: 'circle', kind: 'initials', text: initialsOf(name).slice(0, 3) }
  const { form, fields, formProps, attempt } = useSettingsForm('avatarConfig', {
    id: 'avatar-form',
    schema: AvatarConfigSchema,
    defaultValue: {
      color: start.color,
      shape: start.shape,
      kind: start.kind,
      initials: start.kind === 'initials' ? start.text : initialsOf(name).slice(0, 3),
      emoji: start.kind === 'emoji' ? start.text : AVATAR_EMOJIS[0],
    },
  })
  // the preview follows the choices (after a refused submit without JavaScript: the ones sent)
  const initial = (field: { initialValue?: unknown }) => String(field.initialValue ?? '')
  const [draft, setDraft] = useState(() => ({
    color: initial(fields.color) as AvatarConfigValue['color'],
    shape: initial(fields.shape) as AvatarConfigValue['shape'],
    kind: initial(fields.kind) as AvatarConfigValue['kind'],
  }))
  const [initials, setInitials] = useState(() => initial(fields.initials))
  const [emoji, setEmoji] = useState(() => initial(fields.emoji))
  const preview: AvatarConfigValue = {
    color: draft.color in AVATAR_COLORS ? draft.color : 'violet',
    shape: draft.shape in SHAPE_CLASS ? draft.shape : 'circle',
    kind: draft.kind,
    text: draft.kind === 'initials' ? initials.toLocaleUpperCase() || '?' : emoji,
  }
  const initialsError = translate(fields.initials.errors?.[0])
  const emojiError = translate(fields.emoji.errors?.[0])
  return (
    <SettingsForm className="space-y-5" {...formProps}>
      <FormErrorSummary
        form={form}
        fields={[fields.color, fields.shape, fields.kind, fields.initials, fields.emoji]}
        attempt={attempt}
        title={t('errorSummary')}
      />
      <div className="flex items-center gap-4">
        <AvatarPreview url={null} config={preview} name={name} size={72} />
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('photos.builderHint')}</p>
      </div>
      <ChoiceFieldset field={fields.color} legend={t('photos.color')}>
        <div className="mt-2 flex flex-wrap gap-3">
          {getCollectionProps(fields.color, { type: 'radio', options: AVATAR_COLOR_KEYS }).map(({ key, ...props }) => {
            const color = props.value as AvatarConfigValue['color']
            return (
              <label key={key} className="relative">
                <input {...props} className={RADIO} onChange={() => setDraft((d) => ({ ...d, color }))} />
                <span className={cn(SWATCH, 'size-8')} style={{ background: AVATAR_COLORS[color].bg }} />
                <span className="sr-only">{t(`photos.colors.${color}`)}</span>
              </label>
            )
          })}
        </div>
      </ChoiceFieldset>
      <ChoiceFieldset field={fields.shape} legend={t('photos.shape')}>
        <div className="mt-2 flex flex-wrap gap-2">
          {getCollectionProps(fields.shape, { type: 'radio', options: [...AVATAR_SHAPES] }).map(({ key, ...props }) => {
            const shape = props.value as AvatarConfigValue['shape']
            return (
              <label key={key}>
                <input {...props} className={RADIO} onChange={() => setDraft((d) => ({ ...d, shape }))} />
                <span className={PILL}>{t(`photos.shapes.${shape}`)}</span>
              </label>
            )
          })}
        </div>
      </ChoiceFieldset>
      <ChoiceFieldset field={fields.kind} legend={t('photos.kind')}>
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <label className="flex items-center gap-2 text-sm text-neutral-900 dark:text-white">
              <input
                {...getInputProps(fields.kind, { type: 'radio', value: 'initials' })}
                id={`${fields.kind.id}-initials`}
                onChange={() => setDraft((d) => ({ ...d, kind: 'initials' }))}
                className="size-4 accent-brand-600 dark:accent-violet-400"
              />
              {t('photos.kinds.initials')}
            </label>
            <label htmlFor={fields.initials.id} className="sr-only">
              {t('photos.initials')}
            </label>
            <input
              {...getInputProps(fields.initials, { type: 'text', value: false })}
              value={initials}
              onChange={(event) => setInitials(event.target.value)}
              placeholder={t('photos.initials')}
              className={cn(INPUT_BOX, 'w-28 uppercase')}
            />
            <FieldError id={fields.initials.id} errorId={fields.initials.errorId} error={initialsError} />
          </div>
          <div className="space-y-2">
            <label className="flex items-center gap-2 text-sm text-neutral-900 dark:text-white">
              <input
                {...getInputProps(fields.kind, { type: 'radio', value: 'emoji' })}
                id={`${fields.kind.id}-emoji`}
                onChange={() => setDraft((d) => ({ ...d, kind: 'emoji' }))}
                className="size-4 accent-brand-600 dark:accent-violet-400"
              />
              {t('photos.kinds.emoji')}
            </label>
            <div
              id={fields.emoji.id}
              role="radiogroup"
              aria-label={t('photos.emoji')}
              aria-describedby={emojiError ? fields.emoji.errorId : undefined}
              className="flex flex-wrap gap-1.5"
            >
              {getCollectionProps(fields.emoji, { type: 'radio', options: [...AVATAR_EMOJIS], ariaAttributes: false }).map(
                ({ key, ...props }) => (
                  <label key={key}>
                    <input {...props} className={RADIO} onChange={() => setEmoji(props.value)} />
                    <span className={EMOJI_PILL}>{props.value}</span>
                  </label>
                ),
              )}
            </div>
            <FieldError id={fields.emoji.id} errorId={fields.emoji.errorId} error={emojiError} />
          </div>
        </div>
      </ChoiceFieldset>
      <div className="flex justify-end">
        <SubmitButton intent="avatarConfig">{t('photos.saveBuilder')}</SubmitButton>
      </div>
    </SettingsForm>
  )
}

import { getCollectionProps, getInputProps } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { FormErrorSummary } from '~/components/ui/form'
import { NotificationsSchema, PrivacySchema, type PrivacyInput } from '~/models/members/schema'
import { MESSAGE_PRIVACY } from '~/models/messaging/limits'
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  PROFILE_VISIBILITIES,
  type NotificationPreferences,
} from '~/models/members/settings-options'
import { CHOICE_CARD, ChoiceFieldset, Section, SettingsForm, SubmitButton, Toggle, useSettingsForm } from './fields'

// ---------------------------------------------------------------- privacy

export type PrivacyValues = PrivacyInput

const PRIVACY_SWITCHES = ['hiddenFromDirectory', 'hiddenFromSearch', 'showOnlineStatus', 'checkInsPrivate'] as const

export function PrivacySection({ values }: { values: PrivacyValues }) {
  const { t } = useTranslation('settings')
  const { form, fields, formProps, attempt } = useSettingsForm('privacy', {
    id: 'privacy-form',
    schema: PrivacySchema,
    defaultValue: values,
  })
  return (
    <Section id="privacy" title={t('privacy.title')} description={t('privacy.description')}>
      <SettingsForm className="space-y-6" {...formProps}>
        <FormErrorSummary
          form={form}
          fields={[
            fields.profileVisibility,
            ...PRIVACY_SWITCHES.map((name) => fields[name]),
            fields.allowMessagesFrom,
            fields.readReceipts,
          ]}
          attempt={attempt}
          title={t('errorSummary')}
        />
        <ChoiceFieldset field={fields.profileVisibility} legend={t('privacy.visibility')}>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {getCollectionProps(fields.profileVisibility, { type: 'radio', options: [...PROFILE_VISIBILITIES] }).map(
              ({ key, ...props }) => (
                <label key={key} className={CHOICE_CARD}>
                  <input {...props} className="mt-1 size-4 accent-brand-600 dark:accent-violet-400" />
                  <span>
                    <span className="block text-sm font-semibold text-neutral-900 dark:text-white">
                      {t(`privacy.visibilities.${props.value}.label`)}
                    </span>
                    <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                      {t(`privacy.visibilities.${props.value}.description`)}
                    </span>
                  </span>
                </label>
              ),
            )}
          </div>
        </ChoiceFieldset>
        <div className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {PRIVACY_SWITCHES.map((name) => (
            <Toggle {...getInputProps(fields[name], { type: 'checkbox' })} key={name} id={fields[name].id} label={t(`privacy.${name}`)} />
          ))}
        </div>
        <ChoiceFieldset field={fields.allowMessagesFrom} legend={t('privacy.messagesFrom')}>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {getCollectionProps(fields.allowMessagesFrom, { type: 'radio', options: [...MESSAGE_PRIVACY] }).map(({ key, ...props }) => (
              <label key={key} className={CHOICE_CARD}>
                <input {...props} className="mt-1 size-4 accent-brand-600 dark:accent-violet-400" />
                <span>
                  <span className="block text-sm font-semibold text-neutral-900 dark:text-white">
                    {t(`privacy.messagesFromOptions.${props.value}.label`)}
                  </span>
                  <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                    {t(`privacy.messagesFromOptions.${props.value}.description`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </ChoiceFieldset>
        <Toggle
          {...getInputProps(fields.readReceipts, { type: 'checkbox' })}
          id={fields.readReceipts.id}
          label={t('privacy.readReceipts')}
          hint={t('privacy.readReceiptsHint')}
        />
        <div className="flex justify-end border-t border-neutral-200 pt-5 dark:border-neutral-800">
          <SubmitButton intent="privacy">{t('save')}</SubmitButton>
        </div>
      </SettingsForm>
    </Section>
  )
}

// ---------------------------------------------------------------- notifications

export function NotificationsSection({ values }: { values: NotificationPreferences }) {
  const { t } = useTranslation('settings')
  const { form, fields, formProps, attempt } = useSettingsForm('notifications', {
    id: 'notifications-form',
    schema: NotificationsSchema,
    defaultValue: { n: values },
  })
  const types = fields.n.getFieldset()
  return (
    <Section id="notifications" title={t('notifications.title')} description={t('notifications.description')}>
      <SettingsForm className="space-y-4" {...formProps}>
        {/* only a tampered checkbox is refused: the form's message says so */}
        <FormErrorSummary form={form} fields={[]} attempt={attempt} title={t('errorSummary')} />
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-neutral-200 text-start dark:border-neutral-800">
              <th scope="col" className="py-2 text-start font-medium text-neutral-700 dark:text-neutral-300">
                {t('notifications.type')}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="w-24 py-2 text-center font-medium text-neutral-700 dark:text-neutral-300">
                  {t(`notifications.channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {NOTIFICATION_TYPES.map((type) => {
              const channels = types[type].getFieldset()
              return (
                <tr key={type}>
                  <th scope="row" className="py-3 text-start font-medium text-neutral-900 dark:text-white">
                    {t(`notifications.types.${type}`)}
                  </th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <td key={channel} className="py-3 text-center">
                      <input
                        {...getInputProps(channels[channel], { type: 'checkbox' })}
                        aria-label={t('notifications.toggle', {
                          type: t(`notifications.types.${type}`),
                          channel: t(`notifications.channels.${channel}`),
                        })}
                        className="size-5 cursor-pointer accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:accent-violet-400 dark:focus-visible:outline-violet-300"
                      />
                    </td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
        <div className="flex justify-end border-t border-neutral-200 pt-5 dark:border-neutral-800">
          <SubmitButton intent="notifications">{t('save')}</SubmitButton>
        </div>
      </SettingsForm>
    </Section>
  )
}

/**
 * The password and sign-in address forms of the security section. The browser checks what the
 * schema can tell; the current password and the password policy are the server's answer, as
 * errors of the same fields.
 */
import { getInputProps } from '@conform-to/react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldError } from '~/components/ui/field'
import { FormErrorSummary, FormField, useFormMessage } from '~/components/ui/form'
import { EmailChangeSchema, PasswordChangeSchema } from '~/models/members/schema'
import { fieldIds, INPUT, SettingsForm, SubmitButton, useSettingsForm } from './fields'

export function PasswordForm({ hasPassword, email }: { hasPassword: boolean; email: string | null }) {
  const { t } = useTranslation('settings')
  const translate = useFormMessage()
  const schema = useMemo(() => PasswordChangeSchema(hasPassword), [hasPassword])
  const { form, fields, formProps, attempt } = useSettingsForm('password', { id: 'password-form', schema })
  // the policy's answer is a list: 'choose a stronger password', then its reasons (auth:password.*)
  const newPasswordError =
    fields.newPassword.errors
      ?.map((text) => translate(text, { defaultValue: '' }))
      .filter(Boolean)
      .join(' ') || undefined
  return (
    <SettingsForm className="space-y-4" {...formProps}>
      <h3 className="text-base font-semibold text-neutral-900 dark:text-white">
        {hasPassword ? t('security.password') : t('security.setPassword')}
      </h3>
      <FormErrorSummary
        form={form}
        fields={
          hasPassword ? [fields.currentPassword, fields.newPassword, fields.confirmPassword] : [fields.newPassword, fields.confirmPassword]
        }
        attempt={attempt}
        title={t('errorSummary')}
      />
      {/* lets password managers file the new password under the right account */}
      {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
      <div className="grid gap-4 sm:grid-cols-2">
        {hasPassword && (
          <FormField field={fields.currentPassword} label={t('security.currentPassword')} className="sm:col-span-2 sm:max-w-sm">
            <input {...getInputProps(fields.currentPassword, { type: 'password' })} autoComplete="current-password" className={INPUT} />
          </FormField>
        )}
        <FormField field={fieldIds(fields.newPassword)} label={t('security.newPassword')} hint={t('security.newPasswordHint')}>
          <input
            {...getInputProps(fields.newPassword, { type: 'password', ariaDescribedBy: fields.newPassword.descriptionId })}
            autoComplete="new-password"
            className={INPUT}
          />
          <FieldError id={fields.newPassword.id} errorId={fields.newPassword.errorId} error={newPasswordError} />
        </FormField>
        <FormField field={fields.confirmPassword} label={t('security.confirmPassword')}>
          <input {...getInputProps(fields.confirmPassword, { type: 'password' })} autoComplete="new-password" className={INPUT} />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('security.passwordNote')}</p>
        <SubmitButton intent="password">{t('security.changePassword')}</SubmitButton>
      </div>
    </SettingsForm>
  )
}

/** Changing the sign-in address: a link goes to the new inbox, and the address changes once it is opened. */
export function EmailForm({ hasPassword, email }: { hasPassword: boolean; email: string | null }) {
  const { t } = useTranslation('settings')
  const schema = useMemo(() => EmailChangeSchema(hasPassword), [hasPassword])
  const { form, fields, formProps, attempt } = useSettingsForm('email', { id: 'email-form', schema })
  return (
    <SettingsForm className="space-y-4" {...formProps}>
      <h3 className="text-base font-semibold text-neutral-900 dark:text-white">{t('security.email')}</h3>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        {email ? t('security.emailCurrent', { email }) : t('security.emailNone')}
      </p>
      <FormErrorSummary
        form={form}
        fields={hasPassword ? [fields.newEmail, fields.emailPassword] : [fields.newEmail]}
        attempt={attempt}
        title={t('errorSummary')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField field={fields.newEmail} label={t('security.newEmail')}>
          <input
            {...getInputProps(fields.newEmail, { type: 'email' })}
            autoComplete="email"
            inputMode="email"
            spellCheck={false}
            className={INPUT}
          />
        </FormField>
        {hasPassword && (
          <FormField field={fields.emailPassword} label={t('security.currentPassword')}>
            <input {...getInputProps(fields.emailPassword, { type: 'password' })} autoComplete="current-password" className={INPUT} />
          </FormField>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('security.emailNote')}</p>
        <SubmitButton intent="email">{t('security.changeEmail')}</SubmitButton>
      </div>
    </SettingsForm>
  )
}

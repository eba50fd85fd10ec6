import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { FormField, useFormMessage } from '~/components/ui/form'
import { PasswordInput } from './password-input'

type PasswordField = FieldMetadata<string, Record<string, unknown>, string[]>

/**
 * A new password and its confirmation (sign-up, reset): the rules as a hint, the refusal under
 * the field and, for a weak password, the policy's reasons as a list. The password's first
 * message is the refusal ('Please choose a stronger password.'), the others are the reasons.
 */
export function NewPasswordFields({
  password,
  confirm,
  labels,
}: {
  password: PasswordField
  confirm: PasswordField
  labels: { password: string; confirm: string }
}) {
  const { t } = useTranslation('auth')
  const translate = useFormMessage()
  const reasons = password.errors?.slice(1) ?? []
  const reasonsId = `${password.id}-reasons`
  return (
    <>
      <div>
        <FormField field={password} label={labels.password} hint={t('signUp.passwordHint')}>
          <PasswordInput
            {...getInputProps(password, {
              type: 'password',
              ariaDescribedBy: reasons.length > 0 ? `${password.descriptionId} ${reasonsId}` : password.descriptionId,
            })}
            autoComplete="new-password"
            required
            minLength={10}
          />
        </FormField>
        {reasons.length > 0 ? (
          <ul
            id={reasonsId}
            aria-label={t('password.strengthLabel')}
            className="mt-2 list-disc space-y-1 ps-6 text-sm text-neutral-700 dark:text-neutral-300"
          >
            {reasons.map((reason) => (
              <li key={reason}>{translate(reason)}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <FormField field={confirm} label={labels.confirm}>
        <PasswordInput {...getInputProps(confirm, { type: 'password' })} autoComplete="new-password" required />
      </FormField>
    </>
  )
}

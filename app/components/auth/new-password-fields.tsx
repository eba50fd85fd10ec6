import { useTranslation } from 'react-i18next'
import { describedBy, Field, FieldError } from '~/components/ui/field'
import { PasswordInput } from './password-input'

/**
 * A new password and its confirmation (sign-up, reset): the rules as a hint, the server's
 * refusal and, for a weak password, its reasons as a list. `errors` holds i18n keys per field;
 * the password's first key is the refusal, the others are the reasons.
 */
export function NewPasswordFields({
  idPrefix,
  labels,
  errors,
}: {
  idPrefix: string
  labels: { password: string; confirm: string }
  errors?: Record<string, string[] | undefined>
}) {
  const { t } = useTranslation('auth')
  const passwordId = `${idPrefix}-password`
  const confirmId = `${idPrefix}-confirm`
  const passwordError = errors?.password?.[0] ? t(errors.password[0]) : undefined
  const confirmError = errors?.confirmPassword?.[0] ? t(errors.confirmPassword[0]) : undefined
  const reasons = errors?.password?.slice(1) ?? []
  return (
    <>
      <div>
        <Field id={passwordId} label={labels.password} hint={t('signUp.passwordHint')}>
          <PasswordInput
            id={passwordId}
            name="password"
            autoComplete="new-password"
            required
            minLength={10}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={describedBy(passwordId, true, passwordError)}
          />
        </Field>
        <FieldError id={passwordId} error={passwordError} />
        {reasons.length > 0 ? (
          <ul
            aria-label={t('password.strengthLabel')}
            className="mt-2 list-disc space-y-1 ps-6 text-sm text-neutral-700 dark:text-neutral-300"
          >
            {reasons.map((reason) => (
              <li key={reason}>{t(reason)}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <Field id={confirmId} label={labels.confirm} error={confirmError}>
        <PasswordInput
          id={confirmId}
          name="confirmPassword"
          autoComplete="new-password"
          required
          aria-invalid={confirmError ? true : undefined}
          aria-describedby={describedBy(confirmId, false, confirmError)}
        />
      </Field>
    </>
  )
}

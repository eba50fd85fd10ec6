import { getInputProps } from '@conform-to/react'
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { useFormMessage } from '~/components/ui/form'
import { useValidatedForm } from '~/components/ui/validated-form'
import { RenamePasskeySchema } from '~/models/accounts/passkeys'
import type { PasskeySummary } from './api'

const INPUT =
  'h-10 min-w-0 flex-1 rounded-lg border border-neutral-300 bg-white px-3 text-sm text-neutral-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 dark:border-neutral-600 dark:bg-neutral-950 dark:text-neutral-100 dark:focus:outline-violet-300'

/** The inline form renaming one passkey of the manager; Escape cancels it. */
export function RenamePasskeyForm({
  passkey,
  onSave,
  onCancel,
}: {
  passkey: PasskeySummary
  onSave: (name: string) => Promise<string | null>
  onCancel: () => void
}) {
  const { t } = useTranslation('passkeys')
  const translate = useFormMessage()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [apiError, setApiError] = useState<string | null>(null)
  const { fields, formProps } = useValidatedForm({ id: `rename${id}`, schema: RenamePasskeySchema, defaultValue: { name: passkey.name } })
  const error = translate(fields.name.errors?.[0]) ?? apiError

  async function submit(event: FormEvent<HTMLFormElement>) {
    // the API's own schema first, here; then the API (which answers its own refusals, translated)
    formProps.onSubmit(event)
    if (event.defaultPrevented) return
    event.preventDefault()
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim()
    setBusy(true)
    setApiError(await onSave(name))
    setBusy(false)
  }

  return (
    // Escape cancels the rename from any of the form's controls (the keys reach the form from them)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <form
      {...formProps}
      onSubmit={submit}
      onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      className="grid min-w-0 flex-1 gap-1.5"
    >
      <label htmlFor={fields.name.id} className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
        {t('manager.nameLabel')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          {...getInputProps(fields.name, { type: 'text', ariaAttributes: false })}
          autoComplete="off"
          // the field appears because the member chose 'Rename': focus goes where they are about to type
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          onInput={() => apiError && setApiError(null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fields.name.errorId : undefined}
          className={INPUT}
        />
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? t('manager.saving') : t('manager.save')}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          {t('manager.cancel')}
        </Button>
      </div>
      {error ? (
        <p id={fields.name.errorId} className="text-sm text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  )
}

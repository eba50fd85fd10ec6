import { UserX } from 'lucide-react'
import { useMemo } from 'react'
import { getInputProps } from '@conform-to/react'
import { useTranslation } from 'react-i18next'
import { initialsOf } from '~/components/shell/avatar'
import { FormErrorSummary, FormField } from '~/components/ui/form'
import { DeleteAccountSchema } from '~/models/members/schema'
import { FormAlert, INPUT, Section, SettingsForm, SubmitButton, useIntentResult, useSettingsForm } from './fields'

// ---------------------------------------------------------------- blocked members

export type BlockedItem = { userId: string; displayName: string | null; avatarUrl: string | null; blockedAt: string }

export function BlockedSection({ blocked }: { blocked: BlockedItem[] }) {
  const { t, i18n } = useTranslation('settings')
  const result = useIntentResult('unblock')
  return (
    <Section id="blocked" title={t('blocked.title')} description={t('blocked.description')}>
      <FormAlert result={result} />
      {blocked.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-neutral-600 dark:text-neutral-400">
          <UserX aria-hidden className="size-4" />
          {t('blocked.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {blocked.map((member) => {
            const name = member.displayName || t('blocked.unknown')
            return (
              <li key={member.userId} className="flex items-center gap-3 py-3">
                <span
                  aria-hidden
                  className="grid size-9 shrink-0 place-items-center overflow-hidden rounded-full bg-neutral-200 text-xs font-semibold text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200"
                >
                  {member.avatarUrl ? <img src={member.avatarUrl} alt="" className="size-full object-cover" /> : initialsOf(name)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-neutral-900 dark:text-white">{name}</p>
                  <p className="text-xs text-neutral-600 dark:text-neutral-400">
                    {t('blocked.since', {
                      date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
                        new Date(member.blockedAt),
                      ),
                    })}
                  </p>
                </div>
                <SettingsForm>
                  <input type="hidden" name="userId" value={member.userId} />
                  <SubmitButton intent="unblock" variant="outline" size="sm" aria-label={t('blocked.unblockLabel', { name })}>
                    {t('blocked.unblock')}
                  </SubmitButton>
                </SettingsForm>
              </li>
            )
          })}
        </ul>
      )}
    </Section>
  )
}

// ---------------------------------------------------------------- danger zone

export function DangerSection({ hasPassword, email }: { hasPassword: boolean; email: string | null }) {
  const { t } = useTranslation('settings')
  const schema = useMemo(() => DeleteAccountSchema({ hasPassword, email }), [hasPassword, email])
  const { form, fields, formProps, attempt } = useSettingsForm('deleteAccount', { id: 'delete-form', schema })
  return (
    <Section id="danger" title={t('danger.title')} description={t('danger.description')} tone="danger">
      <SettingsForm className="space-y-4" {...formProps}>
        <FormErrorSummary
          form={form}
          fields={hasPassword ? [fields.confirm, fields.password] : [fields.confirm]}
          attempt={attempt}
          title={t('errorSummary')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField field={fields.confirm} label={t('danger.confirm')}>
            <input
              {...getInputProps(fields.confirm, { type: 'text' })}
              autoComplete="off"
              spellCheck={false}
              placeholder={t('danger.confirmWord')}
              className={INPUT}
            />
          </FormField>
          {hasPassword && (
            <FormField field={fields.password} label={t('danger.password')}>
              <input {...getInputProps(fields.password, { type: 'password' })} autoComplete="current-password" className={INPUT} />
            </FormField>
          )}
        </div>
        <div className="flex justify-end">
          <SubmitButton intent="deleteAccount" variant="destructive">
            {t('danger.submit')}
          </SubmitButton>
        </div>
      </SettingsForm>
    </Section>
  )
}

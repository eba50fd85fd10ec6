import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import { FieldError, INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, useFormMessage } from '~/components/ui/form'
import { PANEL } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import { ROLE_CHOICES, USER_FORM_SCHEMAS, type RoleChoice, type UserFormIntent } from '~/models/admin/users-schema'
import { REASON_MAX, SUSPENSION_DAYS } from '~/models/moderation/options'
import { cn } from '~/utils/cn'
import { LABEL } from '../__admin/parts'

/**
 * The forms of a member's page (/admin/users/{id}): each a plain POST that works without
 * JavaScript, validated by its zod schema in the browser (Conform) and again in the action.
 */
export type UserFormResult = { intent: UserFormIntent | ''; result: SubmissionResult<string[]> } | undefined

function ActionForm({
  intent,
  title,
  intro,
  submit,
  lastResult,
  danger,
  children,
}: {
  intent: UserFormIntent
  title: string
  intro?: string
  submit: string
  lastResult: UserFormResult
  danger?: boolean
  children?: (fields: Record<string, { id: string; name: string; errorId: string; descriptionId: string; errors?: string[] }>) => ReactNode
}) {
  const { t } = useTranslation('admin')
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: `user-${intent}`,
    schema: USER_FORM_SCHEMAS[intent],
    lastResult: lastResult?.intent === intent ? lastResult.result : null,
    shouldValidate: 'onSubmit',
  })
  const all = fields as unknown as Record<string, { id: string; name: string; errorId: string; descriptionId: string; errors?: string[] }>
  const titleId = `user-${intent}-title`
  return (
    <Form method="post" {...formProps} aria-labelledby={titleId} className={cn(PANEL, 'space-y-3 p-4')}>
      <h3 id={titleId} className="text-lg font-semibold text-neutral-950 dark:text-white">
        {title}
      </h3>
      {intro && <p className="text-sm text-neutral-700 dark:text-neutral-300">{intro}</p>}
      <FormErrorSummary
        form={form}
        fields={Object.entries(all)
          .filter(([name]) => name !== 'intent')
          .map(([, f]) => f)}
        attempt={attempt}
        title={t('users.errorTitle')}
      />
      <input type="hidden" name="intent" value={intent} />
      {children?.(all)}
      <button type="submit" className={buttonVariants({ variant: danger ? 'destructive' : 'outline' })}>
        {submit}
      </button>
    </Form>
  )
}

type Field = { id: string; name: string; errorId: string; errors?: string[] }

function Reason({ field }: { field: Field }) {
  const { t } = useTranslation('admin')
  const translate = useFormMessage()
  const error = translate(field.errors?.[0])
  return (
    <div>
      <label htmlFor={field.id} className={LABEL}>
        {t('users.reason')}
      </label>
      <textarea
        id={field.id}
        name={field.name}
        rows={2}
        maxLength={REASON_MAX}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? field.errorId : undefined}
        className={cn(INPUT_CLASS, 'mt-1 w-full')}
      />
      <FieldError id={field.id} errorId={field.errorId} error={error} />
    </div>
  )
}

export function UserActions({
  roles,
  status,
  isSelf,
  confirmation,
  lastResult,
}: {
  roles: string[]
  status: 'active' | 'suspended' | 'banned'
  isSelf: boolean
  confirmation: string
  lastResult: UserFormResult
}) {
  const { t } = useTranslation(['admin', 'moderation'])
  const translate = useFormMessage()
  const current: RoleChoice = roles.includes('admin') ? 'admin' : roles.includes('moderator') ? 'moderator' : 'none'
  const staff = roles.length > 0
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <ActionForm intent="role" title={t('users.roleTitle')} submit={t('users.roleSubmit')} lastResult={lastResult}>
        {(fields) => (
          <div>
            <label htmlFor={fields.role!.id} className={LABEL}>
              {t('users.role')}
            </label>
            <select id={fields.role!.id} name={fields.role!.name} defaultValue={current} className={cn(INPUT_CLASS, 'mt-1 w-full')}>
              {ROLE_CHOICES.map((role) => (
                <option key={role} value={role}>
                  {t(`users.roleChoices.${role}`)}
                </option>
              ))}
            </select>
            <FieldError id={fields.role!.id} errorId={fields.role!.errorId} error={translate(fields.role!.errors?.[0])} />
          </div>
        )}
      </ActionForm>

      <ActionForm
        intent="end-sessions"
        title={t('users.sessionsTitle')}
        intro={t('users.sessionsIntro')}
        submit={t('users.sessionsSubmit')}
        lastResult={lastResult}
      />

      <ActionForm
        intent="reset-passkeys"
        title={t('users.passkeysTitle')}
        intro={t('users.passkeysIntro')}
        submit={t('users.passkeysSubmit')}
        lastResult={lastResult}
      />

      {status !== 'active' && (
        <ActionForm
          intent="lift"
          title={t('users.liftTitle')}
          intro={t('users.liftIntro')}
          submit={t('users.liftSubmit')}
          lastResult={lastResult}
        />
      )}

      {staff || isSelf ? (
        <p className={cn(PANEL, 'p-4 text-sm text-neutral-700 dark:text-neutral-300 md:col-span-2')}>
          {isSelf ? t('users.errors.self') : t('users.staffNote')}
        </p>
      ) : (
        <>
          {status !== 'suspended' && (
            <ActionForm
              intent="suspend"
              title={t('users.suspendTitle')}
              intro={t('users.suspendIntro')}
              submit={t('users.suspendSubmit')}
              lastResult={lastResult}
            >
              {(fields) => (
                <>
                  <div>
                    <label htmlFor={fields.days!.id} className={LABEL}>
                      {t('users.days')}
                    </label>
                    <select id={fields.days!.id} name={fields.days!.name} defaultValue="7" className={cn(INPUT_CLASS, 'mt-1 w-full')}>
                      {SUSPENSION_DAYS.map((days) => (
                        <option key={days} value={days}>
                          {t('moderation:decide.dayCount', { count: days })}
                        </option>
                      ))}
                    </select>
                    <FieldError id={fields.days!.id} errorId={fields.days!.errorId} error={translate(fields.days!.errors?.[0])} />
                  </div>
                  <Reason field={fields.reason!} />
                </>
              )}
            </ActionForm>
          )}
          {status !== 'banned' && (
            <ActionForm
              intent="ban"
              title={t('users.banTitle')}
              intro={t('users.banIntro')}
              submit={t('users.banSubmit')}
              lastResult={lastResult}
              danger
            >
              {(fields) => <Reason field={fields.reason!} />}
            </ActionForm>
          )}
          <ActionForm
            intent="delete"
            title={t('users.deleteTitle')}
            intro={t('users.deleteIntro')}
            submit={t('users.deleteSubmit')}
            lastResult={lastResult}
            danger
          >
            {(fields) => {
              const error = translate(fields.confirm!.errors?.[0])
              return (
                <div>
                  <label htmlFor={fields.confirm!.id} className={LABEL}>
                    {t('users.deleteConfirm', { word: confirmation })}
                  </label>
                  <input
                    id={fields.confirm!.id}
                    name={fields.confirm!.name}
                    type="text"
                    autoComplete="off"
                    required
                    dir="auto"
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? fields.confirm!.errorId : undefined}
                    className={cn(INPUT_CLASS, 'mt-1 w-full')}
                  />
                  <FieldError id={fields.confirm!.id} errorId={fields.confirm!.errorId} error={error} />
                </div>
              )
            }}
          </ActionForm>
        </>
      )}
    </div>
  )
}

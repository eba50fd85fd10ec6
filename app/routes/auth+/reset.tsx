import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { CircleAlert, LoaderCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { NewPasswordFields } from '~/components/auth/new-password-fields'
import { AUTH_FORM_SCHEMAS } from '~/components/auth/schemas'
import { Button, buttonVariants } from '~/components/ui/button'
import { FormErrorSummary, useLazyValidatedForm } from '~/components/ui/form'
import { ResetSchema } from '~/models/accounts/schema'
import { checkPassword } from '~/models/accounts/password-policy.server'
import { createSession, endSessions, sessionCookie } from '~/models/accounts/sessions.server'
import { getDb } from '~/db/client'
import {
  consumeAuthToken,
  getAccount,
  logSecurityEvent,
  markEmailVerified,
  peekAuthToken,
  setPassword,
} from '~/models/accounts/accounts.server'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * The link in the password-recovery email: choose a new password. The token is checked on
 * GET but used only by the POST, so a mail scanner opening the link does not spend it. A new
 * password ends every session (a thief's included) and signs this device in.
 */
export const handle = { i18n: ['auth'] }

export const meta: MetaFunction = () => [
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const valid = await peekAuthToken(getDb(context.cloudflare.env.DB), token, 'password_recovery')
  return { token: valid ? token : null }
}

type ActionResult = { result?: SubmissionResult<string[]>; invalidToken?: boolean }
const SECRET_FIELDS = ['password', 'confirmPassword']

export async function action({ request, context }: ActionFunctionArgs) {
  const db = getDb(context.cloudflare.env.DB)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data<ActionResult>({ invalidToken: true }, { status: 400 })
  }
  const submission = parseWithZod(form, { schema: ResetSchema })
  if (submission.status !== 'success') {
    // the token is the link's, in a hidden field: a broken one is a broken link
    if (submission.error?.token) return data<ActionResult>({ invalidToken: true }, { status: 400 })
    return data<ActionResult>({ result: submission.reply({ hideFields: SECRET_FIELDS }) }, { status: 400 })
  }
  const { token, password } = submission.value
  const pendingAccountId = await peekAuthToken(db, token, 'password_recovery')
  if (!pendingAccountId) return data<ActionResult>({ invalidToken: true }, { status: 400 })
  // the policy runs before the token is spent, so a refused password can be retried
  const strength = checkPassword(password, [(await getAccount(db, pendingAccountId))?.email])
  if (!strength.ok) {
    const fieldErrors = { password: ['auth:errors.weakPassword', ...strength.reasons] }
    return data<ActionResult>({ result: submission.reply({ fieldErrors, hideFields: SECRET_FIELDS }) }, { status: 400 })
  }
  const used = await consumeAuthToken(db, token, ['password_recovery'])
  const account = used ? await getAccount(db, used.accountId) : null
  if (!account) return data<ActionResult>({ invalidToken: true }, { status: 400 })
  await setPassword(db, account, password)
  // proving the inbox also confirms the address
  if (!account.emailVerifiedAt) await markEmailVerified(db, account.id)
  await endSessions(db, account.id, 'global', null)
  await logSecurityEvent(db, { eventType: 'PASSWORD_RESET', userId: account.id, severity: 'medium' })
  const session = await createSession(db, account.id, request)
  return redirectWithToast(
    '/',
    { titleKey: 'shell:auth.passwordChangedTitle', descriptionKey: 'shell:auth.passwordChangedBody', variant: 'success' },
    { headers: { 'Set-Cookie': sessionCookie(session.token, session.expiresAt) } },
  )
}

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const { t } = useTranslation('auth')
  const busy = navigation.state === 'submitting'
  const usable = token && !result?.invalidToken
  const { form, fields, formProps, attempt } = useLazyValidatedForm({
    id: 'reset',
    schema: AUTH_FORM_SCHEMAS.reset,
    lastResult: result?.result,
  })

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-14">
      <div className="rounded-3xl border border-neutral-900/10 bg-white/85 p-6 shadow-xl backdrop-blur sm:p-8 dark:border-white/10 dark:bg-neutral-900/85">
        {usable ? (
          <section aria-labelledby="reset-title">
            <h1 id="reset-title" className="text-2xl font-bold tracking-tight text-neutral-950 dark:text-white">
              {t('reset.title')}
            </h1>
            <p className="mt-1 text-neutral-700 dark:text-neutral-300">{t('reset.body')}</p>
            <Form method="post" {...formProps} className="mt-6 space-y-5">
              <FormErrorSummary
                form={form}
                fields={[fields.password, fields.confirmPassword]}
                attempt={attempt}
                title={t('shell:auth.errorSummary')}
              />
              <input type="hidden" name="token" value={token} />
              <NewPasswordFields
                password={fields.password}
                confirm={fields.confirmPassword}
                labels={{ password: t('reset.password'), confirm: t('reset.confirmPassword') }}
              />
              <Button type="submit" size="lg" className="w-full" disabled={busy}>
                {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin motion-reduce:animate-none" /> : null}
                {busy ? t('reset.submitting') : t('reset.submit')}
              </Button>
            </Form>
          </section>
        ) : (
          <section aria-labelledby="reset-invalid" role="alert">
            <h1 id="reset-invalid" className="flex items-center gap-2 text-2xl font-bold tracking-tight text-neutral-950 dark:text-white">
              <CircleAlert aria-hidden className="size-6 text-red-700 dark:text-red-300" />
              {t('reset.invalidTitle')}
            </h1>
            <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('reset.invalidBody')}</p>
            <Link to="/auth?mode=forgot" className={buttonVariants({ size: 'lg', className: 'mt-6 w-full' })}>
              {t('reset.askAgain')}
            </Link>
          </section>
        )}
      </div>
    </div>
  )
}

import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/auth/permissions.server'
import { buttonVariants } from '~/components/ui/button'
import { FieldError, INPUT_CLASS } from '~/components/ui/field'
import { FormErrorSummary, useFormMessage } from '~/components/ui/form'
import { PANEL } from '~/components/ui/surface'
import { useValidatedForm } from '~/components/ui/validated-form'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { appealDecision, decisionForAuthor } from '~/models/moderation/decide.server'
import { APPEAL_MAX, decisionHref } from '~/models/moderation/options'
import { AppealSchema } from '~/models/moderation/schema'
import { cn } from '~/utils/cn'
import { redirectWithToast } from '~/utils/toast.server'

/**
 * /moderation/{decision}: what the moderators did about the member's content or account, and
 * why, with their one appeal (issue 41). Only the member the decision concerns reads it: anybody
 * else gets the same 404 as for an unknown id. The moderator is never named.
 */
export const handle = { i18n: ['moderation'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }
const ID = /^[0-9a-f-]{36}$/

async function load(request: Request, context: LoaderFunctionArgs['context'], id: string | undefined) {
  const user = await requireUser(request, context)
  if (!id || !ID.test(id)) throw new Response('Not found', { status: 404 })
  const db = getDb(context.cloudflare.env.DB)
  const decision = await decisionForAuthor(db, user.id, id)
  if (!decision) throw new Response('Not found', { status: 404 })
  return { user, db, decision }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { decision } = await load(request, context, params.id)
  const i18n = await serverI18n(await getLanguage(request))
  return data({ decision, title: `${i18n.t('moderation:member.title')} — ${APP_NAME}` }, { headers: PRIVATE })
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? APP_NAME }, { name: 'robots', content: 'noindex' }]

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { user, db, decision } = await load(request, context, params.id)
  const submission = parseWithZod(await request.formData().catch(() => new FormData()), { schema: AppealSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() as SubmissionResult<string[]> }, { status: 400 })
  const appealed = await appealDecision(db, user.id, decision.id, submission.value.text)
  if (!appealed.ok) return data({ result: submission.reply({ formErrors: [appealed.error] }) }, { status: appealed.status })
  return redirectWithToast(decisionHref(decision.id), {
    titleKey: 'moderation:toasts.appealed',
    descriptionKey: 'moderation:toasts.appealedBody',
    variant: 'success',
  })
}

export default function ModerationDecision() {
  const { decision } = useLoaderData<typeof loader>()
  const failed = useActionData<typeof action>()
  const { t, i18n } = useTranslation('moderation')
  const translate = useFormMessage()
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' })
  const { form, fields, formProps, attempt } = useValidatedForm({
    id: 'appeal',
    schema: AppealSchema,
    lastResult: failed?.result ?? null,
    shouldValidate: 'onSubmit',
  })
  const appealError = translate(fields.text.errors?.[0])
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('member.title')}</h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">
        {t('member.intro', { type: t(`typesLower.${decision.targetType}`), date: format.format(new Date(decision.at)) })}
      </p>
      <section aria-labelledby="decision-what" className={cn(PANEL, 'mt-6 p-5')}>
        <h2 id="decision-what" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('member.what')}
        </h2>
        <ul className="mt-3 space-y-3">
          {decision.actions.map((a) => (
            <li key={a.action}>
              <p className="font-semibold text-neutral-950 dark:text-white">
                {t(`member.actions.${a.action}`)}
                {a.suspendedUntil && <> {t('member.until', { date: format.format(new Date(a.suspendedUntil)) })}</>}
              </p>
              <p className="mt-0.5 text-neutral-800 dark:text-neutral-200">
                {t('member.reason')} <bdi>{a.reason}</bdi>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="decision-appeal" className={cn(PANEL, 'mt-6 p-5')}>
        <h2 id="decision-appeal" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('appeal.title')}
        </h2>
        {decision.appeal ? (
          <>
            <p className="mt-2 whitespace-pre-line break-words text-neutral-800 dark:text-neutral-200">
              <bdi>{decision.appeal.text}</bdi>
            </p>
            <p role="status" className="mt-3 font-medium text-neutral-900 dark:text-white">
              {decision.appeal.outcome ? t(`member.appeal.${decision.appeal.outcome}`) : t('member.appeal.waiting')}
            </p>
            {decision.appeal.reply && (
              <p className="mt-1 text-neutral-800 dark:text-neutral-200">
                <bdi>{decision.appeal.reply}</bdi>
              </p>
            )}
          </>
        ) : (
          <Form method="post" {...formProps} className="mt-3 space-y-3">
            <FormErrorSummary form={form} fields={[fields.text]} attempt={attempt} title={t('decide.errorTitle')} />
            <input type="hidden" name="intent" value="appeal" />
            <p className="text-neutral-700 dark:text-neutral-300">{t('member.appealOnce')}</p>
            <div>
              <label htmlFor={fields.text.id} className="block font-medium text-neutral-900 dark:text-white">
                {t('member.appealLabel')}
              </label>
              <textarea
                id={fields.text.id}
                name={fields.text.name}
                rows={5}
                maxLength={APPEAL_MAX}
                aria-invalid={appealError ? true : undefined}
                aria-describedby={appealError ? fields.text.errorId : undefined}
                className={cn(INPUT_CLASS, 'mt-1 w-full')}
              />
              <FieldError id={fields.text.errorId} error={appealError} />
            </div>
            <button type="submit" className={buttonVariants()}>
              {t('member.appealSubmit')}
            </button>
          </Form>
        )}
      </section>
    </div>
  )
}

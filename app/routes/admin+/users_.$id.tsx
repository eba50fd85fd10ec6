import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ChevronLeft, ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import type { StaffActor } from '~/models/admin/audit.server'
import {
  banUser,
  changeRole,
  deleteUser,
  endAllSessions,
  liftRestriction,
  resetPasskeys,
  suspendUser,
  userDetail,
  type UserActionResult,
} from '~/models/admin/users.server'
import { isUserFormIntent, USER_FORM_SCHEMAS } from '~/models/admin/users-schema'
import { cn } from '~/utils/cn'
import { clientIpHash } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import { FormAlert } from './__admin/form-alert'
import { LINK, useDateTime } from './__admin/parts'
import { UserActions, type UserFormResult } from './__users/user-forms'
import { History, ReportList, SessionList } from './__users/user-lists'

/**
 * /admin/users/{id} (admins only, SPEC §6): one member — profile, email, phone, state, roles,
 * sessions, passkeys, reports by and against them, recent security events, moderation history —
 * and the actions on the account (role, suspend, ban, lift, end sessions, reset passkeys,
 * delete), each a plain POST form. Every reading of this page is a USER_PRIVATE_DATA_VIEWED row
 * of the staff audit log, every action a row with the state before and after
 * (app/models/admin/users.server.ts).
 */
export const handle = { i18n: ['admin', 'moderation', 'report'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }

function userId(params: LoaderFunctionArgs['params']) {
  const id = params.id ?? ''
  if (!/^[\w-]{1,64}$/.test(id)) throw new Response('Not found', { status: 404 })
  return id
}

async function actor(request: Request, context: LoaderFunctionArgs['context']) {
  const admin = await requireRole(request, context, 'admin')
  const staff: StaffActor = { id: admin.id, sessionId: admin.sessionId, ipHash: await clientIpHash(request) }
  return { admin, staff }
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { admin, staff } = await actor(request, context)
  const id = userId(params)
  const db = getDb(context.cloudflare.env.DB)
  const [detail, i18n] = await Promise.all([userDetail(db, staff, id), getLanguage(request).then(serverI18n)])
  if (!detail) throw new Response('Not found', { status: 404 })
  const name = detail.account.displayName ?? i18n.t('admin:users.noName')
  return data(
    { ...detail, isSelf: id === admin.id, title: `${i18n.t('admin:users.detailTitle', { name })} — ${APP_NAME}` },
    { headers: PRIVATE },
  )
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? APP_NAME }, { name: 'robots', content: 'noindex' }]

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { staff } = await actor(request, context)
  const id = userId(params)
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data<UserFormResult>({ intent: '', result: { status: 'error', error: { '': ['admin:users.errors.form'] } } }, { status: 400 })
  }
  const intent = form.get('intent')
  if (!isUserFormIntent(intent))
    return data<UserFormResult>({ intent: '', result: { status: 'error', error: { '': ['admin:users.errors.form'] } } }, { status: 400 })
  const submission = parseWithZod(form, { schema: USER_FORM_SCHEMAS[intent] })
  if (submission.status !== 'success') return data<UserFormResult>({ intent, result: submission.reply() }, { status: 400 })
  const db = getDb(context.cloudflare.env.DB)
  const value = submission.value
  let result: UserActionResult
  switch (value.intent) {
    case 'role':
      result = await changeRole(db, staff, id, value.role)
      break
    case 'suspend':
      result = await suspendUser(db, staff, id, value)
      break
    case 'ban':
      result = await banUser(db, staff, id, value)
      break
    case 'lift':
      result = await liftRestriction(db, staff, id)
      break
    case 'end-sessions':
      result = await endAllSessions(db, staff, id)
      break
    case 'reset-passkeys':
      result = await resetPasskeys(db, staff, id)
      break
    case 'delete':
      result = await deleteUser(db, context.cloudflare.env.MEDIA, staff, id, value.confirm)
      break
  }
  if (!result.ok) {
    const reply = result.field
      ? submission.reply({ fieldErrors: { [result.field]: [result.error] } })
      : submission.reply({ formErrors: [result.error] })
    return data<UserFormResult>({ intent, result: reply }, { status: result.status })
  }
  return redirectWithToast(value.intent === 'delete' ? '/admin/users' : `/admin/users/${id}`, {
    titleKey: result.toast,
    variant: 'success',
  })
}

export default function AdminUser() {
  const loaded = useLoaderData<typeof loader>()
  const { account, roles, sessions, passkeys, reportsBy, reportsAgainst, securityEvents, moderation, confirmation, isSelf } = loaded
  const failed = useActionData<typeof action>()
  const { t, i18n } = useTranslation(['admin', 'moderation', 'report'])
  const when = useDateTime()
  const number = new Intl.NumberFormat(i18n.language)
  const at = (value: string | Date | null | undefined) =>
    value ? <time dateTime={new Date(value).toISOString()}>{when(new Date(value))}</time> : t('users.never')
  const name = account.displayName
  const facts: [string, React.ReactNode][] = [
    [t('users.fields.name'), name ? <bdi>{name}</bdi> : t('users.noName')],
    [t('users.fields.pronouns'), account.pronouns ? <bdi>{account.pronouns}</bdi> : t('users.none')],
    [
      t('users.fields.email'),
      account.email ? (
        <>
          <bdi>{account.email}</bdi> ({account.emailVerifiedAt ? t('users.fields.verified') : t('users.fields.unverified')})
        </>
      ) : (
        t('users.none')
      ),
    ],
    [
      t('users.fields.phone'),
      account.phone ? (
        <>
          <bdi dir="ltr">{account.phone}</bdi> ({account.phoneVerifiedAt ? t('users.fields.verified') : t('users.fields.unverified')})
        </>
      ) : (
        t('users.none')
      ),
    ],
    [t('users.fields.password'), account.hasPassword ? t('users.fields.passwordSet') : t('users.fields.passwordNone')],
    [t('users.fields.passkeys'), number.format(passkeys)],
    [
      t('users.fields.state'),
      <>
        {t(`users.states.${account.status}`)}
        {account.status === 'suspended' && account.suspendedUntil && (
          <> ({t('users.fields.until', { date: when(new Date(account.suspendedUntil)) })})</>
        )}
      </>,
    ],
    [t('users.fields.roles'), roles.length ? roles.map((r) => t(`dashboard.roles.${r}`)).join(', ') : t('users.noRole')],
    [t('users.fields.joined'), at(account.createdAt)],
    [t('users.fields.lastSignIn'), at(account.lastSignInAt)],
    [t('users.fields.lastSeen'), at(account.lastSeenAt)],
    [t('users.fields.language'), account.language ?? t('users.none')],
  ]
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <Link to="/admin/users" className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('users.back')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">
        {name ? <bdi>{name}</bdi> : t('users.noName')}
      </h1>
      <p role="note" className="mt-2 flex items-start gap-2 text-sm text-neutral-700 dark:text-neutral-300">
        <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('users.auditNote')}
      </p>

      <section aria-labelledby="user-profile" className={cn(PANEL, 'mt-6 p-5')}>
        <h2 id="user-profile" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('users.profile')}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="flex flex-wrap gap-1.5">
              <dt className="font-medium text-neutral-700 dark:text-neutral-300">{label}:</dt>
              <dd className="text-neutral-950 dark:text-white">{value}</dd>
            </div>
          ))}
        </dl>
        {account.bio && (
          <p className="mt-3 whitespace-pre-line break-words text-sm text-neutral-800 dark:text-neutral-200">
            <span className="font-medium">{t('users.fields.bio')}: </span>
            <bdi>{account.bio}</bdi>
          </p>
        )}
        <p className="mt-3 text-sm">
          <Link to={`/user/${account.id}`} className={LINK}>
            {t('users.fields.publicProfile')}
          </Link>
        </p>
      </section>

      <section aria-labelledby="user-actions" className="mt-6">
        <h2 id="user-actions" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('users.actions')}
        </h2>
        <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{t('users.actionsIntro')}</p>
        {failed && <FormAlert result={failed.result} className="mb-2" />}
        <div className="mt-3">
          <UserActions roles={roles} status={account.status} isSelf={isSelf} confirmation={confirmation} lastResult={failed} />
        </div>
      </section>

      <SessionList sessions={sessions} />

      <section aria-labelledby="user-reports-against" className="mt-6">
        <h2 id="user-reports-against" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('users.reportsAgainst')}
        </h2>
        <ReportList rows={reportsAgainst} label={t('users.reportsAgainst')} />
      </section>

      <section aria-labelledby="user-reports-by" className="mt-6">
        <h2 id="user-reports-by" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('users.reportsBy')}
        </h2>
        <ReportList rows={reportsBy} label={t('users.reportsBy')} />
      </section>

      <History moderation={moderation} securityEvents={securityEvents} />
    </div>
  )
}

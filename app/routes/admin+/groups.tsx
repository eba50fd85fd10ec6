import type { HeadersFunction, MetaFunction } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { ChevronLeft, CircleAlert, Search } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { CREW_ADMIN_LIMITS } from '~/models/crews/admin-limits'
import { cn } from '~/utils/cn'
import { PrivateNote, RevealForm } from './__admin/reveal-form'
import { adminGroupsAction, adminGroupsLoader, PRIVATE, type RevealData } from './__groups/crew-admin.server'

/**
 * /admin/groups (moderators and admins; SPEC §6 role guard): the crews' back office. Find crews by
 * name, open one (?group=id: members, owner, visibility, hidden state) and take the staff's
 * decisions: hide with a reason and show again, transfer ownership to another active member,
 * delete (after ticking a confirmation; its active members are told). Every form is a plain POST
 * that works without JavaScript; the action checks the role again, validates with the intent's
 * zod schema (translated reasons, 4xx), acts only when it changes something and redirects back
 * with a toast. The model (app/models/crews/admin.server.ts) writes the audit trail.
 *
 * A private crew's member list (and so its transfer) is for admins only, after a reason that is
 * kept in the audit log (decision 034): the answer to that form shows the list, for that answer.
 * Loader and action: __groups/crew-admin.server.ts.
 */
export const handle = { i18n: ['admin'] }

const PATH = '/admin/groups'
const LINK = cn('rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline dark:text-violet-300', FOCUS)

export const loader = adminGroupsLoader

export const headers: HeadersFunction = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

export const action = adminGroupsAction

export default function AdminGroups() {
  const { q, rows, crew, isAdmin } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const answer = actionData && 'errors' in actionData ? actionData : null
  const revealed = actionData && actionData.intent === 'reveal' ? (actionData as RevealData) : null
  const { t } = useTranslation('admin')
  const searchId = useId()
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('groups.title')}</h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('groups.intro')}</p>

      <Form method="get" role="search" aria-label={t('groups.search.label')} className="mt-6 flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-neutral-800 dark:text-neutral-200">
            {t('groups.search.text')}
          </label>
          <input
            id={searchId}
            name="q"
            type="search"
            defaultValue={q}
            maxLength={CREW_ADMIN_LIMITS.queryMax}
            className={cn(INPUT_CLASS, 'mt-1')}
          />
        </div>
        <Button type="submit">
          <Search aria-hidden className="size-4" />
          {t('groups.search.submit')}
        </Button>
      </Form>

      {answer?.errors.length ? (
        <div
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-xl border border-red-700/30 bg-red-50 px-4 py-3 text-sm font-medium text-red-800 dark:border-red-300/30 dark:bg-red-950/50 dark:text-red-200"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <ul>
            {answer.errors.map((error) => (
              <li key={error}>{t(error)}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {crew ? <CrewPanel crew={crew} isAdmin={isAdmin} revealed={revealed?.target === crew.id ? revealed : null} /> : null}

      <section aria-labelledby="crews-list" className="mt-8">
        <h2 id="crews-list" className="sr-only">
          {t('groups.title')}
        </h2>
        {rows.length === 0 ? (
          <p role="status" className={cn(PANEL, 'px-5 py-6 text-neutral-700 dark:text-neutral-300')}>
            {t('groups.empty')}
          </p>
        ) : (
          <ul className={cn(PANEL, 'divide-y divide-neutral-200 dark:divide-neutral-800')}>
            {rows.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3">
                <Link to={`${PATH}?${new URLSearchParams({ ...(q ? { q } : {}), group: row.id })}`} className={LINK}>
                  {t('groups.open', { name: row.name })}
                </Link>
                <span className="text-sm text-neutral-700 dark:text-neutral-300">
                  {t(`groups.visibilities.${row.visibility}`)} · {t('groups.members')}: {row.memberCount}
                  {row.hidden ? ` · ${t('groups.hidden')}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

type Crew = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>['crew']>

function CrewPanel({ crew, isAdmin, revealed }: { crew: Crew; isAdmin: boolean; revealed: RevealData | null }) {
  const { t, i18n } = useTranslation('admin')
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const ids = { reason: useId(), member: useId(), confirm: useId() }
  const date = crew.hiddenAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(crew.hiddenAt))
    : ''
  // a private crew's list only in the answer to an admin's reason (decision 034)
  const members = crew.members ?? revealed?.members ?? null
  const candidates = (members ?? []).filter((m) => m.role !== 'owner')
  return (
    <section aria-labelledby="crew-title" className={cn(PANEL, 'mt-8 p-5')}>
      <Link to={PATH} className={cn(LINK, 'inline-flex items-center gap-1 text-sm')}>
        <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
        {t('groups.back')}
      </Link>
      <h2 id="crew-title" className="mt-2 text-2xl font-semibold text-neutral-950 dark:text-white">
        {crew.name}
      </h2>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="font-medium text-neutral-700 dark:text-neutral-300">{t('groups.members')}</dt>
          <dd className="text-neutral-950 dark:text-white">{crew.memberCount}</dd>
        </div>
        <div>
          <dt className="font-medium text-neutral-700 dark:text-neutral-300">{t('groups.owner')}</dt>
          <dd className="text-neutral-950 dark:text-white">{crew.owner ? crew.owner.name || t('groups.unnamed') : t('groups.noOwner')}</dd>
        </div>
        <div>
          <dt className="font-medium text-neutral-700 dark:text-neutral-300">{t('groups.visibility')}</dt>
          <dd className="text-neutral-950 dark:text-white">{t(`groups.visibilities.${crew.visibility}`)}</dd>
        </div>
        <div>
          <dt className="font-medium text-neutral-700 dark:text-neutral-300">{t('groups.state')}</dt>
          <dd className="text-neutral-950 dark:text-white">{crew.hiddenAt ? t('groups.hidden') : t('groups.visible')}</dd>
        </div>
      </dl>
      {crew.hiddenAt ? (
        <p className="mt-3 text-sm text-neutral-800 dark:text-neutral-200">
          {t('groups.hiddenNote', { name: crew.hiddenByName || t('groups.unnamed'), date, reason: crew.hiddenReason ?? '' })}
        </p>
      ) : null}

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {crew.hiddenAt ? (
          <Form method="post" className="space-y-2">
            <h3 className="font-semibold text-neutral-950 dark:text-white">{t('groups.unhide.title')}</h3>
            <input type="hidden" name="intent" value="unhide" />
            <input type="hidden" name="groupId" value={crew.id} />
            <Button type="submit" variant="outline" disabled={busy}>
              {t('groups.unhide.submit')}
            </Button>
          </Form>
        ) : (
          <Form method="post" className="space-y-2">
            <h3 className="font-semibold text-neutral-950 dark:text-white">{t('groups.hide.title')}</h3>
            <input type="hidden" name="intent" value="hide" />
            <input type="hidden" name="groupId" value={crew.id} />
            <label htmlFor={ids.reason} className="block text-sm font-medium text-neutral-800 dark:text-neutral-200">
              {t('groups.hide.reason')}
            </label>
            <textarea
              id={ids.reason}
              name="reason"
              required
              minLength={CREW_ADMIN_LIMITS.reasonMin}
              maxLength={CREW_ADMIN_LIMITS.reasonMax}
              rows={3}
              className={INPUT_CLASS}
            />
            <Button type="submit" variant="outline" disabled={busy}>
              {t('groups.hide.submit')}
            </Button>
          </Form>
        )}

        {revealed?.members ? (
          <section aria-labelledby="crew-members" className="space-y-2 md:col-span-2">
            <h3 id="crew-members" className="font-semibold text-neutral-950 dark:text-white">
              {t('privateView.membersTitle', { count: revealed.members.length })}
            </h3>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('privateView.recorded')}</p>
            <ul className="grid gap-1 text-sm sm:grid-cols-2">
              {revealed.members.map((m) => (
                <li key={m.userId}>
                  <bdi>{m.name || t('groups.unnamed')}</bdi> · {t(`privateView.roles.${m.role}`)}
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {members ? (
          <Form method="post" className="space-y-2">
            <h3 className="font-semibold text-neutral-950 dark:text-white">{t('groups.transfer.title')}</h3>
            <input type="hidden" name="intent" value="transfer" />
            <input type="hidden" name="groupId" value={crew.id} />
            <label htmlFor={ids.member} className="block text-sm font-medium text-neutral-800 dark:text-neutral-200">
              {t('groups.transfer.member')}
            </label>
            <select id={ids.member} name="userId" required className={INPUT_CLASS} defaultValue="">
              <option value="" disabled>
                —
              </option>
              {candidates.map((m) => (
                <option key={m.userId} value={m.userId}>
                  {m.name || t('groups.unnamed')}
                </option>
              ))}
            </select>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('groups.transfer.note')}</p>
            <Button type="submit" variant="outline" disabled={busy || candidates.length === 0}>
              {t('groups.transfer.submit')}
            </Button>
          </Form>
        ) : (
          <div className="space-y-2">
            <h3 className="font-semibold text-neutral-950 dark:text-white">{t('groups.transfer.title')}</h3>
            <PrivateNote>{t(isAdmin ? 'privateView.membersAdmin' : 'privateView.membersModerator')}</PrivateNote>
            {isAdmin ? <RevealForm kind="crew-members" targetId={crew.id} answer={revealed} /> : null}
          </div>
        )}

        <Form method="post" className="space-y-2 md:col-span-2">
          <h3 className="font-semibold text-neutral-950 dark:text-white">{t('groups.delete.title')}</h3>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="groupId" value={crew.id} />
          <div className="flex items-start gap-2">
            <input id={ids.confirm} type="checkbox" name="confirm" value="yes" required className="mt-1 size-4" />
            <label htmlFor={ids.confirm} className="text-sm text-neutral-800 dark:text-neutral-200">
              {t('groups.delete.confirm')}
            </label>
          </div>
          <button type="submit" disabled={busy} className={buttonVariants({ variant: 'destructive' })}>
            {t('groups.delete.submit')}
          </button>
        </Form>
      </div>
    </section>
  )
}

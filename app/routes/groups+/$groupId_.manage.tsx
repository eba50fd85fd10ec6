import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/auth/permissions.server'
import { pageMeta } from '~/components/pages/meta'
import { LINK } from '~/components/ui/link-styles'
import { buttonVariants } from '~/components/ui/button'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { getCrewPage, getCrewRoster } from '~/models/crews/crew-page.server'
import { listLinkInvites } from '~/models/crews/membership.server'
import { CREW_LIMITS } from '~/models/crews/limits'
import { CrewIdSchema } from '~/models/crews/schema'
import { viewerOf } from '~/models/viewer'
import { cn } from '~/utils/cn'
import { crewAction, type CrewActionAnswer } from './__crew/crew-action.server'
import { ActionAlert, IntentButton, PersonName, Section } from '~/components/crews/crew-parts'

/**
 * /groups/{groupId}/manage: the crew leaders' tools (owner and admins): join requests (accept,
 * decline), members (promote, demote, remove, ban, hand ownership over), banned members (lift the
 * ban), link invites (create: the raw link shown once; revoke). A crew the member may not see is
 * a 404, a crew they do not lead a 403; the model checks every action again. Members only, never
 * cached, not indexed.
 */
export const handle = { i18n: ['crews'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  const id = CrewIdSchema.safeParse(params.groupId)
  if (!id.success) throw new Response(null, { status: 404, statusText: 'Not Found' })
  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)
  const viewer = viewerOf(user)!
  const page = await getCrewPage(db, viewer, id.data, language)
  if (!page || !page.full) throw new Response(null, { status: 404, statusText: 'Not Found' })
  if (!page.me.leader) throw new Response(null, { status: 403, statusText: 'Forbidden' })
  const [roster, links, i18n] = await Promise.all([
    getCrewRoster(db, viewer, id.data),
    listLinkInvites(db, user.id, id.data),
    serverI18n(language),
  ])
  const url = new URL(request.url)
  return data(
    {
      crew: { id: page.crew.id, name: page.crew.name },
      me: { id: user.id, role: page.me.role },
      roster,
      links: (links ?? []).map((link) => ({
        ...link,
        expires: link.expiresAt
          ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(link.expiresAt))
          : null,
      })),
      meta: {
        title: i18n.t('crews:leaders.title', { name: page.crew.name }),
        description: i18n.t('crews:leaders.lead'),
        canonical: `${url.origin}/groups/${page.crew.id}/manage`,
        noindex: true,
      },
    },
    { headers: PRIVATE },
  )
}

export const action = ({ request, params, context }: ActionFunctionArgs) => crewAction(request, context, params.groupId)
export const meta = pageMeta
export const headers: HeadersFunction = () => PRIVATE

const FIELD =
  'h-10 rounded-lg border border-neutral-300 bg-white px-3 text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100'

export default function ManageCrew() {
  const { crew, me, roster, links } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as CrewActionAnswer | undefined
  const { t } = useTranslation('crews')
  const here = `/groups/${crew.id}/manage`
  const failed = answer && !answer.ok ? answer : null
  const created = answer && answer.ok ? answer.link : null
  const owner = me.role === 'owner'
  const name = (person: { name: string | null }) => (person.name?.trim() ? person.name : t('detail.anonymous'))
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">
      <Link to={`/groups/${crew.id}`} className={cn(LINK, 'text-sm')}>
        {t('leaders.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-neutral-950 sm:text-4xl dark:text-white">
        {t('leaders.title', { name: crew.name })}
      </h1>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">{t('leaders.lead')}</p>
      <ActionAlert message={failed && !failed.field ? failed.message : null} />

      <div className="mt-8 grid gap-6">
        <Section id="manage-requests" title={t('leaders.requests')}>
          {roster.requests.length === 0 ? (
            <p className="text-neutral-700 dark:text-neutral-300">{t('leaders.requestsEmpty')}</p>
          ) : (
            <ul className="grid gap-3">
              {roster.requests.map((person) => (
                <li key={person.id} className="flex flex-wrap items-center gap-2">
                  <PersonName person={person} />
                  <IntentButton
                    intent="accept"
                    label={t('leaders.accept')}
                    accessibleName={`${t('leaders.accept')}: ${name(person)}`}
                    fields={{ userId: person.id! }}
                    redirectTo={here}
                    variant="default"
                  />
                  <IntentButton
                    intent="decline"
                    label={t('leaders.decline')}
                    accessibleName={`${t('leaders.decline')}: ${name(person)}`}
                    fields={{ userId: person.id! }}
                    redirectTo={here}
                  />
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="manage-members" title={t('leaders.members')}>
          {owner && <p className="mb-3 text-sm text-neutral-700 dark:text-neutral-300">{t('leaders.transferNote')}</p>}
          <ul className="grid gap-3">
            {roster.members.map((person) => {
              const self = person.id === me.id
              const outranked = owner ? person.role !== 'owner' : person.role === 'member' || person.role === 'moderator'
              const who = name(person)
              const button = (intent: string, label: string, variant: 'outline' | 'outlineDanger' = 'outline') => (
                <IntentButton
                  key={intent}
                  intent={intent}
                  label={label}
                  accessibleName={`${label}: ${who}`}
                  fields={{ userId: person.id! }}
                  redirectTo={here}
                  variant={variant}
                />
              )
              return (
                <li key={person.id} className="flex flex-wrap items-center gap-2">
                  <PersonName person={person} />
                  <span className="text-sm text-neutral-600 dark:text-neutral-400">{t(`detail.role.${person.role}`)}</span>
                  {!self && (
                    <span role="group" aria-label={t('leaders.actionsFor', { name: who })} className="flex flex-wrap gap-2">
                      {owner && person.role !== 'admin' && button('promote', t('leaders.promote'))}
                      {owner && person.role === 'admin' && button('demote', t('leaders.demote'))}
                      {owner && button('transfer', t('leaders.transfer'))}
                      {outranked && button('remove', t('leaders.remove'), 'outlineDanger')}
                      {outranked && button('ban', t('leaders.ban'), 'outlineDanger')}
                    </span>
                  )}
                </li>
              )
            })}
          </ul>
        </Section>

        <Section id="manage-banned" title={t('leaders.banned')}>
          {roster.banned.length === 0 ? (
            <p className="text-neutral-700 dark:text-neutral-300">{t('leaders.bannedEmpty')}</p>
          ) : (
            <ul className="grid gap-3">
              {roster.banned.map((person) => (
                <li key={person.id} className="flex flex-wrap items-center gap-2">
                  <PersonName person={person} />
                  <IntentButton
                    intent="unban"
                    label={t('leaders.unban')}
                    accessibleName={`${t('leaders.unban')}: ${name(person)}`}
                    fields={{ userId: person.id! }}
                    redirectTo={here}
                  />
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="manage-links" title={t('invites.linkTitle')}>
          <p className="text-neutral-700 dark:text-neutral-300">{t('invites.linkLead')}</p>
          {created && (
            <div role="status" className="mt-4 grid gap-2 rounded-xl bg-emerald-50 p-4 dark:bg-emerald-400/10">
              <p className="font-semibold text-emerald-900 dark:text-emerald-100">{t('invites.created')}</p>
              <label className="grid gap-1 text-sm font-medium text-neutral-900 dark:text-neutral-100">
                {t('invites.createdLabel')}
                <input readOnly value={created.url} className={cn(FIELD, 'font-mono text-sm')} onFocus={(e) => e.currentTarget.select()} />
              </label>
            </div>
          )}
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="createLink" />
            <label className="grid gap-1 text-sm font-medium text-neutral-900 dark:text-neutral-100">
              {t('invites.expiryLabel')}
              <select name="expiresInDays" defaultValue="7" className={FIELD}>
                {CREW_LIMITS.linkExpiryDays.map((days) => (
                  <option key={days} value={days}>
                    {t('invites.expiryDays', { count: days })}
                  </option>
                ))}
              </select>
            </label>
            <label className="grid gap-1 text-sm font-medium text-neutral-900 dark:text-neutral-100">
              {t('invites.maxUsesLabel')}
              <input
                name="maxUses"
                type="number"
                inputMode="numeric"
                min={1}
                max={CREW_LIMITS.linkMaxUses}
                aria-invalid={failed?.field === 'maxUses' ? true : undefined}
                aria-describedby={failed?.field === 'maxUses' ? 'link-max-error' : undefined}
                className={cn(FIELD, 'w-32')}
              />
            </label>
            <button type="submit" className={buttonVariants({ variant: 'default', size: 'sm', shape: 'pill' })}>
              {t('invites.create')}
            </button>
            {failed?.field && (
              <p id="link-max-error" className="w-full text-sm text-red-800 dark:text-red-300">
                {failed.message}
              </p>
            )}
          </Form>
          {links.length === 0 ? (
            <p className="mt-4 text-neutral-700 dark:text-neutral-300">{t('invites.noLinks')}</p>
          ) : (
            <ul className="mt-4 grid gap-2">
              {links.map((link) => (
                <li key={link.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-800 dark:text-neutral-200">
                  <span className="font-semibold">{t(`invites.linkState.${link.state}`)}</span>
                  <span>
                    {link.maxUses != null
                      ? t('invites.usesOf', { count: link.useCount, max: link.maxUses })
                      : t('invites.uses', { count: link.useCount })}
                  </span>
                  {link.expires && <span>{t('invites.expires', { date: link.expires })}</span>}
                  {link.state === 'ok' && (
                    <IntentButton
                      intent="revokeLink"
                      label={t('invites.revoke')}
                      fields={{ inviteId: link.id }}
                      redirectTo={here}
                      variant="outlineDanger"
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  )
}

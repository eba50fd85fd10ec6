import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { MailCheck, UserPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/auth/permissions.server'
import { ActionAlert, IntentButton } from '~/components/crews/crew-parts'
import { EmptyState } from '~/components/list-page/empty-state'
import { FilterForm, FilterSearchRow } from '~/components/list-page/filter-bar'
import { Pagination } from '~/components/list-page/pagination'
import { MemberCard, useMemberName } from '~/components/members/member-card'
import { pageMeta } from '~/components/pages/meta'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { LINK } from '~/components/ui/link-styles'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { getInvitePicker } from '~/models/crews/invite-picker.server'
import { CREW_LIMITS } from '~/models/crews/limits'
import { CrewIdSchema } from '~/models/crews/schema'
import { searchText } from '~/utils/text-hygiene'
import { lenient, pageParam } from '~/utils/url-params'
import { crewInviteAction, type CrewActionAnswer } from './__crew/crew-action.server'

/**
 * /groups/{groupId}/invite: an active member invites friends to the crew, one button each
 * (getInvitePicker: friends not in the crew yet, 24 a page, found by name; a friend already
 * invited says so). The crew page links here. A crew the member may not see is the crew page's
 * 404; one they are not an active member of (or that staff hid) a 403. The action takes the
 * invitation only (crewInviteAction: the model checks everything again) and comes back here with
 * a toast; a refusal is said on top. Members only, never cached, not indexed.
 */
export const handle = { i18n: ['crews', 'members', 'places'] }

const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  const id = CrewIdSchema.safeParse(params.groupId)
  if (!id.success) throw new Response(null, { status: 404, statusText: 'Not Found' })
  const url = new URL(request.url)
  const q = searchText(url.searchParams.get('q'), CREW_LIMITS.inviteQueryMax)
  const page = Math.min(lenient(pageParam, url.searchParams.get('page')) ?? 1, CREW_LIMITS.inviteMaxPage)
  const language = await getLanguage(request)
  const [picker, i18n] = await Promise.all([
    getInvitePicker(getDb(context.cloudflare.env.DB), user.id, id.data, language, { q, page }),
    serverI18n(language),
  ])
  if (picker.state === 'notFound') throw new Response(null, { status: 404, statusText: 'Not Found' })
  if (picker.state === 'refused') throw new Response(null, { status: 403, statusText: 'Forbidden' })
  return data(
    {
      ...picker,
      q,
      meta: {
        title: `${i18n.t('crews:invites.pageTitle', { name: picker.crew.name })} — ${i18n.t('crews:title')}`,
        description: i18n.t('crews:invites.pageLead'),
        canonical: `${url.origin}/groups/${picker.crew.id}/invite`,
        noindex: true,
      },
    },
    { headers: PRIVATE },
  )
}

export const action = ({ request, params, context }: ActionFunctionArgs) => crewInviteAction(request, context, params.groupId)
export const meta = pageMeta
export const headers: HeadersFunction = () => PRIVATE

export default function InviteFriends() {
  const { crew, friends, total, page, pageCount, q } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>() as CrewActionAnswer | undefined
  const { t, i18n } = useTranslation('crews')
  const nameOf = useMemberName()
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const crewPage = `/groups/${crew.id}`
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <Breadcrumbs
        items={[
          { to: '/', label: t('detail.home') },
          { to: '/groups', label: t('detail.breadcrumb') },
          { to: crewPage, label: crew.name },
          { label: t('invites.breadcrumb') },
        ]}
      />
      <h1 className="mt-6 flex items-center gap-3 text-3xl font-extrabold tracking-tight break-words text-neutral-950 sm:text-4xl dark:text-white">
        <UserPlus aria-hidden className="size-9 shrink-0 text-brand-700 dark:text-violet-300" />
        {t('invites.pageTitle', { name: crew.name })}
      </h1>
      <p className="mt-2 max-w-2xl text-neutral-700 dark:text-neutral-300">{t('invites.pageLead')}</p>
      <ActionAlert message={answer && !answer.ok ? answer.message : null} />

      <div className="mt-8">
        <FilterForm action={`/groups/${crew.id}/invite`} label={t('invites.searchLabel')}>
          <FilterSearchRow
            id="invite-q"
            label={t('invites.searchLabel')}
            value={q}
            maxLength={CREW_LIMITS.inviteQueryMax}
            placeholder={t('invites.searchPlaceholder')}
            submit={t('invites.searchSubmit')}
          />
        </FilterForm>
      </div>

      <section aria-labelledby="invite-friends" className="mt-8">
        <h2 id="invite-friends" className="text-xl font-bold text-neutral-950 dark:text-white">
          {t('invites.count', { count: total, formatted: new Intl.NumberFormat(i18n.language).format(total) })}
        </h2>
        {friends.length === 0 ? (
          q ? (
            <div className="mt-4">
              <EmptyState>
                <p className="text-neutral-700 dark:text-neutral-300">{t('invites.noMatch', { q })}</p>
                <Link to={`/groups/${crew.id}/invite`} className={LINK}>
                  {t('invites.allFriends')}
                </Link>
              </EmptyState>
            </div>
          ) : (
            <p className="mt-4 text-neutral-700 dark:text-neutral-300">{t('invites.noFriends')}</p>
          )
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {friends.map((friend) => (
              <li key={friend.id}>
                <MemberCard member={friend} compact>
                  {friend.invited ? (
                    <p className="mt-auto flex items-center gap-1.5 text-sm font-medium text-emerald-800 dark:text-emerald-300">
                      <MailCheck aria-hidden className="size-4" />
                      {t('invites.invited')}
                    </p>
                  ) : (
                    <div className="mt-auto">
                      <IntentButton
                        intent="invite"
                        label={t('invites.invite')}
                        accessibleName={t('invites.inviteName', { name: nameOf(friend.displayName) })}
                        fields={{ userId: friend.id }}
                        redirectTo={here}
                        variant="default"
                      />
                    </div>
                  )}
                </MemberCard>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} search={location.search} />
      </section>

      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <Link to={crewPage} className={LINK}>
          {t('invites.backToCrew', { name: crew.name })}
        </Link>
        <Link to="/users" className={LINK}>
          {t('invites.directory')}
        </Link>
      </p>
    </div>
  )
}

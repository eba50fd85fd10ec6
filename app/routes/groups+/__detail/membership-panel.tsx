import { Form, Link, useLoaderData, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { IntentButton } from '~/components/crews/crew-parts'
import { buttonVariants } from '~/components/ui/button'
import { EMAIL_MODES } from '~/models/crews/limits'
import { cn } from '~/utils/cn'
import type { crewPageLoader } from './crew-page.server'

/** The viewer's place in the crew on /groups/{groupId}: sign in, join or request, answer an invitation, leave, email choice. */
export function MembershipPanel() {
  const { page, viewer } = useLoaderData<typeof crewPageLoader>()
  const { t } = useTranslation('crews')
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const { me, crew } = page
  if (!viewer.signedIn)
    return (
      <Link to={`/auth?redirectTo=${encodeURIComponent(here)}`} className={buttonVariants({ variant: 'default', shape: 'pill' })}>
        {t('membership.signIn')}
      </Link>
    )
  if (me.status === 'banned') return <p className="text-neutral-800 dark:text-neutral-200">{t('membership.banned')}</p>
  if (me.status === 'active')
    return (
      <div className="grid gap-4">
        <p className="text-neutral-800 dark:text-neutral-200">
          {t('membership.youAre', { role: t(`detail.role.${me.role ?? 'member'}`) })}
        </p>
        <div className="flex flex-wrap gap-2">
          {me.leader && (
            <>
              <Link to={`/groups/${crew.id}/manage`} className={buttonVariants({ variant: 'default', size: 'sm', shape: 'pill' })}>
                {t('detail.manage')}
              </Link>
              <Link to={`/groups/${crew.id}/edit`} className={buttonVariants({ variant: 'outline', size: 'sm', shape: 'pill' })}>
                {t('detail.edit')}
              </Link>
            </>
          )}
          {me.role === 'owner' ? (
            <p className="text-sm text-neutral-700 dark:text-neutral-300">{t('membership.ownerLeave')}</p>
          ) : (
            <IntentButton intent="leave" label={t('membership.leave')} variant="outlineDanger" redirectTo="/my-groups" />
          )}
        </div>
        <Form method="post" className="grid gap-2">
          <input type="hidden" name="intent" value="emailMode" />
          <input type="hidden" name="redirectTo" value={here} />
          <fieldset className="grid gap-1">
            <legend className="font-semibold text-neutral-900 dark:text-neutral-100">{t('membership.emailLegend')}</legend>
            {EMAIL_MODES.map((mode) => (
              <label key={mode} className="flex items-center gap-2 text-neutral-800 dark:text-neutral-200">
                <input type="radio" name="emailMode" value={mode} defaultChecked={me.emailMode === mode} className="size-4" />
                {t(`membership.emailMode.${mode}`)}
              </label>
            ))}
          </fieldset>
          <button type="submit" className={cn(buttonVariants({ variant: 'outline', size: 'sm', shape: 'pill' }), 'justify-self-start')}>
            {t('membership.emailSave')}
          </button>
        </Form>
      </div>
    )
  if (me.inviteId)
    return (
      <div className="grid gap-3">
        <p className="text-neutral-800 dark:text-neutral-200">{t('invites.invitedYou')}</p>
        <div className="flex flex-wrap gap-2">
          <IntentButton
            intent="acceptInvite"
            label={t('invites.accept')}
            fields={{ inviteId: me.inviteId }}
            variant="default"
            redirectTo={here}
          />
          <IntentButton intent="declineInvite" label={t('invites.decline')} fields={{ inviteId: me.inviteId }} redirectTo={here} />
        </div>
      </div>
    )
  if (me.status === 'pending')
    return (
      <div className="grid gap-3">
        <p className="text-neutral-800 dark:text-neutral-200">{t('membership.pending')}</p>
        <IntentButton intent="cancel" label={t('membership.cancel')} redirectTo={here} />
      </div>
    )
  return (
    <IntentButton
      intent="join"
      label={crew.visibility === 'public' ? t('membership.join') : t('membership.request')}
      variant="default"
      redirectTo={here}
    />
  )
}

import { Form, Link, useActionData } from '@remix-run/react'
import { UserPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Section } from '~/components/crews/crew-parts'
import { buttonVariants } from '~/components/ui/button'
import { LINK } from '~/components/ui/link-styles'
import { PANEL } from '~/components/ui/surface'
import { FEED_LIMITS } from '~/models/feed/limits'
import { cn } from '~/utils/cn'
import type { CrewActionAnswer } from '../__crew/crew-action.server'

/**
 * A member's parts of /groups/{groupId}: the way to invite friends (their own page,
 * /groups/{id}/invite: a picker of every friend on the crew page was a sixth of its HTML) and the
 * form for a crew post (answered by __crew/crew-action.server.ts).
 */
export function InviteSection({ crewId }: { crewId: string }) {
  const { t } = useTranslation('crews')
  return (
    <Section id="crew-invite" title={t('invites.title')}>
      <p className="text-neutral-700 dark:text-neutral-300">{t('invites.lead')}</p>
      <Link to={`/groups/${crewId}/invite`} className={cn(buttonVariants({ variant: 'default', size: 'sm', shape: 'pill' }), 'mt-3')}>
        <UserPlus aria-hidden className="size-4" />
        {t('invites.chooseFriends')}
      </Link>
      <p className="mt-3 text-sm">
        <Link to="/users" className={LINK}>
          {t('invites.directory')}
        </Link>
      </p>
    </Section>
  )
}

export function PostForm() {
  const answer = useActionData() as CrewActionAnswer | undefined
  const { t } = useTranslation('crews')
  const failed = answer && !answer.ok && (answer.field === 'content' || answer.field === 'contentWarning') ? answer.message : null
  return (
    <Form method="post" className={cn(PANEL, 'grid gap-3 p-5')} aria-labelledby="crew-new-post">
      <h3 id="crew-new-post" className="font-bold text-neutral-950 dark:text-white">
        {t('detail.newPost')}
      </h3>
      <input type="hidden" name="intent" value="post" />
      <label className="grid gap-1 text-sm font-medium text-neutral-900 dark:text-neutral-100">
        {t('detail.postLabel')}
        <textarea
          name="content"
          required
          maxLength={FEED_LIMITS.postMax}
          rows={3}
          aria-invalid={failed ? true : undefined}
          aria-describedby={failed ? 'crew-post-error' : undefined}
          className="rounded-lg border border-neutral-300 bg-white p-3 text-base text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
        />
      </label>
      <label className="grid gap-1 text-sm font-medium text-neutral-900 dark:text-neutral-100">
        {t('detail.warningLabel')}
        <input
          name="contentWarning"
          maxLength={FEED_LIMITS.contentWarningMax}
          className="h-10 rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
        />
      </label>
      {failed && (
        <p id="crew-post-error" className="text-sm text-red-800 dark:text-red-300">
          {failed}
        </p>
      )}
      <button type="submit" className={cn(buttonVariants({ variant: 'default', size: 'sm', shape: 'pill' }), 'justify-self-start')}>
        {t('detail.postSubmit')}
      </button>
    </Form>
  )
}

import { Form, Link } from '@remix-run/react'
import { UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, buttonVariants } from '~/components/ui/button'
import { MESSAGING_LIMITS } from '~/models/messaging/limits'
import { translateMessage } from '~/utils/messages'

/** The 'New group' link: opens the group form in the conversation pane (/messages?new=group). */
export function NewGroupLink() {
  const { t } = useTranslation('messages')
  return (
    <Link to="/messages?new=group" className={buttonVariants({ variant: 'outline', shape: 'pill' })}>
      <UsersRound aria-hidden className="size-4" />
      {t('group.new')}
    </Link>
  )
}

/**
 * A group conversation's creation: a title and friends to add (plain form, works without
 * JavaScript; the domain checks the title, the members and the upper bound).
 */
export function NewGroupForm({
  friends,
  error,
  requestId,
}: {
  friends: { id: string; displayName: string | null }[]
  /** A message key from the action. */
  error: string | null
  requestId: string
}) {
  const { t } = useTranslation('messages')
  const anonymous = t('list.anonymous')
  return (
    <section aria-labelledby="new-group-title" className="p-6">
      <Link to="/messages" className="font-medium text-brand-700 underline-offset-2 hover:underline md:hidden dark:text-violet-300">
        {t('conversation.back')}
      </Link>
      <h2 id="new-group-title" className="mt-2 text-xl font-bold text-neutral-950 dark:text-white">
        {t('group.newTitle')}
      </h2>
      {friends.length === 0 ? (
        <p className="mt-3 text-neutral-700 dark:text-neutral-300">{t('group.noFriends')}</p>
      ) : (
        <Form method="post" className="mt-4 max-w-md">
          <input type="hidden" name="intent" value="create-group" />
          <input type="hidden" name="requestId" value={requestId} />
          {error && (
            <p role="alert" className="mb-3 font-semibold text-red-800 dark:text-red-300">
              {translateMessage(t, error)}
            </p>
          )}
          <label className="block font-medium text-neutral-900 dark:text-neutral-100">
            {t('group.name')}
            <input
              name="title"
              required
              maxLength={MESSAGING_LIMITS.titleMaxLength}
              className="mt-1 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-neutral-950 dark:border-neutral-700 dark:bg-neutral-900 dark:text-white"
            />
          </label>
          <fieldset className="mt-4">
            <legend className="font-medium text-neutral-900 dark:text-neutral-100">{t('group.friends')}</legend>
            <ul className="mt-2 max-h-64 overflow-y-auto">
              {friends.map((f) => (
                <li key={f.id}>
                  <label className="flex items-center gap-2 py-1 text-neutral-900 dark:text-neutral-100">
                    <input type="checkbox" name="memberIds" value={f.id} className="size-4" />
                    {f.displayName ?? anonymous}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="mt-4 flex gap-2">
            <Button type="submit" shape="pill">
              {t('group.create')}
            </Button>
            <Link to="/messages" className={buttonVariants({ variant: 'ghost', shape: 'pill' })}>
              {t('group.cancel')}
            </Link>
          </div>
        </Form>
      )}
    </section>
  )
}

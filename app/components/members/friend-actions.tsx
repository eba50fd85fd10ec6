import { Form, Link } from '@remix-run/react'
import { Check, Clock, UserMinus, UserPlus, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { buttonVariants } from '~/components/ui/button'
import type { FriendIntent, FriendState } from '~/models/members/friends-options'

/**
 * The friend buttons for one member, by the state between the viewer and them: add; request
 * sent (cancel); accept and decline; friends (remove). Each is a plain POST form to /friends
 * (its action checks everything again), which redirects back to `redirectTo` with a toast —
 * with or without JavaScript. A visitor gets a link to sign in and come back.
 */
export function FriendActions({
  userId,
  state,
  redirectTo,
  signedIn,
  name,
  size = 'sm',
}: {
  userId: string
  state: FriendState
  redirectTo: string
  signedIn: boolean
  /** The member's name, for buttons whose text alone would not say whom they concern (lists). */
  name?: string
  size?: 'sm' | 'default'
}) {
  const { t } = useTranslation('members')
  if (state === 'self') return null
  if (!signedIn)
    return (
      <Link
        to={`/auth?redirectTo=${encodeURIComponent(redirectTo)}`}
        className={buttonVariants({ variant: 'outline', size, shape: 'pill' })}
      >
        <UserPlus aria-hidden className="size-4" />
        {t('actions.signInToAdd')}
      </Link>
    )
  const button = (intent: FriendIntent, label: string, variant: 'default' | 'outline' | 'ghostDanger', icon: React.ReactNode) => (
    <Form method="post" action="/friends" className="contents">
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={buttonVariants({ variant, size, shape: 'pill' })}
        aria-label={name ? `${label}: ${name}` : undefined}
      >
        {icon}
        {label}
      </button>
    </Form>
  )
  switch (state) {
    case 'none':
      return button('request', t('actions.addFriend'), 'default', <UserPlus aria-hidden className="size-4" />)
    case 'outgoing':
      return (
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-neutral-700 dark:text-neutral-300">
            <Clock aria-hidden className="size-4" />
            {t('actions.requestSent')}
          </span>
          {button('cancel', t('actions.cancelRequest'), 'outline', <X aria-hidden className="size-4" />)}
        </div>
      )
    case 'incoming':
      return (
        <div className="flex flex-wrap items-center gap-2">
          {button('accept', t('actions.accept'), 'default', <Check aria-hidden className="size-4" />)}
          {button('decline', t('actions.decline'), 'outline', <X aria-hidden className="size-4" />)}
        </div>
      )
    case 'friends':
      return (
        <div className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800 dark:text-emerald-300">
            <Check aria-hidden className="size-4" />
            {t('actions.friends')}
          </span>
          {button('remove', t('actions.removeFriend'), 'ghostDanger', <UserMinus aria-hidden className="size-4" />)}
        </div>
      )
  }
}

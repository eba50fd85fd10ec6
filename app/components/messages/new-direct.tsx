import { Form, Link, useNavigation } from '@remix-run/react'
import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { AvatarPreview } from '~/components/members/member-avatar'
import { Button, buttonVariants } from '~/components/ui/button'
import { MESSAGING_LIMITS } from '~/models/messaging/limits'
import { cn } from '~/utils/cn'

/**
 * The composer of a first message to a member (`/messages?to={id}`): opening it creates nothing;
 * the form's POST (intent=start) makes the conversation with its first message and goes there.
 * A plain form: it works without JavaScript, and its transaction id makes a double submit send once.
 */
export function NewDirectPane({
  member,
  error,
}: {
  member: { to: string; displayName: string | null; avatarUrl: string | null; txnId: string }
  /** A messages-namespace key (start.* or refusals.*) and what was typed. */
  error: { key: string; content: string } | null
}) {
  const { t } = useTranslation('messages')
  const name = member.displayName ?? t('list.anonymous')
  const busy = useNavigation().state === 'submitting'
  return (
    <section aria-labelledby="new-direct-title" className="flex min-h-[28rem] flex-col">
      <header className="flex items-center gap-3 border-b border-neutral-200 px-4 py-3 dark:border-neutral-800">
        <Link
          to="/messages"
          className={cn(buttonVariants({ variant: 'ghost', size: 'icon', shape: 'pill' }), 'md:hidden')}
          aria-label={t('conversation.back')}
        >
          <ArrowLeft aria-hidden className="size-5 rtl:rotate-180" />
        </Link>
        <AvatarPreview url={member.avatarUrl} config={null} name={name} size={40} />
        <h2 id="new-direct-title" className="truncate text-lg font-bold text-neutral-950 dark:text-white">
          <Link to={`/user/${member.to}`} className="rounded-sm underline-offset-2 hover:underline">
            {name}
          </Link>
        </h2>
      </header>
      <p className="flex-1 px-4 py-6 text-center text-neutral-700 dark:text-neutral-300">{t('conversation.newDirectHint')}</p>
      <Form method="post" className="border-t border-neutral-200 p-3 dark:border-neutral-800">
        <input type="hidden" name="intent" value="start" />
        <input type="hidden" name="to" value={member.to} />
        <input type="hidden" name="txnId" value={member.txnId} />
        {error && (
          <p role="alert" className="mb-2 text-sm font-semibold text-red-800 dark:text-red-300">
            {t(error.key, { max: MESSAGING_LIMITS.messageMaxLength })}
          </p>
        )}
        <label htmlFor="new-direct-content" className="sr-only">
          {t('composer.label')}
        </label>
        <div className="flex items-end gap-2">
          <textarea
            id="new-direct-content"
            name="content"
            dir="auto"
            rows={2}
            required
            maxLength={MESSAGING_LIMITS.messageMaxLength}
            defaultValue={error?.content}
            placeholder={t('composer.placeholder')}
            className="min-h-11 flex-1 resize-y rounded-2xl border border-neutral-300 bg-white px-3 py-2 text-neutral-950 dark:border-neutral-700 dark:bg-neutral-900 dark:text-white"
          />
          <Button type="submit" disabled={busy} shape="pill">
            {t('composer.send')}
          </Button>
        </div>
      </Form>
    </section>
  )
}

import { Link } from '@remix-run/react'
import { ArrowLeft } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { AvatarPreview } from '~/components/members/member-avatar'
import { buttonVariants } from '~/components/ui/button'
import { cn } from '~/utils/cn'
import { FOCUS } from './conversation-styles'
import type { ConversationHeaderView, ConversationViewProps } from './conversation-types'
import { GroupOptions } from './group-options'
import { HeaderPresence } from './header-presence'
import { ReportConversationButton } from './report-conversation'

/**
 * The open conversation's header: back (narrow screens), the other member's avatar, name and
 * presence or the group's member count, the group options and 'Report'.
 */
export function ConversationHeader({
  header,
  name,
  presence,
  addable,
  readOnly,
  groupError,
  hydrated,
  onReport,
}: {
  header: ConversationHeaderView
  name: string
  presence: ConversationViewProps['presence']
  addable: ConversationViewProps['addable']
  readOnly: boolean
  groupError: string | null
  hydrated: boolean
  onReport: () => void
}) {
  const { t } = useTranslation('messages')
  const anonymous = t('list.anonymous')
  const other = header.isDirect ? header.others[0] : undefined
  return (
    <header className="flex items-center gap-3 border-b border-neutral-200 px-4 py-3 dark:border-neutral-800">
      <Link
        to="/messages"
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon', shape: 'pill' }), 'md:hidden')}
        aria-label={t('conversation.back')}
      >
        <ArrowLeft aria-hidden className="size-5 rtl:rotate-180" />
      </Link>
      {other ? <AvatarPreview url={other.avatarUrl} config={null} name={other.displayName ?? anonymous} size={40} /> : null}
      <div className="min-w-0 flex-1">
        <h2 id="conversation-title" className="truncate text-lg font-bold text-neutral-950 dark:text-white">
          {other ? (
            <Link to={`/user/${other.userId}`} className={cn('rounded-sm underline-offset-2 hover:underline', FOCUS)}>
              {name}
            </Link>
          ) : (
            name
          )}
        </h2>
        <p className="truncate text-sm text-neutral-700 dark:text-neutral-300">
          {header.isDirect ? <HeaderPresence presence={presence} /> : t('conversation.members', { count: header.others.length + 1 })}
        </p>
      </div>
      {!header.isDirect && (
        <GroupOptions
          conversationId={header.id}
          title={header.title ?? ''}
          others={header.others}
          addable={addable}
          readOnly={readOnly}
          error={groupError}
        />
      )}
      <ReportConversationButton conversationId={header.id} hydrated={hydrated} onOpen={onReport} />
    </header>
  )
}

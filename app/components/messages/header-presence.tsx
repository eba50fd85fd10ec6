import { Await } from '@remix-run/react'
import { memo, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { ConversationViewProps } from './conversation-types'

/**
 * 'Online' or 'Last seen …' under a direct conversation's name. Memoized: the view re-renders as
 * soon as it hydrates and with every frame, and an update reaching this Suspense boundary while it
 * still waits for the streamed presence would make React throw its hydration away (error 421).
 */
export const HeaderPresence = memo(function HeaderPresence({ presence }: { presence: ConversationViewProps['presence'] }) {
  const { t } = useTranslation('messages')
  return (
    <Suspense fallback={null}>
      <Await resolve={presence} errorElement={null}>
        {(p) =>
          p == null ? null : p.online ? (
            <span className="inline-flex items-center gap-1.5 font-semibold text-emerald-800 dark:text-emerald-300">
              <span aria-hidden className="size-2 rounded-full bg-emerald-600" />
              {t('conversation.online')}
            </span>
          ) : p.lastSeen ? (
            t('conversation.lastSeen', { when: p.lastSeen })
          ) : null
        }
      </Await>
    </Suspense>
  )
})

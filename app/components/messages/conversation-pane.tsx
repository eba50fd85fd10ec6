import { lazyHydrated } from '~/components/ui/lazy'
import type { ConversationViewProps } from './conversation-types'

/**
 * The open conversation as a lazyHydrated part: /messages without an open conversation (the
 * list alone) never loads its code (the view, its menus, the socket client's importer).
 */
export const ConversationPane = lazyHydrated<ConversationViewProps>('messages-conversation', () =>
  import('./conversation-view').then((m) => m.ConversationView),
)

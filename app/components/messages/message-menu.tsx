import { Ellipsis } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { toast } from '~/components/ui/use-toast'
import { QUICK_REACTIONS } from '~/models/messaging/limits'
import type { ChatMessage } from '~/models/messaging/realtime'
import { cn } from '~/utils/cn'
import { FOCUS } from './conversation-styles'
import { ReportMessagesDialog } from './report-conversation'

/** A message's menu: reply, react, copy, edit, unsend, report. */
export function MessageMenu({
  message,
  own,
  readOnly,
  onReply,
  onEdit,
  onUnsend,
  onReact,
  onReport,
}: {
  message: ChatMessage
  own: boolean
  /** A read-only conversation (a block): copy and report only. */
  readOnly: boolean
  onReply: () => void
  onEdit: () => void
  onUnsend: () => void
  onReact: (emoji: string) => void
  onReport?: () => void
}) {
  const { t } = useTranslation('messages')
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className={cn(
          'rounded-full p-1.5 text-neutral-700 opacity-60 group-hover:opacity-100 hover:bg-neutral-900/5 focus-visible:opacity-100 dark:text-neutral-300 dark:hover:bg-white/10',
          FOCUS,
        )}
        aria-label={t('menu.label')}
      >
        <Ellipsis aria-hidden className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align={own ? 'end' : 'start'}>
        {!readOnly && (
          <>
            <DropdownMenuItem onSelect={onReply}>{t('menu.reply')}</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>{t('menu.react')}</DropdownMenuLabel>
            <DropdownMenuGroup className="flex flex-wrap gap-0.5 px-1">
              {QUICK_REACTIONS.map((emoji) => (
                <DropdownMenuItem key={emoji} onSelect={() => onReact(emoji)} className="justify-center px-2 text-lg">
                  {emoji}
                </DropdownMenuItem>
              ))}
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
          </>
        )}
        {message.content && (
          <DropdownMenuItem
            onSelect={() => {
              void navigator.clipboard?.writeText(message.content).then(() => toast({ title: t('menu.copied') }))
            }}
          >
            {t('menu.copy')}
          </DropdownMenuItem>
        )}
        {own && !readOnly && message.type === 'text' && <DropdownMenuItem onSelect={onEdit}>{t('menu.edit')}</DropdownMenuItem>}
        {own && !readOnly && <DropdownMenuItem onSelect={onUnsend}>{t('menu.unsend')}</DropdownMenuItem>}
        {onReport && (
          <DropdownMenuItem onSelect={onReport} onFocus={() => void ReportMessagesDialog.preload()}>
            {t('menu.report')}
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

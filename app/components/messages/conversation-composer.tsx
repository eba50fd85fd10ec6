import { Form } from '@remix-run/react'
import { ImagePlus, Reply, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Button, buttonVariants } from '~/components/ui/button'
import { MESSAGING_LIMITS } from '~/models/messaging/limits'
import type { ConversationRefusal } from '~/models/messaging/realtime'
import { cn } from '~/utils/cn'
import type { ConversationViewProps } from './conversation-types'
import type { useConversationComposer } from './use-conversation-composer'

/**
 * The composer under the messages: a plain form (posted with its transaction id) until
 * hydrated, then sending through the room. The reply or edit bar, the photo and its alt text.
 */
export function ConversationComposer({
  composer,
  conversationId,
  txnId,
  sendError,
  hydrated,
  nameOf,
  refusalText,
}: {
  composer: ReturnType<typeof useConversationComposer>
  conversationId: string
  txnId: string
  sendError: ConversationViewProps['sendError']
  hydrated: boolean
  nameOf: (id: string | null) => string
  refusalText: (reason: ConversationRefusal) => string
}) {
  const { t } = useTranslation('messages')
  const {
    replyTo,
    setReplyTo,
    editing,
    setEditing,
    draft,
    setDraft,
    photo,
    setPhoto,
    photoAlt,
    setPhotoAlt,
    uploading,
    textareaRef,
    stopTyping,
    onDraftChange,
    submit,
    onKeyDown,
    attach,
  } = composer
  const left = MESSAGING_LIMITS.messageMaxLength - draft.trim().length
  return (
    <Form method="post" onSubmit={submit} className="border-t border-neutral-200 px-3 py-3 sm:px-4 dark:border-neutral-800">
      <input type="hidden" name="intent" value="send" />
      <input type="hidden" name="conversationId" value={conversationId} />
      <input type="hidden" name="txnId" value={txnId} />
      {sendError && !hydrated && (
        <p role="alert" className="mb-2 text-sm font-semibold text-red-800 dark:text-red-300">
          {t('toasts.send')}: {refusalText(sendError.reason)}
        </p>
      )}
      {(replyTo || editing) && (
        <div className="mb-2 flex items-center gap-2 rounded-lg bg-neutral-100 px-3 py-2 text-sm dark:bg-neutral-800">
          <Reply aria-hidden className="size-4 shrink-0 rtl:-scale-x-100" />
          <p className="min-w-0 flex-1 truncate text-neutral-800 dark:text-neutral-200">
            {editing ? t('composer.editing') : t('composer.replyingTo', { name: nameOf(replyTo!.senderId) })}
            {replyTo && <span className="ms-2 text-neutral-600 dark:text-neutral-400">{replyTo.content || t('conversation.unsent')}</span>}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            shape="pill"
            className="size-8"
            aria-label={editing ? t('composer.cancelEdit') : t('composer.cancelReply')}
            onClick={() => {
              setReplyTo(null)
              if (editing) {
                setEditing(null)
                setDraft('')
              }
            }}
          >
            <X aria-hidden className="size-4" />
          </Button>
        </div>
      )}
      {photo && (
        <div className="mb-2 flex items-center gap-3">
          <img src={photo.previewUrl} alt="" className="size-16 rounded-lg object-cover" />
          <label className="flex-1 text-sm">
            <span className="block font-medium text-neutral-800 dark:text-neutral-200">{t('composer.alt')}</span>
            <input
              value={photoAlt}
              onChange={(e) => setPhotoAlt(e.target.value)}
              maxLength={MESSAGING_LIMITS.photoAltMaxLength}
              className="mt-1 w-full rounded-lg border border-neutral-300 bg-white px-2 py-1 dark:border-neutral-700 dark:bg-neutral-900"
            />
          </label>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            shape="pill"
            aria-label={t('composer.removePhoto')}
            onClick={() => setPhoto(null)}
          >
            <X aria-hidden className="size-4" />
          </Button>
        </div>
      )}
      <div className="flex items-end gap-2">
        {hydrated && !editing && (
          <label
            className={cn(
              buttonVariants({ variant: 'ghost', size: 'icon', shape: 'pill' }),
              'cursor-pointer focus-within:outline-2 focus-within:outline-brand-700',
            )}
            title={t('composer.attach')}
          >
            <ImagePlus aria-hidden className="size-5" />
            <span className="sr-only">{uploading ? t('composer.uploading') : t('composer.attach')}</span>
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={uploading}
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (file) void attach(file)
              }}
            />
          </label>
        )}
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('composer.label')}</span>
          <textarea
            ref={textareaRef}
            dir="auto"
            name="content"
            rows={1}
            required={!hydrated}
            value={draft}
            onChange={(e) => onDraftChange(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={stopTyping}
            placeholder={t('composer.placeholder')}
            maxLength={MESSAGING_LIMITS.messageMaxLength}
            aria-describedby="composer-hint"
            className="max-h-40 min-h-10 w-full resize-y rounded-2xl border border-neutral-300 bg-white px-4 py-2 text-neutral-950 placeholder:text-neutral-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-white dark:placeholder:text-neutral-400"
          />
        </label>
        <Button type="submit" shape="pill" disabled={uploading}>
          {editing ? t('composer.save') : t('composer.send')}
        </Button>
      </div>
      <p id="composer-hint" className="mt-1 flex justify-between gap-2 px-1 text-xs text-neutral-600 dark:text-neutral-400">
        <span>{t('composer.hint')}</span>
        {left <= 200 && <span aria-live="polite">{t('composer.left', { count: Math.max(0, left) })}</span>}
      </p>
    </Form>
  )
}

import { useRef, useState, type FormEvent, type KeyboardEvent, type MutableRefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '~/components/ui/use-toast'
import { MESSAGING_LIMITS, TYPING } from '~/models/messaging/limits'
import type { ChatMessage, ConversationRefusal } from '~/models/messaging/realtime'
import type { ConversationConnection } from './conversation-client'
import type { ConversationViewProps } from './conversation-types'
import { newTxnId, type PendingMessage, type ThreadAction } from './thread-state'
import { sendFrameOf } from './use-conversation-room'

/**
 * The composer's state and actions: the draft (with typing signals), a reply or an edit, a photo
 * (uploaded at once, sent with its alt text), and sending (queued as pending until its ack).
 */
export function useConversationComposer({
  conversationId,
  hydrated,
  sendError,
  connection,
  dispatch,
  stickToBottom,
  refusalText,
}: {
  conversationId: string
  hydrated: boolean
  sendError: ConversationViewProps['sendError']
  connection: MutableRefObject<ConversationConnection | null>
  dispatch: (action: ThreadAction) => void
  stickToBottom: MutableRefObject<boolean>
  refusalText: (reason: ConversationRefusal) => string
}) {
  const { t } = useTranslation('messages')
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null)
  const [editing, setEditing] = useState<ChatMessage | null>(null)
  const [draft, setDraft] = useState(sendError?.content ?? '')
  const [photo, setPhoto] = useState<{ key: string; previewUrl: string } | null>(null)
  const [photoAlt, setPhotoAlt] = useState('')
  const [uploading, setUploading] = useState(false)
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const lastTypingSent = useRef(0)

  function stopTyping() {
    if (lastTypingSent.current !== 0) connection.current?.post({ type: 'stop_typing' })
    lastTypingSent.current = 0
  }

  function onDraftChange(value: string) {
    setDraft(value)
    if (editing) return
    if (value.trim() === '') return stopTyping()
    const now = Date.now()
    if (now - lastTypingSent.current >= TYPING.sendSuppressMs && connection.current?.post({ type: 'typing' })) lastTypingSent.current = now
  }

  function submit(event?: FormEvent) {
    const content = draft.trim()
    if (!connection.current && hydrated === false) return // the plain form posts
    event?.preventDefault()
    if (editing) {
      if (content && content !== editing.content) connection.current?.post({ type: 'edit', messageId: editing.id, content })
      setEditing(null)
      setDraft('')
      return
    }
    if (!content && !photo) return
    if (content.length > MESSAGING_LIMITS.messageMaxLength) {
      toast({ title: t('toasts.error'), description: `${t('toasts.send')}: ${refusalText('tooLong')}`, variant: 'destructive' })
      return
    }
    const pending: PendingMessage = {
      txnId: newTxnId(),
      content,
      replyTo: replyTo
        ? { id: replyTo.id, senderId: replyTo.senderId, excerpt: replyTo.content.slice(0, 120), unsent: replyTo.unsentAt != null }
        : null,
      photo: photo ? { key: photo.key, alt: photoAlt.trim(), previewUrl: photo.previewUrl } : null,
      createdAt: Date.now(),
    }
    dispatch({ type: 'queue', pending })
    connection.current?.send(sendFrameOf(pending))
    stopTyping()
    stickToBottom.current = true
    setDraft('')
    setReplyTo(null)
    setPhoto(null)
    setPhotoAlt('')
    textareaRef.current?.focus()
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    } else if (event.key === 'Escape' && (replyTo || editing)) {
      setReplyTo(null)
      if (editing) {
        setEditing(null)
        setDraft('')
      }
    }
  }

  async function attach(file: File) {
    setUploading(true)
    try {
      const body = new FormData()
      body.append('photo', file)
      const response = await fetch(`/api/messages/${encodeURIComponent(conversationId)}/photos`, { method: 'POST', body })
      const json = (await response.json().catch(() => null)) as { key?: string } | null
      if (!response.ok || !json?.key) throw new Error('upload')
      setPhoto({ key: json.key, previewUrl: URL.createObjectURL(file) })
    } catch {
      toast({ title: t('toasts.error'), description: t('composer.uploadFailed'), variant: 'destructive' })
    } finally {
      setUploading(false)
    }
  }

  return {
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
  }
}

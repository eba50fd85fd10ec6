import { data, type AppLoadContext } from '@remix-run/cloudflare'
import { z } from 'zod'
import { requireUser } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { addComment, deleteComment, likePost, unlikePost } from '~/models/feed/interactions.server'
import { setCommentHidden, setPostHidden } from '~/models/feed/moderation.server'
import { deleteOwnPost } from '~/models/feed/posts.server'
import { postHref } from '~/models/feed/query'
import { CommentIdSchema, CommentSchema, HideSchema } from '~/models/feed/schema'
import { notifierOf } from '~/models/notifications/notifications.server'
import { isStaff, viewerOf } from '~/models/viewer'
import { formObject } from '~/models/accounts/schema'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'
import { translateMessage } from '~/utils/messages'

const INTENTS = [
  'like',
  'unlike',
  'comment',
  'deleteComment',
  'deletePost',
  'hidePost',
  'unhidePost',
  'hideComment',
  'unhideComment',
] as const
const IntentSchema = z.object({ intent: z.enum(INTENTS), redirectTo: z.string().max(2000).optional() })

export type PostActionData = { ok: false; intent: string; error: string; value?: string }

/**
 * POST /feed/{postId}: every button and small form of a post (its card on /feed and its page).
 * Each answers by redirecting back to `redirectTo` (same site only), with a toast where the
 * member should hear something. Refusals: a visitor is sent to sign in; a post or comment the
 * member may not see is 404 like an unknown one; someone else's comment on someone else's post
 * 403; a moderator's intents from anyone else 404; bad input 400 with the translated message
 * (the post's page shows it under its comment form, the text kept); too many comments 429.
 */
export async function handlePostAction(request: Request, context: AppLoadContext, postId: string) {
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    form = new FormData()
  }
  const values = formObject(form)
  const back = safeRedirect(typeof values.redirectTo === 'string' ? values.redirectTo : undefined, postHref(postId))
  const user = await requireUser(request, context, { redirectTo: back })
  const i18n = await serverI18n(await getLanguage(request))
  const t = (key: string) => translateMessage(i18n.t.bind(i18n) as never, key)
  const refuse = (status: number, intent: string, key: string, value?: string) =>
    data<PostActionData>({ ok: false, intent, error: t(key), value }, { status })
  const parsed = IntentSchema.safeParse(values)
  if (!parsed.success) return refuse(400, 'unknown', 'feed:toasts.invalid')
  const { intent } = parsed.data
  const db = getDb(context.cloudflare.env.DB)
  const notifier = notifierOf(context, db)
  const viewer = viewerOf(user)!
  const notFound = () => refuse(404, intent, 'feed:toasts.notFound')
  const moderator = { id: user.id, roles: user.roles }

  switch (intent) {
    case 'like':
    case 'unlike': {
      const result = intent === 'like' ? await likePost(notifier, viewer, postId) : await unlikePost(db, viewer, postId)
      if (!result.ok) return notFound()
      throw await redirectBack(back)
    }
    case 'comment': {
      const comment = CommentSchema.safeParse(values)
      const text = typeof values.content === 'string' ? values.content : ''
      if (!comment.success) return refuse(400, intent, comment.error.issues[0]?.message ?? 'feed:toasts.invalid', text)
      const result = await addComment(notifier, viewer, postId, comment.data.content)
      if (!result.ok && result.code === 'rate_limited') return refuse(429, intent, 'feed:comments.errors.rateLimited', text)
      if (!result.ok) return notFound()
      throw await redirectWithToast(back, { titleKey: 'feed:toasts.commented', variant: 'success' })
    }
    case 'deleteComment': {
      const id = CommentIdSchema.safeParse(values)
      if (!id.success) return notFound()
      const result = await deleteComment(db, viewer, id.data.commentId)
      if (!result.ok) return result.code === 'forbidden' ? refuse(403, intent, 'feed:toasts.forbidden') : notFound()
      throw await redirectWithToast(back, { titleKey: 'feed:toasts.commentDeleted', variant: 'success' })
    }
    case 'deletePost': {
      const result = await deleteOwnPost(db, context.cloudflare.env.MEDIA, user.id, postId)
      if (result !== 'ok') return notFound()
      // its own page is gone: back to the feed
      const target = back.startsWith(postHref(postId)) ? '/feed' : back
      throw await redirectWithToast(target, { titleKey: 'feed:toasts.postDeleted', variant: 'success' })
    }
    case 'hidePost':
    case 'hideComment':
    case 'unhidePost':
    case 'unhideComment': {
      if (!isStaff(viewer)) return notFound()
      const hiding = intent === 'hidePost' || intent === 'hideComment'
      let reason = ''
      if (hiding) {
        const checked = HideSchema.safeParse(values)
        if (!checked.success) return refuse(400, intent, checked.error.issues[0]?.message ?? 'feed:toasts.invalid')
        reason = checked.data.reason
      }
      let result
      if (intent === 'hidePost' || intent === 'unhidePost') {
        result = await setPostHidden(notifier, moderator, hiding ? { postId, hidden: true, reason } : { postId, hidden: false })
      } else {
        const id = CommentIdSchema.safeParse(values)
        if (!id.success) return notFound()
        result = await setCommentHidden(
          notifier,
          moderator,
          hiding ? { commentId: id.data.commentId, hidden: true, reason } : { commentId: id.data.commentId, hidden: false },
        )
      }
      if (!result.ok) return result.code === 'unchanged' ? refuse(409, intent, 'feed:moderation.errors.unchanged') : notFound()
      throw await redirectWithToast(back, { titleKey: hiding ? 'feed:toasts.hidden' : 'feed:toasts.unhidden', variant: 'success' })
    }
  }
}

async function redirectBack(back: string) {
  return new Response(null, { status: 303, headers: { Location: back } })
}

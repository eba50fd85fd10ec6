import { data, type AppLoadContext } from '@remix-run/cloudflare'
import { z } from 'zod'
import { intentAction, type FormFields } from '~/auth/intent-action.server'
import type { CurrentUser } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { addComment, deleteComment, likePost, unlikePost } from '~/models/feed/interactions.server'
import { setCommentHidden, setPostHidden } from '~/models/feed/moderation.server'
import { deleteOwnPost } from '~/models/feed/posts.server'
import { postHref } from '~/models/feed/query'
import { CommentIdSchema, CommentSchema, HideSchema } from '~/models/feed/schema'
import { notifierOf } from '~/models/notifications/notifications.server'
import { isStaff, viewerOf } from '~/models/viewer'
import { clientIpHash } from '~/utils/rate-limit.server'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'
import { translateMessage } from '~/utils/messages'

type PostIntent =
  'like' | 'unlike' | 'comment' | 'deleteComment' | 'deletePost' | 'hidePost' | 'unhidePost' | 'hideComment' | 'unhideComment'
/** Every intent's fields: the intent and where to go back; a comment with its text. */
const intentSchema = <I extends PostIntent>(intent: I) =>
  z.object({ intent: z.literal(intent), redirectTo: z.string().max(2000).optional() })
const POST_INTENT_SCHEMAS = {
  like: intentSchema('like'),
  unlike: intentSchema('unlike'),
  comment: intentSchema('comment').merge(CommentSchema),
  deleteComment: intentSchema('deleteComment'),
  deletePost: intentSchema('deletePost'),
  hidePost: intentSchema('hidePost'),
  unhidePost: intentSchema('unhidePost'),
  hideComment: intentSchema('hideComment'),
  unhideComment: intentSchema('unhideComment'),
} satisfies Record<PostIntent, z.ZodTypeAny>

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
  const refuse = async (status: number, intent: string, key: string, value?: string) => {
    const i18n = await serverI18n(await getLanguage(request))
    const t = (text: string) => translateMessage(i18n.t.bind(i18n) as never, text)
    return data<PostActionData>({ ok: false, intent, error: t(key), value }, { status })
  }
  const backOf = (values: FormFields) => safeRedirect(values.redirectTo, postHref(postId))
  return intentAction(request, context, {
    intents: POST_INTENT_SCHEMAS,
    redirectTo: backOf,
    // a bad comment keeps its text for the form; anything else wrong is an unknown intent
    invalid: (intent, issue, values) =>
      intent === 'comment' && issue?.path[0] === 'content'
        ? refuse(400, intent, issue.message ?? 'feed:toasts.invalid', values.content ?? '')
        : refuse(400, 'unknown', 'feed:toasts.invalid'),
    run: (input, user, values) => runPostIntent(input.intent, input.intent === 'comment' ? input.data.content : '', user, values),
  })

  async function runPostIntent(intent: PostIntent, content: string, user: CurrentUser, values: FormFields) {
    const back = backOf(values)
    const db = getDb(context.cloudflare.env.DB)
    const notifier = notifierOf(context, db)
    const viewer = viewerOf(user)!
    const notFound = () => refuse(404, intent, 'feed:toasts.notFound')

    switch (intent) {
      case 'like':
      case 'unlike': {
        const result = intent === 'like' ? await likePost(notifier, viewer, postId) : await unlikePost(db, viewer, postId)
        if (!result.ok) return notFound()
        throw await redirectBack(back)
      }
      case 'comment': {
        const text = values.content ?? ''
        const result = await addComment(notifier, viewer, postId, content)
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
        // the staff audit log's actor: who, from which session and address
        const moderator = { id: user.id, roles: user.roles, sessionId: user.sessionId, ipHash: await clientIpHash(request) }
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
}

async function redirectBack(back: string) {
  return new Response(null, { status: 303, headers: { Location: back } })
}

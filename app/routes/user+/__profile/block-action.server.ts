import { data, type AppLoadContext } from '@remix-run/cloudflare'
import { intentAction } from '~/auth/intent-action.server'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { blockMember } from '~/models/members/blocks.server'
import { refreshDirectRoom } from '~/models/messaging/conversations.server'
import { BlockMemberSchema, MemberIdSchema } from '~/models/members/friends-schema'
import { redirectWithToast } from '~/utils/toast.server'

export type BlockActionError = { ok: false; code: 'invalid' | 'confirmBlock' | 'blockSelf' | 'notFound'; message: string }

/**
 * The profile's Block form (after its confirmation): the member from the session blocks the
 * member of the page, which also ends their friendship and pending requests (blockMember). The
 * profile is then hidden from both: back to the directory with a toast.
 */
export async function blockAction(request: Request, context: AppLoadContext, memberId: string | undefined) {
  const refuse = async (code: BlockActionError['code'], status: number) => {
    const i18n = await serverI18n(await getLanguage(request))
    return data<BlockActionError>({ ok: false, code, message: i18n.t(`members:errors.${code}`) }, { status })
  }
  const target = MemberIdSchema.safeParse(memberId)
  return intentAction(request, context, {
    intents: { block: BlockMemberSchema },
    redirectTo: () => `/user/${memberId ?? ''}`,
    // a Block without its confirmation asks for it
    invalid: (intent) => refuse(target.success && intent === 'block' ? 'confirmBlock' : 'invalid', 400),
    run: async (_block, user) => {
      if (!target.success) return refuse('invalid', 400)
      const result = await blockMember(getDb(context.cloudflare.env.DB), user.id, target.data)
      if (!result.ok) return result.code === 'self' ? refuse('blockSelf', 400) : refuse('notFound', 404)
      // their direct conversation turns read-only (and leaves the blocked member's screens) at once
      await refreshDirectRoom(context.cloudflare.env, user.id, target.data)
      return redirectWithToast('/users', { titleKey: 'members:toasts.blocked', variant: 'success' })
    },
  })
}

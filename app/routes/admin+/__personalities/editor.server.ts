import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { requireRole } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { PERSONALITY_LIMITS, PersonalityFormSchema } from '~/models/personalities/admin-schema'
import { savePersonality } from '~/models/personalities/admin.server'
import { message } from '~/utils/messages'
import { clientIpHash } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'

export const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * The editor's POST, for creating (`id` null) and editing: the role again (a member posting is
 * sent away like on the page), the schema (400 with the fields' messages, everything typed kept),
 * then the model's checks (400 at their fields; 404 for a personality that is gone), then to
 * its editor page with a toast. A body far beyond any portrait (4×) is not read at all (413).
 */
export async function handlePersonalityForm({ request, context }: ActionFunctionArgs, id: number | null) {
  const editor = await requireRole(request, context, 'moderator')
  if (Number(request.headers.get('Content-Length') ?? 0) > 4 * PERSONALITY_LIMITS.portraitMaxMb * 1024 * 1024)
    return data(
      {
        result: {
          status: 'error' as const,
          error: { portrait: [message('admin:personalities.errors.portraitTooLarge', { max: PERSONALITY_LIMITS.portraitMaxMb })] },
        },
      },
      { status: 413 },
    )
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data({ result: { status: 'error' as const, error: { '': ['admin:personalities.errors.invalid'] } } }, { status: 400 })
  }
  const submission = parseWithZod(form, { schema: PersonalityFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const env = context.cloudflare.env
  const saved = await savePersonality(
    getDb(env.DB),
    env.MEDIA,
    { id: editor.id, sessionId: editor.sessionId, ipHash: await clientIpHash(request) },
    submission.value,
    id,
  )
  if (!saved.ok && saved.reason === 'not-found') throw new Response(null, { status: 404, statusText: 'Not Found' })
  if (!saved.ok) {
    const fieldErrors: Record<string, string[]> = {}
    for (const problem of saved.problems) fieldErrors[problem.field] = [problem.message]
    return data({ result: submission.reply({ fieldErrors }) }, { status: 400 })
  }
  const name = saved.name.length > 100 ? `${saved.name.slice(0, 99)}…` : saved.name
  throw await redirectWithToast(`/admin/personalities/${saved.id}`, {
    titleKey: id == null ? 'admin:personalities.toasts.created' : 'admin:personalities.toasts.saved',
    descriptionKey: 'admin:personalities.toasts.body',
    values: { name },
    variant: 'success',
  })
}

import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { requireRole } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { ListingFormSchema } from '~/models/marketplace/admin-schema'
import { saveListing } from '~/models/marketplace/admin.server'
import { clientIpHash } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'

export const PRIVATE = { 'Cache-Control': 'private, no-store' }

/**
 * The item editor's POST, for creating (`itemId` null) and editing: the role again (before the
 * address is read, so a visitor is sent to sign in whatever it is) (a member posting is
 * sent away like on the page), the schema (400 with the fields' messages, everything typed kept),
 * the model's checks (400 for a category that is gone; 404 for an item that is gone), then to its
 * editor with a toast.
 */
export async function handleListingForm({ request, context }: ActionFunctionArgs, itemId: () => number | null) {
  const staff = await requireRole(request, context, 'moderator')
  const id = itemId()
  const form = await request.formData().catch(() => null)
  if (!form) return data({ result: { status: 'error' as const, error: { '': ['admin:market.errors.invalid'] } } }, { status: 400 })
  const submission = parseWithZod(form, { schema: ListingFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const saved = await saveListing(
    getDb(context.cloudflare.env.DB),
    { id: staff.id, ipHash: await clientIpHash(request) },
    submission.value,
    id,
  )
  if (!saved.ok && saved.status === 404) throw new Response(null, { status: 404, statusText: 'Not Found' })
  if (!saved.ok) return data({ result: submission.reply({ fieldErrors: { category: ['admin:market.errors.invalid'] } }) }, { status: 400 })
  throw await redirectWithToast(`/admin/marketplace/${saved.id}`, {
    titleKey: id == null ? 'admin:market.toasts.created' : 'admin:market.toasts.saved',
    variant: 'success',
  })
}

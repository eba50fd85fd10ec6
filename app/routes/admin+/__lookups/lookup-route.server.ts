import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v3'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { requireRole } from '~/auth/permissions.server'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import {
  ADMIN_LOOKUP_KINDS,
  type AdminLookupKind,
  createLookup,
  isLookupIntent,
  listLookups,
  LOOKUP_LIMITS,
  LOOKUP_SCHEMAS,
  LOOKUP_USE_TEXTS,
  type LookupChange,
  type LookupInput,
  mergeLookup,
  moveLookup,
  removeLookup,
  renameLookup,
} from '~/models/admin/lookups.server'
import { clientIpHash } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'
import type { LookupActionData } from './parts'

/**
 * The loader and action of every lookup list screen (/admin/event-types, /admin/venue-categories,
 * …), given the list. Moderators and admins only, on the page and on every POST. Each form is a
 * plain POST that works without JavaScript: zod first (400 with the fields' messages), then the
 * model's rules (404 for an entry that is gone or a merge's target that is, 409 for a name taken,
 * an entry in use or already at the edge), then a redirect back to the entry (a merge: to the
 * entry it went into) with a toast.
 */
export const PRIVATE = { 'Cache-Control': 'private, no-store' }

export const lookupLoader = (kind: AdminLookupKind) =>
  async function loader({ request, context }: LoaderFunctionArgs) {
    await requireRole(request, context, 'moderator')
    const language = await getLanguage(request)
    const [entries, i18n] = await Promise.all([listLookups(getDb(context.cloudflare.env.DB), kind), serverI18n(language)])
    const { labelKey } = ADMIN_LOOKUP_KINDS[kind]
    return data(
      {
        kind,
        // what members read: a built-in translation of the slug wins over the stored name
        entries: entries.map((entry) => {
          const key = `${labelKey}.${entry.slug}`
          return { ...entry, shownAs: i18n.exists(key) ? i18n.t(key) : null }
        }),
        limits: LOOKUP_LIMITS,
        title: `${i18n.t(`admin:lookups.kinds.${kind}.title`)} — ${APP_NAME}`,
      },
      { headers: PRIVATE },
    )
  }
export type LookupLoader = ReturnType<typeof lookupLoader>

/** A refusal of the whole form (no field to tie it to). */
const refusal = (key: string): SubmissionResult<string[]> => ({ status: 'error', error: { '': [key] } })

const REFUSALS: Record<Exclude<LookupChange, { ok: true }>['reason'], { status: number; key: string; field?: 'name' | 'into' }> = {
  'not-found': { status: 404, key: 'admin:lookups.errors.unknown' },
  duplicate: { status: 409, key: 'admin:lookups.errors.duplicate', field: 'name' },
  // in the list's own words (events or venues use it): LOOKUP_USE_TEXTS
  'in-use': { status: 409, key: 'admin:lookups.errors.inUse' },
  edge: { status: 409, key: 'admin:lookups.errors.edge' },
  conflict: { status: 409, key: 'admin:lookups.errors.conflict' },
  // the schema refuses it first; the model again
  'into-self': { status: 400, key: 'admin:lookups.errors.mergeSelf', field: 'into' },
  'into-gone': { status: 404, key: 'admin:lookups.errors.mergeGone', field: 'into' },
}

/** The refusal's message key: an edge says which, 'in use' speaks of the list's users. */
function refusalKey(kind: AdminLookupKind, input: LookupInput, reason: keyof typeof REFUSALS) {
  const { key } = REFUSALS[reason]
  if (reason === 'in-use') return LOOKUP_USE_TEXTS[ADMIN_LOOKUP_KINDS[kind].usedBy].inUse
  if (reason === 'edge' && input.intent === 'move') return `${key}.${input.direction}`
  return key
}

export const lookupAction = (kind: AdminLookupKind) =>
  async function action({ request, context }: ActionFunctionArgs) {
    // the role again: a member posting here is sent away like on the page
    const moderator = await requireRole(request, context, 'moderator')
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      return data<LookupActionData>({ intent: '', target: null, result: refusal('admin:lookups.errors.invalid') }, { status: 400 })
    }
    const text = (name: string) => (typeof form.get(name) === 'string' ? (form.get(name) as string) : null)
    const intent = text('intent') ?? ''
    const target = text('id')
    if (!isLookupIntent(intent))
      return data<LookupActionData>({ intent, target, result: refusal('admin:lookups.errors.invalid') }, { status: 400 })

    const submission = parseWithZod(form, { schema: LOOKUP_SCHEMAS[intent] })
    if (submission.status !== 'success') return data<LookupActionData>({ intent, target, result: submission.reply() }, { status: 400 })
    const input = submission.value as LookupInput
    const db = getDb(context.cloudflare.env.DB)
    const who = { id: moderator.id, sessionId: moderator.sessionId, ipHash: await clientIpHash(request) }
    const { path } = ADMIN_LOOKUP_KINDS[kind]
    let change: LookupChange
    switch (input.intent) {
      case 'create':
        change = await createLookup(db, kind, who, input)
        break
      case 'rename':
        change = await renameLookup(db, kind, who, input)
        break
      case 'move':
        change = await moveLookup(db, kind, who, input)
        break
      case 'remove':
        change = await removeLookup(db, kind, who, input)
        break
      case 'merge': {
        const merged = await mergeLookup(db, kind, who, input)
        if (!merged.ok) {
          change = merged
          break
        }
        return redirectWithToast(`${path}#lookup-${merged.into.id}`, {
          titleKey: 'admin:lookups.toasts.merge',
          descriptionKey: 'admin:lookups.toasts.mergeBody',
          values: { name: merged.name, into: merged.into.name },
          variant: 'success',
        })
      }
    }
    if (!change.ok) {
      const refused = REFUSALS[change.reason]
      const key = refusalKey(kind, input, change.reason)
      const result = refused.field ? submission.reply({ fieldErrors: { [refused.field]: [key] } }) : submission.reply({ formErrors: [key] })
      return data<LookupActionData>({ intent, target, result }, { status: refused.status })
    }
    const values = { name: change.name, slug: change.slug, position: String(change.position + 1) }
    return redirectWithToast(input.intent === 'remove' ? `${path}#entries` : `${path}#lookup-${change.id}`, {
      titleKey: `admin:lookups.toasts.${input.intent}`,
      descriptionKey: `admin:lookups.toasts.${input.intent}Body`,
      values,
      variant: 'success',
    })
  }

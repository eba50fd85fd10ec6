import { parseWithZod } from '@conform-to/zod/v3'
import { data, type AppLoadContext } from '@remix-run/cloudflare'
import { requireUser } from '~/auth/permissions.server'
import { getDb, type Db } from '~/db/client'
import { getLanguage } from '~/i18n/i18next.server'
import { createCrew, updateCrew, type NewCrew } from '~/models/crews/create.server'
import { CREW_LIMITS, CrewSchema } from '~/models/crews/create-schema'
import { resolveSuggestionCity } from '~/models/venues/suggestions.server'
import { MAX_IMAGE_BYTES, stripImageMetadata } from '~/utils/image-metadata.server'
import { message } from '~/utils/messages'
import { redirectWithToast } from '~/utils/toast.server'

/** The cover and the texts, with multipart's overhead. */
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 256 * 1024
const NO_FILE = ['cover']

const refuse = (status: number, formError: string) => data({ result: { status: 'error' as const, error: { '': [formError] } } }, { status })

/**
 * The crew form as sent (POST /groups/new, /groups/{id}/edit): CrewSchema, then the city of the
 * directory, then the cover's real type and its metadata removed. Refusals are the form's result
 * with translated messages: 400 (the fields), 413 (too large), 415 (not an image we can clean);
 * never a 500 for bad input.
 */
async function readCrewForm(request: Request, db: Db) {
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES)
    return { refusal: refuse(413, message('crews:create.errors.coverTooLarge', { max: CREW_LIMITS.coverMaxMb })) }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return { refusal: refuse(400, 'crews:create.errors.invalidForm') }
  }
  const submission = parseWithZod(form, { schema: CrewSchema })
  if (submission.status !== 'success') return { refusal: data({ result: submission.reply({ hideFields: NO_FILE }) }, { status: 400 }) }
  const values = submission.value
  const fieldError = (status: number, field: string, text: string) => ({
    refusal: data({ result: submission.reply({ fieldErrors: { [field]: [text] }, hideFields: NO_FILE }) }, { status }),
  })
  const wantsCity = values.cityId != null || !!values.cityQuery
  const city = wantsCity
    ? await resolveSuggestionCity(db, { ...values, cityQuery: values.cityQuery ?? '' }, await getLanguage(request))
    : null
  if (wantsCity && !city) return fieldError(400, 'cityQuery', 'crews:create.errors.cityNotFound')
  let cover = null
  if (values.cover) {
    if (values.cover.size > MAX_IMAGE_BYTES)
      return fieldError(413, 'cover', message('crews:create.errors.coverTooLarge', { max: CREW_LIMITS.coverMaxMb }))
    cover = stripImageMetadata(new Uint8Array(await values.cover.arrayBuffer()))
    if (!cover) return fieldError(415, 'cover', 'crews:create.errors.coverType')
  }
  const crew: NewCrew = {
    name: values.name,
    description: values.description,
    category: values.category,
    visibility: values.visibility,
    listed: values.listed,
    rules: values.rules,
    city: city ? { id: city.id, countryId: city.countryId } : null,
    cover,
  }
  return { submission, crew }
}

/** POST /groups/new (the page's form and the dialog's fetcher): the crew with its creator as owner; 429 past the day's limit. */
export async function handleNewCrew(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context)
  const db = getDb(context.cloudflare.env.DB)
  const form = await readCrewForm(request, db)
  if (form.refusal) return form.refusal
  const result = await createCrew(db, context.cloudflare.env.MEDIA, user, form.crew)
  if (!result.ok)
    return data(
      { result: form.submission.reply({ formErrors: ['crews:create.errors.rateLimited'], hideFields: NO_FILE }) },
      { status: 429, headers: { 'Retry-After': String(result.retryAfter) } },
    )
  return redirectWithToast(`/groups/${result.id}`, { titleKey: 'crews:create.created', variant: 'success' })
}

/** POST /groups/{id}/edit: a leader's changes (updateCrew checks who again); back to the crew's page. */
export async function handleEditCrew(request: Request, context: AppLoadContext, groupId: string) {
  const user = await requireUser(request, context)
  const db = getDb(context.cloudflare.env.DB)
  const form = await readCrewForm(request, db)
  if (form.refusal) return form.refusal
  const result = await updateCrew(db, context.cloudflare.env.MEDIA, user.id, groupId, form.crew)
  if (!result.ok)
    throw new Response(
      null,
      result.code === 'forbidden' ? { status: 403, statusText: 'Forbidden' } : { status: 404, statusText: 'Not Found' },
    )
  return redirectWithToast(`/groups/${groupId}`, { titleKey: 'crews:create.saved', variant: 'success' })
}

import { parseWithZod } from '@conform-to/zod/v3'
import { data, type AppLoadContext } from '@remix-run/cloudflare'
import { requireUser } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { getLanguage } from '~/i18n/i18next.server'
import { createCrew } from '~/models/crews/create.server'
import { CREW_LIMITS, CrewSchema } from '~/models/crews/create-schema'
import { resolveSuggestionCity } from '~/models/venues/suggestions.server'
import { MAX_IMAGE_BYTES, stripImageMetadata } from '~/utils/image-metadata.server'
import { message } from '~/utils/messages'
import { redirectWithToast } from '~/utils/toast.server'

/** The cover and the texts, with multipart's overhead. */
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 256 * 1024

/**
 * POST /groups/new (the page's form and the dialog's fetcher): CrewSchema, then the city of the
 * directory, then the cover's real type and its metadata removed, then the crew with its creator
 * as owner. Refusals answer the form's result with translated messages: 400 (the fields), 413
 * (too large), 415 (not an image we can clean), 429 (too many crews today); never a 500 for bad
 * input. Success: the new crew's page with a toast.
 */
export async function handleNewCrew(request: Request, context: AppLoadContext) {
  const user = await requireUser(request, context)
  const refuse = (status: number, formError: string) =>
    data({ result: { status: 'error' as const, error: { '': [formError] } } }, { status })
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES)
    return refuse(413, message('crews:create.errors.coverTooLarge', { max: CREW_LIMITS.coverMaxMb }))
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return refuse(400, 'crews:create.errors.invalidForm')
  }
  const submission = parseWithZod(form, { schema: CrewSchema })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: ['cover'] }) }, { status: 400 })
  const values = submission.value
  const db = getDb(context.cloudflare.env.DB)
  const wantsCity = values.cityId != null || !!values.cityQuery
  const city = wantsCity
    ? await resolveSuggestionCity(db, { ...values, cityQuery: values.cityQuery ?? '' }, await getLanguage(request))
    : null
  if (wantsCity && !city)
    return data(
      { result: submission.reply({ fieldErrors: { cityQuery: ['crews:create.errors.cityNotFound'] }, hideFields: ['cover'] }) },
      { status: 400 },
    )
  let cover = null
  if (values.cover) {
    if (values.cover.size > MAX_IMAGE_BYTES)
      return data(
        {
          result: submission.reply({
            fieldErrors: { cover: [message('crews:create.errors.coverTooLarge', { max: CREW_LIMITS.coverMaxMb })] },
            hideFields: ['cover'],
          }),
        },
        { status: 413 },
      )
    cover = stripImageMetadata(new Uint8Array(await values.cover.arrayBuffer()))
    if (!cover)
      return data(
        { result: submission.reply({ fieldErrors: { cover: ['crews:create.errors.coverType'] }, hideFields: ['cover'] }) },
        { status: 415 },
      )
  }
  const result = await createCrew(db, context.cloudflare.env.MEDIA, user, {
    name: values.name,
    description: values.description,
    category: values.category,
    visibility: values.visibility,
    listed: values.listed,
    rules: values.rules,
    city: city ? { id: city.id, countryId: city.countryId } : null,
    cover,
  })
  if (!result.ok)
    return data(
      { result: submission.reply({ formErrors: ['crews:create.errors.rateLimited'], hideFields: ['cover'] }) },
      { status: 429, headers: { 'Retry-After': String(result.retryAfter) } },
    )
  return redirectWithToast(`/groups/${result.id}`, { titleKey: 'crews:create.created', variant: 'success' })
}

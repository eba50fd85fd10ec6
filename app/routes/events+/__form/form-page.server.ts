import { parseWithZod } from '@conform-to/zod/v3'
import { data } from '@remix-run/cloudflare'
import type { Language } from '~/i18n/config'
import type { EventFormProblem, SaveEventResult } from '~/models/events/editing.server'
import { EVENT_LIMITS, EventFormSchema, type EventFormInput } from '~/models/events/schema'
import { message } from '~/utils/messages'

/** Time zones a form offers (online events without a city): the runtime's list. */
export const timeZones = () => Intl.supportedValuesOf('timeZone')

/**
 * The event form's POST, for creating and editing: the schema first (400 with the fields'
 * messages), then `save` (the directory's checks: place, crew, lookups; 400 at their fields).
 * `save` returns null when the member may not (404).
 */
export async function handleEventForm(
  request: Request,
  save: (input: EventFormInput) => Promise<SaveEventResult | null>,
  done: (id: number, input: EventFormInput) => Promise<Response>,
) {
  // an image over the limit is refused at its field with the rest of the form kept; a body far
  // beyond any image (4×) is not read at all
  if (Number(request.headers.get('Content-Length') ?? 0) > 4 * EVENT_LIMITS.imageMaxMb * 1024 * 1024)
    return data(
      {
        result: {
          status: 'error' as const,
          error: { image: [message('events:form.errors.imageTooLarge', { max: EVENT_LIMITS.imageMaxMb })] },
        },
        city: null,
      },
      { status: 413 },
    )
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data({ result: { status: 'error' as const, error: { '': ['events:form.errors.invalidChoice'] } }, city: null }, { status: 400 })
  }
  const submission = parseWithZod(form, { schema: EventFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), city: null }, { status: 400 })
  const saved = await save(submission.value)
  if (!saved) throw new Response(null, { status: 404 })
  if (!saved.ok) {
    const fieldErrors: Record<string, string[]> = {}
    for (const problem of saved.problems as EventFormProblem[]) fieldErrors[problem.field] = [problem.message]
    const city = saved.cityLabel && submission.value.cityId ? { id: submission.value.cityId, label: saved.cityLabel } : null
    return data({ result: submission.reply({ fieldErrors }), city }, { status: 400 })
  }
  throw await done(saved.id, submission.value)
}

export type { Language }

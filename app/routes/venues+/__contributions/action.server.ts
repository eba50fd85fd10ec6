import type { SubmissionResult } from '@conform-to/react'
import type { AppLoadContext } from '@remix-run/cloudflare'
import { getCurrentUser, signInRedirect, type CurrentUser } from '~/auth/permissions.server'
import { getDb } from '~/db/client'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import { findVenue, type ContributableVenue } from '~/models/venues/contributions.server'
import { viewerOf } from '~/models/viewer'
import { translateMessage } from '~/utils/messages'
import { redirectWithToast, type FlashToast } from '~/utils/toast.server'

/** JSON body of every contribution action answered to a fetcher (or a JSON client). */
export type ContributionResult = {
  ok: boolean
  intent: string
  /** Translated; a toast for the reader. */
  message: string
  /** Translated messages per field. */
  errors?: Record<string, string>
  /** A refused form's Conform result (its fields' messages as keys), for the form that was sent. */
  result?: SubmissionResult<string[]>
}

export type Translate = (key: string, values?: Record<string, unknown>) => string

/**
 * What an action needs: the venue (404 unless it exists), the member (a visitor gets 401 JSON
 * or the /auth redirect), translations and the answer style.
 *
 * Answer style: fetchers post to `?js=1` (the components add it once hydrated), JSON clients
 * send `Accept: application/json`; both get JSON with a status. A plain form post (no
 * JavaScript) gets a redirect back to /venues/{id} with a toast.
 */
export async function contributionAction(request: Request, context: AppLoadContext, params: { id?: string }, anchor: string) {
  const url = new URL(request.url)
  const json = url.searchParams.get('js') === '1' || /\bapplication\/json\b/.test(request.headers.get('Accept') ?? '')
  const i18n = await serverI18n(await getLanguage(request))
  const t: Translate = (key, values) => i18n.t(key, values) as string
  const venueId = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : NaN
  const back = Number.isFinite(venueId) ? `/venues/${venueId}#${anchor}` : '/venues'

  const answer = (
    status: number,
    body: Omit<ContributionResult, 'message'> & { messageKey: string; values?: Record<string, string> },
    init: ResponseInit = {},
  ): Promise<Response> | Response => {
    const message = t(body.messageKey, body.values)
    if (json) {
      const { messageKey: _key, values: _values, ...rest } = body
      const headers = new Headers(init.headers)
      headers.set('Cache-Control', 'private, no-store')
      return Response.json({ ...rest, message } satisfies ContributionResult, { ...init, status, headers })
    }
    const first = body.errors ? Object.values(body.errors)[0] : undefined
    // a detail that only repeats the title is left out
    const firstError = first !== message ? first : undefined
    const toast: FlashToast = {
      titleKey: body.messageKey,
      // a field error is already translated: carried as a value of the generic 'detail' text
      ...(firstError
        ? { descriptionKey: 'venue:contributions.detail', values: { ...body.values, detail: firstError.slice(0, 100) } }
        : { values: body.values }),
      variant: body.ok ? 'success' : 'destructive',
    }
    return redirectWithToast(back, toast, init)
  }

  const refuse = (status: number, intent: string, messageKey: string, errors?: Record<string, string>, values?: Record<string, string>) =>
    answer(status, { ok: false, intent, messageKey, errors, values })

  /** A form its schema refused (400): the fields' messages for the form, and translated for the toast. */
  const invalid = (
    intent: string,
    messageKey: string,
    submission: { reply: () => SubmissionResult<string[]> },
    values?: Record<string, string>,
  ) => {
    const result = submission.reply()
    const errors = Object.fromEntries(
      Object.entries(result.error ?? {}).flatMap(([field, messages]) =>
        messages?.[0] ? [[field || 'form', translateMessage(t, messages[0])]] : [],
      ),
    )
    return answer(400, { ok: false, intent, messageKey, errors, result, values })
  }

  const db = getDb(context.cloudflare.env.DB)
  const user = await getCurrentUser(request, context)
  const venue = Number.isFinite(venueId) ? await findVenue(db, venueId, viewerOf(user)) : null
  return { db, env: context.cloudflare.env, venue, user, t, json, url, answer, refuse, invalid, back }
}

export type ContributionContext = Awaited<ReturnType<typeof contributionAction>>

/**
 * The checks every action starts with, in order: same origin, the venue exists (404) and is
 * published (409), the reader is signed in (401 JSON, or /auth?redirectTo=/venues/{id}).
 * Returns a refusal Response, or the member and venue.
 */
export async function guardContribution(
  request: Request,
  ctx: ContributionContext,
  intent: string,
): Promise<{ refused: Response } | { user: CurrentUser; venue: ContributableVenue }> {
  if (!ctx.venue) return { refused: await ctx.refuse(404, intent, 'venue:contributions.errors.venueNotFound') }
  if (!ctx.user) {
    if (ctx.json) return { refused: await ctx.refuse(401, intent, 'venue:contributions.errors.signInRequired') }
    return { refused: await signInRedirect(`/venues/${ctx.venue.id}`) }
  }
  if (ctx.venue.status !== 'published') return { refused: await ctx.refuse(409, intent, 'venue:contributions.errors.notPublished') }
  return { user: ctx.user, venue: ctx.venue }
}

/** The action routes have no page: a GET (e.g. after signing in) goes back to the venue. */
export function backToVenue(params: { id?: string }) {
  const id = /^\d{1,10}$/.test(params.id ?? '') ? params.id : null
  return new Response(null, { status: 302, headers: { Location: id ? `/venues/${id}` : '/venues' } })
}

import { parseWithZod } from '@conform-to/zod/v3'
import type { SubmissionResult } from '@conform-to/react'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { requireRole } from '~/auth/permissions.server'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { testNewsFeed, type FeedTestResult } from '~/models/news/feed.server'
import { isNewsSourceIntent, NEWS_SOURCE_SCHEMAS, type NewsSourceInput } from '~/models/news/source-schema'
import {
  countryChoices,
  createNewsSource,
  findNewsSource,
  listNewsSources,
  setNewsSourceActive,
  type SourceChange,
  updateNewsSourceRules,
} from '~/models/news/sources-admin.server'
import { clientIpHash } from '~/utils/rate-limit.server'
import { redirectWithToast } from '~/utils/toast.server'

/** /admin/news-sources' loader and action (the route module re-exports them). */
export const PRIVATE = { 'Cache-Control': 'private, no-store' }
const PATH = '/admin/news-sources'

export type ActionData = {
  intent: string
  target: string | null
  result?: SubmissionResult<string[]>
  test?: FeedTestResult
}
export async function newsSourcesLoader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'moderator')
  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)
  const [sources, countries, i18n] = await Promise.all([listNewsSources(db, language), countryChoices(db, language), serverI18n(language)])
  // times in the reader's language, in UTC (said on the page): the server and the browser agree
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
  const at = (value: Date | null) => (value ? `${when.format(value)} UTC` : null)
  return data(
    {
      sources: sources.map(({ lastFetchedAt, lastSuccessAt, nextAttemptAt, ...source }) => ({
        ...source,
        lastFetchedAt: at(lastFetchedAt),
        lastSuccessAt: at(lastSuccessAt),
        nextAttemptAt: nextAttemptAt && nextAttemptAt.getTime() > Date.now() ? at(nextAttemptAt) : null,
      })),
      countries,
      title: `${i18n.t('admin:newsSources.title')} — ${APP_NAME}`,
    },
    { headers: PRIVATE },
  )
}

const refusal = (key: string): SubmissionResult<string[]> => ({ status: 'error', error: { '': [key] } })

const REFUSALS: Record<Extract<SourceChange, { ok: false }>['reason'], { status: number; key: string; field?: string }> = {
  'not-found': { status: 404, key: 'admin:newsSources.errors.unknown' },
  duplicate: { status: 409, key: 'admin:newsSources.errors.duplicate', field: 'feedUrl' },
  country: { status: 400, key: 'admin:newsSources.errors.country', field: 'countryId' },
  unchanged: { status: 409, key: 'admin:newsSources.errors.unchanged' },
}

const TOASTS = { create: 'created', rules: 'rulesSaved', activate: 'activated', deactivate: 'deactivated' } as const

export async function newsSourcesAction({ request, context }: ActionFunctionArgs) {
  // the role again: a member posting here is sent away like on the page
  const editor = await requireRole(request, context, 'moderator')
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return data<ActionData>({ intent: '', target: null, result: refusal('admin:newsSources.errors.invalid') }, { status: 400 })
  }
  const intent = typeof form.get('intent') === 'string' ? (form.get('intent') as string) : ''
  const target = typeof form.get('id') === 'string' ? (form.get('id') as string) : null
  if (!isNewsSourceIntent(intent))
    return data<ActionData>({ intent, target, result: refusal('admin:newsSources.errors.invalid') }, { status: 400 })
  const submission = parseWithZod(form, { schema: NEWS_SOURCE_SCHEMAS[intent] })
  if (submission.status !== 'success') return data<ActionData>({ intent, target, result: submission.reply() }, { status: 400 })
  const input = submission.value as NewsSourceInput
  const db = getDb(context.cloudflare.env.DB)

  if (input.intent === 'test' || input.intent === 'testSource') {
    const source = input.intent === 'testSource' ? await findNewsSource(db, input.id) : null
    if (input.intent === 'testSource' && !source?.feedUrl)
      return data<ActionData>({ intent, target, result: refusal('admin:newsSources.errors.unknown') }, { status: 404 })
    const test = await testNewsFeed(input.intent === 'test' ? input.feedUrl : source!.feedUrl!)
    return data<ActionData>({ intent, target, test, result: submission.reply() })
  }

  const who = { id: editor.id, sessionId: editor.sessionId, ipHash: await clientIpHash(request) }
  const change =
    input.intent === 'create'
      ? await createNewsSource(db, who, input)
      : input.intent === 'rules'
        ? await updateNewsSourceRules(db, who, input)
        : await setNewsSourceActive(db, who, input.id, input.intent === 'activate')
  if (!change.ok) {
    const { status, key, field } = REFUSALS[change.reason]
    return data<ActionData>(
      { intent, target, result: submission.reply(field ? { fieldErrors: { [field]: [key] } } : { formErrors: [key] }) },
      { status },
    )
  }
  const name = change.name.length > 100 ? `${change.name.slice(0, 99)}…` : change.name
  throw await redirectWithToast(`${PATH}#source-${change.id}`, {
    titleKey: `admin:newsSources.toasts.${TOASTS[input.intent]}`,
    descriptionKey: 'admin:newsSources.toasts.body',
    values: { name },
    variant: 'success',
  })
}

import { redirect, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { z } from 'zod'
import { LANGUAGE_COOKIE, LANGUAGES } from '~/i18n/config'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import { safeRedirect } from '~/utils/redirect'

/** One year, in seconds. */
const LANGUAGE_COOKIE_MAX_AGE = 31_536_000

const LanguageSchema = z.object({
  lng: z.enum(LANGUAGES),
  redirectTo: z.string().max(2048).optional(),
})

/** POST /language (lng, redirectTo): the language picker. Stores the choice in the `lng` cookie. */
export async function action({ request }: ActionFunctionArgs) {
  let raw: Record<string, unknown> = {}
  try {
    raw = Object.fromEntries(await request.formData())
  } catch {
    // unreadable body: validation below answers 400
  }
  const parsed = LanguageSchema.safeParse(raw)
  if (!parsed.success) {
    const i18n = await serverI18n(await getLanguage(request))
    // a resource route: a plain Response keeps the status (data() would be answered as 200 here)
    return Response.json({ errors: { lng: i18n.t('language.invalid', { ns: 'shell' }) } }, { status: 400 })
  }
  const { lng, redirectTo } = parsed.data
  return redirect(safeRedirect(redirectTo), {
    status: 303,
    headers: { 'Set-Cookie': `${LANGUAGE_COOKIE}=${lng}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax` },
  })
}

/** Nothing to show at /language itself. */
export const loader = () => redirect('/')

import { redirect, type ActionFunctionArgs } from '@remix-run/cloudflare'
import { z } from 'zod'
import { THEME_KEY, THEMES } from '~/utils/preferences'
import { safeRedirect } from '~/utils/redirect'

const ThemeSchema = z.object({ theme: z.enum(THEMES), redirectTo: z.string().max(2048).optional() })

/**
 * POST /theme (theme, redirectTo): the theme toggle without JavaScript. With JavaScript the
 * toggle stores the choice itself (localStorage and this same cookie) and never posts here.
 */
export async function action({ request }: ActionFunctionArgs) {
  let raw: Record<string, unknown> = {}
  try {
    raw = Object.fromEntries(await request.formData())
  } catch {
    // unreadable body: validation below answers 400
  }
  const parsed = ThemeSchema.safeParse(raw)
  if (!parsed.success) return Response.json({ errors: { theme: 'light | dark | system' } }, { status: 400 })
  return redirect(safeRedirect(parsed.data.redirectTo), {
    status: 303,
    headers: { 'Set-Cookie': `${THEME_KEY}=${parsed.data.theme}; Path=/; Max-Age=31536000; SameSite=Lax` },
  })
}

export const loader = () => redirect('/')

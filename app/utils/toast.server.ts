import { createCookie, redirect } from '@remix-run/cloudflare'
import { z } from 'zod'

/**
 * Toasts that survive a redirect (e.g. the role guard's 'Authentication Required'). They carry
 * i18n keys, not text, so the next page shows them in the reader's language.
 */
const ToastSchema = z.object({
  titleKey: z.string().max(100),
  descriptionKey: z.string().max(100).optional(),
  values: z.record(z.string().max(100)).optional(),
  variant: z.enum(['default', 'destructive', 'success']).optional(),
})
export type FlashToast = z.infer<typeof ToastSchema>

const toastCookie = createCookie('haven_toast', { path: '/', httpOnly: true, sameSite: 'lax', secure: true, maxAge: 60 })

export async function redirectWithToast(url: string, toast: FlashToast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers)
  headers.append('Set-Cookie', await toastCookie.serialize(toast))
  return redirect(url, { ...init, headers })
}

/** The pending toast, and the header that clears it once read. */
export async function readFlashToast(request: Request): Promise<{ toast: FlashToast | null; headers: Headers }> {
  const headers = new Headers()
  const raw = await toastCookie.parse(request.headers.get('Cookie'))
  if (raw == null) return { toast: null, headers }
  headers.append('Set-Cookie', await toastCookie.serialize('', { maxAge: 0 }))
  const parsed = ToastSchema.safeParse(raw)
  return { toast: parsed.success ? parsed.data : null, headers }
}

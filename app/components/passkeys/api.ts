/**
 * Browser side of the passkey API (POST/GET/PATCH/DELETE /api/passkeys), shared by the sign-in
 * button and the settings manager. No @simplewebauthn here: the components import
 * @simplewebauthn/browser on click, so no page ships it up front.
 */

import type { PasskeyList, PasskeySummary } from '~/models/accounts/passkeys'

export type { PasskeyList, PasskeySummary }

/** An API refusal: `message` is already translated by the server, `code` is the stable key. */
export class PasskeyApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message)
  }
}

export const PASSKEYS_ENDPOINT = '/api/passkeys'

export async function passkeyRequest<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${PASSKEYS_ENDPOINT}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    credentials: 'same-origin',
    headers: init.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const payload = (await response.json().catch(() => null)) as (T & { error?: string; code?: string }) | null
  if (!response.ok || !payload) {
    throw new PasskeyApiError(payload?.error ?? response.statusText, payload?.code ?? 'unexpected', response.status)
  }
  return payload
}

/** True when the app runs inside a frame (an editor's preview), where passkeys are refused. */
export function insideFrame() {
  try {
    return window.self !== window.top
  } catch {
    // a cross-origin parent: certainly framed
    return true
  }
}

/** Only same-site paths: never an absolute or protocol-relative address. */
export function safeLocalPath(path: string | undefined, fallback = '/') {
  return path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : fallback
}

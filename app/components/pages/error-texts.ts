import { isRouteErrorResponse } from '@remix-run/react'
import type { TFunction } from 'i18next'
import { APP_NAME } from '~/config'

export type ErrorPageKind = 'not-found' | 'busy' | 'error'

/**
 * What an error boundary says: an unknown address (404), a request whose database queries ran
 * out of time (503, workers/query-budget.ts: retry soon), or the boundary's own error texts.
 * `t` reads the `common` namespace (its default or a 'common:' prefix).
 */
export function errorPageTexts(error: unknown, t: TFunction, otherwise: { title: string; body: string }) {
  const status = isRouteErrorResponse(error) ? error.status : null
  if (status === 404) return { kind: 'not-found' as ErrorPageKind, title: t('common:notFoundTitle'), body: t('common:notFoundBody') }
  if (status === 503) return { kind: 'busy' as ErrorPageKind, title: t('common:busyTitle', { app: APP_NAME }), body: t('common:busyBody') }
  return { kind: 'error' as ErrorPageKind, ...otherwise }
}

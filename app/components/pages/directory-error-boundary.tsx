import { isRouteErrorResponse, Link, useLocation, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { errorPageTexts } from '~/components/pages/error-texts'
import { buttonVariants } from '~/components/ui/button'

/**
 * Error boundary of the directory's pages (places, venues, events, crews, news, travel, …): an unknown id shows the translated not-found page (status
 * 404 is already set by the loader); anything else shows SPEC §8's directory error with a retry
 * link that works without JavaScript.
 */
export function DirectoryErrorBoundary() {
  const error = useRouteError()
  const location = useLocation()
  const { t } = useTranslation(['places', 'common'])
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error ?? '')
  const { kind, title, body } = errorPageTexts(error, t, {
    title: t('places:states.errorTitle'),
    body: t('places:states.error', { message }),
  })
  const notFound = kind === 'not-found'
  return (
    <div className="mx-auto max-w-xl flex-1 px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-neutral-950 dark:text-white">{title}</h1>
      <p role={notFound ? undefined : 'alert'} className="mt-4 text-neutral-700 dark:text-neutral-300">
        {body}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {!notFound && (
          <a href={`${location.pathname}${location.search}`} className={buttonVariants()}>
            {t('places:states.retry')}
          </a>
        )}
        <Link to={notFound ? '/' : '/places'} className={buttonVariants({ variant: notFound ? 'default' : 'outline' })}>
          {notFound ? t('common:backHome') : t('places:nav.places')}
        </Link>
      </div>
    </div>
  )
}

import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { Link, useSearchParams } from '@remix-run/react'
import { Home, RefreshCw, WifiOff } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { PANEL } from '~/components/a11y/styles'
import { buttonVariants } from '~/components/ui/button'
import { APP_NAME } from '~/config'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import { cn } from '~/utils/cn'

/**
 * The page the service worker (public/sw.js) stores at install and shows when the network
 * fails. It is fetched by the worker without cookies, so it holds no personal data and may be
 * stored: public then. A request with cookies (a visitor opening /offline) renders their
 * header, so it stays private like every page.
 */
export const OFFLINE_CACHE_CONTROL = 'public, max-age=3600'

export async function loader({ request }: LoaderFunctionArgs) {
  const i18n = await serverI18n(await getLanguage(request))
  const cacheControl = request.headers.has('Cookie') ? 'private, no-cache' : OFFLINE_CACHE_CONTROL
  return data({ title: `${i18n.t('a11y:offline.metaTitle')} — ${APP_NAME}` }, { headers: { 'Cache-Control': cacheControl } })
}

export const headers: HeadersFunction = ({ loaderHeaders }) => ({
  'Cache-Control': loaderHeaders.get('Cache-Control') ?? 'private, no-cache',
})

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? APP_NAME }, { name: 'robots', content: 'noindex' }]

/** Only a path on this site may be retried (never another origin). */
export function safeReturnPath(from: string | null): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null
  if (from === '/offline' || from.startsWith('/offline?')) return null
  return from
}

const TIPS = ['connection', 'airplane', 'wait'] as const

export default function OfflinePage() {
  const { t } = useTranslation('a11y')
  const [params] = useSearchParams()
  const target = safeReturnPath(params.get('from'))
  // a full document load (never a client-side navigation): the page has to come from the network
  const retry = () => (target ? window.location.assign(target) : window.location.reload())
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-12 sm:px-6 lg:py-20">
      <div className={cn(PANEL, 'p-6 text-center sm:p-10')}>
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-violet-400/15 dark:text-violet-300">
          <WifiOff aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-neutral-950 sm:text-4xl dark:text-white">{t('offline.title')}</h1>
        <p className="mx-auto mt-4 max-w-prose text-lg leading-8 text-neutral-700 dark:text-neutral-300">{t('offline.body')}</p>

        <h2 className="mt-8 text-base font-semibold text-neutral-900 dark:text-white">{t('offline.tipsTitle')}</h2>
        <ul className="mx-auto mt-3 max-w-md space-y-2 text-start text-neutral-700 dark:text-neutral-300">
          {TIPS.map((tip) => (
            <li key={tip} className="flex gap-3">
              <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600 dark:bg-violet-300" />
              <span>{t(`offline.tips.${tip}`)}</span>
            </li>
          ))}
        </ul>

        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <button type="button" onClick={retry} className={buttonVariants({ size: 'lg' })}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('offline.retry')}
          </button>
          <Link to="/" reloadDocument className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            <Home aria-hidden="true" className="size-4" />
            {t('offline.home')}
          </Link>
        </div>
      </div>
    </div>
  )
}

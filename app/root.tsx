import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare'
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { APP_NAME } from './config'
import { directionOf, FALLBACK_LANGUAGE } from './i18n/config'
import { getLanguage } from './i18n/i18next.server'
import stylesheet from './tailwind.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  return { language: await getLanguage(request) }
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const language = data?.language ?? FALLBACK_LANGUAGE
  return (
    <html lang={language} dir={directionOf(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b21b6" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-neutral-900 antialiased dark:bg-neutral-950 dark:text-neutral-100">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  useLoaderData<typeof loader>()
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  const notFound = isRouteErrorResponse(error) && error.status === 404
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-50">{APP_NAME}</p>
      <h1 className="mt-2 text-3xl font-bold">{notFound ? t('notFoundTitle') : t('errorTitle')}</h1>
      <p className="mt-4 text-neutral-700 dark:text-neutral-300">{notFound ? t('notFoundBody') : t('errorRetry')}</p>
      <Link to="/" className="mt-8 inline-block rounded-lg bg-brand-700 px-4 py-2 font-medium text-white">
        {t('backHome')}
      </Link>
    </main>
  )
}

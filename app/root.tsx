import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { usePageViews } from './components/analytics/use-page-views'
import { AuroraBackground } from './components/aurora/aurora-background'
import { errorPageTexts } from './components/pages/error-texts'
import { useAuthSync } from './components/auth/use-auth-sync'
import { hasConsentCookie } from './components/consent/consent'
import { CookieConsent } from './components/consent/cookie-consent'
import { Footer } from './components/shell/footer'
import { Header } from './components/shell/header'
import { RoutePlaceholder } from './components/shell/route-placeholder'
import { useInbox } from '~/components/notifications/use-inbox'
import { useServiceWorker } from './components/shell/use-service-worker'
import { Toaster } from './components/ui/toaster'
import { toast } from './components/ui/use-toast'
import { APP_NAME } from './config'
import { getDb } from './db/client'
import { directionOf, FALLBACK_LANGUAGE } from './i18n/config'
import { getLanguage } from './i18n/i18next.server'
import { PageTexts } from './i18n/page-texts'
import { cartCount, hasVisitorCart, readVisitorCart } from './models/marketplace/cart.server'
import { clearSessionCookie, readSessionToken, rotateSessionIfDue, sessionCookie } from './models/accounts/sessions.server'
import stylesheet from './tailwind.css?url'
import { useNonce } from './utils/nonce'
import { applyStoredPreferences, readThemeCookie } from './utils/preferences'
import { readFlashToast } from './utils/toast.server'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  const db = getDb(context.cloudflare.env.DB)
  const { session, user } = await context.session.read()
  const [language, flash, rotated, visitorCart] = await Promise.all([
    getLanguage(request),
    readFlashToast(request),
    // once a day the session token is replaced (see app/models/accounts/sessions.server.ts)
    session ? rotateSessionIfDue(db, session, request) : null,
    // a member's cart count comes with the member (getShellUser); a visitor's is their cookie's
    !user && hasVisitorCart(request) ? readVisitorCart(request, db, context.cloudflare.env) : [],
  ])
  if (rotated) flash.headers.append('Set-Cookie', sessionCookie(rotated.token, rotated.expiresAt))
  // a cookie whose session ended (signed out elsewhere, expired) is removed
  else if (!session && readSessionToken(request)) flash.headers.append('Set-Cookie', clearSessionCookie())
  return data(
    {
      language,
      theme: readThemeCookie(request),
      user,
      cartCount: user ? user.cartCount : cartCount(visitorCart),
      toast: flash.toast,
      consentChosen: hasConsentCookie(request),
    },
    { headers: flash.headers },
  )
}

/** Sets theme and accessibility classes before the first paint: no flash of the wrong theme. */
const PREFERENCES_SCRIPT = `(${applyStoredPreferences.toString()})()`

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  const language = data?.language ?? FALLBACK_LANGUAGE
  const { t } = useTranslation()
  return (
    <html lang={language} dir={directionOf(language)} className={data?.theme === 'dark' ? 'dark' : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b21b6" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PREFERENCES_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white text-neutral-900 antialiased dark:bg-neutral-950 dark:text-neutral-100">
        <a
          href="#main"
          className="sr-only z-[200] rounded-md bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
        >
          {t('skipToContent')}
        </a>
        {children}
        <div id="global-overlay" />
        <PageTexts />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { user, cartCount: inCart, toast: flash, consentChosen } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const location = useLocation()
  const { t } = useTranslation()
  usePageViews()
  useServiceWorker()
  useAuthSync(user?.id ?? null)
  useInbox(user?.id ?? null)

  useEffect(() => {
    if (flash) {
      toast({
        title: t(flash.titleKey, flash.values),
        description: flash.descriptionKey ? t(flash.descriptionKey, flash.values) : undefined,
        variant: flash.variant,
      })
    }
  }, [flash, t])

  const changingPage = navigation.state === 'loading' && navigation.location.pathname !== location.pathname
  return (
    <>
      <AuroraBackground />
      <Header user={user} cartCount={inCart} />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {changingPage ? <RoutePlaceholder /> : <Outlet />}
      </main>
      <Footer />
      <Toaster />
      <CookieConsent choiceKnownToServer={consentChosen} />
    </>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const root = useRouteLoaderData<typeof loader>('root')
  const { t } = useTranslation()
  const { title, body } = errorPageTexts(error, t, { title: t('errorTitle'), body: t('errorRetry') })
  return (
    <>
      {/* no route's meta runs for a page that failed or does not exist: the tab still says what this is
          (React 18 leaves a <title> where it is; the browser takes the document's first one) */}
      <title>{`${title} — ${APP_NAME}`}</title>
      <Header user={root?.user ?? null} cartCount={root?.cartCount ?? 0} />
      <main id="main" tabIndex={-1} className="mx-auto max-w-xl flex-1 px-6 py-24 text-center outline-none">
        <p className="text-sm font-semibold text-brand-700 dark:text-violet-300">{APP_NAME}</p>
        <h1 className="mt-2 text-3xl font-bold">{title}</h1>
        <p className="mt-4 text-neutral-700 dark:text-neutral-300">{body}</p>
        <Link to="/" className="mt-8 inline-block rounded-lg bg-brand-700 px-4 py-2 font-medium text-white">
          {t('backHome')}
        </Link>
      </main>
      <Footer />
    </>
  )
}

import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { requireUser } from '~/auth/permissions.server'
import { PasskeyManager } from '~/components/passkeys/passkey-manager'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import { isPasskeyEnrolled, listPasskeys } from '~/models/accounts/passkeys.server'
import { listSessions } from '~/models/accounts/sessions.server'
import { listBlocked } from '~/models/members/blocks.server'
import { getOwnSettings } from '~/models/members/profile.server'
import { BlockedSection, DangerSection } from '~/routes/_settings+/__sections/account-sections'
import { FOCUS } from '~/routes/_settings+/__sections/fields'
import { PhotosSection } from '~/routes/_settings+/__sections/photos-section'
import { NotificationsSection, PrivacySection } from '~/routes/_settings+/__sections/privacy-section'
import { ProfileSection } from '~/routes/_settings+/__sections/profile-section'
import { SecuritySection, type SessionItem } from '~/routes/_settings+/__sections/security-section'
import { cn } from '~/utils/cn'
import { classifyUserAgent } from '~/utils/user-agent'
import { accountIntents } from './__sections/account.server'
import { blockedIntents } from './__sections/blocked.server'
import { error, MAX_BODY_BYTES, problem, refuse, text, type Ctx, type IntentHandler } from './__sections/context.server'
import { photosIntents } from './__sections/photos.server'
import { privacyIntents } from './__sections/privacy.server'
import { profileIntents } from './__sections/profile.server'
import { securityIntents } from './__sections/security.server'

/**
 * /profile/settings ('My Vibe'): the signed-in member's profile, photos and avatar, privacy,
 * notifications, sessions, password, passkeys, blocked members and account deletion.
 *
 * Every form is a plain POST with an `intent` and works without JavaScript. The action takes
 * the member from the session and never an id from the form: nobody can change another
 * member's settings. The forms with fields are Conform forms, each with one zod schema shared
 * by the browser and the server (app/models/members/schema.ts); refused input answers 400 with
 * that form's result (message keys per field, translated by the page) and `intent`, so only
 * the form that was sent shows it. Success redirects back with a toast (or home, after deletion).
 */
export const handle = { i18n: ['settings', 'auth', 'passkeys'] }

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context)
  const db = getDb(context.cloudflare.env.DB)
  const language = await getLanguage(request)
  const [settings, sessions, blocked, passkeys, enrolled, i18n] = await Promise.all([
    getOwnSettings(db, user.id, language),
    listSessions(db, user.id),
    listBlocked(db, user.id),
    listPasskeys(db, user.id),
    isPasskeyEnrolled(db, user.id),
    serverI18n(language),
  ])
  if (!settings) throw new Response('Not found', { status: 404 })
  return data(
    {
      title: `${i18n.t('settings:metaTitle')} — ${APP_NAME}`,
      settings,
      sessions: sessions.map((s): SessionItem => {
        const ua = classifyUserAgent(s.userAgent)
        return {
          id: s.id,
          kind: s.kind,
          current: s.id === user.sessionId,
          browser: ua.browser,
          os: ua.os,
          device: ua.device,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt?.toISOString() ?? null,
        }
      }),
      blocked: blocked.map((b) => ({ ...b, blockedAt: b.blockedAt.toISOString() })),
      passkeys,
      passkeyEnrolled: enrolled,
    },
    // personal data: never cached, and not kept in the back/forward cache after a sign-out
    { headers: { 'Cache-Control': 'private, no-store' } },
  )
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers()
  headers.set('Cache-Control', loaderHeaders.get('Cache-Control') ?? actionHeaders.get('Cache-Control') ?? 'private, no-store')
  return headers
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? APP_NAME }, { name: 'robots', content: 'noindex' }]

// ---------------------------------------------------------------- action

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context)
  const env = context.cloudflare.env
  const language = await getLanguage(request)
  const urlIntent = new URL(request.url).searchParams.get('intent') ?? ''

  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) {
    return refuse({ intent: urlIntent }, problem(error('fileTooLarge')), 413)
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return refuse({ intent: urlIntent }, problem(error('invalidForm')))
  }
  const ctx: Ctx = { db: getDb(env.DB), env, user, form, request, intent: text(form, 'intent') || urlIntent, language }
  // own keys only: '__proto__' or 'constructor' would find Object's and answer 500
  const handler = Object.hasOwn(INTENTS, ctx.intent) ? INTENTS[ctx.intent] : undefined
  if (!handler) return refuse(ctx, problem(error('invalidForm')))
  return handler(ctx)
}

/** Each section's intents live beside this route (__sections/*.server.ts). */
const INTENTS: Record<string, IntentHandler> = {
  ...profileIntents,
  ...photosIntents,
  ...privacyIntents,
  ...securityIntents,
  ...blockedIntents,
  ...accountIntents,
}

const SECTIONS = ['profile', 'photos', 'privacy', 'notifications', 'security', 'blocked', 'danger'] as const

export default function ProfileSettings() {
  const { settings, sessions, blocked, passkeys, passkeyEnrolled } = useLoaderData<typeof loader>()
  const { t } = useTranslation('settings')
  const { profile } = settings
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl dark:text-white">{t('title')}</h1>
        <p className="mt-2 max-w-2xl text-neutral-700 dark:text-neutral-300">{t('intro')}</p>
      </header>
      <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-10">
        <nav aria-label={t('nav.label')} className="mb-8 lg:mb-0">
          <ul className="flex gap-2 overflow-x-auto pb-2 lg:sticky lg:top-24 lg:flex-col lg:gap-1 lg:overflow-visible lg:pb-0">
            {SECTIONS.map((section) => (
              <li key={section} className="shrink-0">
                <a
                  href={`#${section}`}
                  className={cn(
                    'block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap',
                    section === 'danger'
                      ? 'text-red-800 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/40'
                      : 'text-neutral-800 hover:bg-neutral-900/5 hover:text-brand-700 dark:text-neutral-200 dark:hover:bg-white/10 dark:hover:text-violet-300',
                    FOCUS,
                  )}
                >
                  {t(`nav.${section}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-8">
          <ProfileSection values={profile} city={settings.city} />
          <PhotosSection
            avatarUrl={profile.avatarUrl}
            avatarConfig={profile.avatarConfig}
            name={profile.displayName}
            photos={settings.photos}
          />
          <PrivacySection values={settings.privacy} />
          <NotificationsSection values={settings.notifications} />
          <SecuritySection
            sessions={sessions}
            hasPassword={settings.account.hasPassword}
            email={settings.account.email}
            passkeys={<PasskeyManager initialPasskeys={passkeys} initialEnrolled={passkeyEnrolled} />}
          />
          <BlockedSection blocked={blocked} />
          <DangerSection hasPassword={settings.account.hasPassword} email={settings.account.email} />
        </div>
      </div>
    </div>
  )
}

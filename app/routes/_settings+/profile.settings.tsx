import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { checkPassword } from '~/models/accounts/password-policy.server'
import { verifyPassword } from '~/models/accounts/password.server'
import { requireUser, type CurrentUser } from '~/auth/permissions.server'
import { clearSessionCookie, endSessionById, endSessions, listSessions } from '~/models/accounts/sessions.server'
import { PasskeyManager } from '~/components/passkeys/passkey-manager'
import {
  BlockedSection,
  DangerSection,
  NotificationsSection,
  PrivacySection,
  SecuritySection,
  type SessionItem,
} from '~/routes/_settings+/__sections/account-sections'
import { FOCUS, type SettingsActionData } from '~/routes/_settings+/__sections/fields'
import { PROFILE_LIMITS } from '~/models/members/settings-options'
import { PhotosSection } from '~/routes/_settings+/__sections/photos-section'
import { ProfileSection } from '~/routes/_settings+/__sections/profile-section'
import { APP_NAME } from '~/config'
import { getDb, type Db } from '~/db/client'
import type { Language } from '~/i18n/config'
import { createI18nInstance, getLanguage } from '~/i18n/i18next.server'
import { getAccount, logSecurityEvent, requestEmailChange, setPassword } from '~/models/accounts/accounts.server'
import { blockMember, listBlocked, unblockMember } from '~/models/members/blocks.server'
import { isPasskeyEnrolled, listPasskeys } from '~/models/accounts/passkeys.server'
import {
  addProfilePhoto,
  AvatarConfigSchema,
  deleteAccount,
  getCity,
  getOwnSettings,
  moveProfilePhoto,
  notificationInput,
  NotificationsSchema,
  PrivacySchema,
  ProfileSchema,
  removeAvatarImage,
  removeProfilePhoto,
  resolveCityText,
  setAvatarConfig,
  setAvatarImage,
  updateNotificationSettings,
  updatePrivacy,
  updateProfile,
} from '~/models/members/profile.server'
import { cn } from '~/utils/cn'
import { MAX_IMAGE_BYTES, stripImageMetadata } from '~/utils/image-metadata.server'
import { checkRateLimit, clientIpHash } from '~/utils/rate-limit.server'
import { safeRedirect } from '~/utils/redirect'
import { redirectWithToast } from '~/utils/toast.server'
import { classifyUserAgent } from '~/utils/user-agent'

/**
 * /profile/settings ('My Vibe'): the signed-in member's profile, photos and avatar, privacy,
 * notifications, sessions, password, passkeys, blocked members and account deletion.
 *
 * Every form is a plain POST with an `intent` and works without JavaScript. The action takes
 * the member from the session and never an id from the form: nobody can change another
 * member's settings. Refused input answers 400 with translated messages per field; success
 * redirects back with a toast (or home, after deletion).
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
    createI18nInstance(language),
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

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex' },
]

// ---------------------------------------------------------------- action

export const SETTINGS_PATH = '/profile/settings'
/** Multipart overhead allowed on top of the 5 MB image. */
const MAX_BODY_BYTES = MAX_IMAGE_BYTES + 64 * 1024
const PASSWORD_TRIES = { limit: 10, windowMs: 15 * 60 * 1000 }

type Translate = (key: string, values?: Record<string, unknown>) => string
type Ctx = { db: Db; env: Env; user: CurrentUser; form: FormData; request: Request; t: Translate; intent: string; language: Language }
type Env = ActionFunctionArgs['context']['cloudflare']['env']

/** Values shown in the error messages. */
const MESSAGE_VALUES: Record<string, Record<string, number>> = {
  'settings:errors.displayNameTooLong': { max: PROFILE_LIMITS.displayNameMax },
  'settings:errors.pronounsTooLong': { max: PROFILE_LIMITS.pronounsMax },
  'settings:errors.bioTooLong': { max: PROFILE_LIMITS.bioMax },
  'settings:errors.photoLimit': { max: PROFILE_LIMITS.photosMax },
}

function refuse(ctx: Pick<Ctx, 'intent'>, errors: Record<string, string>, formError?: string, status = 400, values?: Record<string, unknown>) {
  return data<SettingsActionData>({ intent: ctx.intent, errors, formError, values }, { status })
}

function zodErrors(ctx: Ctx, error: z.ZodError) {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= ctx.t(issue.message, MESSAGE_VALUES[issue.message])
  }
  return errors
}

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}
const texts = (form: FormData, name: string) => form.getAll(name).filter((v): v is string => typeof v === 'string')

/** A new sign-in address (its confirmation goes to that inbox). */
const NewEmailSchema = z.string().trim().toLowerCase().max(254).email()

const back = (section: string) => `${SETTINGS_PATH}#${section}`
const ok = (section: string, titleKey: string, descriptionKey?: string, init?: ResponseInit) =>
  redirectWithToast(back(section), { titleKey: `settings:toasts.${titleKey}`, descriptionKey: descriptionKey && `settings:toasts.${descriptionKey}`, variant: 'success' }, init)

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context)
  const env = context.cloudflare.env
  const language = await getLanguage(request)
  const i18n = await createI18nInstance(language)
  const t: Translate = (key, values) => i18n.t(key, values)
  const urlIntent = new URL(request.url).searchParams.get('intent') ?? ''

  // the session cookie is SameSite=Lax; this also stops a same-site page of another origin
  const origin = request.headers.get('Origin')
  if (origin && origin !== new URL(request.url).origin) return refuse({ intent: urlIntent }, {}, t('settings:errors.crossSite'), 403)
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) {
    return refuse({ intent: urlIntent }, {}, t('settings:errors.fileTooLarge'), 413)
  }
  let form: FormData
  try {
    form = await request.formData()
  } catch {
    return refuse({ intent: urlIntent }, {}, t('settings:errors.invalidForm'))
  }
  const ctx: Ctx = { db: getDb(env.DB), env, user, form, request, t, intent: text(form, 'intent') || urlIntent, language }
  const handler = INTENTS[ctx.intent]
  if (!handler) return refuse(ctx, {}, t('settings:errors.invalidForm'))
  return handler(ctx)
}

const INTENTS: Record<string, (ctx: Ctx) => Promise<Response | ReturnType<typeof refuse>>> = {
  async profile(ctx) {
    const raw = {
      displayName: text(ctx.form, 'displayName'),
      pronouns: text(ctx.form, 'pronouns'),
      bio: text(ctx.form, 'bio'),
      interests: texts(ctx.form, 'interests'),
      lookingFor: texts(ctx.form, 'lookingFor'),
      userMode: text(ctx.form, 'userMode'),
      cityId: text(ctx.form, 'cityId'),
      cityQuery: text(ctx.form, 'cityQuery'),
      showCity: text(ctx.form, 'showCity'),
    }
    const echo = { ...raw, showCity: raw.showCity === 'on' }
    const parsed = ProfileSchema.safeParse(raw)
    if (!parsed.success) {
      const errors = zodErrors(ctx, parsed.error)
      if (errors.cityId || errors.cityQuery) errors.city = errors.cityId ?? errors.cityQuery
      return refuse(ctx, errors, undefined, 400, echo)
    }
    const input = parsed.data
    // a city of the directory, by id; without JavaScript the typed name is looked up instead
    const language = ctx.language
    let cityId: number | null = null
    const label = text(ctx.form, 'cityLabel').trim()
    if (input.cityId !== null && (input.cityQuery === '' || input.cityQuery === label)) {
      const city = await getCity(ctx.db, input.cityId, language)
      if (!city) return refuse(ctx, { city: ctx.t('settings:errors.cityNotFound') }, undefined, 400, echo)
      cityId = city.id
    } else if (input.cityQuery) {
      const city = await resolveCityText(ctx.db, input.cityQuery, language)
      if (!city) return refuse(ctx, { city: ctx.t('settings:errors.cityNotFound') }, undefined, 400, echo)
      cityId = city.id
    }
    await updateProfile(ctx.db, ctx.user.id, { ...input, cityId })
    return ok('profile', 'profileSaved')
  },

  async privacy(ctx) {
    const parsed = PrivacySchema.safeParse({
      profileVisibility: text(ctx.form, 'profileVisibility'),
      hiddenFromDirectory: text(ctx.form, 'hiddenFromDirectory'),
      hiddenFromSearch: text(ctx.form, 'hiddenFromSearch'),
      showOnlineStatus: text(ctx.form, 'showOnlineStatus'),
      checkInsPrivate: text(ctx.form, 'checkInsPrivate'),
    })
    if (!parsed.success) return refuse(ctx, zodErrors(ctx, parsed.error))
    await updatePrivacy(ctx.db, ctx.user.id, parsed.data)
    return ok('privacy', 'privacySaved')
  },

  async notifications(ctx) {
    const raw: Record<string, string> = {}
    for (const key of Object.keys(NotificationsSchema.shape)) raw[key] = text(ctx.form, key)
    const parsed = NotificationsSchema.safeParse(raw)
    if (!parsed.success) return refuse(ctx, zodErrors(ctx, parsed.error), ctx.t('settings:errors.invalidForm'))
    await updateNotificationSettings(ctx.db, ctx.user.id, notificationInput(parsed.data))
    return ok('notifications', 'notificationsSaved')
  },

  async avatarUpload(ctx) {
    const image = await readImage(ctx, 'avatar')
    if (!image.stripped) return image.refused!
    await setAvatarImage(ctx.db, ctx.env.MEDIA, ctx.user.id, image.stripped)
    return ok('photos', 'avatarSaved')
  },

  async avatarConfig(ctx) {
    const parsed = AvatarConfigSchema.safeParse({
      color: text(ctx.form, 'color'),
      shape: text(ctx.form, 'shape'),
      kind: text(ctx.form, 'kind'),
      initials: text(ctx.form, 'initials'),
      emoji: text(ctx.form, 'emoji'),
    })
    if (!parsed.success) return refuse(ctx, zodErrors(ctx, parsed.error))
    await setAvatarConfig(ctx.db, ctx.env.MEDIA, ctx.user.id, parsed.data)
    return ok('photos', 'avatarSaved')
  },

  async avatarRemove(ctx) {
    await removeAvatarImage(ctx.db, ctx.env.MEDIA, ctx.user.id)
    return ok('photos', 'avatarRemoved')
  },

  async photoAdd(ctx) {
    const image = await readImage(ctx, 'photo')
    if (!image.stripped) return image.refused!
    const added = await addProfilePhoto(ctx.db, ctx.env.MEDIA, ctx.user.id, image.stripped)
    if (!added.ok) return refuse(ctx, { photo: ctx.t('settings:errors.photoLimit', { max: PROFILE_LIMITS.photosMax }) })
    return ok('photos', 'photoAdded')
  },

  async photoRemove(ctx) {
    const removed = await removeProfilePhoto(ctx.db, ctx.env.MEDIA, ctx.user.id, text(ctx.form, 'photoId').slice(0, 64))
    if (!removed) return refuse(ctx, {}, ctx.t('settings:errors.photoNotFound'), 404)
    return ok('photos', 'photoRemoved')
  },

  async photoMove(ctx) {
    const direction = text(ctx.form, 'direction')
    if (direction !== 'up' && direction !== 'down') return refuse(ctx, {}, ctx.t('settings:errors.invalidForm'))
    const moved = await moveProfilePhoto(ctx.db, ctx.user.id, text(ctx.form, 'photoId').slice(0, 64), direction)
    if (!moved) return refuse(ctx, {}, ctx.t('settings:errors.photoNotFound'), 404)
    return ok('photos', 'photoMoved')
  },

  async endSession(ctx) {
    const sessionId = text(ctx.form, 'sessionId').slice(0, 128)
    const ended = sessionId ? await endSessionById(ctx.db, ctx.user.id, sessionId) : false
    if (!ended) return refuse(ctx, {}, ctx.t('settings:errors.sessionNotFound'), 404)
    if (sessionId === ctx.user.sessionId) {
      return redirectWithToast('/', { titleKey: 'settings:toasts.sessionEnded', variant: 'success' }, { headers: { 'Set-Cookie': clearSessionCookie() } })
    }
    return ok('security', 'sessionEnded')
  },

  async endOthers(ctx) {
    await endSessions(ctx.db, ctx.user.id, 'others', ctx.user.sessionId)
    return ok('security', 'othersEnded')
  },

  async endAll(ctx) {
    await endSessions(ctx.db, ctx.user.id, 'global', ctx.user.sessionId)
    return redirectWithToast('/', { titleKey: 'settings:toasts.everywhereEnded', variant: 'success' }, { headers: { 'Set-Cookie': clearSessionCookie() } })
  },

  async password(ctx) {
    const account = await getAccount(ctx.db, ctx.user.id)
    if (!account) return refuse(ctx, {}, ctx.t('settings:errors.unexpected'))
    const current = text(ctx.form, 'currentPassword')
    const next = text(ctx.form, 'newPassword')
    const confirm = text(ctx.form, 'confirmPassword')
    const errors: Record<string, string> = {}
    if (account.passwordHash) {
      if (!current) errors.currentPassword = ctx.t('settings:errors.currentPasswordRequired')
      else {
        const limited = await passwordLimited(ctx)
        if (limited) return limited
        if (!(await verifyPassword(current, account.passwordHash))) errors.currentPassword = ctx.t('settings:errors.currentPasswordWrong')
      }
    }
    const check = checkPassword(next, [account.email, account.phone, ctx.user.displayName])
    if (!check.ok) errors.newPassword = passwordReasons(ctx, check.reasons)
    else if (next !== confirm) errors.confirmPassword = ctx.t('settings:errors.passwordMismatch')
    if (Object.keys(errors).length > 0) return refuse(ctx, errors)
    await setPassword(ctx.db, account, next)
    await endSessions(ctx.db, ctx.user.id, 'others', ctx.user.sessionId)
    await logSecurityEvent(ctx.db, { eventType: 'PASSWORD_CHANGED', userId: ctx.user.id, severity: 'info', ipHash: await clientIpHash(ctx.request) })
    return ok('security', 'passwordChanged', 'passwordChangedBody')
  },

  async email(ctx) {
    const account = await getAccount(ctx.db, ctx.user.id)
    if (!account) return refuse(ctx, {}, ctx.t('settings:errors.unexpected'))
    const parsed = NewEmailSchema.safeParse(text(ctx.form, 'newEmail'))
    const errors: Record<string, string> = {}
    if (!parsed.success) errors.newEmail = ctx.t('settings:errors.invalidEmail')
    if (account.passwordHash) {
      const current = text(ctx.form, 'emailPassword')
      if (!current) errors.emailPassword = ctx.t('settings:errors.currentPasswordRequired')
      else {
        const limited = await passwordLimited(ctx)
        if (limited) return limited
        if (!(await verifyPassword(current, account.passwordHash))) errors.emailPassword = ctx.t('settings:errors.currentPasswordWrong')
      }
    }
    if (Object.keys(errors).length > 0 || !parsed.success) return refuse(ctx, errors, undefined, 400, { newEmail: text(ctx.form, 'newEmail') })
    const origin = new URL(ctx.request.url).origin
    const requested = await requestEmailChange(ctx.db, ctx.env.EMAILS, account, parsed.data, origin, ctx.language)
    if (!requested.ok) return refuse(ctx, { newEmail: ctx.t('settings:errors.sameEmail') })
    return redirectWithToast(back('security'), {
      titleKey: 'settings:toasts.emailChangeSent',
      descriptionKey: 'settings:toasts.emailChangeSentBody',
      values: { email: requested.newEmail },
      variant: 'success',
    })
  },

  async block(ctx) {
    const target = text(ctx.form, 'userId').slice(0, 64)
    const result = await blockMember(ctx.db, ctx.user.id, target)
    if (!result.ok) {
      return refuse(ctx, {}, ctx.t(result.code === 'self' ? 'settings:errors.blockSelf' : 'settings:errors.memberNotFound'), result.code === 'self' ? 400 : 404)
    }
    const to = safeRedirect(text(ctx.form, 'redirectTo') || undefined, back('blocked'))
    return redirectWithToast(to, { titleKey: 'settings:toasts.blocked', variant: 'success' })
  },

  async unblock(ctx) {
    const removed = await unblockMember(ctx.db, ctx.user.id, text(ctx.form, 'userId').slice(0, 64))
    if (!removed) return refuse(ctx, {}, ctx.t('settings:errors.notBlocked'), 404)
    const to = safeRedirect(text(ctx.form, 'redirectTo') || undefined, back('blocked'))
    return redirectWithToast(to, { titleKey: 'settings:toasts.unblocked', variant: 'success' })
  },

  async deleteAccount(ctx) {
    const account = await getAccount(ctx.db, ctx.user.id)
    if (!account) return refuse(ctx, {}, ctx.t('settings:errors.unexpected'))
    const confirm = text(ctx.form, 'confirm').trim()
    const password = text(ctx.form, 'password')
    const errors: Record<string, string> = {}
    const confirmed = confirm === 'DELETE' || (!!account.email && confirm.toLowerCase() === account.email)
    if (!confirmed) errors.confirm = ctx.t('settings:errors.confirmMismatch')
    if (account.passwordHash) {
      if (!password) errors.password = ctx.t('settings:errors.currentPasswordRequired')
      else {
        const limited = await passwordLimited(ctx)
        if (limited) return limited
        if (!(await verifyPassword(password, account.passwordHash))) errors.password = ctx.t('settings:errors.currentPasswordWrong')
      }
    }
    if (Object.keys(errors).length > 0) return refuse(ctx, errors)
    // sessions, tokens and passkeys go with the account row (ON DELETE CASCADE)
    await deleteAccount(ctx.db, ctx.env.MEDIA, ctx.user.id)
    return redirectWithToast(
      '/',
      { titleKey: 'settings:toasts.accountDeleted', descriptionKey: 'settings:toasts.accountDeletedBody', variant: 'success' },
      { headers: { 'Set-Cookie': clearSessionCookie() } },
    )
  },
}

/** Too many wrong current passwords from this account: a stolen session cannot guess it. */
async function passwordLimited(ctx: Ctx): Promise<ReturnType<typeof refuse> | null> {
  const limit = await checkRateLimit(ctx.db, `settings:password:${ctx.user.id}`, PASSWORD_TRIES.limit, PASSWORD_TRIES.windowMs)
  if (limit.allowed) return null
  return data<SettingsActionData>(
    { intent: ctx.intent, errors: {}, formError: ctx.t('settings:errors.tooManyAttempts') },
    { status: 429, headers: { 'Retry-After': String(limit.retryAfter) } },
  )
}

/** checkPassword's reasons are keys in `auth:password.*`; a generic text until those exist. */
function passwordReasons(ctx: Ctx, reasons: string[]) {
  const texts = reasons.map((key) => ctx.t(key, { defaultValue: '' })).filter(Boolean)
  return [ctx.t('settings:errors.passwordWeak'), ...texts].join(' ')
}

/** The uploaded file, checked by its bytes (type and size) and without its metadata. */
async function readImage(ctx: Ctx, field: string) {
  const file = ctx.form.get(field)
  if (!file || typeof file === 'string' || file.size === 0) return { refused: refuse(ctx, { [field]: ctx.t('settings:errors.fileRequired') }) }
  if (file.size > MAX_IMAGE_BYTES) return { refused: refuse(ctx, { [field]: ctx.t('settings:errors.fileTooLarge') }, undefined, 413) }
  const stripped = stripImageMetadata(new Uint8Array(await file.arrayBuffer()))
  if (!stripped) return { refused: refuse(ctx, { [field]: ctx.t('settings:errors.fileType') }, undefined, 415) }
  return { stripped }
}

// ---------------------------------------------------------------- page

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
          <PhotosSection avatarUrl={profile.avatarUrl} avatarConfig={profile.avatarConfig} name={profile.displayName} photos={settings.photos} />
          <PrivacySection values={settings.privacy} />
          <NotificationsSection values={settings.notifications} />
          <SecuritySection
            sessions={sessions}
            hasPassword={settings.account.hasPassword}
            email={settings.account.email}
            passkeys={<PasskeyManager initialPasskeys={passkeys} initialEnrolled={passkeyEnrolled} />}
          />
          <BlockedSection blocked={blocked} />
          <DangerSection hasPassword={settings.account.hasPassword} />
        </div>
      </div>
    </div>
  )
}

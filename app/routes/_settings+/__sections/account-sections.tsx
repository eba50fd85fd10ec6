import { Laptop, LogOut, Monitor, Smartphone, TriangleAlert, UserX } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PanicSignOut } from '~/components/safety/panic-sign-out'
import { initialsOf } from '~/components/shell/user-menu'
import { cn } from '~/utils/cn'
import { describedBy, Field, FieldError, FormAlert, INPUT, Section, SettingsForm, SubmitButton, Toggle, useIntentResult } from './fields'
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TYPES,
  PROFILE_VISIBILITIES,
  type NotificationPreferences,
} from '../../../models/members/settings-options'

// ---------------------------------------------------------------- privacy

export type PrivacyValues = {
  profileVisibility: (typeof PROFILE_VISIBILITIES)[number]
  hiddenFromDirectory: boolean
  hiddenFromSearch: boolean
  showOnlineStatus: boolean
  checkInsPrivate: boolean
}

export function PrivacySection({ values }: { values: PrivacyValues }) {
  const { t } = useTranslation('settings')
  const result = useIntentResult('privacy')
  return (
    <Section id="privacy" title={t('privacy.title')} description={t('privacy.description')}>
      <SettingsForm className="space-y-6">
        <FormAlert result={result} />
        <fieldset>
          <legend className="text-sm font-medium text-neutral-900 dark:text-white">{t('privacy.visibility')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {PROFILE_VISIBILITIES.map((visibility) => (
              <label
                key={visibility}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border border-neutral-300 bg-white p-3 dark:border-neutral-700 dark:bg-neutral-950',
                  'has-[:checked]:border-brand-600 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 dark:has-[:checked]:border-violet-400 dark:has-[:checked]:ring-violet-400',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:has-[:focus-visible]:outline-violet-300',
                )}
              >
                <input
                  type="radio"
                  name="profileVisibility"
                  value={visibility}
                  defaultChecked={values.profileVisibility === visibility}
                  className="mt-1 size-4 accent-brand-600 dark:accent-violet-400"
                />
                <span>
                  <span className="block text-sm font-semibold text-neutral-900 dark:text-white">
                    {t(`privacy.visibilities.${visibility}.label`)}
                  </span>
                  <span className="block text-xs text-neutral-600 dark:text-neutral-400">
                    {t(`privacy.visibilities.${visibility}.description`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id="profileVisibility" message={result?.errors.profileVisibility} />
        </fieldset>
        <div className="divide-y divide-neutral-200 dark:divide-neutral-800">
          <Toggle name="hiddenFromDirectory" label={t('privacy.hiddenFromDirectory')} defaultChecked={values.hiddenFromDirectory} />
          <Toggle name="hiddenFromSearch" label={t('privacy.hiddenFromSearch')} defaultChecked={values.hiddenFromSearch} />
          <Toggle name="showOnlineStatus" label={t('privacy.showOnlineStatus')} defaultChecked={values.showOnlineStatus} />
          <Toggle name="checkInsPrivate" label={t('privacy.checkInsPrivate')} defaultChecked={values.checkInsPrivate} />
        </div>
        <div className="flex justify-end border-t border-neutral-200 pt-5 dark:border-neutral-800">
          <SubmitButton intent="privacy">{t('save')}</SubmitButton>
        </div>
      </SettingsForm>
    </Section>
  )
}

// ---------------------------------------------------------------- notifications

export function NotificationsSection({ values }: { values: NotificationPreferences }) {
  const { t } = useTranslation('settings')
  const result = useIntentResult('notifications')
  return (
    <Section id="notifications" title={t('notifications.title')} description={t('notifications.description')}>
      <SettingsForm className="space-y-4">
        <FormAlert result={result} />
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-neutral-200 text-start dark:border-neutral-800">
              <th scope="col" className="py-2 text-start font-medium text-neutral-700 dark:text-neutral-300">
                {t('notifications.type')}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="w-24 py-2 text-center font-medium text-neutral-700 dark:text-neutral-300">
                  {t(`notifications.channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {NOTIFICATION_TYPES.map((type) => (
              <tr key={type}>
                <th scope="row" className="py-3 text-start font-medium text-neutral-900 dark:text-white">
                  {t(`notifications.types.${type}`)}
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td key={channel} className="py-3 text-center">
                    <input
                      type="checkbox"
                      name={`n.${type}.${channel}`}
                      defaultChecked={values[type][channel]}
                      aria-label={t('notifications.toggle', {
                        type: t(`notifications.types.${type}`),
                        channel: t(`notifications.channels.${channel}`),
                      })}
                      className="size-5 cursor-pointer accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:accent-violet-400 dark:focus-visible:outline-violet-300"
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <div className="flex justify-end border-t border-neutral-200 pt-5 dark:border-neutral-800">
          <SubmitButton intent="notifications">{t('save')}</SubmitButton>
        </div>
      </SettingsForm>
    </Section>
  )
}

// ---------------------------------------------------------------- security

export type SessionItem = {
  id: string
  kind: 'browser' | 'api'
  current: boolean
  browser: string
  os: string
  device: string
  createdAt: string
  lastSeenAt: string | null
}

function formatDate(iso: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))
}

function SessionList({ sessions }: { sessions: SessionItem[] }) {
  const { t, i18n } = useTranslation('settings')
  const result = useIntentResult('endSession', 'endOthers', 'endAll')
  const others = sessions.some((s) => !s.current)
  return (
    <div className="space-y-4">
      <div>
        <h3 className="text-base font-semibold text-neutral-900 dark:text-white">{t('security.sessions')}</h3>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('security.sessionsHint')}</p>
      </div>
      <FormAlert result={result} />
      <ul className="divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
        {sessions.map((session) => {
          const Icon =
            session.kind === 'api' ? Smartphone : session.device === 'mobile' ? Smartphone : session.device === 'desktop' ? Monitor : Laptop
          const known = session.browser !== 'other' || session.os !== 'other'
          const device =
            session.kind === 'api'
              ? t('security.sessionApp')
              : known
                ? t('security.deviceOn', { browser: session.browser, os: session.os })
                : t('security.unknownDevice')
          return (
            <li key={session.id} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
              <Icon aria-hidden className="size-5 shrink-0 text-neutral-600 dark:text-neutral-400" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-neutral-900 dark:text-white">
                  {device}
                  {session.current && (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100">
                      {t('security.thisDevice')}
                    </span>
                  )}
                </p>
                <p className="text-xs text-neutral-600 dark:text-neutral-400">
                  {session.lastSeenAt
                    ? t('security.lastActive', { date: formatDate(session.lastSeenAt, i18n.language) })
                    : t('security.signedIn', { date: formatDate(session.createdAt, i18n.language) })}
                </p>
              </div>
              <SettingsForm>
                <input type="hidden" name="sessionId" value={session.id} />
                <SubmitButton intent="endSession" variant="outline" className="h-9 px-3">
                  <LogOut aria-hidden className="size-4 rtl:rotate-180" />
                  {t('security.endSession')}
                  {/* which session, for screen readers; the visible words stay first in the name */}
                  <span className="sr-only">: {device}</span>
                </SubmitButton>
              </SettingsForm>
            </li>
          )
        })}
      </ul>
      <div className="flex flex-wrap gap-3">
        {others && (
          <SettingsForm>
            <SubmitButton intent="endOthers" variant="outline">
              {t('security.signOutOthers')}
            </SubmitButton>
          </SettingsForm>
        )}
        <SettingsForm>
          <SubmitButton intent="endAll" variant="outline">
            {t('security.signOutEverywhere')}
          </SubmitButton>
        </SettingsForm>
      </div>
    </div>
  )
}

function PasswordForm({ hasPassword, email }: { hasPassword: boolean; email: string | null }) {
  const { t } = useTranslation('settings')
  const result = useIntentResult('password')
  const e = result?.errors ?? {}
  return (
    <SettingsForm className="space-y-4" key={result ? `retry-${Object.keys(e).join()}` : 'fresh'}>
      <h3 className="text-base font-semibold text-neutral-900 dark:text-white">
        {hasPassword ? t('security.password') : t('security.setPassword')}
      </h3>
      <FormAlert result={result} />
      {/* lets password managers file the new password under the right account */}
      {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
      <div className="grid gap-4 sm:grid-cols-2">
        {hasPassword && (
          <div className="sm:col-span-2 sm:max-w-sm">
            <Field id="currentPassword" label={t('security.currentPassword')} error={e.currentPassword}>
              <input
                id="currentPassword"
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                aria-invalid={e.currentPassword ? true : undefined}
                aria-describedby={describedBy('currentPassword', false, e.currentPassword)}
                className={INPUT}
              />
            </Field>
          </div>
        )}
        <Field id="newPassword" label={t('security.newPassword')} hint={t('security.newPasswordHint')} error={e.newPassword}>
          <input
            id="newPassword"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            aria-invalid={e.newPassword ? true : undefined}
            aria-describedby={describedBy('newPassword', true, e.newPassword)}
            className={INPUT}
          />
        </Field>
        <Field id="confirmPassword" label={t('security.confirmPassword')} error={e.confirmPassword}>
          <input
            id="confirmPassword"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            aria-invalid={e.confirmPassword ? true : undefined}
            aria-describedby={describedBy('confirmPassword', false, e.confirmPassword)}
            className={INPUT}
          />
        </Field>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('security.passwordNote')}</p>
        <SubmitButton intent="password">{t('security.changePassword')}</SubmitButton>
      </div>
    </SettingsForm>
  )
}

/** Changing the sign-in address: a link goes to the new inbox, and the address changes once it is opened. */
function EmailForm({ hasPassword, email }: { hasPassword: boolean; email: string | null }) {
  const { t } = useTranslation('settings')
  const result = useIntentResult('email')
  const e = result?.errors ?? {}
  return (
    <SettingsForm className="space-y-4" key={result ? `retry-${Object.keys(e).join()}` : 'fresh'}>
      <h3 className="text-base font-semibold text-neutral-900 dark:text-white">{t('security.email')}</h3>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">
        {email ? t('security.emailCurrent', { email }) : t('security.emailNone')}
      </p>
      <FormAlert result={result} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="newEmail" label={t('security.newEmail')} error={e.newEmail}>
          <input
            id="newEmail"
            name="newEmail"
            type="email"
            autoComplete="email"
            inputMode="email"
            defaultValue={typeof result?.values?.newEmail === 'string' ? result.values.newEmail : undefined}
            aria-invalid={e.newEmail ? true : undefined}
            aria-describedby={describedBy('newEmail', false, e.newEmail)}
            className={INPUT}
          />
        </Field>
        {hasPassword && (
          <Field id="emailPassword" label={t('security.currentPassword')} error={e.emailPassword}>
            <input
              id="emailPassword"
              name="emailPassword"
              type="password"
              autoComplete="current-password"
              aria-invalid={e.emailPassword ? true : undefined}
              aria-describedby={describedBy('emailPassword', false, e.emailPassword)}
              className={INPUT}
            />
          </Field>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('security.emailNote')}</p>
        <SubmitButton intent="email">{t('security.changeEmail')}</SubmitButton>
      </div>
    </SettingsForm>
  )
}

export function SecuritySection({
  sessions,
  hasPassword,
  email,
  passkeys,
}: {
  sessions: SessionItem[]
  hasPassword: boolean
  email: string | null
  passkeys: ReactNode
}) {
  const { t } = useTranslation('settings')
  return (
    <Section id="security" title={t('security.title')} description={t('security.description')}>
      <div className="space-y-10">
        <div className="flex flex-col gap-4 rounded-xl border border-red-200 bg-red-50/70 p-4 sm:flex-row sm:items-center dark:border-red-900/60 dark:bg-red-950/30">
          <TriangleAlert aria-hidden className="size-6 shrink-0 text-red-700 dark:text-red-300" />
          <div className="min-w-0 flex-1">
            <h3 className="text-base font-semibold text-red-900 dark:text-red-100">{t('security.panicTitle')}</h3>
            <p className="text-sm text-red-900/90 dark:text-red-100/90">{t('security.panicBody')}</p>
            <p className="mt-1 text-sm text-red-900/90 dark:text-red-100/90">{t('security.quickExitBody')}</p>
          </div>
          <PanicSignOut label={t('safety.panic.label')} hint={t('safety.panic.hint')} />
        </div>
        <SessionList sessions={sessions} />
        <EmailForm hasPassword={hasPassword} email={email} />
        <PasswordForm hasPassword={hasPassword} email={email} />
        <div id="passkeys" className="scroll-mt-24">
          {passkeys}
        </div>
      </div>
    </Section>
  )
}

// ---------------------------------------------------------------- blocked members

export type BlockedItem = { userId: string; displayName: string | null; avatarUrl: string | null; blockedAt: string }

export function BlockedSection({ blocked }: { blocked: BlockedItem[] }) {
  const { t, i18n } = useTranslation('settings')
  const result = useIntentResult('unblock')
  return (
    <Section id="blocked" title={t('blocked.title')} description={t('blocked.description')}>
      <FormAlert result={result} />
      {blocked.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-neutral-600 dark:text-neutral-400">
          <UserX aria-hidden className="size-4" />
          {t('blocked.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {blocked.map((member) => {
            const name = member.displayName || t('blocked.unknown')
            return (
              <li key={member.userId} className="flex items-center gap-3 py-3">
                <span
                  aria-hidden
                  className="grid size-9 shrink-0 place-items-center overflow-hidden rounded-full bg-neutral-200 text-xs font-semibold text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200"
                >
                  {member.avatarUrl ? <img src={member.avatarUrl} alt="" className="size-full object-cover" /> : initialsOf(name)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-neutral-900 dark:text-white">{name}</p>
                  <p className="text-xs text-neutral-600 dark:text-neutral-400">
                    {t('blocked.since', {
                      date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
                        new Date(member.blockedAt),
                      ),
                    })}
                  </p>
                </div>
                <SettingsForm>
                  <input type="hidden" name="userId" value={member.userId} />
                  <SubmitButton intent="unblock" variant="outline" className="h-9 px-3" aria-label={t('blocked.unblockLabel', { name })}>
                    {t('blocked.unblock')}
                  </SubmitButton>
                </SettingsForm>
              </li>
            )
          })}
        </ul>
      )}
    </Section>
  )
}

// ---------------------------------------------------------------- danger zone

export function DangerSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation('settings')
  const result = useIntentResult('deleteAccount')
  const e = result?.errors ?? {}
  return (
    <Section id="danger" title={t('danger.title')} description={t('danger.description')} tone="danger">
      <SettingsForm className="space-y-4" key={result ? 'retry' : 'fresh'}>
        <FormAlert result={result} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="confirmDelete" label={t('danger.confirm')} error={e.confirm}>
            <input
              id="confirmDelete"
              name="confirm"
              autoComplete="off"
              spellCheck={false}
              placeholder={t('danger.confirmWord')}
              aria-invalid={e.confirm ? true : undefined}
              aria-describedby={describedBy('confirmDelete', false, e.confirm)}
              className={INPUT}
            />
          </Field>
          {hasPassword && (
            <Field id="deletePassword" label={t('danger.password')} error={e.password}>
              <input
                id="deletePassword"
                name="password"
                type="password"
                autoComplete="current-password"
                aria-invalid={e.password ? true : undefined}
                aria-describedby={describedBy('deletePassword', false, e.password)}
                className={INPUT}
              />
            </Field>
          )}
        </div>
        <div className="flex justify-end">
          <SubmitButton intent="deleteAccount" variant="destructive">
            {t('danger.submit')}
          </SubmitButton>
        </div>
      </SettingsForm>
    </Section>
  )
}

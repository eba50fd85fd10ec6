/** The security section: panic sign-out, sessions, sign-in address, password and passkeys. */
import { Laptop, LogOut, Monitor, Smartphone, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PanicSignOut } from '~/components/safety/panic-sign-out'
import { EmailForm, PasswordForm } from './credential-forms'
import { FormAlert, Section, SettingsForm, SubmitButton, useIntentResult } from './fields'

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
                <SubmitButton intent="endSession" variant="outline" size="sm">
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

import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useTranslation } from 'react-i18next'
import { AccessibilitySettingsForm } from '~/components/a11y/accessibility-settings-form'
import { AccessibilityStatement } from '~/components/a11y/accessibility-statement'
import { FOCUS } from '~/components/a11y/styles'
import { APP_NAME } from '~/config'
import { serverI18n, getLanguage } from '~/i18n/i18next.server'
import { cn } from '~/utils/cn'

export async function loader({ request }: LoaderFunctionArgs) {
  const i18n = await serverI18n(await getLanguage(request))
  return {
    meta: {
      title: `${i18n.t('a11y:meta.title')} — ${APP_NAME}`,
      description: i18n.t('a11y:meta.description'),
      canonical: new URL('/accessibility', request.url).href,
    },
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [
        { title: data.meta.title },
        { name: 'description', content: data.meta.description },
        { property: 'og:title', content: data.meta.title },
        { property: 'og:description', content: data.meta.description },
        { tagName: 'link', rel: 'canonical', href: data.meta.canonical },
      ]
    : [{ title: APP_NAME }]

const STATEMENT_ID = 'a11y-statement'
const SETTINGS_ID = 'a11y-settings'

/** The accessibility hub (SPEC §2 /accessibility): display settings and the accessibility statement. */
export default function AccessibilityPage() {
  const { t } = useTranslation('a11y')
  const jump = cn(
    'rounded-full border border-neutral-300 bg-white/80 px-3 py-1.5 text-sm font-medium text-neutral-800 hover:border-brand-600 hover:text-brand-800 dark:border-neutral-700 dark:bg-neutral-900/80 dark:text-neutral-100 dark:hover:border-violet-300 dark:hover:text-white',
    FOCUS,
  )
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-violet-300">{t('hub.eyebrow')}</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance text-neutral-950 sm:text-5xl dark:text-white">
          {t('hub.title')}
        </h1>
        <p className="mt-4 text-lg leading-8 text-pretty text-neutral-700 dark:text-neutral-300">{t('hub.intro')}</p>
        <nav aria-label={t('hub.title')} className="mt-6">
          <ul className="flex flex-wrap gap-2">
            <li>
              <a href={`#${SETTINGS_ID}`} className={jump}>
                {t('hub.settingsLink')}
              </a>
            </li>
            <li>
              <a href={`#${STATEMENT_ID}`} className={jump}>
                {t('hub.statementLink')}
              </a>
            </li>
          </ul>
        </nav>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start">
        <div id={SETTINGS_ID} className="scroll-mt-24">
          <AccessibilitySettingsForm />
        </div>
        <AccessibilityStatement id={STATEMENT_ID} />
      </div>
    </div>
  )
}

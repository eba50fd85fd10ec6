import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { data, redirect } from '@remix-run/cloudflare'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { requireRole } from '~/auth/permissions.server'
import { LANGUAGE_NAMES } from '~/components/shell/language-picker'
import { buttonVariants } from '~/components/ui/button'
import { INPUT_CLASS } from '~/components/ui/field'
import { PANEL } from '~/components/ui/surface'
import { APP_NAME } from '~/config'
import { getDb } from '~/db/client'
import { getLanguage, serverI18n } from '~/i18n/i18next.server'
import { EMAIL_TEMPLATE_LIMITS, parseEmailTemplateSearch } from '~/models/mail/templates-admin-query'
import { listEmailTemplates } from '~/models/mail/templates-admin.server'
import { cn } from '~/utils/cn'
import { BackToDashboard, Empty, LABEL, LINK } from './__admin/parts'
import { STATE_BADGES } from './__email-templates/states'

/**
 * /admin/email-templates (admins only; a moderator is sent away with 'Access Denied'; issue 41):
 * every email the app sends with its 11 languages, each as the resolver sends it now (built-in,
 * edited, or the English fallback), searchable by key (?q=, lenient: a bad value redirects to
 * the clean address). Each language links to its editor, /admin/email-templates/{key}/{locale}.
 * The model: app/models/mail/templates-admin.server.ts.
 */
export const handle = { i18n: ['admin'] }

const PATH = '/admin/email-templates'
const PRIVATE = { 'Cache-Control': 'private, no-store' }

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireRole(request, context, 'admin')
  const url = new URL(request.url)
  const q = parseEmailTemplateSearch(url)
  const clean = q ? `?q=${encodeURIComponent(q)}` : ''
  if (url.search !== clean && !(url.search === '?' && !clean)) throw redirect(`${PATH}${clean}`, 302)
  const [templates, i18n] = await Promise.all([
    listEmailTemplates(getDb(context.cloudflare.env.DB), q),
    getLanguage(request).then(serverI18n),
  ])
  return data({ q, templates, title: `${i18n.t('admin:emailTemplates.title')} — ${APP_NAME}` }, { headers: PRIVATE })
}

export const headers: HeadersFunction = () => PRIVATE

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? APP_NAME },
  { name: 'robots', content: 'noindex, nofollow' },
]

export default function AdminEmailTemplates() {
  const { q, templates } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6">
      <BackToDashboard />
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-neutral-950 dark:text-white">{t('emailTemplates.title')}</h1>
      <p className="mt-2 max-w-3xl text-neutral-700 dark:text-neutral-300">{t('emailTemplates.intro')}</p>

      <Form method="get" role="search" aria-label={t('emailTemplates.search.label')} className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="email-templates-q" className={LABEL}>
            {t('emailTemplates.search.field')}
          </label>
          <input
            id="email-templates-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={EMAIL_TEMPLATE_LIMITS.searchMax}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            aria-describedby="email-templates-q-hint"
            className={cn(INPUT_CLASS, 'mt-1.5 font-mono')}
          />
          <p id="email-templates-q-hint" className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
            {t('emailTemplates.search.hint')}
          </p>
        </div>
        <button type="submit" className={cn(buttonVariants(), 'mb-5')}>
          <Search aria-hidden className="size-4" />
          {t('emailTemplates.search.submit')}
        </button>
      </Form>
      <p className="mt-2 max-w-3xl text-sm text-neutral-600 dark:text-neutral-400">{t('emailTemplates.legend')}</p>

      <section aria-labelledby="email-templates-heading" className="mt-8">
        <h2 id="email-templates-heading" className="mb-4 text-xl font-bold tracking-tight text-neutral-900 dark:text-white">
          {t('emailTemplates.listHeading')}
        </h2>
        {q && (
          <p className="mb-4 text-sm">
            <Link to={PATH} className={LINK}>
              {t('emailTemplates.search.showAll')}
            </Link>
          </p>
        )}
        {templates.length === 0 ? (
          <Empty>{t('emailTemplates.empty', { q })}</Empty>
        ) : (
          <ul className="space-y-3">
            {templates.map((template) => (
              <li key={template.key} className={cn(PANEL, 'p-4')}>
                <h3 className="flex flex-wrap items-center gap-2 font-mono text-base font-semibold text-neutral-950 dark:text-white">
                  <bdi>{template.key}</bdi>
                  {!template.builtIn && (
                    <span className="rounded-full bg-neutral-100 px-2.5 py-0.5 font-sans text-xs font-semibold text-neutral-800 dark:bg-white/10 dark:text-neutral-200">
                      {t('emailTemplates.adminOnly')}
                    </span>
                  )}
                </h3>
                {template.description && (
                  <p dir="auto" className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
                    {template.description}
                  </p>
                )}
                <ul aria-label={t('emailTemplates.languagesLabel', { key: template.key })} className="mt-3 flex flex-wrap gap-2">
                  {template.languages.map(({ locale, state }) => (
                    <li key={locale}>
                      <Link
                        to={`${PATH}/${template.key}/${locale}`}
                        data-state={state}
                        className={cn(
                          LINK,
                          'inline-flex items-center gap-2 rounded-full border border-neutral-900/10 px-3 py-1 text-sm dark:border-white/10',
                        )}
                      >
                        <span lang={locale}>{LANGUAGE_NAMES[locale]}</span>
                        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATE_BADGES[state])}>
                          {t(`emailTemplates.states.${state}`)}
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { Link } from '@remix-run/react'
import { Lock } from 'lucide-react'
import { pageMeta } from '~/components/pages/meta'
import { PageLayout } from '~/components/pages/page-layout'
import { FOCUS, PANEL } from '~/components/ui/surface'
import { usePageText } from '~/components/pages/use-page-text'
import { pageLoader } from '~/content/page-meta.server'
import { SITE_MAP } from '~/content/site-map'
import { cn } from '~/utils/cn'

/** Texts of this page live in the `pages` namespace, loaded for the routes that need it. */
export const handle = { i18n: ['pages'] }

export const loader = ({ request }: LoaderFunctionArgs) => pageLoader(request, 'sitemap')
export const meta = pageMeta

export default function SitemapPage() {
  const { t } = usePageText()
  return (
    <PageLayout page="sitemap" bare>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {SITE_MAP.map((group) => (
          <section key={group.key} aria-labelledby={`group-${group.key}`} className={cn(PANEL, 'p-5 sm:p-6')}>
            <h2 id={`group-${group.key}`} className="text-lg font-bold text-neutral-900 dark:text-white">
              {t(`sitemap.groups.${group.key}`)}
            </h2>
            <ul className="mt-3 space-y-3">
              {group.routes.map((route) => (
                <li key={route.path}>
                  <Link
                    to={route.path}
                    className={cn(
                      'rounded-sm font-medium text-brand-700 underline decoration-brand-600/30 underline-offset-2 hover:decoration-2 dark:text-violet-300 dark:decoration-violet-300/40',
                      FOCUS,
                    )}
                  >
                    {t(`nav.${route.key}.label`)}
                  </Link>
                  {route.membersOnly && (
                    <span
                      className="ms-2 inline-flex items-center gap-1 rounded-full bg-neutral-900/5 px-2 py-0.5 align-middle text-xs font-medium text-neutral-700 dark:bg-white/10 dark:text-neutral-300"
                      title={t('layout.membersOnlyHint')}
                    >
                      <Lock aria-hidden className="size-3" />
                      {t('layout.membersOnly')}
                    </span>
                  )}
                  <p className="mt-0.5 text-sm leading-6 text-neutral-700 dark:text-neutral-300">{t(`nav.${route.key}.description`)}</p>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </PageLayout>
  )
}

import type { LoaderFunctionArgs } from '@remix-run/cloudflare'
import { pageMeta } from '~/components/pages/meta'
import { PageCards } from '~/components/pages/page-cards'
import { PageLayout } from '~/components/pages/page-layout'
import { PANEL } from '~/components/ui/surface'
import { Prose, RichText } from '~/components/pages/rich-text'
import { usePageText } from '~/components/pages/use-page-text'
import { pageLoader } from '~/content/page-meta.server'
import { HUB_CHILDREN } from '~/content/pages'
import { cn } from '~/utils/cn'

/** Texts of this page live in the `pages` namespace, loaded for the routes that need it. */
export const handle = { i18n: ['pages'] }

export const loader = ({ request }: LoaderFunctionArgs) => pageLoader(request, 'legal')
export const meta = pageMeta

export default function LegalHubPage() {
  const { t, langOf } = usePageText()
  return (
    <PageLayout page="legal" bare>
      <PageCards pages={HUB_CHILDREN.legal} headingLevel={2} />
      <section aria-labelledby="in-short" className={cn(PANEL, 'mt-8 max-w-3xl p-6 sm:p-8')}>
        <h2 id="in-short" {...langOf('legal.inShort.heading')} className="mb-3 text-xl font-bold text-neutral-900 dark:text-white">
          {t('legal.inShort.heading')}
        </h2>
        <Prose>
          <RichText text={t('legal.inShort.body')} {...langOf('legal.inShort.body')} />
        </Prose>
      </section>
    </PageLayout>
  )
}
